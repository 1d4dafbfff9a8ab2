// The labelling workflow end to end (issue 15, docs/gui-study.md), in one
// window on the demo: a new workspace, Study > Draw Labelling Sample (2
// pairs per stratum, seed 11), OK filters the table to the sample and turns
// blind mode on (no verdict visible); pairs judged with the keyboard (1, N,
// 2, N, 3, G); a second labeller's JSONL file merged (one pair added, one
// conflict reported and not overwritten); the filtered pairs exported as CSV
// through the window and compared byte for byte with
// tests/cases/gui/study_workflow.csv, then `sqlscope-cli export --filter
// sample:in` on the workspace the window wrote, compared with the same
// file; the FP/FN view weighs the verdicts by the recorded strata; last, a
// second window reopens the workspace and finds the sample and the table.
//
// After a change of the CSV's columns, regenerate the expected file with
//   SQLSCOPE_UPDATE_EXPECTED=1 ctest --test-dir build -R ui.StudyWorkflowTest
// (it is written from the window's export, then the test runs as usual).
#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QProcess>
#include <QTabWidget>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <nlohmann/json.hpp>

#include "core/annotate/annotation_jsonl.h"
#include "core/inspect/pair_filter.h"
#include "core/inspect/pair_table.h"
#include "core/inspect/pairs_export.h"
#include "core/study/fp_fn_table.h"
#include "core/study/stratified_sample.h"
#include "core/workspace/workspace.h"
#include "tests/test_registry.h"
#include "tests/ui/window_waits.h"
#include "ui/annotate/annotation_panel.h"
#include "ui/annotate/annotation_store.h"
#include "ui/main_window.h"
#include "ui/results/results_filter_proxy.h"
#include "ui/results/results_table_model.h"
#include "ui/study/error_rate_view.h"
#include "ui/study/sample_dialog.h"
#include "ui/study/study_panel.h"

using namespace sqlscope;
using testing::openDemoInNewWorkspace;
using testing::waitForEvaluation;

namespace {

QByteArray readFile(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray("<unreadable>");
}

}  // namespace

class StudyWorkflowTest : public QObject {
    Q_OBJECT

private slots:
    void drawJudgeMergeExport() {
        QApplication::setOrganizationName(QStringLiteral("sqlscope-tests"));
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("study.sqlscope"));
        ui::MainWindow window;
        window.resize(1400, 900);
        window.show();
        QCOMPARE(openDemoInNewWorkspace(window, path), QString());
        auto* labeller =
            window.annotationPanel()->findChild<QLineEdit*>(QStringLiteral("labeller"));
        QVERIFY(labeller);
        labeller->setText(QStringLiteral("A"));

        // The dialog opens on the defaults (EX, EXE, ESM, ESM+ per run).
        ui::SampleDialog* dialog = window.openSampleDialog();
        QVERIFY(dialog);
        QVERIFY(dialog->options().design == study::StrataDesign{});
        QCOMPARE(dialog->options().perCell, size_t(10));
        study::SampleOptions options = dialog->options();
        options.perCell = 2;
        options.seed = 11;
        dialog->setOptions(options);
        const study::StratifiedSample expected =
            study::drawStratifiedSample(window.resultsModel()->table(), options);
        QCOMPARE(dialog->sample().sampled(), expected.sampled());
        QCOMPARE(dialog->sample().pairs(), expected.pairs());
        size_t nonEmpty = 0;
        for (const study::Stratum& s : expected.strata)
            nonEmpty += s.population > 0;
        QCOMPARE(dialog->preview()->rowCount(), int(nonEmpty));
        QCOMPARE(nonEmpty, size_t(17));
        QCOMPARE(expected.sampled(), size_t(29));
        QCOMPARE(dialog->totals()->text(),
                 QStringLiteral("17 strata with pairs (of 34 cells); 120 pairs in them; <b>29 "
                                "pairs will be drawn</b> (up to 2 per stratum)."));
        dialog->accept();

