// An in-memory SQLite database with a benchmark database's schema, on which
// the counterexample search runs both queries: it stores a DatabaseContent
// within the declared constraints and runs queries under the same sandbox as
// benchmark databases (exec's authorizer, read-only statements only, PRAGMA
// query_only while queries run, SQLite's limits, a time budget and a stop
// flag through the progress handler). The benchmark file is never opened
// here (docs/metrics/exc.md#sandbox).
#pragma once

#include <atomic>
#include <memory>
#include <set>
#include <string>
#include <string_view>

#include "core/counterexample/database_content.h"
#include "core/exec/executor.h"

namespace sqlscope::counterexample {

struct SchemaConstraints;

class ScratchDatabase {
public:
    // Creates the schema's tables, then its indexes and views (a statement
    // SQLite refuses here is skipped and counted in skippedStatements()).
    explicit ScratchDatabase(const SchemaConstraints& schema);
    ~ScratchDatabase();
    ScratchDatabase(const ScratchDatabase&) = delete;
    ScratchDatabase& operator=(const ScratchDatabase&) = delete;

    bool ok() const;
    const std::string& error() const;
    size_t skippedStatements() const;

    // Replaces every table's rows by `content`. A row that breaks a declared
    // constraint is dropped: NULL in a PRIMARY KEY column (which SQLite
    // would take in a rowid table); NOT NULL, PRIMARY KEY, UNIQUE and CHECK as
    // SQLite refuses the insert; FOREIGN KEY by deleting the rows whose
    // (non-NULL) key has no parent row, until none is left. Returns what
    // the tables hold afterwards, as SQLite stored it (affinity applied).
    DatabaseContent load(const DatabaseContent& content);

    // Runs one read-only statement, sandboxed. `tablesRead`, when given,
    // receives the (lower-case) names of the tables the statement reads.
    exec::ExecResult run(std::string_view sql, double timeoutSeconds,
                         const std::atomic<bool>* stop = nullptr,
                         std::set<std::string>* tablesRead = nullptr);

private:
    struct Impl;
    std::unique_ptr<Impl> impl_;
};

// `value` as an SQL literal: NULL, 3, 2.5 (shortest round trip), 'it''s',
// X'00ff'.
std::string sqlLiteral(const exec::Value& value);

}  // namespace sqlscope::counterexample
