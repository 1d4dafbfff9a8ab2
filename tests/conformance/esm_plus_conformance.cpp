// ESM+ conformance against the reference implementation's own per-pair
// verdicts (shared/data/reference/{spider_dev,cosql_dev}/*.esmplus.tsv, see
// that folder's README): in `reference` mode every pair's verdict, the rules
// the reference reported (all, gold side, prediction side), the prediction's
// status (ok / not_executable / parse_error with the exception) and the
// hardness of the rewritten gold must equal what emorynlp/ETM's
// ETM_utils/ETM.py + process_sql.py produced, for the seven Spider dev
// prediction files and CoSQL's RASAT+PICARD. The wta_1 pairs use the
// schema-only database of shared/data (as the reference run did), and the
// "prediction must execute" step runs each prediction through the sandboxed
// executor on the pair's database.
//
// Then `fixed` and `strict` beside `reference`: per model the accuracy, and
// every pair whose verdict differs from reference mode, grouped by the causes
// the traces record (fixed parse failures, fixed rule bugs, strict guards);
// and the per-rule frequency table: pairs where the reference reported the
// rule, and pairs each rule rescued (exact with all rules, not exact with
// that rule switched off), per model.
//
// Exit 0 when reference mode agrees on every field of every pair, 1
// otherwise, 77 when the shared data is absent.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <map>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "core/exec/executor.h"
#include "core/match/esm_plus/esm_plus_evaluator.h"
#include "core/match/esm_plus/esm_plus_schemas.h"
#include "core/match/esm_plus/normal_form.h"
#include "core/schema/catalog.h"
#include "tests/conformance/reference_files.h"

namespace fs = std::filesystem;
using namespace sqlscope::match::esm_plus;

namespace {

struct Dataset {
    std::string name;  // spider_dev / cosql_dev
    fs::path etm;      // gold.txt and <MODEL>.txt
    fs::path tables;
    std::vector<std::string> models;
};

// Seed paper, Table 2 (Spider dev, ESM+).
const std::map<std::string, double> kPaper = {
    {"C3", 60.1}, {"DAIL", 71.0}, {"DIN", 63.6}, {"RASAT+PICARD", 67.9}, {"RESDSQL", 74.7}};

// The reference's isValidSQL: cursor.execute() prepares the statement and
// steps it once; any exception means "not valid". A row cap of one stops
// after the first rows; a write is refused by the sandbox (the reference
// would have run it on its copy of the database), so it counts as executing.
class ExecutionCache {
public:
    PredExecution check(const std::string& path, std::string_view sql) {
        auto key = std::make_pair(path, std::string(sql));
        auto it = cache_.find(key);
        if (it != cache_.end()) return it->second;
        sqlscope::exec::ExecOptions options;
        options.rowCap = 1;
        options.timeoutSeconds = 20;
        sqlscope::exec::ExecResult result = executor_.run(path, sql, options);
        PredExecution out;
        using S = sqlscope::exec::ExecStatus;
        out.executes = result.status == S::Ok || result.status == S::RowCap ||
                       result.status == S::Timeout || result.status == S::MemoryCap ||
                       result.status == S::Denied;
        out.message = result.message;
        ++runs_;
        return cache_.emplace(std::move(key), out).first->second;
    }
    size_t runs() const { return runs_; }

private:
    sqlscope::exec::Executor executor_;
    std::map<std::pair<std::string, std::string>, PredExecution> cache_;
    size_t runs_ = 0;
};

std::string commaRules(const RuleSet& set) {
    return set.text(",");
}

std::string statusText(const EsmPlusVerdict& v) {
    switch (v.predStatus) {
        case PredStatus::Ok:
            return "ok";
        case PredStatus::NotExecutable:
            return "not_executable";
        case PredStatus::ParseError:
            return "parse_error: " + v.predMessage;
    }
    return "";
}

std::string causesOf(const EsmPlusVerdict& v) {
    std::set<std::string> causes;
    if (v.gold)
        for (const ModeDeviation& d : v.gold->trace.deviations)
            causes.insert("gold: " + d.cause);
    if (v.pred)
        for (const ModeDeviation& d : v.pred->trace.deviations)
            causes.insert("pred: " + d.cause);
    std::string out;
    for (const std::string& c : causes)
        out += (out.empty() ? "" : "; ") + c;
    return out.empty() ? "(no recorded cause)" : out;
}

struct Pair {
    std::string db, gold, pred;
};

struct ModelRun {
    std::string dataset, model;
    std::vector<Pair> pairs;
    std::vector<std::map<std::string, std::string>> reference;
    std::vector<EsmPlusVerdict> byMode[3];
};

const char* kFields[] = {"esm_plus",   "rules",       "rules_gold",
                         "rules_pred", "pred_status", "hardness"};

std::string field(const EsmPlusVerdict& v, const std::string& name) {
    if (!v.scored) return "error: " + v.error;
    if (name == "esm_plus") return v.exact ? "1" : "0";
    if (name == "rules") return commaRules(v.rules());
    if (name == "rules_gold") return commaRules(v.rulesGold);
    if (name == "rules_pred") return commaRules(v.rulesPred);
    if (name == "pred_status") return statusText(v);
    if (name == "hardness") return v.hardness.level;
    return "";
}

}  // namespace

