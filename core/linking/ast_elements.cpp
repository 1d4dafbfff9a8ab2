// docs/metrics/linking.md#extracting-elements, the parser-based extractor. The resolution
// order follows SQLite's (resolve.c, lookupName): a name is looked up in the
// tables of the innermost SELECT, then (unqualified, where SQLite allows it)
// among that SELECT's result-column aliases, then in the enclosing SELECTs —
// except from GROUP BY and ORDER BY, which may not refer to outer queries.
// A FROM subquery and a CTE body are resolved in the scope enclosing the
// SELECT that uses them; an unused CTE is never resolved, so it reads nothing.
#include "core/linking/ast_elements.h"

#include <map>
#include <memory>
#include <set>
#include <string>
#include <vector>

#include "core/schema/names.h"
#include "core/sql/expr_chain.h"
#include "core/util/ascii_case.h"

namespace sqlscope::linking {

namespace {

using schema::lowerName;

bool isRowidName(std::string_view name) {
    return util::equalsIgnoringAsciiCase(name, "rowid") ||
           util::equalsIgnoringAsciiCase(name, "oid") ||
           util::equalsIgnoringAsciiCase(name, "_rowid_");
}

bool isSchemaTable(std::string_view name) {
    return util::equalsIgnoringAsciiCase(name, "sqlite_master") ||
           util::equalsIgnoringAsciiCase(name, "sqlite_schema") ||
           util::equalsIgnoringAsciiCase(name, "sqlite_temp_master") ||
           util::equalsIgnoringAsciiCase(name, "sqlite_temp_schema");
}

bool isIntegerLiteral(const sql::Expr* e) {
    const auto* literal = e ? e->as<sql::Literal>() : nullptr;
    return literal && literal->kind == sql::Literal::Kind::Integer;
}

// One FROM item as the names of its SELECT see it.
struct Relation {
    enum class Kind {
        Base,     // a table of the database
        Derived,  // a FROM subquery or a CTE: its columns read nothing themselves
        Unknown,  // a table the schema does not have
        Opaque,   // a table-valued function: any column name is accepted
    };
    Kind kind = Kind::Base;
    std::string exposed;               // the alias, or the table name as written
    const LinkTable* table = nullptr;  // Base
    std::string unknown;               // Unknown: its name, lowercased
    std::vector<std::string> columns;  // Derived: output column names
    std::vector<std::string> joined;   // columns USING/NATURAL joined to a table on the left
    sql::Span nameSpan;                // Base: the table's name in FROM
    // Base: a column of it was read (SQLite reports it), or it was used
    // without a report (a USING/NATURAL column that is not the rowid alias).
    mutable bool read = false;
    mutable bool usedSilently = false;

    bool hasColumn(std::string_view column) const {
        if (kind == Kind::Base) return table->findColumn(column).has_value();
        if (kind == Kind::Derived) {
            for (const std::string& c : columns)
                if (util::equalsIgnoringAsciiCase(c, column)) return true;
        }
        return false;
    }
    bool isJoined(std::string_view column) const {
        for (const std::string& c : joined)
            if (util::equalsIgnoringAsciiCase(c, column)) return true;
        return false;
    }
};

struct CteFrame {
    const sql::WithClause* with = nullptr;
    const CteFrame* parent = nullptr;
};

struct Scope {
    const Scope* parent = nullptr;
    const CteFrame* frame = nullptr;
    const sql::SelectCore* core = nullptr;  // whose result-column aliases may be visible
    std::vector<Relation> relations;
    bool aliasesVisible = false;  // walking WHERE, GROUP BY, HAVING or ORDER BY

    bool hasAlias(std::string_view name) const {
        if (!core) return false;
        for (const sql::ResultColumn& column : core->columns)
            if (column.alias && util::equalsIgnoringAsciiCase(column.alias->name, name))
                return true;
        return false;
    }
    const Relation* findRelation(std::string_view exposed) const {
        for (const Relation& relation : relations)
            if (util::equalsIgnoringAsciiCase(relation.exposed, exposed)) return &relation;
        return nullptr;
    }
};

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

class Walker {
public:
    Walker(std::string_view text, const LinkDatabase& database) : text_(text), db_(database) {}

    QueryElements run(const sql::SelectStatement& statement) {
        select(statement, nullptr, nullptr);
        QueryElements out;
        out.source = ElementSource::Ast;
        collector_.takeInto(out);
        out.unresolved = std::move(unresolved_);
        return out;
    }

private:
    // ---- elements -------------------------------------------------------

