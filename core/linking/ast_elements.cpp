// docs/metrics/linking.md#extracting-elements, the parser-based extractor: a
// walk over the AST that asks the shared binder (core/bind/binder.h) what
// every name means and records the tables and columns SQLite would read.
// The binder's options are SQLite's reading of names (linkingBindOptions).
// Which names are resolved where is the walk's: a FROM subquery and a CTE
// body are resolved in the scope enclosing the SELECT that uses them; an
// unused CTE is never resolved, so it reads nothing; GROUP BY and ORDER BY
// may not refer to outer queries; result-column aliases are visible in WHERE,
// GROUP BY, HAVING and ORDER BY.
#include "core/linking/ast_elements.h"

#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "core/bind/binder.h"
#include "core/schema/names.h"
#include "core/sql/expr_chain.h"
#include "core/util/ascii_case.h"

namespace sqlscope::linking {

namespace {

using bind::Binding;
using bind::BindingKind;
using bind::Resolution;
using bind::Scope;
using schema::lowerName;

// SQLite's reading of names: elements must be exactly the tables and
// columns SQLite reads when it prepares the query (bind/bind_options.h).
bind::BindOptions linkingBindOptions() {
    bind::BindOptions options;
    options.tableNameUnderAlias = false;
    options.otherSchemasMissing = true;
    options.systemTables = true;
    options.rowid = true;
    options.sqliteResultNames = true;
    options.unknownColumnsPerScope = true;
    options.reportAmbiguity = true;
    options.cteNaming = bind::CteNaming::OnUse;
    options.qualified = bind::QualifiedLookup::FirstHavingColumn;
    options.aliases = bind::AliasReach::FlaggedScopes;
    return options;
}

bool isIntegerLiteral(const sql::Expr* e) {
    const auto* literal = e ? e->as<sql::Literal>() : nullptr;
    return literal && literal->kind == sql::Literal::Kind::Integer;
}

const LinkTable& linkTable(const Binding& binding) {
    // The binder's catalog is the LinkDatabase: its tables are LinkTables.
    return static_cast<const LinkTable&>(*binding.table);
}

// The span of a table's name in FROM.
sql::Span tableNameSpan(const Binding& binding) {
    const auto* name = std::get_if<sql::TableName>(&binding.item->source);
    return name ? name->name.span : sql::Span{};
}

// Cuts a scope from the enclosing ones while it lives.
class Detached {
public:
    explicit Detached(Scope& scope) : scope_(scope), parent_(scope.parent) {
        scope.parent = nullptr;
    }
    ~Detached() { scope_.parent = parent_; }
    Detached(const Detached&) = delete;
    Detached& operator=(const Detached&) = delete;

private:
    Scope& scope_;
    const Scope* parent_;
};

class Walker final : public bind::FromListener {
public:
    Walker(std::string_view text, const LinkDatabase& database)
        : text_(text), db_(database), binder_(&database, linkingBindOptions(), text) {}

    QueryElements run(const sql::SelectStatement& statement) {
        select(statement, nullptr, nullptr);
        QueryElements out;
        out.source = ElementSource::Ast;
        collector_.takeInto(out);
        out.unresolved = std::move(unresolved_);
        return out;
    }

private:
    // How a table of a FROM item is used: a column of it was read (SQLite
    // reports it), or it was used without a report (a USING/NATURAL column
    // that is not the rowid alias).
    struct Use {
        bool read = false;
        bool usedSilently = false;
    };
    Use& use(const Binding& binding) {
        for (auto it = uses_.rbegin(); it != uses_.rend(); ++it)
            if (it->first == binding.item) return it->second;
        return uses_.emplace_back(binding.item, Use()).second;
    }

    // ---- elements -------------------------------------------------------

