// Runs the golden text cases of tests/cases/audit/*.test through the gold
// auditor (core/audit/gold_audit.h). A block:
//
//   audit <name>
//   sql: CREATE TABLE ... / INSERT ...   (one statement a line, any number:
//                                         the case's own database)
//   gold: SELECT ...
//   ----
//   <kind> <severity> <the flag's span text, or - when it has none>
//     <a fact the flag must have>        (optional, two spaces in)
//   ... or the single word `none` for a gold that must not be flagged.
//
// Each case gets a fresh database, a tables.json made from it (primary keys
// from PRAGMA table_info, no foreign keys: those come from the file's DDL),
// seed 1 and every variant. The flags must be exactly the expected ones, in
// the auditor's order.
#include <sqlite3.h>

#include <QDir>
#include <QObject>
#include <QTemporaryDir>
#include <QTest>
#include <fstream>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "core/audit/gold_audit.h"
#include "core/dataset/benchmark.h"
#include "core/schema/catalog.h"
#include "tests/golden_blocks.h"
#include "tests/test_registry.h"

using namespace sqlscope;

namespace {

// Builds <dir>/<db>/<db>.sqlite from `statements` and <dir>/tables.json; "" or why not.
std::string buildCase(const std::string& dir, const std::string& db,
                      const std::vector<std::string>& statements) {
    const std::string folder = dir + "/" + db;
    QDir().mkpath(QString::fromStdString(folder));
    const std::string path = folder + "/" + db + ".sqlite";
    sqlite3* conn = nullptr;
    if (sqlite3_open(path.c_str(), &conn) != SQLITE_OK) return "cannot create " + path;
    std::string error;
    for (const std::string& s : statements) {
        char* message = nullptr;
        if (sqlite3_exec(conn, s.c_str(), nullptr, nullptr, &message) != SQLITE_OK) {
            error = s + ": " + (message ? message : "?");
            sqlite3_free(message);
            break;
        }
    }
    nlohmann::json entry;
    entry["db_id"] = db;
    nlohmann::json tableNames = nlohmann::json::array(),
                   columnNames = nlohmann::json::array({nlohmann::json::array({-1, "*"})}),
                   columnTypes = nlohmann::json::array({"text"}),
                   primaryKeys = nlohmann::json::array();
    sqlite3_stmt* tables = nullptr;
    sqlite3_prepare_v2(conn, "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY rowid",
                       -1, &tables, nullptr);
    int t = 0;
    while (sqlite3_step(tables) == SQLITE_ROW) {
        const std::string name = reinterpret_cast<const char*>(sqlite3_column_text(tables, 0));
        tableNames.push_back(name);
        sqlite3_stmt* info = nullptr;
        sqlite3_prepare_v2(conn, ("PRAGMA table_info(\"" + name + "\")").c_str(), -1, &info,
                           nullptr);
        while (sqlite3_step(info) == SQLITE_ROW) {
            columnNames.push_back(
                {t, std::string(reinterpret_cast<const char*>(sqlite3_column_text(info, 1)))});
            const char* type = reinterpret_cast<const char*>(sqlite3_column_text(info, 2));
            const std::string ty = type ? type : "";
            columnTypes.push_back(ty.find("INT") != std::string::npos ? "number" : "text");
            if (sqlite3_column_int(info, 5) == 1) primaryKeys.push_back(columnNames.size() - 1);
        }
        sqlite3_finalize(info);
        ++t;
    }
    sqlite3_finalize(tables);
    sqlite3_close(conn);
    entry["table_names"] = tableNames;
    entry["table_names_original"] = tableNames;
    entry["column_names"] = columnNames;
    entry["column_names_original"] = columnNames;
    entry["column_types"] = columnTypes;
    entry["primary_keys"] = primaryKeys;
    entry["foreign_keys"] = nlohmann::json::array();
    std::ofstream(dir + "/tables.json") << nlohmann::json::array({entry}).dump();
    return error;
}

std::string spanText(const std::string& sql, const audit::AuditFlag& f) {
    if (!f.span) return "-";
    return "\"" + sql.substr(f.span->begin, f.span->end - f.span->begin) + "\"";
}

}  // namespace

