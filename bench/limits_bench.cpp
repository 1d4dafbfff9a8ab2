// Budgets that always hold (issue 12, point 4, must-show 3): runs each probe that
// used to stall or balloon through `sqlscope-cli eval --timeout 2` as a child
// process and reports, per probe, the median wall time and peak RSS of 3 runs
// (the child's VmHWM) and the predictions' exec_status. A probe passes when
// it ends within the budget + 100 ms and under the memory ceiling.
//   sqlscope-bench-limits [CLI]
// Everything it needs (a small database, tables.json, gold and prediction
// files) is written to a temporary folder at run time. Exit 0 when every
// probe passes, 1 otherwise.
#include <fcntl.h>
#include <sqlite3.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <functional>
#include <string>
#include <vector>

namespace fs = std::filesystem;
using Clock = std::chrono::steady_clock;

namespace {

constexpr int kRuns = 3;
constexpr double kBudgetSeconds = 2.0;
constexpr double kSlackSeconds = 0.1;
constexpr double kDefaultCeilingMiB = 2048;

// The predictions of a probe, made in a short-lived child (see main): a
// child's peak RSS starts from its parent's RSS at fork (Linux keeps the
// high-water mark across exec), so this process never holds them.
using Texts = std::function<std::vector<std::string>()>;

struct Probe {
    std::string name;
    std::string dbId;  // the gold's db_id
    Texts preds;
    std::vector<std::string> extra;  // further eval options
    double ceilingMiB = kDefaultCeilingMiB;
};

Texts one(std::string sql) {
    return [sql] { return std::vector<std::string>{sql}; };
}

struct Measure {
    double seconds = 0;
    double peakMiB = 0;
    int exitCode = -1;
};

void writeFile(const fs::path& path, const std::string& text) {
    std::ofstream(path, std::ios::binary) << text;
}

bool buildDatabase(const fs::path& path) {
    sqlite3* db = nullptr;
    bool ok = sqlite3_open(path.c_str(), &db) == SQLITE_OK &&
              sqlite3_exec(db,
                           "CREATE TABLE a(x INTEGER, y TEXT);"
                           "INSERT INTO a VALUES (1, 'one'), (2, 'two'), (3, 'three');"
                           "CREATE TABLE big(x INTEGER);"
                           "INSERT INTO big WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL "
                           "SELECT x + 1 FROM c WHERE x < 1000000) SELECT x FROM c;",
                           nullptr, nullptr, nullptr) == SQLITE_OK;
    sqlite3_close(db);
    return ok;
}

const char* kTables = R"([{"db_id": "%s", "table_names_original": ["a"], "table_names": ["a"],
  "column_names_original": [[-1, "*"], [0, "x"], [0, "y"]],
  "column_names": [[-1, "*"], [0, "x"], [0, "y"]],
  "column_types": ["text", "number", "text"], "primary_keys": [], "foreign_keys": []}])";

std::string tablesJson(const std::vector<std::string>& dbIds) {
    std::string out = "[";
    for (size_t i = 0; i < dbIds.size(); ++i) {
        char buf[1024];
        std::snprintf(buf, sizeof buf, kTables, dbIds[i].c_str());
        std::string one = buf;
        one = one.substr(1, one.size() - 2);  // without [ ]
        out += (i ? "," : "") + one;
    }
    return out + "]";
}

Measure runChild(const std::vector<std::string>& args) {
    std::vector<char*> argv;
    for (const std::string& a : args)
        argv.push_back(const_cast<char*>(a.c_str()));
    argv.push_back(nullptr);
    const Clock::time_point start = Clock::now();
    const pid_t pid = fork();
    if (pid == 0) {
        const int null = ::open("/dev/null", O_WRONLY);
        dup2(null, 1);
        dup2(null, 2);
        execv(argv[0], argv.data());
        _exit(127);
    }
    // The child's own peak: VmHWM of its address space after exec, read
    // every 2 ms until it exits (wait4's ru_maxrss would also count the
    // pages it inherited at fork).
    Measure m;
    int status = 0;
    const std::string statusFile = "/proc/" + std::to_string(pid) + "/status";
    while (true) {
        std::ifstream in(statusFile);
        std::string line;
        bool execed = false;  // before exec the child is still a copy of this process
        while (std::getline(in, line)) {
            if (line.rfind("Name:", 0) == 0)
                execed = line.find("sqlscope-cli") != std::string::npos;
            if (execed && line.rfind("VmHWM:", 0) == 0)
                m.peakMiB = std::max(m.peakMiB, std::atof(line.c_str() + 6) / 1024.0);
        }
        if (waitpid(pid, &status, WNOHANG) == pid) break;
        usleep(2000);
    }
    m.seconds = std::chrono::duration<double>(Clock::now() - start).count();
    m.exitCode = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
    return m;
}