        // Recorded in the workspace; the table shows the sample; blind.
        QVERIFY(window.labellingSampleSaved());
        {
            auto opened =
                workspace::Workspace::open(path.toStdString(), workspace::OpenMode::OpenExisting);
            QVERIFY(opened.ok());
            const auto record = opened.workspace->labellingSample();
            QVERIFY(record.has_value());
            QCOMPARE(record->sample.pairs(), expected.pairs());
            QCOMPARE(record->sample.options.seed, uint64_t(11));
        }
        QCOMPARE(window.filterExpression(), QStringLiteral("preset:in_sample"));
        QCOMPARE(window.resultsProxy()->rowCount(), 29);
        QVERIFY(window.isBlind());
        const auto* model = window.resultsModel();
        int hidden = 0;
        for (int c = 0; c < model->columnCount(); ++c) {
            const bool verdict = model->verdictColumnOf(c) >= 0;
            QCOMPARE(window.resultsView()->isColumnHidden(c), verdict);
            hidden += verdict;
        }
        QCOMPARE(hidden, 10);

        // Judge with the keyboard: 1 on the first pair shown, N, 2, N, 3, G.
        const inspect::PairTable& table = window.resultsModel()->table();
        auto currentKey = [&] {
            const auto pair = window.currentPair();
            const size_t pos = *table.itemPosOf(uint32_t(pair->first));
            return annotate::PairKey{{std::string(table.itemId(pos)), uint32_t(pair->first)},
                                     table.runName(pair->second)};
        };
        QTableView* view = window.resultsView();
        view->setFocus();
        QTRY_VERIFY(window.currentPair().has_value());
        std::vector<annotate::PairKey> judged;
        judged.push_back(currentKey());
        QTest::keyClick(view, Qt::Key_1);
        QTest::keyClick(view, Qt::Key_N);
        judged.push_back(currentKey());
        QTest::keyClick(view, Qt::Key_2);
        QTest::keyClick(view, Qt::Key_N);
        judged.push_back(currentKey());
        QTest::keyClick(view, Qt::Key_3);
        QTest::keyClick(view, Qt::Key_G);
        QTest::keyClick(view, Qt::Key_N);
        const annotate::PairKey fourth = currentKey();
        const auto members = expected.pairs();
        for (const annotate::PairKey& key : {judged[0], judged[1], judged[2], fourth})
            QVERIFY(std::find(members.begin(), members.end(), key) != members.end());
        QVERIFY(window.annotations()->pair(judged[0])->verdict ==
                annotate::HumanVerdict::Equivalent);
        QVERIFY(window.annotations()->pair(judged[1])->verdict ==
                annotate::HumanVerdict::NotEquivalent);
        QVERIFY(window.annotations()->pair(judged[2])->verdict == annotate::HumanVerdict::Unsure);
        QCOMPARE(window.annotations()->pair(judged[0])->labeller, std::string("A"));

        // A second labeller: disagrees on the first pair, judged the fourth.
        auto annotation = [](annotate::PairKey key, annotate::HumanVerdict v) {
            annotate::PairAnnotation a;
            a.pair = std::move(key);
            a.verdict = v;
            a.labeller = "B";
            return a;
        };
        annotate::AnnotationSet second;
        second.pairs = {annotation(judged[0], annotate::HumanVerdict::NotEquivalent),
                        annotation(fourth, annotate::HumanVerdict::Equivalent)};
        const QString file = dir.filePath(QStringLiteral("labeller_b.jsonl"));
        QVERIFY(annotate::writeAnnotationsFile(file.toStdString(), second));
        QString error;
        const QString report = window.importAnnotations(file, &error);
        QCOMPARE(error, QString());
        QVERIFY2(report.startsWith(QStringLiteral("1 annotations added")), qPrintable(report));
        QVERIFY2(report.contains(QStringLiteral("1 conflicts")), qPrintable(report));
        QVERIFY(window.annotations()->pair(judged[0])->verdict ==
                annotate::HumanVerdict::Equivalent);  // not overwritten
        QVERIFY(window.annotations()->pair(fourth)->verdict == annotate::HumanVerdict::Equivalent);

