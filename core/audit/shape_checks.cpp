#include "core/audit/shape_checks.h"

#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <utility>

#include "core/bind/binder.h"
#include "core/match/component/schema_index.h"
#include "core/schema/column_facts.h"
#include "core/schema/database_schema.h"
#include "core/sql/expr_chain.h"

namespace sqlscope::audit {

namespace {

using bind::Binding;
using bind::Resolution;
using bind::Scope;

// SQLite's type affinity of a declared column type (datatype3.html, 3.1),
// or of tables.json's "text" / "number" when the file is not known.
enum class Affinity : uint8_t { Text, Numeric, Integer, Real, Blob, Unknown };

bool containsNoCase(std::string_view text, std::string_view word) {
    auto it = std::search(text.begin(), text.end(), word.begin(), word.end(), [](char a, char b) {
        return std::tolower(static_cast<unsigned char>(a)) ==
               std::tolower(static_cast<unsigned char>(b));
    });
    return it != text.end();
}

Affinity declaredAffinity(std::string_view type) {
    if (containsNoCase(type, "int")) return Affinity::Integer;
    if (containsNoCase(type, "char") || containsNoCase(type, "clob") ||
        containsNoCase(type, "text"))
        return Affinity::Text;
    if (containsNoCase(type, "blob") || type.empty()) return Affinity::Blob;
    if (containsNoCase(type, "real") || containsNoCase(type, "floa") ||
        containsNoCase(type, "doub"))
        return Affinity::Real;
    return Affinity::Numeric;
}

bool numericAffinity(Affinity a) {
    return a == Affinity::Numeric || a == Affinity::Integer || a == Affinity::Real;
}

std::string lower(std::string_view s) {
    std::string out(s);
    for (char& c : out)
        c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return out;
}

// Text with runs of whitespace made one space and ASCII lowercased: how two
// expressions are compared "as written".
std::string normalized(std::string_view s) {
    std::string out;
    bool space = false;
    for (char c : s) {
        if (std::isspace(static_cast<unsigned char>(c))) {
            space = !out.empty();
            continue;
        }
        if (space) out += ' ';
        space = false;
        out += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    }
    return out;
}

// Whether a string literal's text reads as a number (SQLite would give it
// numeric affinity against a numeric column).
bool looksNumeric(std::string_view s) {
    size_t i = 0;
    while (i < s.size() && std::isspace(static_cast<unsigned char>(s[i])))
        ++i;
    if (i < s.size() && (s[i] == '+' || s[i] == '-')) ++i;
    bool digits = false, dot = false;
    for (; i < s.size(); ++i) {
        const char c = s[i];
        if (std::isdigit(static_cast<unsigned char>(c))) {
            digits = true;
        } else if (c == '.' && !dot) {
            dot = true;
        } else {
            break;
        }
    }
    if (i < s.size() && (s[i] == 'e' || s[i] == 'E') && digits) {
        ++i;
        if (i < s.size() && (s[i] == '+' || s[i] == '-')) ++i;
        bool exp = false;
        while (i < s.size() && std::isdigit(static_cast<unsigned char>(s[i]))) {
            ++i;
            exp = true;
        }
        if (!exp) return false;
    }
    while (i < s.size() && std::isspace(static_cast<unsigned char>(s[i])))
        ++i;
    return digits && i == s.size();
}

bool isAggregateCall(const sql::FunctionCall& f) {
    if (f.over) return false;
    const std::string name = lower(f.name.name);
    if (name == "min" || name == "max") return f.star || f.arguments.size() == 1;
    return name == "count" || name == "sum" || name == "avg" || name == "total" ||
           name == "group_concat" || name == "string_agg";
}

// Visits `e` and its descendants with a work list (no recursion, so operator
// chains of any length are safe): enter(n) returning false skips n's
// children; onSelect(s) for each subquery below an entered node.
template <typename Enter, typename OnSelect>
void walk(const sql::Expr& e, Enter&& enter, OnSelect&& onSelect) {
    std::vector<const sql::Expr*> work{&e};
    while (!work.empty()) {
        const sql::Expr* n = work.back();
        work.pop_back();
        if (!enter(*n)) continue;
        std::vector<const sql::Expr*> children;
        sql::forEachChild(
            *n, [&](const sql::Expr& c) { children.push_back(&c); }, onSelect);
        for (auto it = children.rbegin(); it != children.rend(); ++it)
            work.push_back(*it);
    }
}

bool isComparison(sql::BinaryOp op) {
    using B = sql::BinaryOp;
    return op == B::Eq || op == B::EqEq || op == B::Ne || op == B::LtGt || op == B::Lt ||
           op == B::Le || op == B::Gt || op == B::Ge;
}

bool isOrdering(sql::BinaryOp op) {
    using B = sql::BinaryOp;
    return op == B::Lt || op == B::Le || op == B::Gt || op == B::Ge;
}

// The SQL of a comparison operator, mirrored when the column is on its right
// (`5 < col` is `col > 5`).
std::string operatorText(sql::BinaryOp op, bool mirrored) {
    using B = sql::BinaryOp;
    switch (op) {
        case B::Lt:
            return mirrored ? ">" : "<";
        case B::Le:
            return mirrored ? ">=" : "<=";
        case B::Gt:
            return mirrored ? "<" : ">";
        case B::Ge:
            return mirrored ? "<=" : ">=";
        case B::Ne:
        case B::LtGt:
            return "<>";
        default:
            return "=";
    }
}

std::string quotedName(const std::string& name) {
    std::string out = "\"";
    for (char c : name) {
        out += c;
        if (c == '"') out += '"';
    }
    return out + "\"";
}

// Top-level AND conjuncts of `e`.
void conjuncts(const sql::Expr* e, std::vector<const sql::Expr*>& out) {
    std::vector<const sql::Expr*> work{e};
    while (!work.empty()) {
        const sql::Expr* n = work.back();
        work.pop_back();
        if (!n) continue;
        if (auto* b = n->as<sql::Binary>(); b && b->op == sql::BinaryOp::And) {
            work.push_back(b->right.get());
            work.push_back(b->left.get());
        } else {
            out.push_back(n);
        }
    }
}

// A column of a binding: what grouping and join checks reason about.
struct BoundColumn {
    const Binding* binding = nullptr;
    size_t column = 0;
    friend bool operator<(const BoundColumn& a, const BoundColumn& b) {
        return std::pair(a.binding, a.column) < std::pair(b.binding, b.column);
    }
    friend bool operator==(const BoundColumn& a, const BoundColumn& b) {
        return a.binding == b.binding && a.column == b.column;
    }
};

class ShapeChecker {
public:
    ShapeChecker(std::string_view text, const schema::DatabaseSchema* database)
        : text_(text),
          database_(database),
          index_(database ? match::component::SchemaIndex::fromDatabase(*database)
                          : match::component::SchemaIndex()),
          binder_(&index_, bind::BindOptions{}, text) {}

