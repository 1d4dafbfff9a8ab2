// Alternate golds in the window (docs/metrics/alternate-golds.md,
// docs/gui-results.md): an alternate added through the annotation store is
// scored off the GUI thread and the table's cell and the summary panel's
// counts change exactly; undo restores them; the window's export equals
// `sqlscope-cli export` byte for byte with the any-gold columns; reopening
// the workspace scores nothing (the cache holds every score).
#include <QApplication>
#include <QFile>
#include <QProcess>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
#include <QUndoStack>

#include "core/inspect/pair_table.h"
#include "core/inspect/run_summary.h"
#include "core/inspect/verdict_columns.h"
#include "core/workspace/workspace.h"
#include "tests/test_registry.h"
#include "tests/ui/window_waits.h"
#include "ui/annotate/alternate_gold_scorer.h"
#include "ui/annotate/annotation_store.h"
#include "ui/main_window.h"
#include "ui/results/cross_run_view.h"
#include "ui/results/filter_bar.h"
#include "ui/results/results_filter_proxy.h"
#include "ui/results/results_table_model.h"
#include "ui/results/run_summary_panel.h"

using namespace sqlscope;
using testing::openDemoInNewWorkspace;

namespace {

constexpr uint32_t kItem = 36;  // model_a fails EX, ESM and ESM+ against the gold

QString cellText(const ui::MainWindow& window, size_t column) {
    const ui::ResultsTableModel* model = window.resultsModel();
    const size_t pos = *model->table().itemPosOf(kItem);
    const int row = model->rowOf({pos, 0});
    return model->index(row, model->columnOf(column)).data().toString();
}

QString cellTip(const ui::MainWindow& window, size_t column) {
    const ui::ResultsTableModel* model = window.resultsModel();
    const size_t pos = *model->table().itemPosOf(kItem);
    const int row = model->rowOf({pos, 0});
    return model->index(row, model->columnOf(column)).data(Qt::ToolTipRole).toString();
}

QString panelText(const ui::MainWindow& window) {
    return window.summaryPanel()->findChild<QTextBrowser*>()->toPlainText();
}

}  // namespace

class AlternateGoldsTest : public QObject {
    Q_OBJECT

private slots:
    void alternateGoldChangesTheTableAndThePanel() {
        QApplication::setOrganizationName(QStringLiteral("sqlscope-tests"));
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("w.sqlscope"));
        ui::MainWindow window;
        window.resize(1400, 900);
        window.show();
        QCOMPARE(openDemoInNewWorkspace(window, path), QString());

        QCOMPARE(cellText(window, inspect::kColumnEx), QStringLiteral("\u2717 fail"));
        const inspect::PairTable& table = window.resultsModel()->table();
        const inspect::RunSummary before = inspect::summarizeRun(table, 0);
        const size_t exPass = before.metrics[inspect::kColumnEx].pass.count;
        QCOMPARE(before.alternatePairs, size_t(0));
        QVERIFY(!panelText(window).contains(QStringLiteral("With alternate golds")));

        // An alternate gold through the store (what the panel's editor does).
        annotate::QuestionAnnotation q;
        q.question = {std::string(table.itemId(*table.itemPosOf(kItem))), kItem};
        q.alternateGolds = {"SELECT title, credits FROM courses WHERE credits = 4"};
        ui::AlternateGoldScorer* scorer = window.alternateGoldScorer();
        const size_t evaluationsBefore = scorer->evaluations();
        window.annotations()->editQuestion(q, QStringLiteral("Alternate gold"));
        QTRY_COMPARE_WITH_TIMEOUT(cellText(window, inspect::kColumnEx),
                                  QStringLiteral("\u2717 fail \u2192 \u2713 alt"), 20000);
        QCOMPARE(scorer->evaluations() - evaluationsBefore, size_t(2));  // both runs' pairs
        QCOMPARE(cellText(window, inspect::kColumnEsmPlus),
                 QStringLiteral("\u2717 fail \u2192 \u2713 alt"));
        QVERIFY(cellTip(window, inspect::kColumnEx)
                    .endsWith(QStringLiteral("With alternate gold 1: \u2713 pass")));
        // The cross-run view of the question says the same (run, prediction, then the metrics).
        window.selectPairWhenReady({QStringLiteral("model_a"), kItem});
        auto* runs = window.crossRunView()->findChild<QTableWidget*>();
        QVERIFY(runs);
        QTRY_COMPARE(runs->item(0, 2 + int(inspect::kColumnEx))->text(),
                     QStringLiteral("\u2717 fail \u2192 \u2713 alt"));
        const inspect::RunSummary after = inspect::summarizeRun(table, 0);
        QCOMPARE(after.alternatePairs, size_t(1));
        QCOMPARE(after.metrics[inspect::kColumnEx].passAnyGold.count, exPass + 1);
        QCOMPARE(after.metrics[inspect::kColumnEx].changed.count, size_t(1));
        const QString panel = panelText(window);
        QVERIFY2(panel.contains(QStringLiteral("With alternate golds")), qPrintable(panel));
        // "EX 42 → 43 of 59, 1 changed" (one EX n/a in model_a).
        QVERIFY2(panel.contains(
                     QStringLiteral("\nEX\n%1 \u2192 %2\n59\n1\n").arg(exPass).arg(exPass + 1)),
                 qPrintable(panel));
        QVERIFY2(panel.contains(QStringLiteral("alternates on 1 of 60 pairs")), qPrintable(panel));

