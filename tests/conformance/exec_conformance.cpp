// Execution-metric conformance against the official scripts' per-pair
// verdicts (shared/data/reference/spider_dev, see its README): for the seven
// Spider dev prediction files, Spider EX must equal the `exec` column of
// <MODEL>.spider_eval.tsv (taoyds/spider evaluation.py, --etype all) and
// test-suite EXE the `exec`, `exec_keep_distinct`, `exec_plug_value` and
// `exec_plug_value_keep_distinct` columns of <MODEL>.testsuite.tsv, pair by
// pair. Rows the reference marks NA (wta_1, whose database is missing) must
// be gold errors here. Also: every two texts of the gold and prediction
// files that share a statement key (exec/statement_key.h, whose runs share
// rows in the result cache) must, run separately, both fail or give the
// same rows; and every text respelled four ways, where the result cache's
// reader names a respelling's columns without preparing it, must be named
// as SQLite's prepare names it. Exit 0 when everything agrees, 1 otherwise, 77 when the shared
// data is absent.
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <map>
#include <optional>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "core/dataset/query_file.h"
#include "core/eval/lexed_spelling_reader.h"
#include "core/eval/pair_evaluator.h"
#include "core/exec/executor.h"
#include "core/exec/prepare_record.h"
#include "core/exec/statement_key.h"
#include "core/schema/catalog.h"
#include "tests/conformance/reference_files.h"

namespace fs = std::filesystem;
using namespace sqlscope;

