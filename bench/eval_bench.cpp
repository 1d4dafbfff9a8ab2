// Cost of a full evaluation: `sqlscope-cli eval` with every metric but VES
// on the seven Spider dev prediction files at once (--jobs 2, report.json
// and pairs.csv written), against a baseline that only executes every gold
// line and every predicted line once on plain SQLite (read-only connections
// opened once per database and thread, prepare / step / read every column /
// finalize, nothing kept) with two threads. The two alternate, 5 runs each
// after one warm-up of each; the medians are compared.
//   sqlscope-bench-eval [SHARED_DIR [CLI [EVAL_OPTION...]]]
//     (defaults $SQLSCOPE_SHARED_DIR or ../shared, and the built sqlscope-cli;
//     EVAL_OPTIONs are added to eval's, e.g. --metrics ex,exe,esm)
// Reported: wall times, medians, their ratio, the peak RSS of the CLI (and
// of this process, i.e. the baseline). Target: ratio <= 1.5. Exit 0, 1 above
// the target, 77 when the data is absent.
#include <sqlite3.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <string>
#include <thread>
#include <vector>

namespace fs = std::filesystem;
using Clock = std::chrono::steady_clock;

namespace {

constexpr int kRuns = 5;
constexpr double kTargetRatio = 1.5;
const std::vector<std::string> kModels = {"C3",      "DAIL",     "DIN",  "RASAT+PICARD",
                                          "RESDSQL", "SuperSQL", "codeS"};

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
        if (line.find_first_not_of(" \t") != std::string::npos) lines.push_back(line);
    }
    return lines;
}

// One thread's share of the baseline: its own connections, a shared cursor.
uint64_t runPlain(const std::vector<Query>& queries, std::atomic<size_t>& next) {
    std::map<std::string, sqlite3*> connections;
    uint64_t sink = 0;
    for (;;) {
        const size_t i = next.fetch_add(1);
        if (i >= queries.size()) break;
        const Query& q = queries[i];
        sqlite3*& db = connections[q.path];
        if (!db) {
            const std::string uri = "file:" + q.path + "?mode=ro&immutable=1";
            if (sqlite3_open_v2(uri.c_str(), &db, SQLITE_OPEN_READONLY | SQLITE_OPEN_URI,
                                nullptr) != SQLITE_OK) {
                sqlite3_close_v2(db);
                db = nullptr;
                continue;
            }
        }
        sqlite3_stmt* stmt = nullptr;
        if (sqlite3_prepare_v2(db, q.sql.c_str(), static_cast<int>(q.sql.size()), &stmt, nullptr) !=
                SQLITE_OK ||
            !stmt) {
            sqlite3_finalize(stmt);
            continue;
        }
        const int columns = sqlite3_column_count(stmt);
        while (sqlite3_step(stmt) == SQLITE_ROW) {
            for (int c = 0; c < columns; ++c) {
                switch (sqlite3_column_type(stmt, c)) {
                    case SQLITE_INTEGER:
                        sink += static_cast<uint64_t>(sqlite3_column_int64(stmt, c));
                        break;
                    case SQLITE_FLOAT:
                        sink += static_cast<uint64_t>(sqlite3_column_double(stmt, c));
                        break;
                    case SQLITE_TEXT:
                    case SQLITE_BLOB: {
                        const void* p = sqlite3_column_blob(stmt, c);
                        sink += p ? static_cast<uint64_t>(sqlite3_column_bytes(stmt, c)) : 0;
                        break;
                    }
                    default:
                        break;
                }
            }
        }
        sqlite3_finalize(stmt);
    }
    for (auto& [path, db] : connections)
        sqlite3_close_v2(db);
    return sink;
}

double cpuSeconds() {
    timespec t{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return static_cast<double>(t.tv_sec) + static_cast<double>(t.tv_nsec) * 1e-9;
}

double baseline(const std::vector<Query>& queries, uint64_t& sink, double& cpu) {
    const double cpuStart = cpuSeconds();
    auto start = Clock::now();
    std::atomic<size_t> next{0};
    uint64_t other = 0;
    std::thread helper([&] { other = runPlain(queries, next); });
    sink += runPlain(queries, next);
    helper.join();
    sink += other;
    cpu = cpuSeconds() - cpuStart;
    return std::chrono::duration<double>(Clock::now() - start).count();
}

struct ChildRun {
    double seconds = 0;
    double cpu = 0;  // user + system
    long maxRssKb = 0;
    int exitCode = -1;
};

ChildRun runCli(const std::vector<std::string>& args) {
    std::vector<char*> argv;
    for (const std::string& a : args)
        argv.push_back(const_cast<char*>(a.c_str()));
    argv.push_back(nullptr);
    std::fflush(stdout);
    auto start = Clock::now();
    pid_t pid = fork();
    if (pid == 0) {
        std::freopen("/dev/null", "w", stdout);
        std::freopen("/dev/null", "w", stderr);
        execv(argv[0], argv.data());
        _exit(127);
    }
    int status = 0;
    struct rusage usage {};
    wait4(pid, &status, 0, &usage);
    ChildRun run;
    run.seconds = std::chrono::duration<double>(Clock::now() - start).count();
    run.maxRssKb = usage.ru_maxrss;
    run.cpu = static_cast<double>(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) +
              static_cast<double>(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) * 1e-6;
    run.exitCode = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    return run;
}

double median(std::vector<double> v) {
    std::sort(v.begin(), v.end());
    return v[v.size() / 2];
}

}  // namespace