    void addTable(const LinkTable& table, sql::Span span) {
        collector_.addStable(ElementKind::Table, table.element, span);
    }
    // The column of that index of the relation's table.
    void addColumn(const Relation& relation, size_t column, sql::Span span) {
        relation.read = true;
        if (silent_) return;
        collector_.addStable(ElementKind::Column, relation.table->columnElements[column], span);
    }
    // A column the relation's table may not have.
    void addColumn(const Relation& relation, std::string_view column, sql::Span span) {
        relation.read = true;
        if (silent_) return;
        collector_.add(ElementKind::Column, columnElementName(relation.table->name, column), span);
    }
    void addRowid(const Relation& relation, sql::Span span) {
        const LinkTable& table = *relation.table;
        if (table.rowidAlias)
            addColumn(relation, *table.rowidAlias, span);
        else
            addColumn(relation, std::string_view("rowid"), span);
    }

    // SQLite reports a table read without a column (SQLITE_READ with "")
    // when none of its columns is used; a USING column counts as used
    // although its read is not reported, unless it is the rowid alias.
    void finish(const Scope& scope) {
        for (const Relation& relation : scope.relations) {
            if (relation.kind != Relation::Kind::Base) continue;
            if (relation.read || !relation.usedSilently)
                addTable(*relation.table, relation.nameSpan);
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
                                    const CteFrame* frame) {
        CteFrame local;
        if (s.with) {
            local = {&*s.with, frame};
            frame = &local;
        }
        std::vector<std::string> names;
        std::unique_ptr<Scope> first = core(s.first, parent, frame, names);
        std::vector<std::unique_ptr<Scope>> others;
        for (const sql::CompoundTerm& term : s.compounds) {
            std::vector<std::string> ignored;
            others.push_back(core(term.core, parent, frame, ignored));
        }
        for (const sql::OrderingTerm& term : s.orderBy) {
            const sql::Expr* e = term.expr.get();
            if (isIntegerLiteral(e)) continue;  // a result column's position
            const auto* ref = e ? e->as<sql::ColumnRef>() : nullptr;
            if (ref && !ref->table && first->hasAlias(ref->column.name)) continue;
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
            empty.frame = frame;
            expr(s.limit->count.get(), empty);
            expr(s.limit->offset.get(), empty);
        }
        finish(*first);
        for (const auto& scope : others)
            finish(*scope);
        return names;
    }

    std::unique_ptr<Scope> core(const sql::SelectCore& c, const Scope* parent,
                                const CteFrame* frame, std::vector<std::string>& names) {
        auto scope = std::make_unique<Scope>();
        scope->parent = parent;
        scope->frame = frame;
        scope->core = &c;
        if (c.isValues) {
            for (const auto& row : c.values)
                for (const sql::ExprPtr& e : row)
                    expr(e.get(), *scope);
            if (!c.values.empty())
                for (size_t i = 0; i < c.values.front().size(); ++i)
                    names.push_back("column" + std::to_string(i + 1));
            return scope;
        }
        if (c.from) {
            std::vector<const sql::FromItem*> items;
            addFrom(*c.from, *scope, items);
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
                    for (const Relation& relation : scope->relations)
                        expand(relation, column.span, names, true);
                    break;
                case sql::ResultColumn::Kind::TableStar: {
                    const Relation* relation = scope->findRelation(column.table->name);
                    if (relation)
                        expand(*relation, column.span, names, false);
                    else
                        unresolved(column.span, "no such table");
                    break;
                }
                case sql::ResultColumn::Kind::Expression: {
                    expr(column.expr.get(), *scope);
                    if (column.alias) {
                        names.push_back(column.alias->name);
                    } else if (const auto* ref = column.expr->as<sql::ColumnRef>()) {
                        names.push_back(ref->column.name);
                    } else {
                        names.push_back(std::string(column.expr->span.textIn(text_)));
                    }
                    break;
                }
            }
        }
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

    // `*` or `t.*`: every column of a table is read; a derived relation's
    // columns were read where its body was resolved.
    void expand(const Relation& relation, sql::Span span, std::vector<std::string>& names,
                bool skipJoined) {
        if (relation.kind == Relation::Kind::Base) {
            const std::vector<std::string>& columns = relation.table->columns;
            for (size_t i = 0; i < columns.size(); ++i) {
                if (skipJoined && relation.isJoined(columns[i])) continue;  // `*` shows it once
                addColumn(relation, i, span);
                names.push_back(columns[i]);
            }
        } else if (relation.kind == Relation::Kind::Derived) {
            for (const std::string& column : relation.columns)
                if (!skipJoined || !relation.isJoined(column)) names.push_back(column);
        }
    }

    // ---- FROM -----------------------------------------------------------

    void addFrom(const sql::FromClause& from, Scope& scope,
                 std::vector<const sql::FromItem*>& items) {
        for (const sql::FromItem& item : from.items) {
            const size_t left = scope.relations.size();
            if (const auto* nested = std::get_if<sql::NestedJoin>(&item.source)) {
                addFrom(*nested->from, scope, items);
                items.push_back(&item);  // for its ON
            } else {
                scope.relations.push_back(relationOf(item, scope));
                items.push_back(&item);
            }
            if (left == 0 || scope.relations.size() == left) continue;
            Relation& right = scope.relations.back();
            if (item.usingColumns) {
                for (const sql::Identifier& name : *item.usingColumns)
                    joinColumn(scope, left, right, name.name, name.span);
            } else if (item.join.natural) {
                std::vector<std::string> candidates;
                if (right.kind == Relation::Kind::Base) candidates = right.table->columns;
                if (right.kind == Relation::Kind::Derived) candidates = right.columns;
                for (const std::string& column : candidates) {
                    for (size_t i = 0; i < left; ++i) {
                        if (scope.relations[i].hasColumn(column)) {
                            joinColumn(scope, left, right, column, {});
                            break;
                        }
                    }
                }
            }
        }
    }

    // One column of USING (or NATURAL), joining the leftmost table having it
    // to the right table. SQLite builds that join condition without name
    // resolution, so it reports no read of either column (only the use,
    // see finish()).
    void joinColumn(Scope& scope, size_t left, Relation& right, const std::string& column,
                    sql::Span span) {
        auto read = [&](const Relation& relation) {
            if (relation.kind != Relation::Kind::Base) return;
            std::optional<size_t> index = relation.table->findColumn(column);
            if (index && index != relation.table->rowidAlias) relation.usedSilently = true;
        };
        bool found = false;
        for (size_t i = 0; i < left && !found; ++i) {
            if (scope.relations[i].hasColumn(column)) {
                read(scope.relations[i]);
                found = true;
            }
        }
        if (!found && !span.empty()) unresolved(span, "no such column in the left tables of USING");
        if (right.hasColumn(column)) {
            read(right);
        } else if (!span.empty() && right.kind == Relation::Kind::Base) {
            unresolved(span, "no such column in the right table of USING");
        }
        right.joined.push_back(column);
    }

    Relation relationOf(const sql::FromItem& item, Scope& scope) {
        Relation relation;
        if (const auto* name = std::get_if<sql::TableName>(&item.source)) {
            relation.exposed = item.alias ? item.alias->name : name->name.name;
            if (!name->schema) {
                if (auto [cte, frame] = findCte(scope.frame, name->name.name); cte) {
                    relation.kind = Relation::Kind::Derived;
                    relation.columns = cteColumns(*cte, frame, scope.parent);
                    return relation;
                }
            }
            if (isSchemaTable(name->name.name)) {
                relation.kind = Relation::Kind::Opaque;  // SQLite's own: not an element
                return relation;
            }
            const bool mainSchema =
                !name->schema || util::equalsIgnoringAsciiCase(name->schema->name, "main");
            const LinkTable* table = mainSchema ? db_.findTable(name->name.name) : nullptr;
            if (table) {
                relation.kind = Relation::Kind::Base;
                relation.table = table;
                relation.nameSpan = name->name.span;
            } else {
                relation.kind = Relation::Kind::Unknown;
                relation.unknown = lowerName(name->name.name);
                collector_.add(ElementKind::Table, relation.unknown, name->name.span);
                unresolved(name->name.span, "no such table");
            }
        } else if (const auto* function = std::get_if<sql::TableFunction>(&item.source)) {
            relation.kind = Relation::Kind::Opaque;
            relation.exposed = item.alias ? item.alias->name : function->name.name;
        } else if (const auto* subquery = std::get_if<sql::TableSubquery>(&item.source)) {
            relation.kind = Relation::Kind::Derived;
            relation.exposed = item.alias ? item.alias->name : std::string();
            relation.columns = select(*subquery->select, scope.parent, scope.frame);
        }
        return relation;
    }

    // ---- CTEs -----------------------------------------------------------

    std::pair<const sql::CommonTableExpr*, const CteFrame*> findCte(const CteFrame* frame,
                                                                    std::string_view name) {
        for (; frame; frame = frame->parent)
            for (const sql::CommonTableExpr& cte : frame->with->tables)
                if (util::equalsIgnoringAsciiCase(cte.name.name, name)) return {&cte, frame};
        return {nullptr, nullptr};
    }

    // Resolves a CTE's body on its first use; its result column names.
    std::vector<std::string> cteColumns(const sql::CommonTableExpr& cte, const CteFrame* frame,
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
        std::vector<std::string> names = select(*cte.select, parent, frame);
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
            if (in->subquery) select(*in->subquery, &scope, scope.frame);
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
        select(*n.subquery, &scope, scope.frame);
    }
    void visit(const sql::Subquery& n, sql::Span, Scope& scope) {
        select(*n.select, &scope, scope.frame);
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
        if (!n.schema) {
            if (auto [cte, frame] = findCte(scope.frame, n.table->name); cte) {
                cteColumns(*cte, frame, &scope);
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
        const std::string& column = ref.column.name;
        if (ref.table) {
            const Relation* named = nullptr;  // the innermost relation the qualifier names
            for (const Scope* s = &scope; s; s = s->parent) {
                const Relation* relation = s->findRelation(ref.table->name);
                if (!relation) continue;
                if (!named) named = relation;
                switch (relation->kind) {
                    case Relation::Kind::Base:
                        if (auto index = relation->table->findColumn(column)) {
                            addColumn(*relation, *index, span);
                            return;
                        }
                        if (isRowidName(column)) {
                            addRowid(*relation, span);
                            return;
                        }
                        break;
                    case Relation::Kind::Derived:
                        if (relation->hasColumn(column)) return;
                        break;
                    case Relation::Kind::Unknown:
                        if (!silent_)
                            collector_.add(ElementKind::Column,
                                           relation->unknown + "." + lowerName(column), span);
                        return;
                    case Relation::Kind::Opaque:
                        return;
                }
            }
            unresolved(span, named ? "no such column" : "no such table");
            if (named && named->kind == Relation::Kind::Base) addColumn(*named, column, span);
            return;
        }

        for (const Scope* s = &scope; s; s = s->parent) {
            const Relation* match = nullptr;
            int matches = 0;
            for (const Relation& relation : s->relations) {
                if (!relation.hasColumn(column)) continue;
                if (!match) {
                    match = &relation;
                    ++matches;
                } else if (!relation.isJoined(column)) {
                    ++matches;
                }
            }
            if (match) {
                if (matches > 1) unresolved(span, "ambiguous column name");
                if (match->kind == Relation::Kind::Base)
                    addColumn(*match, *match->table->findColumn(column), span);
                return;
            }
            if (isRowidName(column) && s->relations.size() == 1 &&
                s->relations[0].kind == Relation::Kind::Base) {
                addRowid(s->relations[0], span);
                return;
            }
            if (s->aliasesVisible && s->hasAlias(column)) return;
            int unknown = 0;
            const Relation* lastUnknown = nullptr;
            for (const Relation& relation : s->relations) {
                if (relation.kind == Relation::Kind::Opaque) return;
                if (relation.kind == Relation::Kind::Unknown) {
                    ++unknown;
                    lastUnknown = &relation;
                }
            }
            if (unknown > 0) {
                if (unknown == 1 && !silent_)
                    collector_.add(ElementKind::Column,
                                   lastUnknown->unknown + "." + lowerName(column), span);
                return;
            }
        }
        // SQLite reads a double-quoted name that is no column as a string.
        if (ref.column.quote == sql::QuoteStyle::Double && !ref.schema) return;
        unresolved(span, "no such column");
        if (scope.relations.size() == 1 && scope.relations[0].kind == Relation::Kind::Base)
            addColumn(scope.relations[0], column, span);
    }

    std::string_view text_;
    const LinkDatabase& db_;
    ElementCollector collector_;
    std::vector<UnresolvedName> unresolved_;
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
