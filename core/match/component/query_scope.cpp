#include "core/match/component/query_scope.h"

#include <algorithm>

#include "core/util/ascii_case.h"

namespace sqlscope::match::component {

std::string lowered(std::string_view text) {
    std::string out(text);
    for (char& c : out)
        c = util::asciiLower(c);
    return out;
}

void appendLowered(std::string& out, std::string_view text) {
    const size_t at = out.size();
    out.resize(at + text.size());
    char* write = out.data() + at;
    for (char c : text)
        *write++ = util::asciiLower(c);
}

bool Binding::hasColumn(std::string_view lowerColumn) const {
    if (derived) {
        return std::find(derivedColumns.begin(), derivedColumns.end(), lowerColumn) !=
               derivedColumns.end();
    }
    return table && table->columnSet.find(lowerColumn) != table->columnSet.end();
}

std::vector<std::string> Binding::columns() const {
    if (derived) return derivedColumns;
    return table ? table->columns : std::vector<std::string>{};
}

const CteEnv::Entry* CteEnv::find(std::string_view lowerName) const {
    for (const CteEnv* env = this; env; env = env->parent) {
        for (const Entry& entry : env->entries) {
            if (entry.name == lowerName) return &entry;
        }
    }
    return nullptr;
}

const Binding* Scope::findBinding(std::string_view name) const {
    // Binding names are lowercase: comparing them to `name` ignoring case is
    // comparing them to `name` lowercased.
    for (const Scope* scope = this; scope; scope = scope->parent) {
        for (const Binding& binding : scope->bindings) {
            if (!binding.name.empty() && util::equalsIgnoringAsciiCase(binding.name, name))
                return &binding;
        }
        // A base table may also be named by its own name when it has an alias
        // (SQLite does not allow it, but gold and predictions write it).
        for (const Binding& binding : scope->bindings) {
            if (!binding.derived && util::equalsIgnoringAsciiCase(binding.baseTable, name))
                return &binding;
        }
    }
    return nullptr;
}

CteEnv ScopeBuilder::ctesOf(const sql::SelectStatement& statement, const CteEnv* parent) const {
    CteEnv env;
    env.parent = parent;
    if (!statement.with) return env;
    env.entries.reserve(statement.with->tables.size());
    for (const sql::CommonTableExpr& cte : statement.with->tables) {
        CteEnv::Entry entry;
        entry.name = lowered(cte.name.name);
        entry.cte = &cte;
        if (!cte.columns.empty()) {
            for (const sql::Identifier& column : cte.columns)
                entry.columns.push_back(lowered(column.name));
        } else if (cte.select) {
            // Earlier CTEs of the same WITH are visible; the CTE itself is not
            // (the anchor of a recursive CTE names the columns).
            entry.columns = outputNames(*cte.select, nullptr, &env);
        }
        env.entries.push_back(std::move(entry));
    }
    return env;
}

void ScopeBuilder::bindItems(const sql::FromClause& from, Scope& scope, const CteEnv* ctes) const {
    for (const sql::FromItem& item : from.items) {
        if (auto* nested = std::get_if<sql::NestedJoin>(&item.source)) {
            if (nested->from) bindItems(*nested->from, scope, ctes);
            continue;
        }
        Binding binding;
        binding.item = &item;
        if (auto* table = std::get_if<sql::TableName>(&item.source)) {
            std::string name = lowered(table->name.name);
            const CteEnv::Entry* cte = (!table->schema && ctes) ? ctes->find(name) : nullptr;
            if (cte) {
                binding.derived = true;
                binding.cte = cte->cte;
                binding.derivedColumns = cte->columns;
            } else {
                binding.baseTable = name;
                binding.table = schema_ ? schema_->find(name) : nullptr;
            }
            binding.name = item.alias ? lowered(item.alias->name) : name;
        } else if (auto* function = std::get_if<sql::TableFunction>(&item.source)) {
            binding.baseTable = lowered(function->name.name);
            binding.name = item.alias ? lowered(item.alias->name) : binding.baseTable;
        } else if (auto* sub = std::get_if<sql::TableSubquery>(&item.source)) {
            binding.derived = true;
            if (sub->select) binding.derivedColumns = outputNames(*sub->select, nullptr, ctes);
            binding.name = item.alias ? lowered(item.alias->name) : std::string();
        }
        scope.bindings.push_back(std::move(binding));
    }
}

Scope ScopeBuilder::scopeOf(const sql::SelectCore& core, const Scope* parent,
                            const CteEnv* ctes) const {
    Scope scope;
    scope.parent = parent;
    scope.core = &core;
    scope.ctes = ctes;
    if (core.from) {
        scope.bindings.reserve(core.from->items.size());
        bindItems(*core.from, scope, ctes);
    }
    return scope;
}

std::vector<std::string> ScopeBuilder::outputNames(const sql::SelectStatement& statement,
                                                   const Scope* parent, const CteEnv* ctes) const {
    CteEnv env = ctesOf(statement, ctes);
    const sql::SelectCore& core = statement.first;
    std::vector<std::string> names;
    if (core.isValues) {
        if (!core.values.empty()) names.assign(core.values.front().size(), std::string());
        return names;
    }
    Scope scope = scopeOf(core, parent, &env);
    for (const sql::ResultColumn& column : core.columns) {
        switch (column.kind) {
            case sql::ResultColumn::Kind::Star:
                for (const Binding& binding : scope.bindings) {
                    std::vector<std::string> columns = binding.columns();
                    names.insert(names.end(), columns.begin(), columns.end());
                }
                break;
            case sql::ResultColumn::Kind::TableStar:
                if (const Binding* binding = scope.findBinding(column.table->name)) {
                    std::vector<std::string> columns = binding->columns();
                    names.insert(names.end(), columns.begin(), columns.end());
                }
                break;
            case sql::ResultColumn::Kind::Expression:
                if (column.alias) {
                    names.push_back(lowered(column.alias->name));
                } else if (auto* ref = column.expr->as<sql::ColumnRef>()) {
                    names.push_back(lowered(ref->column.name));
                } else {
                    names.emplace_back();
                }
                break;
        }
    }
    return names;
}

namespace {

const sql::ResultColumn* findAlias(const Scope& scope, std::string_view lowerName) {
    if (!scope.core) return nullptr;
    for (const sql::ResultColumn& column : scope.core->columns) {
        if (column.kind == sql::ResultColumn::Kind::Expression && column.alias &&
            util::equalsIgnoringAsciiCase(column.alias->name, lowerName))
            return &column;
    }
    return nullptr;
}

}  // namespace

ColumnBinding ScopeBuilder::resolve(const sql::ColumnRef& column, const Scope& scope,
                                    bool aliasesFirst, bool allowAliases) const {
    ColumnBinding result;
    if (column.table) {
        if (const Binding* binding = scope.findBinding(column.table->name)) {
            result.kind = ColumnBinding::Kind::Column;
            result.binding = binding;
        }
        return result;
    }
    const std::string name = lowered(column.column.name);
    if (allowAliases && aliasesFirst) {
        if (const sql::ResultColumn* alias = findAlias(scope, name)) {
            result.kind = ColumnBinding::Kind::Alias;
            result.result = alias;
            result.scope = &scope;
            return result;
        }
    }
    for (const Scope* s = &scope; s; s = s->parent) {
        for (const Binding& binding : s->bindings) {
            if (binding.hasColumn(name)) {
                result.kind = ColumnBinding::Kind::Column;
                result.binding = &binding;
                result.scope = s;
                return result;
            }
        }
        if (allowAliases && !aliasesFirst) {
            if (const sql::ResultColumn* alias = findAlias(*s, name)) {
                // An alias only stands for a column in its own query.
                if (s == &scope) {
                    result.kind = ColumnBinding::Kind::Alias;
                    result.result = alias;
                    result.scope = s;
                    return result;
                }
            }
        }
    }
    if (column.column.quote == sql::QuoteStyle::Double) {
        result.kind = ColumnBinding::Kind::Text;
        return result;
    }
    // Unknown schema: a single table whose columns are unknown takes it; so
    // does the only table of the query (a column it lacks still reads as its).
    const Binding* unknown = nullptr;
    int unknownCount = 0;
    for (const Binding& binding : scope.bindings) {
        if (!binding.columnsKnown()) {
            unknown = &binding;
            ++unknownCount;
        }
    }
    if (unknownCount == 1) {
        result.kind = ColumnBinding::Kind::Column;
        result.binding = unknown;
        result.scope = &scope;
    } else if (unknownCount == 0 && scope.bindings.size() == 1) {
        result.kind = ColumnBinding::Kind::Column;
        result.binding = &scope.bindings.front();
        result.scope = &scope;
    }
    return result;
}

}  // namespace sqlscope::match::component
