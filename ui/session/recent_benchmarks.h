// File > Open Recent: the benchmarks opened last (gold, format, questions,
// tables, databases, test suite, runs), kept in QSettings, newest first.
#pragma once

#include <QString>
#include <vector>

#include "core/job/evaluation_request.h"

namespace sqlscope::ui {

inline constexpr int kMaxRecentBenchmarks = 8;

std::vector<job::EvaluationRequest> recentBenchmarks();
// Puts `request` first (replacing an entry with the same gold file).
void rememberBenchmark(const job::EvaluationRequest& request);
void clearRecentBenchmarks();
// "dev_gold.sql — 7 runs (spider/database)"
QString recentLabel(const job::EvaluationRequest& request);

}  // namespace sqlscope::ui
