#include "core/dataset/benchmark.h"

#include <cctype>
#include <filesystem>
#include <set>

#include <nlohmann/json.hpp>

#include "core/dataset/format_readers.h"
#include "core/util/file_text.h"
#include "core/util/json_depth.h"

namespace sqlscope::dataset {

using Json = nlohmann::json;

std::string_view formatName(Format format) {
    switch (format) {
        case Format::Auto:
            return "auto";
        case Format::Spider:
            return "spider";
        case Format::Cosql:
            return "cosql";
        case Format::Bird:
            return "bird";
        case Format::Jsonl:
            return "jsonl";
    }
    return "auto";
}

std::optional<Format> parseFormat(std::string_view name) {
    for (Format f : {Format::Auto, Format::Spider, Format::Cosql, Format::Bird, Format::Jsonl}) {
        if (formatName(f) == name) return f;
    }
    if (name == "sparc") return Format::Cosql;
    return std::nullopt;
}

size_t Benchmark::interactionCount() const {
    std::set<int> seen;
    for (const BenchmarkItem& item : items)
        if (item.interaction >= 0) seen.insert(item.interaction);
    return seen.size();
}

bool Benchmark::hasDifficulty() const {
    for (const BenchmarkItem& item : items)
        if (!item.difficulty.empty()) return true;
    return false;
}

size_t PredictionFile::missingCount() const {
    size_t n = 0;
    for (const Prediction& p : predictions)
        n += p.missing ? 1 : 0;
    return n;
}

std::string runNameOf(const std::string& path) {
    return std::filesystem::path(path).stem().string();
}

namespace detail {

std::optional<InputProblem> textProblem(const std::string& path, std::string_view content) {
    std::optional<util::TextProblem> problem = util::checkText(content);
    if (!problem) return std::nullopt;
    return InputProblem{path, problem->line, problem->reason, problem->column};
}

std::string_view withoutBom(std::string_view content) {
    constexpr std::string_view kBom = "\xEF\xBB\xBF";
    if (content.starts_with(kBom)) content.remove_prefix(kBom.size());
    return content;
}

}  // namespace detail

namespace {

char firstSignificant(std::string_view content) {
    for (char c : detail::withoutBom(content)) {
        if (c != ' ' && c != '\t' && c != '\r' && c != '\n') return c;
    }
    return '\0';
}

bool hasExtension(const std::string& path, std::string_view ext) {
    std::string e = std::filesystem::path(path).extension().string();
    for (char& c : e)
        c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return e == ext;
}

// True when a blank line separates two non-blank lines (CoSQL/SParC interactions).
bool hasInnerBlankLine(std::string_view content) {
    std::vector<QueryLine> lines = splitQueryLines(content);
    for (size_t i = 1; i < lines.size(); ++i)
        if (lines[i].line > lines[i - 1].line + 1) return true;
    return false;
}

// docs/cli.md, "Format detection".
Format detectGoldFormat(const std::string& path, std::string_view content) {
    if (hasExtension(path, ".jsonl")) return Format::Jsonl;
    const char first = firstSignificant(content);
    if (first == '{') return Format::Jsonl;
    if (first == '[') {
        if (util::jsonTooDeep(content)) return Format::Spider;  // its reader reports the depth
        try {
            Json json = Json::parse(detail::withoutBom(content));
            if (json.is_array() && !json.empty() && json[0].is_object() && json[0].contains("SQL"))
                return Format::Bird;
        } catch (const Json::exception&) {
        }
        return Format::Spider;  // dev.json; its reader reports any syntax error
    }
    return hasInnerBlankLine(content) ? Format::Cosql : Format::Spider;
}

}  // namespace

BenchmarkLoad readBenchmark(const std::string& goldPath, const ReadOptions& options) {
    util::FileText text = util::readFileText(goldPath);
    if (!text.ok()) {
        BenchmarkLoad load;
        load.error = InputProblem{goldPath, 0, "cannot read: " + text.error};
        return load;
    }
    if (auto problem = detail::textProblem(goldPath, text.content)) {
        BenchmarkLoad load;
        load.error = problem;
        return load;
    }
    Format format = options.format;
    if (format == Format::Auto) format = detectGoldFormat(goldPath, text.content);
    const bool json = firstSignificant(text.content) == '[';
    BenchmarkLoad load;
    switch (format) {
        case Format::Spider:
        case Format::Cosql:
            load = json && format == Format::Spider
                       ? detail::readSpiderJson(goldPath, text.content)
                       : detail::readGoldLines(goldPath, text.content, format);
            break;
        case Format::Bird:
            load = json ? detail::readBirdJson(goldPath, text.content)
                        : detail::readGoldLines(goldPath, text.content, Format::Bird);
            break;
        case Format::Jsonl:
            load = detail::readJsonlGold(goldPath, text.content, options.fields);
            break;
        case Format::Auto:
            break;
    }
    if (!load.ok()) return load;
    load.benchmark.format = format;
    load.benchmark.goldFile = goldPath;
    if (load.benchmark.items.empty()) {
        load.error = InputProblem{goldPath, 0, "no gold queries"};
        return load;
    }
    if (!options.questionsFile.empty()) {
        util::FileText questions = util::readFileText(options.questionsFile);
        if (!questions.ok()) {
            load.error = InputProblem{options.questionsFile, 0, "cannot read: " + questions.error};
            return load;
        }
        if (auto problem = detail::textProblem(options.questionsFile, questions.content)) {
            load.error = problem;
            return load;
        }
        load.error =
            detail::attachQuestions(options.questionsFile, questions.content, load.benchmark);
        load.benchmark.questionsFile = options.questionsFile;
    }
    return load;
}

PredictionLoad readPredictions(const std::string& path, const Benchmark& benchmark,
                               const ReadOptions& options) {
    PredictionLoad load;
    load.file.path = path;
    load.file.name = runNameOf(path);
    util::FileText text = util::readFileText(path);
    if (!text.ok()) {
        load.error = InputProblem{path, 0, "cannot read: " + text.error};
        return load;
    }
    if (auto problem = detail::textProblem(path, text.content)) {
        load.error = problem;
        return load;
    }
    load.file.predictions.assign(benchmark.items.size(), Prediction{"", 0, true});
    const char first = firstSignificant(text.content);
    const bool jsonl = hasExtension(path, ".jsonl") ||
                       (benchmark.format == Format::Jsonl && !hasExtension(path, ".json"));
    if (jsonl) {
        load.error = detail::readJsonlPredictions(text.content, benchmark, options, load.file);
    } else if (first == '{') {
        // BIRD's predict_dev.json: one JSON object. A file of several
        // objects, one per line, is JSON Lines.
        bool oneObject = false;
        if (util::jsonTooDeep(text.content)) {
            oneObject = true;  // its reader reports the depth
        } else {
            try {
                oneObject = Json::parse(detail::withoutBom(text.content)).is_object();
            } catch (const Json::exception&) {
            }
        }
        load.error =
            oneObject || hasExtension(path, ".json")
                ? detail::readBirdPredictions(text.content, benchmark, options, load.file)
                : detail::readJsonlPredictions(text.content, benchmark, options, load.file);
    } else {
        load.error = detail::readPredictionLines(splitQueryLines(text.content), benchmark, options,
                                                 load.file);
    }
    return load;
}

}  // namespace sqlscope::dataset
