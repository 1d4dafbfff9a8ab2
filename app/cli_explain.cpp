// `sqlscope-cli explain`: reads a benchmark, one prediction file and the
// schema as `eval` does (core/dataset), recomputes one pair with every trace
// on (core/explain/pair_explainer.h) and prints why it got each verdict, as
// text (explain_text.h) or JSON (explain_json.h, docs/explain-schema.md).
// docs/cli.md#explain is the manual.
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <map>
#include <memory>
#include <optional>
#include <ostream>
#include <string>
#include <system_error>
#include <utility>
#include <variant>

#include "app/cli_commands.h"
#include "core/counterexample/exc_verdict.h"
#include "core/counterexample/strict_esm_plus.h"
#include "core/dataset/benchmark.h"
#include "core/eval/evaluation_context.h"
#include "core/eval/pair_evaluator.h"
#include "core/exec/process_limits.h"
#include "core/explain/counterexample_text.h"
#include "core/explain/explain_json.h"
#include "core/explain/explain_text.h"
#include "core/explain/pair_explainer.h"
#include "core/job/job_inputs.h"
#include "core/linking/linking_predictions.h"
#include "core/schema/catalog.h"

namespace sqlscope::cli {

namespace {

struct ExplainOptions {
    std::string gold;
    std::string pred;
    std::string db;
    std::string tables;
    std::string questions;
    std::string jsonlFields;
    std::string index;       // --index as given
    std::string questionId;  // --question-id as given
    bool json = false;
    std::optional<bool> color;  // --color / --no-color; default: a terminal without NO_COLOR
    int width = 100;
    dataset::ReadOptions read;
    eval::EvalSettings settings;
    // --counterexample [--cx-budget-ms N --cx-seed N --cx-max-trials N --cx-metric M]: the
    // counterexample search's section after the text (docs/metrics/exc.md).
    bool counterexample = false;
    counterexample::ExcOptions cx;
};

// A problem with the inputs: printed as is, exit 2.
struct InputError {
    std::string message;
};

// A whole number in [min, max], or nullopt.
std::optional<size_t> parseCount(const std::string& text, size_t min, size_t max) {
    if (text.empty() || text.size() > 18) return std::nullopt;
    size_t value = 0;
    for (char c : text) {
        if (c < '0' || c > '9') return std::nullopt;
        value = value * 10 + static_cast<size_t>(c - '0');
    }
    if (value < min || value > max) return std::nullopt;
    return value;
}

ExplainOptions readOptions(const Args& args) {
    ExplainOptions options;
    std::string format, width;
    std::map<std::string, std::string*> single = {{"--gold", &options.gold},
                                                  {"--pred", &options.pred},
                                                  {"--db", &options.db},
                                                  {"--tables", &options.tables},
                                                  {"--questions", &options.questions},
                                                  {"--format", &format},
                                                  {"--jsonl-fields", &options.jsonlFields},
                                                  {"--index", &options.index},
                                                  {"--question-id", &options.questionId},
                                                  {"--width", &width}};
    ArgReader reader(args);
    while (!reader.atEnd()) {
        if (!reader.nextIsOption()) {
            if (reader.atEnd()) break;
            throw UsageError("unexpected argument '" + reader.takePositional() + "' for explain");
        }
        std::string option = reader.takeOption();
        if (option == "--json") {
            reader.rejectValue(option);
            options.json = true;
            continue;
        }
        if (option == "--color" || option == "--no-color") {
            reader.rejectValue(option);
            options.color = option == "--color";
            continue;
        }
        if (option == "--counterexample") {
            reader.rejectValue(option);
            options.counterexample = true;
            continue;
        }
        if (option == "--cx-budget-ms" || option == "--cx-seed" || option == "--cx-max-trials") {
            const std::string value = reader.takeValue(option);
            const std::optional<size_t> n =
                parseCount(value, option == "--cx-seed" ? 0 : 1,
                           option == "--cx-seed"         ? 999'999'999'999'999'999ull
                           : option == "--cx-max-trials" ? 100'000'000
                                                         : 3'600'000);
            if (!n)
                throw UsageError("option '" + option + "' needs a whole number, not '" + value +
                                 "'");
            if (option == "--cx-seed")
                options.cx.search.seed = *n;
            else if (option == "--cx-max-trials")
                options.cx.search.maxTrials = *n;
            else
                options.cx.search.budgetSeconds = static_cast<double>(*n) / 1000.0;
            continue;
        }
        if (option == "--cx-metric") {
            const std::string value = reader.takeValue(option);
            if (value == "ex")
                options.cx.metric = counterexample::ComparedMetric::SpiderEx;
            else if (value == "exe")
                options.cx.metric = counterexample::ComparedMetric::Exe;
            else if (value == "ex_bird")
                options.cx.metric = counterexample::ComparedMetric::Bird;
            else
                throw UsageError("unknown --cx-metric '" + value + "' (ex, exe or ex_bird)");
            continue;
        }
        if (option == "--allow-missing") {
            reader.rejectValue(option);
            options.read.allowMissing = true;
            continue;
        }
        if (readMetricOption(reader, option, options.settings)) continue;
        auto it = single.find(option);
        if (it == single.end()) throw UsageError("unknown option '" + option + "' for explain");
        std::string value = reader.takeValue(option);
        if (!it->second->empty()) throw UsageError("option '" + option + "' given twice");
        if (value.empty()) throw UsageError("option '" + option + "' needs a non-empty value");
        *it->second = std::move(value);
    }
    for (const char* required : {"--gold", "--pred", "--db", "--tables"}) {
        if (single[required]->empty()) throw UsageError(std::string("explain needs ") + required);
    }
    if (options.index.empty() == options.questionId.empty())
        throw UsageError(options.index.empty()
                             ? "explain needs --index N or --question-id ID (which pair)"
                             : "give either --index or --question-id, not both");
    applyReadOptions(options.read, format, options.jsonlFields, options.questions);
    if (!options.index.empty() && !parseCount(options.index, 0, SIZE_MAX / 16))
        throw UsageError("option '--index' needs a pair index (0, 1, 2, ...), not '" +
                         options.index + "'");
    if (!width.empty()) {
        auto parsed = parseCount(width, explain::kMinTextWidth, explain::kMaxTextWidth);
        if (!parsed)
            throw UsageError("option '--width' needs a whole number from " +
                             std::to_string(explain::kMinTextWidth) + " to " +
                             std::to_string(explain::kMaxTextWidth) + ", not '" + width + "'");
        options.width = static_cast<int>(*parsed);
    }
    if (options.counterexample && options.json)
        throw UsageError("--counterexample prints a text section: not with --json");
    return options;
}

// The benchmark item the options name, or why there is none.
std::variant<size_t, InputError> chooseItem(const ExplainOptions& options,
                                            const dataset::Benchmark& benchmark) {
    const size_t count = benchmark.items.size();
    const std::string range = count == 0 ? "it has no pairs"
                                         : "it has " + std::to_string(count) +
                                               (count == 1 ? " pair" : " pairs") + " (index 0 to " +
                                               std::to_string(count - 1) + ")";
    if (!options.index.empty()) {
        const size_t index = *parseCount(options.index, 0, SIZE_MAX / 16);
        if (index >= count)
            return InputError{"--index " + options.index + ": out of range for " + options.gold +
                              ": " + range};
        return index;
    }
    for (size_t i = 0; i < count; ++i)
        if (benchmark.items[i].id == options.questionId) return i;
    return InputError{
        "--question-id " + options.questionId + ": no item of " + options.gold + " has this id (" +
        (count == 0
             ? std::string("it has no items")
             : "ids are the format's own, e.g. '" + benchmark.items[0].id + "' for index 0") +
        ")"};
}

// Colour by default only on a terminal, and never with NO_COLOR set
// (https://no-color.org: present and not empty).
bool useColor(const ExplainOptions& options) {
    if (options.color) return *options.color;
    const char* noColor = std::getenv("NO_COLOR");
    if (noColor && *noColor) return false;
    return isatty(STDOUT_FILENO) == 1;
}

}  // namespace

int runExplain(const Args& args, std::ostream& out, std::ostream& err) {
    ExplainOptions options = readOptions(args);
    auto fail = [&err](const InputError& error) {
        err << error.message << "\n";
        return kExitUsage;
    };
    // The inputs in eval's order (docs/cli.md, "Checks").
    schema::CatalogLoad tables = schema::Catalog::fromTablesJson(options.tables);
    if (!tables.ok()) return fail({tables.error});
    if (auto error = job::checkDatabaseDir(options.db)) return fail({*error});
    if (!options.settings.testSuiteDir.empty()) {
        if (auto error = job::checkDatabaseDir(options.settings.testSuiteDir))
            return fail({*error});
    }
    dataset::BenchmarkLoad gold = dataset::readBenchmark(options.gold, options.read);
    if (!gold.ok()) return fail({gold.error->text()});
    const dataset::Benchmark& benchmark = gold.benchmark;
    dataset::PredictionLoad pred = dataset::readPredictions(options.pred, benchmark, options.read);
    if (!pred.ok()) return fail({pred.error->text()});
    auto chosen = chooseItem(options, benchmark);
    if (auto* error = std::get_if<InputError>(&chosen)) return fail(*error);
    const size_t index = std::get<size_t>(chosen);

    if (!options.settings.linkingPredictionFile.empty()) {
        linking::LinkingPredictionsLoad links = linking::readLinkingPredictions(
            options.settings.linkingPredictionFile, benchmark.items.size());
        if (!links.ok()) return fail({links.error});
        options.settings.linkingPredictions =
            std::make_shared<const linking::LinkingPredictions>(std::move(links.predictions));
    }
    options.settings.databaseDir = options.db;
    exec::setProcessLimits(options.settings.limits);

    const dataset::BenchmarkItem& item = benchmark.items[index];
    const dataset::Prediction& prediction = pred.file.predictions[index];
    eval::EvaluationContext context(options.settings, std::move(tables.catalog));
    explain::PairExplainer explainer(context);
    explain::PairInput input;
    input.item = index;
    input.run = pred.file.name;
    input.dbId = item.dbId;
    input.question = item.question;
    input.gold = item.gold;
    input.pred = prediction.sql;
    input.predMissing = prediction.missing;
    const explain::PairExplanation explanation = explainer.explain(input);

    if (options.json) {
        out << explain::explainJson(explanation);
    } else {
        out << explain::explainText(explanation, {options.width, useColor(options)});
        if (options.counterexample) {
            eval::PairEvaluator evaluator(context);
            const eval::PairVerdict verdict =
                evaluator.evaluate(item.dbId, item.gold, prediction.sql);
            counterexample::ExcVerdict exc =
                counterexample::judgeExc(verdict, schema::databasePath(options.db, item.dbId),
                                         item.gold, prediction.sql, context.settings(), options.cx);
            if (!exc.esmPlusStrict) {
                // The sqlscope verdict reads ESM+ in strict mode.
                counterexample::StrictEsmPlus strict(context);
                eval::PairEvaluator strictEvaluator(strict.context());
                counterexample::withStrictEsmPlus(
                    exc, counterexample::strictEsmPlusVerdict(strictEvaluator, item.dbId, item.gold,
                                                              prediction.sql));
            }
            out << explain::counterexampleText(exc, options.cx.search, options.width);
        }
    }
    for (const dataset::InputProblem& problem : pred.file.problems)
        err << "explain: " << problem.text() << "\n";
    return kExitOk;
}

}  // namespace sqlscope::cli
