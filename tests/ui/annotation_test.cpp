// Judging pairs in the window: a workspace holds the annotations; in blind
// mode no metric verdict is visible; 1/2/3 set the human verdict, N jumps
// to the next unjudged pair of the filter, G toggles "gold questionable";
// every edit is committed to the workspace at once and can be undone.
#include <QAction>
#include <QApplication>
#include <QDockWidget>
#include <QFile>
#include <QLabel>
#include <QProcess>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include "core/annotate/annotation_jsonl.h"
#include "core/dataset/demo_benchmark.h"
#include "core/inspect/pair_filter.h"
#include "core/inspect/pair_table.h"
#include "core/job/demo_request.h"
#include "core/workspace/workspace.h"
#include "tests/test_registry.h"
#include "tests/ui/window_waits.h"
#include "ui/annotate/annotation_panel.h"
#include "ui/annotate/annotation_store.h"
#include "ui/main_window.h"
#include "ui/pair/pair_view.h"
#include "ui/results/results_filter_proxy.h"
#include "ui/results/results_table_model.h"
#include "ui/session/evaluation_worker.h"

using namespace sqlscope;
using testing::openDemoInNewWorkspace;
using testing::waitForEvaluation;
using testing::waitForRecorded;

namespace {

// The annotations as a fresh connection reads them back from the file.
std::vector<annotate::PairAnnotation> storedPairs(const QString& path) {
    auto opened = workspace::Workspace::open(path.toStdString(), workspace::OpenMode::OpenExisting);
    return opened.ok() ? opened.workspace->pairAnnotations()
                       : std::vector<annotate::PairAnnotation>{};
}

std::vector<annotate::QuestionAnnotation> storedQuestions(const QString& path) {
    auto opened = workspace::Workspace::open(path.toStdString(), workspace::OpenMode::OpenExisting);
    return opened.ok() ? opened.workspace->questionAnnotations()
                       : std::vector<annotate::QuestionAnnotation>{};
}

}  // namespace

class AnnotationTest : public QObject {
    Q_OBJECT

private slots:
    void judgeInBlindMode() {
        QApplication::setOrganizationName(QStringLiteral("sqlscope-tests"));
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("study.sqlscope"));
        ui::MainWindow window;
        window.resize(1400, 900);
        window.show();
        // A new workspace records the open benchmark once it is evaluated again.
        QCOMPARE(openDemoInNewWorkspace(window, path), QString());
        QVERIFY(window.windowTitle().startsWith(QStringLiteral("study.sqlscope (gold.txt)")));

        // Blind mode: no verdict column, no chips or metric tabs, no summary.
        window.setBlind(true);
        const auto* model = window.resultsModel();
        int hidden = 0;
        for (int c = 0; c < model->columnCount(); ++c) {
            const bool verdict = model->verdictColumnOf(c) >= 0;
            QCOMPARE(window.resultsView()->isColumnHidden(c), verdict);
            hidden += verdict;
        }
        QCOMPARE(hidden, 10);
        QVERIFY(!window.pairView()->tabs()->isVisible());
        QVERIFY(!window.findChild<QDockWidget*>(QStringLiteral("summaryDock"))->isVisible());

        // 1 on model_a's pair 0, N to the next unjudged (model_b's pair 0), 2 there.
        window.selectPairWhenReady({QStringLiteral("model_a"), 0});
        QTableView* table = window.resultsView();
        table->setFocus();
        QTest::keyClick(table, Qt::Key_1);
        QTest::keyClick(table, Qt::Key_N);
        QCOMPARE(window.currentPair()->second, size_t(1));
        QTest::keyClick(table, Qt::Key_2);
        QTest::keyClick(table, Qt::Key_G);
        std::vector<annotate::PairAnnotation> pairs = storedPairs(path);
        QCOMPARE(pairs.size(), size_t(2));
        QCOMPARE(pairs[0].pair.run, std::string("model_a"));
        QCOMPARE(pairs[0].verdict, std::optional(annotate::HumanVerdict::Equivalent));
        QCOMPARE(pairs[1].pair.run, std::string("model_b"));
        QCOMPARE(pairs[1].verdict, std::optional(annotate::HumanVerdict::NotEquivalent));
        std::vector<annotate::QuestionAnnotation> questions = storedQuestions(path);
        QCOMPARE(questions.size(), size_t(1));
        QCOMPARE(questions[0].question.item, uint32_t(0));
        QVERIFY(questions[0].goldQuestionable);

        // N again skips both judged pairs: item 1's model_a pair.
        QTest::keyClick(table, Qt::Key_N);
        const inspect::PairTable& rows = model->table();
        QCOMPARE(rows.itemIndex(window.currentPair()->first), uint32_t(1));
        QCOMPARE(window.currentPair()->second, size_t(0));

