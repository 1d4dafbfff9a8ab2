// The gold audit panel (issue 16, docs/gui-audit.md) in a window on the
// demo with a new workspace: Study > Audit Gold Queries… audits the 60
// golds on the worker (two float_aggregate_order warnings, items 14 and
// 39); selecting a flag shows its evidence and the question in the results
// table; "Mark Gold Questionable" annotates it in one action (seen in the
// annotation panel), Edit > Undo removes it; "Mark All Warnings" adds two;
// the with/without table's exact numbers for one run.
#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QPlainTextEdit>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
#include <QUndoStack>

#include "core/audit/gold_audit.h"
#include "core/dataset/demo_benchmark.h"
#include "tests/test_registry.h"
#include "tests/ui/window_waits.h"
#include "ui/annotate/annotation_panel.h"
#include "ui/annotate/annotation_store.h"
#include "ui/audit/audit_flags_model.h"
#include "ui/audit/audit_panel.h"
#include "ui/audit/audit_worker.h"
#include "ui/main_window.h"

using namespace sqlscope;
using testing::openDemoInNewWorkspace;

namespace {

// The score table's rows as "run|metric|all|without|delta|left out".
QStringList scoreRows(const QTableWidget* table) {
    QStringList rows;
    for (int r = 0; r < table->rowCount(); ++r) {
        QStringList cells;
        for (int c = 0; c < table->columnCount(); ++c)
            cells << (table->item(r, c) ? table->item(r, c)->text() : QString());
        rows << cells.join(QLatin1Char('|'));
    }
    return rows;
}

}  // namespace

class AuditPanelTest : public QObject {
    Q_OBJECT

private slots:
    void auditMarkUndoAndScores() {
        QApplication::setOrganizationName(QStringLiteral("sqlscope-tests"));
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("audit.sqlscope"));
        ui::MainWindow window;
        window.resize(1400, 900);
        window.show();
        QCOMPARE(openDemoInNewWorkspace(window, path), QString());

        ui::AuditPanel* panel = window.auditPanel();
        QVERIFY(panel);
        // Study > Audit Gold Queries… shows the tab and starts the audit.
        QAction* auditAction = nullptr;
        for (QAction* a : window.findChildren<QAction*>())
            if (a->text() == QStringLiteral("&Audit Gold Queries…")) auditAction = a;
        QVERIFY(auditAction);
        auditAction->trigger();
        QCOMPARE(window.pairArea()->currentWidget(), panel);
        QVERIFY(panel->isAuditing() || panel->auditRun());
        QTRY_VERIFY_WITH_TIMEOUT(panel->auditRun() != nullptr, 60000);
        QVERIFY(!panel->isAuditing());

        // Two flags, both warnings of float_aggregate_order, on items 14 and 39.
        const ui::AuditFlagsModel* model = panel->flagsModel();
        QCOMPARE(panel->auditRun()->audits.size(), size_t(60));
        QCOMPARE(model->rowCount(), 2);
        for (int row = 0; row < 2; ++row) {
            QCOMPARE(model->data(model->index(row, ui::AuditFlagsModel::Kind), Qt::DisplayRole)
                         .toString(),
                     QStringLiteral("float_aggregate_order"));
            QCOMPARE(model->flagAt(row)->severity, audit::Severity::Warning);
        }
        QCOMPARE(model->goldAt(0)->item, uint32_t(14));
        QCOMPARE(model->goldAt(1)->item, uint32_t(39));
        QCOMPARE(panel->summaryLabel()->text(),
                 QStringLiteral("Golds audited: <b>60</b> · flagged: <b>2</b> · warned: <b>2</b> "
                                "· flags: 2 · not fully checked: 0"));
        // The filter: another kind shows none; warnings only keeps both.
        panel->kindFilter()->setCurrentIndex(
            panel->kindFilter()->findText(QStringLiteral("bare_group_column")));
        QCOMPARE(model->rowCount(), 0);
        panel->kindFilter()->setCurrentIndex(0);
        panel->warningsOnlyFilter()->setChecked(true);
        QCOMPARE(model->rowCount(), 2);

        // Selecting a flag: its evidence, and the results table on its question.
        panel->selectFlag(0);
        const QString evidence = panel->evidenceView()->toPlainText();
        QVERIFY2(evidence.contains(QStringLiteral("33.300000000000004")), qPrintable(evidence));
        QVERIFY(evidence.contains(QStringLiteral("reverse_unordered_selects")));
        QTRY_VERIFY(window.currentPair() && window.currentPair()->first == 14);

        // One action: the question is marked, category and note from the flag.
        ui::AnnotationStore* store = window.annotations();
        const std::string id = panel->flagsModel()->goldAt(0)->id;
        const annotate::QuestionKey key{id, 14};
        QVERIFY(!store->question(key));
        QVERIFY(panel->markSelectedQuestionable());
        auto marked = store->question(key);
        QVERIFY(marked.has_value());
        QVERIFY(marked->goldQuestionable);
        QCOMPARE(marked->issue, annotate::GoldIssue::TiesOrOrder);
        QCOMPARE(marked->note,
                 "audit: float_aggregate_order: " + panel->flagsModel()->flagAt(0)->message);
        QVERIFY(marked->note.rfind("audit: float_aggregate_order: ", 0) == 0);
        auto* questionable =
            window.annotationPanel()->findChild<QCheckBox*>(QStringLiteral("goldQuestionable"));
        QVERIFY(questionable);
        QTRY_VERIFY(questionable->isChecked());
        auto* issue = window.annotationPanel()->findChild<QComboBox*>(QStringLiteral("goldIssue"));
        QCOMPARE(issue->currentData().toInt(), int(annotate::GoldIssue::TiesOrOrder));
        {
            auto opened =
                workspace::Workspace::open(path.toStdString(), workspace::OpenMode::OpenExisting);
            QCOMPARE(opened.workspace->questionAnnotations().size(), size_t(1));
        }
        // Undo takes it back (from the workspace too).
        store->undoStack()->undo();
        QVERIFY(!store->question(key));
        QTRY_VERIFY(!questionable->isChecked());

