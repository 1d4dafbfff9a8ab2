// The commands of sqlscope-cli. Each takes the arguments after its name and
// returns the process exit code; usage problems are reported through
// UsageError so that main prints them the same way for every command.
#pragma once

#include <cstdint>
#include <ostream>
#include <stdexcept>
#include <string>
#include <vector>

#include "core/eval/eval_settings.h"
#include "core/sql/parser.h"

namespace sqlscope::dataset {
struct JsonlFields;
struct ReadOptions;
}  // namespace sqlscope::dataset

namespace sqlscope::cli {

// Exit codes shared by every command (docs/cli.md lists them).
constexpr int kExitOk = 0;
// The command ran, and some input failed (a query did not parse, an input
// of eval was bad: listed on stderr).
constexpr int kExitFailures = 1;
// Bad arguments, or an input that cannot be read or is malformed.
constexpr int kExitUsage = 2;

struct UsageError : std::runtime_error {
    using std::runtime_error::runtime_error;
};

using Args = std::vector<std::string>;

int runParse(const Args& args, std::ostream& out, std::ostream& err);
int runEval(const Args& args, std::ostream& out, std::ostream& err);
int runDemo(const Args& args, std::ostream& out, std::ostream& err);
int runMerge(const Args& args, std::ostream& out, std::ostream& err);
int runExplain(const Args& args, std::ostream& out, std::ostream& err);
int runExport(const Args& args, std::ostream& out, std::ostream& err);
int runAudit(const Args& args, std::ostream& out, std::ostream& err);

// Walks a command's arguments: options as `--name value` or `--name=value`,
// `--` ends the options. Throws UsageError on an unknown option or a
// missing value.
class ArgReader {
public:
    explicit ArgReader(const Args& args) : args_(args) {}

    bool atEnd() const { return pos_ >= args_.size(); }
    // True if the next argument is an option (starts with '-' and is not "-"
    // alone) and options have not been ended by "--".
    bool nextIsOption();
    // The option's name ("--gold") without any "=value" part; advances.
    std::string takeOption();
    // The value of the option just taken: its "=value" part or the next argument.
    std::string takeValue(const std::string& option);
    // An argument that is not an option; advances.
    std::string takePositional() { return args_[pos_++]; }
    // Throws if the option just taken carried an "=value" it does not accept.
    void rejectValue(const std::string& option) const;

private:
    const Args& args_;
    size_t pos_ = 0;
    bool optionsEnded_ = false;
    std::string inlineValue_;
    bool hasInlineValue_ = false;
};

// Reads one metric option of `eval` (the option name already taken) into
// `settings`; false when `option` is not a metric option.
bool readMetricOption(ArgReader& reader, const std::string& option, eval::EvalSettings& settings);

// --jsonl-fields NAME=FIELD,... (eval and explain): throws UsageError on a
// malformed spec.
dataset::JsonlFields parseJsonlFields(const std::string& spec);

// --format, --jsonl-fields and --questions (eval, explain, audit) into
// `read`; empty strings leave its defaults. Throws UsageError on an unknown
// format or a malformed field spec.
void applyReadOptions(dataset::ReadOptions& read, const std::string& format,
                      const std::string& jsonlFields, const std::string& questions);

// "LINE:COL: message" for a query that did not parse, LINE counted from
// `firstLine` (the file line the query starts on; 1 for a position within
// the query itself).
std::string describeParseFailure(const sql::ParseResult& result, uint32_t firstLine);

}  // namespace sqlscope::cli