    void statement(const sql::SelectStatement& s, const Scope* parent, const bind::CteEnv* env) {
        if (++depth_ > 64) {  // the parser bounds nesting; this bounds our own recursion too
            --depth_;
            return;
        }
        const bind::CteEnv ctes = binder_.ctesOf(s, env);
        if (s.with) {
            for (const sql::CommonTableExpr& cte : s.with->tables)
                if (cte.select) statement(*cte.select, parent, &ctes);
        }
        limitWithoutOrderBy(s);
        const bool single = s.compounds.empty();
        core(s.first, parent, &ctes, single ? &s.orderBy : nullptr);
        for (const sql::CompoundTerm& term : s.compounds)
            core(term.core, parent, &ctes, nullptr);
        --depth_;
    }

    std::vector<AuditFlag> take() {
        std::stable_sort(flags_.begin(), flags_.end(), [](const AuditFlag& a, const AuditFlag& b) {
            const uint32_t x = a.span ? a.span->begin : 0, y = b.span ? b.span->begin : 0;
            return x != y ? x < y : a.kind < b.kind;
        });
        return std::move(flags_);
    }

private:
    std::string spanText(sql::Span span) const {
        return span.end <= text_.size() ? std::string(span.textIn(text_)) : std::string();
    }

    void core(const sql::SelectCore& c, const Scope* parent, const bind::CteEnv* env,
              const std::vector<sql::OrderingTerm>* orderBy) {
        const Scope scope = binder_.scopeOf(c, parent, env);
        // FROM: subqueries (not lateral: the enclosing scope) and ON conditions.
        std::vector<const sql::Expr*> onConditions;
        if (c.from) fromItems(*c.from, parent, env, onConditions);
        auto visit = [&](const sql::Expr* e) {
            if (e) expression(*e, scope, env);
        };
        for (const sql::ResultColumn& rc : c.columns)
            visit(rc.expr.get());
        for (const sql::Expr* on : onConditions)
            visit(on);
        visit(c.where.get());
        for (const sql::ExprPtr& g : c.groupBy)
            visit(g.get());
        visit(c.having.get());
        if (orderBy)
            for (const sql::OrderingTerm& t : *orderBy)
                visit(t.expr.get());
        std::vector<const sql::Expr*> equalities = onConditions;
        equalities.push_back(c.where.get());
        joinKeys(scope, onConditions, c.where.get());
        bareColumns(c, scope, equalities, orderBy);
    }

