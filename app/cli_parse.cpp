// `sqlscope-cli parse [--print] FILE...`: which queries of the files the
// parser cannot read, and where; or, with --print, the canonical form of
// those it can.
#include <ostream>
#include <string>
#include <vector>

#include "app/cli_commands.h"
#include "core/dataset/query_file.h"
#include "core/sql/printer.h"

namespace sqlscope::cli {

std::string describeParseFailure(const sql::ParseResult& result, uint32_t firstLine) {
    if (!result.error) return std::to_string(firstLine) + ":1: cannot parse";
    const sql::ParseError& error = *result.error;
    return std::to_string(firstLine + error.line - 1) + ":" + std::to_string(error.column) + ": " +
           error.message;
}

int runParse(const Args& args, std::ostream& out, std::ostream& err) {
    bool print = false;
    std::vector<std::string> paths;
    ArgReader reader(args);
    while (!reader.atEnd()) {
        if (reader.nextIsOption()) {
            std::string option = reader.takeOption();
            if (option != "--print") throw UsageError("unknown option '" + option + "' for parse");
            reader.rejectValue(option);
            print = true;
        } else if (!reader.atEnd()) {
            paths.push_back(reader.takePositional());
        }
    }
    if (paths.empty()) throw UsageError("parse needs at least one FILE");

    // Read everything first: an unreadable file stops the command before any
    // result is printed.
    std::vector<dataset::QueryFile> files;
    bool unreadable = false;
    for (const std::string& path : paths) {
        files.push_back(dataset::readQueryFile(path));
        if (files.back().problem) {
            err << files.back().problem->text(path) << "\n";
            unreadable = true;
        } else if (!files.back().ok()) {
            err << path << ": cannot read: " << files.back().error << "\n";
            unreadable = true;
        }
    }
    if (unreadable) return kExitUsage;

    std::ostream& report = print ? err : out;
    size_t parsed = 0;
    size_t total = 0;
    for (const dataset::QueryFile& file : files) {
        for (const dataset::QueryLine& query : file.queries) {
            ++total;
            sql::ParseResult result = sql::parse(query.sql);
            if (result.ok()) {
                ++parsed;
                if (print) out << sql::print(*result.statement) << "\n";
            } else {
                report << file.path << ":" << describeParseFailure(result, query.line) << "\n";
            }
        }
    }
    report << "parsed " << parsed << " of " << total << "\n";
    return parsed == total ? kExitOk : kExitFailures;
}

}  // namespace sqlscope::cli
