// `sqlscope-cli eval`: pairs gold queries with each run's predictions and
// writes one CSV row per (run, pair). The columns are the table kColumns
// below: adding a column is adding one line there (and one to docs/cli.md).
#include <cerrno>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <optional>
#include <ostream>
#include <string>
#include <string_view>
#include <system_error>
#include <vector>

#include <nlohmann/json.hpp>

#include "app/cli_commands.h"
#include "core/bench/query_file.h"
#include "core/report/csv_writer.h"
#include "core/util/file_text.h"

namespace sqlscope::cli {

namespace {

struct EvalOptions {
    std::string gold;
    std::vector<std::string> preds;
    std::string db;
    std::string tables;
    std::string csv;
};

// One prediction file, read and parsed.
struct Run {
    std::string name;  // file name without directory and last extension
    bench::QueryFile file;
    std::vector<sql::ParseResult> parses;  // one per query of `file`
};

// What a CSV row is computed from: one pair of one run.
struct EvalRow {
    size_t index;  // position of the pair among the gold file's non-blank lines
    const Run& run;
    const bench::QueryLine& gold;
    const bench::QueryLine& pred;
    const sql::ParseResult& predParse;
};

struct CsvColumn {
    std::string_view name;
    std::string (*value)(const EvalRow&);
};

// The CSV columns, in order. Names are a stable interface: add, never rename.
const std::vector<CsvColumn> kColumns = {
    {"index", [](const EvalRow& r) { return std::to_string(r.index); }},
    {"db_id", [](const EvalRow& r) { return r.gold.dbId; }},
    {"run", [](const EvalRow& r) { return r.run.name; }},
    {"gold", [](const EvalRow& r) { return r.gold.sql; }},
    {"pred", [](const EvalRow& r) { return r.pred.sql; }},
    {"pred_parse_error",
     [](const EvalRow& r) {
         return r.predParse.ok() ? std::string() : describeParseFailure(r.predParse, 1);
     }},
};

// An input problem: reported as is, exit 2.
struct InputError {
    std::string message;
};

EvalOptions readOptions(const Args& args) {
    EvalOptions options;
    std::map<std::string, std::string*> single = {{"--gold", &options.gold},
                                                  {"--db", &options.db},
                                                  {"--tables", &options.tables},
                                                  {"--csv", &options.csv}};
    ArgReader reader(args);
    while (!reader.atEnd()) {
        if (!reader.nextIsOption()) {
            if (reader.atEnd()) break;
            throw UsageError("unexpected argument '" + reader.takePositional() + "' for eval");
        }
        std::string option = reader.takeOption();
        if (option == "--pred") {
            options.preds.push_back(reader.takeValue(option));
            continue;
        }
        auto it = single.find(option);
        if (it == single.end()) throw UsageError("unknown option '" + option + "' for eval");
        std::string value = reader.takeValue(option);
        if (!it->second->empty()) throw UsageError("option '" + option + "' given twice");
        if (value.empty()) throw UsageError("option '" + option + "' needs a non-empty value");
        *it->second = std::move(value);
    }
    for (const char* required : {"--gold", "--db", "--tables", "--csv"}) {
        if (single[required]->empty()) throw UsageError(std::string("eval needs ") + required);
    }
    if (options.preds.empty()) throw UsageError("eval needs at least one --pred");
    return options;
}

std::optional<InputError> checkTables(const std::string& path) {
    util::FileText text = util::readFileText(path);
    if (!text.ok()) return InputError{path + ": cannot read: " + text.error};
    nlohmann::json json;
    try {
        json = nlohmann::json::parse(text.content);
    } catch (const nlohmann::json::parse_error& e) {
        // what() is "[json.exception.parse_error.101] parse error at line L, column C: ..."
        std::string_view what = e.what();
        if (size_t bracket = what.find("] ");
            what.starts_with("[") && bracket != std::string_view::npos) {
            what.remove_prefix(bracket + 2);
        }
        return InputError{path + ": invalid JSON: " + std::string(what)};
    }
    if (!json.is_array()) {
        return InputError{path + ": expected a JSON array at the top level, found " +
                          json.type_name()};
    }
    return std::nullopt;
}

std::optional<InputError> checkDatabaseDir(const std::string& path) {
    std::error_code ec;
    auto status = std::filesystem::status(path, ec);
    if (!std::filesystem::exists(status)) return InputError{path + ": no such directory"};
    if (!std::filesystem::is_directory(status)) return InputError{path + ": not a directory"};
    return std::nullopt;
}

std::string runName(const std::string& path) {
    return std::filesystem::path(path).stem().string();
}

void writeCsv(std::ostream& stream, const bench::QueryFile& gold, const std::vector<Run>& runs) {
    report::CsvWriter writer(stream);
    std::vector<std::string> fields;
    fields.reserve(kColumns.size());
    for (const CsvColumn& column : kColumns)
        fields.emplace_back(column.name);
    writer.writeRecord(fields);
    for (const Run& run : runs) {
        for (size_t i = 0; i < gold.queries.size(); ++i) {
            EvalRow row{i, run, gold.queries[i], run.file.queries[i], run.parses[i]};
            fields.clear();
            for (const CsvColumn& column : kColumns)
                fields.push_back(column.value(row));
            writer.writeRecord(fields);
        }
    }
}

}  // namespace

int runEval(const Args& args, std::ostream& out, std::ostream& err) {
    EvalOptions options = readOptions(args);

    auto fail = [&err](const InputError& error) {
        err << error.message << "\n";
        return kExitUsage;
    };
    if (auto error = checkTables(options.tables)) return fail(*error);
    if (auto error = checkDatabaseDir(options.db)) return fail(*error);

    bench::QueryFile gold = bench::readQueryFile(options.gold);
    if (!gold.ok()) return fail({options.gold + ": cannot read: " + gold.error});

    std::vector<Run> runs;
    std::map<std::string, std::string> pathOfRun;
    for (const std::string& path : options.preds) {
        Run run{runName(path), bench::readQueryFile(path), {}};
        if (!run.file.ok()) return fail({path + ": cannot read: " + run.file.error});
        if (auto [it, inserted] = pathOfRun.emplace(run.name, path); !inserted) {
            return fail({path + ": run name '" + run.name + "' is already used by " + it->second});
        }
        if (run.file.queries.size() != gold.queries.size()) {
            return fail({path + ": " + std::to_string(run.file.queries.size()) +
                         " predictions for " + std::to_string(gold.queries.size()) +
                         " gold queries"});
        }
        runs.push_back(std::move(run));
    }

    for (Run& run : runs) {
        run.parses.reserve(run.file.queries.size());
        for (const bench::QueryLine& query : run.file.queries)
            run.parses.push_back(sql::parse(query.sql));
    }

    // With the CSV on stdout, the summary goes to stderr to keep stdout clean.
    const bool toStdout = options.csv == "-";
    std::ostream& summary = toStdout ? err : out;
    if (toStdout) {
        writeCsv(out, gold, runs);
        out.flush();
        if (!out) return fail({"-: cannot write to standard output"});
    } else {
        std::ofstream file(options.csv, std::ios::binary | std::ios::trunc);
        if (!file) {
            return fail({options.csv + ": cannot write: " +
                         std::error_code(errno, std::generic_category()).message()});
        }
        writeCsv(file, gold, runs);
        file.close();
        if (!file) return fail({options.csv + ": cannot write: write error"});
    }

    for (const Run& run : runs) {
        size_t parsed = 0;
        for (const sql::ParseResult& result : run.parses)
            parsed += result.ok() ? 1 : 0;
        summary << run.name << ": " << run.parses.size() << " pairs, " << parsed
                << " predictions parse, " << run.parses.size() - parsed << " parse errors\n";
    }
    summary << "wrote " << options.csv << "\n";
    return kExitOk;
}

}  // namespace sqlscope::cli
