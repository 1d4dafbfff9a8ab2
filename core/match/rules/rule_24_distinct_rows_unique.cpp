// Rule 24 (docs/metrics/esm-plus.md#rule-24-distinct-over-rows-that-cannot-repeat): SELECT
// DISTINCT where no two rows of the FROM can give the same selected values: every table has a
// declared key whose columns are each fixed to one value by the WHERE (or the ON), or selected.
// Not in the published implementation: never fires in `reference`.
#include <algorithm>
#include <map>
#include <optional>

#include "core/match/esm_plus/normal_form.h"
#include "core/match/rules/rule_support.h"

namespace sqlscope::match::rules {
namespace {

const RuleInfo kInfo{
    24, "SELECT DISTINCT = SELECT when a key is fixed or selected",
    "DISTINCT removes nothing when no two rows of the FROM can give the same selected values. "
    "That holds when every table of the FROM has a key (a UNIQUE column, or every column of a "
    "composite primary key) each of whose columns is either fixed to one value by the WHERE "
    "(t.id = 5, or t.id = u.x with u.x fixed) or selected: the key then tells the rows apart. "
    "So SELECT DISTINCT name FROM t WHERE id = 5 equals SELECT name FROM t WHERE id = 5, and "
    "SELECT DISTINCT T1.id, T2.id FROM t1 AS T1 JOIN t2 AS T2 ON ... equals the same without "
    "DISTINCT.",
    "fixed: the FROM has tables only (no subquery, no table twice) joined by inner joins; only "
    "a WHERE or ON that is a conjunction gives equalities (a list with an OR gives none); a key "
    "is a column declared UNIQUE or a single-column primary key (never a UNIQUE propagated "
    "through a join), or a composite primary key; a one-table query told apart by one selected "
    "UNIQUE column is left to Rule 2. strict: a selected key column is also NOT NULL (UNIQUE "
    "allows several NULLs), and an equality c = d that a key relies on compares without "
    "conversion (both numeric or the same affinity: a TEXT key equated with an INTEGER column "
    "matches '5' and '05').",
    "SELECT DISTINCT X FROM t1 JOIN ... WHERE k1 = v AND ... -> SELECT X FROM t1 JOIN ... WHERE "
    "k1 = v AND ... (each table's key fixed or in X)"};

// SQLite's column affinity of a declared type (https://sqlite.org/datatype3.html, 3.1).
enum class Affinity { Integer, Text, Blob, Real, Numeric };

Affinity affinityOf(std::string type) {
    for (char& c : type)
        c = static_cast<char>(c >= 'a' && c <= 'z' ? c - 'a' + 'A' : c);
    if (type.find("INT") != std::string::npos) return Affinity::Integer;
    if (type.find("CHAR") != std::string::npos || type.find("CLOB") != std::string::npos ||
        type.find("TEXT") != std::string::npos)
        return Affinity::Text;
    if (type.empty() || type.find("BLOB") != std::string::npos) return Affinity::Blob;
    if (type.find("REAL") != std::string::npos || type.find("FLOA") != std::string::npos ||
        type.find("DOUB") != std::string::npos)
        return Affinity::Real;
    return Affinity::Numeric;
}

bool numeric(Affinity a) {
    return a == Affinity::Integer || a == Affinity::Real || a == Affinity::Numeric;
}

// `a = b` compares the two columns' values as stored (no conversion on either side): both
// numeric, or the same non-numeric affinity.
bool compareAsStored(Affinity a, Affinity b) {
    return (numeric(a) && numeric(b)) || a == b;
}

struct Column {
    std::string table;
    std::string column;
    std::string text() const { return table + "." + column; }
};

// "t.c" of a plain column's id, or nullopt.
std::optional<Column> columnOf(const QueryFacts& facts, const esm_plus::ColUnit* col) {
    if (!col) return std::nullopt;
    const auto& keys = facts.schema().keyOfId;
    auto it = keys.find(col->colId);
    if (it == keys.end()) return std::nullopt;
    esm_plus::SplitFields parts = esm_plus::pySplitFields(it->second, '.');
    if (parts.count != 2) return std::nullopt;
    return Column{std::string(parts.first), std::string(parts.second)};
}

bool conjunctive(const Condition& cond) {
    return std::all_of(cond.begin(), cond.end(), [](const CondItem& item) {
        return !item.isConnector() || item.connector == "and";
    });
}

// A literal that fixes a column (a number or a quoted string; not the word null).
bool fixingLiteral(const Value& value) {
    return value.kind == Value::Kind::Number ||
           (value.kind == Value::Kind::Text && value.text != "null");
}

// The plain column of a value, when the value is one.
const esm_plus::ColUnit* valueColumn(const Value& value) {
    if (value.kind != Value::Kind::ValUnit || !value.valUnit) return nullptr;
    const ValUnit& unit = *value.valUnit;
    if (unit.rank || unit.op != 0) return nullptr;
    return plainColumn(unit.col1);
}

// How a column's value is known in every row the FROM and WHERE keep.
struct Known {
    bool fixed = false;   // one value in every row (false: selected, so visible in the output)
    bool direct = false;  // selected as it is (not through an equality): its NULLs matter
    std::string how;      // "= 5", "selected", "= owners.owner_id"
    std::string doubt;    // why strict refuses to rely on it, or ""
};
using KnownColumns = std::map<std::string, Known>;

class Rule24 final : public Rule {
public:
    const RuleInfo& info() const override { return kInfo; }

