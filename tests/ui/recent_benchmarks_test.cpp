// File > Open Recent: newest first, one entry per gold file, at most eight,
// every field of the benchmark kept.
#include <QCoreApplication>
#include <QTest>

#include "tests/test_registry.h"
#include "ui/session/recent_benchmarks.h"

using namespace sqlscope;

class RecentBenchmarksTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        QCoreApplication::setOrganizationName(QStringLiteral("sqlscope-tests"));
        QCoreApplication::setApplicationName(QStringLiteral("recent-benchmarks-test"));
        ui::clearRecentBenchmarks();
    }

    void keepsNewestFirstAndEveryField() {
        job::EvaluationRequest spider;
        spider.goldFile = "/data/spider/dev_gold.sql";
        spider.read.format = dataset::Format::Spider;
        spider.read.questionsFile = "/data/spider/dev.json";
        spider.read.allowMissing = true;
        spider.tablesFile = "/data/spider/tables.json";
        spider.databaseDir = "/data/spider/database";
        spider.settings.testSuiteDir = "/data/testsuite";
        spider.predictionFiles = {"/runs/C3.txt", "/runs/DAIL.txt"};
        ui::rememberBenchmark(spider);
        job::EvaluationRequest bird;
        bird.goldFile = "/data/bird/dev.json";
        bird.read.format = dataset::Format::Bird;
        ui::rememberBenchmark(bird);

        std::vector<job::EvaluationRequest> recent = ui::recentBenchmarks();
        QCOMPARE(recent.size(), size_t(2));
        QCOMPARE(recent[0].goldFile, bird.goldFile);
        QCOMPARE(recent[1].goldFile, spider.goldFile);
        QCOMPARE(recent[1].read.format, dataset::Format::Spider);
        QCOMPARE(recent[1].read.questionsFile, spider.read.questionsFile);
        QCOMPARE(recent[1].read.allowMissing, true);
        QCOMPARE(recent[1].tablesFile, spider.tablesFile);
        QCOMPARE(recent[1].databaseDir, spider.databaseDir);
        QCOMPARE(recent[1].settings.testSuiteDir, spider.settings.testSuiteDir);
        QCOMPARE(recent[1].predictionFiles, spider.predictionFiles);
        QCOMPARE(ui::recentLabel(recent[1]), QStringLiteral("dev_gold.sql — 2 runs (database)"));

        // Reopening moves an entry to the front instead of repeating it.
        ui::rememberBenchmark(spider);
        recent = ui::recentBenchmarks();
        QCOMPARE(recent.size(), size_t(2));
        QCOMPARE(recent[0].goldFile, spider.goldFile);
    }

    void keepsAtMostEight() {
        for (int i = 0; i < 12; ++i) {
            job::EvaluationRequest request;
            request.goldFile = "/gold/" + std::to_string(i) + ".sql";
            ui::rememberBenchmark(request);
        }
        const std::vector<job::EvaluationRequest> recent = ui::recentBenchmarks();
        QCOMPARE(int(recent.size()), ui::kMaxRecentBenchmarks);
        QCOMPARE(recent.front().goldFile, std::string("/gold/11.sql"));
        QCOMPARE(recent.back().goldFile, std::string("/gold/4.sql"));
    }

    void cleanupTestCase() { ui::clearRecentBenchmarks(); }
};

SQLSCOPE_TEST_SUITE(RecentBenchmarksTest)
#include "recent_benchmarks_test.moc"