        // Undo takes back the last edit in the file too; redo restores it.
        window.annotations()->undoStack()->undo();
        QCOMPARE(storedQuestions(path).size(), size_t(0));
        window.annotations()->undoStack()->redo();
        QCOMPARE(storedQuestions(path).size(), size_t(1));
        // Pressing a verdict the pair already has clears it.
        window.selectPairWhenReady({QStringLiteral("model_a"), 0});
        QTest::keyClick(table, Qt::Key_1);
        pairs = storedPairs(path);
        QCOMPARE(pairs.size(), size_t(1));
        QCOMPARE(pairs[0].pair.run, std::string("model_b"));

        window.setBlind(false);
        QCOMPARE(window.resultsView()->isColumnHidden(model->columnCount() - 1), false);
        // Once the selected pair is explained, its tabs are back.
        QTRY_VERIFY_WITH_TIMEOUT(window.pairView()->tabs()->isVisible(), 20000);
    }

    // File > Export Filtered Pairs writes the CSV `sqlscope-cli export`
    // writes for the same workspace and filter, byte for byte.
    void exportMatchesTheCli() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("w.sqlscope"));
        ui::MainWindow window;
        window.show();
        QCOMPARE(openDemoInNewWorkspace(window, path), QString());
        window.selectPairWhenReady({QStringLiteral("model_b"), 8});
        window.annotationPanel()->setVerdict(annotate::HumanVerdict::NotEquivalent);
        inspect::PairFilter filter;
        filter.preset = inspect::DisagreementPreset::ExPassEsmPlusFail;
        window.applyFilterFromOutside(filter);
        const QString expression = window.filterExpression();
        QCOMPARE(expression, QStringLiteral("preset:ex_pass_esm_plus_fail"));
        const QString fromWindow = dir.filePath(QStringLiteral("window.csv"));
        QCOMPARE(window.exportFilteredPairs(fromWindow), QString());
        // Never over an input.
        QVERIFY(!window.exportFilteredPairs(path).isEmpty());

        const QString fromCli = dir.filePath(QStringLiteral("cli.csv"));
        QProcess cli;
        cli.start(QStringLiteral(SQLSCOPE_CLI_PATH),
                  {QStringLiteral("export"), QStringLiteral("--workspace"), path,
                   QStringLiteral("--filter"), expression, QStringLiteral("--csv"), fromCli});
        QVERIFY(cli.waitForFinished(60000));
        QVERIFY2(cli.exitCode() == 0, cli.readAllStandardError().constData());
        QFile a(fromWindow), b(fromCli);
        QVERIFY(a.open(QIODevice::ReadOnly) && b.open(QIODevice::ReadOnly));
        const QByteArray csv = a.readAll();
        QCOMPARE(csv, b.readAll());
        // A header and the pairs the table shows, the judged one with its verdict.
        QCOMPARE(csv.count("\r\n"), qsizetype(1 + window.resultsProxy()->rowCount()));
        QCOMPARE(window.resultsProxy()->rowCount(), 12);
        QVERIFY(csv.contains("not_equivalent"));
        QVERIFY(QFile::exists(fromWindow + QStringLiteral(".meta.json")));
    }

    // A second labeller's file merges in: what the workspace lacks is added
    // (one undoable step), a conflict keeps the workspace's verdict and is
    // listed; kappa compares the two labellers on the pairs both judged.
    void mergeSecondLabeller() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("w.sqlscope"));
        ui::MainWindow window;
        window.show();
        QCOMPARE(openDemoInNewWorkspace(window, path), QString());
        const inspect::PairTable& table = window.resultsModel()->table();
        auto key = [&](uint32_t item, const char* run) {
            const size_t pos = *table.itemPosOf(item);
            return annotate::PairKey{{std::string(table.itemId(pos)), item}, run};
        };
        auto judge = [&](annotate::PairKey k, annotate::HumanVerdict v, const char* who) {
            annotate::PairAnnotation a;
            a.pair = std::move(k);
            a.verdict = v;
            a.labeller = who;
            return a;
        };
        using V = annotate::HumanVerdict;
        for (const auto& a : {judge(key(0, "model_a"), V::Equivalent, "A"),
                              judge(key(0, "model_b"), V::NotEquivalent, "A"),
                              judge(key(1, "model_a"), V::Equivalent, "A")})
            window.annotations()->editPair(a, QStringLiteral("judge"));
        // The second labeller agrees on one pair, disagrees on one, and
        // judged one pair the first did not.
        annotate::AnnotationSet second;
        second.pairs = {judge(key(0, "model_a"), V::Equivalent, "A"),
                        judge(key(0, "model_b"), V::Equivalent, "B"),
                        judge(key(1, "model_b"), V::NotEquivalent, "B")};
        const QString file = dir.filePath(QStringLiteral("labeller_b.jsonl"));
        QVERIFY(annotate::writeAnnotationsFile(file.toStdString(), second));

        QString error;
        const QString kappa = window.agreementWith(file, &error);
        QCOMPARE(error, QString());
        QVERIFY2(kappa.startsWith(QStringLiteral("2 pairs judged by both")), qPrintable(kappa));

        const QString report = window.importAnnotations(file, &error);
        QCOMPARE(error, QString());
        QVERIFY2(report.startsWith(QStringLiteral("1 annotations added, 1 already the same.")),
                 qPrintable(report));
        QVERIFY(report.contains(QStringLiteral("1 conflicts")));
        QVERIFY(report.contains(QStringLiteral("not_equivalent here, equivalent in the file")));
        std::vector<annotate::PairAnnotation> stored = storedPairs(path);
        QCOMPARE(stored.size(), size_t(4));
        QVERIFY(window.annotations()->pair(key(0, "model_b"))->verdict == V::NotEquivalent);
        QVERIFY(window.annotations()->pair(key(1, "model_b"))->verdict == V::NotEquivalent);
        // The import is one step back.
        window.annotations()->undoStack()->undo();
        QCOMPARE(storedPairs(path).size(), size_t(3));
        // A file with a bad line is refused with its position.
        const QString bad = dir.filePath(QStringLiteral("bad.jsonl"));
        QFile out(bad);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write("{\"type\": \"pair\"}\n");
        out.close();
        window.importAnnotations(bad, &error);
        QVERIFY2(error.startsWith(bad + QStringLiteral(":1:")), qPrintable(error));
        // Exported annotations read back the same.
        const QString exported = dir.filePath(QStringLiteral("mine.jsonl"));
        QCOMPARE(window.exportAnnotations(exported), QString());
        const annotate::AnnotationRead back = annotate::readAnnotationsFile(exported.toStdString());
        QVERIFY(back.ok());
        QCOMPARE(back.set.pairs.size(), size_t(3));
    }

    // Reopening the workspace reopens its benchmark and shows the annotations.
    void reopenWorkspace() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("w.sqlscope"));
        {
            ui::MainWindow window;
            window.show();
            QCOMPARE(openDemoInNewWorkspace(window, path), QString());
            window.selectPairWhenReady({QStringLiteral("model_b"), 3});
            window.annotationPanel()->setVerdict(annotate::HumanVerdict::Unsure);
            QVERIFY(waitForRecorded(path));
        }
        ui::MainWindow window;
        window.show();
        QCOMPARE(window.openWorkspace(path, false), QString());
        QVERIFY(waitForEvaluation(window));
        QCOMPARE(window.resultsModel()->rowCount(), 120);
        // Every verdict from the file: no query ran, none was even planned.
        QCOMPARE(window.evaluationWorker()->queriesRun(), size_t(0));
        QVERIFY(!window.evaluating());
        auto* progress = window.findChild<QLabel*>(QStringLiteral("progressLabel"));
        QVERIFY2(
            progress->text().startsWith(QStringLiteral("Reopened 120 pairs from the workspace")),
            qPrintable(progress->text()));
        // The pair view still explains the selected pair on demand.
        window.selectPairWhenReady({QStringLiteral("model_b"), 3});
        QVERIFY(
            QTest::qWaitFor([&] { return window.pairView()->explanation() != nullptr; }, 20000));
        QCOMPARE(window.annotations()->pairs().size(), size_t(1));
        QCOMPARE(window.annotations()->pairs()[0].verdict,
                 std::optional(annotate::HumanVerdict::Unsure));
        QCOMPARE(
            window.openWorkspace(dir.filePath(QStringLiteral("none.sqlscope")), false).isEmpty(),
            false);
    }

    // A workspace whose prediction file changed since is evaluated again, and
    // the title says which input changed.
    void changedInputIsNamed() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("w.sqlscope"));
        // A private copy of the demo: this test edits one of its files.
        const dataset::DemoResult demo =
            dataset::materializeDemo(dir.filePath(QStringLiteral("demo")).toStdString());
        QVERIFY(demo.ok());
        const job::EvaluationRequest request = job::demoRequest(demo.layout);
        {
            ui::MainWindow window;
            window.show();
            window.openRequest(request);
            QVERIFY(waitForEvaluation(window));
            QCOMPARE(window.openWorkspace(path, true), QString());
            QVERIFY(waitForEvaluation(window));
            QVERIFY(waitForRecorded(path));
        }
        QFile file(QString::fromStdString(demo.layout.predictionFiles[1]));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray original = file.readAll();
        file.close();
        QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        file.write(QByteArray(original).replace("SELECT", "select"));
        file.close();
        ui::MainWindow window;
        window.show();
        QCOMPARE(window.openWorkspace(path, false), QString());
        // While it evaluates again, the title names the changed input.
        QVERIFY(QTest::qWaitFor([&] { return window.evaluating(); }, 20000));
        QVERIFY2(window.windowTitle().contains(QStringLiteral("inputs changed since: model_b.txt")),
                 qPrintable(window.windowTitle()));
        QVERIFY(waitForEvaluation(window));
        QVERIFY(window.evaluationWorker()->queriesRun() > 0);
        QCOMPARE(window.resultsModel()->rowCount(), 120);
    }
};

SQLSCOPE_TEST_SUITE(AnnotationTest)
#include "annotation_test.moc"