    void queryRead(RuleEnv& env, EtmSql& sql) const override {
        if (env.reference()) return;  // not a rule of the published implementation
        if (!sql.distinct || sql.select.empty()) return;
        // The FROM: distinct tables, inner joins.
        std::vector<std::string> tables;
        for (const TableItem& item : sql.tableUnits) {
            if (item.isJoin()) continue;
            if (item.kind != TableItem::Kind::Table) return;
            std::string name = esm_plus::pyStrip(item.text, "_");
            if (std::find(tables.begin(), tables.end(), name) != tables.end()) return;
            if (!env.facts.schema().findTable(name)) return;
            tables.push_back(name);
        }
        if (tables.empty() || !onlyInnerJoins(sql.tableUnits)) return;

        std::map<std::string, Choice> narrowed;  // tables with at most one row: by which key
        KnownColumns known = knownColumns(env, sql, tables, narrowed);
        std::vector<FactUse> facts;
        std::string note;
        std::string doubt;
        for (const std::string& table : tables) {
            auto n = narrowed.find(table);
            // A one-table query told apart by one selected UNIQUE column is Rule 2's.
            Choice choice = n != narrowed.end()
                                ? n->second
                                : keyOf(env, table, known, false, tables.size() == 1);
            if (choice.columns.empty()) return;  // this table's rows can repeat
            facts.insert(facts.end(), choice.facts.begin(), choice.facts.end());
            if (env.traceTexts)
                for (size_t i = 0; i < choice.columns.size(); ++i)
                    note += (note.empty() ? "" : ", ") + table + "." + choice.columns[i] + " " +
                            choice.how[i];
            if (doubt.empty()) doubt = choice.doubt;
        }
        if (!doubt.empty() && env.refuseUnsound(24, doubt, facts, {sql.spans.select})) return;
        std::string before = env.traceText([&] { return esm_plus::printSelect(sql); });
        sql.distinct = false;
        RuleEvent& e = env.fire(24, false);
        e.spans = {sql.spans.select};
        e.facts = std::move(facts);
        e.before = before;
        e.after = env.traceText([&] { return esm_plus::printSelect(sql); });
        if (env.traceTexts)
            e.note = e.note.empty() ? "keys: " + note : "keys: " + note + "; " + e.note;
    }

private:
    struct Choice {
        std::vector<std::string> columns;  // the key's columns; empty: none qualifies
        std::vector<std::string> how;      // how each is known (Known::how)
        std::vector<FactUse> facts;
        std::string doubt;  // why strict refuses it, or ""
    };

