#include "core/match/esm/partial_match.h"

#include <array>
#include <utility>
#include <vector>

#include "core/match/esm/exact_match.h"

namespace sqlscope::match::esm {

std::string_view componentName(Component component) {
    static constexpr std::array<std::string_view, kComponentCount> kNames = {
        "select", "select(no AGG)", "where",  "where(no OP)", "group(no Having)",
        "group",  "order",          "and/or", "IUEN",         "keywords"};
    return kNames[static_cast<size_t>(component)];
}

std::string_view componentKey(Component component) {
    static constexpr std::array<std::string_view, kComponentCount> kKeys = {
        "select", "select_no_agg", "where",  "where_no_op", "group_no_having",
        "group",  "order",         "and_or", "iuen",        "keywords"};
    return kKeys[static_cast<size_t>(component)];
}

void scoreComponent(ComponentScore& score) {
    int value = 0;
    if (score.predTotal != score.labelTotal) {
        value = 0;
    } else if (score.count == score.predTotal) {
        value = 1;
    }
    score.acc = score.rec = score.f1 = value;
}

namespace {

// Which gold items a pred item already took, without allocating for the
// usual few items.
class UsedFlags {
public:
    explicit UsedFlags(size_t size) {
        if (size > kInline) spill_.assign(size, false);
    }
    bool get(size_t i) const { return spill_.empty() ? inline_[i] : static_cast<bool>(spill_[i]); }
    void set(size_t i) {
        if (spill_.empty()) {
            inline_[i] = true;
        } else {
            spill_[i] = true;
        }
    }

private:
    static constexpr size_t kInline = 32;
    std::array<bool, kInline> inline_{};
    std::vector<bool> spill_;
};

// for unit in pred: if unit in label: cnt += 1; label.remove(unit)
// (list.remove takes the first equal element still in the list).
// `equal(i, j)` compares pred item i with gold item j; `predItem(i)` and
// `goldItem(j)` give an item's span and text.
template <typename Equal, typename PredItem, typename GoldItem>
void multisetMatch(size_t predCount, size_t goldCount, Equal equal, PredItem predItem,
                   GoldItem goldItem, ComponentScore& score) {
    UsedFlags used(goldCount);
    score.labelTotal = static_cast<int>(goldCount);
    score.predTotal = static_cast<int>(predCount);
    score.count = 0;
    score.pred.reserve(predCount);
    score.gold.reserve(goldCount);
    for (size_t i = 0; i < predCount; ++i) {
        bool matched = false;
        for (size_t j = 0; j < goldCount; ++j) {
            if (!used.get(j) && equal(i, j)) {
                used.set(j);
                matched = true;
                break;
            }
        }
        if (matched) ++score.count;
        ComparedItem& item = score.pred.emplace_back(predItem(i));
        item.matched = matched;
    }
    for (size_t j = 0; j < goldCount; ++j) {
        ComparedItem& item = score.gold.emplace_back(goldItem(j));
        item.matched = used.get(j);
    }
}

void evalSelect(const SpiderSql& pred, const SpiderSql& gold, const ItemTexts& predTexts,
                const ItemTexts& goldTexts, ComponentScore& withAgg, ComponentScore& noAgg) {
    const std::vector<SelectItem>& p = pred.select;
    const std::vector<SelectItem>& g = gold.select;
    multisetMatch(
        p.size(), g.size(), [&](size_t i, size_t j) { return p[i] == g[j]; },
        [&](size_t i) {
            return ComparedItem{p[i].span, false, predTexts.select[i].text};
        },
        [&](size_t j) {
            return ComparedItem{g[j].span, false, goldTexts.select[j].text};
        },
        withAgg);
    multisetMatch(
        p.size(), g.size(), [&](size_t i, size_t j) { return p[i].valUnit == g[j].valUnit; },
        [&](size_t i) {
            return ComparedItem{p[i].span, false, predTexts.select[i].valUnit()};
        },
        [&](size_t j) {
            return ComparedItem{g[j].span, false, goldTexts.select[j].valUnit()};
        },
        noAgg);
}

void evalWhere(const SpiderSql& pred, const SpiderSql& gold, const ItemTexts& predTexts,
               const ItemTexts& goldTexts, ComponentScore& withOp, ComponentScore& noOp) {
    const std::vector<CondUnit>& p = pred.where.units;
    const std::vector<CondUnit>& g = gold.where.units;
    multisetMatch(
        p.size(), g.size(), [&](size_t i, size_t j) { return p[i] == g[j]; },
        [&](size_t i) {
            return ComparedItem{p[i].span, false, predTexts.where[i].text};
        },
        [&](size_t j) {
            return ComparedItem{g[j].span, false, goldTexts.where[j].text};
        },
        withOp);
    multisetMatch(
        p.size(), g.size(), [&](size_t i, size_t j) { return p[i].valUnit == g[j].valUnit; },
        [&](size_t i) {
            return ComparedItem{p[i].valUnit.span, false, predTexts.where[i].valUnit()};
        },
        [&](size_t j) {
            return ComparedItem{g[j].valUnit.span, false, goldTexts.where[j].valUnit()};
        },
        noOp);
}

// col_id.split(".")[1] if "." in col_id else col_id
std::string columnWithoutTable(const std::string& colId) {
    size_t dot = colId.find('.');
    if (dot == std::string::npos) return colId;
    size_t next = colId.find('.', dot + 1);
    return colId.substr(dot + 1, next == std::string::npos ? std::string::npos : next - dot - 1);
}

void evalGroupNoHaving(const SpiderSql& pred, const SpiderSql& gold, const ItemTexts& predTexts,
                       const ItemTexts& goldTexts, ComponentScore& score) {
    const std::vector<std::string>& p = predTexts.groupColumns;
    const std::vector<std::string>& g = goldTexts.groupColumns;
    multisetMatch(
        p.size(), g.size(), [&](size_t i, size_t j) { return p[i] == g[j]; },
        [&](size_t i) {
            return ComparedItem{pred.groupBy[i].span, false, p[i]};
        },
        [&](size_t j) {
            return ComparedItem{gold.groupBy[j].span, false, g[j]};
        },
        score);
}

// [col_unit[1] for col_unit in groupBy] of both are equal.
bool sameGroupColumns(const SpiderSql& pred, const SpiderSql& gold) {
    if (pred.groupBy.size() != gold.groupBy.size()) return false;
    for (size_t i = 0; i < pred.groupBy.size(); ++i)
        if (pred.groupBy[i].colId != gold.groupBy[i].colId) return false;
    return true;
}

// A clause shown as one item (GROUP BY + HAVING, ORDER BY + LIMIT).
void addClauseItems(std::vector<ComparedItem>& items, bool matched,
                    std::initializer_list<std::pair<sql::Span, std::string_view>> parts) {
    for (const auto& [span, text] : parts)
        if (!span.empty()) items.push_back({span, matched, text});
}

void evalGroup(const SpiderSql& pred, const SpiderSql& gold, ComponentScore& score) {
    score.predTotal = pred.groupBy.empty() ? 0 : 1;
    score.labelTotal = gold.groupBy.empty() ? 0 : 1;
    bool matched = score.predTotal == 1 && score.labelTotal == 1 && sameGroupColumns(pred, gold) &&
                   pred.having == gold.having;
    score.count = matched ? 1 : 0;
    addClauseItems(score.gold, matched,
                   {{gold.spans.groupBy, "group by"}, {gold.spans.having, "having"}});
    addClauseItems(score.pred, matched,
                   {{pred.spans.groupBy, "group by"}, {pred.spans.having, "having"}});
}

void evalOrder(const SpiderSql& pred, const SpiderSql& gold, ComponentScore& score) {
    score.predTotal = pred.orderBy ? 1 : 0;
    score.labelTotal = gold.orderBy ? 1 : 0;
    bool matched = gold.orderBy && pred.orderBy == gold.orderBy &&
                   pred.limit.has_value() == gold.limit.has_value();
    score.count = matched ? 1 : 0;
    addClauseItems(score.gold, matched,
                   {{gold.spans.orderBy, "order by"}, {gold.spans.limit, "limit"}});
    addClauseItems(score.pred, matched,
                   {{pred.spans.orderBy, "order by"}, {pred.spans.limit, "limit"}});
}

// set(connectors): which of and / or occur.
struct ConnectorSet {
    bool hasAnd = false;
    bool hasOr = false;
    int size() const { return static_cast<int>(hasAnd) + static_cast<int>(hasOr); }
    bool contains(bool isOr) const { return isOr ? hasOr : hasAnd; }
    bool operator==(const ConnectorSet&) const = default;
};

ConnectorSet connectorSet(const Condition& condition) {
    ConnectorSet set;
    for (const Connector& connector : condition.connectors)
        (connector.isOr ? set.hasOr : set.hasAnd) = true;
    return set;
}

void evalAndOr(const SpiderSql& pred, const SpiderSql& gold, ComponentScore& score) {
    ConnectorSet p = connectorSet(pred.where);
    ConnectorSet g = connectorSet(gold.where);
    bool equal = p == g;
    if (equal) {
        score.labelTotal = score.predTotal = score.count = 1;
    } else {
        // return len(pred_ao), len(label_ao), 0  -> label_total, pred_total, cnt
        score.labelTotal = p.size();
        score.predTotal = g.size();
        score.count = 0;
    }
    for (const Connector& c : gold.where.connectors)
        score.gold.push_back({c.span, p.contains(c.isOr), c.isOr ? "or" : "and"});
    for (const Connector& c : pred.where.connectors)
        score.pred.push_back({c.span, g.contains(c.isOr), c.isOr ? "or" : "and"});
}

sql::Span branchSpan(const SpiderSql& branch) {
    return branch.spans.setOp.empty() ? branch.spans.query
                                      : sql::Span::cover(branch.spans.setOp, branch.spans.query);
}

void evalIuen(const SpiderSql& pred, const SpiderSql& gold, ComponentScore& score) {
    const std::pair<const SpiderSqlPtr*, const SpiderSqlPtr*> kinds[] = {
        {&pred.intersect, &gold.intersect},
        {&pred.except, &gold.except},
        {&pred.union_, &gold.union_}};
    const std::string_view names[] = {"intersect", "except", "union"};
    for (size_t k = 0; k < 3; ++k) {
        const SpiderSqlPtr& p = *kinds[k].first;
        const SpiderSqlPtr& g = *kinds[k].second;
        if (p) ++score.predTotal;
        if (g) ++score.labelTotal;
        bool matched = false;
        if (p && g) {
            // Only the verdict is kept: the branches' items need no reprs.
            auto branchTexts = std::make_shared<const ItemTexts>(itemTexts(*g, true, false));
            matched = evalExactMatch(*p, *g, std::move(branchTexts), false).exact;
            if (matched) ++score.count;
        }
        if (g) score.gold.push_back({branchSpan(*g), matched, names[k]});
        if (p) score.pred.push_back({branchSpan(*p), matched, names[k]});
    }
}

// get_keywords: `visit(keyword, span)` for every occurrence that puts a
// keyword in, in a fixed order.
template <typename Visit>
void forEachKeyword(const SpiderSql& sql, Visit visit) {
    if (!sql.where.empty()) visit("where", sql.spans.where);
    if (!sql.groupBy.empty()) visit("group", sql.spans.groupBy);
    if (!sql.having.empty()) visit("having", sql.spans.having);
    if (sql.orderBy) {
        visit(sql.orderBy->desc ? "desc" : "asc",
              sql.orderBy->directionSpan.empty() ? sql.orderBy->span : sql.orderBy->directionSpan);
        visit("order", sql.orderBy->span);
    }
    if (sql.limit) visit("limit", sql.spans.limit);
    if (sql.except) visit("except", sql.except->spans.setOp);
    if (sql.union_) visit("union", sql.union_->spans.setOp);
    if (sql.intersect) visit("intersect", sql.intersect->spans.setOp);
    for (const Condition* condition : {&sql.fromConds, &sql.where, &sql.having}) {
        for (const Connector& connector : condition->connectors)
            if (connector.isOr) visit("or", connector.span);
        for (const CondUnit& unit : condition->units) {
            if (unit.notOp) visit("not", unit.notSpan);
            if (unit.op == WhereOp::In) visit("in", unit.opSpan);
            if (unit.op == WhereOp::Like) visit("like", unit.opSpan);
        }
    }
}

// set(get_keywords(sql)): the few distinct keywords (at most 14), no allocation.
class KeywordSet {
public:
    void insert(std::string_view keyword) {
        if (!contains(keyword)) keywords_[size_++] = keyword;
    }
    bool contains(std::string_view keyword) const {
        for (size_t i = 0; i < size_; ++i)
            if (keywords_[i] == keyword) return true;
        return false;
    }
    int size() const { return static_cast<int>(size_); }
    const std::string_view* begin() const { return keywords_.data(); }
    const std::string_view* end() const { return keywords_.data() + size_; }

private:
    std::array<std::string_view, 16> keywords_;
    size_t size_ = 0;
};

void evalKeywords(const SpiderSql& pred, const SpiderSql& gold, ComponentScore& score) {
    KeywordSet pset, gset;
    size_t predCount = 0, goldCount = 0;
    forEachKeyword(pred, [&](std::string_view keyword, sql::Span) {
        pset.insert(keyword);
        ++predCount;
    });
    forEachKeyword(gold, [&](std::string_view keyword, sql::Span) {
        gset.insert(keyword);
        ++goldCount;
    });
    score.predTotal = pset.size();
    score.labelTotal = gset.size();
    score.count = 0;
    for (std::string_view keyword : pset)
        if (gset.contains(keyword)) ++score.count;
    score.gold.reserve(goldCount);
    forEachKeyword(gold, [&](std::string_view keyword, sql::Span span) {
        score.gold.push_back({span, pset.contains(keyword), keyword});
    });
    score.pred.reserve(predCount);
    forEachKeyword(pred, [&](std::string_view keyword, sql::Span span) {
        score.pred.push_back({span, gset.contains(keyword), keyword});
    });
}

}  // namespace

std::vector<std::string> tableTexts(const SpiderSql& sql) {
    std::vector<std::string> texts;
    texts.reserve(sql.tableUnits.size());
    for (const TableUnit& unit : sql.tableUnits)
        texts.push_back(unit.isSql ? "('sql', ...)" : "('table_unit', '" + unit.tableId + "')");
    return texts;
}

ItemTexts itemTexts(const SpiderSql& sql, bool withTables, bool withReprs) {
    ItemTexts texts;
    if (withReprs) {
        texts.select.reserve(sql.select.size());
        for (const SelectItem& item : sql.select)
            texts.select.push_back(toPythonReprWithValUnit(item));
        texts.where.reserve(sql.where.units.size());
        for (const CondUnit& unit : sql.where.units)
            texts.where.push_back(toPythonReprWithValUnit(unit));
    } else {
        texts.select.resize(sql.select.size());
        texts.where.resize(sql.where.units.size());
    }
    texts.groupColumns.reserve(sql.groupBy.size());
    for (const ColUnit& unit : sql.groupBy)
        texts.groupColumns.push_back(columnWithoutTable(unit.colId));
    if (withTables) texts.tables = tableTexts(sql);
    return texts;
}

PartialScores evalPartialMatch(const SpiderSql& pred, const SpiderSql& gold,
                               const ItemTexts& predTexts, const ItemTexts& goldTexts) {
    PartialScores scores;
    auto at = [&](Component c) -> ComponentScore& { return scores[static_cast<size_t>(c)]; };
    evalSelect(pred, gold, predTexts, goldTexts, at(Component::Select), at(Component::SelectNoAgg));
    evalWhere(pred, gold, predTexts, goldTexts, at(Component::Where), at(Component::WhereNoOp));
    evalGroupNoHaving(pred, gold, predTexts, goldTexts, at(Component::GroupNoHaving));
    evalGroup(pred, gold, at(Component::Group));
    evalOrder(pred, gold, at(Component::Order));
    evalAndOr(pred, gold, at(Component::AndOr));
    evalIuen(pred, gold, at(Component::Iuen));
    evalKeywords(pred, gold, at(Component::Keywords));
    for (ComponentScore& score : scores)
        scoreComponent(score);
    return scores;
}

}  // namespace sqlscope::match::esm
