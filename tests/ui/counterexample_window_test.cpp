// The counterexample search in the window (docs/gui.md#counterexamples): the
// demo evaluated with the search on (EX, at most 200 trials a pair, seed 1) into a new
// workspace; the EXC and sqlscope columns of known pairs (their values as
// `sqlscope-cli eval --counterexamples` gives them on the demo), the preset
// "EX pass, counterexample found" (11 pairs), the Results tab's section on
// model_b:8 (the EX false positive "age > 29": one owner aged 30 tells the
// queries apart), and the search read back when the workspace is reopened.
#include <QApplication>
#include <QFile>
#include <QLabel>
#include <QProcess>
#include <QPushButton>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

#include "core/inspect/pair_counterexamples.h"
#include "core/inspect/pair_filter.h"
#include "core/inspect/pair_table.h"
#include "core/workspace/workspace.h"
#include "tests/test_registry.h"
#include "tests/ui/window_waits.h"
#include "ui/main_window.h"
#include "ui/pair/counterexample_section.h"
#include "ui/pair/pair_view.h"
#include "ui/pair/result_grids.h"
#include "ui/pair/sql_editor.h"
#include "ui/results/results_filter_proxy.h"
#include "ui/results/results_table_model.h"

using namespace sqlscope;
using testing::waitForEvaluation;
using testing::waitForRecorded;

namespace {

counterexample::CounterexampleSettings searchSettings() {
    counterexample::CounterexampleSettings cx;
    cx.enabled = true;
    // A budget no search reaches and a trial cap: the same pairs are found on
    // a loaded machine as on a quiet one (all 11 need fewer than 50 trials).
    cx.budgetMs = 60'000;
    cx.maxTrials = 200;
    cx.seed = 1;
    return cx;
}

bool waitForSearch(ui::MainWindow& window) {
    return QTest::qWaitFor(
        [&] {
            return !window.searchingCounterexamples() &&
                   window.resultsModel()->table().counterexamples() != nullptr;
        },
        180000);
}

int columnOf(const ui::ResultsTableModel& model, int which) {
    for (int c = 0; c < model.columnCount(); ++c)
        if (model.counterexampleColumnOf(c) == which) return c;
    return -1;
}

// The cell of `run`'s pair of benchmark item `item` in column `column`.
QVariant cell(const ui::ResultsTableModel& model, const char* run, uint32_t item, int column,
              int role) {
    const inspect::PairTable& table = model.table();
    size_t r = 0;
    while (r < table.runCount() && table.runName(r) != run)
        ++r;
    const int row = model.rowOf({*table.itemPosOf(item), r});
    return model.data(model.index(row, column), role);
}

}  // namespace

class CounterexampleWindowTest : public QObject {
    Q_OBJECT

private slots:
    void searchShownFilteredAndReopened() {
        QApplication::setOrganizationName(QStringLiteral("sqlscope-tests"));
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("cx.sqlscope"));
        ui::MainWindow window;
        window.resize(1600, 1100);
        window.show();
        QCOMPARE(window.openWorkspace(path, true), QString());
        QVERIFY(waitForEvaluation(window));
        window.setCounterexampleSettings(searchSettings());
        window.openDemo();
        QVERIFY(waitForEvaluation(window));
        QVERIFY(waitForSearch(window));

        const ui::ResultsTableModel& model = *window.resultsModel();
        const int exc = columnOf(model, 0), sqlscope = columnOf(model, 1);
        QVERIFY(exc > 0);
        QCOMPARE(sqlscope, exc + 1);
        QCOMPARE(model.headerData(exc, Qt::Horizontal).toString(), QString("EXC"));
        QCOMPARE(model.headerData(sqlscope, Qt::Horizontal).toString(), QString("sqlscope"));
        // (run, item): EXC and sqlscope sort keys (1 pass, 0 fail), EXC's tooltip.
        struct Expected {
            const char* run;
            uint32_t item;
            double exc, sqlscope;
            const char* why;
        };
        for (const Expected& e : {
                 Expected{"model_a", 0, 0, 1,
                          "EXC fail \u00b7 not applicable: the pair already fails on the "
                          "benchmark database"},
                 Expected{"model_a", 3, 0, 0, "EXC fail \u00b7 counterexample found (3 rows)"},
                 Expected{"model_a", 4, 1, 1,
                          "EXC pass \u00b7 none found within 200 trials or 60000 ms"},
                 Expected{"model_b", 8, 0, 0, "EXC fail \u00b7 counterexample found (1 row)"},
             }) {
            QCOMPARE(cell(model, e.run, e.item, exc, ui::ResultsTableModel::SortRole).toDouble(),
                     e.exc);
            QCOMPARE(
                cell(model, e.run, e.item, sqlscope, ui::ResultsTableModel::SortRole).toDouble(),
                e.sqlscope);
            QCOMPARE(cell(model, e.run, e.item, exc, Qt::ToolTipRole).toString(),
                     QString::fromUtf8(e.why));
        }
        QCOMPARE(cell(model, "model_b", 8, exc, Qt::DisplayRole).toString(), QString("✗ fail"));