class AuditCasesTest : public QObject {
    Q_OBJECT

private slots:
    void cases_data() {
        QTest::addColumn<int>("index");
        blocks_ = testing::readGoldenBlocks("audit");
        QVERIFY2(blocks_.size() >= 15, "tests/cases/audit should hold the audit's golden cases");
        for (size_t i = 0; i < blocks_.size(); ++i) {
            const auto& b = blocks_[i];
            const std::string tag = b.file + ":" + std::to_string(b.line) + " " + b.name;
            QTest::newRow(tag.c_str()) << static_cast<int>(i);
        }
    }

    void cases() {
        QFETCH(int, index);
        const testing::GoldenBlock& block = blocks_[static_cast<size_t>(index)];
        QCOMPARE(QString::fromStdString(block.kind), QString("audit"));
        std::vector<std::string> statements;
        dataset::BenchmarkItem item;
        item.dbId = "db";
        item.id = block.name;
        for (const std::string& line : block.input) {
            const auto [key, value] = testing::splitKeyValue(line);
            if (key == "sql") {
                statements.push_back(value);
            } else if (key == "gold") {
                item.gold = value;
            } else {
                QFAIL(("unknown input line: " + line).c_str());
            }
        }
        QTemporaryDir dir;
        const std::string root = dir.path().toStdString();
        const std::string error = buildCase(root, "db", statements);
        QVERIFY2(error.empty(), error.c_str());
        auto load = schema::Catalog::fromTablesJson(root + "/tables.json");
        QVERIFY2(load.ok(), load.error.c_str());
        load.catalog.attachDatabaseDir(root);
        audit::AuditSettings settings;
        settings.databaseDir = root;
        settings.probe.exec.timeoutSeconds = 5;
        audit::GoldAuditor auditor(load.catalog, settings);
        const audit::GoldAudit result = auditor.audit(0, item);
        QVERIFY2(result.problems.empty(), testing::joinLines(result.problems).c_str());

        // The flags as lines, each followed by its facts.
        std::vector<std::string> got;
        for (const audit::AuditFlag& f : result.flags) {
            got.push_back(std::string(audit::flagKindKey(f.kind)) + " " +
                          std::string(audit::severityKey(f.severity)) + " " +
                          spanText(item.gold, f));
            for (const std::string& fact : f.facts)
                got.push_back("  " + fact);
        }
        const std::string all = testing::joinLines(got);
        if (block.expected.size() == 1 && block.expected[0] == "none") {
            QVERIFY2(got.empty(), ("expected no flag, got:\n" + all).c_str());
            return;
        }
        // Flag lines must match exactly and in order; fact lines must be
        // among the facts of the flag above them.
        size_t g = 0;
        for (const std::string& e : block.expected) {
            if (e.rfind("  ", 0) == 0) {
                bool found = false;
                for (size_t k = g; k < got.size() && got[k].rfind("  ", 0) == 0; ++k)
                    found |= got[k] == e;
                QVERIFY2(found, ("fact '" + e + "' not found; got:\n" + all).c_str());
                continue;
            }
            while (g < got.size() && got[g].rfind("  ", 0) == 0)
                ++g;
            QVERIFY2(g < got.size(), ("missing flag '" + e + "'; got:\n" + all).c_str());
            QVERIFY2(got[g] == e, ("expected '" + e + "'; all:\n" + all).c_str());
            ++g;
        }
        while (g < got.size() && got[g].rfind("  ", 0) == 0)
            ++g;
        QVERIFY2(
            g == got.size(),
            ("unexpected flag '" + (g < got.size() ? got[g] : "") + "'; all:\n" + all).c_str());
    }

private:
    std::vector<testing::GoldenBlock> blocks_;
};

SQLSCOPE_TEST_SUITE(AuditCasesTest)
#include "audit_cases_test.moc"