    void fromItems(const sql::FromClause& from, const Scope* parent, const bind::CteEnv* env,
                   std::vector<const sql::Expr*>& onConditions) {
        for (const sql::FromItem& item : from.items) {
            if (auto* sub = std::get_if<sql::TableSubquery>(&item.source)) {
                if (sub->select) statement(*sub->select, parent, env);
            } else if (auto* nested = std::get_if<sql::NestedJoin>(&item.source)) {
                if (nested->from) fromItems(*nested->from, parent, env, onConditions);
            }
            if (item.on) onConditions.push_back(item.on.get());
        }
    }

    // Comparisons and double-quoted strings anywhere in `e`; subqueries are
    // statements of their own with this scope as their parent.
    void expression(const sql::Expr& e, const Scope& scope, const bind::CteEnv* env) {
        walk(
            e,
            [&](const sql::Expr& n) {
                if (auto* b = n.as<sql::Binary>();
                    b && isComparison(b->op) && b->left && b->right) {
                    comparison(*b->left, *b->right, isOrdering(b->op), n.span, scope,
                               operatorText(b->op, false));
                    comparison(*b->right, *b->left, isOrdering(b->op), n.span, scope,
                               operatorText(b->op, true));
                } else if (auto* bt = n.as<sql::Between>(); bt && bt->operand) {
                    if (bt->low) comparison(*bt->operand, *bt->low, true, n.span, scope);
                    if (bt->high) comparison(*bt->operand, *bt->high, true, n.span, scope);
                } else if (auto* in = n.as<sql::In>(); in && in->operand) {
                    for (const sql::ExprPtr& x : in->list)
                        if (x) comparison(*in->operand, *x, false, n.span, scope);
                } else if (auto* col = n.as<sql::ColumnRef>()) {
                    doubleQuoted(*col, n.span, scope);
                }
                return true;
            },
            [&](const sql::SelectStatement& s) { statement(s, &scope, env); });
    }

    // The table column `e` names in `scope` (a plain column reference to a
    // table of the catalog), if any.
    std::optional<BoundColumn> tableColumn(const sql::Expr& e, const Scope& scope,
                                           bool aliasesFirst = false) const {
        const sql::Expr* x = &e;
        while (x && x->as<sql::Collate>())
            x = x->as<sql::Collate>()->operand.get();
        auto* col = x ? x->as<sql::ColumnRef>() : nullptr;
        if (!col) return std::nullopt;
        const Resolution r = binder_.resolve(*col, scope, aliasesFirst);
        if (r.kind != Resolution::Kind::Column || !r.binding || !r.column) return std::nullopt;
        return BoundColumn{r.binding, *r.column};
    }

