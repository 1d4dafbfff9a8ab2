// Runs the golden text cases of tests/cases/counterexample/*.test: each
// block builds its own benchmark database, scores the pair with the pair
// evaluator, then runs the counterexample search (core/counterexample). A
// block:
//
//   pair <name>     `sql: <statement>` lines (the benchmark database, in
//                   order), `gold: <sql>`, `pred: <sql>`, optionally
//                   `metric: ex|exe|ex_bird` (the comparator checked,
//                   default ex) and `seed: N`; then "----" and the expected
//                   fields: exc, sqlscope, counterexample (found / none /
//                   not_applicable), reason (why not
//                   applicable), rows (of the shrunk database),
//                   gold_result / pred_result (rows on it: cells ", ",
//                   rows "; ") and `script:` lines (the shrunk script, one
//                   line each, all of them).
//
// Only the fields a case names are checked.
#include <sqlite3.h>

#include <QObject>
#include <QTemporaryDir>
#include <QTest>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <string>
#include <utility>
#include <vector>

#include "core/counterexample/exc_verdict.h"
#include "core/eval/evaluation_context.h"
#include "core/eval/pair_evaluator.h"
#include "core/schema/catalog.h"
#include "tests/golden_blocks.h"
#include "tests/test_registry.h"

using namespace sqlscope;

namespace {

using CxCase = testing::KeyValueCase;

std::vector<CxCase> loadCases() {
    return testing::readKeyValueCases("counterexample");
}

// A Spider tables.json entry for the database at `path` (its declared
// tables, columns, primary and foreign keys).
nlohmann::json tablesJsonEntry(sqlite3* db, const std::string& dbId) {
    nlohmann::json entry;
    entry["db_id"] = dbId;
    entry["table_names"] = entry["table_names_original"] = nlohmann::json::array();
    nlohmann::json columns = nlohmann::json::array({nlohmann::json::array({-1, "*"})});
    nlohmann::json types = nlohmann::json::array({"text"});
    nlohmann::json primary = nlohmann::json::array(), foreign = nlohmann::json::array();
    std::vector<std::string> tables;
    sqlite3_stmt* stmt = nullptr;
    sqlite3_prepare_v2(db, "SELECT name FROM sqlite_schema WHERE type = 'table' ORDER BY rowid", -1,
                       &stmt, nullptr);
    while (sqlite3_step(stmt) == SQLITE_ROW)
        tables.emplace_back(reinterpret_cast<const char*>(sqlite3_column_text(stmt, 0)));
    sqlite3_finalize(stmt);
    std::vector<std::pair<std::string, std::string>> columnKeys;  // table, column
    for (size_t t = 0; t < tables.size(); ++t) {
        entry["table_names"].push_back(tables[t]);
        entry["table_names_original"].push_back(tables[t]);
        sqlite3_prepare_v2(
            db, ("SELECT name, type, pk FROM pragma_table_info('" + tables[t] + "')").c_str(), -1,
            &stmt, nullptr);
        while (sqlite3_step(stmt) == SQLITE_ROW) {
            const std::string name = reinterpret_cast<const char*>(sqlite3_column_text(stmt, 0));
            const std::string type = reinterpret_cast<const char*>(sqlite3_column_text(stmt, 1));
            columns.push_back(nlohmann::json::array({static_cast<int>(t), name}));
            types.push_back(type.find("INT") != std::string::npos ||
                                    type.find("REAL") != std::string::npos
                                ? "number"
                                : "text");
            if (sqlite3_column_int(stmt, 2) > 0) primary.push_back(columnKeys.size() + 1);
            columnKeys.emplace_back(tables[t], name);
        }
        sqlite3_finalize(stmt);
    }
    auto columnIndex = [&](const std::string& table, const std::string& column) {
        for (size_t i = 0; i < columnKeys.size(); ++i)
            if (columnKeys[i].first == table && columnKeys[i].second == column)
                return static_cast<int>(i + 1);
        return -1;
    };
    for (const std::string& table : tables) {
        sqlite3_prepare_v2(
            db,
            ("SELECT \"table\", \"from\", \"to\" FROM pragma_foreign_key_list('" + table + "')")
                .c_str(),
            -1, &stmt, nullptr);
        while (sqlite3_step(stmt) == SQLITE_ROW) {
            const std::string parent = reinterpret_cast<const char*>(sqlite3_column_text(stmt, 0));
            const std::string from = reinterpret_cast<const char*>(sqlite3_column_text(stmt, 1));
            const unsigned char* to = sqlite3_column_text(stmt, 2);
            const int child = columnIndex(table, from);
            const int target = columnIndex(parent, to ? reinterpret_cast<const char*>(to) : "");
            if (child > 0 && target > 0) foreign.push_back(nlohmann::json::array({child, target}));
        }
        sqlite3_finalize(stmt);
    }
    entry["column_names"] = columns;
    entry["column_names_original"] = columns;
    entry["column_types"] = types;
    entry["primary_keys"] = primary;
    entry["foreign_keys"] = foreign;
    return entry;
}

std::string rowsText(const exec::ResultSet& result) {
    std::string out;
    for (size_t r = 0; r < result.rows.size(); ++r) {
        out += r ? "; " : "";
        for (size_t c = 0; c < result.rows[r].size(); ++c)
            out += (c ? ", " : "") + result.rows[r][c].pythonStr();
    }
    return out.empty() ? "-" : out;
}

std::string optionalText(const std::optional<int>& v) {
    return v ? std::to_string(*v) : "-";
}

}  // namespace

class CounterexampleCasesTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(dir_.isValid()); }

    void cases_data() {
        QTest::addColumn<int>("index");
        cases_ = loadCases();
        QVERIFY2(cases_.size() >= 10,
                 "tests/cases/counterexample should hold the counterexample golden cases");
        for (size_t i = 0; i < cases_.size(); ++i)
            QTest::newRow(cases_[i].tag.c_str()) << static_cast<int>(i);
    }

    void cases() {
        QFETCH(int, index);
        const CxCase& c = cases_[static_cast<size_t>(index)];
        const std::string root = dir_.path().toStdString() + "/case" + std::to_string(index);
        const std::string dbId = "cx";
        std::filesystem::create_directories(root + "/" + dbId);
        const std::string path = root + "/" + dbId + "/" + dbId + ".sqlite";
        std::string gold, pred;
        counterexample::ExcOptions options;
        sqlite3* db = nullptr;
        QCOMPARE(sqlite3_open(path.c_str(), &db), SQLITE_OK);
        for (const auto& [key, value] : c.input) {
            if (key == "sql") {
                char* error = nullptr;
                if (sqlite3_exec(db, value.c_str(), nullptr, nullptr, &error) != SQLITE_OK) {
                    const std::string message = error ? error : "?";
                    sqlite3_free(error);
                    sqlite3_close(db);
                    QFAIL((c.tag + ": " + value + ": " + message).c_str());
                }
            } else if (key == "gold") {
                gold = value;
            } else if (key == "pred") {
                pred = value;
            } else if (key == "metric") {
                options.metric = value == "exe"       ? counterexample::ComparedMetric::Exe
                                 : value == "ex_bird" ? counterexample::ComparedMetric::Bird
                                                      : counterexample::ComparedMetric::SpiderEx;
            } else if (key == "seed") {
                options.search.seed = std::stoull(value);
            } else {
                sqlite3_close(db);
                QFAIL(("unknown input line " + key + ": " + value).c_str());
            }
        }
        {
            std::ofstream tables(root + "/tables.json");
            tables << nlohmann::json::array({tablesJsonEntry(db, dbId)}).dump(1);
        }
        sqlite3_close(db);
        auto load = schema::Catalog::fromTablesJson(root + "/tables.json");
        QVERIFY2(load.ok(), load.error.c_str());
        eval::EvalSettings settings;
        settings.databaseDir = root;
        settings.execution.timeoutSeconds = 5;
        // The sqlscope verdict reads ESM+ in strict mode.
        settings.esmPlusMode = match::esm_plus::EsmPlusMode::Strict;
        eval::EvaluationContext context(settings, load.catalog);
        eval::PairEvaluator evaluator(context);
        const eval::PairVerdict verdict = evaluator.evaluate(dbId, gold, pred);
        // A generous budget: the cases must not depend on the machine's speed.
        options.search.budgetSeconds = 0.5;
        options.search.shrinkSeconds = 5.0;
        const counterexample::ExcVerdict exc =
            counterexample::judgeExc(verdict, path, gold, pred, settings, options);
        const counterexample::Counterexample& cx = exc.counterexample;
        std::vector<std::string> script;
        for (const auto& [key, value] : c.expected) {
            if (key == "script") {
                script.push_back(value);
                continue;
            }
            std::string got;
            if (key == "reason") {
                got = cx.reason;
            } else if (key == "exc") {
                got = optionalText(exc.exc);
            } else if (key == "sqlscope") {
                got = optionalText(exc.sqlscope);
            } else if (key == "counterexample") {
                got = std::string(counterexample::counterexampleStatusName(cx.status));
            } else if (key == "rows") {
                got = std::to_string(cx.rowsShrunk);
            } else if (key == "gold_result") {
                got = rowsText(cx.goldResult);
            } else if (key == "pred_result") {
                got = rowsText(cx.predResult);
            } else {
                QFAIL((c.tag + ": unknown expected field " + key).c_str());
            }
            QVERIFY2(got == value, (c.tag + ": " + key + ": expected '" + value + "', got '" + got +
                                    "' (reason: " + cx.reason + ")\n" + cx.script)
                                       .c_str());
        }
        if (!script.empty()) {
            const std::string expected = testing::joinLines(script) + "\n";
            QVERIFY2(cx.script == expected,
                     (c.tag + ": script: expected\n" + expected + "got\n" + cx.script).c_str());
        }
    }

private:
    QTemporaryDir dir_;
    std::vector<CxCase> cases_;
};

SQLSCOPE_TEST_SUITE(CounterexampleCasesTest)
#include "counterexample_cases_test.moc"
