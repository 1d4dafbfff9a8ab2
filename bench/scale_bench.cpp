// Cost of a full evaluation at scale, against the raw SQLite floor measured
// in the same run (docs: bench/README.md, "Cost at scale"). Four workloads,
// generated from ../shared/data into a temporary folder removed at exit:
//   dev    Spider dev, the seven model prediction files;
//   large  results that are whole tables: for each table of each database dev
//          uses, a gold `SELECT * FROM t` and one `SELECT * FROM t ORDER BY c`
//          per column c, and seven prediction files whose results are whole
//          tables too (identical, columns listed, columns reversed, every
//          other row, DISTINCT, two ORDER BY variants);
//   1x/16x the dev workload on its own databases copied once and 16 times
//          under new db_ids (`<db>_c1` ...: bytes copied, tables.json entries,
//          gold and prediction lines duplicated per copy), so that no cache
//          can share work between copies.
// Each workload: `sqlscope-cli eval` (every metric but VES, --jobs 2,
// report.json and pairs.csv written) as a child process, alternating with
// the floor (every gold and predicted line executed once on plain SQLite,
// read-only connections per database and thread, every column read, two
// threads) in this process; one warm-up of each, then medians of --runs.
// Peak RSS of the child from wait4's rusage. The CPU times (the child's
// user + system from rusage, the floor's from this process's CPU clock) are
// reported too: on a shared machine they move less than wall times.
// Targets: ratio <= 1.25 on dev and on large; ratio at 16x within 5% of the
// ratio at 1x; (RSS16 - RSS1) / (pairs16 - pairs1) * 1000 <= 2 MB.
//   sqlscope-bench-scale [SHARED_DIR [CLI]] [--runs=N] [--workloads=dev,large,distinct]
//                        [--outputs=both|csv|json] [--keep=DIR] [EVAL_OPTION...]
// (--outputs: which of report.json and pairs.csv eval writes; --keep: make
// the workloads in DIR and leave them there, e.g. to profile one by hand)
// Exit 0 when every target measured is met, 1 otherwise, 77 without the data.
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
#include <regex>
#include <set>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "cli_bench_support.h"

namespace fs = std::filesystem;
using namespace sqlscope::benchsupport;
using Clock = std::chrono::steady_clock;