    void addTable(const LinkTable& table, sql::Span span) {
        collector_.addStable(ElementKind::Table, table.element, span);
    }
    // The column of that index of the binding's table.
    void addColumn(const Binding& binding, size_t column, sql::Span span) {
        use(binding).read = true;
        if (silent_) return;
        collector_.addStable(ElementKind::Column, linkTable(binding).columnElements[column], span);
    }
    // A column the binding's table may not have.
    void addColumn(const Binding& binding, std::string_view column, sql::Span span) {
        use(binding).read = true;
        if (silent_) return;
        collector_.add(ElementKind::Column, columnElementName(binding.table->name, column), span);
    }
    void addRowid(const Binding& binding, sql::Span span) {
        if (binding.table->rowidAlias)
            addColumn(binding, *binding.table->rowidAlias, span);
        else
            addColumn(binding, std::string_view("rowid"), span);
    }

    // SQLite reports a table read without a column (SQLITE_READ with "")
    // when none of its columns is used; a USING column counts as used
    // although its read is not reported, unless it is the rowid alias.
    void finish(const Scope& scope) {
        for (const Binding& binding : scope.bindings) {
            if (binding.kind != BindingKind::Table) continue;
            const Use& used = use(binding);
            if (used.read || !used.usedSilently)
                addTable(linkTable(binding), tableNameSpan(binding));
        }
    }
    void unresolved(sql::Span span, std::string reason) {
        if (silent_) return;
        unresolved_.push_back({std::string(span.textIn(text_)), span, std::move(reason)});
    }

    // ---- statements -----------------------------------------------------

    // Resolves a whole statement in `parent`'s scope; returns the names of
    // its result columns (of its first SELECT, as SQLite names a compound's).
    std::vector<std::string> select(const sql::SelectStatement& s, const Scope* parent,
                                    const bind::CteEnv* ctes) {
        const bind::CteEnv env = binder_.ctesOf(s, ctes);
        std::vector<std::string> names;
        std::unique_ptr<Scope> first = core(s.first, parent, &env, names);
        std::vector<std::unique_ptr<Scope>> others;
        for (const sql::CompoundTerm& term : s.compounds) {
            std::vector<std::string> ignored;
            others.push_back(core(term.core, parent, &env, ignored));
        }
        for (const sql::OrderingTerm& term : s.orderBy) {
            const sql::Expr* e = term.expr.get();
            if (isIntegerLiteral(e)) continue;  // a result column's position
            const auto* ref = e ? e->as<sql::ColumnRef>() : nullptr;
            if (ref && !ref->table && bind::Binder::findAlias(*first, ref->column.name)) continue;
            Detached detached(*first);  // SQLite: no outer references in ORDER BY
            if (s.compounds.empty()) {
                first->aliasesVisible = true;
                expr(e, *first);
            } else {
                // A compound's ORDER BY names its result columns; SQLite
                // tries the first SELECT's tables only to match them.
                bool named = false;
                for (const std::string& name : names)
                    if (ref && !ref->table && util::equalsIgnoringAsciiCase(name, ref->column.name))
                        named = true;
                if (named) continue;
                first->aliasesVisible = true;
                const bool wasSilent = silent_;
                silent_ = true;
                expr(e, *first);
                silent_ = wasSilent;
            }
        }
        if (s.limit) {
            Scope empty;
            empty.parent = parent;
            empty.ctes = &env;
            expr(s.limit->count.get(), empty);
            expr(s.limit->offset.get(), empty);
        }
        finish(*first);
        for (const auto& scope : others)
            finish(*scope);
        return names;
    }

