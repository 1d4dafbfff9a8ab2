#include "core/counterexample/counterexample_search.h"

#include <sqlite3.h>

#include <algorithm>
#include <cctype>
#include <chrono>
#include <memory>
#include <set>

#include "core/counterexample/database_script.h"
#include "core/counterexample/schema_constraints.h"
#include "core/counterexample/scratch_database.h"
#include "core/counterexample/shrinker.h"
#include "core/exec/sandbox_connection.h"

namespace sqlscope::counterexample {

namespace {

using Clock = std::chrono::steady_clock;

Clock::time_point after(Clock::time_point start, double seconds) {
    return start + std::chrono::microseconds(static_cast<int64_t>(seconds * 1e6));
}

// The first `limit` rows of each table in `tables`, as the benchmark holds them.
DatabaseContent readRows(sqlite3* db, const SchemaConstraints& schema,
                         const std::vector<size_t>& tables, size_t limit) {
    DatabaseContent content(schema.tables.size());
    for (size_t t : tables) {
        sqlite3_stmt* stmt = nullptr;
        const std::string sql = "SELECT * FROM " + quoteIdentifier(schema.tables[t].name) +
                                " LIMIT " + std::to_string(limit);
        if (sqlite3_prepare_v2(db, sql.c_str(), -1, &stmt, nullptr) != SQLITE_OK) {
            sqlite3_finalize(stmt);
            continue;
        }
        const int columns = sqlite3_column_count(stmt);
        while (sqlite3_step(stmt) == SQLITE_ROW) {
            exec::Row row;
            for (int c = 0; c < columns; ++c) {
                switch (sqlite3_column_type(stmt, c)) {
                    case SQLITE_INTEGER:
                        row.push_back(exec::Value::integer(sqlite3_column_int64(stmt, c)));
                        break;
                    case SQLITE_FLOAT:
                        row.push_back(exec::Value::real(sqlite3_column_double(stmt, c)));
                        break;
                    case SQLITE_TEXT:
                        row.push_back(exec::Value::text(
                            reinterpret_cast<const char*>(sqlite3_column_text(stmt, c))));
                        break;
                    case SQLITE_BLOB: {
                        const auto* p = static_cast<const char*>(sqlite3_column_blob(stmt, c));
                        row.push_back(exec::Value::blob(std::string(
                            p ? p : "", static_cast<size_t>(sqlite3_column_bytes(stmt, c)))));
                        break;
                    }
                    default:
                        row.push_back(exec::Value::null());
                }
            }
            content[t].push_back(std::move(row));
        }
        sqlite3_finalize(stmt);
    }
    return content;
}

}  // namespace

std::string_view counterexampleStatusName(CounterexampleStatus status) {
    switch (status) {
        case CounterexampleStatus::Found:
            return "found";
        case CounterexampleStatus::None:
            return "none";
        case CounterexampleStatus::NotApplicable:
            return "not_applicable";
        case CounterexampleStatus::Cancelled:
            return "cancelled";
    }
    return "none";
}

Counterexample findCounterexample(const std::string& databasePath, std::string_view gold,
                                  std::string_view prediction, const ResultComparator& comparator,
                                  const SearchOptions& options, const std::atomic<bool>* stop) {
    const auto start = Clock::now();
    Counterexample out;
    out.metric = comparator.metric;
    auto finish = [&](CounterexampleStatus status, std::string reason = {}) {
        out.status = status;
        out.reason = std::move(reason);
        out.seconds = std::chrono::duration<double>(Clock::now() - start).count();
        return out;
    };

    std::string error;
    std::unique_ptr<sqlite3, int (*)(sqlite3*)> benchmark(
        exec::openSandboxedConnection(databasePath, error), sqlite3_close_v2);
    if (!benchmark) return finish(CounterexampleStatus::NotApplicable, error);
    const SchemaConstraints schema = readSchemaConstraints(benchmark.get(), error);
    if (schema.tables.empty())
        return finish(CounterexampleStatus::NotApplicable, "the database declares no table");
    ScratchDatabase scratch(schema);
    if (!scratch.ok()) return finish(CounterexampleStatus::NotApplicable, scratch.error());

    const double queryTimeout = options.queryTimeoutSeconds;
    // The empty database: which tables each query reads, and the first candidate.
    std::set<std::string> read;
    scratch.load(DatabaseContent(schema.tables.size()));
    exec::ExecResult goldRun = scratch.run(gold, queryTimeout, stop, &read);
    if (goldRun.status == exec::ExecStatus::Cancelled)
        return finish(CounterexampleStatus::Cancelled);
    if (!goldRun.ok())
        return finish(CounterexampleStatus::NotApplicable,
                      "the gold does not run on a database of this schema: " + goldRun.message);
    exec::ExecResult predRun = scratch.run(prediction, queryTimeout, stop, &read);
    if (predRun.status == exec::ExecStatus::Cancelled)
        return finish(CounterexampleStatus::Cancelled);
    if (!predRun.ok())
        return finish(
            CounterexampleStatus::NotApplicable,
            "the prediction does not run on a database of this schema: " + predRun.message);

    // The tables to fill: those read, and the parents their foreign keys need.
    std::vector<size_t> tables;
    for (const std::string& name : read) {
        const int t = schema.tableIndex(name);
        if (t >= 0) tables.push_back(static_cast<size_t>(t));
    }
    for (size_t i = 0; i < tables.size(); ++i)
        for (const ForeignKey& key : schema.tables[tables[i]].foreignKeys) {
            const int p = schema.tableIndex(key.parentTable);
            if (p >= 0 &&
                std::find(tables.begin(), tables.end(), static_cast<size_t>(p)) == tables.end())
                tables.push_back(static_cast<size_t>(p));
        }
    std::sort(tables.begin(), tables.end());

    // Loads `candidate`, runs both queries: whether the comparator tells
    // them apart (both ran); the results are left in goldRun / predRun.
    bool cancelled = false;
    auto resultsText = [&] {
        std::string text;
        for (const exec::ResultSet* rs : {&goldRun.result, &predRun.result}) {
            for (const exec::Row& row : rs->rows) {
                for (const exec::Value& v : row)
                    text += std::to_string(static_cast<int>(v.type())) + v.pythonStr() + '\x1f';
                text += '\x1e';
            }
            text += '\x1d';
        }
        return text;
    };
    auto distinguishes = [&](const DatabaseContent& candidate, DatabaseContent& stored,
                             std::string& results) {
        stored = scratch.load(candidate);
        goldRun = scratch.run(gold, queryTimeout, stop);
        if (goldRun.status == exec::ExecStatus::Cancelled) cancelled = true;
        if (!goldRun.ok()) return false;
        predRun = scratch.run(prediction, queryTimeout, stop);
        if (predRun.status == exec::ExecStatus::Cancelled) cancelled = true;
        if (!predRun.ok()) return false;
        if (comparator.same(goldRun.result, predRun.result)) return false;
        results = resultsText();
        return true;
    };

    DatabaseContent found, stored;
    std::string results;
    bool hit = false;
    out.trials = 1;
    if (!comparator.same(goldRun.result, predRun.result)) {
        hit = true;
        out.foundBy = "empty";
        found = DatabaseContent(schema.tables.size());
    }
    if (!hit) {
        const DatabaseContent benchmarkRows =
            readRows(benchmark.get(), schema, tables, options.benchmarkRowsPerTable);
        const QueryLiterals literals =
            mergeLiterals(queryLiterals(gold), queryLiterals(prediction));
        DatabaseGenerator generator(schema, benchmarkRows, literals, tables, options.seed,
                                    options.generator);
        const auto deadline = after(start, options.budgetSeconds);
        const auto withinTrials = [&] {
            return options.maxTrials == 0 || out.trials < options.maxTrials;
        };
        while (!hit && withinTrials() && Clock::now() < deadline) {
            if (stop && stop->load(std::memory_order_relaxed))
                return finish(CounterexampleStatus::Cancelled);
            const bool mutation = out.trials % 2 == 0;
            ++out.trials;
            const DatabaseContent candidate = mutation ? generator.mutate() : generator.random();
            if (distinguishes(candidate, stored, results)) {
                hit = true;
                out.foundBy = mutation ? "mutation" : "random";
                found = stored;
            }
            if (cancelled) return finish(CounterexampleStatus::Cancelled);
        }
    }
    if (!hit) return finish(CounterexampleStatus::None);

    out.rowsFound = totalRows(found);
    const DatabaseContent shrunk =
        shrinkDatabase(found, distinguishes, after(Clock::now(), options.shrinkSeconds));
    if (cancelled) return finish(CounterexampleStatus::Cancelled);
    // The final database, run once more for the results kept with it.
    if (!distinguishes(shrunk, stored, results)) {
        // Cannot happen unless a query is not deterministic: keep what was found.
        distinguishes(found, stored, results);
    }
    out.rowsShrunk = totalRows(stored);
    std::vector<size_t> scriptTables;
    for (size_t t = 0; t < schema.tables.size(); ++t) {
        std::string name = schema.tables[t].name;
        for (char& c : name)
            c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
        if (read.count(name) || (t < stored.size() && !stored[t].empty()))
            scriptTables.push_back(t);
    }
    out.script = databaseScript(schema, stored, scriptTables);
    out.goldResult = goldRun.result;
    out.predResult = predRun.result;
    return finish(CounterexampleStatus::Found);
}

}  // namespace sqlscope::counterexample