    std::string columnName(const BoundColumn& c) const {
        const auto& names = c.binding->columnNames();
        return c.column < names.size() ? names[c.column] : std::string("?");
    }
    std::string qualified(const BoundColumn& c) const {
        return c.binding->tableName + "." + columnName(c);
    }

    Affinity affinityOf(const BoundColumn& c, std::string* declared) const {
        if (!database_ || c.binding->kind != bind::BindingKind::Table) return Affinity::Unknown;
        const std::string name = columnName(c);
        if (const schema::FileTable* t = database_->fileTable(c.binding->tableName)) {
            if (const schema::FileColumn* fc = t->findColumn(name)) {
                *declared = fc->declaredType.empty() ? "(no type)" : fc->declaredType;
                return declaredAffinity(fc->declaredType);
            }
            return Affinity::Unknown;
        }
        if (database_->file) return Affinity::Unknown;
        auto table = database_->findTable(c.binding->tableName);
        if (!table) return Affinity::Unknown;
        auto column = database_->findColumn(*table, name);
        if (!column) return Affinity::Unknown;
        const std::string& type = database_->columns[static_cast<size_t>(*column)].type;
        *declared = type + " (tables.json)";
        if (type == "text") return Affinity::Text;
        if (type == "number") return Affinity::Numeric;
        return Affinity::Unknown;
    }

    // `column OP literal`: a TEXT column with a number, or a numeric column
    // with a string.
    void comparison(const sql::Expr& columnSide, const sql::Expr& literalSide, bool ordering,
                    sql::Span where, const Scope& scope,
                    const std::optional<std::string>& op = std::nullopt) {
        const sql::Expr* lit = &literalSide;
        while (auto* u = lit->as<sql::Unary>()) {
            if (u->op != sql::UnaryOp::Minus && u->op != sql::UnaryOp::Plus) break;
            if (!u->operand) return;
            lit = u->operand.get();
        }
        const sql::Literal* literal = lit->as<sql::Literal>();
        const sql::ColumnRef* quoted = lit->as<sql::ColumnRef>();
        bool number = false, string = false;
        std::string value;
        if (literal) {
            number = literal->kind == sql::Literal::Kind::Integer ||
                     literal->kind == sql::Literal::Kind::Real;
            string = literal->kind == sql::Literal::Kind::String;
            value = literal->text;
        } else if (quoted && quoted->column.quote == sql::QuoteStyle::Double && !quoted->table) {
            const Resolution r = binder_.resolve(*quoted, scope);
            string = r.kind == Resolution::Kind::Text;
            value = quoted->column.name;
        }
        if (!number && !string) return;
        const auto column = tableColumn(columnSide, scope);
        if (!column) return;
        std::string declared;
        const Affinity affinity = affinityOf(*column, &declared);
        AuditFlag flag;
        flag.kind = FlagKind::TextNumberComparison;
        flag.span = where;
        if (number && affinity == Affinity::Text) {
            flag.severity = ordering ? Severity::Warning : Severity::Info;
            flag.message =
                ordering ? "a TEXT column is ordered against a number: SQLite compares them as "
                           "text ('9' > '10')"
                         : "a TEXT column is compared with a number: SQLite compares the number's "
                           "text, equal only to that exact spelling";
        } else if (string && numericAffinity(affinity)) {
            const bool numeric = looksNumeric(value);
            flag.severity = numeric ? Severity::Info : Severity::Warning;
            flag.message =
                numeric ? "a numeric column is compared with a string that reads as a number: "
                          "SQLite converts it"
                        : "a numeric column is compared with a string that is no number: a number "
                          "never equals text and always sorts before it";
        } else {
            return;
        }
        flag.facts.push_back(qualified(*column) + ": declared " + declared);
        flag.facts.push_back("literal: " + spanText(literalSide.span));
        if (number && op && column->binding->kind == bind::BindingKind::Table) {
            // On the data: the rows whose comparison as text and as numbers differ.
            const std::string col = quotedName(columnName(*column));
            const std::string lit = spanText(literalSide.span);
            flag.dataQuery = "SELECT count(*), coalesce(sum((" + col + " " + *op + " " + lit +
                             ") IS NOT (CAST(" + col + " AS NUMERIC) " + *op + " " + lit +
                             ")), 0) FROM " + quotedName(column->binding->tableName);
        }
        flags_.push_back(std::move(flag));
    }

