// BIRD's predict_dev.json and JSON Lines files (docs/cli.md, "Benchmark formats").
#include <charconv>
#include <map>

#include <nlohmann/json.hpp>

#include "core/dataset/format_readers.h"
#include "core/dataset/json_outline.h"
#include "core/util/json_depth.h"

namespace sqlscope::dataset::detail {

using Json = nlohmann::json;

namespace {

constexpr std::string_view kBirdSeparator = "\t----- bird -----\t";

std::optional<size_t> indexKey(std::string_view key) {
    size_t value = 0;
    auto [end, ec] = std::from_chars(key.data(), key.data() + key.size(), value);
    if (ec != std::errc() || end != key.data() + key.size() || key.empty()) return std::nullopt;
    return value;
}

// A scalar field as text: strings as they are, integers in decimal.
std::optional<std::string> scalarText(const Json& value) {
    if (value.is_string()) return value.get<std::string>();
    if (value.is_number_integer()) return value.dump();
    return std::nullopt;
}

struct JsonLine {
    uint32_t line = 0;
    Json object;
};

// Every non-blank line of a JSON Lines file, parsed; the first bad line is an error.
std::optional<InputProblem> readJsonLines(const std::string& path, std::string_view content,
                                          std::vector<JsonLine>& out) {
    content = withoutBom(content);
    uint32_t lineNumber = 0;
    while (!content.empty()) {
        ++lineNumber;
        size_t newline = content.find('\n');
        std::string_view line = content.substr(0, newline);
        content.remove_prefix(newline == std::string_view::npos ? content.size() : newline + 1);
        if (line.find_first_not_of(" \t\r") == std::string_view::npos) continue;
        JsonLine parsed;
        parsed.line = lineNumber;
        if (auto deep = util::jsonTooDeep(line))
            return InputProblem{path, lineNumber, util::jsonTooDeepMessage(),
                                static_cast<uint32_t>(deep->column)};
        try {
            parsed.object = Json::parse(line);
        } catch (const Json::parse_error& e) {
            std::string what = jsonErrorText(e.what());
            // nlohmann counts lines within the text it was given: one line here.
            if (what.starts_with("parse error at line 1, ")) what.erase(15, 8);
            return InputProblem{path, lineNumber, "invalid JSON: " + what};
        }
        if (!parsed.object.is_object())
            return InputProblem{
                path, lineNumber,
                std::string("expected a JSON object, found ") + parsed.object.type_name()};
        out.push_back(std::move(parsed));
    }
    return std::nullopt;
}

// A field of a JSON Lines object. Query fields (the gold and predicted SQL,
// db_id) must be strings without NUL; the others may also be integers. An
// absent field, or a null optional one, is not present; a required field
// that is null is rejected like any other non-string.
enum class FieldKind { Query, Scalar };

std::optional<InputProblem> fieldText(const std::string& path, const JsonLine& line,
                                      const std::string& field, bool required, FieldKind kind,
                                      std::string& out, bool& present) {
    present = false;
    auto it = line.object.find(field);
    if (it == line.object.end() || (it->is_null() && !required)) {
        if (required) return InputProblem{path, line.line, "missing field \"" + field + "\""};
        return std::nullopt;
    }
    const std::string name = "field \"" + field + "\"";
    if (kind == FieldKind::Query) {
        const std::string* text = it->get_ptr<const std::string*>();
        std::string problem =
            queryTextProblem(name, it->type_name(), text ? std::string_view(*text) : "");
        if (!problem.empty()) return InputProblem{path, line.line, problem};
        out = *text;
        present = true;
        return std::nullopt;
    }
    std::optional<std::string> text = scalarText(*it);
    if (!text) return InputProblem{path, line.line, queryTextProblem(name, it->type_name())};
    out = std::move(*text);
    present = true;
    return std::nullopt;
}

}  // namespace

BenchmarkLoad readJsonlGold(const std::string& path, std::string_view content,
                            const JsonlFields& fields) {
    BenchmarkLoad load;
    std::vector<JsonLine> lines;
    if (auto error = readJsonLines(path, content, lines)) {
        load.error = error;
        return load;
    }
    std::map<std::string, uint32_t> lineOfId;
    for (size_t i = 0; i < lines.size(); ++i) {
        BenchmarkItem item;
        item.line = lines[i].line;
        bool present = false;
        bool hasId = false;
        const struct {
            const std::string& field;
            std::string* out;
            bool required;
            FieldKind kind;
            bool* present;
        } wanted[] = {{fields.gold, &item.gold, true, FieldKind::Query, &present},
                      {fields.dbId, &item.dbId, true, FieldKind::Query, &present},
                      {fields.id, &item.id, false, FieldKind::Scalar, &hasId},
                      {fields.question, &item.question, false, FieldKind::Scalar, &present},
                      {fields.evidence, &item.evidence, false, FieldKind::Scalar, &present},
                      {fields.difficulty, &item.difficulty, false, FieldKind::Scalar, &present}};
        for (const auto& w : wanted) {
            if (auto error =
                    fieldText(path, lines[i], w.field, w.required, w.kind, *w.out, *w.present)) {
                load.error = error;
                return load;
            }
        }
        if (!hasId) item.id = std::to_string(i);
        if (auto [it, inserted] = lineOfId.emplace(item.id, item.line); !inserted) {
            load.error = InputProblem{path, item.line,
                                      "duplicate id '" + item.id + "' (first on line " +
                                          std::to_string(it->second) + ")"};
            return load;
        }
        load.benchmark.items.push_back(std::move(item));
    }
    return load;
}

std::optional<InputProblem> readJsonlPredictions(std::string_view content,
                                                 const Benchmark& benchmark,
                                                 const ReadOptions& options, PredictionFile& file) {
    std::vector<JsonLine> lines;
    if (auto error = readJsonLines(file.path, content, lines)) return error;
    const JsonlFields& fields = options.fields;
    std::map<std::string, size_t> itemOfId;
    for (size_t i = 0; i < benchmark.items.size(); ++i)
        itemOfId.emplace(benchmark.items[i].id, i);
    const size_t n = benchmark.items.size();
    struct Fields {
        std::string sql, id, dbId;
        bool hasId = false, hasDb = false;
    };
    std::vector<Fields> read(lines.size());
    for (size_t i = 0; i < lines.size(); ++i) {
        bool present = false;
        Fields& f = read[i];
        if (auto error =
                fieldText(file.path, lines[i], fields.pred, true, FieldKind::Query, f.sql, present))
            return error;
        if (auto error =
                fieldText(file.path, lines[i], fields.id, false, FieldKind::Scalar, f.id, f.hasId))
            return error;
        if (auto error = fieldText(file.path, lines[i], fields.dbId, false, FieldKind::Query,
                                   f.dbId, f.hasDb))
            return error;
    }
    if (lines.size() != n && !options.allowMissing)
        return InputProblem{file.path, 0,
                            std::to_string(lines.size()) + " predictions for " + std::to_string(n) +
                                " gold queries"};
    std::map<size_t, uint32_t> lineOfItem;
    for (size_t i = 0; i < lines.size(); ++i) {
        const JsonLine& line = lines[i];
        const std::string& sql = read[i].sql;
        const std::string& id = read[i].id;
        const std::string& dbId = read[i].dbId;
        const bool hasId = read[i].hasId;
        const bool hasDb = read[i].hasDb;
        size_t item = i;
        if (hasId) {
            auto it = itemOfId.find(id);
            if (it == itemOfId.end()) {
                if (!options.allowMissing)
                    return InputProblem{file.path, line.line,
                                        "id '" + id + "' is not an id of the gold"};
                file.problems.push_back(InputProblem{
                    file.path, line.line, "id '" + id + "' is not an id of the gold, ignored"});
                continue;
            }
            item = it->second;
        } else if (i >= n) {
            file.problems.push_back(
                InputProblem{file.path, line.line, "prediction beyond the gold's items, ignored"});
            continue;
        }
        if (auto [it, inserted] = lineOfItem.emplace(item, line.line); !inserted)
            return InputProblem{file.path, line.line,
                                "second prediction for id '" + benchmark.items[item].id +
                                    "' (first on line " + std::to_string(it->second) + ")"};
        file.predictions[item] = Prediction{sql, line.line, false};
        if (hasDb && dbId != benchmark.items[item].dbId)
            file.problems.push_back(InputProblem{file.path, line.line,
                                                 "db_id '" + dbId + "' differs from the gold's '" +
                                                     benchmark.items[item].dbId + "'"});
    }
    return completeMissing(benchmark, options, lineOfItem.size(), file);
}

std::optional<InputProblem> readBirdPredictions(std::string_view content,
                                                const Benchmark& benchmark,
                                                const ReadOptions& options, PredictionFile& file) {
    content = withoutBom(content);
    if (auto deep = util::jsonTooDeep(content))
        return InputProblem{file.path, static_cast<uint32_t>(deep->line),
                            util::jsonTooDeepMessage(), static_cast<uint32_t>(deep->column)};
    Json json;
    try {
        json = Json::parse(content);
    } catch (const Json::parse_error& e) {
        return InputProblem{file.path, lineOfOffset(content, e.byte == 0 ? 0 : e.byte - 1),
                            "invalid JSON: " + jsonErrorText(e.what())};
    }
    if (!json.is_object())
        return InputProblem{file.path, 0,
                            std::string("expected a JSON object {\"0\": \"SQL\\t----- bird "
                                        "-----\\tdb_id\", ...}, found ") +
                                json.type_name()};
    std::vector<uint32_t> lines = topLevelLines(content);
    lines.resize(json.size(), 0);
    const size_t n = benchmark.items.size();
    size_t given = 0;
    // nlohmann's object iterates keys in sorted order; the lines come in file
    // order, so look each key's line up by position in the original text.
    std::map<std::string, uint32_t> lineOfKey;
    {
        std::vector<std::string> keysInOrder;
        nlohmann::json::parser_callback_t record =
            [&](int depth, nlohmann::json::parse_event_t event, Json& parsed) {
                if (depth == 1 && event == nlohmann::json::parse_event_t::key)
                    keysInOrder.push_back(parsed.get<std::string>());
                return true;
            };
        [[maybe_unused]] Json reparsed = Json::parse(content, record);
        for (size_t j = 0; j < keysInOrder.size() && j < lines.size(); ++j)
            lineOfKey.emplace(keysInOrder[j], lines[j]);
    }
    for (auto it = json.begin(); it != json.end(); ++it) {
        const uint32_t line = lineOfKey.count(it.key()) ? lineOfKey[it.key()] : 0;
        std::optional<size_t> index = indexKey(it.key());
        if (!index || *index >= n) {
            std::string reason = "key \"" + it.key() + "\" is not a question index (0.." +
                                 std::to_string(n - 1) + ")";
            if (!options.allowMissing) return InputProblem{file.path, line, reason};
            file.problems.push_back(InputProblem{file.path, line, reason + ", ignored"});
            continue;
        }
        // BIRD's evaluation.py scores a non-string value as the query " " on
        // the database "financial"; we reject it, as every reader does.
        const std::string* text = it.value().get_ptr<const std::string*>();
        std::string problem =
            queryTextProblem("the prediction of \"" + it.key() + "\"", it.value().type_name(),
                             text ? std::string_view(*text) : "");
        if (!problem.empty()) return InputProblem{file.path, line, problem};
        const std::string& value = *text;
        std::string sql = value;
        std::string dbId;
        if (size_t sep = value.find(kBirdSeparator); sep != std::string::npos) {
            sql = value.substr(0, sep);
            dbId = value.substr(sep + kBirdSeparator.size());
        }
        file.predictions[*index] = Prediction{sql, line, false};
        ++given;
        if (!dbId.empty() && dbId != benchmark.items[*index].dbId)
            file.problems.push_back(InputProblem{file.path, line,
                                                 "db_id '" + dbId + "' differs from the gold's '" +
                                                     benchmark.items[*index].dbId + "'"});
    }
    return completeMissing(benchmark, options, given, file);
}

}  // namespace sqlscope::dataset::detail
