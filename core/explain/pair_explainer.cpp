#include "core/explain/pair_explainer.h"

#include <algorithm>
#include <memory>
#include <optional>
#include <string_view>
#include <tuple>

#include "core/eval/pair_evaluator.h"
#include "core/exec/process_limits.h"
#include "core/explain/clause_spans.h"
#include "core/explain/component_table.h"
#include "core/explain/result_comparison.h"
#include "core/explain/token_diff.h"
#include "core/report/pair_columns.h"
#include "core/sql/lexer.h"
#include "core/sql/parser.h"

namespace sqlscope::explain {

namespace {

std::string_view textOf(const PairExplanation& out, Side side) {
    return side == Side::Gold ? out.gold : out.pred;
}

bool spanIn(sql::Span span, std::string_view text) {
    return span.begin <= span.end && span.end <= text.size();
}

// Every pairs.csv column but the pair's identity (index, db_id, run, gold,
// pred), with the text pairs.csv writes for it (before CSV quoting).
void addMetrics(const PairInput& in, const eval::PairVerdict& verdict,
                const sql::ParseResult& predParse, PairExplanation& out) {
    const report::PairRow row{in.item, in.dbId, in.run, in.gold, in.pred, predParse, verdict};
    for (const report::PairColumn& column : report::pairColumns()) {
        if (column.name == "index" || column.name == "db_id" || column.name == "run" ||
            column.name == "gold" || column.name == "pred")
            continue;
        MetricValue value{column.name, {}};
        column.value(row, value.value);
        out.metrics.push_back(std::move(value));
    }
}

// A hunk's text for a message: whitespace runs as one space, at most 40
// bytes (then "...").
std::string hunkText(std::string_view text, sql::Span span) {
    std::string out;
    for (char c : span.textIn(text)) {
        const bool space = c == ' ' || c == '\t' || c == '\n' || c == '\r';
        if (space && (out.empty() || out.back() == ' ')) continue;
        out.push_back(space ? ' ' : c);
    }
    while (!out.empty() && out.back() == ' ')
        out.pop_back();
    if (out.size() > 40) out = out.substr(0, 37) + "...";
    return out;
}

// One mark per side of each aligned run of the token diff (not one per
// token: `max(weight)` for `min(age)` is one change), saying what the other
// query has in its place.
void addDiffMarks(PairExplanation& out) {
    const TokenDiff diff = diffQueries(out.gold, out.pred);
    for (const DiffHunk& hunk : diff.hunks) {
        const bool inGold = !hunk.gold.empty(), inPred = !hunk.pred.empty();
        if (inGold)
            out.marks.push_back(
                {Side::Gold, hunk.gold, MarkKind::OnlyInGold, "diff",
                 inPred ? "the prediction has `" + hunkText(out.pred, hunk.pred) + "` here"
                        : "not in the prediction"});
        if (inPred)
            out.marks.push_back({Side::Prediction, hunk.pred, MarkKind::OnlyInPrediction, "diff",
                                 inGold
                                     ? "the gold has `" + hunkText(out.gold, hunk.gold) + "` here"
                                     : "not in the gold"});
    }
    out.diffHunks = diff.hunks;
    if (diff.trimmedOnly)
        out.notes.push_back("diff: more than " + std::to_string(kMaxDiffTokens) +
                            " tokens, only the common prefix and suffix are matched");
}

// The token at `offset` (or the position when none starts there).
sql::Span tokenAt(std::string_view text, uint32_t offset) {
    if (offset >= text.size())
        return {static_cast<uint32_t>(text.size()), static_cast<uint32_t>(text.size())};
    sql::LexResult lexed = sql::tokenize(text.substr(offset));
    const sql::Token& first = lexed.tokens.front();
    if (first.kind == sql::TokenKind::End) return {offset, offset};
    return {offset + first.span.begin, offset + first.span.end};
}

void addParseError(const sql::ParseResult& parsed, Side side, PairExplanation& out) {
    if (parsed.ok() || !parsed.error) return;
    const sql::ParseError& e = *parsed.error;
    const std::string_view text = textOf(out, side);
    const std::string where =
        std::to_string(e.line) + ":" + std::to_string(e.column) + ": " + e.message;
    out.notes.push_back(std::string(sideName(side)) + ": sqlscope parser: " + where);
    if (e.offset > text.size()) return;  // not parsed at all (too large)
    out.marks.push_back({side, tokenAt(text, e.offset), MarkKind::ParseError, "parse", where});
}

std::string ruleMessage(const match::esm_plus::RuleEvent& event) {
    using Kind = match::esm_plus::RuleEvent::Kind;
    std::string message = "rule " + std::to_string(event.rule);
    if (event.kind == Kind::Fired) {
        if (!event.before.empty() || !event.after.empty()) {
            message += ": " + event.before + " -> " + event.after;
        } else {
            message += " fired";
        }
        if (event.unsound) message += " (unsound)";
        return message;
    }
    message += " blocked";
    for (const match::esm_plus::FactUse& fact : event.facts) {
        if (fact.holds) continue;
        return message + ": " + match::esm_plus::formatFact(fact);
    }
    if (!event.note.empty()) message += ": " + event.note;
    return message;
}

void addRules(const match::esm_plus::EsmPlusQuery* query, Side side, PairExplanation& out) {
    if (!query) return;
    const std::string_view text = textOf(out, side);
    for (const match::esm_plus::RuleEvent& event : query->trace.events) {
        RuleNote note;
        note.rule = event.rule;
        note.side = side;
        note.fired = event.kind == match::esm_plus::RuleEvent::Kind::Fired;
        note.changed = event.changed;
        note.unsound = event.unsound;
        note.before = event.before;
        note.after = event.after;
        note.note = event.note;
        for (const match::esm_plus::FactUse& fact : event.facts)
            note.facts.push_back(match::esm_plus::formatFact(fact));
        Mark mark{side,
                  {},
                  note.fired ? MarkKind::RuleRewrite : MarkKind::RuleBlocked,
                  "esm_plus",
                  ruleMessage(event),
                  static_cast<int>(out.rules.size())};
        bool first = true;
        for (sql::Span span : event.spans) {
            if (!spanIn(span, text)) continue;
            note.spans.push_back(span);
            mark.span = first ? span : sql::Span::cover(mark.span, span);
            first = false;
        }
        out.rules.push_back(std::move(note));
        out.marks.push_back(std::move(mark));
    }
}

std::vector<std::string> names(const std::vector<linking::SchemaElement>& elements) {
    std::vector<std::string> out;
    out.reserve(elements.size());
    for (const linking::SchemaElement& e : elements)
        out.push_back(e.name);
    return out;
}

std::vector<std::string> names(const std::vector<const linking::SchemaElement*>& elements) {
    std::vector<std::string> out;
    out.reserve(elements.size());
    for (const linking::SchemaElement* e : elements)
        out.push_back(e->name);
    return out;
}

void addLinking(const linking::LinkingVerdict& verdict, size_t item, PairExplanation& out) {
    LinkingExplanation& l = out.linking;
    if (!verdict.scored) {
        l.error = verdict.error;
        return;
    }
    const linking::LinkingVerdict reported = verdict.reported(item);
    l.scored = true;
    l.approximate = reported.approximate();
    if (reported.gold) {
        l.goldTables = names(reported.gold->tables);
        l.goldColumns = names(reported.gold->columns);
    }
    if (reported.pred) {
        l.predTables = names(reported.pred->tables);
        l.predColumns = names(reported.pred->columns);
    }
    using linking::ElementKind;
    l.missingTables = names(reported.missing(ElementKind::Table));
    l.missingColumns = names(reported.missing(ElementKind::Column));
    l.extraTables = names(reported.extra(ElementKind::Table));
    l.extraColumns = names(reported.extra(ElementKind::Column));
    l.recall = reported.scores.all.recall;
    l.precision = reported.scores.all.precision;
    l.f1Plus = reported.scores.all.f1Plus;

    // Marks: a missing element where the gold names it, an extra one where
    // the prediction does (a linking file's elements have no spans).
    for (ElementKind kind : {ElementKind::Table, ElementKind::Column}) {
        const char* noun = kind == ElementKind::Table ? "table " : "column ";
        for (const linking::SchemaElement* e : reported.missing(kind))
            for (sql::Span span : e->spans)
                if (spanIn(span, out.gold))
                    out.marks.push_back({Side::Gold, span, MarkKind::SchemaMissing, "linking",
                                         noun + e->name + ": not in the prediction"});
        for (const linking::SchemaElement* e : reported.extra(kind))
            for (sql::Span span : e->spans)
                if (spanIn(span, out.pred))
                    out.marks.push_back({Side::Prediction, span, MarkKind::SchemaExtra, "linking",
                                         noun + e->name + ": not in the gold"});
    }
    if (reported.pred && !reported.pred->diagnostic.empty())
        out.notes.push_back("prediction: schema linking: " + reported.pred->diagnostic);
}

// Where SQLite stopped reading, when its message says so unambiguously:
// `near "X": syntax error` with X one token that occurs once, or
// `incomplete input` (the end of the text).
std::optional<sql::Span> sqliteErrorSpan(std::string_view text, std::string_view message) {
    const auto end = static_cast<uint32_t>(text.size());
    if (message == "incomplete input") return sql::Span{end, end};
    constexpr std::string_view kNear = "near \"";
    constexpr std::string_view kSyntax = "\": syntax error";
    if (message.substr(0, kNear.size()) != kNear ||
        message.size() < kNear.size() + kSyntax.size() ||
        message.substr(message.size() - kSyntax.size()) != kSyntax)
        return std::nullopt;
    const std::string_view near =
        message.substr(kNear.size(), message.size() - kNear.size() - kSyntax.size());
    std::optional<sql::Span> found;
    for (const DiffToken& token : diffTokens(text)) {
        if (token.span.textIn(text) != near) continue;
        if (found) return std::nullopt;  // twice: which one is unknown
        found = token.span;
    }
    return found;
}

void addSqliteError(const std::shared_ptr<const exec::ExecResult>& result, Side side,
                    PairExplanation& out) {
    if (!result || result->status != exec::ExecStatus::Error) return;
    out.notes.push_back(std::string(sideName(side)) + ": SQLite: " + result->message);
    if (std::optional<sql::Span> span = sqliteErrorSpan(textOf(out, side), result->message))
        out.marks.push_back(
            {side, *span, MarkKind::ParseError, "exec", "SQLite: " + result->message});
}

void addNotes(const eval::PairVerdict& verdict, bool traceTexts, PairExplanation& out) {
    if (std::string e = verdict.esm.errorText(); !e.empty()) out.notes.push_back("ESM: " + e);
    if (std::string e = verdict.esmPlus.errorText(); !e.empty()) out.notes.push_back("ESM+: " + e);
    if (verdict.component.computed() && !verdict.component.scored &&
        !verdict.component.error.empty())
        out.notes.push_back("component: " + verdict.component.error);
    if (!verdict.linking.scored && !verdict.linking.error.empty())
        out.notes.push_back("schema linking: " + verdict.linking.error);
    const eval::ExecutionVerdict& e = verdict.execution;
    addSqliteError(e.gold, Side::Gold, out);
    addSqliteError(e.pred, Side::Prediction, out);
    // Where ESM+'s mode reads a query differently from the reference
    // (docs/metrics/esm-plus.md): recorded when the context attributes them.
    for (const auto& [query, side] : {std::pair{verdict.esmPlus.gold.get(), Side::Gold},
                                      std::pair{verdict.esmPlus.pred.get(), Side::Prediction}}) {
        if (!query) continue;
        for (const match::esm_plus::ModeDeviation& d : query->trace.deviations)
            out.notes.push_back("ESM+: " + std::string(sideName(side)) +
                                ": read differently from the reference: " + d.cause);
    }
    if (!traceTexts && verdict.esmPlus.scored)
        out.notes.push_back("ESM+: rule traces were kept without their texts");
}

}  // namespace

PairExplanation explainPair(const PairInput& in, const eval::PairVerdict& verdict,
                            const sql::ParseResult& goldParse, const sql::ParseResult& predParse,
                            bool traceTexts) {
    PairExplanation out;
    out.item = in.item;
    out.run = in.run;
    out.dbId = in.dbId;
    out.question = in.question;
    out.gold = in.gold;
    out.pred = in.pred;
    if (verdict.esm.scored) out.hardness = match::esm::hardnessName(verdict.esm.hardness);

    if (in.predMissing)
        out.notes.push_back("prediction: missing in the run's file (scored as the empty query)");
    addMetrics(in, verdict, predParse, out);
    addDiffMarks(out);
    const ClauseSpans goldClauses = clauseSpans(goldParse);
    const ClauseSpans predClauses = clauseSpans(predParse);
    explainComponents(verdict, goldClauses, predClauses, out);
    if (verdict.esmPlus.scored || verdict.esmPlus.gold) {
        addRules(verdict.esmPlus.gold.get(), Side::Gold, out);
        addRules(verdict.esmPlus.pred.get(), Side::Prediction, out);
    }
    addParseError(goldParse, Side::Gold, out);
    addParseError(predParse, Side::Prediction, out);
    out.results = compareResults(verdict.execution, in.gold);
    addLinking(verdict.linking, in.item, out);
    if (verdict.esmPlus.gold) out.goldNormalForm = verdict.esmPlus.gold->normalForm();
    if (verdict.esmPlus.pred) out.predNormalForm = verdict.esmPlus.pred->normalForm();
    addNotes(verdict, traceTexts, out);

    std::stable_sort(out.marks.begin(), out.marks.end(), [](const Mark& a, const Mark& b) {
        return std::tuple(a.side, a.span.begin, a.span.end, a.kind) <
               std::tuple(b.side, b.span.begin, b.span.end, b.kind);
    });
    return out;
}

PairExplainer::PairExplainer(eval::EvaluationContext& context)
    : context_(context), evaluator_(std::make_unique<eval::PairEvaluator>(context)) {}

PairExplainer::~PairExplainer() = default;

namespace {

// As the batch runner parses a text (a text over --max-query-bytes is not).
sql::ParseResult parseLikeBatch(const std::string& text) {
    sql::ParseResult parse;
    if (exec::queryTooLarge(text.size())) {
        parse.error.emplace();
        parse.error->message = exec::queryTooLargeMessage(text.size());
        parse.error->offset = static_cast<uint32_t>(text.size()) + 1;  // no position
        return parse;
    }
    return sql::parse(text);
}

}  // namespace

PairExplanation PairExplainer::explain(const PairInput& input) {
    const sql::ParseResult predParse = parseLikeBatch(input.pred);
    const eval::PairVerdict verdict =
        evaluator_->evaluate(input.dbId, input.gold, input.pred, &predParse);
    const bool tooLarge = exec::queryTooLarge(input.gold.size());
    const sql::ParseResult goldOwn = tooLarge ? parseLikeBatch(input.gold) : sql::ParseResult{};
    const sql::ParseResult& goldParse = tooLarge ? goldOwn : context_.goldParse(input.gold);
    return explainPair(input, verdict, goldParse, predParse,
                       context_.esmPlus().options().traceTexts);
}

}  // namespace sqlscope::explain
