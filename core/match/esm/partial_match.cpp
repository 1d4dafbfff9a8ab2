#include "core/match/esm/partial_match.h"

#include <utility>

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

template <typename T>
struct Listed {
    const T* value;  // into the SQL structure being compared
    sql::Span span;
    std::string_view text;
};

// for unit in pred: if unit in label: cnt += 1; label.remove(unit)
// (list.remove takes the first equal element still in the list).
template <typename T>
void multisetMatch(const std::vector<Listed<T>>& pred, const std::vector<Listed<T>>& gold,
                   ComponentScore& score) {
    std::vector<bool> used(gold.size(), false);
    score.labelTotal = static_cast<int>(gold.size());
    score.predTotal = static_cast<int>(pred.size());
    score.count = 0;
    score.pred.reserve(pred.size());
    score.gold.reserve(gold.size());
    for (const Listed<T>& item : pred) {
        bool matched = false;
        for (size_t j = 0; j < gold.size(); ++j) {
            if (!used[j] && *gold[j].value == *item.value) {
                used[j] = true;
                matched = true;
                break;
            }
        }
        if (matched) ++score.count;
        score.pred.push_back({item.span, matched, item.text});
    }
    for (size_t j = 0; j < gold.size(); ++j)
        score.gold.push_back({gold[j].span, used[j], gold[j].text});
}

void evalSelect(const SpiderSql& pred, const SpiderSql& gold, const ItemTexts& predTexts,
                const ItemTexts& goldTexts, ComponentScore& withAgg, ComponentScore& noAgg) {
    std::vector<Listed<SelectItem>> p, g;
    std::vector<Listed<ValUnit>> pv, gv;
    p.reserve(pred.select.size());
    pv.reserve(pred.select.size());
    g.reserve(gold.select.size());
    gv.reserve(gold.select.size());
    for (size_t i = 0; i < pred.select.size(); ++i) {
        const SelectItem& item = pred.select[i];
        const ReprWithValUnit& text = predTexts.select[i];
        p.push_back({&item, item.span, text.text});
        pv.push_back({&item.valUnit, item.span, text.valUnit()});
    }
    for (size_t i = 0; i < gold.select.size(); ++i) {
        const SelectItem& item = gold.select[i];
        const ReprWithValUnit& text = goldTexts.select[i];
        g.push_back({&item, item.span, text.text});
        gv.push_back({&item.valUnit, item.span, text.valUnit()});
    }
    multisetMatch(p, g, withAgg);
    multisetMatch(pv, gv, noAgg);
}

void evalWhere(const SpiderSql& pred, const SpiderSql& gold, const ItemTexts& predTexts,
               const ItemTexts& goldTexts, ComponentScore& withOp, ComponentScore& noOp) {
    std::vector<Listed<CondUnit>> p, g;
    std::vector<Listed<ValUnit>> pv, gv;
    p.reserve(pred.where.units.size());
    pv.reserve(pred.where.units.size());
    g.reserve(gold.where.units.size());
    gv.reserve(gold.where.units.size());
    for (size_t i = 0; i < pred.where.units.size(); ++i) {
        const CondUnit& unit = pred.where.units[i];
        const ReprWithValUnit& text = predTexts.where[i];
        p.push_back({&unit, unit.span, text.text});
        pv.push_back({&unit.valUnit, unit.valUnit.span, text.valUnit()});
    }
    for (size_t i = 0; i < gold.where.units.size(); ++i) {
        const CondUnit& unit = gold.where.units[i];
        const ReprWithValUnit& text = goldTexts.where[i];
        g.push_back({&unit, unit.span, text.text});
        gv.push_back({&unit.valUnit, unit.valUnit.span, text.valUnit()});
    }
    multisetMatch(p, g, withOp);
    multisetMatch(pv, gv, noOp);
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
    const std::vector<std::string>& predColumns = predTexts.groupColumns;
    const std::vector<std::string>& goldColumns = goldTexts.groupColumns;
    std::vector<Listed<std::string>> p, g;
    p.reserve(predColumns.size());
    g.reserve(goldColumns.size());
    for (size_t i = 0; i < predColumns.size(); ++i)
        p.push_back({&predColumns[i], pred.groupBy[i].span, predColumns[i]});
    for (size_t i = 0; i < goldColumns.size(); ++i)
        g.push_back({&goldColumns[i], gold.groupBy[i].span, goldColumns[i]});
    multisetMatch(p, g, score);
}