namespace {

const std::vector<std::string> kModels = {"C3",      "DAIL",     "DIN",  "RASAT+PICARD",
                                          "RESDSQL", "SuperSQL", "codeS"};
constexpr size_t kMaxListed = 30;

using Table = std::vector<conformance::ReferenceRow>;

// One metric setting checked against one reference column.
struct Check {
    std::string name;    // as printed
    std::string file;    // spider_eval or testsuite
    std::string column;  // the reference column
    bool keepDistinct = false;
    bool plugValue = false;
    bool spiderEx = false;  // Spider EX rather than EXE
};

const std::vector<Check> kChecks = {
    {"spider EX", "spider_eval", "exec", false, false, true},
    {"test-suite EXE", "testsuite", "exec", false, false, false},
    {"EXE keep_distinct", "testsuite", "exec_keep_distinct", true, false, false},
    {"EXE plug_value", "testsuite", "exec_plug_value", false, true, false},
    {"EXE plug_value keep_distinct", "testsuite", "exec_plug_value_keep_distinct", true, true,
     false},
};

std::string ours(const eval::PairVerdict& verdict, const Check& check) {
    const eval::ExecutionVerdict& e = verdict.execution;
    if (e.outcome == eval::ExecOutcome::GoldError) return "NA";
    if (check.spiderEx) return e.spiderEx ? std::to_string(*e.spiderEx) : "none";
    if (!e.exe || e.exe->status == exec::ExeStatus::GoldError) return "NA";
    return std::to_string(e.exe->score());
}

// Texts of one database and statement key: run one by one, they must all
// fail or all give the rows of the first. `pairs`: the pairs compared.
size_t checkStatementKeys(const fs::path& databases, const dataset::QueryFile& gold,
                          const std::vector<dataset::QueryFile>& preds, size_t& pairs,
                          std::vector<std::string>& listed) {
    std::map<std::pair<std::string, std::string>, std::set<std::string>> textsOfKey;
    auto add = [&](const std::string& dbId, const std::string& sql) {
        if (auto key = exec::statementKey(sql)) textsOfKey[{dbId, *key}].insert(sql);
    };
    for (size_t i = 0; i < gold.queries.size(); ++i) {
        add(gold.queries[i].dbId, gold.queries[i].sql);
        for (const dataset::QueryFile& pred : preds)
            add(gold.queries[i].dbId, pred.queries[i].sql);
    }
    exec::Executor executor;
    size_t disagreements = 0;
    for (const auto& [key, texts] : textsOfKey) {
        if (texts.size() < 2) continue;
        const std::string path = (databases / key.first / (key.first + ".sqlite")).string();
        const exec::ExecResult first = executor.run(path, *texts.begin());
        for (auto text = std::next(texts.begin()); text != texts.end(); ++text) {
            const exec::ExecResult other = executor.run(path, *text);
            ++pairs;
            if (first.ok() == other.ok() && (!first.ok() || first.result.rows == other.result.rows))
                continue;
            ++disagreements;
            if (listed.size() < kMaxListed)
                listed.push_back("statement key: " + *texts.begin() + " | " + *text);
        }
    }
    return disagreements;
}

// `text` respelled without changing its tokens: `how` 0 upper-cases the
// letters outside quotes, 1 lower-cases them, 2 doubles every space and
// spaces out parentheses and commas, 3 drops the spaces around them.
std::string respell(const std::string& text, int how) {
    std::string out;
    char quote = 0;
    for (size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (quote != 0) {
            out += c;
            if (c == quote) quote = 0;
            continue;
        }
        if (c == '\'' || c == '"' || c == '`') {
            quote = c;
            out += c;
        } else if (c == '[') {
            quote = ']';
            out += c;
        } else if (how == 0 && c >= 'a' && c <= 'z') {
            out += static_cast<char>(c - 32);
        } else if (how == 1 && c >= 'A' && c <= 'Z') {
            out += static_cast<char>(c + 32);
        } else if (how == 2 && (c == ' ' || c == '(' || c == ')' || c == ',')) {
            out += c == ' ' ? std::string("  ") : std::string(" ") + c + " ";
        } else if (how == 3 && c == ' ') {
            const char before = out.empty() ? 0 : out.back();
            const char after = i + 1 < text.size() ? text[i + 1] : 0;
            if (before != '(' && before != ',' && after != '(' && after != ')' && after != ',')
                out += c;
        } else if (how == 3 && (c == '(' || c == ')' || c == ',')) {
            while (!out.empty() && out.back() == ' ')
                out.pop_back();
            out += c;
        } else {
            out += c;
        }
    }
    return out;
}

// Every gold and predicted text, respelled four ways (same statement key),
// and the files' other spellings of its statement:
// where the result cache's reader (eval/lexed_spelling_reader.h) reads a
// respelling without preparing it, what it reads must be what SQLite's
// prepare of that respelling says. `read`: respellings the reader read.
size_t checkRespellings(const fs::path& databases, const dataset::QueryFile& gold,
                        const std::vector<dataset::QueryFile>& preds, size_t& compared,
                        size_t& read, std::vector<std::string>& listed) {
    std::set<std::pair<std::string, std::string>> texts;
    for (size_t i = 0; i < gold.queries.size(); ++i) {
        texts.insert({gold.queries[i].dbId, gold.queries[i].sql});
        for (const dataset::QueryFile& pred : preds)
            texts.insert({gold.queries[i].dbId, pred.queries[i].sql});
    }
    // The texts of one (database, statement key): the files' own spellings,
    // read after the first of them.
    std::map<std::pair<std::string, std::string>, std::vector<std::string>> spellings;
    for (const auto& [dbId, text] : texts)
        if (const std::optional<std::string> key = exec::statementKey(text))
            spellings[{dbId, *key}].push_back(text);
    const eval::LexedSpellingReader reader;
    exec::Executor executor;
    size_t disagreements = 0;
    for (const auto& [dbId, text] : texts) {
        const std::optional<std::string> key = exec::statementKey(text);
        if (!key) continue;
        const std::string path = (databases / dbId / (dbId + ".sqlite")).string();
        const exec::ExecResult first = executor.run(path, text, {}, nullptr, true);
        if (!first.ok()) continue;
        std::vector<std::string> others;
        for (int how = 0; how < 4; ++how)
            others.push_back(respell(text, how));
        const std::vector<std::string>& own = spellings.at({dbId, *key});
        if (own.front() == text) others.insert(others.end(), own.begin() + 1, own.end());
        for (const std::string& other : others) {
            if (other == text || exec::statementKey(other) != key) continue;
            const std::optional<exec::ExecResult> mine =
                exec::runAsRespelling(other, {}, nullptr, true, first, text, reader);
            ++compared;
            if (!mine) continue;
            ++read;
            const exec::ExecResult real = executor.run(path, other, {}, nullptr, true);
            const bool same = real.ok() && mine->ok() && real.prepare && mine->prepare &&
                              real.result.columnNames == mine->result.columnNames &&
                              real.result.rows == mine->result.rows &&
                              real.prepare->textStart == mine->prepare->textStart &&
                              real.prepare->statementEnd == mine->prepare->statementEnd &&
                              real.prepare->readOnly == mine->prepare->readOnly &&
                              real.prepare->reads == mine->prepare->reads &&
                              real.prepare->auth.denial == mine->prepare->auth.denial &&
                              real.prepare->auth.denialFinal == mine->prepare->auth.denialFinal;
            if (same) continue;
            ++disagreements;
            std::string what;
            if (!real.ok() || !real.prepare) {
                what = "prepare failed: " + real.message;
            } else {
                if (real.result.columnNames != mine->result.columnNames) what += " names";
                if (real.result.rows != mine->result.rows) what += " rows";
                if (real.prepare->textStart != mine->prepare->textStart) what += " start";
                if (real.prepare->statementEnd != mine->prepare->statementEnd) what += " end";
                if (real.prepare->reads != mine->prepare->reads) what += " reads";
                if (real.prepare->auth.denial != mine->prepare->auth.denial) what += " denial";
            }
            if (listed.size() < kMaxListed)
                listed.push_back("respelling read (" + what + "): " + text + " | " + other);
        }
    }
    return disagreements;
}

}  // namespace

