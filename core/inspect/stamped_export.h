// A study table or chart written with its stamp beside it (docs/export.md,
// "The stamp"): the FP/FN and confusion tables (CSV, LaTeX) and the charts
// (PNG, SVG) carry the evaluator's version, settings and input digests in
// `OUT.meta.json`, like the pairs and summary exports. The file and its
// sidecar are each replaced whole or not at all, and neither may be one of
// the evaluation's inputs.
#pragma once

#include <string>
#include <string_view>

#include "core/inspect/pairs_export.h"

namespace sqlscope::inspect {

// The sidecar's JSON: format "sqlscope-study-export", `view` (e.g.
// "metric_vs_human"), the file's name and SHA-256, the stamp's facts.
std::string stampedExportJson(const ExportStamp& stamp, std::string_view view,
                              const std::string& fileName, std::string_view content);

// The last name of `path` ("out.csv" of "/tmp/out.csv"), as stamps name files.
std::string exportFileName(const std::string& path);

// Writes `content` to `path` and `meta` to exportStampPath(path), each
// replaced whole or not at all (util::AtomicFile; both flushed before either
// is renamed). "" or "PATH: cannot write: reason".
std::string writeFileWithStamp(const std::string& path, std::string_view content,
                               const std::string& meta);

// Checks the outputs (OutputGuard: folder writable, neither output is an
// input of the stamp nor its workspace), then writes `content` to `path`
// and the sidecar to exportStampPath(path). "" or the reason.
std::string writeStampedExport(const std::string& path, std::string_view content,
                               const ExportStamp& stamp, std::string_view view);

}  // namespace sqlscope::inspect
