// How responsive the window stays while it evaluates the seven Spider dev
// runs of ../shared/data in the background (issue 14): a timer on the GUI
// thread ticks every 5 ms and records how late each tick fires (event-loop
// latency: max and p99), while the "user" moves to the next pair every
// 100 ms so the table, the cross-run view and the pair view keep redrawing;
// plus the time to the first verdict in the table and to all verdicts.
// Medians over --runs (default 3), each with a fresh window (no cache).
//   sqlscope-bench-gui-responsiveness [SHARED_DIR] [--runs=N]
#include <QApplication>
#include <QElapsedTimer>
#include <QTimer>
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <string>
#include <vector>

#include "bench/spider_dev_request.h"
#include "core/job/evaluation_request.h"
#include "ui/main_window.h"
#include "ui/results/results_table_model.h"
#include "ui/session/evaluation_worker.h"

namespace fs = std::filesystem;

namespace {

struct Sample {
    double maxLatencyMs = 0;
    double p99LatencyMs = 0;
    double firstVerdictMs = -1;
    double allVerdictsMs = -1;
    size_t rows = 0;
    size_t ticks = 0;
};

double percentile(std::vector<double> values, double p) {
    if (values.empty()) return 0;
    std::sort(values.begin(), values.end());
    const size_t index = std::min(values.size() - 1, size_t(p * double(values.size())));
    return values[index];
}

double median(std::vector<double> values) {
    return percentile(std::move(values), 0.5);
}

Sample runOnce(const sqlscope::job::EvaluationRequest& request) {
    Sample sample;
    sqlscope::ui::MainWindow window;
    window.resize(1400, 900);
    window.show();
    QApplication::processEvents();

    constexpr int kTickMs = 5;
    std::vector<double> lateness;
    QElapsedTimer clock;
    QElapsedTimer sinceTick;
    QTimer ticker;
    ticker.setTimerType(Qt::PreciseTimer);
    ticker.setInterval(kTickMs);
    QObject::connect(&ticker, &QTimer::timeout, [&] {
        lateness.push_back(std::max(0.0, double(sinceTick.nsecsElapsed()) / 1e6 - kTickMs));
        sinceTick.restart();
    });
    QTimer user;  // a researcher stepping through the pairs while they arrive
    user.setInterval(100);
    QObject::connect(&user, &QTimer::timeout, &window, &sqlscope::ui::MainWindow::nextPair);

    auto* model = window.resultsModel();
    QObject::connect(model, &QAbstractItemModel::rowsInserted, [&] {
        if (sample.firstVerdictMs < 0) sample.firstVerdictMs = double(clock.nsecsElapsed()) / 1e6;
    });
    QObject::connect(window.evaluationWorker(), &sqlscope::ui::EvaluationWorker::finished, [&] {
        sample.allVerdictsMs = double(clock.nsecsElapsed()) / 1e6;
        ticker.stop();
        user.stop();
        QTimer::singleShot(0, [] { QApplication::exit(0); });
    });
    clock.start();
    sinceTick.start();
    ticker.start();
    user.start();
    window.openRequest(request);
    QApplication::exec();
    sample.maxLatencyMs =
        lateness.empty() ? 0 : *std::max_element(lateness.begin(), lateness.end());
    sample.p99LatencyMs = percentile(lateness, 0.99);
    sample.rows = size_t(model->rowCount());
    sample.ticks = lateness.size();
    return sample;
}

}  // namespace

int main(int argc, char** argv) {
    if (!std::getenv("QT_QPA_PLATFORM")) setenv("QT_QPA_PLATFORM", "offscreen", 1);
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("sqlscope-bench"));
    fs::path shared = SQLSCOPE_DEFAULT_SHARED_DIR;
    int runs = 3;
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        if (arg.rfind("--runs=", 0) == 0)
            runs = std::max(1, std::atoi(arg.c_str() + 7));
        else
            shared = arg;
    }
    if (!sqlscope::bench::hasSpiderDev(shared)) {
        std::fprintf(stderr, "skipped: %s has no Spider dev data\n", shared.c_str());
        return 77;
    }
    sqlscope::job::EvaluationRequest request = sqlscope::bench::spiderDevRequest(shared);
    request.read.questionsFile = (shared / "data" / "spider" / "dev.json").string();

    std::vector<double> maxes, p99s, firsts, alls;
    std::printf(
        "run  rows  ticks  max_latency_ms  p99_latency_ms  first_verdict_ms  all_verdicts_ms\n");
    for (int r = 0; r < runs; ++r) {
        const Sample s = runOnce(request);
        std::printf("%3d  %4zu  %5zu  %14.1f  %14.1f  %16.1f  %15.1f\n", r + 1, s.rows, s.ticks,
                    s.maxLatencyMs, s.p99LatencyMs, s.firstVerdictMs, s.allVerdictsMs);
        maxes.push_back(s.maxLatencyMs);
        p99s.push_back(s.p99LatencyMs);
        firsts.push_back(s.firstVerdictMs);
        alls.push_back(s.allVerdictsMs);
    }
    const double maxMedian = median(maxes), firstMedian = median(firsts);
    std::printf(
        "median     max %.1f ms (target < 50)  p99 %.1f ms  first verdict %.1f ms "
        "(target < 1000)  all verdicts %.1f ms\n",
        maxMedian, median(p99s), firstMedian, median(alls));
    return maxMedian < 50 && firstMedian < 1000 ? 0 : 1;
}