int main(int argc, char** argv) {
    std::string shared = argc > 1 ? argv[1] : "";
    if (shared.empty()) {
        const char* env = std::getenv("SQLSCOPE_SHARED_DIR");
        shared = env ? env : "../shared";
    }
    const fs::path data = fs::path(shared) / "data";
    const fs::path etm = data / "etm" / "spider_dev";
    const fs::path reference = data / "reference" / "spider_dev";
    if (!fs::is_directory(etm) || !fs::is_directory(reference)) {
        std::printf("shared data not found at %s; skipping\n", shared.c_str());
        return 77;
    }
    auto started = std::chrono::steady_clock::now();
    schema::CatalogLoad tables =
        schema::Catalog::fromTablesJson((data / "spider" / "tables.json").string());
    if (!tables.ok()) {
        std::printf("%s\n", tables.error.c_str());
        return 1;
    }
    dataset::QueryFile gold = dataset::readQueryFile((etm / "gold.txt").string());
    if (!gold.ok()) {
        std::printf("gold: %s\n", gold.error.c_str());
        return 1;
    }

    std::printf("%-30s", "pairs agreeing / compared");
    for (const std::string& model : kModels)
        std::printf(" %13s", model.c_str());
    std::printf("\n");

    size_t disagreements = 0;
    std::vector<std::string> listed;
    std::map<std::string, std::map<std::string, std::pair<size_t, size_t>>>
        table;  // check -> model -> (agree, total)
    // One context per EXE setting: each holds its own gold results.
    for (const Check& check : kChecks) {
        eval::EvalSettings settings;
        settings.databaseDir = (data / "spider" / "database").string();
        settings.exe.keepDistinct = check.keepDistinct;
        settings.exe.plugValue = check.plugValue;
        settings.execution.timeoutSeconds = 60;  // the reference has none; no dev query comes close
        eval::EvaluationContext context(settings, tables.catalog);
        eval::PairEvaluator evaluator(context);
        for (const std::string& model : kModels) {
            dataset::QueryFile pred = dataset::readQueryFile((etm / (model + ".txt")).string());
            Table rows =
                conformance::readReferenceTsv(reference / (model + "." + check.file + ".tsv"));
            if (!pred.ok() || pred.queries.size() != gold.queries.size() ||
                rows.size() != gold.queries.size()) {
                std::printf("%s: cannot read the prediction file or its reference\n",
                            model.c_str());
                return 1;
            }
            auto& [agree, total] = table[check.name][model];
            for (size_t i = 0; i < gold.queries.size(); ++i) {
                eval::PairVerdict verdict = evaluator.evaluate(
                    gold.queries[i].dbId, gold.queries[i].sql, pred.queries[i].sql);
                std::string expected = rows[i][check.column];
                std::string got = ours(verdict, check);
                ++total;
                if (got == expected) {
                    ++agree;
                    continue;
                }
                ++disagreements;
                if (listed.size() < kMaxListed) {
                    listed.push_back(check.name + " " + model + " #" + std::to_string(i) +
                                     ": ours " + got + ", reference " + expected + " | " +
                                     gold.queries[i].sql + " | " + pred.queries[i].sql + " | " +
                                     verdict.execution.message);
                }
            }
        }
    }
    for (const Check& check : kChecks) {
        std::printf("%-30s", check.name.c_str());
        for (const std::string& model : kModels) {
            auto [agree, total] = table[check.name][model];
            std::printf(" %7zu/%5zu", agree, total);
        }
        std::printf("\n");
    }
    std::printf(
        "(the 62 wta_1 rows are NA in the reference, the real database being missing; they count "
        "as agreeing"
        " when ours is a gold error too)\n");

    std::vector<dataset::QueryFile> preds;
    for (const std::string& model : kModels)
        preds.push_back(dataset::readQueryFile((etm / (model + ".txt")).string()));
    size_t keyPairs = 0;
    const size_t keyDisagreements =
        checkStatementKeys(data / "spider" / "database", gold, preds, keyPairs, listed);
    disagreements += keyDisagreements;
    std::printf("statement keys: %zu/%zu pairs of texts with one key run alike\n",
                keyPairs - keyDisagreements, keyPairs);
    size_t respellings = 0, read = 0;
    const size_t readDisagreements =
        checkRespellings(data / "spider" / "database", gold, preds, respellings, read, listed);
    disagreements += readDisagreements;
    std::printf(
        "respellings read without a prepare: %zu of %zu, %zu/%zu as SQLite's prepare says\n", read,
        respellings, read - readDisagreements, read);
    if (!listed.empty()) {
        std::printf("\nDisagreements (first %zu):\n", listed.size());
        for (const std::string& line : listed)
            std::printf("  %s\n", line.c_str());
    }
    double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    std::printf("\nResult: %s (%zu disagreements) in %.1f s\n",
                disagreements == 0 ? "PASS" : "FAIL", disagreements, seconds);
    return disagreements == 0 ? 0 : 1;
}
