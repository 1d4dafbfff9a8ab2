// A reading of ETM.py's eval_* functions. The reference mutates its inputs
// while comparing (select lists, nested FROM lists); here every function
// works on copies, which gives the same results for one comparison.
#include "core/match/esm_plus/etm_match.h"

#include <algorithm>
#include <optional>

#include "core/util/small_flags.h"

namespace sqlscope::match::esm_plus {

std::string_view etmComponentName(EtmComponent component) {
    static constexpr std::array<std::string_view, kEtmComponentCount> names = {
        "select", "select(no AGG)", "where",  "where(no OP)", "group(no Having)",
        "group",  "order",          "and/or", "IUEN",         "keywords",
        "limit"};
    return names[static_cast<size_t>(component)];
}

namespace {

int score(int count, int predTotal, int labelTotal) {
    if (predTotal != labelTotal) return 0;
    return count == predTotal ? 1 : 0;
}

void setScore(EtmMatch& match, EtmComponent c, int labelTotal, int predTotal, int count) {
    EtmComponentScore& s = match.partial[static_cast<size_t>(c)];
    s.labelTotal = labelTotal;
    s.predTotal = predTotal;
    s.count = count;
    s.f1 = score(count, predTotal, labelTotal);
}

// Python `x in list` + list.remove(x) counting: each pred item takes the
// first equal label item not taken yet.
template <typename T, typename Equal>
int countMatches(const std::vector<T>& pred, const std::vector<T>& label, Equal equal) {
    int count = 0;
    util::SmallFlags taken(label.size());
    for (const T& item : pred) {
        for (size_t j = 0; j < label.size(); ++j) {
            if (!taken.test(j) && equal(label[j], item)) {
                taken.set(j);
                ++count;
                break;
            }
        }
    }
    return count;
}

template <typename T>
int countMatches(const std::vector<T>& pred, const std::vector<T>& label) {
    return countMatches(pred, label, [](const T& a, const T& b) { return a == b; });
}

const CondUnit& unitAt(const Condition& conds, size_t i) {
    const CondItem& item = conds[i];
    if (item.isConnector())
        raiseValueError("not enough values to unpack (expected 5, got " +
                        std::to_string(item.connector.size()) + ")");
    return item.unit;
}

std::vector<CondUnit> evenUnits(const Condition& conds) {
    std::vector<CondUnit> out;
    for (size_t i = 0; i < conds.size(); i += 2)
        out.push_back(unitAt(conds, i));
    return out;
}

// cond_unit[k] of an element at an even position: a connector string is
// indexed character by character.
bool notFlagOf(const CondItem& item) {
    return item.isConnector() ? true : item.unit.notOp;  // 'and'[0] / 'or'[0] is truthy
}
int opOf(const CondItem& item) {
    return item.isConnector() ? -1 : item.unit.op;  // 'n' / 'r' equals no operator id
}

// `x[1]` of an operand in eval_group / eval_from_where.
std::string item1(const Operand& o) {
    switch (o.kind) {
        case Operand::Kind::Column:
            return o.col.colId;
        case Operand::Kind::Number:
            raiseTypeError("'float' object is not subscriptable");
        case Operand::Kind::Null:
            return "u";
    }
    return {};
}

// eval_where's normalisation of a nested query's table units: join markers
// dropped, sorted by their second element.
EtmSql normalizedNested(const EtmSql& sql) {
    EtmSql copy = sql;
    std::vector<TableItem> units;
    for (const TableItem& item : copy.tableUnits)
        if (!item.isJoin()) units.push_back(item);
    pythonSort(units, [](const TableItem& a, const TableItem& b) {
        if (a.kind == TableItem::Kind::Sql || b.kind == TableItem::Kind::Sql)
            raiseTypeError(std::string("'<' not supported between instances of '") +
                           (a.kind == TableItem::Kind::Sql ? "dict" : "str") + "' and '" +
                           (b.kind == TableItem::Kind::Sql ? "dict" : "str") + "'");
        return a.text < b.text;
    });
    copy.tableUnits = std::move(units);
    return copy;
}

// The WHERE units eval_where compares: `units` points into the query, or
// into `normalized` for a unit whose nested query was normalised.
struct WhereUnits {
    std::vector<CondUnit> normalized;
    std::vector<const CondUnit*> units;
};

WhereUnits whereUnits(const EtmSql& sql) {
    WhereUnits result;
    size_t nested = 0;
    for (size_t i = 0; i < sql.where.size(); i += 2) {
        const CondUnit& unit = unitAt(sql.where, i);
        if (unit.val1.kind == Value::Kind::Sql) ++nested;
    }
    result.normalized.reserve(nested);  // no reallocation: `units` points into it
    result.units.reserve((sql.where.size() + 1) / 2);
    for (size_t i = 0; i < sql.where.size(); i += 2) {
        const CondUnit& unit = sql.where[i].unit;
        if (unit.val1.kind != Value::Kind::Sql) {
            result.units.push_back(&unit);
            continue;
        }
        CondUnit copy = unit;
        copy.val1 = Value::ofSql(std::make_shared<const EtmSql>(normalizedNested(*unit.val1.sql)),
                                 unit.val1.span);
        result.normalized.push_back(std::move(copy));
        result.units.push_back(&result.normalized.back());
    }
    return result;
}

bool hashable(const Value& value) {
    return value.kind != Value::Kind::Sql && value.kind != Value::Kind::List &&
           !(value.kind == Value::Kind::ValUnit && value.valUnit->rank);
}

// set(where[1::2]): connectors, or whatever a rule bug left at odd positions.
std::vector<CondItem> connectorSet(const Condition& conds) {
    std::vector<CondItem> set;
    for (size_t i = 1; i < conds.size(); i += 2) {
        const CondItem& item = conds[i];
        if (!item.isConnector()) {
            if (item.unit.valUnit.rank || !hashable(item.unit.val1) || !hashable(item.unit.val2))
                raiseTypeError("unhashable type: 'dict'");
        }
        if (std::find(set.begin(), set.end(), item) == set.end()) set.push_back(item);
    }
    return set;
}

bool sameSet(const std::vector<CondItem>& a, const std::vector<CondItem>& b) {
    if (a.size() != b.size()) return false;
    for (const CondItem& item : a)
        if (std::find(b.begin(), b.end(), item) == b.end()) return false;
    return true;
}

// The keywords view `sql` or string literals.
std::vector<std::string_view> keywords(const EtmSql& sql) {
    std::vector<std::string_view> res;
    res.reserve(8);
    auto add = [&](std::string_view k) {
        if (std::find(res.begin(), res.end(), k) == res.end()) res.push_back(k);
    };
    if (!sql.where.empty()) add("where");
    if (!sql.groupBy.empty()) add("group");
    if (!sql.having.empty()) add("having");
    if (sql.orderBy) {
        add(sql.orderBy->direction);
        add("order");
    }
    if (sql.limit) add("limit");
    if (sql.except) add("except");
    if (sql.union_) add("union");
    if (sql.intersect) add("intersect");
    bool orFound = false, notFound = false, inFound = false, likeFound = false;
    for (const Condition* list : {&sql.fromConds, &sql.where, &sql.having}) {
        for (size_t i = 0; i < list->size(); ++i) {
            const CondItem& item = (*list)[i];
            if (i % 2 == 1) {
                orFound = orFound || (item.isConnector() && item.connector == "or");
            } else {
                notFound = notFound || notFlagOf(item);
                inFound = inFound || opOf(item) == kOpIn;
                likeFound = likeFound || opOf(item) == kOpLike;
            }
        }
    }
    if (orFound) add("or");
    if (notFound) add("not");
    if (inFound) add("in");
    if (likeFound) add("like");
    return res;
}

// The from-conds of eval_from_where, with `=` operands in canonical order.
std::vector<CondUnit> canonicalOnConds(const EtmSql& sql) {
    std::vector<CondUnit> units = evenUnits(sql.fromConds);
    for (CondUnit& unit : units) {
        if (unit.op != kOpEq) continue;
        if (unit.valUnit.rank) throw PyError{"KeyError: 1"};
        std::string value1 = item1(unit.valUnit.col1);
        bool truthyVal1 = false;
        switch (unit.val1.kind) {
            case Value::Kind::None:
                truthyVal1 = false;
                break;
            case Value::Kind::Number:
                truthyVal1 = unit.val1.number != 0 || unit.val1.number != unit.val1.number;
                if (truthyVal1) raiseTypeError("'float' object is not subscriptable");
                break;
            case Value::Kind::Text:
                truthyVal1 = !unit.val1.text.empty();
                if (truthyVal1) throw PyError{"IndexError: string index out of range"};
                break;
            case Value::Kind::Sql:
                throw PyError{"KeyError: 1"};
            case Value::Kind::List:
                truthyVal1 = !unit.val1.list->empty();
                if (truthyVal1) raiseTypeError("list indices or subscripting failed");
                break;
            case Value::Kind::ValUnit:
                truthyVal1 = true;
                break;
        }
        if (!truthyVal1) continue;
        const ValUnit& right = *unit.val1.valUnit;
        if (right.rank) throw PyError{"KeyError: 1"};
        std::string value2 = item1(right.col1);
        if (value1 > value2) {
            ValUnit left = unit.valUnit;
            unit.valUnit = right;
            unit.val1 = Value::ofValUnit(std::move(left));
        }
    }
    return units;
}

}  // namespace

// What exactMatch reads of the gold alone; an error is raised where
// computing the part would have raised.
struct EtmGoldParts {
    WhereUnits where;
    std::optional<PyError> whereError;
    std::vector<std::string_view> keywords;
    std::vector<CondUnit> onConds;
    std::optional<PyError> onCondsError;
};

namespace {

EtmMatch exactMatch(const EtmSql& pred, const EtmSql& label, const EtmGoldParts* labelParts);

void partialMatch(const EtmSql& pred, const EtmSql& label, const EtmGoldParts* labelParts,
                  EtmMatch& match) {
    // select, select(no AGG)
    {
        int labelTotal, predTotal, count = 0, countNoAgg = 0;
        if (pred.distinct != label.distinct) {
            labelTotal = predTotal = 1;
        } else {
            labelTotal = static_cast<int>(label.select.size());
            predTotal = static_cast<int>(pred.select.size());
            count = countMatches(pred.select, label.select);
            countNoAgg = countMatches(
                pred.select, label.select,
                [](const SelectItem& a, const SelectItem& b) { return a.valUnit == b.valUnit; });
        }
        setScore(match, EtmComponent::Select, labelTotal, predTotal, count);
        setScore(match, EtmComponent::SelectNoAgg, labelTotal, predTotal, countNoAgg);
    }
    // where, where(no OP)
    {
        WhereUnits labelOwn;
        if (labelParts) {
            if (labelParts->whereError) throw *labelParts->whereError;
        } else {
            labelOwn = whereUnits(label);
        }
        const WhereUnits& labelConds = labelParts ? labelParts->where : labelOwn;
        WhereUnits predConds = whereUnits(pred);
        int labelTotal = static_cast<int>(labelConds.units.size());
        int predTotal = static_cast<int>(predConds.units.size());
        setScore(match, EtmComponent::Where, labelTotal, predTotal,
                 countMatches(predConds.units, labelConds.units,
                              [](const CondUnit* a, const CondUnit* b) { return *a == *b; }));
        setScore(match, EtmComponent::WhereNoOp, labelTotal, predTotal,
                 countMatches(predConds.units, labelConds.units,
                              [](const CondUnit* a, const CondUnit* b) {
                                  return a->valUnit == b->valUnit;
                              }));
    }
    // group(no Having)
    std::vector<std::string> predCols, labelCols;
    for (const Operand& o : pred.groupBy)
        predCols.push_back(item1(o));
    for (const Operand& o : label.groupBy)
        labelCols.push_back(item1(o));
    {
        auto tail = [](const std::string& id) {
            size_t dot = id.find('.');
            if (dot == std::string::npos) return id;
            size_t next = id.find('.', dot + 1);
            return id.substr(dot + 1,
                             next == std::string::npos ? std::string::npos : next - dot - 1);
        };
        std::vector<std::string> p, l;
        for (const std::string& id : predCols)
            p.push_back(tail(id));
        for (const std::string& id : labelCols)
            l.push_back(tail(id));
        setScore(match, EtmComponent::GroupNoHaving, static_cast<int>(labelCols.size()),
                 static_cast<int>(predCols.size()), countMatches(p, l));
    }
    // group
    {
        int predTotal = pred.groupBy.empty() ? 0 : 1;
        int labelTotal = label.groupBy.empty() ? 0 : 1;
        int count = predTotal == 1 && labelTotal == 1 && predCols == labelCols &&
                            pred.having == label.having
                        ? 1
                        : 0;
        setScore(match, EtmComponent::Group, labelTotal, predTotal, count);
    }
    // order
    {
        int predTotal = pred.orderBy ? 1 : 0;
        int labelTotal = label.orderBy ? 1 : 0;
        int count = label.orderBy && pred.orderBy == label.orderBy &&
                            static_cast<bool>(pred.limit) == static_cast<bool>(label.limit)
                        ? 1
                        : 0;
        setScore(match, EtmComponent::Order, labelTotal, predTotal, count);
    }
    // and/or (the reference returns the totals swapped)
    {
        std::vector<CondItem> p = connectorSet(pred.where);
        std::vector<CondItem> l = connectorSet(label.where);
        if (sameSet(p, l)) {
            setScore(match, EtmComponent::AndOr, 1, 1, 1);
        } else {
            setScore(match, EtmComponent::AndOr, static_cast<int>(p.size()),
                     static_cast<int>(l.size()), 0);
        }
    }
    // IUEN
    {
        int labelTotal = 0, predTotal = 0, count = 0;
        auto nested = [&](const EtmSqlPtr& p, const EtmSqlPtr& l) {
            if (p) ++predTotal;
            if (l) ++labelTotal;
            if (p && l) count += exactMatch(*p, *l, nullptr).exact ? 1 : 0;
        };
        nested(pred.intersect, label.intersect);
        nested(pred.except, label.except);
        nested(pred.union_, label.union_);
        setScore(match, EtmComponent::Iuen, labelTotal, predTotal, count);
    }
    // keywords
    {
        std::vector<std::string_view> p = keywords(pred);
        std::vector<std::string_view> labelOwn;
        if (!labelParts) labelOwn = keywords(label);
        const std::vector<std::string_view>& l = labelParts ? labelParts->keywords : labelOwn;
        int count = 0;
        for (std::string_view k : p)
            count += std::find(l.begin(), l.end(), k) != l.end() ? 1 : 0;
        setScore(match, EtmComponent::Keywords, static_cast<int>(l.size()),
                 static_cast<int>(p.size()), count);
    }
    // limit
    {
        auto truthy = [](const std::optional<std::string>& v) { return v && *v != "0"; };
        int predTotal = truthy(pred.limit) ? 1 : 0;
        int labelTotal = truthy(label.limit) ? 1 : 0;
        int count = pred.limit == label.limit && truthy(pred.limit) && truthy(label.limit) ? 1 : 0;
        setScore(match, EtmComponent::Limit, labelTotal, predTotal, count);
    }
}

EtmMatch exactMatch(const EtmSql& pred, const EtmSql& label, const EtmGoldParts* labelParts) {
    EtmMatch match;
    partialMatch(pred, label, labelParts, match);
    for (size_t i = 0; i < kEtmComponentCount; ++i) {
        if (match.partial[i].f1 != 1) {
            match.failed = etmComponentName(static_cast<EtmComponent>(i));
            return match;
        }
    }
    if (!label.tableUnits.empty()) {
        match.tablesCompared = true;
        bool allInner = true;
        for (size_t i = 1; i < label.tableUnits.size(); i += 2)
            if (!(label.tableUnits[i].isJoin() && label.tableUnits[i].text == "join"))
                allInner = false;
        for (size_t i = 1; i < pred.tableUnits.size(); i += 2)
            if (!(pred.tableUnits[i].isJoin() && pred.tableUnits[i].text == "join"))
                allInner = false;
        if (allInner) {
            // The units without join markers, sorted (compared in place).
            auto tuplesOnly = [](const std::vector<TableItem>& units) {
                std::vector<const TableItem*> tuples;
                tuples.reserve(units.size());
                for (const TableItem& unit : units)
                    if (!unit.isJoin()) tuples.push_back(&unit);
                pythonSort(tuples,
                           [](const TableItem* a, const TableItem* b) { return pyLess(*a, *b); });
                return tuples;
            };
            std::vector<const TableItem*> labelTuples = tuplesOnly(label.tableUnits);
            std::vector<const TableItem*> predTuples = tuplesOnly(pred.tableUnits);
            match.tablesEqual = std::equal(
                labelTuples.begin(), labelTuples.end(), predTuples.begin(), predTuples.end(),
                [](const TableItem* a, const TableItem* b) { return *a == *b; });
        } else {
            match.tablesEqual = label.tableUnits == pred.tableUnits;
        }
        if (!match.tablesEqual) {
            match.failed = "tables";
            return match;
        }
        std::vector<CondUnit> labelOwn;
        if (labelParts) {
            if (labelParts->onCondsError) throw *labelParts->onCondsError;
        } else {
            labelOwn = canonicalOnConds(label);
        }
        const std::vector<CondUnit>& labelConds = labelParts ? labelParts->onConds : labelOwn;
        std::vector<CondUnit> predConds = canonicalOnConds(pred);
        int count = countMatches(predConds, labelConds);
        match.joinConditionsEqual = score(count, static_cast<int>(predConds.size()),
                                          static_cast<int>(labelConds.size())) == 1;
        if (!match.joinConditionsEqual) {
            match.failed = "join conditions";
            return match;
        }
    }
    match.exact = true;
    return match;
}

bool hasAgg(const SelectItem& item) {
    return item.agg != 0;
}

// has_agg(x) = x[0] != 0 for a group-by / order-by operand.
bool operandHasAgg(const Operand& o) {
    switch (o.kind) {
        case Operand::Kind::Column:
            return o.col.agg != 0;
        case Operand::Kind::Number:
            raiseTypeError("'float' object is not subscriptable");
        case Operand::Kind::Null:
            return true;  // 'n' != 0
    }
    return false;
}

}  // namespace

EtmPreparedGold::EtmPreparedGold(std::shared_ptr<const EtmSql> gold) : sql_(std::move(gold)) {
    auto parts = std::make_shared<EtmGoldParts>();
    try {
        parts->where = whereUnits(*sql_);
    } catch (const PyError& error) {
        parts->whereError = error;
    }
    parts->keywords = keywords(*sql_);
    try {
        parts->onConds = canonicalOnConds(*sql_);
    } catch (const PyError& error) {
        parts->onCondsError = error;
    }
    parts_ = std::move(parts);
}

EtmMatch etmExactMatch(const EtmSql& pred, const EtmSql& gold) {
    return exactMatch(pred, gold, nullptr);
}

EtmMatch etmExactMatch(const EtmSql& pred, const EtmPreparedGold& gold) {
    return exactMatch(pred, gold.sql(), gold.parts_.get());
}

EtmHardness etmHardness(const EtmSql& sql) {
    EtmHardness h;
    // count_component1
    int c1 = 0;
    if (!sql.where.empty()) ++c1;
    if (!sql.groupBy.empty()) ++c1;
    if (sql.orderBy) ++c1;
    if (sql.limit) ++c1;
    if (!sql.tableUnits.empty()) c1 += static_cast<int>(sql.tableUnits.size()) - 1;
    for (const Condition* list : {&sql.fromConds, &sql.where, &sql.having}) {
        for (size_t i = 0; i < list->size(); ++i) {
            const CondItem& item = (*list)[i];
            if (i % 2 == 1) {
                if (item.isConnector() && item.connector == "or") ++c1;
            } else if (opOf(item) == kOpLike) {
                ++c1;
            }
        }
    }
    // count_component2
    int c2 = 0;
    for (const Condition* list : {&sql.fromConds, &sql.where, &sql.having}) {
        for (size_t i = 0; i < list->size(); i += 2) {
            const CondItem& item = (*list)[i];
            if (item.isConnector()) throw PyError{"IndexError: string index out of range"};
            if (item.unit.val1.kind == Value::Kind::Sql) ++c2;
            if (item.unit.val2.kind == Value::Kind::Sql) ++c2;
        }
    }
    if (sql.intersect) ++c2;
    if (sql.except) ++c2;
    if (sql.union_) ++c2;
    // count_others
    int aggCount = 0;
    for (const SelectItem& item : sql.select)
        aggCount += hasAgg(item) ? 1 : 0;
    for (size_t i = 0; i < sql.where.size(); i += 2)
        aggCount += notFlagOf(sql.where[i]) ? 1 : 0;
    for (const Operand& o : sql.groupBy)
        aggCount += operandHasAgg(o) ? 1 : 0;
    if (sql.orderBy) {
        std::vector<const Operand*> cols;
        for (const ValUnit& unit : sql.orderBy->units) {
            if (unit.rank) throw PyError{"KeyError: 1"};
            if (unit.col1.kind != Operand::Kind::Number || unit.col1.number != 0)
                cols.push_back(&unit.col1);
        }
        for (const ValUnit& unit : sql.orderBy->units)
            if (unit.col2 && (unit.col2->kind != Operand::Kind::Number || unit.col2->number != 0))
                cols.push_back(&*unit.col2);
        for (const Operand* o : cols)
            aggCount += operandHasAgg(*o) ? 1 : 0;
    }
    for (const CondItem& item : sql.having)
        aggCount += item.isConnector() ? 1 : (item.unit.notOp ? 1 : 0);
    int others = 0;
    if (aggCount > 1) ++others;
    if (sql.select.size() > 1) ++others;
    if (sql.where.size() > 1) ++others;
    if (sql.groupBy.size() > 1) ++others;

    h.component1 = c1;
    h.component2 = c2;
    h.others = others;
    if (c1 <= 1 && others == 0 && c2 == 0) {
        h.level = "easy";
    } else if ((others <= 2 && c1 <= 1 && c2 == 0) || (c1 <= 2 && others < 2 && c2 == 0)) {
        h.level = "medium";
    } else if ((others > 2 && c1 <= 2 && c2 == 0) ||
               (2 < c1 && c1 <= 3 && others <= 2 && c2 == 0) ||
               (c1 <= 1 && others == 0 && c2 <= 1)) {
        h.level = "hard";
    } else {
        h.level = "extra";
    }
    return h;
}

}  // namespace sqlscope::match::esm_plus
