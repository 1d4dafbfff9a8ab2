// The embedded demo benchmark: what materializeDemo writes, that the files
// agree with each other and with the databases, that a second call is a
// no-op, and that every row-level claim of resources/demo/README.md holds.
#include <sqlite3.h>
#include <QObject>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <array>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <map>
#include <memory>
#include <nlohmann/json.hpp>
#include <numeric>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "core/dataset/demo_benchmark.h"
#include "core/dataset/embedded_files.h"
#include "tests/test_registry.h"

using namespace sqlscope::dataset;
namespace fs = std::filesystem;
using nlohmann::json;

namespace {

const std::vector<std::string> kDatabases = {"music", "pets", "university"};

std::string readText(const fs::path& path) {
    std::ifstream in(path, std::ios::binary);
    return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

void writeText(const fs::path& path, const std::string& text) {
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    out << text;
}

std::vector<std::string> lines(const std::string& text) {
    std::vector<std::string> out;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);)
        out.push_back(line);
    return out;
}

std::vector<std::string> split(const std::string& text, char separator) {
    std::vector<std::string> out;
    std::string::size_type start = 0;
    while (true) {
        const auto end = text.find(separator, start);
        out.push_back(
            text.substr(start, end == std::string::npos ? std::string::npos : end - start));
        if (end == std::string::npos) break;
        start = end + 1;
    }
    return out;
}

std::string trim(const std::string& s) {
    const auto first = s.find_first_not_of(" \t");
    if (first == std::string::npos) return {};
    return s.substr(first, s.find_last_not_of(" \t") - first + 1);
}

std::string lower(std::string s) {
    std::transform(s.begin(), s.end(), s.begin(), [](unsigned char c) { return std::tolower(c); });
    return s;
}

std::string dbPath(const std::string& root, const std::string& dbId) {
    return (fs::path(root) / "database" / dbId / (dbId + ".sqlite")).string();
}

// A read-only connection that closes itself.
struct ReadOnlyDb {
    sqlite3* db = nullptr;
    explicit ReadOnlyDb(const std::string& path) {
        if (sqlite3_open_v2(path.c_str(), &db, SQLITE_OPEN_READONLY, nullptr) != SQLITE_OK) {
            sqlite3_close(db);
            db = nullptr;
        }
    }
    ~ReadOnlyDb() { sqlite3_close(db); }
    ReadOnlyDb(const ReadOnlyDb&) = delete;
    ReadOnlyDb& operator=(const ReadOnlyDb&) = delete;
};

enum class Status { Ok, Error, Timeout };

struct Outcome {
    Status status = Status::Error;
    std::string message;
    std::vector<std::vector<std::string>> rows;  // each value as a comparison key
};

// Value keys that compare as the reference comparators do: 30 == 30.0,
// '3' != 3, NULL == NULL.
std::string valueKey(sqlite3_stmt* stmt, int column) {
    char buffer[64];
    switch (sqlite3_column_type(stmt, column)) {
        case SQLITE_NULL:
            return "null";
        case SQLITE_INTEGER:
            std::snprintf(buffer, sizeof buffer, "n:%.17g",
                          static_cast<double>(sqlite3_column_int64(stmt, column)));
            return buffer;
        case SQLITE_FLOAT:
            std::snprintf(buffer, sizeof buffer, "n:%.17g", sqlite3_column_double(stmt, column));
            return buffer;
        default: {
            const auto* text = reinterpret_cast<const char*>(sqlite3_column_text(stmt, column));
            return "t:" +
                   std::string(text, static_cast<std::size_t>(sqlite3_column_bytes(stmt, column)));
        }
    }
}