int main(int argc, char** argv) {
    std::string shared = argc > 1 ? argv[1] : "";
    if (shared.empty()) {
        const char* env = std::getenv("SQLSCOPE_SHARED_DIR");
        shared = env ? env : "../shared";
    }
    const std::string cli = argc > 2 ? argv[2] : SQLSCOPE_CLI_PATH;
    const fs::path data = fs::path(shared) / "data";
    const fs::path etm = data / "etm" / "spider_dev";
    const fs::path databases = data / "spider" / "database";
    if (!fs::is_directory(etm) || !fs::is_directory(databases)) {
        std::printf("shared data not found at %s; skipping\n", shared.c_str());
        return 77;
    }

    // The baseline's work: every gold line once, every predicted line once.
    std::vector<std::string> gold = readLines(etm / "gold.txt");
    std::vector<std::string> dbOf;
    std::vector<Query> queries;
    size_t skipped = 0;
    for (const std::string& line : gold) {
        const size_t tab = line.find('\t');
        const std::string db = line.substr(tab + 1);
        dbOf.push_back(db);
        const fs::path path = databases / db / (db + ".sqlite");
        if (!fs::exists(path)) {
            ++skipped;
            continue;
        }
        queries.push_back({path.string(), line.substr(0, tab)});
    }
    for (const std::string& model : kModels) {
        std::vector<std::string> pred = readLines(etm / (model + ".txt"));
        for (size_t i = 0; i < pred.size() && i < dbOf.size(); ++i) {
            const fs::path path = databases / dbOf[i] / (dbOf[i] + ".sqlite");
            if (!fs::exists(path)) continue;
            queries.push_back({path.string(), pred[i].substr(0, pred[i].find('\t'))});
        }
    }

    const fs::path out =
        fs::temp_directory_path() / ("sqlscope-bench-eval-" + std::to_string(getpid()));
    fs::create_directories(out);
    std::vector<std::string> args = {cli,
                                     "eval",
                                     "--gold",
                                     (etm / "gold.txt").string(),
                                     "--db",
                                     databases.string(),
                                     "--tables",
                                     (etm / "tables.json").string(),
                                     "--jobs",
                                     "2",
                                     "--no-progress",
                                     "--out",
                                     (out / "report.json").string(),
                                     "--csv",
                                     (out / "pairs.csv").string()};
    for (const std::string& model : kModels) {
        args.push_back("--pred");
        args.push_back((etm / (model + ".txt")).string());
    }
    // Further arguments go to eval, e.g. --metrics ex,exe,esm to time a subset.
    std::string extra;
    for (int i = 3; i < argc; ++i) {
        args.push_back(argv[i]);
        extra += std::string(" ") + argv[i];
    }

    std::printf(
        "sqlscope-bench-eval: %zu baseline queries (%zu gold lines, %zu models; %zu gold lines "
        "skipped: no database file), SQLite %s\n",
        queries.size(), gold.size() - skipped, kModels.size(), skipped, sqlite3_libversion());
    std::printf("eval: %s eval ... --jobs 2%s (%s, report.json and pairs.csv)\n", cli.c_str(),
                extra.c_str(), extra.empty() ? "all metrics but VES" : "as given");

    uint64_t sink = 0;
    double cpu = 0;
    baseline(queries, sink, cpu);  // warm-up (page cache, lazy loading)
    ChildRun warm = runCli(args);
    if (warm.exitCode != 0 && warm.exitCode != 1) {
        std::printf("the CLI failed (exit %d)\n", warm.exitCode);
        return 1;
    }
    std::vector<double> base, ours, baseCpu, oursCpu;
    long peakKb = 0;
    for (int run = 1; run <= kRuns; ++run) {
        const double b = baseline(queries, sink, cpu);
        const ChildRun e = runCli(args);
        base.push_back(b);
        baseCpu.push_back(cpu);
        ours.push_back(e.seconds);
        oursCpu.push_back(e.cpu);
        peakKb = std::max(peakKb, e.maxRssKb);
        std::printf(
            "run %d: wall baseline %7.1f ms  eval %7.1f ms | cpu baseline %7.1f ms  eval %7.1f ms "
            "| eval peak RSS %.1f MB\n",
            run, b * 1000, e.seconds * 1000, cpu * 1000, e.cpu * 1000, e.maxRssKb / 1024.0);
    }
    fs::remove_all(out);
    struct rusage self {};
    getrusage(RUSAGE_SELF, &self);
    const double mb = median(base), me = median(ours);
    const double ratio = me / mb;
    std::printf("median wall: baseline %.1f ms  eval %.1f ms  ratio %.2f (target <= %.1f)\n",
                mb * 1000, me * 1000, ratio, kTargetRatio);
    std::printf("median cpu:  baseline %.1f ms  eval %.1f ms  ratio %.2f\n", median(baseCpu) * 1000,
                median(oursCpu) * 1000, median(oursCpu) / median(baseCpu));
    std::printf("peak RSS: eval %.1f MB, baseline process %.1f MB\n", peakKb / 1024.0,
                self.ru_maxrss / 1024.0);
    std::printf("(checksum %llu)\n", static_cast<unsigned long long>(sink));
    return ratio <= kTargetRatio ? 0 : 1;
}
