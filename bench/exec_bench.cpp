// Cost of the sandbox: executes every gold and predicted query of one Spider
// dev prediction file through (a) exec::Executor and (b) plain SQLite C API
// calls (read-only connection opened once per database, prepare/step/finalize,
// every column read with sqlite3_column_*, nothing kept), alternating, 5 runs
// each, after one warm-up pass of each. A third pass, plain calls on a
// connection opened like the executor's (`mode=ro&immutable=1`, no
// authorizer, no progress handler, no copies), separates what the sandbox
// itself costs from what immutable=1 saves (no file locking per statement).
// Wall time and the thread's CPU time are both reported (CPU time is the
// steadier figure on a loaded machine).
//   sqlscope-bench-exec [SHARED_DIR [MODEL]]   (defaults $SQLSCOPE_SHARED_DIR or
//                                              ../shared, and DAIL)
// Target: median(executor) / median(plain) <= 1.15. Exit 0, 1 above the
// target, or 77 when the data is absent.
#include <sqlite3.h>
#include <time.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <string>
#include <vector>

#include "core/exec/executor.h"

namespace fs = std::filesystem;
using Clock = std::chrono::steady_clock;

namespace {

constexpr int kRuns = 5;
constexpr double kTargetRatio = 1.15;

struct Query {
    std::string path;
    std::string sql;
};

std::vector<std::string> readLines(const fs::path& file) {
    std::vector<std::string> lines;
    std::ifstream in(file, std::ios::binary);
    std::string line;
    while (std::getline(in, line)) {
        while (!line.empty() && (line.back() == '\r' || line.back() == '\n'))
            line.pop_back();
        lines.push_back(line);
    }
    return lines;
}

struct Totals {
    size_t ok = 0, failed = 0, rows = 0, cells = 0;
    bool operator==(const Totals&) const = default;
};

Totals runExecutor(sqlscope::exec::Executor& executor, const std::vector<Query>& queries,
                   const sqlscope::exec::ExecOptions& options) {
    Totals t;
    for (const Query& q : queries) {
        sqlscope::exec::ExecResult r = executor.run(q.path, q.sql, options);
        if (!r.ok()) {
            ++t.failed;
            continue;
        }
        ++t.ok;
        t.rows += r.result.rowCount();
        t.cells += r.result.rowCount() * r.result.columnCount();
    }
    return t;
}

class PlainRunner {
public:
    explicit PlainRunner(bool immutable) : immutable_(immutable) {}
    ~PlainRunner() {
        for (auto& [path, db] : connections_)
            sqlite3_close_v2(db);
    }

    Totals run(const std::vector<Query>& queries) {
        Totals t;
        for (const Query& q : queries) {
            sqlite3* db = connection(q.path);
            sqlite3_stmt* stmt = nullptr;
            if (!db ||
                sqlite3_prepare_v2(db, q.sql.c_str(), static_cast<int>(q.sql.size()), &stmt,
                                   nullptr) != SQLITE_OK ||
                !stmt) {
                sqlite3_finalize(stmt);
                ++t.failed;
                continue;
            }
            const int columns = sqlite3_column_count(stmt);
            size_t rows = 0;
            int rc;
            while ((rc = sqlite3_step(stmt)) == SQLITE_ROW) {
                ++rows;
                for (int i = 0; i < columns; ++i) {
                    switch (sqlite3_column_type(stmt, i)) {
                        case SQLITE_INTEGER:
                            sink_ += static_cast<uint64_t>(sqlite3_column_int64(stmt, i));
                            break;
                        case SQLITE_FLOAT:
                            sink_ += static_cast<uint64_t>(sqlite3_column_double(stmt, i));
                            break;
                        case SQLITE_TEXT: {
                            const unsigned char* p = sqlite3_column_text(stmt, i);
                            int n = sqlite3_column_bytes(stmt, i);
                            sink_ += n > 0 ? p[0] + static_cast<uint64_t>(n) : 0;
                            break;
                        }
                        case SQLITE_BLOB: {
                            const void* p = sqlite3_column_blob(stmt, i);
                            int n = sqlite3_column_bytes(stmt, i);
                            sink_ += p ? static_cast<uint64_t>(n) : 0;
                            break;
                        }
                        default:
                            break;
                    }
                }
            }
            sqlite3_finalize(stmt);
            if (rc != SQLITE_DONE) {
                ++t.failed;
                continue;
            }
            ++t.ok;
            t.rows += rows;
            t.cells += rows * static_cast<size_t>(columns);
        }
        return t;
    }

    uint64_t sink() const { return sink_; }

private:
    sqlite3* connection(const std::string& path) {
        auto it = connections_.find(path);
        if (it != connections_.end()) return it->second;
        sqlite3* db = nullptr;
        // (the Spider paths need no URI escaping)
        const std::string name = immutable_ ? "file:" + path + "?mode=ro&immutable=1" : path;
        if (sqlite3_open_v2(name.c_str(), &db, SQLITE_OPEN_READONLY | SQLITE_OPEN_URI, nullptr) !=
            SQLITE_OK) {
            sqlite3_close_v2(db);
            db = nullptr;
        }
        connections_[path] = db;
        return db;
    }

