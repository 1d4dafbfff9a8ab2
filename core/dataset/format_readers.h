// The readers behind readBenchmark / readPredictions, one per file format
// (internal to core/dataset). Each gets the file's content already read.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "core/dataset/benchmark.h"
#include "core/dataset/query_file.h"

namespace sqlscope::dataset::detail {

// Spider / CoSQL gold lines (SQL<TAB>db_id); CoSQL: blank lines separate interactions.
BenchmarkLoad readGoldLines(const std::string& path, std::string_view content, Format format);
// Spider's dev.json used as the gold ("query", "db_id", "question").
BenchmarkLoad readSpiderJson(const std::string& path, std::string_view content);
// BIRD's dev.json ("question_id", "db_id", "question", "evidence", "SQL", "difficulty").
BenchmarkLoad readBirdJson(const std::string& path, std::string_view content);
// JSON Lines with the configured field names.
BenchmarkLoad readJsonlGold(const std::string& path, std::string_view content,
                            const JsonlFields& fields);
// Questions of a Spider-style dev.json / test.json for each gold item.
std::optional<InputProblem> attachQuestions(const std::string& path, std::string_view content,
                                            Benchmark& benchmark);

// Prediction readers: `file.predictions` gets one entry per benchmark item.
std::optional<InputProblem> readPredictionLines(const std::vector<QueryLine>& lines,
                                                const Benchmark& benchmark,
                                                const ReadOptions& options, PredictionFile& file);
std::optional<InputProblem> readBirdPredictions(std::string_view content,
                                                const Benchmark& benchmark,
                                                const ReadOptions& options, PredictionFile& file);
std::optional<InputProblem> readJsonlPredictions(std::string_view content,
                                                 const Benchmark& benchmark,
                                                 const ReadOptions& options, PredictionFile& file);

// Fills the predictions the file lacks (allowMissing) and lists them, or
// returns the count-mismatch error.
std::optional<InputProblem> completeMissing(const Benchmark& benchmark, const ReadOptions& options,
                                            size_t given, PredictionFile& file);

std::string_view withoutBom(std::string_view content);

// util::checkText's finding as an input problem of `path` (docs/cli.md, "Query files").
std::optional<InputProblem> textProblem(const std::string& path, std::string_view content);

}  // namespace sqlscope::dataset::detail
