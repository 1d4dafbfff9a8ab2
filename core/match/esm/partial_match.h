// The ten partial (component) scores of ESM (docs/metrics/esm.md#partial-component-scores; the
// reference's eval_partial_match), each with the items it compared on both sides and their byte
// spans, so a view can highlight what matched and what did not.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "core/match/esm/spider_sql.h"

namespace sqlscope::match::esm {

enum class Component : uint8_t {
    Select,
    SelectNoAgg,
    Where,
    WhereNoOp,
    GroupNoHaving,
    Group,
    Order,
    AndOr,
    Iuen,
    Keywords
};
constexpr size_t kComponentCount = 10;
constexpr std::array<Component, kComponentCount> kComponents = {
    Component::Select,        Component::SelectNoAgg, Component::Where, Component::WhereNoOp,
    Component::GroupNoHaving, Component::Group,       Component::Order, Component::AndOr,
    Component::Iuen,          Component::Keywords};

// As the reference prints it: "select", "select(no AGG)", ..., "IUEN", "keywords".
std::string_view componentName(Component component);
// As a column suffix: "select", "select_no_agg", "where", "where_no_op",
// "group_no_having", "group", "order", "and_or", "iuen", "keywords".
std::string_view componentKey(Component component);

// One compared item: a select item, a condition, a GROUP BY column, a
// connector, a branch, a keyword... `text` says what was compared (the
// reference's repr of it, or the keyword); it views the ItemTexts of the
// comparison (held by its ExactMatch) or a string literal.
struct ComparedItem {
    sql::Span span;
    bool matched = false;
    std::string_view text;
};

struct ComponentScore {
    // As the reference records them. For and/or it swaps the two totals
    // when the connector sets differ (eval_and_or returns pred, label in
    // the order the caller reads as label, pred): this decides which mean
    // the example enters in the aggregate table, so it is kept.
    int labelTotal = 0;
    int predTotal = 0;
    int count = 0;
    int acc = 0;  // every per-pair score is 0 or 1
    int rec = 0;
    int f1 = 0;
    std::vector<ComparedItem> gold;
    std::vector<ComparedItem> pred;
};

using PartialScores = std::array<ComponentScore, kComponentCount>;

// get_scores(count, pred_total, label_total)
void scoreComponent(ComponentScore& score);

// The texts of a query's compared items that are not keywords: the repr()s
// of its select items and WHERE units (each containing the one without
// aggregate / operator), its GROUP BY columns without table, and the
// repr()s of its table units. A gold's are made once for every prediction
// compared with it. Only the GROUP BY columns are compared; the rest is
// what the compared items show.
struct ItemTexts {
    std::vector<ReprWithValUnit> select, where;  // empty reprs unless made `withReprs`
    std::vector<std::string> groupColumns;
    std::vector<std::string> tables;  // empty unless made `withTables`
};
ItemTexts itemTexts(const SpiderSql& sql, bool withTables = true, bool withReprs = true);
std::vector<std::string> tableTexts(const SpiderSql& sql);  // ItemTexts::tables

// Both structures already normalised (value removal, column rebuild);
// `predTexts` and `goldTexts` must be itemTexts() of them. The items' texts
// view the two ItemTexts.
PartialScores evalPartialMatch(const SpiderSql& pred, const SpiderSql& gold,
                               const ItemTexts& predTexts, const ItemTexts& goldTexts);

}  // namespace sqlscope::match::esm