Outcome run(sqlite3* db, const std::string& sql, std::chrono::milliseconds budget) {
    Outcome outcome;
    auto deadline = std::chrono::steady_clock::now() + budget;
    auto expired = [](void* arg) -> int {
        const auto* end = static_cast<std::chrono::steady_clock::time_point*>(arg);
        return std::chrono::steady_clock::now() > *end ? 1 : 0;
    };
    sqlite3_progress_handler(db, 1000, expired, &deadline);
    sqlite3_stmt* stmt = nullptr;
    int rc = sqlite3_prepare_v2(db, sql.c_str(), -1, &stmt, nullptr);
    if (rc != SQLITE_OK || stmt == nullptr) {
        outcome.message = sqlite3_errmsg(db);
        sqlite3_finalize(stmt);
        sqlite3_progress_handler(db, 0, nullptr, nullptr);
        return outcome;
    }
    while ((rc = sqlite3_step(stmt)) == SQLITE_ROW) {
        std::vector<std::string> row;
        for (int i = 0; i < sqlite3_column_count(stmt); ++i)
            row.push_back(valueKey(stmt, i));
        outcome.rows.push_back(std::move(row));
    }
    if (rc == SQLITE_DONE) {
        outcome.status = Status::Ok;
    } else {
        outcome.status = rc == SQLITE_INTERRUPT ? Status::Timeout : Status::Error;
        outcome.message = sqlite3_errmsg(db);
    }
    sqlite3_finalize(stmt);
    sqlite3_progress_handler(db, 0, nullptr, nullptr);
    return outcome;
}

using Rows = std::vector<std::vector<std::string>>;

bool sameRows(Rows gold, Rows pred, bool ordered) {
    if (!ordered) {
        std::sort(gold.begin(), gold.end());
        std::sort(pred.begin(), pred.end());
    }
    return gold == pred;
}

// The README's "rows" vocabulary for one prediction.
std::string rowsVerdict(const Outcome& gold, const Outcome& pred, bool ordered) {
    if (pred.status == Status::Timeout) return "timeout";
    if (pred.status == Status::Error) return "error";
    if (sameRows(gold.rows, pred.rows, ordered)) return "same";
    if (!gold.rows.empty() && !pred.rows.empty() && gold.rows[0].size() == pred.rows[0].size()) {
        std::vector<std::size_t> order(gold.rows[0].size());
        std::iota(order.begin(), order.end(), 0);
        while (std::next_permutation(order.begin(), order.end())) {
            Rows permuted;
            for (const auto& row : pred.rows) {
                std::vector<std::string> r;
                for (std::size_t i : order)
                    r.push_back(row[i]);
                permuted.push_back(std::move(r));
            }
            if (sameRows(gold.rows, permuted, ordered)) return "permuted";
        }
    }
    return "differ";
}

// Spider column_types from the declared type of the demo scripts.
std::string spiderType(const std::string& declared) {
    const std::string t = lower(declared);
    if (t == "integer" || t == "real") return "number";
    if (t == "date") return "time";
    if (t == "text") return "text";
    return "others";
}

struct ColumnInfo {
    std::string name;
    std::string type;
    int pkPosition = 0;
};

std::vector<std::string> userTables(sqlite3* db) {
    std::vector<std::string> out;
    sqlite3_stmt* stmt = nullptr;
    sqlite3_prepare_v2(db,
                       "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE "
                       "'sqlite_%' ORDER BY rowid",
                       -1, &stmt, nullptr);
    while (sqlite3_step(stmt) == SQLITE_ROW)
        out.emplace_back(reinterpret_cast<const char*>(sqlite3_column_text(stmt, 0)));
    sqlite3_finalize(stmt);
    return out;
}

std::vector<ColumnInfo> tableColumns(sqlite3* db, const std::string& table) {
    std::vector<ColumnInfo> out;
    sqlite3_stmt* stmt = nullptr;
    const std::string sql = "PRAGMA table_info(\"" + table + "\")";
    sqlite3_prepare_v2(db, sql.c_str(), -1, &stmt, nullptr);
    while (sqlite3_step(stmt) == SQLITE_ROW) {
        out.push_back({reinterpret_cast<const char*>(sqlite3_column_text(stmt, 1)),
                       reinterpret_cast<const char*>(sqlite3_column_text(stmt, 2)),
                       sqlite3_column_int(stmt, 5)});
    }
    sqlite3_finalize(stmt);
    return out;
}