    std::unique_ptr<Scope> core(const sql::SelectCore& c, const Scope* parent,
                                const bind::CteEnv* ctes, std::vector<std::string>& names) {
        auto scope = std::make_unique<Scope>();
        scope->parent = parent;
        scope->ctes = ctes;
        scope->core = &c;
        if (c.isValues) {
            for (const auto& row : c.values)
                for (const sql::ExprPtr& e : row)
                    expr(e.get(), *scope);
            names = binder_.resultNames(c, *scope);
            return scope;
        }
        if (c.from) {
            binder_.bindFrom(*c.from, *scope, *this);
            std::vector<const sql::FromItem*> items;
            fromItems(*c.from, items);
            for (const sql::FromItem* item : items) {
                if (const auto* function = std::get_if<sql::TableFunction>(&item->source))
                    for (const sql::ExprPtr& argument : function->arguments)
                        expr(argument.get(), *scope);
                expr(item->on.get(), *scope);
            }
        }
        for (const sql::ResultColumn& column : c.columns) {
            switch (column.kind) {
                case sql::ResultColumn::Kind::Star:
                    for (const Binding& binding : scope->bindings)
                        expand(binding, column.span, true);
                    break;
                case sql::ResultColumn::Kind::TableStar:
                    if (const Binding* binding =
                            binder_.findBinding(*scope, column.table->name, false))
                        expand(*binding, column.span, false);
                    else
                        unresolved(column.span, "no such table");
                    break;
                case sql::ResultColumn::Kind::Expression:
                    expr(column.expr.get(), *scope);
                    break;
            }
        }
        names = binder_.resultNames(c, *scope);
        scope->aliasesVisible = true;
        expr(c.where.get(), *scope);
        expr(c.having.get(), *scope);
        {
            // SQLite: GROUP BY and ORDER BY may not refer to outer queries.
            Detached detached(*scope);
            for (const sql::ExprPtr& e : c.groupBy)
                if (!isIntegerLiteral(e.get())) expr(e.get(), *scope);
        }
        for (const sql::NamedWindow& window : c.windows)
            windowSpec(window.spec, *scope);
        return scope;
    }

    // The FROM items whose ON and table-function arguments are resolved, in
    // order: a nested join's items, then the nested join itself.
    static void fromItems(const sql::FromClause& from, std::vector<const sql::FromItem*>& out) {
        for (const sql::FromItem& item : from.items) {
            if (const auto* nested = std::get_if<sql::NestedJoin>(&item.source))
                if (nested->from) fromItems(*nested->from, out);
            out.push_back(&item);
        }
    }

    // `*` or `t.*`: every column of a table is read (`*` shows a USING
    // column once); a derived binding's columns were read where its body
    // was resolved.
    void expand(const Binding& binding, sql::Span span, bool skipJoined) {
        if (binding.kind != BindingKind::Table) return;
        const std::vector<std::string>& columns = binding.table->columns;
        for (size_t i = 0; i < columns.size(); ++i) {
            if (skipJoined && binding.isJoined(columns[i])) continue;
            addColumn(binding, i, span);
        }
    }

    // ---- FROM (bind::FromListener) -----------------------------------------

    std::vector<std::string> subqueryColumns(const sql::SelectStatement& subquery,
                                             const Scope& scope) override {
        return select(subquery, scope.parent, scope.ctes);
    }
    std::vector<std::string> cteColumns(const bind::CteEnv::Found& found,
                                        const Scope& scope) override {
        return cteColumns(*found.entry->cte, found.env, scope.parent);
    }
    void bound(const Binding& binding) override {
        if (binding.kind != BindingKind::MissingTable) return;
        const sql::Span span = tableNameSpan(binding);
        collector_.add(ElementKind::Table, binding.tableName, span);
        unresolved(span, "no such table");
    }
    // One column of USING (or NATURAL), joining the leftmost table having it
    // to the right table. SQLite builds that join condition without name
    // resolution, so it reports no read of either column (only the use,
    // see finish()).
    void joined(const bind::JoinedColumn& column) override {
        auto read = [&](const Binding& binding) {
            if (binding.kind != BindingKind::Table) return;
            std::optional<size_t> index = binding.table->findColumn(column.name);
            if (index && index != binding.table->rowidAlias) use(binding).usedSilently = true;
        };
        if (column.left)
            read(*column.left);
        else if (!column.span.empty())
            unresolved(column.span, "no such column in the left tables of USING");
        if (column.rightHas) {
            read(column.right);
        } else if (!column.span.empty() && column.right.kind == BindingKind::Table) {
            unresolved(column.span, "no such column in the right table of USING");
        }
    }

