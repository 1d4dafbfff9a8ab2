// The Open Benchmark dialog's preview: the detected format, counts and first
// items of the demo, a run with fewer predictions than items, and the
// positioned problem of an unreadable gold file.
#include <QObject>
#include <QTemporaryDir>
#include <QTest>

#include <fstream>
#include <string>

#include "core/dataset/benchmark_preview.h"
#include "core/dataset/demo_benchmark.h"
#include "tests/test_registry.h"

using namespace sqlscope::dataset;

class BenchmarkPreviewTest : public QObject {
    Q_OBJECT

private slots:
    void demoPreview() {
        QTemporaryDir dir;
        DemoResult demo = materializeDemo(dir.path().toStdString());
        QVERIFY2(demo.ok(), demo.error.c_str());
        ReadOptions options;
        options.questionsFile = demo.layout.questionsFile;
        BenchmarkPreview preview =
            previewBenchmark(demo.layout.goldFile, options, demo.layout.predictionFiles, 5);
        QVERIFY2(preview.ok(), preview.error.c_str());
        QCOMPARE(preview.format, Format::Spider);
        QCOMPARE(preview.itemCount, size_t(60));
        QCOMPARE(preview.databaseCount, size_t(3));
        QCOMPARE(preview.firstItems.size(), size_t(5));
        QVERIFY(!preview.firstItems[0].question.empty());  // from dev.json
        QCOMPARE(preview.runs.size(), size_t(2));
        QCOMPARE(preview.runs[0].name, std::string("model_a"));
        QCOMPARE(preview.runs[0].predictions, size_t(60));
        QCOMPARE(preview.runs[0].missing, size_t(0));
    }

    void shortRunAndBadGold() {
        QTemporaryDir dir;
        DemoResult demo = materializeDemo(dir.path().toStdString());
        QVERIFY(demo.ok());
        const std::string shortRun = dir.filePath("short.txt").toStdString();
        std::ofstream(shortRun) << "SELECT 1\nSELECT 2\n";
        ReadOptions options;
        BenchmarkPreview strict = previewBenchmark(demo.layout.goldFile, options, {shortRun});
        QVERIFY(!strict.ok());
        QVERIFY(strict.error.empty());
        QVERIFY2(strict.runs[0].error.find("short.txt") != std::string::npos,
                 strict.runs[0].error.c_str());
        options.allowMissing = true;
        BenchmarkPreview overlap = previewBenchmark(demo.layout.goldFile, options, {shortRun});
        QVERIFY2(overlap.ok(), overlap.runs[0].error.c_str());
        QCOMPARE(overlap.runs[0].predictions, size_t(2));
        QCOMPARE(overlap.runs[0].missing, size_t(58));

        const std::string badGold = dir.filePath("bad.json").toStdString();
        std::ofstream(badGold) << "[{\"question\": \"q\"";
        BenchmarkPreview bad = previewBenchmark(badGold, ReadOptions{}, {});
        QVERIFY(!bad.ok());
        QVERIFY2(bad.error.rfind(badGold, 0) == 0, bad.error.c_str());
        QVERIFY(bad.firstItems.empty());
        QCOMPARE(previewBenchmark(dir.filePath("none.txt").toStdString(), options, {}).ok(), false);
    }
};

SQLSCOPE_TEST_SUITE(BenchmarkPreviewTest)
#include "benchmark_preview_test.moc"
