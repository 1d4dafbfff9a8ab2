// `sqlscope-cli eval`: pairs gold queries with each run's predictions, scores
// every pair, and writes one CSV row per (run, pair) with the columns of
// core/report/pair_columns.h.
#include <cerrno>
#include <filesystem>
#include <fstream>
#include <functional>
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
#include "core/eval/pair_evaluator.h"
#include "core/report/csv_writer.h"
#include "core/report/pair_columns.h"
#include "core/schema/catalog.h"
#include "core/util/file_text.h"
#include "core/util/number_text.h"

namespace sqlscope::cli {

namespace {

struct EvalOptions {
    std::string gold;
    std::vector<std::string> preds;
    std::string db;
    std::string tables;
    std::string csv;
    eval::EvalSettings settings;
};

// One prediction file, read, parsed and scored.
struct Run {
    std::string name;  // file name without directory and last extension
    bench::QueryFile file;
    std::vector<sql::ParseResult> parses;     // one per query of `file`
    std::vector<eval::PairVerdict> verdicts;  // one per query of `file`
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
        if (readMetricOption(reader, option, options.settings)) continue;
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
    const std::vector<report::PairColumn>& columns = report::pairColumns();
    std::vector<std::string> fields;
    fields.reserve(columns.size());
    for (const report::PairColumn& column : columns)
        fields.push_back(column.name);
    writer.writeRecord(fields);
    for (const Run& run : runs) {
        for (size_t i = 0; i < gold.queries.size(); ++i) {
            report::PairRow row{i,
                                gold.queries[i].dbId,
                                run.name,
                                gold.queries[i].sql,
                                run.file.queries[i].sql,
                                run.parses[i],
                                run.verdicts[i]};
            fields.clear();
            for (const report::PairColumn& column : columns)
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
    schema::CatalogLoad tables = schema::Catalog::fromTablesJson(options.tables);
    if (!tables.ok()) return fail({tables.error});
    if (auto error = checkDatabaseDir(options.db)) return fail(*error);
    if (!options.settings.testSuiteDir.empty()) {
        if (auto error = checkDatabaseDir(options.settings.testSuiteDir)) return fail(*error);
    }

    bench::QueryFile gold = bench::readQueryFile(options.gold);
    if (!gold.ok()) return fail({options.gold + ": cannot read: " + gold.error});

    std::vector<Run> runs;
    std::map<std::string, std::string> pathOfRun;
    for (const std::string& path : options.preds) {
        Run run{runName(path), bench::readQueryFile(path), {}, {}};
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

    options.settings.databaseDir = options.db;
    eval::EvaluationContext context(options.settings, std::move(tables.catalog));
    eval::PairEvaluator evaluator(context);
    for (Run& run : runs) {
        run.parses.reserve(run.file.queries.size());
        run.verdicts.reserve(run.file.queries.size());
        for (size_t i = 0; i < run.file.queries.size(); ++i) {
            run.parses.push_back(sql::parse(run.file.queries[i].sql));
            run.verdicts.push_back(evaluator.evaluate(gold.queries[i].dbId, gold.queries[i].sql,
                                                      run.file.queries[i].sql));
        }
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
