#include "core/counterexample/database_generator.h"

#include <algorithm>
#include <utility>

#include "core/counterexample/schema_constraints.h"

namespace sqlscope::counterexample {

namespace {

bool sameCell(const exec::Value& a, const exec::Value& b) {
    if (a.type() == b.type() || (a.isNumber() && b.isNumber())) return a == b;
    // 3 and '3': equal once SQLite's affinity converts one of them.
    return !a.isNull() && !b.isNull() && a.pythonStr() == b.pythonStr();
}

bool sameRow(const exec::Row& a, const exec::Row& b) {
    if (a.size() != b.size()) return false;
    for (size_t i = 0; i < a.size(); ++i)
        if (a[i].type() != b[i].type() || a[i] != b[i]) return false;
    return true;
}

void addUnique(std::vector<exec::Value>& values, const exec::Value& v) {
    for (const exec::Value& known : values)
        if (known.type() == v.type() && known == v) return;
    values.push_back(v);
}

// The parent's columns a foreign key points to (its PRIMARY KEY when the
// key names none); empty when one cannot be found.
std::vector<int> parentColumnIndexes(const TableConstraints& parent, const ForeignKey& key) {
    std::vector<std::pair<int, int>> primaryKey;
    for (size_t i = 0; i < parent.columns.size(); ++i)
        if (parent.columns[i].primaryKeyPart > 0)
            primaryKey.emplace_back(parent.columns[i].primaryKeyPart, static_cast<int>(i));
    std::sort(primaryKey.begin(), primaryKey.end());
    std::vector<int> out;
    for (size_t i = 0; i < key.parentColumns.size(); ++i) {
        int index = -1;
        if (!key.parentColumns[i].empty())
            index = parent.columnIndex(key.parentColumns[i]);
        else if (i < primaryKey.size())
            index = primaryKey[i].second;
        if (index < 0) return {};
        out.push_back(index);
    }
    return out;
}

}  // namespace

DatabaseGenerator::DatabaseGenerator(const SchemaConstraints& schema,
                                     const DatabaseContent& benchmark,
                                     const QueryLiterals& literals, std::vector<size_t> tables,
                                     uint64_t seed, const GeneratorOptions& options)
    : schema_(schema),
      benchmark_(benchmark),
      tables_(std::move(tables)),
      options_(options),
      rng_(seed),
      pools_(schema.tables.size()) {
    for (size_t t = 0; t < schema.tables.size(); ++t) {
        const TableConstraints& table = schema.tables[t];
        pools_[t].resize(table.columns.size());
        for (size_t c = 0; c < table.columns.size(); ++c) {
            const ColumnConstraint& column = table.columns[c];
            std::vector<exec::Value>& pool = pools_[t][c];
            std::vector<exec::Value> own;
            if (t < benchmark.size())
                for (const exec::Row& row : benchmark[t])
                    if (c < row.size() && !row[c].isNull()) addUnique(own, row[c]);
            // A deterministic sample of the column's own values.
            for (size_t i = 0; i < own.size() && i < options_.maxSampledValues; ++i) {
                const size_t j = i + rng_.below(own.size() - i);
                std::swap(own[i], own[j]);
                addUnique(pool, own[i]);
            }
            const bool textual = column.affinity == Affinity::Text ||
                                 column.affinity == Affinity::Blob ||
                                 column.affinity == Affinity::Numeric;
            for (const exec::Value& v : literals.numbers)
                addUnique(pool, v);
            if (textual)
                for (const exec::Value& v : literals.texts)
                    addUnique(pool, v);
            if (column.affinity == Affinity::Text) {
                addUnique(pool, exec::Value::text("a"));
                addUnique(pool, exec::Value::text("b"));
            } else {
                for (int n : {0, 1, 2})
                    addUnique(pool, exec::Value::integer(n));
            }
            if (!column.notNull && column.primaryKeyPart == 0) pool.push_back(exec::Value::null());
        }
    }
}

exec::Value DatabaseGenerator::pick(size_t table, size_t column) {
    const std::vector<exec::Value>& pool = pools_[table][column];
    if (pool.empty()) return exec::Value::null();
    return pool[rng_.below(pool.size())];
}

void DatabaseGenerator::linkForeignKeys(DatabaseContent& content) {
    for (size_t t : tables_) {
        const TableConstraints& table = schema_.tables[t];
        for (const ForeignKey& key : table.foreignKeys) {
            const int p = schema_.tableIndex(key.parentTable);
            if (p < 0) continue;
            const std::vector<int> parentColumns =
                parentColumnIndexes(schema_.tables[static_cast<size_t>(p)], key);
            if (parentColumns.empty()) continue;
            std::vector<int> childColumns;
            for (const std::string& name : key.columns)
                childColumns.push_back(table.columnIndex(name));
            if (std::find(childColumns.begin(), childColumns.end(), -1) != childColumns.end())
                continue;
            const auto& parentRows = content[static_cast<size_t>(p)];
            for (exec::Row& row : content[t]) {
                if (parentRows.empty() || !rng_.chance(85)) continue;
                const exec::Row& parent = parentRows[rng_.below(parentRows.size())];
                for (size_t i = 0; i < childColumns.size(); ++i)
                    row[static_cast<size_t>(childColumns[i])] =
                        parent[static_cast<size_t>(parentColumns[i])];
            }
        }
    }
}

void DatabaseGenerator::addParents(DatabaseContent& content) {
    for (int round = 0; round < 2; ++round) {
        for (size_t t : tables_) {
            const TableConstraints& table = schema_.tables[t];
            for (const ForeignKey& key : table.foreignKeys) {
                const int p = schema_.tableIndex(key.parentTable);
                if (p < 0) continue;
                const auto parent = static_cast<size_t>(p);
                const std::vector<int> parentColumns =
                    parentColumnIndexes(schema_.tables[parent], key);
                if (parentColumns.empty()) continue;
                std::vector<int> childColumns;
                for (const std::string& name : key.columns)
                    childColumns.push_back(table.columnIndex(name));
                if (std::find(childColumns.begin(), childColumns.end(), -1) != childColumns.end())
                    continue;
                for (size_t r = 0; r < content[t].size(); ++r) {
                    const exec::Row& child = content[t][r];
                    for (const exec::Row& candidate : benchmark_[parent]) {
                        bool match = true;
                        for (size_t i = 0; i < childColumns.size() && match; ++i)
                            match = sameCell(child[static_cast<size_t>(childColumns[i])],
                                             candidate[static_cast<size_t>(parentColumns[i])]);
                        if (!match) continue;
                        auto& rows = content[parent];
                        if (std::none_of(rows.begin(), rows.end(), [&](const exec::Row& row) {
                                return sameRow(row, candidate);
                            }))
                            rows.push_back(candidate);
                        break;
                    }
                }
            }
        }
    }
}

DatabaseContent DatabaseGenerator::random() {
    DatabaseContent content(schema_.tables.size());
    for (size_t t : tables_) {
        const TableConstraints& table = schema_.tables[t];
        const size_t rows = rng_.chance(10) ? 0 : 1 + rng_.below(options_.maxRowsPerTable);
        for (size_t r = 0; r < rows; ++r) {
            exec::Row row;
            if (r > 0 && rng_.chance(30)) {
                // A near-duplicate: ties on every column but one.
                row = content[t][rng_.below(content[t].size())];
                if (!row.empty()) {
                    const size_t c = rng_.below(row.size());
                    row[c] = pick(t, c);
                }
            } else {
                for (size_t c = 0; c < table.columns.size(); ++c)
                    row.push_back(pick(t, c));
            }
            // Single-column unique keys: a few tries for an unused value.
            for (const std::vector<size_t>& set : table.uniqueSets) {
                if (set.size() != 1) continue;
                const size_t c = set[0];
                for (int attempt = 0; attempt < 4; ++attempt) {
                    const bool used =
                        std::any_of(content[t].begin(), content[t].end(), [&](const exec::Row& o) {
                            return o[c].type() == row[c].type() && o[c] == row[c];
                        });
                    if (!used) break;
                    row[c] = pick(t, c);
                }
            }
            content[t].push_back(std::move(row));
        }
    }
    linkForeignKeys(content);
    linkForeignKeys(content);
    return content;
}

DatabaseContent DatabaseGenerator::mutate() {
    DatabaseContent content(schema_.tables.size());
    const size_t kind = rng_.below(3);
    for (size_t t : tables_) {
        const auto& rows = benchmark_[t];
        if (kind == 1) {
            content[t] = rows;
            continue;
        }
        // A subset: k of the rows, in their order.
        const size_t k = rng_.below(std::min(options_.maxSubsetRows, rows.size()) + 1);
        std::vector<size_t> picked;
        for (size_t i = 0; i < rows.size() && picked.size() < k; ++i)
            if (rng_.below(rows.size() - i) < k - picked.size()) picked.push_back(i);
        for (size_t i : picked)
            content[t].push_back(rows[i]);
    }
    if (kind != 1) addParents(content);
    if (kind == 0) return content;
    const size_t operations = 1 + rng_.below(3);
    for (size_t op = 0; op < operations; ++op) {
        std::vector<size_t> filled;
        for (size_t t : tables_)
            if (!content[t].empty()) filled.push_back(t);
        if (filled.empty()) break;
        const size_t t = filled[rng_.below(filled.size())];
        auto& rows = content[t];
        const size_t r = rng_.below(rows.size());
        const TableConstraints& table = schema_.tables[t];
        switch (rng_.below(3)) {
            case 0:  // delete a row
                rows.erase(rows.begin() + static_cast<std::ptrdiff_t>(r));
                break;
            case 1: {  // duplicate a row, with fresh values in its unique keys
                exec::Row copy = rows[r];
                for (const std::vector<size_t>& set : table.uniqueSets)
                    for (size_t c : set)
                        copy[c] =
                            table.columns[c].integerPrimaryKey ? exec::Value::null() : pick(t, c);
                rows.push_back(std::move(copy));
                break;
            }
            default: {  // perturb a value: a pool value, or the number's neighbour
                const size_t c = rng_.below(table.columns.size());
                exec::Value& cell = rows[r][c];
                if (cell.type() == exec::Value::Type::Integer && rng_.chance(50))
                    cell = exec::Value::integer(cell.asInteger() + (rng_.chance(50) ? 1 : -1));
                else
                    cell = pick(t, c);
                break;
            }
        }
    }
    return content;
}

}  // namespace sqlscope::counterexample
