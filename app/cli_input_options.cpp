// The input options `eval`, `explain` and `audit` share (docs/cli.md, "eval").
#include <map>
#include <string>

#include "app/cli_commands.h"
#include "core/dataset/benchmark.h"

namespace sqlscope::cli {

dataset::JsonlFields parseJsonlFields(const std::string& spec) {
    dataset::JsonlFields fields;
    std::map<std::string, std::string*> slots = {{"id", &fields.id},
                                                 {"db_id", &fields.dbId},
                                                 {"question", &fields.question},
                                                 {"gold", &fields.gold},
                                                 {"pred", &fields.pred},
                                                 {"evidence", &fields.evidence},
                                                 {"difficulty", &fields.difficulty}};
    size_t start = 0;
    while (start <= spec.size()) {
        size_t comma = spec.find(',', start);
        std::string part = spec.substr(start, comma == std::string::npos ? comma : comma - start);
        size_t eq = part.find('=');
        auto it = eq == std::string::npos ? slots.end() : slots.find(part.substr(0, eq));
        if (it == slots.end() || eq + 1 >= part.size())
            throw UsageError(
                "option '--jsonl-fields' takes NAME=FIELD pairs separated by commas "
                "(NAME: id, db_id, question, gold, pred, evidence, difficulty), "
                "not '" +
                part + "'");
        *it->second = part.substr(eq + 1);
        if (comma == std::string::npos) break;
        start = comma + 1;
    }
    return fields;
}

void applyReadOptions(dataset::ReadOptions& read, const std::string& format,
                      const std::string& jsonlFields, const std::string& questions) {
    if (!format.empty()) {
        auto parsed = dataset::parseFormat(format);
        if (!parsed)
            throw UsageError("unknown --format '" + format +
                             "' (spider, cosql, sparc, bird, jsonl or auto)");
        read.format = *parsed;
    }
    if (!jsonlFields.empty()) read.fields = parseJsonlFields(jsonlFields);
    read.questionsFile = questions;
}

}  // namespace sqlscope::cli