        // Every warned gold at once: two added, one undo step.
        const QString report = panel->markAllWarnings(false);
        QCOMPARE(report, QStringLiteral("2 gold questionable annotations added, 0 already there, "
                                        "0 conflicts kept."));
        QCOMPARE(store->questions().size(), size_t(2));
        QCOMPARE(panel->markAllWarnings(false),
                 QStringLiteral("0 gold questionable annotations added, 2 already there, 0 "
                                "conflicts kept."));
        store->undoStack()->undo();
        QCOMPARE(store->questions().size(), size_t(0));
        store->undoStack()->redo();
        QCOMPARE(store->questions().size(), size_t(2));

        // Each metric with and without the two flagged golds, per run.
        const QTableWidget* scores = panel->scoresTable();
        QCOMPARE(scores->horizontalHeaderItem(3)->text(), QStringLiteral("Without flagged gold"));
        const QStringList rows = scoreRows(scores);
        QCOMPARE(rows.size(), 20);  // two runs, ten metrics with verdicts
        // model_a: EX 42 of 59 pairs pass (71.2), 40 of 57 without the two
        // golds (70.2), both of whose pairs pass; model_b: 8 of 59, 8 of 57.
        QCOMPARE(rows[0], QStringLiteral("model_a|EX|71.2|70.2|-1.0|2"));
        QCOMPARE(rows[4], QStringLiteral("model_a|ESM+|76.7|75.9|-0.8|2"));
        QCOMPARE(rows[8], QStringLiteral("model_a|Comp F1|0.870|0.865|-0.004|2"));
        QCOMPARE(rows[10], QStringLiteral("model_b|EX|13.6|14.0|+0.5|2"));
        // Warned golds: the same two here; the header says which.
        panel->excludedChoice()->setCurrentIndex(1);
        QCOMPARE(scores->horizontalHeaderItem(3)->text(), QStringLiteral("Without warned gold"));
        QCOMPARE(scoreRows(scores), rows);
        // The questions annotated gold questionable: the two just marked; then
        // one fewer after an undo (the table follows the annotations).
        panel->excludedChoice()->setCurrentIndex(2);
        QCOMPARE(scores->horizontalHeaderItem(3)->text(),
                 QStringLiteral("Without questionable gold"));
        QCOMPARE(scoreRows(scores), rows);
        store->undoStack()->undo();
        QCOMPARE(scoreRows(scores)[0], QStringLiteral("model_a|EX|71.2|71.2|0.0|0"));

        // A note already on the question is kept under the flag's mark.
        annotate::QuestionAnnotation noted;
        noted.question = key;
        noted.note = "checked by hand";
        store->editQuestion(noted, QStringLiteral("note"));
        panel->selectFlag(0);
        QVERIFY(panel->markSelectedQuestionable());
        QCOMPARE(store->question(key)->note, "checked by hand\naudit: float_aggregate_order: " +
                                                 panel->flagsModel()->flagAt(0)->message);
        QVERIFY(store->question(key)->goldQuestionable);
        // Mark All Warnings now keeps that annotation (another note) and says so.
        const QString conflicts = panel->markAllWarnings(false);
        QVERIFY2(conflicts.startsWith(QStringLiteral(
                     "1 gold questionable annotations added, 0 already there, 1 conflicts kept.")),
                 qPrintable(conflicts));
        QVERIFY(
            conflicts.contains(QStringLiteral("#14 14: has ties_or_order, the audit says "
                                              "ties_or_order (float_aggregate_order)")));
    }

    void cancelStopsTheAudit() {
        QTemporaryDir dir;
        const dataset::DemoResult demo = dataset::materializeDemo(dir.path().toStdString());
        QVERIFY(demo.ok());
        job::EvaluationRequest request;
        request.goldFile = demo.layout.goldFile;
        request.tablesFile = demo.layout.tablesFile;
        request.databaseDir = demo.layout.databaseDir;
        ui::AuditWorker worker;
        int finished = 0, cancelled = 0;
        connect(&worker, &ui::AuditWorker::finished, this, [&] { ++finished; });
        connect(&worker, &ui::AuditWorker::cancelled, this, [&] { ++cancelled; });
        worker.start(request);
        QVERIFY(worker.isRunning());
        worker.cancel();
        QVERIFY(!worker.isRunning());
        QCOMPARE(cancelled, 1);
        QTest::qWait(200);
        QCOMPARE(finished, 0);
        // Started again, it runs to its end.
        std::shared_ptr<const ui::AuditRun> run;
        connect(&worker, &ui::AuditWorker::finished, this,
                [&](std::shared_ptr<const ui::AuditRun> r) { run = std::move(r); });
        worker.start(request);
        QTRY_VERIFY_WITH_TIMEOUT(run != nullptr, 60000);
        QCOMPARE(run->audits.size(), size_t(60));
        QCOMPARE(finished, 1);
        QVERIFY(!worker.isRunning());
        // Bad inputs are a message, not a crash.
        QString failure;
        connect(&worker, &ui::AuditWorker::failed, this, [&](const QString& m) { failure = m; });
        request.tablesFile = dir.filePath(QStringLiteral("none.json")).toStdString();
        worker.start(request);
        QTRY_VERIFY(!failure.isEmpty());
        QVERIFY(failure.contains(QStringLiteral("none.json")));
    }
};

SQLSCOPE_TEST_SUITE(AuditPanelTest)
#include "audit_panel_test.moc"
