// One pair of a run's "pairs" array in report.json, appended straight to the
// text (no JsonWriter): the batch's workers format ~7 pairs per question, so
// this is the report's hot path. The bytes are those JsonWriter writes for
// the pair at its depth (one line, see report_json.cpp).
#pragma once

#include <string>
#include <vector>

#include "core/report/report_model.h"

namespace sqlscope::report {

// The line break and indentation, then the pair's object (no separating
// comma). `metrics`: metricIndices(report.metrics).
void appendPairJson(std::string& out, const ItemRecord& item, const PairRecord& pair,
                    const std::vector<int>& metrics);

}  // namespace sqlscope::report
