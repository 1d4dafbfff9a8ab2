// A benchmark as sqlscope evaluates it, whatever file format it came from:
// the gold items (id, database, question, evidence, difficulty, gold SQL,
// interaction and turn), and each prediction file as a run with one
// prediction per item.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/dataset/input_problem.h"

namespace sqlscope::dataset {

// The file formats of docs/cli.md ("Benchmark formats").
enum class Format { Auto, Spider, Cosql, Bird, Jsonl };
std::string_view formatName(Format format);  // "auto", "spider", "cosql", "bird", "jsonl"
std::optional<Format> parseFormat(std::string_view name);

// JSON Lines field names (--jsonl-fields).
struct JsonlFields {
    std::string id = "id";
    std::string dbId = "db_id";
    std::string question = "question";
    std::string gold = "gold";
    std::string pred = "pred";
    std::string evidence = "evidence";
    std::string difficulty = "difficulty";
};

struct BenchmarkItem {
    std::string id;  // the item's own id (JSONL id, BIRD question_id), else its index as text
    std::string dbId;
    std::string gold;  // the gold SQL as written
    std::string question;
    std::string evidence;
    std::string difficulty;  // BIRD's simple/moderate/challenging; empty when unknown
    int interaction = -1;    // CoSQL/SParC: 0-based interaction; -1 for single-turn benchmarks
    int turn = 0;            // 0-based turn within the interaction
    uint32_t line = 0;       // where the gold is in its file (1-based)
};

struct Benchmark {
    Format format = Format::Spider;
    std::string goldFile;
    std::string questionsFile;  // Spider's dev.json given with --questions; empty if none
    std::vector<BenchmarkItem> items;
    bool multiTurn() const { return format == Format::Cosql; }
    size_t interactionCount() const;
    bool hasDifficulty() const;
};

struct Prediction {
    std::string sql;
    uint32_t line = 0;     // where it is in its file; 0 when missing
    bool missing = false;  // the file has no prediction for this item (scored as a failure)
};

// One prediction file, aligned with the benchmark's items.
struct PredictionFile {
    std::string path;
    std::string name;  // the run name: the file name without directory and last extension
    std::vector<Prediction> predictions;  // one per benchmark item
    // Problems that do not stop the evaluation (missing predictions when the
    // overlap is scored, predictions for unknown items, db_id mismatches).
    std::vector<InputProblem> problems;
    size_t missingCount() const;
};

struct ReadOptions {
    Format format = Format::Auto;
    JsonlFields fields;
    std::string questionsFile;  // Spider dev.json / test.json (questions for each gold line)
    // Score the overlap when a prediction file has fewer (or more) predictions
    // than the gold: the missing ones are failures, extra ones are listed.
    bool allowMissing = false;
};

struct BenchmarkLoad {
    Benchmark benchmark;
    std::optional<InputProblem> error;  // the first fatal problem
    bool ok() const { return !error; }
};

struct PredictionLoad {
    PredictionFile file;
    std::optional<InputProblem> error;
    bool ok() const { return !error; }
};

// Reads the gold (and the questions file, if any). With Format::Auto the
// format is detected as docs/cli.md describes.
BenchmarkLoad readBenchmark(const std::string& goldPath, const ReadOptions& options);

// Reads one prediction file for `benchmark`, in the format the benchmark
// was read in (JSON Lines and BIRD's predict_dev.json are also recognised
// by their content whatever the gold's format).
PredictionLoad readPredictions(const std::string& path, const Benchmark& benchmark,
                               const ReadOptions& options);

// The run name of a prediction file: "preds/C3.txt" -> "C3".
std::string runNameOf(const std::string& path);

}  // namespace sqlscope::dataset
