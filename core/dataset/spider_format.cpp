// Spider and CoSQL/SParC text files (SQL<TAB>db_id per line, blank lines
// between interactions), Spider's dev.json, and the bookkeeping shared by
// every prediction reader (docs/cli.md, "Benchmark formats").
#include <initializer_list>

#include <nlohmann/json.hpp>

#include "core/dataset/format_readers.h"
#include "core/dataset/json_outline.h"
#include "core/util/json_depth.h"

namespace sqlscope::dataset::detail {

using Json = nlohmann::json;

namespace {

std::optional<InputProblem> parseJsonArray(const std::string& path, std::string_view content,
                                           Json& json, std::vector<uint32_t>& lines) {
    content = withoutBom(content);
    if (auto deep = util::jsonTooDeep(content))
        return InputProblem{path, static_cast<uint32_t>(deep->line), util::jsonTooDeepMessage(),
                            static_cast<uint32_t>(deep->column)};
    try {
        json = Json::parse(content);
    } catch (const Json::parse_error& e) {
        return InputProblem{path, lineOfOffset(content, e.byte == 0 ? 0 : e.byte - 1),
                            "invalid JSON: " + jsonErrorText(e.what())};
    }
    if (!json.is_array())
        return InputProblem{
            path, 0,
            std::string("expected a JSON array at the top level, found ") + json.type_name()};
    lines = topLevelLines(content);
    lines.resize(json.size(), 0);
    return std::nullopt;
}

// The string member `key` of entry `index`, or an error naming the entry's
// line. A required member (the SQL, db_id) is a query text: a string without
// NUL, and null is rejected like any other non-string; an optional one may be
// absent or null, and may be an integer (BIRD's question_id).
std::optional<InputProblem> stringMember(const std::string& path, const Json& entry, size_t index,
                                         uint32_t line, const char* key, bool required,
                                         std::string& out) {
    auto it = entry.find(key);
    if (it == entry.end() || (it->is_null() && !required)) {
        if (!required) return std::nullopt;
        return InputProblem{path, line,
                            "entry " + std::to_string(index) + " has no \"" + key + "\""};
    }
    const std::string name = "entry " + std::to_string(index) + ": field \"" + key + "\"";
    const std::string* text = it->get_ptr<const std::string*>();
    if (it->is_number_integer() && !required) {
        out = it->dump();
        return std::nullopt;
    }
    std::string problem =
        queryTextProblem(name, it->type_name(), text && required ? std::string_view(*text) : "");
    if (!problem.empty()) return InputProblem{path, line, problem};
    out = *text;
    return std::nullopt;
}

}  // namespace

BenchmarkLoad readGoldLines(const std::string& path, std::string_view content, Format format) {
    BenchmarkLoad load;
    std::vector<QueryLine> lines = splitQueryLines(content);
    int interaction = format == Format::Cosql ? 0 : -1;
    int turn = 0;
    for (size_t i = 0; i < lines.size(); ++i) {
        const QueryLine& line = lines[i];
        if (line.dbId.empty()) {
            load.error = InputProblem{path, line.line,
                                      "no db_id: a gold line is SQL<TAB>db_id (truncated file?)"};
            return load;
        }
        if (format == Format::Cosql && i > 0) {
            if (line.line > lines[i - 1].line + 1) {
                ++interaction;
                turn = 0;
            } else {
                ++turn;
            }
        }
        BenchmarkItem item;
        item.id = std::to_string(i);
        item.dbId = line.dbId;
        item.gold = line.sql;
        item.interaction = interaction;
        item.turn = format == Format::Cosql ? turn : 0;
        item.line = line.line;
        load.benchmark.items.push_back(std::move(item));
    }
    return load;
}

namespace {

// A string member of a JSON benchmark entry and the item field it fills.
struct ItemField {
    const char* key;
    std::string BenchmarkItem::*field;
    bool required;
};

// A JSON array of question objects (Spider's dev.json, BIRD's dev.json):
// one item per entry, its id the entry's position unless a field sets it.
BenchmarkLoad readJsonItems(const std::string& path, std::string_view content,
                            std::initializer_list<ItemField> fields) {
    BenchmarkLoad load;
    Json json;
    std::vector<uint32_t> lines;
    if (auto error = parseJsonArray(path, content, json, lines)) {
        load.error = error;
        return load;
    }
    for (size_t i = 0; i < json.size(); ++i) {
        const Json& entry = json[i];
        if (!entry.is_object()) {
            load.error = InputProblem{path, lines[i],
                                      "entry " + std::to_string(i) + " is not a JSON object"};
            return load;
        }
        BenchmarkItem item;
        item.id = std::to_string(i);
        item.line = lines[i];
        for (const ItemField& f : fields) {
            if (auto error =
                    stringMember(path, entry, i, lines[i], f.key, f.required, item.*f.field)) {
                load.error = error;
                return load;
            }
        }
        load.benchmark.items.push_back(std::move(item));
    }
    return load;
}

}  // namespace

BenchmarkLoad readSpiderJson(const std::string& path, std::string_view content) {
    return readJsonItems(path, content,
                         {{"query", &BenchmarkItem::gold, true},
                          {"db_id", &BenchmarkItem::dbId, true},
                          {"question", &BenchmarkItem::question, false}});
}

BenchmarkLoad readBirdJson(const std::string& path, std::string_view content) {
    return readJsonItems(path, content,
                         {{"SQL", &BenchmarkItem::gold, true},
                          {"db_id", &BenchmarkItem::dbId, true},
                          {"question", &BenchmarkItem::question, false},
                          {"evidence", &BenchmarkItem::evidence, false},
                          {"difficulty", &BenchmarkItem::difficulty, false},
                          {"question_id", &BenchmarkItem::id, false}});
}

std::optional<InputProblem> attachQuestions(const std::string& path, std::string_view content,
                                            Benchmark& benchmark) {
    Json json;
    std::vector<uint32_t> lines;
    if (auto error = parseJsonArray(path, content, json, lines)) return error;
    if (json.size() != benchmark.items.size())
        return InputProblem{path, 0,
                            std::to_string(json.size()) + " questions for " +
                                std::to_string(benchmark.items.size()) + " gold queries"};
    for (size_t i = 0; i < json.size(); ++i) {
        const Json& entry = json[i];
        BenchmarkItem& item = benchmark.items[i];
        if (!entry.is_object())
            return InputProblem{path, lines[i],
                                "entry " + std::to_string(i) + " is not a JSON object"};
        std::string dbId;
        if (auto error = stringMember(path, entry, i, lines[i], "db_id", true, dbId)) return error;
        if (dbId != item.dbId)
            return InputProblem{path, lines[i],
                                "entry " + std::to_string(i) + " is about db_id '" + dbId +
                                    "', but gold line " + std::to_string(item.line) +
                                    " is about '" + item.dbId + "'"};
        for (auto [key, out] :
             {std::pair{"question", &item.question}, std::pair{"evidence", &item.evidence},
              std::pair{"difficulty", &item.difficulty}}) {
            if (auto error = stringMember(path, entry, i, lines[i], key, false, *out)) return error;
        }
    }
    return std::nullopt;
}

std::optional<InputProblem> completeMissing(const Benchmark& benchmark, const ReadOptions& options,
                                            size_t given, PredictionFile& file) {
    std::vector<size_t> missing;
    for (size_t i = 0; i < file.predictions.size(); ++i)
        if (file.predictions[i].missing) missing.push_back(i);
    if (missing.empty()) return std::nullopt;
    if (!options.allowMissing) {
        std::string reason = std::to_string(given) + " predictions for " +
                             std::to_string(benchmark.items.size()) + " gold queries";
        if (given == benchmark.items.size()) reason += " (some items have no prediction)";
        return InputProblem{file.path, 0, reason};
    }
    std::string list;
    for (size_t k = 0; k < missing.size() && k < 10; ++k)
        list += (k ? ", " : "") + std::to_string(missing[k]);
    if (missing.size() > 10) list += ", ...";
    file.problems.push_back(InputProblem{
        file.path, 0,
        std::to_string(missing.size()) + " of " + std::to_string(benchmark.items.size()) +
            " gold queries have no prediction, scored as failures (index " + list + ")"});
    return std::nullopt;
}

std::optional<InputProblem> readPredictionLines(const std::vector<QueryLine>& lines,
                                                const Benchmark& benchmark,
                                                const ReadOptions& options, PredictionFile& file) {
    const size_t n = benchmark.items.size();
    auto place = [&](size_t item, const QueryLine& line) {
        file.predictions[item] = Prediction{line.sql, line.line, false};
        const std::string& gold = benchmark.items[item].dbId;
        if (!line.dbId.empty() && line.dbId != gold)
            file.problems.push_back(InputProblem{
                file.path, line.line,
                "db_id '" + line.dbId + "' differs from the gold's '" + gold + "' (gold line " +
                    std::to_string(benchmark.items[item].line) + ")"});
    };
    auto extra = [&](const QueryLine& line) {
        file.problems.push_back(
            InputProblem{file.path, line.line, "prediction beyond the gold's items, ignored"});
    };
    if (lines.size() != n && !options.allowMissing)
        return InputProblem{file.path, 0,
                            std::to_string(lines.size()) + " predictions for " + std::to_string(n) +
                                " gold queries"};

    // CoSQL/SParC with the overlap scored: when the file separates the same
    // number of interactions by blank lines, predictions are paired by
    // (interaction, turn), so a missing turn does not shift the others.
    if (lines.size() != n && benchmark.multiTurn()) {
        std::vector<std::vector<const QueryLine*>> groups(1);
        for (size_t i = 0; i < lines.size(); ++i) {
            if (i > 0 && lines[i].line > lines[i - 1].line + 1) groups.emplace_back();
            groups.back().push_back(&lines[i]);
        }
        if (static_cast<int>(groups.size()) == benchmark.items.back().interaction + 1) {
            std::vector<std::vector<size_t>> itemsOf(groups.size());
            for (size_t i = 0; i < n; ++i)
                itemsOf[benchmark.items[i].interaction].push_back(i);
            for (size_t g = 0; g < groups.size(); ++g) {
                for (size_t t = 0; t < groups[g].size(); ++t) {
                    if (t < itemsOf[g].size()) {
                        place(itemsOf[g][t], *groups[g][t]);
                    } else {
                        extra(*groups[g][t]);
                    }
                }
            }
            return completeMissing(benchmark, options, lines.size(), file);
        }
    }
    for (size_t i = 0; i < lines.size(); ++i) {
        if (i < n) {
            place(i, lines[i]);
        } else {
            extra(lines[i]);
        }
    }
    return completeMissing(benchmark, options, lines.size(), file);
}

}  // namespace sqlscope::dataset::detail
