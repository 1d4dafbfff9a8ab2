// Runs the golden text cases of tests/cases/exec/*.test through the pair
// evaluator on the readings fixture (tests/fixtures/readings). A block:
//
//   pair <name>      `gold: <sql>` and `pred: <sql>` lines, optionally
//                    `option: no-value-replacement` (--exe-no-value-replacement)
//                    and `variant: testsuite` (--esm-variant testsuite); then
//                    "----" and the expected fields, one `key: value` a line:
//                    exec_status, ex, ex_bird, exe, esm (0/1, or - when the
//                    pair has no verdict), exe_failure (SQLite's message for
//                    the prediction EXE ran), quirks (the reference quirks
//                    that changed the verdict, ';'-separated, or -).
//
// Only the fields a case names are checked.
#include <QObject>
#include <QTemporaryDir>
#include <QTest>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "core/eval/pair_evaluator.h"
#include "core/report/metric_registry.h"
#include "core/schema/catalog.h"
#include "tests/fixture_db.h"
#include "tests/golden_blocks.h"
#include "tests/test_registry.h"

using namespace sqlscope;

namespace {

using ExecCase = testing::KeyValueCase;

std::vector<ExecCase> loadCases() {
    return testing::readKeyValueCases("exec");
}

std::string metricText(const eval::PairVerdict& verdict, const std::string& key) {
    const int m = report::metricIndex(key);
    if (m < 0) return "<unknown metric " + key + ">";
    std::optional<double> value =
        report::metricDefinitions()[static_cast<size_t>(m)].value(verdict, 0);
    if (!value) return "-";
    return *value == 1.0 ? "1" : *value == 0.0 ? "0" : std::to_string(*value);
}

}  // namespace

class ExecCasesTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        QVERIFY(dir_.isValid());
        QVERIFY(!testing::buildFixtureDatabase(dir_.path().toStdString(), "readings").empty());
        auto load =
            schema::Catalog::fromTablesJson(testing::fixtureDir("readings") + "tables.json");
        QVERIFY2(load.ok(), load.error.c_str());
        catalog_ = std::make_unique<schema::Catalog>(std::move(load.catalog));
    }

    void cases_data() {
        QTest::addColumn<int>("index");
        cases_ = loadCases();
        QVERIFY2(cases_.size() >= 10, "tests/cases/exec should hold the execution golden cases");
        for (size_t i = 0; i < cases_.size(); ++i)
            QTest::newRow(cases_[i].tag.c_str()) << static_cast<int>(i);
    }

    void cases() {
        QFETCH(int, index);
        const ExecCase& c = cases_[static_cast<size_t>(index)];
        eval::EvalSettings settings;
        settings.databaseDir = dir_.path().toStdString();
        settings.execution.timeoutSeconds = 5;
        std::string gold, pred;
        for (const auto& [key, value] : c.input) {
            if (key == "gold") {
                gold = value;
            } else if (key == "pred") {
                pred = value;
            } else if (key == "option" && value == "no-value-replacement") {
                settings.exe.valueReplacement = false;
            } else if (key == "variant" && value == "testsuite") {
                settings.esmVariant = match::esm::EsmVariant::TestSuite;
            } else {
                QFAIL(("unknown input line " + key + ": " + value).c_str());
            }
        }
        eval::EvaluationContext context(settings, *catalog_);
        eval::PairEvaluator evaluator(context);
        const eval::PairVerdict verdict = evaluator.evaluate("readings", gold, pred);
        QVERIFY(!c.expected.empty());
        for (const auto& [key, value] : c.expected) {
            std::string got;
            if (key == "exec_status") {
                got = std::string(eval::execOutcomeName(verdict.execution.outcome));
            } else if (key == "quirks") {
                got = verdict.quirks.empty() ? "-" : verdict.quirks.text();
            } else if (key == "exe_failure") {
                const auto& exe = verdict.execution.exe;
                got = exe && exe->predictionFailure ? exe->predictionFailure->predMessage
                                                    : "<no failure>";
            } else {
                got = metricText(verdict, key);
            }
            QVERIFY2(
                got == value,
                (c.tag + ": " + key + ": expected '" + value + "', got '" + got + "'").c_str());
        }
    }

private:
    QTemporaryDir dir_;
    std::unique_ptr<schema::Catalog> catalog_;
    std::vector<ExecCase> cases_;
};

SQLSCOPE_TEST_SUITE(ExecCasesTest)
#include "exec_cases_test.moc"
