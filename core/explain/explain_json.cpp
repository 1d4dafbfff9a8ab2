// The JSON of one pair's explanation (explain_json.h), written with the
// report's JsonWriter; docs/explain-schema.md is the schema.
#include "core/explain/explain_json.h"

#include <vector>

#include "core/explain/mark_order.h"
#include "core/explain/pair_explanation.h"
#include "core/report/json_writer.h"
#include "core/util/json_position.h"

namespace sqlscope::explain {

namespace {

using report::JsonWriter;

// Containers this deep are written on one line: a mark, a rule's span, a
// result row.
constexpr int kInlineDepth = 4;

void stringOrNull(JsonWriter& w, std::string_view name, const std::string& text) {
    w.key(name);
    if (text.empty()) {
        w.null();
    } else {
        w.value(text);
    }
}

void strings(JsonWriter& w, std::string_view name, const std::vector<std::string>& items) {
    w.key(name);
    w.beginArray(true);
    for (const std::string& item : items)
        w.value(item);
    w.endArray();
}

void position(JsonWriter& w, std::string_view name, std::string_view text, size_t offset) {
    const util::TextPosition at = util::positionOfOffset(text, offset);
    w.key(name);
    w.beginObject(true);
    w.field("line", static_cast<uint64_t>(at.line));
    w.field("column", static_cast<uint64_t>(at.column));
    w.endObject();
}

void span(JsonWriter& w, std::string_view text, sql::Span s) {
    w.beginObject(true);
    w.field("begin", static_cast<uint64_t>(s.begin));
    w.field("end", static_cast<uint64_t>(s.end));
    position(w, "from", text, s.begin);
    position(w, "to", text, s.end);
    w.field("text", s.begin <= s.end && s.end <= text.size() ? s.textIn(text) : "");
    w.endObject();
}

const std::string& textOf(const PairExplanation& x, Side side) {
    return side == Side::Gold ? x.gold : x.pred;
}

void marks(JsonWriter& w, const PairExplanation& x) {
    w.key("marks");
    w.beginArray();
    size_t number = 0;
    for (size_t m : listedMarkOrder(x)) {
        const Mark& mark = x.marks[m];
        w.beginObject(true);
        w.field("number", static_cast<uint64_t>(++number));
        w.field("side", sideName(mark.side));
        w.field("kind", markKindName(mark.kind));
        w.field("metric", mark.metric);
        w.key("span");
        span(w, textOf(x, mark.side), mark.span);
        w.field("message", mark.message);
        w.key("rule_event");
        if (mark.ruleEvent >= 0) {
            w.value(mark.ruleEvent);
        } else {
            w.null();
        }
        w.endObject();
    }
    w.endArray();
}

void rules(JsonWriter& w, const PairExplanation& x) {
    w.key("rules");
    w.beginArray();
    for (const RuleNote& rule : x.rules) {
        w.beginObject();
        w.field("rule", rule.rule);
        w.field("side", sideName(rule.side));
        w.field("fired", rule.fired);
        w.field("changed", rule.changed);
        w.field("unsound", rule.unsound);
        w.key("spans");
        w.beginArray();
        for (const sql::Span& s : rule.spans)
            span(w, textOf(x, rule.side), s);
        w.endArray();
        strings(w, "facts", rule.facts);
        w.field("before", rule.before);
        w.field("after", rule.after);
        w.field("note", rule.note);
        w.endObject();
    }
    w.endArray();
}

void components(JsonWriter& w, const PairExplanation& x) {
    w.key("components");
    w.beginArray();
    for (const ComponentRow& row : x.components) {
        w.beginObject(true);
        w.field("name", row.name);
        w.field("esm", row.esm);
        w.field("esm_plus", row.esmPlus);
        w.field("f1", row.f1);
        w.field("gold", row.gold);
        w.field("prediction", row.pred);
        w.endObject();
    }
    w.endArray();
}

void grid(JsonWriter& w, std::string_view name, const ResultGrid& g,
          const std::vector<uint8_t>& rowBits, const std::vector<std::vector<bool>>& cells) {
    w.key(name);
    w.beginObject();
    w.field("ran", g.ran);
    stringOrNull(w, "outcome", g.outcome);
    stringOrNull(w, "message", g.message);
    strings(w, "columns", g.columns);
    w.field("total_rows", static_cast<uint64_t>(g.totalRows));
    w.key("rows");
    w.beginArray();
    for (size_t r = 0; r < g.rows.size(); ++r) {
        w.beginObject(true);
        strings(w, "cells", g.rows[r]);
        const uint8_t bits = r < rowBits.size() ? rowBits[r] : 0;
        w.key("matched_by");
        w.beginArray(true);
        if (bits & kMatchEx) w.value("ex");
        if (bits & kMatchExe) w.value("exe");
        if (bits & kMatchExf) w.value("exp_exr");
        w.endArray();
        w.key("cells_matched");
        if (r < cells.size()) {
            w.beginArray(true);
            for (bool matched : cells[r])
                w.value(matched);
            w.endArray();
        } else {
            w.null();
        }
        w.endObject();
    }
    w.endArray();
    w.endObject();
}

void results(JsonWriter& w, const ResultComparison& r) {
    w.key("results");
    w.beginObject();
    w.field("ex", r.ex);
    w.field("ex_bird", r.exBird);
    w.field("exe", r.exe);
    w.field("exp", r.exp);
    w.field("exr", r.exr);
    w.field("ex_f1", r.exF1);
    grid(w, "gold", r.gold, r.goldRows, r.goldCells);
    grid(w, "prediction", r.pred, r.predRows, r.predCells);
    w.key("column_mapping");
    w.beginArray(true);
    for (int gold : r.columnMapping) {
        if (gold >= 0) {
            w.value(gold);
        } else {
            w.null();
        }
    }
    w.endArray();
    strings(w, "messages", r.messages);
    w.endObject();
}

void linking(JsonWriter& w, const LinkingExplanation& l) {
    w.key("linking");
    w.beginObject();
    w.field("scored", l.scored);
    stringOrNull(w, "error", l.error);
    strings(w, "gold_tables", l.goldTables);
    strings(w, "gold_columns", l.goldColumns);
    strings(w, "prediction_tables", l.predTables);
    strings(w, "prediction_columns", l.predColumns);
    strings(w, "missing_tables", l.missingTables);
    strings(w, "missing_columns", l.missingColumns);
    strings(w, "extra_tables", l.extraTables);
    strings(w, "extra_columns", l.extraColumns);
    w.field("recall", l.recall);
    w.field("precision", l.precision);
    w.field("f1_plus", l.f1Plus);
    w.field("approximate", l.approximate);
    w.endObject();
}

}  // namespace

std::string explainJson(const PairExplanation& x) {
    std::string out;
    JsonWriter w(out, kInlineDepth);
    w.beginObject();
    w.field("schema", kExplainSchema);
    w.key("pair");
    w.beginObject();
    w.field("index", static_cast<uint64_t>(x.item));
    w.field("run", x.run);
    w.field("db_id", x.dbId);
    stringOrNull(w, "question", x.question);
    stringOrNull(w, "hardness", x.hardness);
    w.endObject();
    w.field("gold", x.gold);
    w.field("prediction", x.pred);
    w.key("metrics");
    w.beginObject();
    for (const MetricValue& metric : x.metrics) {
        // As pairs.csv writes it (a string whatever the column, so that a
        // key's type never depends on its value: "7" and "7 13" alike).
        stringOrNull(w, metric.key, metric.value);
    }
    w.endObject();
    marks(w, x);
    w.key("diff_hunks");
    w.beginArray();
    for (const DiffHunk& hunk : x.diffHunks) {
        w.beginObject(true);
        w.key("gold");
        span(w, x.gold, hunk.gold);
        w.key("prediction");
        span(w, x.pred, hunk.pred);
        w.endObject();
    }
    w.endArray();
    rules(w, x);
    components(w, x);
    results(w, x.results);
    linking(w, x.linking);
    w.key("normal_forms");
    w.beginObject();
    stringOrNull(w, "gold", x.goldNormalForm);
    stringOrNull(w, "prediction", x.predNormalForm);
    w.endObject();
    strings(w, "notes", x.notes);
    w.endObject();
    out += "\n";
    return out;
}

}  // namespace sqlscope::explain