namespace {

constexpr double kTargetRatio = 1.25;
constexpr double kTargetDrift = 0.05;  // ratio at 16x over ratio at 1x, minus 1
constexpr double kTargetMbPer1000 = 2.0;
constexpr int kCopies = 16;
const std::vector<std::string> kModels = {"C3",      "DAIL",     "DIN",  "RASAT+PICARD",
                                          "RESDSQL", "SuperSQL", "codeS"};

void writeLines(const fs::path& file, const std::vector<std::string>& lines) {
    std::ofstream out(file, std::ios::binary);
    for (const std::string& line : lines)
        out << line << '\n';
}

std::string readFile(const fs::path& file) {
    std::ifstream in(file, std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

// A workload in Spider format: gold `SQL\tdb_id` lines, prediction files of
// one SQL per line, the databases folder and tables.json.
struct Workload {
    std::string name;
    fs::path gold;
    std::vector<fs::path> preds;
    fs::path databases;
    fs::path tables;
    size_t pairs = 0;
};

// The floor's work: every gold line once, every predicted line once.
std::vector<Query> floorQueries(const Workload& w) {
    std::vector<Query> queries;
    std::vector<std::string> paths;
    for (const std::string& line : readLines(w.gold)) {
        const size_t tab = line.find('\t');
        const std::string db = line.substr(tab + 1);
        const fs::path path = w.databases / db / (db + ".sqlite");
        paths.push_back(fs::exists(path) ? path.string() : "");
        if (!paths.back().empty()) queries.push_back({paths.back(), line.substr(0, tab)});
    }
    for (const fs::path& file : w.preds) {
        std::vector<std::string> pred = readLines(file);
        for (size_t i = 0; i < pred.size() && i < paths.size(); ++i)
            if (!paths[i].empty())
                queries.push_back({paths[i], pred[i].substr(0, pred[i].find('\t'))});
    }
    return queries;
}

// Spider dev as given: the etm files and the shared databases.
Workload devWorkload(const fs::path& etm, const fs::path& databases) {
    Workload w{"dev", etm / "gold.txt", {}, databases, etm / "tables.json"};
    for (const std::string& model : kModels)
        w.preds.push_back(etm / (model + ".txt"));
    w.pairs = readLines(w.gold).size() * w.preds.size();
    return w;
}

// The db_ids of the gold lines whose database file exists, in first-use order.
std::vector<std::string> usedDatabases(const fs::path& gold, const fs::path& databases) {
    std::vector<std::string> order;
    std::set<std::string> seen;
    for (const std::string& line : readLines(gold)) {
        const std::string db = line.substr(line.find('\t') + 1);
        if (seen.insert(db).second && fs::exists(databases / db / (db + ".sqlite")))
            order.push_back(db);
    }
    return order;
}

std::string quoteName(const std::string& name) {
    static const std::regex plain("[A-Za-z_][A-Za-z0-9_]*");
    if (std::regex_match(name, plain)) return name;
    std::string q = "\"";
    for (char c : name)
        q += c == '"' ? std::string("\"\"") : std::string(1, c);
    return q + "\"";
}

// Whole tables: golds `SELECT * FROM t` and `... ORDER BY c` per table of
// each database dev uses, seven prediction files whose results are whole
// tables too.
Workload largeWorkload(const fs::path& dir, const fs::path& etm, const fs::path& databases) {
    Workload w{"large", dir / "gold.txt", {}, databases, etm / "tables.json"};
    const std::vector<std::string> variants = {"identical", "columns",  "reversed",     "half_rows",
                                               "distinct",  "order_by", "order_by_desc"};
    std::vector<std::string> gold;
    std::vector<std::vector<std::string>> preds(variants.size());
    for (const std::string& db : usedDatabases(etm / "gold.txt", databases)) {
        sqlite3* conn = nullptr;
        const std::string uri =
            "file:" + (databases / db / (db + ".sqlite")).string() + "?mode=ro&immutable=1";
        if (sqlite3_open_v2(uri.c_str(), &conn, SQLITE_OPEN_READONLY | SQLITE_OPEN_URI, nullptr) !=
            SQLITE_OK) {
            sqlite3_close_v2(conn);
            continue;
        }
        std::vector<std::string> tables;
        sqlite3_stmt* stmt = nullptr;
        sqlite3_prepare_v2(conn,
                           "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE "
                           "'sqlite_%' ORDER BY name",
                           -1, &stmt, nullptr);
        while (stmt && sqlite3_step(stmt) == SQLITE_ROW)
            tables.emplace_back(reinterpret_cast<const char*>(sqlite3_column_text(stmt, 0)));
        sqlite3_finalize(stmt);
        for (const std::string& table : tables) {
            std::vector<std::string> columns;
            const std::string info = "SELECT name FROM pragma_table_info('" + table + "')";
            stmt = nullptr;
            sqlite3_prepare_v2(conn, info.c_str(), -1, &stmt, nullptr);
            while (stmt && sqlite3_step(stmt) == SQLITE_ROW)
                columns.push_back(
                    quoteName(reinterpret_cast<const char*>(sqlite3_column_text(stmt, 0))));
            sqlite3_finalize(stmt);
            if (columns.empty()) continue;
            const std::string t = quoteName(table);
            std::string listed, reversed;
            for (size_t i = 0; i < columns.size(); ++i) {
                listed += (i ? ", " : "") + columns[i];
                reversed += (i ? ", " : "") + columns[columns.size() - 1 - i];
            }
            // The whole table, then the whole table ordered by each column:
            // distinct texts, so that the floor and the eval both run each.
            for (size_t k = 0; k <= columns.size(); ++k) {
                const std::string order = k == 0 ? "" : " ORDER BY " + columns[k - 1];
                const std::string all = "SELECT * FROM " + t;
                gold.push_back(all + order + "\t" + db);
                preds[0].push_back(all + order);
                preds[1].push_back("SELECT " + listed + " FROM " + t + order);
                preds[2].push_back("SELECT " + reversed + " FROM " + t + order);
                preds[3].push_back(all + " WHERE rowid % 2 = 0" + order);
                preds[4].push_back("SELECT DISTINCT * FROM " + t + order);
                preds[5].push_back(all + " ORDER BY " + columns.front());
                preds[6].push_back(all + " ORDER BY " + columns.back() + " DESC");
            }
        }
        sqlite3_close_v2(conn);
    }
    fs::create_directories(dir);
    writeLines(w.gold, gold);
    for (size_t v = 0; v < variants.size(); ++v) {
        w.preds.push_back(dir / (variants[v] + ".txt"));
        writeLines(w.preds.back(), preds[v]);
    }
    w.pairs = gold.size() * variants.size();
    return w;
}

// The top-level objects of a JSON array, as text.
std::vector<std::string> jsonArrayObjects(const std::string& text) {
    std::vector<std::string> objects;
    int depth = 0;
    bool inString = false;
    size_t start = 0;
    for (size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (inString) {
            if (c == '\\')
                ++i;
            else if (c == '"')
                inString = false;
            continue;
        }
        if (c == '"') {
            inString = true;
        } else if (c == '{' || c == '[') {
            if (++depth == 2 && c == '{') start = i;
        } else if (c == '}' || c == ']') {
            if (depth-- == 2 && c == '}') objects.push_back(text.substr(start, i - start + 1));
        }
    }
    return objects;
}

// Dev on `copies` copies of its databases, named `<db>_c1` ...: files copied
// byte for byte (no cache, not even the OS's page cache, shares them), the
// tables.json entries and the gold and prediction lines repeated per copy.
Workload copiedWorkload(const std::string& name, const fs::path& dir, const fs::path& etm,
                        const fs::path& databases, int copies) {
    Workload w{name, dir / "gold.txt", {}, dir / "database", dir / "tables.json"};
    const std::vector<std::string> used = usedDatabases(etm / "gold.txt", databases);
    const std::set<std::string> usedSet(used.begin(), used.end());
    static const std::regex dbIdField("\"db_id\"\\s*:\\s*\"([^\"]*)\"");
    std::vector<std::string> entries;
    const std::string tables = readFile(etm / "tables.json");
    for (const std::string& object : jsonArrayObjects(tables)) {
        std::smatch m;
        if (!std::regex_search(object, m, dbIdField) || !usedSet.count(m[1].str())) continue;
        for (int c = 1; c <= copies; ++c) {
            const std::string id = m[1].str() + "_c" + std::to_string(c);
            entries.push_back(m.prefix().str() + "\"db_id\": \"" + id + "\"" + m.suffix().str());
        }
    }
    fs::create_directories(w.databases);
    {
        std::ofstream out(w.tables, std::ios::binary);
        out << "[\n";
        for (size_t i = 0; i < entries.size(); ++i)
            out << entries[i] << (i + 1 < entries.size() ? ",\n" : "\n");
        out << "]\n";
    }
    for (const std::string& db : used)
        for (int c = 1; c <= copies; ++c) {
            const std::string id = db + "_c" + std::to_string(c);
            fs::create_directories(w.databases / id);
            fs::copy_file(databases / db / (db + ".sqlite"), w.databases / id / (id + ".sqlite"));
        }
    const std::vector<std::string> gold = readLines(etm / "gold.txt");
    std::vector<std::string> goldOut;
    for (int c = 1; c <= copies; ++c)
        for (const std::string& line : gold) {
            const size_t tab = line.find('\t');
            goldOut.push_back(line.substr(0, tab + 1) + line.substr(tab + 1) + "_c" +
                              std::to_string(c));
        }
    writeLines(w.gold, goldOut);
    for (const std::string& model : kModels) {
        const std::vector<std::string> pred = readLines(etm / (model + ".txt"));
        std::vector<std::string> predOut;
        for (int c = 1; c <= copies; ++c)
            for (size_t i = 0; i < gold.size(); ++i)
                predOut.push_back(i < pred.size() ? pred[i].substr(0, pred[i].find('\t'))
                                                  : "SELECT 1");
        w.preds.push_back(dir / (model + ".txt"));
        writeLines(w.preds.back(), predOut);
    }
    w.pairs = goldOut.size() * kModels.size();
    return w;
}

struct Measured {
    std::string name;
    size_t pairs = 0;
    uint64_t cells = 0;
    double evalMs = 0, floorMs = 0, ratio = 0, evalCpuMs = 0, floorCpuMs = 0, rssMb = 0;
    bool failed = false;
};

Measured measure(const Workload& w, const std::string& cli, const fs::path& out, int runs,
                 const std::string& outputs, const std::vector<std::string>& extra) {
    std::vector<std::string> args = {cli,
                                     "eval",
                                     "--gold",
                                     w.gold.string(),
                                     "--db",
                                     w.databases.string(),
                                     "--tables",
                                     w.tables.string(),
                                     "--jobs",
                                     "2",
                                     "--no-progress"};
    if (outputs != "csv") {
        args.push_back("--out");
        args.push_back((out / "report.json").string());
    }
    if (outputs != "json") {
        args.push_back("--csv");
        args.push_back((out / "pairs.csv").string());
    }
    for (const fs::path& p : w.preds) {
        args.push_back("--pred");
        args.push_back(p.string());
    }
    args.insert(args.end(), extra.begin(), extra.end());
    const std::vector<Query> queries = floorQueries(w);

    Measured m{w.name, w.pairs};
    uint64_t sink = 0;
    double floorCpu = 0;
    runFloor(queries, sink, m.cells, floorCpu);  // warm-up (page cache, lazy loading)
    const ChildRun warm = runCli(args);
    if (warm.exitCode != 0 && warm.exitCode != 1) {
        std::printf("%s: the CLI failed (exit %d)\n", w.name.c_str(), warm.exitCode);
        m.failed = true;
        return m;
    }
    std::vector<double> evalMs, floorMs, cpuMs, floorCpuMs, rssMb;
    for (int run = 1; run <= runs; ++run) {
        uint64_t cells = 0;
        const double f = runFloor(queries, sink, cells, floorCpu);
        floorCpuMs.push_back(floorCpu * 1000);
        const ChildRun e = runCli(args);
        floorMs.push_back(f * 1000);
        evalMs.push_back(e.seconds * 1000);
        cpuMs.push_back(e.cpu * 1000);
        rssMb.push_back(e.maxRssKb / 1024.0);
        std::printf(
            "  %s run %d: floor %8.1f ms  eval %8.1f ms (cpu %8.1f ms)  ratio %.2f  peak "
            "RSS %.1f MB\n",
            w.name.c_str(), run, f * 1000, e.seconds * 1000, e.cpu * 1000, e.seconds / f,
            e.maxRssKb / 1024.0);
    }
    m.evalMs = median(evalMs);
    m.floorMs = median(floorMs);
    m.ratio = m.evalMs / m.floorMs;
    m.evalCpuMs = median(cpuMs);
    m.floorCpuMs = median(floorCpuMs);
    m.rssMb = median(rssMb);
    std::printf("  (checksum %llu)\n", static_cast<unsigned long long>(sink));
    return m;
}

}  // namespace

int main(int argc, char** argv) {
    std::vector<std::string> positional, extra;
    int runs = 3;
    std::string outputs = "both";
    std::string keep;
    std::set<std::string> workloads = {"dev", "large", "distinct"};
    for (int i = 1; i < argc; ++i) {
        const std::string a = argv[i];
        if (a.rfind("--keep=", 0) == 0) {
            keep = a.substr(7);
        } else if (a.rfind("--runs=", 0) == 0) {
            runs = std::max(1, std::atoi(a.c_str() + 7));
        } else if (a.rfind("--outputs=", 0) == 0) {
            outputs = a.substr(10);
        } else if (a.rfind("--workloads=", 0) == 0) {
            workloads.clear();
            std::stringstream list(a.substr(12));
            for (std::string item; std::getline(list, item, ',');)
                workloads.insert(item);
        } else if (a.rfind("--", 0) == 0 || positional.size() >= 2) {
            extra.push_back(a);
        } else {
            positional.push_back(a);
        }
    }
    std::string shared = positional.size() > 0 ? positional[0] : "";
    if (shared.empty()) {
        const char* env = std::getenv("SQLSCOPE_SHARED_DIR");
        shared = env ? env : "../shared";
    }
    const std::string cli = positional.size() > 1 ? positional[1] : SQLSCOPE_CLI_PATH;
    const fs::path data = fs::path(shared) / "data";
    const fs::path etm = data / "etm" / "spider_dev";
    const fs::path databases = data / "spider" / "database";
    if (!fs::is_directory(etm) || !fs::is_directory(databases)) {
        std::printf("shared data not found at %s; skipping\n", shared.c_str());
        return 77;
    }
    const fs::path tmp = !keep.empty() ? fs::path(keep)
                                       : fs::temp_directory_path() /
                                             ("sqlscope-bench-scale-" + std::to_string(getpid()));
    const fs::path out = tmp / "out";
    fs::create_directories(out);

    std::printf(
        "sqlscope-bench-scale: %s eval ... --jobs 2 (outputs: %s), medians of %d, SQLite "
        "%s\n",
        cli.c_str(), outputs.c_str(), runs, sqlite3_libversion());
    std::vector<Measured> results;
    std::map<std::string, Measured> byName;
    auto run = [&](const Workload& w) {
        std::printf("%s: %zu pairs\n", w.name.c_str(), w.pairs);
        results.push_back(measure(w, cli, out, runs, outputs, extra));
        byName[w.name] = results.back();
    };
    if (workloads.count("dev")) run(devWorkload(etm, databases));
    if (workloads.count("large")) run(largeWorkload(tmp / "large", etm, databases));
    if (workloads.count("distinct")) {
        run(copiedWorkload("1x", tmp / "copies1", etm, databases, 1));
        run(copiedWorkload("16x", tmp / "copies16", etm, databases, kCopies));
    }
    if (keep.empty()) fs::remove_all(tmp);

    std::printf(
        "\n| workload | pairs | result cells | eval ms | floor ms | ratio | eval cpu ms | "
        "floor cpu ms | cpu ratio | peak RSS MB |\n|---|---|---|---|---|---|---|---|---|---|\n");
    for (const Measured& m : results)
        std::printf("| %s | %zu | %llu | %.1f | %.1f | %.2f | %.1f | %.1f | %.2f | %.1f |\n",
                    m.name.c_str(), m.pairs, static_cast<unsigned long long>(m.cells), m.evalMs,
                    m.floorMs, m.ratio, m.evalCpuMs, m.floorCpuMs, m.evalCpuMs / m.floorCpuMs,
                    m.rssMb);
    bool met = true;
    auto check = [&met](bool ok, const char* what, double value, const char* target) {
        std::printf("%-40s %8.3f  target %s  %s\n", what, value, target, ok ? "met" : "NOT MET");
        met = met && ok;
    };
    std::printf("\n");
    for (const Measured& m : results)
        if (m.failed) met = false;
    if (byName.count("dev"))
        check(byName["dev"].ratio <= kTargetRatio, "dev ratio", byName["dev"].ratio, "<= 1.25");
    if (byName.count("large")) {
        if (byName.count("dev") && byName["dev"].cells > 0)
            std::printf("large results hold %.1fx the cells of dev's\n",
                        static_cast<double>(byName["large"].cells) / byName["dev"].cells);
        check(byName["large"].ratio <= kTargetRatio, "large ratio", byName["large"].ratio,
              "<= 1.25");
    }
    if (byName.count("1x") && byName.count("16x")) {
        const Measured& a = byName["1x"];
        const Measured& b = byName["16x"];
        const double drift = b.ratio / a.ratio - 1;
        check(drift <= kTargetDrift, "ratio 16x / ratio 1x - 1", drift, "<= 0.05");
        const double perThousand =
            (b.rssMb - a.rssMb) / static_cast<double>(b.pairs - a.pairs) * 1000;
        check(perThousand <= kTargetMbPer1000, "peak RSS MB per 1,000 extra pairs", perThousand,
              "<= 2");
    }
    return met ? 0 : 1;
}