    void doubleQuoted(const sql::ColumnRef& col, sql::Span where, const Scope& scope) {
        if (col.column.quote != sql::QuoteStyle::Double || col.table) return;
        const Resolution r = binder_.resolve(col, scope);
        if (r.kind != Resolution::Kind::Text) return;
        AuditFlag flag;
        flag.kind = FlagKind::DoubleQuotedString;
        flag.severity = Severity::Info;
        flag.span = where;
        flag.message =
            "a double-quoted name that no column in scope has: SQLite reads it as the string '" +
            col.column.name + "' (standard SQL and other engines read a column name)";
        flags_.push_back(std::move(flag));
    }

    void limitWithoutOrderBy(const sql::SelectStatement& s) {
        if (!s.limit || !s.orderBy.empty()) return;
        const sql::SelectCore& c = s.first;
        if (s.compounds.empty()) {
            if (!c.from) return;  // no table: at most one row
            // An aggregate without GROUP BY returns one row.
            if (c.groupBy.empty() && hasAggregate(c)) return;
        }
        AuditFlag flag;
        flag.kind = FlagKind::LimitWithoutOrderBy;
        flag.severity = Severity::Warning;
        flag.span = s.limit->span;
        flag.message = "LIMIT without ORDER BY: which rows are kept depends on SQLite's scan order";
        flags_.push_back(std::move(flag));
    }

    // Aggregate calls of `c`'s result columns and HAVING (not in subqueries).
    std::vector<const sql::FunctionCall*> aggregates(const sql::SelectCore& c) const {
        std::vector<const sql::FunctionCall*> out;
        auto scan = [&](const sql::Expr* e) {
            if (!e) return;
            walk(
                *e,
                [&](const sql::Expr& n) {
                    if (auto* f = n.as<sql::FunctionCall>(); f && isAggregateCall(*f)) {
                        out.push_back(f);
                        return false;
                    }
                    return true;
                },
                [](const sql::SelectStatement&) {});
        };
        for (const sql::ResultColumn& rc : c.columns)
            scan(rc.expr.get());
        scan(c.having.get());
        return out;
    }
    bool hasAggregate(const sql::SelectCore& c) const { return !aggregates(c).empty(); }

    // Equalities column = column between bindings of `scope`, from the
    // conjuncts of the ON conditions and WHERE.
    std::vector<std::pair<BoundColumn, BoundColumn>> equalities(
        const std::vector<const sql::Expr*>& conditions, const Scope& scope) const {
        std::vector<std::pair<BoundColumn, BoundColumn>> out;
        std::vector<const sql::Expr*> terms;
        for (const sql::Expr* c : conditions)
            if (c) conjuncts(c, terms);
        for (const sql::Expr* t : terms) {
            auto* b = t->as<sql::Binary>();
            if (!b || (b->op != sql::BinaryOp::Eq && b->op != sql::BinaryOp::EqEq) || !b->left ||
                !b->right)
                continue;
            auto l = tableColumn(*b->left, scope), r = tableColumn(*b->right, scope);
            if (l && r && ownBinding(*l, scope) && ownBinding(*r, scope)) out.emplace_back(*l, *r);
        }
        return out;
    }

    static bool ownBinding(const BoundColumn& c, const Scope& scope) {
        for (const Binding& b : scope.bindings)
            if (&b == c.binding) return true;
        return false;
    }