    // ---- CTEs -----------------------------------------------------------

    // Resolves a CTE's body on its first use; its result column names.
    std::vector<std::string> cteColumns(const sql::CommonTableExpr& cte, const bind::CteEnv* env,
                                        const Scope* parent) {
        if (auto it = cteColumns_.find(&cte); it != cteColumns_.end()) return it->second;
        std::vector<std::string> declared;
        for (const sql::Identifier& column : cte.columns)
            declared.push_back(column.name);
        if (inProgress_.contains(&cte)) {
            // A recursive reference: its columns as far as they are known.
            if (!declared.empty()) return declared;
            std::vector<std::string> names;
            for (const sql::ResultColumn& column : cte.select->first.columns) {
                if (column.alias)
                    names.push_back(column.alias->name);
                else if (column.expr && column.expr->as<sql::ColumnRef>())
                    names.push_back(column.expr->as<sql::ColumnRef>()->column.name);
            }
            return names;
        }
        inProgress_.insert(&cte);
        std::vector<std::string> names = select(*cte.select, parent, env);
        inProgress_.erase(&cte);
        if (!declared.empty()) names = declared;
        cteColumns_[&cte] = names;
        return names;
    }

    // ---- expressions ----------------------------------------------------

    void windowSpec(const sql::WindowSpec& spec, Scope& scope) {
        for (const sql::ExprPtr& e : spec.partitionBy)
            expr(e.get(), scope);
        for (const sql::OrderingTerm& term : spec.orderBy)
            expr(term.expr.get(), scope);
        if (spec.frame) {
            expr(spec.frame->start.offset.get(), scope);
            expr(spec.frame->end.offset.get(), scope);
        }
    }

    // Down a chain (sql/expr_chain.h) with a loop; the chain nodes act only
    // after their operand, so the order of elements is that of a recursion.
    void expr(const sql::Expr* e, Scope& scope) {
        if (!e) return;
        sql::walkChain(
            *e, [](const sql::Expr&) {},
            [&](const sql::Expr& leaf) {
                std::visit([&](const auto& node) { visit(node, leaf.span, scope); }, leaf.node);
            },
            [&](const sql::Expr& n) { afterOperand(n, scope); });
    }

    // A chain node's children after its chain operand.
    void afterOperand(const sql::Expr& e, Scope& scope) {
        if (auto* b = e.as<sql::Binary>()) return expr(b->right.get(), scope);
        if (auto* b = e.as<sql::Between>()) {
            expr(b->low.get(), scope);
            return expr(b->high.get(), scope);
        }
        if (auto* in = e.as<sql::In>()) {
            for (const sql::ExprPtr& x : in->list)
                expr(x.get(), scope);
            if (in->subquery) select(*in->subquery, &scope, scope.ctes);
            if (in->table && !in->tableFunction) inTable(*in, scope);
            return;
        }
        if (auto* p = e.as<sql::Pattern>()) {
            expr(p->pattern.get(), scope);
            expr(p->escape.get(), scope);
        }
    }

