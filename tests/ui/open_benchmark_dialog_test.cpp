// File > Open Benchmark: the preview of the demo (format, counts, first
// items, each run), the Spider layout filled in from the gold's folder, and
// an unreadable gold named with its reason while Open stays disabled.
#include <QDialogButtonBox>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTest>
#include <fstream>

#include "core/dataset/demo_benchmark.h"
#include "core/job/demo_request.h"
#include "tests/test_registry.h"
#include "ui/dialogs/open_benchmark_dialog.h"

using namespace sqlscope;

namespace {

bool waitForPreview(ui::OpenBenchmarkDialog& dialog) {
    // The preview is debounced, then read on a worker thread.
    QTest::qWait(350);
    return QTest::qWaitFor([&] { return !dialog.previewPending(); }, 20000);
}

QPushButton* openButton(ui::OpenBenchmarkDialog& dialog) {
    return dialog.findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Open);
}

}  // namespace

class OpenBenchmarkDialogTest : public QObject {
    Q_OBJECT

private slots:
    void previewsTheDemo() {
        QTemporaryDir dir;
        const dataset::DemoResult demo = dataset::materializeDemo(dir.path().toStdString());
        QVERIFY(demo.ok());
        job::EvaluationRequest request = job::demoRequest(demo.layout);
        ui::OpenBenchmarkDialog dialog;
        dialog.setRequest(request);
        QVERIFY(waitForPreview(dialog));
        QVERIFY2(dialog.previewStatus().contains(
                     QStringLiteral("spider format · 60 items · 3 databases")),
                 qPrintable(dialog.previewStatus()));
        QCOMPARE(dialog.previewRows(), 20);
        auto* runs = dialog.findChild<QListWidget*>(QStringLiteral("runs"));
        QCOMPARE(runs->count(), 2);
        QVERIFY2(runs->item(0)->text().contains(QStringLiteral("run \"model_a\", 60 predictions")),
                 qPrintable(runs->item(0)->text()));
        QVERIFY2(openButton(dialog)->isEnabled(), qPrintable(dialog.previewStatus()));
        // Only for looking at (SQLSCOPE_SCREENSHOTS names a folder).
        if (const QByteArray dir = qgetenv("SQLSCOPE_SCREENSHOTS"); !dir.isEmpty()) {
            dialog.show();
            QTest::qWait(100);
            dialog.grab().save(QString::fromUtf8(dir) + QStringLiteral("/open_benchmark.png"));
        }
        const job::EvaluationRequest back = dialog.request();
        QCOMPARE(back.goldFile, request.goldFile);
        QCOMPARE(back.predictionFiles, request.predictionFiles);
        QCOMPARE(back.databaseDir, request.databaseDir);
    }

    void fillsTheSpiderLayoutFromTheGold() {
        QTemporaryDir dir;
        const dataset::DemoResult demo = dataset::materializeDemo(dir.path().toStdString());
        QVERIFY(demo.ok());
        ui::OpenBenchmarkDialog dialog;
        dialog.findChild<QLineEdit*>(QStringLiteral("goldPath"))
            ->setText(QString::fromStdString(demo.layout.goldFile));
        QCOMPARE(dialog.findChild<QLineEdit*>(QStringLiteral("tablesPath"))->text(),
                 QString::fromStdString(demo.layout.tablesFile));
        QCOMPARE(dialog.findChild<QLineEdit*>(QStringLiteral("databasePath"))->text(),
                 QString::fromStdString(demo.layout.databaseDir));
        QCOMPARE(dialog.findChild<QLineEdit*>(QStringLiteral("questionsPath"))->text(),
                 QString::fromStdString(demo.layout.questionsFile));
        QVERIFY(waitForPreview(dialog));
        QVERIFY(openButton(dialog)->isEnabled());
    }

    void namesAnUnreadableGold() {
        QTemporaryDir dir;
        const QString bad = dir.filePath(QStringLiteral("bad.json"));
        std::ofstream(bad.toStdString()) << "[{\"question\": \"q\"";
        ui::OpenBenchmarkDialog dialog;
        job::EvaluationRequest request;
        request.goldFile = bad.toStdString();
        request.tablesFile = dir.filePath(QStringLiteral("tables.json")).toStdString();
        request.databaseDir = dir.path().toStdString();
        dialog.setRequest(request);
        QVERIFY(waitForPreview(dialog));
        QVERIFY2(dialog.previewStatus().contains(bad), qPrintable(dialog.previewStatus()));
        QVERIFY(dialog.previewStatus().contains(QStringLiteral("tables.json: no such file")));
        QCOMPARE(dialog.previewRows(), 0);
        QVERIFY(!openButton(dialog)->isEnabled());
    }
};

SQLSCOPE_TEST_SUITE(OpenBenchmarkDialogTest)
#include "open_benchmark_dialog_test.moc"