int main(int argc, char** argv) {
    fs::path shared = argc > 1 ? fs::path(argv[1]) : fs::path("../shared");
    fs::path referenceRoot = shared / "data/reference";
    std::vector<Dataset> datasets = {
        {"spider_dev",
         shared / "data/etm/spider_dev",
         shared / "data/spider/tables.json",
         {"C3", "DAIL", "DIN", "RASAT+PICARD", "RESDSQL", "SuperSQL", "codeS"}},
        {"cosql_dev",
         shared / "data/etm/cosql_dev",
         shared / "data/etm/cosql_dev/tables.json",
         {"RASAT+PICARD"}}};
    if (!fs::exists(referenceRoot / "spider_dev/C3.esmplus.tsv") ||
        !fs::exists(shared / "data/spider/database") ||
        !fs::exists(shared / "data/etm/spider_dev/gold.txt")) {
        std::printf("shared data not found at %s; skipping\n", shared.string().c_str());
        return 77;
    }
    auto started = std::chrono::steady_clock::now();
    const std::vector<std::string> dirs = {(shared / "data/spider/database").string(),
                                           (shared / "data/spider/schema_only").string()};
    ExecutionCache executions;
    ExecutionCheck check = [&](const std::string& path, std::string_view sql) {
        return executions.check(path, sql);
    };
    const EsmPlusMode modes[3] = {EsmPlusMode::Reference, EsmPlusMode::Fixed, EsmPlusMode::Strict};

    std::vector<ModelRun> runs;
    std::vector<std::unique_ptr<sqlscope::schema::Catalog>> catalogs;
    std::vector<std::unique_ptr<EsmPlusSchemas>> schemaSets;
    std::map<std::string, std::vector<std::unique_ptr<EsmPlusEvaluator>>> evaluators;
    for (const Dataset& dataset : datasets) {
        auto load = sqlscope::schema::Catalog::fromTablesJson(dataset.tables.string());
        if (!load.ok()) {
            std::printf("cannot load %s: %s\n", dataset.tables.string().c_str(),
                        load.error.c_str());
            return 1;
        }
        catalogs.push_back(std::make_unique<sqlscope::schema::Catalog>(std::move(load.catalog)));
        schemaSets.push_back(std::make_unique<EsmPlusSchemas>(*catalogs.back(), dirs));
        for (EsmPlusMode mode : modes)
            evaluators[dataset.name].push_back(std::make_unique<EsmPlusEvaluator>(
                *schemaSets.back(), EsmPlusOptions{mode, {}, true}));
        std::vector<std::vector<std::string>> gold =
            sqlscope::conformance::readStrippedLines(dataset.etm / "gold.txt");
        for (const std::string& model : dataset.models) {
            ModelRun run;
            run.dataset = dataset.name;
            run.model = model;
            std::vector<std::vector<std::string>> preds =
                sqlscope::conformance::readStrippedLines(dataset.etm / (model + ".txt"));
            run.reference = sqlscope::conformance::readReferenceTsv(referenceRoot / dataset.name /
                                                                    (model + ".esmplus.tsv"));
            if (preds.size() != gold.size() || run.reference.size() != gold.size()) {
                std::printf("%s/%s: %zu gold, %zu predictions, %zu reference rows\n",
                            dataset.name.c_str(), model.c_str(), gold.size(), preds.size(),
                            run.reference.size());
                return 1;
            }
            for (size_t i = 0; i < gold.size(); ++i)
                run.pairs.push_back(
                    {gold[i].size() > 1 ? gold[i][1] : "", gold[i][0], preds[i][0]});
            for (int m = 0; m < 3; ++m) {
                const EsmPlusEvaluator& evaluator =
                    *evaluators[dataset.name][static_cast<size_t>(m)];
                for (const Pair& p : run.pairs)
                    run.byMode[m].push_back(evaluator.evaluate(p.db, p.gold, p.pred, check));
            }
            runs.push_back(std::move(run));
        }
    }

    // ---- (1) reference mode against the reference's verdict files ----------------
    std::printf(
        "ESM+ conformance, reference mode against emorynlp/ETM (ETM.py + process_sql.py)\n");
    std::printf("%-26s %6s", "model", "pairs");
    for (const char* f : kFields)
        std::printf(" %12s", f);
    std::printf(" %15s %15s %6s\n", "ESM+ (ours)", "ESM+ (ref)", "paper");
    size_t disagreementsTotal = 0;
    std::vector<std::string> disagreementLines;
    for (const ModelRun& run : runs) {
        std::map<std::string, int> agree;
        int oursExact = 0, refExact = 0;
        for (size_t i = 0; i < run.pairs.size(); ++i) {
            const EsmPlusVerdict& v = run.byMode[0][i];
            const auto& ref = run.reference[i];
            oursExact += v.scored && v.exact ? 1 : 0;
            refExact += ref.at("esm_plus") == "1" ? 1 : 0;
            std::vector<std::string> wrong;
            for (const char* f : kFields) {
                std::string ours = field(v, f);
                std::string theirs = ref.at(f);
                if (ours == theirs) {
                    ++agree[f];
                } else {
                    wrong.push_back(std::string(f) + ": ours '" + ours + "' reference '" + theirs +
                                    "'");
                }
            }
            if (!wrong.empty()) {
                ++disagreementsTotal;
                std::string text = run.dataset + "/" + run.model + " #" + std::to_string(i) + " (" +
                                   run.pairs[i].db + ")\n    gold: " + run.pairs[i].gold +
                                   "\n    pred: " + run.pairs[i].pred;
                for (const std::string& w : wrong)
                    text += "\n    " + w;
                if (v.gold && v.gold->ok())
                    text += "\n    gold normal form: " + v.gold->normalForm();
                if (v.pred && v.pred->ok())
                    text += "\n    pred normal form: " + v.pred->normalForm();
                disagreementLines.push_back(text);
            }
        }
        double n = static_cast<double>(run.pairs.size());
        std::string label = run.dataset == "spider_dev" ? run.model : run.dataset + "/" + run.model;
        std::printf("%-26s %6zu", label.c_str(), run.pairs.size());
        for (const char* f : kFields)
            std::printf(
                " %12s",
                (std::to_string(agree[f]) + "/" + std::to_string(run.pairs.size())).c_str());
        char ours[32], theirs[32];
        std::snprintf(ours, sizeof ours, "%d = %.2f", oursExact, 100.0 * oursExact / n);
        std::snprintf(theirs, sizeof theirs, "%d = %.2f", refExact, 100.0 * refExact / n);
        auto paper = kPaper.find(run.model);
        std::printf(" %15s %15s %6s\n", ours, theirs,
                    run.dataset == "spider_dev" && paper != kPaper.end()
                        ? (std::to_string(paper->second).substr(0, 4)).c_str()
                        : "-");
    }
    std::printf("\nreference-mode disagreements: %zu\n", disagreementsTotal);
    for (size_t i = 0; i < disagreementLines.size() && i < 60; ++i)
        std::printf("  %s\n", disagreementLines[i].c_str());

    // ---- (2) fixed and strict beside reference -------------------------------------
    std::printf(
        "\nfixed and strict beside reference (ESM+ accuracy; changed = verdict differs "
        "from reference mode, +gained / -lost)\n");
    std::printf("%-26s %15s %15s %10s %15s %10s\n", "model", "reference", "fixed", "changed",
                "strict", "changed");
    std::map<std::string, std::pair<int, int>> causeCounts[3];  // cause -> (gained, lost)
    std::map<std::string, std::string> causeExample[3];
    for (const ModelRun& run : runs) {
        int exact[3] = {0, 0, 0};
        int gained[3] = {0, 0, 0}, lost[3] = {0, 0, 0};
        for (size_t i = 0; i < run.pairs.size(); ++i) {
            bool ref = run.byMode[0][i].scored && run.byMode[0][i].exact;
            for (int m = 0; m < 3; ++m) {
                const EsmPlusVerdict& v = run.byMode[m][i];
                bool e = v.scored && v.exact;
                exact[m] += e ? 1 : 0;
                if (m == 0 || e == ref) continue;
                (e ? gained[m] : lost[m]) += 1;
                std::string cause = causesOf(v);
                auto& counts = causeCounts[m][cause];
                (e ? counts.first : counts.second) += 1;
                if (!causeExample[m].count(cause))
                    causeExample[m][cause] = run.model + " #" + std::to_string(i) + ": " +
                                             run.pairs[i].gold + "  ||  " + run.pairs[i].pred;
            }
        }
        double n = static_cast<double>(run.pairs.size());
        auto cell = [&](int m) {
            char buffer[32];
            std::snprintf(buffer, sizeof buffer, "%d = %.2f", exact[m], 100.0 * exact[m] / n);
            return std::string(buffer);
        };
        auto change = [&](int m) {
            return "+" + std::to_string(gained[m]) + " -" + std::to_string(lost[m]);
        };
        std::string label = run.dataset == "spider_dev" ? run.model : run.dataset + "/" + run.model;
        std::printf("%-26s %15s %15s %10s %15s %10s\n", label.c_str(), cell(0).c_str(),
                    cell(1).c_str(), change(1).c_str(), cell(2).c_str(), change(2).c_str());
    }
    for (int m = 1; m < 3; ++m) {
        std::printf(
            "\npairs whose verdict differs between %s and reference, by cause (all models):\n",
            m == 1 ? "fixed" : "strict");
        std::vector<std::pair<std::string, std::pair<int, int>>> sorted(causeCounts[m].begin(),
                                                                        causeCounts[m].end());
        std::sort(sorted.begin(), sorted.end(), [](const auto& a, const auto& b) {
            return a.second.first + a.second.second > b.second.first + b.second.second;
        });
        for (const auto& [cause, counts] : sorted) {
            std::printf("  %4d (+%d -%d)  %s\n", counts.first + counts.second, counts.first,
                        counts.second, cause.c_str());
            std::printf("                 e.g. %s\n", causeExample[m][cause].c_str());
        }
    }

    // ---- (4) rule frequency -----------------------------------------------------------
    // Rescued: exact with every rule on, not exact with that rule off (only
    // pairs where the rule fired, or, for Rule 16, where there are ON
    // conditions, can change).
    std::printf(
        "\nper-rule frequency: reported = pairs where the reference reported the rule; "
        "rescued = pairs exact with all rules, not exact without that rule (reference / "
        "fixed)\n");
    std::printf("%-5s", "rule");
    for (const ModelRun& run : runs)
        std::printf(" %17s",
                    (run.dataset == "spider_dev" ? run.model : "CoSQL/" + run.model).c_str());
    std::printf("\n");
    std::map<std::pair<int, size_t>, std::string> rescuedCells;
    for (size_t r = 0; r < runs.size(); ++r) {
        const ModelRun& run = runs[r];
        const Dataset& dataset = run.dataset == "spider_dev" ? datasets[0] : datasets[1];
        size_t schemaIndex = run.dataset == "spider_dev" ? 0 : 1;
        for (int rule = 1; rule <= kRuleCount; ++rule) {
            int reported = 0;
            int rescued[2] = {0, 0};
            for (int m = 0; m < 2; ++m) {
                RuleSet without;
                without.set(rule, false);
                EsmPlusEvaluator leaveOut(*schemaSets[schemaIndex],
                                          EsmPlusOptions{modes[m], without});
                for (size_t i = 0; i < run.pairs.size(); ++i) {
                    const EsmPlusVerdict& v = run.byMode[m][i];
                    if (m == 0 && v.scored && v.rules().has(rule)) ++reported;
                    if (!v.scored || !v.exact) continue;
                    bool touched = false;
                    for (const auto& q : {v.gold, v.pred}) {
                        if (!q || !q->sql) continue;
                        for (const RuleEvent& e : q->trace.events)
                            touched =
                                touched || (e.rule == rule && e.kind == RuleEvent::Kind::Fired);
                        if (rule == 16) touched = true;
                    }
                    if (!touched) continue;
                    EsmPlusVerdict w = leaveOut.evaluate(run.pairs[i].db, run.pairs[i].gold,
                                                         run.pairs[i].pred, check);
                    if (!(w.scored && w.exact)) ++rescued[m];
                }
            }
            (void)dataset;
            rescuedCells[{rule, r}] = std::to_string(reported) + " | " +
                                      std::to_string(rescued[0]) + " / " +
                                      std::to_string(rescued[1]);
        }
    }
    for (int rule = 1; rule <= kRuleCount; ++rule) {
        std::printf("%-5d", rule);
        for (size_t r = 0; r < runs.size(); ++r)
            std::printf(" %17s", rescuedCells[{rule, r}].c_str());
        std::printf("\n");
    }
    std::printf("(cell: reported | rescued in reference / rescued in fixed)\n");

    double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    std::printf("\n%zu predictions executed for the execute step; %.1f s\n", executions.runs(),
                seconds);
    if (disagreementsTotal == 0) {
        std::printf(
            "PASS: reference mode agrees with the reference on every field of every pair\n");
        return 0;
    }
    std::printf("FAIL: %zu pairs disagree\n", disagreementsTotal);
    return 1;
}