    // The columns of `b` that make each of its rows unique: its primary key
    // (as the file declares it, tables.json without a file), and each
    // single UNIQUE column.
    std::vector<std::vector<size_t>> keysOf(const Binding& b) const {
        std::vector<std::vector<size_t>> keys;
        if (!database_ || b.kind != bind::BindingKind::Table || !b.table) return keys;
        schema::FactOptions options;
        options.tablesJsonFallback = true;
        const schema::TableFacts facts = schema::tableFacts(*database_, b.tableName, options);
        std::vector<size_t> pk;
        for (const std::string& name : facts.primaryKey) {
            auto i = b.findColumn(name);
            if (!i) {
                pk.clear();
                break;
            }
            pk.push_back(*i);
        }
        if (!pk.empty()) keys.push_back(pk);
        const auto& names = b.columnNames();
        for (size_t i = 0; i < names.size(); ++i) {
            const schema::ColumnFacts cf =
                schema::columnFacts(*database_, b.tableName, names[i], options);
            if (cf.unique.value && !(pk.size() == 1 && pk[0] == i)) keys.push_back({i});
        }
        return keys;
    }

    void bareColumns(const sql::SelectCore& c, const Scope& scope,
                     const std::vector<const sql::Expr*>& conditions,
                     const std::vector<sql::OrderingTerm>* orderBy) {
        const auto calls = aggregates(c);
        if (c.groupBy.empty() && calls.empty()) return;
        // What is grouped: GROUP BY's columns (an alias or a result column
        // number standing for its expression), and its expressions as written.
        std::set<BoundColumn> grouped;
        std::set<std::string> groupedText;
        size_t longestGrouped = 0;  // bytes: longer expressions are not compared as text
        for (const sql::ExprPtr& g : c.groupBy) {
            if (!g) continue;
            const sql::Expr* e = g.get();
            if (auto* lit = e->as<sql::Literal>();
                lit && lit->kind == sql::Literal::Kind::Integer) {
                const size_t k = static_cast<size_t>(std::atoll(lit->text.c_str()));
                if (k >= 1 && k <= c.columns.size() && c.columns[k - 1].expr)
                    e = c.columns[k - 1].expr.get();
            } else if (auto* col = e->as<sql::ColumnRef>()) {
                const Resolution r = binder_.resolve(*col, scope);
                if (r.kind == Resolution::Kind::Alias && r.alias && r.alias->expr)
                    e = r.alias->expr.get();
            }
            groupedText.insert(normalized(spanText(e->span)));
            longestGrouped = std::max<size_t>(longestGrouped, e->span.length());
            if (auto bc = tableColumn(*e, scope)) grouped.insert(*bc);
        }
        // Closed under the equalities of ON and WHERE and under keys: a
        // binding whose key is grouped has every column determined.
        const auto equal = equalities(conditions, scope);
        std::map<const Binding*, std::vector<std::vector<size_t>>> keys;
        for (const Binding& b : scope.bindings)
            keys[&b] = keysOf(b);
        std::set<const Binding*> determined;
        for (bool changed = true; changed;) {
            changed = false;
            for (const auto& [x, y] : equal) {
                if (grouped.count(x) && !grouped.count(y)) changed |= grouped.insert(y).second;
                if (grouped.count(y) && !grouped.count(x)) changed |= grouped.insert(x).second;
            }
            for (const Binding& b : scope.bindings) {
                if (determined.count(&b)) continue;
                for (const auto& key : keys[&b]) {
                    const bool all = std::all_of(key.begin(), key.end(), [&](size_t i) {
                        return grouped.count(BoundColumn{&b, i}) > 0;
                    });
                    if (!all) continue;
                    determined.insert(&b);
                    for (size_t i = 0; i < b.columnNames().size(); ++i)
                        grouped.insert(BoundColumn{&b, i});
                    changed = true;
                    break;
                }
            }
        }
        // SQLite's documented rule: with a single min() or max() aggregate,
        // bare columns come from the row holding the min or max.
        bool minMax = false;
        if (calls.size() == 1) {
            const std::string name = lower(calls[0]->name.name);
            minMax = name == "min" || name == "max";
        }
        std::set<BoundColumn> reported;
        auto report = [&](const BoundColumn& bc, sql::Span span) {
            if (grouped.count(bc) || !reported.insert(bc).second) return;
            AuditFlag flag;
            flag.kind = FlagKind::BareGroupColumn;
            flag.severity = minMax ? Severity::Info : Severity::Warning;
            flag.span = span;
            const std::string name = qualified(bc);
            if (c.groupBy.empty()) {
                flag.message = name +
                               " is read in an aggregate query without GROUP BY and is "
                               "not aggregated: SQLite takes it from " +
                               (minMax ? "the row holding the " + lower(calls[0]->name.name) +
                                             " (another tied row is as right)"
                                       : std::string("an arbitrary row"));
            } else {
                flag.message = name +
                               " is neither grouped, aggregated nor determined by a "
                               "grouped key: SQLite takes it from " +
                               (minMax ? "the row holding the " + lower(calls[0]->name.name) +
                                             " of its group (ties: any)"
                                       : std::string("an arbitrary row of its group"));
            }
            std::string groupedList;
            for (const sql::ExprPtr& g : c.groupBy)
                if (g) groupedList += (groupedList.empty() ? "" : ", ") + spanText(g->span);
            flag.facts.push_back("GROUP BY: " + (groupedList.empty() ? "(none)" : groupedList));
            std::string keyList;
            for (const auto& key : keys[bc.binding]) {
                std::string k;
                for (size_t i : key)
                    k += (k.empty() ? "" : "+") + columnName(BoundColumn{bc.binding, i});
                keyList += (keyList.empty() ? "" : ", ") + k;
            }
            flag.facts.push_back("keys of " + bc.binding->tableName + ": " +
                                 (keyList.empty() ? "(none known)" : keyList));
            flags_.push_back(std::move(flag));
        };
        auto scan = [&](const sql::Expr* e, bool orderTerm) {
            if (!e) return;
            walk(
                *e,
                [&](const sql::Expr& n) {
                    // (Bounded so that a long operator chain is not normalized
                    // once per node: quadratic.)
                    if (!groupedText.empty() && n.span.length() <= 2 * longestGrouped + 256 &&
                        groupedText.count(normalized(spanText(n.span))))
                        return false;
                    if (auto* f = n.as<sql::FunctionCall>()) {
                        if (isAggregateCall(*f) || f->over) return false;
                    }
                    if (n.as<sql::ColumnRef>()) {
                        if (auto bc = tableColumn(n, scope, orderTerm);
                            bc && ownBinding(*bc, scope))
                            report(*bc, n.span);
                        return false;
                    }
                    return true;
                },
                [](const sql::SelectStatement&) {});
        };
        for (const sql::ResultColumn& rc : c.columns) {
            if (rc.kind == sql::ResultColumn::Kind::Expression) {
                scan(rc.expr.get(), false);
                continue;
            }
            // * and t.*: every column of the bindings they show.
            for (const Binding& b : scope.bindings) {
                if (rc.kind == sql::ResultColumn::Kind::TableStar && rc.table &&
                    lower(rc.table->name) != b.name)
                    continue;
                for (size_t i = 0; i < b.columnNames().size(); ++i)
                    report(BoundColumn{&b, i}, rc.span);
            }
        }
        scan(c.having.get(), false);
        if (orderBy)
            for (const sql::OrderingTerm& t : *orderBy)
                scan(t.expr.get(), true);
    }