        // The preset: every pair EX passes on the demo database and a
        // counterexample tells apart (7 of model_a, 4 of model_b).
        inspect::PairFilter preset;
        preset.preset = inspect::DisagreementPreset::ExPassCxFound;
        window.applyFilterFromOutside(preset);
        QCOMPARE(window.resultsProxy()->rowCount(), 11);
        QCOMPARE(window.filterExpression(), QString("preset:ex_pass_cx_found"));

        // model_b:8 in the Results tab: the shrunk database and both results on it.
        window.selectPairWhenReady({QStringLiteral("model_b"), 8});
        QVERIFY(QTest::qWaitFor([&] {
            const auto current = window.currentPair();
            return current && window.resultsModel()->table().itemIndex(current->first) == 8 &&
                   current->second == 1;
        }));
        QVERIFY(QTest::qWaitFor([&] { return !window.explaining(); }));
        ui::CounterexampleSection* section =
            window.pairView()->resultGrids()->counterexampleSection();
        QCOMPARE(section->statusLabel()->text(),
                 QString("found: a database of 1 row on which gold and prediction differ (EXC "
                         "fail)"));
        QVERIFY(section->scriptEditor()->text().contains(
            QStringLiteral("INSERT INTO \"owners\" VALUES(1, 'a', 'a', 'a', NULL, 30);")));
        QVERIFY(section->scriptEditor()->text().startsWith(QStringLiteral("CREATE TABLE owners")));
        QCOMPARE(section->goldTable()->rowCount(), 0);
        QCOMPARE(section->predictionTable()->rowCount(), 1);
        QVERIFY(section->scriptEditor()->isVisibleTo(section));
        QCOMPARE(section->predictionTable()->item(0, 0)->text(), QString("✗ no"));
        QCOMPARE(section->predictionTable()->item(0, 1)->text(), QString("a"));
        QVERIFY(!section->searchButton()->isVisibleTo(section));
        QVERIFY(section->copyButton()->isEnabled());

        // Saved under the evaluation's key, and shown again on reopening.
        QVERIFY(waitForRecorded(path));
        QVERIFY(QTest::qWaitFor(
            [&] {
                auto opened = workspace::Workspace::open(path.toStdString(),
                                                         workspace::OpenMode::OpenExisting);
                return opened.ok() &&
                       opened.workspace->counterexamples(opened.workspace->storedSummaryKey());
            },
            20000));
        // The window's export and `sqlscope-cli export` on the workspace agree:
        // the same filter language, the three counterexample columns.
        const QString fromWindow = dir.filePath(QStringLiteral("window.csv"));
        QCOMPARE(window.exportFilteredPairs(fromWindow), QString());
        const QString fromCli = dir.filePath(QStringLiteral("cli.csv"));
        QProcess cli;
        cli.start(QStringLiteral(SQLSCOPE_CLI_PATH),
                  {QStringLiteral("export"), QStringLiteral("--workspace"), path,
                   QStringLiteral("--filter"), QStringLiteral("cx:found exc:fail run:model_b"),
                   QStringLiteral("--csv"), fromCli});
        QVERIFY(cli.waitForFinished(60000));
        QVERIFY2(cli.exitCode() == 0, cli.readAllStandardError().constData());
        QVERIFY(cli.readAllStandardOutput().startsWith(
            "exported 4 of 120 pairs (filter: run:model_b exc:fail cx:found)\n"));
        auto lines = [](const QString& file) {
            QFile f(file);
            f.open(QIODevice::ReadOnly);
            return QString::fromUtf8(f.readAll()).split(QStringLiteral("\r\n"), Qt::SkipEmptyParts);
        };
        const QStringList cliLines = lines(fromCli), windowLines = lines(fromWindow);
        QCOMPARE(cliLines.size(), 5);
        QCOMPARE(windowLines.size(), 12);
        QVERIFY(cliLines[0].endsWith(QStringLiteral(",accepted_by,exc,counterexample,sqlscope")));
        QCOMPARE(cliLines[0], windowLines[0]);
        for (const QString& line : cliLines.mid(1)) {
            QVERIFY(line.endsWith(QStringLiteral(",0,found,0")));
            QVERIFY(windowLines.contains(line));
        }