        // The filtered pairs as CSV, from the window and from the CLI.
        const QString expectedCsv = QStringLiteral(SQLSCOPE_UI_CASES_DIR "/study_workflow.csv");
        const QString fromWindow = dir.filePath(QStringLiteral("window.csv"));
        QCOMPARE(window.exportFilteredPairs(fromWindow), QString());
        if (qEnvironmentVariableIntValue("SQLSCOPE_UPDATE_EXPECTED") == 1) {
            QFile::remove(expectedCsv);
            QVERIFY(QFile::copy(fromWindow, expectedCsv));
            qWarning("wrote %s", qPrintable(expectedCsv));
        }
        QCOMPARE(readFile(fromWindow), readFile(expectedCsv));
        const QString fromCli = dir.filePath(QStringLiteral("cli.csv"));
        QProcess cli;
        cli.start(QStringLiteral(SQLSCOPE_CLI_PATH),
                  {QStringLiteral("export"), QStringLiteral("--workspace"), path,
                   QStringLiteral("--filter"), QStringLiteral("sample:in"), QStringLiteral("--csv"),
                   fromCli});
        QVERIFY(cli.waitForFinished(60000));
        QVERIFY2(cli.exitCode() == 0, cli.readAllStandardError().constData());
        QVERIFY(cli.readAllStandardOutput().startsWith(
            "exported 29 of 120 pairs (filter: preset:in_sample)\n"));
        QCOMPARE(readFile(fromCli), readFile(expectedCsv));

        // Out of blind mode, the FP/FN view: a stratified estimate, and the
        // sample's progress per stratum (3 labelled, 1 unsure of 29 drawn).
        window.setBlind(false);
        window.pairArea()->setCurrentIndex(2);
        window.studyPanel()->tabs()->setCurrentIndex(ui::StudyPanel::MetricVsHuman);
        ui::ErrorRateView* rates = window.studyPanel()->errorRateView();
        QTRY_VERIFY(rates->rates().stratified);
        QVERIFY(rates->sampleGrid()->isVisible());
        QCOMPARE(rates->sampleGrid()->rowCount(), 17 + 1);
        const int total = rates->sampleGrid()->rowCount() - 1;
        QCOMPARE(rates->sampleGrid()->item(total, 0)->text(), QStringLiteral("Total"));
        QCOMPARE(rates->sampleGrid()->item(total, 2)->text(), QStringLiteral("120"));
        QCOMPARE(rates->sampleGrid()->item(total, 3)->text(), QStringLiteral("29"));
        QCOMPARE(rates->sampleGrid()->item(total, 4)->text(), QStringLiteral("3"));
        QCOMPARE(rates->sampleGrid()->item(total, 5)->text(), QStringLiteral("1"));
        if (const QByteArray shots = qgetenv("SQLSCOPE_SCREENSHOTS"); !shots.isEmpty())
            window.grab().save(QString::fromUtf8(shots) + "/study_workflow_rates.png");