// The exec_status values of pairs.csv, counted ("timeout x16").
std::string outcomes(const fs::path& csv) {
    std::ifstream in(csv);
    std::string line;
    std::getline(in, line);
    std::vector<std::string> header;
    {
        size_t start = 0;
        while (true) {
            size_t comma = line.find(',', start);
            header.push_back(line.substr(start, comma - start));
            if (comma == std::string::npos) break;
            start = comma + 1;
        }
    }
    const size_t column = std::find(header.begin(), header.end(), "exec_status") - header.begin();
    std::vector<std::pair<std::string, int>> counts;
    // Queries in this benchmark hold no comma-free quoting surprises before
    // exec_status except the quoted gold/pred fields, read as CSV here.
    while (std::getline(in, line)) {
        std::vector<std::string> fields;
        std::string field;
        bool quoted = false;
        for (size_t i = 0; i < line.size(); ++i) {
            char c = line[i];
            if (quoted) {
                if (c == '"' && i + 1 < line.size() && line[i + 1] == '"') {
                    field += '"';
                    ++i;
                } else if (c == '"') {
                    quoted = false;
                } else {
                    field += c;
                }
            } else if (c == '"') {
                quoted = true;
            } else if (c == ',') {
                fields.push_back(field);
                field.clear();
            } else {
                field += c;
            }
        }
        fields.push_back(field);
        const std::string status = column < fields.size() ? fields[column] : "?";
        auto it = std::find_if(counts.begin(), counts.end(),
                               [&](const auto& p) { return p.first == status; });
        if (it == counts.end())
            counts.emplace_back(status, 1);
        else
            ++it->second;
    }
    std::string out;
    for (const auto& [status, n] : counts)
        out += (out.empty() ? "" : " ") + status + (n > 1 ? " x" + std::to_string(n) : "");
    return out.empty() ? "(none)" : out;
}

std::string repeatCase(size_t bytes) {
    std::string sql = "SELECT CASE";
    while (sql.size() < bytes)
        sql += " WHEN x = 1 THEN 'x'";
    return sql + " END FROM a";
}

std::string inList(size_t n) {
    std::string sql = "SELECT y FROM a WHERE x IN (";
    for (size_t i = 0; i < n; ++i) {
        if (i) sql += ',';
        sql += std::to_string(i);
    }
    return sql + ")";
}

// `pairs` predictions returning a million rows each, all different texts:
// nothing is shared between the pairs.
Texts millionRows(int pairs) {
    return [pairs] {
        std::vector<std::string> out;
        for (int i = 0; i < pairs; ++i)
            out.push_back("SELECT x + " + std::to_string(i) + " FROM big");
        return out;
    };
}

}  // namespace

