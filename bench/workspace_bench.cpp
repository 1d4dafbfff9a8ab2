// Reopening a `.sqlscope` workspace (core/workspace) of the seven Spider dev
// runs of the ETM folder: one real evaluation (job::EvaluationJob, every
// metric but VES, the CLI's settings) recorded with
// Workspace::recordEvaluation, 500 pair annotations added, then, several
// times, what the window does on reopening it: open (migrations checked,
// WAL), the rebuilt request, the input check (changedInputs: stat only, as
// nothing changed), the stored key, every summary row and every annotation.
// No query is executed. Reading the gold and prediction texts again (the
// window shows them beside the rows) is timed apart.
//   sqlscope-bench-workspace [SHARED_DIR] [RUNS]   (default $SQLSCOPE_SHARED_DIR or ../shared; 7)
// Reported: medians (and min/max) in ms; target: the whole reopening, to a
// full table of 7,238 rows, under 0.5 s. Exit 0, 1 above the target, 77
// when the data is absent.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include <unistd.h>

#include "bench/build_label.h"
#include "bench/spider_dev_request.h"
#include "core/job/evaluation_job.h"
#include "core/job/job_inputs.h"
#include "core/job/job_listener.h"
#include "core/job/metric_selection.h"
#include "core/workspace/workspace.h"

namespace fs = std::filesystem;
using namespace sqlscope;

namespace {

constexpr double kTargetMs = 500.0;

using Clock = std::chrono::steady_clock;

double msSince(Clock::time_point start) {
    return std::chrono::duration<double, std::milli>(Clock::now() - start).count();
}

struct RowCollector : job::JobListener {
    std::vector<job::SummaryRow> rows;
    void onRows(const std::vector<job::SummaryRow>& batch) override {
        rows.insert(rows.end(), batch.begin(), batch.end());
    }
};

struct Series {
    const char* name;
    std::vector<double> ms;
    void print() const {
        std::vector<double> sorted = ms;
        std::sort(sorted.begin(), sorted.end());
        std::printf("  %-34s median %8.2f ms  (min %.2f, max %.2f)\n", name,
                    sorted[sorted.size() / 2], sorted.front(), sorted.back());
    }
    double median() const {
        std::vector<double> sorted = ms;
        std::sort(sorted.begin(), sorted.end());
        return sorted[sorted.size() / 2];
    }
};

}  // namespace

