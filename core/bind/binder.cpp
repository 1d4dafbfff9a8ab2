// The binder (binder.h). Resolution follows SQLite's order (resolve.c,
// lookupName): the tables of the innermost SELECT, then its result-column
// aliases, then the enclosing SELECTs; BindOptions records where component
// analysis reads names otherwise.
#include "core/bind/binder.h"

#include "core/schema/names.h"
#include "core/util/ascii_case.h"

namespace sqlscope::bind {

namespace {

using schema::lowerName;

bool isRowidName(std::string_view name) {
    return util::equalsIgnoringAsciiCase(name, "rowid") ||
           util::equalsIgnoringAsciiCase(name, "oid") ||
           util::equalsIgnoringAsciiCase(name, "_rowid_");
}

bool isSystemTable(std::string_view name) {
    return util::equalsIgnoringAsciiCase(name, "sqlite_master") ||
           util::equalsIgnoringAsciiCase(name, "sqlite_schema") ||
           util::equalsIgnoringAsciiCase(name, "sqlite_temp_master") ||
           util::equalsIgnoringAsciiCase(name, "sqlite_temp_schema");
}

// Names derived columns from the SQL alone (component analysis's way).
class SqlNames final : public FromListener {
public:
    explicit SqlNames(const Binder& binder) : binder_(binder) {}
    std::vector<std::string> subqueryColumns(const sql::SelectStatement& select,
                                             const Scope& scope) override {
        return binder_.outputNames(select, scope.ctes);
    }
    std::vector<std::string> cteColumns(const CteEnv::Found& cte, const Scope&) override {
        return cte.entry->columns;
    }

private:
    const Binder& binder_;
};

}  // namespace

CteEnv Binder::ctesOf(const sql::SelectStatement& statement, const CteEnv* parent) const {
    CteEnv env;
    env.parent = parent;
    if (!statement.with) return env;
    env.entries.reserve(statement.with->tables.size());
    for (const sql::CommonTableExpr& cte : statement.with->tables) {
        CteEnv::Entry entry;
        entry.name = lowerName(cte.name.name);
        entry.cte = &cte;
        if (options_.cteNaming == CteNaming::Eager) {
            if (!cte.columns.empty()) {
                for (const sql::Identifier& column : cte.columns)
                    entry.columns.push_back(lowerName(column.name));
            } else if (cte.select) {
                // Earlier CTEs of the same WITH are visible; the CTE itself is
                // not (the anchor of a recursive CTE names the columns).
                entry.columns = outputNames(*cte.select, &env);
            }
        }
        env.entries.push_back(std::move(entry));
    }
    return env;
}

Binding Binder::bindItem(const sql::FromItem& item, const Scope& scope,
                         FromListener& listener) const {
    Binding binding;
    binding.item = &item;
    if (const auto* table = std::get_if<sql::TableName>(&item.source)) {
        std::string name = lowerName(table->name.name);
        binding.name = item.alias ? lowerName(item.alias->name) : name;
        if (!table->schema && scope.ctes) {
            if (CteEnv::Found found = scope.ctes->lookup(name); found.entry) {
                binding.kind = BindingKind::Cte;
                binding.cte = found.entry->cte;
                binding.columns = listener.cteColumns(found, scope);
                return binding;
            }
        }
        binding.tableName = std::move(name);
        if (options_.systemTables && isSystemTable(binding.tableName)) {
            binding.kind = BindingKind::SystemTable;
            return binding;
        }
        const bool mainSchema = !options_.otherSchemasMissing || !table->schema ||
                                util::equalsIgnoringAsciiCase(table->schema->name, "main");
        binding.table = mainSchema && catalog_ ? catalog_->findTable(binding.tableName) : nullptr;
        binding.kind = binding.table ? BindingKind::Table : BindingKind::MissingTable;
    } else if (const auto* function = std::get_if<sql::TableFunction>(&item.source)) {
        binding.kind = BindingKind::Function;
        binding.tableName = lowerName(function->name.name);
        binding.name = item.alias ? lowerName(item.alias->name) : binding.tableName;
    } else if (const auto* sub = std::get_if<sql::TableSubquery>(&item.source)) {
        binding.kind = BindingKind::Subquery;
        binding.name = item.alias ? lowerName(item.alias->name) : std::string();
        if (sub->select) binding.columns = listener.subqueryColumns(*sub->select, scope);
    }
    return binding;
}

void Binder::bindFrom(const sql::FromClause& from, Scope& scope, FromListener& listener) const {
    for (const sql::FromItem& item : from.items) {
        const size_t left = scope.bindings.size();
        if (const auto* nested = std::get_if<sql::NestedJoin>(&item.source)) {
            if (nested->from) bindFrom(*nested->from, scope, listener);
        } else {
            Binding binding = bindItem(item, scope, listener);
            scope.bindings.push_back(std::move(binding));
            listener.bound(scope.bindings.back());
        }
        if (left == 0 || scope.bindings.size() == left) continue;
        join(scope, left, item, listener);
    }
}

void Binder::join(Scope& scope, size_t left, const sql::FromItem& item,
                  FromListener& listener) const {
    if (item.usingColumns) {
        for (const sql::Identifier& name : *item.usingColumns)
            joinColumn(scope, left, name.name, name.span, listener);
    } else if (item.join.natural) {
        // The right binding's columns do not move while `joined` grows.
        const std::vector<std::string>& candidates = scope.bindings.back().columnNames();
        for (const std::string& column : candidates) {
            for (size_t i = 0; i < left; ++i) {
                if (scope.bindings[i].hasColumn(column)) {
                    joinColumn(scope, left, column, {}, listener);
                    break;
                }
            }
        }
    }
}

void Binder::joinColumn(Scope& scope, size_t left, std::string_view column, sql::Span span,
                        FromListener& listener) const {
    Binding& right = scope.bindings.back();
    const Binding* leftmost = nullptr;
    for (size_t i = 0; i < left && !leftmost; ++i)
        if (scope.bindings[i].hasColumn(column)) leftmost = &scope.bindings[i];
    const bool rightHas = right.hasColumn(column);
    right.joined.emplace_back(column);
    listener.joined({column, span, leftmost, right, rightHas});
}

Scope Binder::scopeOf(const sql::SelectCore& core, const Scope* parent, const CteEnv* ctes) const {
    Scope scope;
    scope.parent = parent;
    scope.core = &core;
    scope.ctes = ctes;
    if (core.from) {
        scope.bindings.reserve(core.from->items.size());
        SqlNames names(*this);
        bindFrom(*core.from, scope, names);
    }
    return scope;
}

std::vector<std::string> Binder::resultNames(const sql::SelectCore& core,
                                             const Scope& scope) const {
    std::vector<std::string> names;
    if (core.isValues) {
        if (core.values.empty()) return names;
        const size_t count = core.values.front().size();
        for (size_t i = 0; i < count; ++i)
            names.push_back(options_.sqliteResultNames ? "column" + std::to_string(i + 1)
                                                       : std::string());
        return names;
    }
    for (const sql::ResultColumn& column : core.columns) {
        switch (column.kind) {
            case sql::ResultColumn::Kind::Star:
                for (const Binding& binding : scope.bindings) {
                    for (const std::string& name : binding.columnNames()) {
                        // SQLite's `*` shows a USING/NATURAL column once.
                        if (options_.sqliteResultNames && binding.isJoined(name)) continue;
                        names.push_back(name);
                    }
                }
                break;
            case sql::ResultColumn::Kind::TableStar:
                if (const Binding* binding = findBinding(scope, column.table->name, false)) {
                    const std::vector<std::string>& columns = binding->columnNames();
                    names.insert(names.end(), columns.begin(), columns.end());
                }
                break;
            case sql::ResultColumn::Kind::Expression:
                if (column.alias) {
                    names.push_back(lowerName(column.alias->name));
                } else if (const auto* ref = column.expr->as<sql::ColumnRef>()) {
                    names.push_back(lowerName(ref->column.name));
                } else if (options_.sqliteResultNames) {
                    names.push_back(std::string(column.expr->span.textIn(text_)));
                } else {
                    names.emplace_back();
                }
                break;
        }
    }
    return names;
}

std::vector<std::string> Binder::outputNames(const sql::SelectStatement& statement,
                                             const CteEnv* ctes) const {
    CteEnv env = ctesOf(statement, ctes);
    const Scope scope = scopeOf(statement.first, nullptr, &env);
    return resultNames(statement.first, scope);
}

const Binding* Binder::findIn(const Scope& scope, std::string_view qualifier) const {
    for (const Binding& binding : scope.bindings) {
        if (!binding.name.empty() && util::equalsIgnoringAsciiCase(binding.name, qualifier))
            return &binding;
    }
    if (options_.tableNameUnderAlias) {
        for (const Binding& binding : scope.bindings) {
            if (!binding.derived() && util::equalsIgnoringAsciiCase(binding.tableName, qualifier))
                return &binding;
        }
    }
    return nullptr;
}

const Binding* Binder::findBinding(const Scope& scope, std::string_view qualifier,
                                   bool outer) const {
    for (const Scope* s = &scope; s; s = outer ? s->parent : nullptr) {
        if (const Binding* binding = findIn(*s, qualifier)) return binding;
    }
    return nullptr;
}

const sql::ResultColumn* Binder::findAlias(const Scope& scope, std::string_view name) {
    if (!scope.core) return nullptr;
    for (const sql::ResultColumn& column : scope.core->columns) {
        if (column.kind == sql::ResultColumn::Kind::Expression && column.alias &&
            util::equalsIgnoringAsciiCase(column.alias->name, name))
            return &column;
    }
    return nullptr;
}

Resolution Binder::resolveQualified(const sql::ColumnRef& column, const Scope& scope) const {
    Resolution result;
    const std::string_view name = column.column.name;
    const Binding* named = nullptr;  // the innermost binding the qualifier names
    for (const Scope* s = &scope; s; s = s->parent) {
        const Binding* binding = findIn(*s, column.table->name);
        if (!binding) continue;
        result.binding = binding;
        result.scope = s;
        result.column = binding->findColumn(name);
        if (options_.qualified == QualifiedLookup::FirstNamed) {
            result.kind = Resolution::Kind::Column;
            return result;
        }
        if (!named) named = binding;
        if (result.column) {
            result.kind = Resolution::Kind::Column;
            return result;
        }
        if (binding->kind == BindingKind::Table) {
            if (options_.rowid && isRowidName(name)) {
                result.kind = Resolution::Kind::Rowid;
                return result;
            }
        } else if (!binding->columnsKnown()) {
            result.kind = Resolution::Kind::UnknownColumns;
            return result;
        }
    }
    result = Resolution();
    result.binding = named;
    return result;
}

Resolution Binder::resolve(const sql::ColumnRef& column, const Scope& scope, bool aliasesFirst,
                           bool allowAliases) const {
    if (column.table) return resolveQualified(column, scope);
    Resolution result;
    const std::string_view name = column.column.name;
    if (allowAliases && aliasesFirst) {
        if (const sql::ResultColumn* alias = findAlias(scope, name)) {
            result.kind = Resolution::Kind::Alias;
            result.alias = alias;
            result.scope = &scope;
            return result;
        }
    }
    for (const Scope* s = &scope; s; s = s->parent) {
        const Binding* match = nullptr;
        std::optional<size_t> index;
        int matches = 0;
        for (const Binding& binding : s->bindings) {
            std::optional<size_t> i = binding.findColumn(name);
            if (!i) continue;
            if (!match) {
                match = &binding;
                index = i;
                ++matches;
                if (!options_.reportAmbiguity) break;
            } else if (!binding.isJoined(name)) {
                ++matches;
            }
        }
        if (match) {
            result.kind = Resolution::Kind::Column;
            result.binding = match;
            result.column = index;
            result.scope = s;
            result.ambiguous = matches > 1;
            return result;
        }
        if (options_.rowid && isRowidName(name) && s->bindings.size() == 1 &&
            s->bindings.front().kind == BindingKind::Table) {
            result.kind = Resolution::Kind::Rowid;
            result.binding = &s->bindings.front();
            result.scope = s;
            return result;
        }
        const bool aliasVisible =
            options_.aliases == AliasReach::InnermostQuery ? s == &scope : s->aliasesVisible;
        if (allowAliases && aliasVisible) {
            if (const sql::ResultColumn* alias = findAlias(*s, name)) {
                result.kind = Resolution::Kind::Alias;
                result.alias = alias;
                result.scope = s;
                return result;
            }
        }
        if (options_.unknownColumnsPerScope) {
            const Binding* unknown = nullptr;
            int unknownCount = 0;
            for (const Binding& binding : s->bindings) {
                if (binding.columnsKnown()) continue;
                unknown = &binding;
                ++unknownCount;
            }
            if (unknownCount > 0) {
                result.kind = Resolution::Kind::UnknownColumns;
                result.binding = unknownCount == 1 ? unknown : nullptr;
                result.scope = s;
                return result;
            }
        }
    }
    if (column.column.quote == sql::QuoteStyle::Double) {
        result.kind = Resolution::Kind::Text;
        return result;
    }
    // The likely owner: the one table of unknown columns, else the only
    // table of the SELECT (a column it lacks still reads as its).
    const Binding* unknown = nullptr;
    int unknownCount = 0;
    for (const Binding& binding : scope.bindings) {
        if (!binding.columnsKnown()) {
            unknown = &binding;
            ++unknownCount;
        }
    }
    if (unknownCount == 1) {
        result.binding = unknown;
    } else if (unknownCount == 0 && scope.bindings.size() == 1) {
        result.binding = &scope.bindings.front();
    }
    if (result.binding) result.scope = &scope;
    return result;
}

}  // namespace sqlscope::bind