int main(int argc, char** argv) {
    const std::string cli = argc > 1 ? argv[1] : SQLSCOPE_CLI_PATH;
    char pattern[] = "/tmp/sqlscope-limits-XXXXXX";
    if (!mkdtemp(pattern)) {
        std::perror("mkdtemp");
        return 2;
    }
    const fs::path dir = pattern;
    const fs::path db = dir / "db";
    fs::create_directories(db / "t");
    if (!buildDatabase(db / "t" / "t.sqlite")) return 2;
    // A FIFO and a directory where a database should be, a link to a device.
    fs::create_directories(db / "fifo");
    mkfifo((db / "fifo" / "fifo.sqlite").c_str(), 0600);
    fs::create_directories(db / "dir" / "dir.sqlite");
    fs::create_directories(db / "dev");
    fs::create_symlink("/dev/zero", db / "dev" / "dev.sqlite");
    writeFile(dir / "tables.json", tablesJson({"t", "fifo", "dir", "dev"}));

    const std::vector<Probe> probes = {
        {"instr(100 MB, 1 MB)",
         "t",
         one("SELECT instr(printf('%.*c',100000000,'a'), printf('%.*c',1000000,'a')||'b')"),
         {}},
        {"printf('%.*c', 2e9)", "t", one("SELECT printf('%.*c',2000000000,'x')"), {}},
        {"replace() blow-up",
         "t",
         one("SELECT length(replace(replace(replace(printf('%.*c',3000000,'x'),'x','xx'),'x',"
             "'xx'),'x','xx'))"),
         {}},
        {"2.5 MB CASE", "t", [] { return std::vector<std::string>{repeatCase(2'500'000)}; }, {}},
        {"5M-item IN list", "t", [] { return std::vector<std::string>{inList(5'000'000)}; }, {}},
        {"endless recursive CTE",
         "t",
         one("WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c) SELECT count(*) "
             "FROM c"),
         {}},
        {"FIFO as database", "fifo", one("SELECT 1"), {}},
        {"directory as database", "dir", one("SELECT 1"), {}},
        {"/dev/zero as database", "dev", one("SELECT 1"), {}},
        {"fts3_tokenizer(2 args)",
         "t",
         one("SELECT fts3_tokenizer('simple', x'0000000000000000')"),
         {}},
        {"pragma_threads(8)", "t", one("SELECT * FROM pragma_threads(8)"), {}},
        {"4 x 1M rows, --jobs 4", "t", millionRows(4), {"--jobs", "4"}},
        {"16 x 1M rows, --jobs 16", "t", millionRows(16), {"--jobs", "16"}},
        {"16 x 1M rows, --jobs 16, --memory-limit 512",
         "t",
         millionRows(16),
         {"--jobs", "16", "--memory-limit", "512"},
         512},
    };

    std::printf(
        "sqlscope-cli eval --timeout 2, median of %d runs; pass = wall <= %.1f s and peak "
        "RSS < ceiling\n\n",
        kRuns, kBudgetSeconds + kSlackSeconds);
    std::printf("| probe | outcome | wall (s) | peak RSS (MiB) | ceiling (MiB) | pass |\n");
    std::printf("|---|---|---|---|---|---|\n");
    bool allPass = true;
    for (const Probe& probe : probes) {
        // The texts are made in a child of their own, so that this process
        // stays small: a child's peak RSS starts from its parent's RSS at fork.
        if (const pid_t writer = fork(); writer == 0) {
            std::string gold, pred;
            for (const std::string& p : probe.preds()) {
                gold += "SELECT y FROM a\t" + probe.dbId + "\n";
                pred += p + "\n";
            }
            writeFile(dir / "gold.txt", gold);
            writeFile(dir / "pred.txt", pred);
            _exit(0);
        } else {
            waitpid(writer, nullptr, 0);
        }
        std::vector<std::string> args = {cli,
                                         "eval",
                                         "--gold",
                                         (dir / "gold.txt").string(),
                                         "--pred",
                                         (dir / "pred.txt").string(),
                                         "--db",
                                         db.string(),
                                         "--tables",
                                         (dir / "tables.json").string(),
                                         "--csv",
                                         (dir / "pairs.csv").string(),
                                         "--timeout",
                                         "2",
                                         "--no-progress"};
        args.insert(args.end(), probe.extra.begin(), probe.extra.end());
        std::vector<Measure> runs;
        for (int r = 0; r < kRuns; ++r)
            runs.push_back(runChild(args));
        std::sort(runs.begin(), runs.end(),
                  [](const Measure& a, const Measure& b) { return a.seconds < b.seconds; });
        const double wall = runs[kRuns / 2].seconds;
        std::vector<double> peaks;
        for (const Measure& m : runs)
            peaks.push_back(m.peakMiB);
        std::sort(peaks.begin(), peaks.end());
        const double peak = peaks[kRuns / 2];
        const double maxPeak = peaks.back();
        const bool pass =
            wall <= kBudgetSeconds + kSlackSeconds && maxPeak < probe.ceilingMiB &&
            std::all_of(runs.begin(), runs.end(), [](const Measure& m) { return m.exitCode <= 1; });
        allPass = allPass && pass;
        std::printf("| %s | %s | %.3f | %.1f | %.0f | %s |\n", probe.name.c_str(),
                    outcomes(dir / "pairs.csv").c_str(), wall, peak, probe.ceilingMiB,
                    pass ? "yes" : "NO");
        std::fflush(stdout);
    }
    fs::remove_all(dir);
    return allPass ? 0 : 1;
}
