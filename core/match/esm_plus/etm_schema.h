// The schema and the column facts ESM+ rules check (docs/metrics/esm-plus.md#schema-facts), for one
// database, as the reference's get_schema derives them from the .sqlite file
// (core/schema's PRAGMA reading): table and column names lowercased, primary
// key = columns with pk > 0, foreign keys `from -> table.to` (a NULL `to` is
// the referenced table's pk = 1 column; the last key of a column wins), NOT
// NULL = notnull = 1 plus a single-column primary key, UNIQUE = the only
// column of a unique index plus a single-column primary key. `strict` reads
// UNIQUE without partial and expression indexes. Without a database file,
// `fixed` and `strict` fall back to tables.json (PK and FK only; UNIQUE =
// NOT NULL = single-column PK; other NOT NULL / UNIQUE facts are unknown).
#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "core/match/esm_plus/rule_trace.h"
#include "core/schema/database_schema.h"

namespace sqlscope::match::esm_plus {

// Hashes std::string and std::string_view alike, so that the id maps can be
// searched with a view of a token without building a string.
struct EtmNameHash {
    using is_transparent = void;
    size_t operator()(std::string_view name) const { return std::hash<std::string_view>{}(name); }
};
template <typename Value>
using EtmNameMap = std::unordered_map<std::string, Value, EtmNameHash, std::equal_to<>>;

struct EtmTable {
    std::string name;                  // lowercased
    std::vector<std::string> columns;  // lowercased, declaration order
    std::vector<std::string> primaryKeys;
    std::unordered_map<std::string, std::string> foreignKeys;  // column -> "table.column"
    std::unordered_set<std::string> notNull;
    std::unordered_set<std::string> unique;
    std::unordered_set<std::string> uniqueStrict;  // without partial / expression indexes
    std::unordered_map<std::string, std::string> declaredTypes;

    bool hasColumn(std::string_view column) const;
    bool isPrimaryKey(const std::string& column) const;
    // The "table.column" `column` refers to, or nullptr.
    const std::string* foreignKeyOf(const std::string& column) const;
};

struct EtmSchema {
    std::string dbId;
    std::vector<std::string> tableNames;  // the reference's dict order
    std::unordered_map<std::string, EtmTable> tables;
    EtmNameMap<std::string> idMap;    // "*", "t.c", "t" -> ids
    EtmNameMap<std::string> keyOfId;  // "__t.c__" -> "t.c" (last key wins)
    schema::FactSource source = schema::FactSource::Pragma;
    std::string path;  // the .sqlite file read; empty for the tables.json fallback
    // What get_schema raises on this file ("AssertionError: Foreign key
    // referencing ..."): in reference mode every query of the database fails.
    std::string referenceError;

    // schema.schema[table]: throws PyError KeyError when absent.
    const EtmTable& table(const std::string& name) const;
    const EtmTable* findTable(const std::string& name) const;
    // The entry of tableNames equal to `name`, or null.
    const std::string* tableName(std::string_view name) const;
    // schema.idMap[key]: throws KeyError when absent.
    const std::string& id(std::string_view key) const;

    static EtmSchema fromFile(const std::string& dbId, const schema::FileSchema& file);
    static EtmSchema fromTablesJson(const schema::DatabaseSchema& entry);
};

// Python's str.strip(chars).
std::string pyStrip(std::string_view text, std::string_view chars);
std::string_view pyStripView(std::string_view text, std::string_view chars);
// Python's text.split(sep) (sep one character).
std::vector<std::string> pySplit(std::string_view text, char sep);
// text.split(sep) where only the first two fields and their number matter
// (`second` is empty when there is one field).
struct SplitFields {
    std::string_view first;
    std::string_view second;
    size_t count = 1;
};
SplitFields pySplitFields(std::string_view text, char sep);

// The facts one (sub)query's rules see: the reference builds a fresh schema
// for every parse_sql call, and Rule 16's propagation mutates it for the rest
// of that call, so propagated facts live here, not in EtmSchema.
class QueryFacts {
public:
    QueryFacts(const EtmSchema& schema, bool strict) : schema_(schema), strict_(strict) {}

    const EtmSchema& schema() const { return schema_; }
    // Membership tests on the reference's lists of `table` (KeyError when
    // the table is unknown).
    bool notNull(const std::string& table, const std::string& column) const;
    bool unique(const std::string& table, const std::string& column) const;
    bool primaryKey(const std::string& table, const std::string& column) const;
    size_t primaryKeyCount(const std::string& table) const;
    // foreign_keys[table].get(column): null when absent.
    const std::string* foreignKey(const std::string& table, const std::string& column) const;

    // Rule 16's propagation (docs/metrics/esm-plus.md#schema-facts).
    void addNotNull(const std::string& table, const std::string& column, const std::string& via);
    void addUnique(const std::string& table, const std::string& column, const std::string& via);
    // strict: a UNIQUE the reference would have propagated; a later check of
    // it records the deviation "strict: no UNIQUE propagation through joins"
    // in `trace` (set with setTrace).
    void suppressUnique(const std::string& table, const std::string& column);
    void setTrace(RuleTrace* trace) { trace_ = trace; }
    // false: the Fact() entries below leave their `text` empty.
    void setTraceTexts(bool keep) { traceTexts_ = keep; }

    // Trace entries: "dogs.name is UNIQUE" with provenance and truth.
    FactUse notNullFact(const std::string& table, const std::string& column) const;
    FactUse uniqueFact(const std::string& table, const std::string& column) const;
    FactUse primaryKeyFact(const std::string& table, const std::string& column) const;
    FactUse foreignKeyFact(const std::string& table, const std::string& column,
                           const std::string& target) const;

private:
    struct Added {
        std::string table, column, via;
    };
    const Added* added(const std::vector<Added>& list, const std::string& table,
                       const std::string& column) const;
    FactUse describe(const std::string& table, const std::string& column, bool holds,
                     const std::vector<Added>& list, const std::string& what, bool keyFact) const;

    const EtmSchema& schema_;
    bool strict_;
    std::vector<Added> notNull_;
    std::vector<Added> unique_;
    std::vector<Added> suppressed_;
    RuleTrace* trace_ = nullptr;
    bool traceTexts_ = true;
};

}  // namespace sqlscope::match::esm_plus
