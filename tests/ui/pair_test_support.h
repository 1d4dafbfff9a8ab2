// Real explanations for the pair view's tests: the embedded demo
// materialized into a temporary folder, its benchmark and both runs read,
// an evaluation context (one-second budget) and an explainer, as
// tests/core/explain/pair_explainer_test.cpp and app/cli_explain.cpp make
// them. Header-only: tests/ui/CMakeLists.txt builds only *_test.cpp files.
#pragma once

#include <QTemporaryDir>
#include <algorithm>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "core/dataset/benchmark.h"
#include "core/dataset/demo_benchmark.h"
#include "core/eval/evaluation_context.h"
#include "core/explain/pair_explainer.h"
#include "core/schema/catalog.h"
#include "ui/pair/sql_editor.h"

namespace sqlscope::testing {

class DemoExplanations {
public:
    // Empty on success, else what failed.
    std::string load() {
        if (!dir_.isValid()) return "no temporary folder";
        const dataset::DemoResult demo = dataset::materializeDemo(dir_.path().toStdString());
        if (!demo.ok()) return demo.error;
        layout_ = demo.layout;
        dataset::ReadOptions options;
        options.questionsFile = layout_.questionsFile;
        dataset::BenchmarkLoad load = dataset::readBenchmark(layout_.goldFile, options);
        if (!load.ok()) return "the demo benchmark does not read";
        benchmark_ = std::move(load.benchmark);
        for (const std::string& path : layout_.predictionFiles) {
            dataset::PredictionLoad p = dataset::readPredictions(path, benchmark_, options);
            if (!p.ok()) return "a demo run does not read";
            runs_.push_back(std::move(p.file));
        }
        context_ = freshContext();
        if (!context_) return "tables.json does not read";
        explainer_ = std::make_unique<explain::PairExplainer>(*context_);
        return {};
    }

    // A new context with empty caches (a query that timed out in one
    // context is not run again there), or null when tables.json fails.
    std::shared_ptr<eval::EvaluationContext> freshContext() const {
        auto catalog = schema::Catalog::fromTablesJson(layout_.tablesFile);
        if (!catalog.ok()) return nullptr;
        eval::EvalSettings settings;
        settings.databaseDir = layout_.databaseDir;
        settings.execution.timeoutSeconds = 1;
        return std::make_shared<eval::EvaluationContext>(settings, std::move(catalog.catalog));
    }

    // Pair `index` (0-based, pairs.csv's) of run "model_a" or "model_b".
    explain::PairInput input(size_t index, const std::string& run) const {
        const dataset::PredictionFile* file = &runs_.front();
        for (const dataset::PredictionFile& r : runs_)
            if (r.name == run) file = &r;
        const dataset::BenchmarkItem& item = benchmark_.items.at(index);
        explain::PairInput in;
        in.item = index;
        in.run = file->name;
        in.dbId = item.dbId;
        in.question = item.question;
        in.gold = item.gold;
        in.pred = file->predictions.at(index).sql;
        in.predMissing = file->predictions.at(index).missing;
        return in;
    }

    std::shared_ptr<const explain::PairExplanation> explain(size_t index, const std::string& run) {
        return std::make_shared<const explain::PairExplanation>(
            explainer_->explain(input(index, run)));
    }

    std::shared_ptr<eval::EvaluationContext> context() const { return context_; }

private:
    QTemporaryDir dir_;
    dataset::DemoLayout layout_;
    dataset::Benchmark benchmark_;
    std::vector<dataset::PredictionFile> runs_;
    std::shared_ptr<eval::EvaluationContext> context_;
    std::unique_ptr<explain::PairExplainer> explainer_;
};

using Ranges = std::vector<ui::IndicatorRange>;

// What the editor must draw for `kind` on `side`, computed here from the
// spans: a position covers the character there (the one before at the end
// of the text or of a line); overlapping or touching spans form one run.
inline Ranges expectedRanges(const explain::PairExplanation& x, explain::Side side,
                             explain::MarkKind kind) {
    const std::string& text = side == explain::Side::Gold ? x.gold : x.pred;
    Ranges spans;
    for (const explain::Mark& m : x.marks) {
        if (m.side != side || m.kind != kind) continue;
        int b = static_cast<int>(m.span.begin), e = static_cast<int>(m.span.end);
        if (b == e) {
            const bool atEnd = static_cast<size_t>(b) >= text.size() || text[b] == '\n';
            if (atEnd) --b;
            e = b + 1;
        }
        spans.push_back({b, e});
    }
    std::sort(spans.begin(), spans.end(), [](auto& a, auto& b) {
        return std::pair(a.begin, a.end) < std::pair(b.begin, b.end);
    });
    Ranges merged;
    for (const ui::IndicatorRange& r : spans) {
        if (!merged.empty() && r.begin <= merged.back().end)
            merged.back().end = std::max(merged.back().end, r.end);
        else
            merged.push_back(r);
    }
    return merged;
}

}  // namespace sqlscope::testing