// (from table, from column, to table, to column) of every foreign key.
std::vector<std::array<std::string, 4>> foreignKeys(sqlite3* db, const std::string& table) {
    std::vector<std::array<std::string, 4>> out;
    sqlite3_stmt* stmt = nullptr;
    const std::string sql = "PRAGMA foreign_key_list(\"" + table + "\")";
    sqlite3_prepare_v2(db, sql.c_str(), -1, &stmt, nullptr);
    while (sqlite3_step(stmt) == SQLITE_ROW) {
        out.push_back({table, reinterpret_cast<const char*>(sqlite3_column_text(stmt, 3)),
                       reinterpret_cast<const char*>(sqlite3_column_text(stmt, 2)),
                       reinterpret_cast<const char*>(sqlite3_column_text(stmt, 4))});
    }
    sqlite3_finalize(stmt);
    return out;
}

int userVersion(const std::string& path) {
    ReadOnlyDb db(path);
    if (db.db == nullptr) return -1;
    sqlite3_stmt* stmt = nullptr;
    int version = -1;
    if (sqlite3_prepare_v2(db.db, "PRAGMA user_version", -1, &stmt, nullptr) == SQLITE_OK &&
        sqlite3_step(stmt) == SQLITE_ROW)
        version = sqlite3_column_int(stmt, 0);
    sqlite3_finalize(stmt);
    return version;
}

std::vector<fs::path> allFiles(const fs::path& root) {
    std::vector<fs::path> out;
    for (const auto& entry : fs::recursive_directory_iterator(root))
        if (entry.is_regular_file()) out.push_back(entry.path());
    std::sort(out.begin(), out.end());
    return out;
}

struct GoldLine {
    std::string sql;
    std::string dbId;
};

std::vector<GoldLine> readGold(const std::string& path) {
    std::vector<GoldLine> out;
    for (const std::string& line : lines(readText(path))) {
        const auto tab = line.find('\t');
        out.push_back({line.substr(0, tab), tab == std::string::npos ? "" : line.substr(tab + 1)});
    }
    return out;
}

}  // namespace

class DemoBenchmarkTest : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    DemoResult m_result;
    std::string m_root;