    // Foreign keys declared between two columns, in either direction, or
    // to a common target, from the file or tables.json.
    bool relatedByForeignKey(const BoundColumn& a, const BoundColumn& b) const {
        auto targets = [&](const BoundColumn& c) {
            std::set<std::pair<std::string, std::string>> out;
            const std::string table = c.binding->tableName, column = lower(columnName(c));
            const schema::ColumnFacts facts = schema::columnFacts(*database_, table, column);
            for (const schema::ForeignKeyTarget& t : facts.foreignKeys)
                out.emplace(lower(t.table), lower(t.column));
            for (const schema::ForeignKey& fk : database_->foreignKeys) {
                auto name = [&](schema::ColumnIndex i) {
                    const schema::Column& col = database_->columns[static_cast<size_t>(i)];
                    const std::string t =
                        col.table >= 0
                            ? lower(database_->tables[static_cast<size_t>(col.table)].name)
                            : std::string();
                    return std::pair(t, lower(col.name));
                };
                if (fk.column <= 0 || fk.referenced <= 0 ||
                    static_cast<size_t>(std::max(fk.column, fk.referenced)) >=
                        database_->columns.size())
                    continue;
                if (name(fk.column) == std::pair(table, column)) out.insert(name(fk.referenced));
            }
            return out;
        };
        const auto self = [&](const BoundColumn& c) {
            return std::pair(c.binding->tableName, lower(columnName(c)));
        };
        const auto ta = targets(a), tb = targets(b);
        if (ta.count(self(b)) || tb.count(self(a))) return true;
        for (const auto& t : ta)
            if (tb.count(t)) return true;
        return false;
    }

