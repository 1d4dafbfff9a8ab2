#include "core/explain/component_table.h"

#include <algorithm>
#include <optional>
#include <string>

#include "core/eval/pair_verdict.h"
#include "core/explain/clause_spans.h"
#include "core/sql/lexer.h"

namespace sqlscope::explain {

namespace {

namespace esm = match::esm;
namespace etm = match::esm_plus;
namespace comp = match::component;

enum class Clause : uint8_t {
    Select,
    From,
    Where,
    GroupBy,
    GroupHaving,
    Having,
    OrderLimit,
    Limit,
    SetOperators,
    Keywords
};

struct RowSpec {
    std::string_view name;
    std::optional<esm::Component> esm;
    std::optional<etm::EtmComponent> etm;
    std::optional<comp::Component> f1;
    Clause clause;
};

// The table of component_table.h; FROM is handled apart (table units).
const RowSpec kRows[] = {
    {"SELECT", esm::Component::Select, etm::EtmComponent::Select, comp::Component::Select,
     Clause::Select},
    {"SELECT (no AGG)", esm::Component::SelectNoAgg, etm::EtmComponent::SelectNoAgg, std::nullopt,
     Clause::Select},
    {"FROM", std::nullopt, std::nullopt, comp::Component::From, Clause::From},
    {"WHERE", esm::Component::Where, etm::EtmComponent::Where, comp::Component::Where,
     Clause::Where},
    {"WHERE (no OP)", esm::Component::WhereNoOp, etm::EtmComponent::WhereNoOp, std::nullopt,
     Clause::Where},
    {"GROUP BY (no HAVING)", esm::Component::GroupNoHaving, etm::EtmComponent::GroupNoHaving,
     comp::Component::GroupBy, Clause::GroupBy},
    {"GROUP BY + HAVING", esm::Component::Group, etm::EtmComponent::Group, std::nullopt,
     Clause::GroupHaving},
    {"HAVING", std::nullopt, std::nullopt, comp::Component::Having, Clause::Having},
    {"ORDER BY", esm::Component::Order, etm::EtmComponent::Order, comp::Component::OrderBy,
     Clause::OrderLimit},
    {"LIMIT", std::nullopt, etm::EtmComponent::Limit, std::nullopt, Clause::Limit},
    {"AND/OR", esm::Component::AndOr, etm::EtmComponent::AndOr, std::nullopt, Clause::Where},
    {"IUEN", esm::Component::Iuen, etm::EtmComponent::Iuen, std::nullopt, Clause::SetOperators},
    {"KEYWORDS", esm::Component::Keywords, etm::EtmComponent::Keywords, comp::Component::Keywords,
     Clause::Keywords},
};

constexpr size_t kMaxItemText = 80;

std::string shortened(std::string_view text) {
    std::string out;
    out.reserve(std::min(text.size(), kMaxItemText + 3));
    bool space = false;
    for (char c : text) {  // one line: runs of white space become one space
        if (c == ' ' || c == '\n' || c == '\r' || c == '\t') {
            space = !out.empty();
            continue;
        }
        if (space) out += ' ';
        space = false;
        out += c;
        if (out.size() >= kMaxItemText) {
            out += "...";
            break;
        }
    }
    return out;
}

bool spanIn(sql::Span span, std::string_view text) {
    return span.begin <= span.end && span.end <= text.size();
}

// What a compared item shows: the SQL it came from, except for the
// components whose items are words (keywords, connectors, set operators).
std::string itemText(const esm::ComparedItem& item, std::string_view text, bool words) {
    if (!words && !item.span.empty() && spanIn(item.span, text))
        return shortened(item.span.textIn(text));
    return std::string(item.text);
}

std::string joinItems(const std::vector<esm::ComparedItem>& items, std::string_view text,
                      bool words, bool unmatchedOnly) {
    std::string out;
    for (const esm::ComparedItem& item : items) {
        if (unmatchedOnly && item.matched) continue;
        if (!out.empty()) out += ", ";
        out += itemText(item, text, words);
    }
    return out;
}

std::string joinF1Items(const std::vector<comp::ScoredItem>& items) {
    std::string out;
    for (const comp::ScoredItem& item : items) {
        if (!out.empty()) out += ", ";
        out += shortened(item.text);
    }
    return out;
}

bool wordItems(esm::Component c) {
    return c == esm::Component::Keywords || c == esm::Component::AndOr || c == esm::Component::Iuen;
}

// "WHERE: age > 18 vs age >= 18"
std::string differenceMessage(std::string_view name, const std::string& gold,
                              const std::string& pred) {
    std::string message(name);
    message += ": ";
    if (gold.empty() && pred.empty()) return message + "differs";
    message += gold.empty() ? "(none)" : gold;
    message += " vs ";
    message += pred.empty() ? "(none)" : pred;
    return message;
}

// The items as ESM compared them (the reference's repr()s), for when the
// SQL reads the same on both sides (e.g. `age` of two different tables).
std::string joinReprs(const std::vector<esm::ComparedItem>& items) {
    std::string out;
    for (const esm::ComparedItem& item : items) {
        if (item.matched) continue;
        if (!out.empty()) out += ", ";
        out += shortened(item.text);
    }
    return out;
}

std::string esmMessage(std::string_view name, esm::Component c, const esm::EsmVerdict& verdict,
                       const PairExplanation& out) {
    const esm::ComponentScore& score = verdict.component(c);
    const bool words = wordItems(c);
    std::string gold = joinItems(score.gold, out.gold, words, true);
    std::string pred = joinItems(score.pred, out.pred, words, true);
    if (gold.empty() && pred.empty()) {  // the counts differ, not an item (and/or)
        gold = joinItems(score.gold, out.gold, words, false);
        pred = joinItems(score.pred, out.pred, words, false);
    }
    if (!verdict.predParsed()) {
        return differenceMessage(name, gold, pred.empty() ? "(none: ESM could not read it)" : pred);
    }
    if (gold == pred && !gold.empty() && !words && verdict.gold->normalized &&
        verdict.pred->normalized) {
        // The prediction's items have no repr()s in a batch verdict: compare again with them.
        const esm::ExactMatch again = esm::evalExactMatch(*verdict.pred->normalized,
                                                          *verdict.gold->normalized, nullptr, true);
        const esm::ComponentScore& s = again.partial[static_cast<size_t>(c)];
        return differenceMessage(name, joinReprs(s.gold), joinReprs(s.pred));
    }
    return differenceMessage(name, gold, pred);
}

// What ESM+ compares that ESM does not, read from the two texts: the
// SELECT's DISTINCT, the set operators.
std::optional<std::string> esmPlusOnlyMessage(const RowSpec& spec, const ClauseSpans& gold,
                                              const ClauseSpans& pred, const PairExplanation& out) {
    if (spec.clause == Clause::Select && gold.distinct.empty() != pred.distinct.empty())
        return differenceMessage(spec.name, gold.distinct.empty() ? "" : "DISTINCT",
                                 pred.distinct.empty() ? "" : "DISTINCT");
    if (spec.clause == Clause::SetOperators) {
        auto words = [](const std::vector<sql::Span>& spans, std::string_view text) {
            std::string joined;
            for (sql::Span span : spans) {
                if (!spanIn(span, text)) continue;
                if (!joined.empty()) joined += ", ";
                joined += shortened(span.textIn(text));
            }
            return joined;
        };
        const std::string g = words(gold.setOperators, out.gold);
        const std::string p = words(pred.setOperators, out.pred);
        if (!g.empty() && g == p) return std::string(spec.name) + ": the " + g + " branches differ";
        if (g != p) return differenceMessage(spec.name, g, p);
    }
    return std::nullopt;
}

// The component F1 components whose items show what a row compares (its
// own, or the nearest ones for the rows component F1 lacks).
std::vector<comp::Component> itemSources(const RowSpec& spec) {
    if (spec.f1) return {*spec.f1};
    switch (spec.clause) {
        case Clause::Select:
            return {comp::Component::Select};
        case Clause::Where:
            return {comp::Component::Where};
        case Clause::GroupHaving:
            return {comp::Component::GroupBy, comp::Component::Having};
        default:
            return {};
    }
}

// "WHERE: dogs.age > 8 vs dogs.age >= 8" from component F1's unmatched
// items (sqlscope's canonical texts); nullopt when they show no difference.
std::optional<std::string> f1Message(const RowSpec& spec, const comp::ComponentVerdict& verdict) {
    if (!verdict.scored) return std::nullopt;
    std::string gold, pred;
    auto add = [](std::string& out, const std::vector<comp::ScoredItem>& items) {
        for (const comp::ScoredItem& item : items) {
            if (item.matched) continue;
            if (!out.empty()) out += ", ";
            out += shortened(item.text);
        }
    };
    for (comp::Component c : itemSources(spec)) {
        add(gold, verdict.component(c).gold);
        add(pred, verdict.component(c).pred);
    }
    if (gold.empty() && pred.empty()) return std::nullopt;
    return differenceMessage(spec.name, gold, pred);
}

std::vector<sql::Span> clauseSpansOf(Clause clause, const ClauseSpans& spans) {
    auto nonEmpty = [](std::initializer_list<sql::Span> list) {
        std::vector<sql::Span> out;
        for (sql::Span s : list)
            if (!s.empty()) out.push_back(s);
        if (out.size() == 2) return std::vector<sql::Span>{sql::Span::cover(out[0], out[1])};
        return out;
    };
    switch (clause) {
        case Clause::Select:
            return nonEmpty({spans.select});
        case Clause::From:
            return nonEmpty({spans.from});
        case Clause::Where:
            return nonEmpty({spans.where});
        case Clause::GroupBy:
            return nonEmpty({spans.groupBy});
        case Clause::GroupHaving:
            return nonEmpty({spans.groupBy, spans.having});
        case Clause::Having:
            return nonEmpty({spans.having});
        case Clause::OrderLimit:
            return nonEmpty({spans.orderBy, spans.limit});
        case Clause::Limit:
            return nonEmpty({spans.limit});
        case Clause::SetOperators:
            return spans.setOperators;
        case Clause::Keywords:
            return {};  // the unmatched keywords' own spans (below)
    }
    return {};
}

void addMarks(PairExplanation& out, Side side, const std::vector<sql::Span>& spans,
              std::string_view metric, const std::string& message) {
    const std::string_view text = side == Side::Gold ? out.gold : out.pred;
    for (sql::Span span : spans) {
        if (!spanIn(span, text)) continue;
        out.marks.push_back(
            {side, span, MarkKind::ClauseMismatch, std::string(metric), message, -1});
    }
}

// The spans of a keyword component's unmatched items on one side.
// The keyword tokens of a keyword component's unmatched items on one side:
// an item's span may cover its whole clause (`WHERE age = 3` for "where"),
// the mark takes its first token (`WHERE`). Each token once.
std::vector<sql::Span> unmatchedKeywordSpans(const std::vector<esm::ComparedItem>& items,
                                             std::string_view text) {
    std::vector<sql::Span> out;
    for (const esm::ComparedItem& item : items) {
        if (item.matched || item.span.empty() || !spanIn(item.span, text)) continue;
        const sql::LexResult lexed = sql::tokenize(item.span.textIn(text));
        sql::Span span = item.span;
        if (lexed.tokens.front().kind != sql::TokenKind::End)
            span = {item.span.begin + lexed.tokens.front().span.begin,
                    item.span.begin + lexed.tokens.front().span.end};
        if (std::find(out.begin(), out.end(), span) == out.end()) out.push_back(span);
    }
    return out;
}

std::string limitText(const ClauseSpans& spans, std::string_view text) {
    return spans.limit.empty() || !spanIn(spans.limit, text) ? std::string()
                                                             : shortened(spans.limit.textIn(text));
}

}  // namespace

void explainComponents(const eval::PairVerdict& verdict, const ClauseSpans& goldClauses,
                       const ClauseSpans& predClauses, PairExplanation& out) {
    const esm::EsmVerdict& e = verdict.esm;
    const etm::EsmPlusVerdict& p = verdict.esmPlus;
    const comp::ComponentVerdict& f = verdict.component;
    for (const RowSpec& spec : kRows) {
        ComponentRow row;
        row.name = spec.name;
        std::optional<std::string> esmMismatch;  // the message when ESM judged it different
        if (spec.esm && e.scored) {
            const esm::ComponentScore& score = e.component(*spec.esm);
            row.esm = score.f1 == 1;
            row.gold = joinItems(score.gold, out.gold, wordItems(*spec.esm), false);
            row.pred = joinItems(score.pred, out.pred, wordItems(*spec.esm), false);
            if (score.f1 != 1) esmMismatch = esmMessage(spec.name, *spec.esm, e, out);
        } else if (spec.clause == Clause::From && e.scored && e.match.tablesCompared) {
            row.esm = e.match.tablesEqual;
            row.gold = joinItems(e.match.goldTables, out.gold, false, false);
            row.pred = joinItems(e.match.predTables, out.pred, false, false);
            if (!e.match.tablesEqual) {
                esmMismatch = differenceMessage(
                    spec.name, joinItems(e.match.goldTables, out.gold, false, true),
                    joinItems(e.match.predTables, out.pred, false, true));
            }
        }
        if (spec.f1 && f.computed()) {
            row.f1 = f.f1(*spec.f1);
            if (row.gold.empty() && row.pred.empty() && f.scored) {
                const comp::ComponentScore& score = f.component(*spec.f1);
                row.gold = joinF1Items(score.gold);
                row.pred = joinF1Items(score.pred);
            }
        }
        if (spec.clause == Clause::Limit) {
            row.gold = limitText(goldClauses, out.gold);
            row.pred = limitText(predClauses, out.pred);
        }
        std::optional<std::string> esmPlusMismatch;
        if (p.scored) {
            if (spec.etm) {
                row.esmPlus = p.match.partial[static_cast<size_t>(*spec.etm)].f1 == 1;
            } else if (spec.clause == Clause::From && p.match.tablesCompared) {
                row.esmPlus = p.match.tablesEqual && p.match.joinConditionsEqual;
            }
            if (row.esmPlus == false) {
                if (spec.clause == Clause::From) {
                    esmPlusMismatch = std::string(spec.name) + ": " +
                                      (p.match.tablesEqual ? "join conditions differ"
                                                           : "tables or join kinds differ");
                } else if (spec.clause == Clause::Limit) {
                    esmPlusMismatch = differenceMessage(spec.name, row.gold, row.pred);
                } else if (p.predStatus != etm::PredStatus::Ok) {
                    esmPlusMismatch = std::string(spec.name) +
                                      ": the prediction counts as the empty query (" +
                                      std::string(etm::predStatusName(p.predStatus)) + ")";
                } else if (esmMismatch && e.predParsed()) {
                    esmPlusMismatch = *esmMismatch;
                } else if (std::optional<std::string> other =
                               esmPlusOnlyMessage(spec, goldClauses, predClauses, out)) {
                    esmPlusMismatch = std::move(other);
                } else if (std::optional<std::string> items = f1Message(spec, f)) {
                    esmPlusMismatch = std::move(items);
                } else {
                    esmPlusMismatch = std::string(spec.name) +
                                      ": differs under ESM+ (after its rewrites, with values "
                                      "and DISTINCT compared)";
                }
            }
        }
        // Marks: the clause on each side that has it; keywords: the
        // unmatched keyword tokens (ESM's items, also for ESM+).
        auto mark = [&](std::string_view metric, const std::string& message) {
            if (spec.clause == Clause::Keywords) {
                if (!e.scored) return;
                const esm::ComponentScore& score = e.component(esm::Component::Keywords);
                addMarks(out, Side::Gold, unmatchedKeywordSpans(score.gold, out.gold), metric,
                         message);
                addMarks(out, Side::Prediction, unmatchedKeywordSpans(score.pred, out.pred), metric,
                         message);
                return;
            }
            addMarks(out, Side::Gold, clauseSpansOf(spec.clause, goldClauses), metric, message);
            addMarks(out, Side::Prediction, clauseSpansOf(spec.clause, predClauses), metric,
                     message);
        };
        if (esmMismatch) mark("esm", *esmMismatch);
        if (esmPlusMismatch) mark("esm_plus", *esmPlusMismatch);
        out.components.push_back(std::move(row));
    }
}

}  // namespace sqlscope::explain