private slots:
    void initTestCase() {
        QVERIFY(m_dir.isValid());
        m_root = (fs::path(m_dir.path().toStdString()) / "demo").string();
        m_result = materializeDemo(m_root);
        QVERIFY2(m_result.ok(), m_result.error.c_str());
    }

    void embeddedFilesAreSortedAndComplete() {
        const auto files = embeddedDemoFiles();
        std::vector<std::string> paths;
        for (const EmbeddedFile& f : files)
            paths.emplace_back(f.path);
        QVERIFY(std::is_sorted(paths.begin(), paths.end()));
        QVERIFY(std::adjacent_find(paths.begin(), paths.end()) == paths.end());
        const std::vector<std::string> expected = {"README.md",
                                                   "dev.json",
                                                   "gold.txt",
                                                   "predictions/model_a.txt",
                                                   "predictions/model_b.txt",
                                                   "schemas/music.sql",
                                                   "schemas/pets.sql",
                                                   "schemas/university.sql",
                                                   "tables.json"};
        QCOMPARE(paths, expected);
        for (const EmbeddedFile& f : files) {
            QVERIFY2(!f.content.empty(), std::string(f.path).c_str());
            QVERIFY(f.content.find('\0') == std::string_view::npos);
        }
    }

    void layoutPointsAtWrittenFiles() {
        const DemoLayout& layout = m_result.layout;
        const fs::path root = fs::path(m_root);
        QCOMPARE(fs::path(layout.root), root);
        QCOMPARE(fs::path(layout.goldFile), root / "gold.txt");
        QCOMPARE(fs::path(layout.tablesFile), root / "tables.json");
        QCOMPARE(fs::path(layout.questionsFile), root / "dev.json");
        QCOMPARE(fs::path(layout.databaseDir), root / "database");
        const std::vector<std::string> predictions = {(root / "predictions/model_a.txt").string(),
                                                      (root / "predictions/model_b.txt").string()};
        QCOMPARE(layout.predictionFiles, predictions);

        for (const EmbeddedFile& f : embeddedDemoFiles()) {
            const fs::path path = root / std::string(f.path);
            QVERIFY2(fs::is_regular_file(path), path.string().c_str());
            QVERIFY2(readText(path) == f.content, path.string().c_str());
        }
        // Exactly the embedded files plus one database per script: no
        // temporary or journal file is left behind.
        std::vector<fs::path> expected;
        for (const EmbeddedFile& f : embeddedDemoFiles())
            expected.push_back(root / std::string(f.path));
        for (const std::string& db : kDatabases)
            expected.emplace_back(dbPath(m_root, db));
        std::sort(expected.begin(), expected.end());
        QCOMPARE(allFiles(root), expected);
    }

    void lineCountsAgree() {
        const std::vector<GoldLine> gold = readGold(m_result.layout.goldFile);
        QVERIFY(gold.size() >= 50);
        for (const std::string& file : m_result.layout.predictionFiles) {
            const auto predicted = lines(readText(file));
            QCOMPARE(predicted.size(), gold.size());
            for (const std::string& sql : predicted) {
                QVERIFY(!trim(sql).empty());
                QVERIFY(sql.find('\t') == std::string::npos);
            }
        }
        const json questions = json::parse(readText(m_result.layout.questionsFile));
        QVERIFY(questions.is_array());
        QCOMPARE(questions.size(), gold.size());
        std::set<std::string> used;
        for (std::size_t i = 0; i < gold.size(); ++i) {
            QVERIFY2(gold[i].dbId.find('\t') == std::string::npos, gold[i].sql.c_str());
            QVERIFY(!trim(gold[i].sql).empty());
            QCOMPARE(questions[i].at("db_id").get<std::string>(), gold[i].dbId);
            QCOMPARE(questions[i].at("query").get<std::string>(), gold[i].sql);
            QVERIFY(!questions[i].at("question").get<std::string>().empty());
            used.insert(gold[i].dbId);
        }
        QCOMPARE(used, std::set<std::string>(kDatabases.begin(), kDatabases.end()));
    }

    void databasesMatchTablesJson() {
        const json tables = json::parse(readText(m_result.layout.tablesFile));
        QCOMPARE(tables.size(), kDatabases.size());
        std::set<std::string> seen;
        for (const json& entry : tables) {
            const std::string dbId = entry.at("db_id").get<std::string>();
            seen.insert(dbId);
            ReadOnlyDb db(dbPath(m_root, dbId));
            QVERIFY2(db.db != nullptr, dbId.c_str());

            const auto names = entry.at("table_names_original").get<std::vector<std::string>>();
            QCOMPARE(userTables(db.db), names);
            QCOMPARE(entry.at("table_names").size(), names.size());

            const json& columns = entry.at("column_names_original");
            const json& readable = entry.at("column_names");
            const json& types = entry.at("column_types");
            QCOMPARE(readable.size(), columns.size());
            QCOMPARE(types.size(), columns.size());
            QVERIFY2(columns.at(0) == json::parse(R"([-1, "*"])"), columns.at(0).dump().c_str());
            std::size_t index = 1;
            for (std::size_t t = 0; t < names.size(); ++t) {
                for (const ColumnInfo& column : tableColumns(db.db, names[t])) {
                    QVERIFY2(index < columns.size(), dbId.c_str());
                    QCOMPARE(columns[index][0].get<int>(), static_cast<int>(t));
                    QCOMPARE(columns[index][1].get<std::string>(), column.name);
                    QCOMPARE(readable[index][0].get<int>(), static_cast<int>(t));
                    QCOMPARE(types[index].get<std::string>(), spiderType(column.type));
                    ++index;
                }
            }
            QCOMPARE(index, columns.size());
        }
        QCOMPARE(seen, std::set<std::string>(kDatabases.begin(), kDatabases.end()));
    }

    void keysMatchTablesJson() {
        const json tables = json::parse(readText(m_result.layout.tablesFile));
        bool sawComposite = false;
        for (const json& entry : tables) {
            const std::string dbId = entry.at("db_id").get<std::string>();
            ReadOnlyDb db(dbPath(m_root, dbId));
            QVERIFY(db.db != nullptr);
            const auto names = entry.at("table_names_original").get<std::vector<std::string>>();
            // (table, column) -> index in column_names_original
            std::map<std::pair<std::string, std::string>, int> index;
            const json& columns = entry.at("column_names_original");
            for (std::size_t i = 1; i < columns.size(); ++i)
                index[{names[columns[i][0].get<int>()], columns[i][1].get<std::string>()}] =
                    static_cast<int>(i);

            json primary = json::array();
            std::set<std::pair<int, int>> foreign;
            for (const std::string& table : names) {
                std::vector<std::pair<int, int>> pk;  // (position, column index)
                for (const ColumnInfo& column : tableColumns(db.db, table))
                    if (column.pkPosition > 0)
                        pk.emplace_back(column.pkPosition, index.at({table, column.name}));
                std::sort(pk.begin(), pk.end());
                if (pk.size() == 1) {
                    primary.push_back(pk[0].second);
                } else if (pk.size() > 1) {
                    json composite = json::array();
                    for (const auto& [position, column] : pk)
                        composite.push_back(column);
                    primary.push_back(composite);
                    sawComposite = true;
                }
                for (const auto& fk : foreignKeys(db.db, table))
                    foreign.insert({index.at({fk[0], fk[1]}), index.at({fk[2], fk[3]})});
            }
            const std::string keys = dbId + ": tables.json " + entry.at("primary_keys").dump() +
                                     ", database " + primary.dump();
            QVERIFY2(entry.at("primary_keys") == primary, keys.c_str());
            std::set<std::pair<int, int>> declared;
            for (const json& pair : entry.at("foreign_keys"))
                declared.insert({pair[0].get<int>(), pair[1].get<int>()});
            QCOMPARE(declared.size(), entry.at("foreign_keys").size());
            QCOMPARE(declared, foreign);
            QVERIFY(!foreign.empty());

            // The sample data honours the declared keys.
            const Outcome check = run(db.db, "PRAGMA foreign_key_check", std::chrono::seconds(5));
            QCOMPARE(static_cast<int>(check.status), static_cast<int>(Status::Ok));
            QVERIFY(check.rows.empty());
        }
        QVERIFY(sawComposite);
    }

    void goldQueriesPrepareAndRun() {
        std::map<std::string, std::unique_ptr<ReadOnlyDb>> dbs;
        for (const std::string& id : kDatabases)
            dbs[id] = std::make_unique<ReadOnlyDb>(dbPath(m_root, id));
        int line = 0;
        for (const GoldLine& gold : readGold(m_result.layout.goldFile)) {
            ++line;
            QVERIFY2(dbs.count(gold.dbId) == 1, gold.dbId.c_str());
            sqlite3* db = dbs[gold.dbId]->db;
            sqlite3_stmt* stmt = nullptr;
            const int rc = sqlite3_prepare_v2(db, gold.sql.c_str(), -1, &stmt, nullptr);
            const std::string what =
                "gold line " + std::to_string(line) + ": " + sqlite3_errmsg(db);
            QVERIFY2(rc == SQLITE_OK && stmt != nullptr, what.c_str());
            QVERIFY2(sqlite3_stmt_readonly(stmt) != 0, what.c_str());
            sqlite3_finalize(stmt);
            const Outcome outcome = run(db, gold.sql, std::chrono::seconds(5));
            QVERIFY2(outcome.status == Status::Ok, (what + " " + outcome.message).c_str());
        }
    }

    // Every "rows" claim of the README table, executed: the demo's
    // documentation cannot drift from its data.
    void documentedRowVerdictsHold() {
        const std::vector<GoldLine> gold = readGold(m_result.layout.goldFile);
        const auto predictionsA = lines(readText(m_result.layout.predictionFiles.at(0)));
        const auto predictionsB = lines(readText(m_result.layout.predictionFiles.at(1)));
        std::map<std::string, std::string> before;
        for (const std::string& id : kDatabases)
            before[id] = readText(dbPath(m_root, id));

        std::map<std::string, std::unique_ptr<ReadOnlyDb>> dbs;
        for (const std::string& id : kDatabases)
            dbs[id] = std::make_unique<ReadOnlyDb>(dbPath(m_root, id));

        const std::set<std::string> rowWords = {"same", "permuted", "differ", "error", "timeout"};
        const std::set<std::string> esmWords = {"yes", "no", "n/a"};
        const std::set<std::string> equivWords = {"yes", "no"};
        std::size_t checked = 0;
        for (const std::string& line : lines(readText(fs::path(m_root) / "README.md"))) {
            if (line.rfind("| ", 0) != 0) continue;
            const std::vector<std::string> cells = split(line, '|');
            const std::string number = trim(cells.at(1));
            if (number.empty() || number.find_first_not_of("0123456789") != std::string::npos)
                continue;
            QCOMPARE(cells.size(), std::size_t(12));
            const std::size_t index = std::stoul(number);
            QCOMPARE(index, checked + 1);
            QVERIFY(index <= gold.size());
            const GoldLine& g = gold[index - 1];
            QCOMPARE(trim(cells[2]), g.dbId);
            sqlite3* db = dbs.at(g.dbId)->db;
            const Outcome goldOutcome = run(db, g.sql, std::chrono::seconds(5));
            QVERIFY(goldOutcome.status == Status::Ok);
            const bool ordered = lower(g.sql).find("order by") != std::string::npos;
            const std::string predictions[2] = {predictionsA.at(index - 1),
                                                predictionsB.at(index - 1)};
            for (int model = 0; model < 2; ++model) {
                const int first = 3 + model * 4;
                const std::string claimed = trim(cells[first + 1]);
                QVERIFY2(rowWords.count(claimed) == 1, line.c_str());
                QVERIFY2(esmWords.count(trim(cells[first + 2])) == 1, line.c_str());
                QVERIFY2(equivWords.count(trim(cells[first + 3])) == 1, line.c_str());
                QVERIFY2(!trim(cells[first]).empty(), line.c_str());
                const Outcome outcome = run(db, predictions[model], std::chrono::milliseconds(300));
                const std::string actual = rowsVerdict(goldOutcome, outcome, ordered);
                const std::string what = "line " + number +
                                         (model == 0 ? " model_a: " : " model_b: ") +
                                         predictions[model] + " -> " + actual + " (" +
                                         outcome.message + "), README says " + claimed;
                QVERIFY2(actual == claimed, what.c_str());
                // A correct answer must at least agree on this data.
                if (trim(cells[first + 3]) == "yes")
                    QVERIFY2(actual == "same" || actual == "permuted", what.c_str());
            }
            ++checked;
        }
        QCOMPARE(checked, gold.size());
        dbs.clear();
        // The write attempts (DROP, DELETE, UPDATE) changed nothing.
        for (const std::string& id : kDatabases)
            QVERIFY(readText(dbPath(m_root, id)) == before[id]);
    }

    void secondCallRewritesNothing() {
        const auto old = fs::file_time_type::clock::now() - std::chrono::hours(24 * 30);
        std::map<fs::path, fs::file_time_type> times;
        for (const fs::path& file : allFiles(m_root)) {
            fs::last_write_time(file, old);
            times[file] = fs::last_write_time(file);
        }
        std::map<std::string, int> stamps;
        for (const std::string& id : kDatabases)
            stamps[id] = userVersion(dbPath(m_root, id));

        const DemoResult again = materializeDemo(m_root);
        QVERIFY2(again.ok(), again.error.c_str());
        QCOMPARE(again.layout.predictionFiles, m_result.layout.predictionFiles);
        std::map<fs::path, fs::file_time_type> after;
        for (const fs::path& file : allFiles(m_root))
            after[file] = fs::last_write_time(file);
        QVERIFY(after == times);
        for (const std::string& id : kDatabases) {
            QVERIFY(stamps[id] > 0);
            QCOMPARE(userVersion(dbPath(m_root, id)), stamps[id]);
        }
    }

    void repairsChangedFilesAndDatabases() {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const std::string root = dir.path().toStdString();
        QVERIFY(materializeDemo(root).ok());
        const std::string gold = readText(fs::path(root) / "gold.txt");
        const int stamp = userVersion(dbPath(root, "university"));

        writeText(fs::path(root) / "gold.txt", "SELECT 1\tpets\n");
        writeText(dbPath(root, "pets"), "not a database");
        {
            sqlite3* db = nullptr;
            QCOMPARE(sqlite3_open(dbPath(root, "university").c_str(), &db), SQLITE_OK);
            QCOMPARE(sqlite3_exec(db, "PRAGMA user_version = 7; DROP TABLE enrollments", nullptr,
                                  nullptr, nullptr),
                     SQLITE_OK);
            sqlite3_close(db);
        }

        const DemoResult repaired = materializeDemo(root);
        QVERIFY2(repaired.ok(), repaired.error.c_str());
        QVERIFY(readText(fs::path(root) / "gold.txt") == gold);
        QCOMPARE(userVersion(dbPath(root, "university")), stamp);
        ReadOnlyDb pets(dbPath(root, "pets"));
        QVERIFY(pets.db != nullptr);
        const Outcome dogs = run(pets.db, "SELECT count(*) FROM dogs", std::chrono::seconds(5));
        QVERIFY(dogs.status == Status::Ok);
        QCOMPARE(dogs.rows, Rows{std::vector<std::string>{"n:31"}});
        ReadOnlyDb university(dbPath(root, "university"));
        const Outcome enrollments =
            run(university.db, "SELECT count(*) FROM enrollments", std::chrono::seconds(5));
        QVERIFY2(enrollments.status == Status::Ok, enrollments.message.c_str());
    }

    void reportsErrorsWithoutThrowing() {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const fs::path blocker = fs::path(dir.path().toStdString()) / "a-file";
        writeText(blocker, "x");
        const DemoResult underFile = materializeDemo((blocker / "demo").string());
        QVERIFY(!underFile.ok());
        QVERIFY2(underFile.error.find("a-file") != std::string::npos, underFile.error.c_str());

        const DemoResult onFile = materializeDemo(blocker.string());
        QVERIFY(!onFile.ok());
        QVERIFY2(onFile.error.find("a-file") != std::string::npos, onFile.error.c_str());
        QCOMPARE(readText(blocker), std::string("x"));

        QVERIFY(!materializeDemo("").ok());
    }

    void defaultRootFollowsXdgCacheHome() {
        const QByteArray savedXdg = qgetenv("XDG_CACHE_HOME");
        const bool hadXdg = qEnvironmentVariableIsSet("XDG_CACHE_HOME");
        const std::string folder = std::string("demo-") + SQLSCOPE_VERSION;

        qputenv("XDG_CACHE_HOME", "/var/cache-test/xdg");
        QCOMPARE(fs::path(defaultDemoRoot()), fs::path("/var/cache-test/xdg/sqlscope") / folder);

        // A relative XDG_CACHE_HOME is invalid and ignored.
        qputenv("XDG_CACHE_HOME", "relative/cache");
        const std::string fallback = defaultDemoRoot();
        QVERIFY(fallback.find("relative/cache") == std::string::npos);
        QCOMPARE(fs::path(fallback).filename().string(), folder);
        QCOMPARE(fs::path(fallback).parent_path().filename().string(), std::string("sqlscope"));

        if (hadXdg)
            qputenv("XDG_CACHE_HOME", savedXdg);
        else
            qunsetenv("XDG_CACHE_HOME");
    }
};

SQLSCOPE_TEST_SUITE(DemoBenchmarkTest)
#include "demo_benchmark_test.moc"
