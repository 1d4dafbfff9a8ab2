#include "cli_bench_support.h"

#include <sqlite3.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <fstream>
#include <map>
#include <thread>

namespace sqlscope::benchsupport {

namespace fs = std::filesystem;
using Clock = std::chrono::steady_clock;

namespace {

// One thread's share of the floor: its own connections, a shared cursor.
void runPlain(const std::vector<Query>& queries, std::atomic<size_t>& next, uint64_t& sink,
              uint64_t& cells) {
    std::map<std::string, sqlite3*> connections;
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
            cells += static_cast<uint64_t>(columns);
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
}

double cpuSeconds() {
    timespec t{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return static_cast<double>(t.tv_sec) + static_cast<double>(t.tv_nsec) * 1e-9;
}

}  // namespace

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

// The floor on two threads; wall seconds. `cells`: result cells read; `cpu`:
// this process's CPU seconds meanwhile.
double runFloor(const std::vector<Query>& queries, uint64_t& sink, uint64_t& cells, double& cpu) {
    const double cpuStart = cpuSeconds();
    const auto start = Clock::now();
    std::atomic<size_t> next{0};
    uint64_t otherSink = 0, otherCells = 0, ownCells = 0;
    std::thread helper([&] { runPlain(queries, next, otherSink, otherCells); });
    runPlain(queries, next, sink, ownCells);
    helper.join();
    sink += otherSink;
    cells = ownCells + otherCells;
    cpu = cpuSeconds() - cpuStart;
    return std::chrono::duration<double>(Clock::now() - start).count();
}

ChildRun runCli(const std::vector<std::string>& args) {
    std::vector<char*> argv;
    for (const std::string& a : args)
        argv.push_back(const_cast<char*>(a.c_str()));
    argv.push_back(nullptr);
    std::fflush(stdout);
    const auto start = Clock::now();
    const pid_t pid = fork();
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
    return v.empty() ? 0 : v[v.size() / 2];
}

}  // namespace sqlscope::benchsupport