        // Reopened in another window: the sample, its preset and the
        // stratified table come back from the file.
        ui::MainWindow reopened;
        reopened.resize(1400, 900);
        reopened.show();
        QCOMPARE(reopened.openWorkspace(path, false), QString());
        QVERIFY(waitForEvaluation(reopened));
        QVERIFY(reopened.labellingSample());
        QVERIFY(reopened.labellingSampleSaved());
        QCOMPARE(reopened.labellingSample()->pairs(), expected.pairs());
        inspect::PairFilter inSample;
        inSample.preset = inspect::DisagreementPreset::InSample;
        reopened.applyFilterFromOutside(inSample);
        QCOMPARE(reopened.resultsProxy()->rowCount(), 29);
        reopened.pairArea()->setCurrentIndex(2);
        reopened.studyPanel()->tabs()->setCurrentIndex(ui::StudyPanel::MetricVsHuman);
        QTRY_VERIFY(reopened.studyPanel()->errorRateView()->rates().stratified);
        QCOMPARE(study::formatErrorRateTable(reopened.studyPanel()->errorRateView()->rates()),
                 study::formatErrorRateTable(rates->rates()));
        // Reopened without evaluating, its exports are stamped with what the
        // workspace recorded: the same settings and input digests.
        const inspect::ExportStamp first = window.exportStamp(), again = reopened.exportStamp();
        QVERIFY(!again.settingsJson.empty());
        QVERIFY(nlohmann::json::parse(again.settingsJson) ==
                nlohmann::json::parse(first.settingsJson));
        QCOMPARE(again.inputs.size(), first.inputs.size());
        for (size_t i = 0; i < first.inputs.size(); ++i) {
            QCOMPARE(again.inputs[i].role, first.inputs[i].role);
            QCOMPARE(again.inputs[i].sha256, first.inputs[i].sha256);
        }
    }

    // With no workspace open the sample is kept in memory (the dialog and
    // the status bar say so); File > New Workspace then records it.
    void sampleWithoutWorkspaceGoesIntoTheNextOne() {
        QTemporaryDir dir;
        ui::MainWindow window;
        window.show();
        window.openDemo();
        QVERIFY(waitForEvaluation(window));
        ui::SampleDialog* dialog = window.openSampleDialog();
        QVERIFY(dialog);
        QVERIFY(dialog->findChild<QLabel*>(QStringLiteral("sampleSavedIn"))
                    ->text()
                    .startsWith(QStringLiteral("<b>No workspace is open</b>")));
        study::SampleOptions options = dialog->options();
        options.design.columns = {inspect::kColumnEx, inspect::kColumnEsmPlus};
        options.design.perRun = false;
        options.perCell = 4;
        dialog->setOptions(options);
        QCOMPARE(dialog->preview()->rowCount(), 5);  // 4 cells over all runs + incomplete
        QCOMPARE(dialog->preview()->item(0, 0)->text(), QStringLiteral("all runs"));
        QCOMPARE(dialog->preview()->item(0, 1)->text(), QStringLiteral("EX=0 ESM+=0"));
        QCOMPARE(dialog->sample().sampled(), size_t(4 * 4 + 2));  // 2 incomplete pairs
        // No column: nothing to draw.
        for (QCheckBox* box : dialog->findChildren<QCheckBox*>())
            if (box->objectName().startsWith(QStringLiteral("column_"))) box->setChecked(false);
        QCOMPARE(dialog->totals()->text(), QStringLiteral("Choose at least one verdict column."));
        dialog->setOptions(options);
        dialog->findChild<QCheckBox*>(QStringLiteral("judgeBlind"))->setChecked(false);
        dialog->accept();
        QVERIFY(window.labellingSample());
        QVERIFY(!window.labellingSampleSaved());
        QVERIFY(!window.isBlind());
        QCOMPARE(window.filterExpression(), QStringLiteral("preset:in_sample"));
        QCOMPARE(window.resultsProxy()->rowCount(), 18);

        const QString path = dir.filePath(QStringLiteral("later.sqlscope"));
        QCOMPARE(window.openWorkspace(path, true), QString());
        QVERIFY(window.labellingSampleSaved());
        auto opened =
            workspace::Workspace::open(path.toStdString(), workspace::OpenMode::OpenExisting);
        QVERIFY(opened.ok());
        const auto record = opened.workspace->labellingSample();
        QVERIFY(record.has_value());
        QVERIFY(record->sample.options.design == options.design);
        QCOMPARE(record->sample.sampled(), size_t(18));
        QVERIFY(waitForEvaluation(window));
    }
};

SQLSCOPE_TEST_SUITE(StudyWorkflowTest)
#include "study_workflow_test.moc"