        // The preset shows exactly that pair.
        inspect::PairFilter filter;
        filter.preset = inspect::DisagreementPreset::PassesOnlyWithAlternate;
        window.applyFilterFromOutside(filter);
        QCOMPARE(window.resultsProxy()->rowCount(), 1);
        QCOMPARE(window.filterExpression(), QStringLiteral("preset:passes_only_with_alternate"));

        // The panel's "Changed" link: the filter bar keeps the condition.
        inspect::PairFilter changed;
        changed.runs = {0};
        changed.changed = inspect::kColumnEsmPlus;
        window.applyFilterFromOutside(changed);
        QCOMPARE(window.resultsProxy()->rowCount(), 1);
        QCOMPARE(window.filterExpression(), QStringLiteral("run:model_a changed:esm+"));
        window.applyFilterFromOutside(filter);

        // The window's export equals the CLI's, any-gold columns included.
        const QString fromWindow = dir.filePath(QStringLiteral("window.csv"));
        QCOMPARE(window.exportFilteredPairs(fromWindow), QString());
        const QString fromCli = dir.filePath(QStringLiteral("cli.csv"));
        QProcess cli;
        cli.start(QStringLiteral(SQLSCOPE_CLI_PATH),
                  {QStringLiteral("export"), QStringLiteral("--workspace"), path,
                   QStringLiteral("--filter"), window.filterExpression(), QStringLiteral("--csv"),
                   fromCli});
        QVERIFY(cli.waitForFinished(60000));
        QVERIFY2(cli.exitCode() == 0, cli.readAllStandardError().constData());
        QFile a(fromWindow), b(fromCli);
        QVERIFY(a.open(QIODevice::ReadOnly) && b.open(QIODevice::ReadOnly));
        const QByteArray csv = a.readAll();
        QCOMPARE(csv, b.readAll());
        QCOMPARE(csv.count("\r\n"), qsizetype(2));
        QVERIFY(csv.contains(",ex:alt1;"));
        // The summary export, from the window.
        const QString summary = dir.filePath(QStringLiteral("summary.csv"));
        QCOMPARE(window.exportSummary(summary), QString());
        QFile s(summary);
        QVERIFY(s.open(QIODevice::ReadOnly));
        QVERIFY(s.readAll().contains(QStringLiteral("\r\nmodel_a,ex,59,%1,").arg(exPass).toUtf8()));
        window.applyFilterFromOutside({});

        // Undo removes the alternate: the cell and the counts are the gold's again.
        window.annotations()->undoStack()->undo();
        QTRY_COMPARE_WITH_TIMEOUT(cellText(window, inspect::kColumnEx),
                                  QStringLiteral("\u2717 fail"), 20000);
        QCOMPARE(inspect::summarizeRun(table, 0).metrics[inspect::kColumnEx].passAnyGold.count,
                 exPass);
        QVERIFY(!panelText(window).contains(QStringLiteral("With alternate golds")));
        // Redo scores nothing: the scores are cached.
        const size_t evaluationsRedo = scorer->evaluations();
        window.annotations()->undoStack()->redo();
        QTRY_COMPARE_WITH_TIMEOUT(cellText(window, inspect::kColumnEx),
                                  QStringLiteral("\u2717 fail \u2192 \u2713 alt"), 20000);
        QCOMPARE(scorer->evaluations(), evaluationsRedo);

        // Reopening the workspace in another window scores nothing either.
        ui::MainWindow reopened;
        reopened.show();
        QCOMPARE(reopened.openWorkspace(path, false), QString());
        QTRY_COMPARE_WITH_TIMEOUT(cellText(reopened, inspect::kColumnEx),
                                  QStringLiteral("\u2717 fail \u2192 \u2713 alt"), 60000);
        QCOMPARE(reopened.alternateGoldScorer()->evaluations(), size_t(0));
    }
};

SQLSCOPE_TEST_SUITE(AlternateGoldsTest)
#include "alternate_golds_test.moc"
