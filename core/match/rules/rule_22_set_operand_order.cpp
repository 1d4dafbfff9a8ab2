// Rule 22 (docs/metrics/esm-plus.md#rule-22-intersect-and-union-operands-in-either-order): the two
// operands of INTERSECT and UNION in a canonical order. Not in the published implementation:
// never fires in `reference`.
#include <algorithm>

#include "core/match/esm_plus/normal_form.h"
#include "core/match/rules/rule_support.h"

namespace sqlscope::match::rules {
namespace {

const RuleInfo kInfo{
    22, "q1 INTERSECT q2 = q2 INTERSECT q1",
    "INTERSECT and UNION are commutative: both return the distinct rows that are in both "
    "(either) operands, whatever their order; only the result's column names, which no "
    "metric compares, come from the first operand. The two operands are put in one "
    "canonical order (by their tables, then their literal values), so a swapped pair compares "
    "equal. EXCEPT is not commutative and is left alone.",
    "shape only: a single INTERSECT or UNION (no further set operation in either operand, "
    "where the reference's right-nested reading would not be SQLite's left-to-right one) "
    "and no ORDER BY or LIMIT in either operand (the reference attaches a trailing ORDER "
    "BY / LIMIT to the second operand, though it applies to the whole result). Duplicates "
    "are compared with the left operand's collation: no Spider, CoSQL or BIRD database "
    "declares a COLLATE, and the schema facts have none, so strict adds no guard. Not in "
    "the reference: off in reference mode whatever the rule set says.",
    "q2 INTERSECT q1 -> q1 INTERSECT q2; q2 UNION q1 -> q1 UNION q2 (q1 first by its sorted "
    "tables, then its sorted literal values; a tie is left as written)"};

// The FROM's tables, sorted, then the literal values of the WHERE, HAVING and ON conditions,
// sorted: "dogs,owners|'Rex',3.0".
std::string orderKey(const EtmSql& sql) {
    std::vector<std::string> tables;
    for (const TableItem& item : sql.tableUnits)
        if (!item.isJoin())
            tables.push_back(item.kind == TableItem::Kind::Table ? item.text : "(sql)");
    std::vector<std::string> values;
    auto literal = [&](const Value& v) {
        if (v.kind == Value::Kind::Text) values.push_back(v.text);
        if (v.kind == Value::Kind::Number) values.push_back(esm_plus::pythonFloatRepr(v.number));
    };
    for (const Condition* c : {&sql.fromConds, &sql.where, &sql.having})
        for (const CondItem& item : *c)
            if (!item.isConnector()) {
                literal(item.unit.val1);
                literal(item.unit.val2);
            }
    std::sort(tables.begin(), tables.end());
    std::sort(values.begin(), values.end());
    std::string key;
    for (const std::string& t : tables)
        key += t + ",";
    key += "|";
    for (const std::string& v : values)
        key += v + ",";
    return key;
}

class Rule22 final : public Rule {
public:
    const RuleInfo& info() const override { return kInfo; }

    void queryRead(RuleEnv& env, EtmSql& sql) const override {
        if (env.reference()) return;  // not a rule of the published implementation
        const bool intersect = sql.intersect != nullptr;
        if (intersect == (sql.union_ != nullptr) || sql.except) return;  // exactly one
        EtmSqlPtr& branchRef = intersect ? sql.intersect : sql.union_;
        const EtmSql& branch = *branchRef;
        if (branch.intersect || branch.union_ || branch.except) return;
        // Also when Rule 9 has already turned the ORDER BY ... LIMIT 1 into MAX/MIN: the
        // spans still say the query had them.
        auto ordered = [](const EtmSql& q) {
            return q.orderBy || q.limit || !q.spans.orderBy.empty() || !q.spans.limit.empty();
        };
        if (ordered(sql) || ordered(branch)) return;

        EtmSql first = sql;
        (intersect ? first.intersect : first.union_).reset();
        // The order must not depend on what the comparison ignores (the order of the FROM's
        // tables, of conditions, aliases): it is decided on the set of tables and the literal
        // values, both compared exactly; when they tie the operands are left as written.
        const std::string firstKey = orderKey(first);
        const std::string branchKey = orderKey(branch);
        if (!(branchKey < firstKey)) return;

        std::string before = env.traceText([&] { return esm_plus::printSql(sql); });
        sql::Span span = branch.spans.query;
        EtmSql swapped = branch;
        swapped.spans.query = sql.spans.query;  // the whole query stays the whole query
        (intersect ? swapped.intersect : swapped.union_) =
            std::make_shared<const EtmSql>(std::move(first));
        sql = std::move(swapped);
        RuleEvent& e = env.fire(22, false);
        e.spans = {span};
        e.before = before;
        e.after = env.traceText([&] { return esm_plus::printSql(sql); });
    }
};

}  // namespace

const Rule& rule22() {
    static const Rule22 rule;
    return rule;
}

}  // namespace sqlscope::match::rules