    bool immutable_;
    std::map<std::string, sqlite3*> connections_;
    uint64_t sink_ = 0;
};

double median(std::vector<double> v) {
    std::sort(v.begin(), v.end());
    return v.size() % 2 ? v[v.size() / 2] : (v[v.size() / 2 - 1] + v[v.size() / 2]) / 2;
}

double threadCpuSeconds() {
    timespec ts{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return static_cast<double>(ts.tv_sec) + static_cast<double>(ts.tv_nsec) * 1e-9;
}

struct Timing {
    std::vector<double> wall, cpu;
    template <typename F>
    void measure(F&& f) {
        const Clock::time_point start = Clock::now();
        const double cpuStart = threadCpuSeconds();
        f();
        cpu.push_back(threadCpuSeconds() - cpuStart);
        wall.push_back(std::chrono::duration<double>(Clock::now() - start).count());
    }
};

}  // namespace

int main(int argc, char** argv) {
    std::string shared = argc > 1 ? argv[1] : "";
    if (shared.empty()) {
        const char* env = std::getenv("SQLSCOPE_SHARED_DIR");
        shared = env ? env : "../shared";
    }
    const std::string model = argc > 2 ? argv[2] : "DAIL";
    const fs::path etm = fs::path(shared) / "data/etm/spider_dev";
    const fs::path databases = fs::path(shared) / "data/spider/database";
    if (!fs::exists(etm / "gold.txt") || !fs::exists(etm / (model + ".txt")) ||
        !fs::is_directory(databases)) {
        std::fprintf(stderr, "data not found under %s (model %s): skipped\n", shared.c_str(),
                     model.c_str());
        return 77;
    }

    const std::vector<std::string> gold = readLines(etm / "gold.txt");
    const std::vector<std::string> predicted = readLines(etm / (model + ".txt"));
    std::vector<Query> queries;
    size_t skipped = 0;
    for (size_t i = 0; i < gold.size(); ++i) {
        const size_t tab = gold[i].rfind('\t');
        if (tab == std::string::npos) continue;
        const std::string db = gold[i].substr(tab + 1);
        const fs::path file = databases / db / (db + ".sqlite");
        if (db == "wta_1" || !fs::exists(file)) {
            ++skipped;
            continue;
        }
        queries.push_back({file.string(), gold[i].substr(0, tab)});
        if (i < predicted.size()) queries.push_back({file.string(), predicted[i]});
    }
    std::printf(
        "sqlscope-bench-exec: %zu queries (gold and %s) on Spider dev, %zu pairs skipped "
        "(wta_1 / missing database), SQLite %s\n",
        queries.size(), model.c_str(), skipped, sqlite3_libversion());

    sqlscope::exec::Executor executor;
    sqlscope::exec::ExecOptions options;
    options.timeoutSeconds = 600;  // no dev query comes near it
    PlainRunner plain(false), plainImmutable(true);

    // Warm-up: open every connection, fill page caches.
    const Totals execTotals = runExecutor(executor, queries, options);
    const Totals plainTotals = plain.run(queries);
    const Totals immutableTotals = plainImmutable.run(queries);
    std::printf("executor: %zu ok, %zu failed, %zu rows, %zu cells\n", execTotals.ok,
                execTotals.failed, execTotals.rows, execTotals.cells);
    std::printf("plain:    %zu ok, %zu failed, %zu rows, %zu cells\n", plainTotals.ok,
                plainTotals.failed, plainTotals.rows, plainTotals.cells);
    if (!(execTotals == plainTotals) || !(plainTotals == immutableTotals))
        std::printf("note: the paths returned different results (caps or denials)\n");

    Timing e, p, pi;
    for (int run = 1; run <= kRuns; ++run) {
        e.measure([&] { runExecutor(executor, queries, options); });
        p.measure([&] { plain.run(queries); });
        pi.measure([&] { plainImmutable.run(queries); });
        std::printf(
            "run %d: wall executor %7.1f ms  plain %7.1f ms  plain-immutable %7.1f ms | "
            "cpu executor %7.1f ms  plain %7.1f ms  plain-immutable %7.1f ms\n",
            run, e.wall.back() * 1000, p.wall.back() * 1000, pi.wall.back() * 1000,
            e.cpu.back() * 1000, p.cpu.back() * 1000, pi.cpu.back() * 1000);
    }
    const double wallRatio = median(e.wall) / median(p.wall);
    const double cpuRatio = median(e.cpu) / median(p.cpu);
    std::printf("median wall: executor %7.1f ms  plain %7.1f ms  plain-immutable %7.1f ms\n",
                median(e.wall) * 1000, median(p.wall) * 1000, median(pi.wall) * 1000);
    std::printf("median cpu:  executor %7.1f ms  plain %7.1f ms  plain-immutable %7.1f ms\n",
                median(e.cpu) * 1000, median(p.cpu) * 1000, median(pi.cpu) * 1000);
    std::printf("ratio executor/plain: wall %.3f, cpu %.3f (target <= %.2f)%s\n", wallRatio,
                cpuRatio, kTargetRatio,
                std::max(wallRatio, cpuRatio) <= kTargetRatio ? "" : "  ABOVE");
    std::printf("ratio executor/plain-immutable (the sandbox alone): wall %.3f, cpu %.3f\n",
                median(e.wall) / median(pi.wall), median(e.cpu) / median(pi.cpu));
    std::printf("(checksum %llu)\n",
                static_cast<unsigned long long>(plain.sink() + plainImmutable.sink()));
    return std::max(wallRatio, cpuRatio) <= kTargetRatio ? 0 : 1;
}