        ui::MainWindow reopened;
        reopened.resize(1600, 1100);
        reopened.show();
        QCOMPARE(reopened.openWorkspace(path, false), QString());
        QVERIFY(waitForEvaluation(reopened));
        QVERIFY(QTest::qWaitFor(
            [&] { return reopened.resultsModel()->table().counterexamples() != nullptr; }));
        const ui::ResultsTableModel& back = *reopened.resultsModel();
        QCOMPARE(columnOf(back, 0), exc);
        for (const char* run : {"model_a", "model_b"})
            for (uint32_t item = 0; item < 60; ++item) {
                QCOMPARE(cell(back, run, item, exc, Qt::ToolTipRole),
                         cell(model, run, item, exc, Qt::ToolTipRole));
                QCOMPARE(cell(back, run, item, sqlscope, ui::ResultsTableModel::SortRole),
                         cell(model, run, item, sqlscope, ui::ResultsTableModel::SortRole));
            }
        inspect::PairFilter found;
        found.counterexample = {inspect::CxStatus::Found};
        reopened.applyFilterFromOutside(found);
        QCOMPARE(reopened.resultsProxy()->rowCount(), 11);
        QCOMPARE(reopened.evaluationSettings().esmPlusMode,
                 window.evaluationSettings().esmPlusMode);
    }

    // Run > Cancel Evaluation while searching stops the search only: every
    // verdict stays, the pairs not reached are not searched (no EXC).
    void cancelKeepsTheEvaluation() {
        ui::MainWindow window;
        window.resize(1600, 1100);
        window.show();
        counterexample::CounterexampleSettings slow = searchSettings();
        slow.budgetMs = 20000;  // every pair without a counterexample takes 20 s
        window.setCounterexampleSettings(slow);
        window.openDemo();
        QVERIFY(waitForEvaluation(window));
        QVERIFY(QTest::qWaitFor([&] { return window.searchingCounterexamples(); }, 60000));
        QTest::qWait(300);
        window.cancelEvaluation();
        QVERIFY(waitForSearch(window));
        const inspect::PairTable& table = window.resultsModel()->table();
        QCOMPARE(table.pairsPresent(), size_t(120));
        size_t unsearched = 0, noExc = 0;
        for (size_t pos = 0; pos < table.itemCount(); ++pos)
            for (size_t run = 0; run < table.runCount(); ++run) {
                const inspect::PairCounterexample& r = table.counterexamples()->at(pos, run);
                unsearched += r.status == inspect::CxStatus::NotSearched;
                noExc += r.status == inspect::CxStatus::NotSearched && !r.exc;
            }
        QVERIFY(unsearched >= 30);  // at most a few pairs searched in 300 ms + the stop
        QCOMPARE(noExc, unsearched);
        inspect::PairFilter notSearched;
        notSearched.counterexample = {inspect::CxStatus::NotSearched};
        window.applyFilterFromOutside(notSearched);
        QCOMPARE(window.resultsProxy()->rowCount(), int(unsearched));
    }

    // Without the search after the evaluation: no EXC columns, and "Search
    // this pair" searches the shown pair alone (with the default budget).
    void searchThisPair() {
        ui::MainWindow window;
        window.resize(1600, 1100);
        window.show();
        window.openDemo();
        QVERIFY(waitForEvaluation(window));
        QCOMPARE(columnOf(*window.resultsModel(), 0), -1);
        window.selectPairWhenReady({QStringLiteral("model_b"), 8});
        QVERIFY(QTest::qWaitFor([&] {
            const auto current = window.currentPair();
            return current && window.resultsModel()->table().itemIndex(current->first) == 8 &&
                   current->second == 1 && !window.explaining();
        }));
        ui::CounterexampleSection* section =
            window.pairView()->resultGrids()->counterexampleSection();
        QCOMPARE(section->statusLabel()->text(), QString("not searched"));
        QVERIFY(section->searchButton()->isVisibleTo(section));
        QVERIFY(section->searchButton()->isEnabled());
        QVERIFY(!section->scriptEditor()->isVisibleTo(section));
        QTest::mouseClick(section->searchButton(), Qt::LeftButton);
        QVERIFY(QTest::qWaitFor(
            [&] { return section->statusLabel()->text().startsWith(QStringLiteral("found")); },
            30000));
        QCOMPARE(section->statusLabel()->text(),
                 QString("found: a database of 1 row on which gold and prediction differ (EXC "
                         "fail)"));
        QCOMPARE(section->goldTable()->rowCount(), 0);
        QCOMPARE(section->predictionTable()->rowCount(), 1);
        QVERIFY(!section->searchButton()->isVisibleTo(section));
        // Shown, not kept in the table: the table still has no search.
        QVERIFY(window.resultsModel()->table().counterexamples() == nullptr);
    }
};

SQLSCOPE_TEST_SUITE(CounterexampleWindowTest)
#include "counterexample_window_test.moc"
