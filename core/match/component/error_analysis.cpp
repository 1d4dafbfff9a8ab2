#include "core/match/component/error_analysis.h"

#include <algorithm>

#include "core/schema/names.h"
#include "core/sql/lexer.h"

namespace sqlscope::match::component {

std::string_view sideName(Side side) {
    return side == Side::Gold ? "gold" : "prediction";
}

std::string_view errorCategoryKey(ErrorCategory category) {
    switch (category) {
        case ErrorCategory::MissingClauses:
            return "missing_clauses";
        case ErrorCategory::ExtraClauses:
            return "extra_clauses";
        case ErrorCategory::WrongPredicates:
            return "wrong_predicates";
        case ErrorCategory::SchemaErrors:
            return "schema_errors";
    }
    return "";
}

bool ErrorAnalysis::has(ErrorCategory category) const {
    switch (category) {
        case ErrorCategory::MissingClauses:
            return !missingClauses.empty();
        case ErrorCategory::ExtraClauses:
            return !extraClauses.empty();
        case ErrorCategory::WrongPredicates:
            return !wrongPredicates.empty();
        case ErrorCategory::SchemaErrors:
            return unknownIdentifier || wrongTable;
    }
    return false;
}

std::string ErrorAnalysis::categoriesText() const {
    std::string out;
    for (ErrorCategory category : kErrorCategories) {
        if (!has(category)) continue;
        if (!out.empty()) out += ' ';
        out += errorCategoryKey(category);
    }
    return out;
}

namespace {

constexpr std::string_view kNone = "\xE2\x80\x94";  // —

// The source text of a span, whitespace collapsed, at most 60 characters.
std::string snippet(std::string_view text, sql::Span span) {
    std::string out;
    for (char c : span.textIn(text)) {
        const bool space = c == ' ' || c == '\t' || c == '\n' || c == '\r';
        if (space) {
            if (!out.empty() && out.back() != ' ') out += ' ';
        } else {
            out += c;
        }
    }
    while (!out.empty() && out.back() == ' ')
        out.pop_back();
    if (out.size() > 60) {
        size_t cut = 57;
        while (cut > 0 && (static_cast<unsigned char>(out[cut]) & 0xC0) == 0x80)
            --cut;  // not inside a UTF-8 sequence
        out = out.substr(0, cut) + "...";
    }
    return out;
}

// A clause's source text as the object of "has": a subquery is named as such.
std::string described(ClauseKind kind, const std::string& text) {
    if (kind == ClauseKind::Subquery) return "a subquery (" + text + ")";
    return text;
}

std::string joined(const std::vector<std::string>& names) {
    std::string out;
    for (const std::string& name : names) {
        if (!out.empty()) out += ", ";
        out += name;
    }
    return out;
}

void clauseFindings(ErrorAnalysis& result, const QueryAnalysis& gold, std::string_view goldText,
                    const QueryAnalysis& pred, std::string_view predText) {
    for (ClauseKind kind : kClauseKinds) {
        const bool inGold = gold.features.has(kind);
        const bool inPred = pred.features.has(kind);
        if (inGold == inPred) continue;
        const std::string name(clauseKindName(kind));
        ErrorFinding finding;
        finding.kind = name;
        if (inGold) {
            result.missingClauses.push_back(kind);
            finding.category = ErrorCategory::MissingClauses;
            for (sql::Span span : gold.features.spans(kind))
                finding.spans.push_back({Side::Gold, span});
            finding.explanation =
                "missing " + name + ": gold has " +
                described(kind, snippet(goldText, gold.features.spans(kind).front())) +
                ", the prediction has none";
        } else {
            result.extraClauses.push_back(kind);
            finding.category = ErrorCategory::ExtraClauses;
            for (sql::Span span : pred.features.spans(kind))
                finding.spans.push_back({Side::Prediction, span});
            finding.explanation =
                "extra " + name + ": the prediction has " +
                described(kind, snippet(predText, pred.features.spans(kind).front())) +
                ", gold has none";
        }
        result.findings.push_back(std::move(finding));
    }
}

void predicateFindings(ErrorAnalysis& result, std::string_view clause,
                       const std::vector<Predicate>& gold, const std::vector<Predicate>& pred) {
    if (gold.empty() || pred.empty()) return;  // a missing or extra clause, not a wrong one
    auto contains = [](const std::vector<Predicate>& list, const std::string& text) {
        return std::any_of(list.begin(), list.end(),
                           [&](const Predicate& p) { return p.text == text; });
    };
    // Unmatched atoms, each text once (item sets).
    std::vector<const Predicate*> goldLeft, predLeft;
    for (const Predicate& p : gold) {
        if (contains(pred, p.text)) continue;
        if (std::none_of(goldLeft.begin(), goldLeft.end(),
                         [&](const Predicate* q) { return q->text == p.text; }))
            goldLeft.push_back(&p);
    }
    for (const Predicate& p : pred) {
        if (contains(gold, p.text)) continue;
        if (std::none_of(predLeft.begin(), predLeft.end(),
                         [&](const Predicate* q) { return q->text == p.text; }))
            predLeft.push_back(&p);
    }
    if (goldLeft.empty() && predLeft.empty()) return;
    std::vector<bool> goldUsed(goldLeft.size(), false);
    const std::string name(clause);
    for (const Predicate* p : predLeft) {
        const Predicate* partner = nullptr;
        if (p->hasParts) {
            for (size_t i = 0; i < goldLeft.size(); ++i) {
                if (!goldUsed[i] && goldLeft[i]->hasParts && goldLeft[i]->left == p->left) {
                    goldUsed[i] = true;
                    partner = goldLeft[i];
                    break;
                }
            }
        }
        ErrorFinding finding;
        finding.category = ErrorCategory::WrongPredicates;
        finding.kind = name;
        finding.spans.push_back({Side::Prediction, p->span});
        if (partner) {
            finding.spans.push_back({Side::Gold, partner->span});
            result.wrongPredicates.push_back(p->text + " vs " + partner->text);
            finding.explanation = name + " compares " + p->text + ", gold has " + partner->text;
        } else {
            result.wrongPredicates.push_back(p->text + " vs " + std::string(kNone));
            finding.explanation = name + " has " + p->text + ", which gold does not";
        }
        result.findings.push_back(std::move(finding));
    }
    for (size_t i = 0; i < goldLeft.size(); ++i) {
        if (goldUsed[i]) continue;
        ErrorFinding finding;
        finding.category = ErrorCategory::WrongPredicates;
        finding.kind = name;
        finding.spans.push_back({Side::Gold, goldLeft[i]->span});
        result.wrongPredicates.push_back(std::string(kNone) + " vs " + goldLeft[i]->text);
        finding.explanation = name + " lacks gold's " + goldLeft[i]->text;
        result.findings.push_back(std::move(finding));
    }
}

// Where the name of SQLite's "no such ...: a.b" message is in the query.
std::vector<sql::Span> locateName(std::string_view text, std::string_view name) {
    std::vector<std::string> parts;
    size_t start = 0;
    while (true) {
        size_t dot = name.find('.', start);
        parts.emplace_back(
            name.substr(start, dot == std::string_view::npos ? name.npos : dot - start));
        if (dot == std::string_view::npos) break;
        start = dot + 1;
    }
    sql::LexResult lexed = sql::tokenize(text);
    const std::vector<sql::Token>& tokens = lexed.tokens;
    auto nameAt = [&](size_t i, const std::string& part) {
        if (i >= tokens.size()) return false;
        const sql::Token& t = tokens[i];
        if (t.kind != sql::TokenKind::Word && t.kind != sql::TokenKind::QuotedName &&
            t.kind != sql::TokenKind::String)
            return false;
        std::string value = t.kind == sql::TokenKind::Word
                                ? std::string(t.span.textIn(text))
                                : sql::unquote(t.span.textIn(text), t.quote);
        return schema::namesEqual(value, part);
    };
    auto find = [&](const std::vector<std::string>& seq) {
        std::vector<sql::Span> spans;
        for (size_t i = 0; i < tokens.size(); ++i) {
            size_t k = i;
            bool ok = true;
            for (size_t p = 0; p < seq.size() && ok; ++p) {
                if (p > 0) {
                    ok = k < tokens.size() && tokens[k].kind == sql::TokenKind::Dot;
                    ++k;
                }
                ok = ok && nameAt(k, seq[p]);
                ++k;
            }
            // Not the tail of a longer qualified name.
            if (ok && i > 0 && tokens[i - 1].kind == sql::TokenKind::Dot && seq.size() > 1)
                ok = false;
            if (ok) spans.push_back({tokens[i].span.begin, tokens[k - 1].span.end});
        }
        return spans;
    };
    std::vector<sql::Span> spans = find(parts);
    if (spans.empty() && parts.size() > 1) spans = find({parts.back()});
    return spans;
}

void schemaFindings(ErrorAnalysis& result, const QueryAnalysis& gold, const QueryAnalysis& pred,
                    std::string_view predText, const SyntaxCheck* predCheck) {
    if (predCheck && predCheck->status == SyntaxCheck::Status::Invalid) {
        const std::string& message = predCheck->message;
        for (std::string_view prefix : {"no such column: ", "no such table: "}) {
            if (message.rfind(prefix, 0) != 0) continue;
            result.unknownIdentifier = true;
            const bool column = prefix == "no such column: ";
            ErrorFinding finding;
            finding.category = ErrorCategory::SchemaErrors;
            finding.kind = "unknown_identifier";
            for (sql::Span span :
                 locateName(predText, std::string_view(message).substr(prefix.size())))
                finding.spans.push_back({Side::Prediction, span});
            finding.explanation = std::string("the prediction names a ") +
                                  (column ? "column" : "table") +
                                  " the database does not have (SQLite: " + message + ")";
            result.findings.push_back(std::move(finding));
            break;
        }
    }
    if (!gold.parsed || !pred.parsed) return;
    std::vector<std::string> extra, missing;
    ErrorFinding finding;
    finding.category = ErrorCategory::SchemaErrors;
    finding.kind = "wrong_table";
    for (const Item& table : pred.features.baseTables) {
        if (findItem(gold.features.baseTables, table.text)) continue;
        extra.push_back(table.text);
        for (sql::Span span : table.spans)
            finding.spans.push_back({Side::Prediction, span});
    }
    for (const Item& table : gold.features.baseTables) {
        if (findItem(pred.features.baseTables, table.text)) continue;
        missing.push_back(table.text);
        for (sql::Span span : table.spans)
            finding.spans.push_back({Side::Gold, span});
    }
    if (extra.empty() && missing.empty()) return;
    result.wrongTable = true;
    if (!extra.empty() && !missing.empty())
        finding.explanation =
            "the prediction reads " + joined(extra) + " where gold reads " + joined(missing);
    else if (!extra.empty())
        finding.explanation =
            "the prediction also reads " + joined(extra) + ", which gold does not";
    else
        finding.explanation =
            "the prediction does not read " + joined(missing) + ", which gold does";
    result.findings.push_back(std::move(finding));
}

}  // namespace

ErrorAnalysis analyzeErrors(const QueryAnalysis& gold, std::string_view goldText,
                            const QueryAnalysis& pred, std::string_view predText,
                            const SyntaxCheck* predCheck) {
    ErrorAnalysis result;
    if (gold.parsed && pred.parsed) {
        clauseFindings(result, gold, goldText, pred, predText);
        predicateFindings(result, "WHERE", gold.where, pred.where);
        predicateFindings(result, "HAVING", gold.having, pred.having);
    }
    schemaFindings(result, gold, pred, predText, predCheck);
    // Findings in category order (clauses first, schema last) as built;
    // missing before extra within the clause pass.
    std::stable_sort(
        result.findings.begin(), result.findings.end(),
        [](const ErrorFinding& a, const ErrorFinding& b) { return a.category < b.category; });
    return result;
}

}  // namespace sqlscope::match::component