    void visit(const sql::Literal&, sql::Span, Scope&) {}
    void visit(const sql::Parameter&, sql::Span, Scope&) {}
    void visit(const sql::ColumnRef& ref, sql::Span span, Scope& scope) {
        resolveColumn(ref, span, scope);
    }
    void visit(const sql::Unary& n, sql::Span, Scope& scope) { expr(n.operand.get(), scope); }
    // Chain nodes: afterOperand() above.
    void visit(const sql::Binary&, sql::Span, Scope&) {}
    void visit(const sql::Between&, sql::Span, Scope&) {}
    void visit(const sql::In&, sql::Span, Scope&) {}
    void visit(const sql::Pattern&, sql::Span, Scope&) {}
    void visit(const sql::NullTest&, sql::Span, Scope&) {}
    void visit(const sql::Exists& n, sql::Span, Scope& scope) {
        select(*n.subquery, &scope, scope.ctes);
    }
    void visit(const sql::Subquery& n, sql::Span, Scope& scope) {
        select(*n.select, &scope, scope.ctes);
    }
    void visit(const sql::Case& n, sql::Span, Scope& scope) {
        expr(n.operand.get(), scope);
        for (const sql::CaseWhen& when : n.whens) {
            expr(when.when.get(), scope);
            expr(when.then.get(), scope);
        }
        expr(n.otherwise.get(), scope);
    }
    void visit(const sql::Cast& n, sql::Span, Scope& scope) { expr(n.operand.get(), scope); }
    void visit(const sql::Collate&, sql::Span, Scope&) {}
    void visit(const sql::FunctionCall& n, sql::Span, Scope& scope) {
        for (const sql::ExprPtr& e : n.arguments)
            expr(e.get(), scope);
        expr(n.filter.get(), scope);
        if (n.over) windowSpec(*n.over, scope);
    }
    void visit(const sql::RowValue& n, sql::Span, Scope& scope) {
        for (const sql::ExprPtr& e : n.elements)
            expr(e.get(), scope);
    }

    // `x IN table`: SQLite reads it as `x IN (SELECT * FROM table)`.
    void inTable(const sql::In& n, Scope& scope) {
        if (!n.schema && scope.ctes) {
            if (bind::CteEnv::Found found = scope.ctes->lookup(n.table->name); found.entry) {
                cteColumns(*found.entry->cte, found.env, &scope);
                return;
            }
        }
        if (const LinkTable* table = db_.findTable(n.table->name)) {
            addTable(*table, n.table->span);
            for (const std::string& column : table->columnElements)
                collector_.addStable(ElementKind::Column, column, n.table->span);
        } else {
            collector_.add(ElementKind::Table, lowerName(n.table->name), n.table->span);
            unresolved(n.table->span, "no such table");
        }
    }

    // ---- column names ---------------------------------------------------

    void resolveColumn(const sql::ColumnRef& ref, sql::Span span, const Scope& scope) {
        const Resolution bound = binder_.resolve(ref, scope);
        switch (bound.kind) {
            case Resolution::Kind::Column:
                if (bound.ambiguous) unresolved(span, "ambiguous column name");
                if (bound.binding->kind == BindingKind::Table)
                    addColumn(*bound.binding, *bound.column, span);
                return;
            case Resolution::Kind::Rowid:
                addRowid(*bound.binding, span);
                return;
            case Resolution::Kind::UnknownColumns:
                // A table the schema lacks: its column is still an element.
                if (bound.binding && bound.binding->kind == BindingKind::MissingTable && !silent_)
                    collector_.add(ElementKind::Column,
                                   bound.binding->tableName + "." + lowerName(ref.column.name),
                                   span);
                return;
            case Resolution::Kind::Alias:
            case Resolution::Kind::Text:
                return;
            case Resolution::Kind::Unresolved:
                unresolved(span, ref.table && !bound.binding ? "no such table" : "no such column");
                if (bound.binding && bound.binding->kind == BindingKind::Table)
                    addColumn(*bound.binding, ref.column.name, span);
                return;
        }
    }

    std::string_view text_;
    const LinkDatabase& db_;
    bind::Binder binder_;
    ElementCollector collector_;
    std::vector<UnresolvedName> unresolved_;
    std::vector<std::pair<const sql::FromItem*, Use>> uses_;
    std::map<const sql::CommonTableExpr*, std::vector<std::string>> cteColumns_;
    std::set<const sql::CommonTableExpr*> inProgress_;
    bool silent_ = false;  // matching a compound's ORDER BY: reads nothing new
};

}  // namespace

QueryElements astElements(const sql::SelectStatement& statement, std::string_view text,
                          const LinkDatabase& database) {
    return Walker(text, database).run(statement);
}

}  // namespace sqlscope::linking