std::vector<std::string> groupColumns(const SpiderSql& sql) {
    std::vector<std::string> ids;
    for (const ColUnit& unit : sql.groupBy)
        ids.push_back(unit.colId);
    return ids;
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
    bool matched = score.predTotal == 1 && score.labelTotal == 1 &&
                   groupColumns(pred) == groupColumns(gold) && pred.having == gold.having;
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
            matched = evalExactMatch(*p, *g).exact;
            if (matched) ++score.count;
        }
        if (g) score.gold.push_back({branchSpan(*g), matched, names[k]});
        if (p) score.pred.push_back({branchSpan(*p), matched, names[k]});
    }
}

// get_keywords, with the span of every occurrence that put a keyword in.
std::vector<std::pair<std::string_view, sql::Span>> keywordOccurrences(const SpiderSql& sql) {
    std::vector<std::pair<std::string_view, sql::Span>> out;
    out.reserve(8);
    if (!sql.where.empty()) out.push_back({"where", sql.spans.where});
    if (!sql.groupBy.empty()) out.push_back({"group", sql.spans.groupBy});
    if (!sql.having.empty()) out.push_back({"having", sql.spans.having});
    if (sql.orderBy) {
        out.push_back({sql.orderBy->desc ? "desc" : "asc", sql.orderBy->directionSpan.empty()
                                                               ? sql.orderBy->span
                                                               : sql.orderBy->directionSpan});
        out.push_back({"order", sql.orderBy->span});
    }
    if (sql.limit) out.push_back({"limit", sql.spans.limit});
    if (sql.except) out.push_back({"except", sql.except->spans.setOp});
    if (sql.union_) out.push_back({"union", sql.union_->spans.setOp});
    if (sql.intersect) out.push_back({"intersect", sql.intersect->spans.setOp});
    for (const Condition* condition : {&sql.fromConds, &sql.where, &sql.having}) {
        for (const Connector& connector : condition->connectors)
            if (connector.isOr) out.push_back({"or", connector.span});
        for (const CondUnit& unit : condition->units) {
            if (unit.notOp) out.push_back({"not", unit.notSpan});
            if (unit.op == WhereOp::In) out.push_back({"in", unit.opSpan});
            if (unit.op == WhereOp::Like) out.push_back({"like", unit.opSpan});
        }
    }
    return out;
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
    auto p = keywordOccurrences(pred);
    auto g = keywordOccurrences(gold);
    KeywordSet pset, gset;
    for (const auto& [keyword, span] : p)
        pset.insert(keyword);
    for (const auto& [keyword, span] : g)
        gset.insert(keyword);
    score.predTotal = pset.size();
    score.labelTotal = gset.size();
    score.count = 0;
    for (std::string_view keyword : pset)
        if (gset.contains(keyword)) ++score.count;
    for (const auto& [keyword, span] : g)
        score.gold.push_back({span, pset.contains(keyword), keyword});
    for (const auto& [keyword, span] : p)
        score.pred.push_back({span, gset.contains(keyword), keyword});
}

}  // namespace

std::vector<std::string> tableTexts(const SpiderSql& sql) {
    std::vector<std::string> texts;
    texts.reserve(sql.tableUnits.size());
    for (const TableUnit& unit : sql.tableUnits)
        texts.push_back(unit.isSql ? "('sql', ...)" : "('table_unit', '" + unit.tableId + "')");
    return texts;
}

ItemTexts itemTexts(const SpiderSql& sql, bool withTables) {
    ItemTexts texts;
    texts.select.reserve(sql.select.size());
    for (const SelectItem& item : sql.select)
        texts.select.push_back(toPythonReprWithValUnit(item));
    texts.where.reserve(sql.where.units.size());
    for (const CondUnit& unit : sql.where.units)
        texts.where.push_back(toPythonReprWithValUnit(unit));
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