int main(int argc, char** argv) {
    std::string shared = argc > 1 ? argv[1] : "";
    const int repetitions = argc > 2 ? std::max(1, std::atoi(argv[2])) : 7;
    const fs::path root = bench::sharedRoot(shared);
    if (!bench::hasSpiderDev(root)) {
        std::printf("shared data not found at %s; skipping\n", root.string().c_str());
        return 77;
    }
    const char* build = bench::buildLabel();

    job::EvaluationRequest request = bench::spiderDevEvaluation(root);

    auto start = Clock::now();
    RowCollector collector;
    job::JobResult result = job::EvaluationJob(request).run(collector);
    if (!result.ok()) {
        std::printf("evaluation failed: %s\n", result.error.c_str());
        return 1;
    }
    std::printf("sqlscope workspace benchmark: %zu runs x %zu items = %zu rows; build: %s\n",
                result.report.runs.size(), result.report.items.size(), collector.rows.size(),
                build);
    std::printf("evaluation (not part of reopening): %.0f ms\n", msSince(start));

    const fs::path folder =
        fs::temp_directory_path() / ("sqlscope-bench-workspace-" + std::to_string(::getpid()));
    fs::create_directories(folder);
    const std::string path = (folder / "spider_dev.sqlscope").string();
    {
        start = Clock::now();
        workspace::WorkspaceOpen created =
            workspace::Workspace::open(path, workspace::OpenMode::CreateOrOpen);
        if (!created.ok()) {
            std::printf("%s\n", created.error.c_str());
            return 1;
        }
        if (std::string e =
                created.workspace->recordEvaluation(request, result.report, collector.rows);
            !e.empty()) {
            std::printf("%s\n", e.c_str());
            return 1;
        }
        std::printf("recordEvaluation (one transaction): %.1f ms\n", msSince(start));
        start = Clock::now();
        for (uint32_t i = 0; i < 500; ++i) {
            annotate::PairAnnotation a;
            a.pair.question.itemId = std::to_string(i * 2);
            a.pair.question.item = i * 2;
            a.pair.run = bench::spiderDevModels()[i % bench::spiderDevModels().size()];
            a.verdict = annotate::HumanVerdict::Equivalent;
            a.note = "checked by hand";
            a.labeller = "bench";
            if (std::string e = created.workspace->setPairAnnotation(a); !e.empty()) {
                std::printf("%s\n", e.c_str());
                return 1;
            }
        }
        std::printf("500 pair annotations, one transaction each: %.1f ms (%.3f ms each)\n",
                    msSince(start), msSince(start) / 500);
    }
    std::printf("file: %.1f KB\n", static_cast<double>(fs::file_size(path)) / 1024.0);

    Series open{"open (checks, WAL, migrate)", {}}, requestTime{"benchmarkRequest", {}},
        changed{"changedInputs (nothing changed)", {}}, key{"storedSummaryKey", {}},
        load{"loadSummaries (every row)", {}}, annotations{"annotations (questions, pairs)", {}},
        total{"reopening, to a full table", {}}, texts{"re-reading gold + prediction texts", {}};
    size_t rowsLoaded = 0;
    for (int r = 0; r < repetitions; ++r) {
        const auto all = Clock::now();
        start = Clock::now();
        workspace::WorkspaceOpen opened =
            workspace::Workspace::open(path, workspace::OpenMode::OpenExisting);
        if (!opened.ok()) {
            std::printf("%s\n", opened.error.c_str());
            return 1;
        }
        workspace::Workspace& ws = *opened.workspace;
        open.ms.push_back(msSince(start));
        start = Clock::now();
        std::optional<job::EvaluationRequest> rebuilt = ws.benchmarkRequest();
        requestTime.ms.push_back(msSince(start));
        start = Clock::now();
        const size_t changes = ws.changedInputs().size();
        changed.ms.push_back(msSince(start));
        start = Clock::now();
        const std::string stored = ws.storedSummaryKey();
        key.ms.push_back(msSince(start));
        start = Clock::now();
        std::optional<std::vector<job::SummaryRow>> rows = ws.loadSummaries(stored);
        load.ms.push_back(msSince(start));
        start = Clock::now();
        const size_t notes = ws.questionAnnotations().size() + ws.pairAnnotations().size();
        annotations.ms.push_back(msSince(start));
        total.ms.push_back(msSince(all));
        if (!rebuilt || changes != 0 || !rows || notes != 500) {
            std::printf("unexpected: request %d, %zu changed inputs, rows %d, %zu annotations\n",
                        rebuilt.has_value(), changes, rows.has_value(), notes);
            return 1;
        }
        rowsLoaded = rows->size();
        start = Clock::now();
        job::BenchmarkInputs inputs = job::readBenchmarkInputs(*rebuilt);
        texts.ms.push_back(msSince(start));
        if (inputs.error) {
            std::printf("%s\n", inputs.error->c_str());
            return 1;
        }
    }
    std::printf("reopening, median of %d (%zu rows, no query executed):\n", repetitions,
                rowsLoaded);
    for (const Series* s : {&open, &requestTime, &changed, &key, &load, &annotations, &total})
        s->print();
    texts.print();
    std::printf("  %-34s median %8.2f ms\n", "reopening + texts", total.median() + texts.median());
    fs::remove_all(folder);
    const bool met = total.median() + texts.median() < kTargetMs;
    std::printf("target (< %.0f ms to a full table, texts included): %s\n", kTargetMs,
                met ? "met" : "MISSED");
    return met ? 0 : 1;
}