    // Whether `c` is the whole, single-column primary key of its table.
    bool soleKey(const BoundColumn& c) const {
        schema::FactOptions options;
        options.tablesJsonFallback = true;
        const schema::TableFacts facts =
            schema::tableFacts(*database_, c.binding->tableName, options);
        return facts.primaryKey.size() == 1 && lower(facts.primaryKey[0]) == lower(columnName(c));
    }

    void joinKeys(const Scope& scope, const std::vector<const sql::Expr*>& on,
                  const sql::Expr* where) {
        if (!database_) return;
        std::vector<const sql::Expr*> terms;
        for (const sql::Expr* c : on)
            if (c) conjuncts(c, terms);
        if (where) conjuncts(where, terms);
        for (const sql::Expr* t : terms) {
            auto* b = t->as<sql::Binary>();
            if (!b || (b->op != sql::BinaryOp::Eq && b->op != sql::BinaryOp::EqEq) || !b->left ||
                !b->right)
                continue;
            auto l = tableColumn(*b->left, scope), r = tableColumn(*b->right, scope);
            if (!l || !r || !ownBinding(*l, scope) || !ownBinding(*r, scope)) continue;
            if (l->binding->kind != bind::BindingKind::Table ||
                r->binding->kind != bind::BindingKind::Table)
                continue;
            if (l->binding->tableName == r->binding->tableName) continue;
            if (!soleKey(*l) || !soleKey(*r)) continue;
            const std::string ln = lower(columnName(*l)), rn = lower(columnName(*r));
            // Same-named keys other than a bare "id" (people_id = people_id)
            // read as a one-to-one link Spider did not declare.
            if (ln == rn && ln != "id") continue;
            if (relatedByForeignKey(*l, *r)) continue;
            AuditFlag flag;
            flag.kind = FlagKind::UnrelatedJoinKeys;
            flag.severity = Severity::Warning;
            flag.span = t->span;
            flag.message = "joins " + l->binding->tableName + " and " + r->binding->tableName +
                           " on their own primary keys, which no declared foreign key relates: "
                           "rows pair up by coincidence of numbering";
            flag.facts.push_back(qualified(*l) + ": primary key of " + l->binding->tableName);
            flag.facts.push_back(qualified(*r) + ": primary key of " + r->binding->tableName);
            flag.facts.push_back(
                "no foreign key between them (file or tables.json), nor to a "
                "common column");
            flags_.push_back(std::move(flag));
        }
    }

    std::string_view text_;
    const schema::DatabaseSchema* database_;
    match::component::SchemaIndex index_;
    bind::Binder binder_;
    std::vector<AuditFlag> flags_;
    int depth_ = 0;
};

}  // namespace

std::vector<AuditFlag> checkShapes(const sql::SelectStatement& statement, std::string_view text,
                                   const schema::DatabaseSchema* database) {
    ShapeChecker checker(text, database);
    checker.statement(statement, nullptr, nullptr);
    return checker.take();
}

bool hasBareGroupColumn(const std::vector<AuditFlag>& shapeFlags) {
    return std::any_of(shapeFlags.begin(), shapeFlags.end(),
                       [](const AuditFlag& f) { return f.kind == FlagKind::BareGroupColumn; });
}

}  // namespace sqlscope::audit