    // The columns whose value is fixed (`c = literal`, a column of a table narrowed to one row by
    // a fixed key) or selected, closed under the equalities `c = d` of the conjunctive WHERE and
    // ON.
    static KnownColumns knownColumns(RuleEnv& env, const EtmSql& sql,
                                     const std::vector<std::string>& tables,
                                     std::map<std::string, Choice>& narrowed) {
        KnownColumns known;
        std::vector<std::pair<Column, Column>> equalities;
        for (const Condition* cond : {&sql.where, &sql.fromConds}) {
            if (!conjunctive(*cond)) continue;
            for (const CondItem& item : *cond) {
                if (item.isConnector()) continue;
                const CondUnit& u = item.unit;
                if (u.notOp || u.op != esm_plus::kOpEq || u.valUnit.rank || u.valUnit.op != 0)
                    continue;
                const Operand& left = u.valUnit.col1;
                std::optional<Column> l = columnOf(env.facts, plainColumn(left));
                std::optional<Column> r = columnOf(env.facts, valueColumn(u.val1));
                if (l && fixingLiteral(u.val1)) {
                    known[l->text()] = Known{true, false, "= " + esm_plus::printValue(u.val1), ""};
                } else if (l && r) {
                    equalities.emplace_back(*l, *r);
                }
            }
        }
        for (const esm_plus::SelectItem& item : sql.select) {
            if (item.agg != 0 || item.valUnit.rank || item.valUnit.op != 0) continue;
            const esm_plus::ColUnit* col = plainColumn(item.valUnit.col1);
            if (!col || col->distinct) continue;
            if (std::optional<Column> c = columnOf(env.facts, col))
                known.emplace(c->text(), Known{false, true, "selected", ""});
        }
        bool grew = true;
        while (grew) {
            grew = false;
            for (const auto& [a, b] : equalities) {
                auto ka = known.find(a.text());
                auto kb = known.find(b.text());
                // From the better known side (fixed over selected) to the other.
                const bool aToB = ka != known.end() &&
                                  (kb == known.end() || (ka->second.fixed && !kb->second.fixed));
                const bool bToA = kb != known.end() &&
                                  (ka == known.end() || (kb->second.fixed && !ka->second.fixed));
                if (!aToB && !bToA) continue;
                const Column& from = aToB ? a : b;
                const Column& to = aToB ? b : a;
                const Known& source = aToB ? ka->second : kb->second;
                Known k{source.fixed, false, "= " + from.text(), source.doubt};
                if (k.doubt.empty() && !compareAsStored(affinityOf(declaredType(env, from)),
                                                        affinityOf(declaredType(env, to))))
                    k.doubt = to.text() + " = " + from.text() + " converts values (types '" +
                              declaredType(env, to) + "' and '" + declaredType(env, from) +
                              "'): several values of " + to.text() + " can equal one of " +
                              from.text();
                known[to.text()] = std::move(k);
                grew = true;
            }
            for (const std::string& table : tables) {
                if (narrowed.count(table)) continue;
                Choice choice = keyOf(env, table, known, true, false);
                if (choice.columns.empty()) continue;
                for (const std::string& c : env.facts.schema().table(table).columns) {
                    Known& k = known[table + "." + c];
                    if (k.fixed) continue;
                    k = Known{true, false, "(the one row of " + table + ")", choice.doubt};
                }
                narrowed.emplace(table, std::move(choice));
                grew = true;
            }
        }
        return known;
    }

    static std::string declaredType(const RuleEnv& env, const Column& c) {
        const esm_plus::EtmTable* t = env.facts.schema().findTable(c.table);
        if (!t) return {};
        auto it = t->declaredTypes.find(c.column);
        return it == t->declaredTypes.end() ? std::string() : it->second;
    }

    // The key of `table` whose columns are all known (`fixedOnly`: all fixed), preferring one
    // strict accepts; no columns when there is none. `notRule2`: not a single column known only
    // because it is selected.
    static Choice keyOf(RuleEnv& env, const std::string& table, const KnownColumns& known,
                        bool fixedOnly, bool notRule2) {
        const esm_plus::EtmTable& t = env.facts.schema().table(table);
        std::vector<std::vector<std::string>> keys;
        // Declared UNIQUE only (the schema's own set: a UNIQUE that Rule 16 propagated through
        // a join is not a key of the table).
        const auto& declared = env.strict() ? t.uniqueStrict : t.unique;
        for (const std::string& c : t.columns)
            if (declared.count(c)) keys.push_back({c});
        if (t.primaryKeys.size() > 1) keys.push_back(t.primaryKeys);
        Choice best;
        for (const std::vector<std::string>& key : keys) {
            Choice choice;
            bool covered = true;
            for (const std::string& c : key) {
                auto k = known.find(table + "." + c);
                if (k == known.end() || (fixedOnly && !k->second.fixed) ||
                    (notRule2 && key.size() == 1 && k->second.direct)) {
                    covered = false;
                    break;
                }
                choice.how.push_back(k->second.how);
                if (choice.doubt.empty()) choice.doubt = k->second.doubt;
                if (!k->second.direct) continue;
                FactUse notNull = env.facts.notNullFact(table, c);
                if (!notNull.holds) {
                    choice.facts.push_back(notNull);
                    if (choice.doubt.empty())
                        choice.doubt =
                            "UNIQUE allows several NULLs: " + table + "." + c + " may be NULL";
                }
            }
            if (!covered) continue;
            choice.columns = key;
            choice.facts.insert(choice.facts.begin(),
                                key.size() == 1 ? env.facts.uniqueFact(table, key[0])
                                                : env.facts.primaryKeyFact(table, key[0]));
            if (choice.doubt.empty()) return choice;
            if (best.columns.empty()) best = std::move(choice);
        }
        return best;
    }
};

}  // namespace

const Rule& rule24() {
    static const Rule24 rule;
    return rule;
}

}  // namespace sqlscope::match::rules
