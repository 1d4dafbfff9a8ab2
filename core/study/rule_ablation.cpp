#include "core/study/rule_ablation.h"

#include <atomic>
#include <map>
#include <memory>
#include <mutex>
#include <thread>
#include <unordered_map>

#include "core/inspect/pair_table.h"
#include "core/inspect/verdict_columns.h"
#include "core/match/esm_plus/esm_plus_evaluator.h"
#include "core/match/esm_plus/esm_plus_schemas.h"
#include "core/study/pair_keys.h"

namespace sqlscope::study {

namespace {

using match::esm_plus::kRuleCount;
using Mask = uint32_t;  // bit r - 1: rule r
constexpr Mask kAllRules = (Mask(1) << kRuleCount) - 1;

Mask firstN(int k) {
    return k <= 0 ? 0 : (Mask(1) << k) - 1;
}
int highestRule(Mask m) {
    int r = 0;
    while (m) {
        ++r;
        m >>= 1;
    }
    return r;
}

enum class Outcome : uint8_t { Pass, Fail, Unscored };

// One distinct (database, gold, prediction, executes) judged equivalent.
struct Task {
    std::string_view db, gold, pred;
    bool executes = true;
    std::array<Outcome, kRuleCount + 1> series{};
    std::array<Outcome, kRuleCount> alone{};
};

// The evaluators, one per rule set met (made on first use, shared by the
// workers), and the count of evaluations.
class Evaluators {
public:
    Evaluators(const match::esm_plus::EsmPlusSchemas& schemas, match::esm_plus::EsmPlusMode mode)
        : schemas_(schemas), mode_(mode) {}

    const match::esm_plus::EsmPlusEvaluator& get(Mask mask) {
        std::lock_guard lock(mutex_);
        auto& slot = evaluators_[mask];
        if (!slot) {
            match::esm_plus::EsmPlusOptions options;
            options.mode = mode_;
            options.active = match::esm_plus::RuleSet::none();
            for (int r = 1; r <= kRuleCount; ++r)
                if (mask & (Mask(1) << (r - 1))) options.active.set(r);
            options.traceTexts = false;
            slot = std::make_unique<match::esm_plus::EsmPlusEvaluator>(schemas_, options);
        }
        return *slot;
    }
    std::atomic<size_t> evaluations{0};

private:
    const match::esm_plus::EsmPlusSchemas& schemas_;
    match::esm_plus::EsmPlusMode mode_;
    std::mutex mutex_;
    std::map<Mask, std::unique_ptr<match::esm_plus::EsmPlusEvaluator>> evaluators_;
};

struct Evaluated {
    Mask set = 0;
    Mask engaged = 0;  // rules with an event (fired or blocked) on either query
    Outcome outcome = Outcome::Unscored;
};

Evaluated evaluate(Evaluators& evaluators, const Task& task, Mask set) {
    ++evaluators.evaluations;
    const bool executes = task.executes;
    match::esm_plus::ExecutionCheck check = [executes](const std::string&, std::string_view) {
        return match::esm_plus::PredExecution{
            executes, executes ? std::string() : std::string("did not execute in the evaluation")};
    };
    const match::esm_plus::EsmPlusVerdict v =
        evaluators.get(set).evaluate(task.db, task.gold, task.pred, check);
    Evaluated e;
    e.set = set;
    constexpr Mask kRule16 = Mask(1) << 15;
    for (const auto* query : {v.gold.get(), v.pred.get()}) {
        if (!query) continue;
        for (const match::esm_plus::RuleEvent& event : query->trace.events)
            if (event.rule >= 1 && event.rule <= kRuleCount)
                e.engaged |= Mask(1) << (event.rule - 1);
        // Rule 16 also passes NOT NULL and UNIQUE facts along a JOIN's ON
        // equalities, for the rules after it, without an event: it engages
        // wherever there is an ON.
        if (set & kRule16)
            for (const match::esm_plus::EtmToken& token : query->tokens)
                if (token.text == "on") {
                    e.engaged |= kRule16;
                    break;
                }
    }
    e.outcome = !v.scored ? Outcome::Unscored : v.exact ? Outcome::Pass : Outcome::Fail;
    return e;
}

// A verdict already known for `target`: an evaluated set S with
// engaged(S) <= target <= S parses both queries as `target` would.
const Evaluated* known(const std::vector<Evaluated>& done, Mask target) {
    for (const Evaluated& e : done)
        if ((e.engaged & ~target) == 0 && (target & ~e.set) == 0) return &e;
    return nullptr;
}

void solve(Evaluators& evaluators, Task& task, bool reuse) {
    std::vector<Evaluated> done;
    if (!reuse) {
        for (int k = 0; k <= kRuleCount; ++k)
            task.series[size_t(k)] = evaluate(evaluators, task, firstN(k)).outcome;
        for (int r = 1; r <= kRuleCount; ++r)
            task.alone[size_t(r - 1)] = evaluate(evaluators, task, Mask(1) << (r - 1)).outcome;
        return;
    }
    // The series from the top: the verdict with rules 1..k holds down to
    // the highest rule that engaged.
    for (int k = kRuleCount; k >= 0;) {
        const Evaluated e = evaluate(evaluators, task, firstN(k));
        done.push_back(e);
        const int low = highestRule(e.engaged);
        for (int j = low; j <= k; ++j)
            task.series[size_t(j)] = e.outcome;
        k = low - 1;
    }
    // Each rule alone: the rules not yet known are tried together; those
    // that engage then are tried one by one.
    Mask pending = 0;
    for (int r = 1; r <= kRuleCount; ++r) {
        const Mask alone = Mask(1) << (r - 1);
        if (const Evaluated* e = known(done, alone))
            task.alone[size_t(r - 1)] = e->outcome;
        else
            pending |= alone;
    }
    while (pending) {
        const Evaluated group = evaluate(evaluators, task, pending);
        done.push_back(group);
        Mask single = group.engaged & pending;
        for (int r = 1; r <= kRuleCount; ++r) {
            const Mask alone = Mask(1) << (r - 1);
            if (!(pending & alone)) continue;
            if (const Evaluated* e = known(done, alone)) {
                task.alone[size_t(r - 1)] = e->outcome;
                pending &= ~alone;
                single &= ~alone;
            }
        }
        for (int r = 1; r <= kRuleCount; ++r) {
            const Mask alone = Mask(1) << (r - 1);
            if (!(single & alone)) continue;
            const Evaluated e = evaluate(evaluators, task, alone);
            done.push_back(e);
            task.alone[size_t(r - 1)] = e.outcome;
            pending &= ~alone;
        }
    }
}

}  // namespace

RuleAblation ablateRules(const inspect::PairTable& table,
                         const std::vector<annotate::PairAnnotation>& human,
                         const match::esm_plus::EsmPlusSchemas& schemas,
                         const AblationOptions& options) {
    RuleAblation out;
    // The human verdicts by pair (a later annotation wins; unsure = none).
    std::map<std::pair<size_t, size_t>, bool> humanEquivalent;
    for (const annotate::PairAnnotation& a : human) {
        if (!a.verdict) continue;
        const auto at = locatePair(table, a.pair);
        if (!at) continue;
        if (*a.verdict == annotate::HumanVerdict::Unsure)
            humanEquivalent.erase(*at);
        else
            humanEquivalent[*at] = *a.verdict == annotate::HumanVerdict::Equivalent;
    }

    // The pairs judged equivalent, as distinct tasks.
    std::vector<Task> tasks;
    std::unordered_map<std::string, size_t> taskOf;
    struct Member {
        size_t run, task;
        bool byHuman;
    };
    std::vector<Member> members;
    out.runs.resize(table.runCount());
    std::string key;
    for (size_t run = 0; run < table.runCount(); ++run) {
        RunAblation& r = out.runs[run];
        r.run = run;
        r.runName = table.runName(run);
        for (size_t pos = 0; pos < table.itemCount(); ++pos) {
            if (!table.has(pos, run)) continue;
            const job::SummaryRow& row = table.row(pos, run);
            bool equivalent = false, byHuman = false;
            if (auto it = humanEquivalent.find({pos, run}); it != humanEquivalent.end()) {
                equivalent = it->second;
                byHuman = true;
                ++out.humanTruths;
            } else {
                const inspect::CellVerdict exe = inspect::cellOf(row, inspect::kColumnExe).verdict;
                if (exe != inspect::CellVerdict::Pass && exe != inspect::CellVerdict::Fail) {
                    ++r.withoutTruth;
                    continue;
                }
                equivalent = exe == inspect::CellVerdict::Pass;
                ++out.exeTruths;
            }
            if (!equivalent) {
                ++r.notEquivalent;
                continue;
            }
            Task task;
            task.db = table.dbId(pos);
            task.gold = table.goldSql(pos);
            task.pred = table.prediction(pos, run);
            // ESM+'s execute step: an SQLite error makes the prediction the
            // empty SQL; a time-out, a refusal or a cap does not.
            task.executes = row.outcome != eval::ExecOutcome::Error;
            key.assign(task.db);
            key += '\x1f';
            key += task.gold;
            key += '\x1f';
            key += task.pred;
            key += '\x1f';
            key += task.executes ? '1' : '0';
            auto [it, inserted] = taskOf.emplace(key, tasks.size());
            if (inserted) tasks.push_back(task);
            members.push_back({run, it->second, byHuman});
        }
    }
    out.distinctPairs = tasks.size();

    Evaluators evaluators(schemas, options.mode);
    std::atomic<size_t> next{0};
    auto work = [&] {
        for (size_t i = next++; i < tasks.size(); i = next++)
            solve(evaluators, tasks[i], options.reuseUnengaged);
    };
    const unsigned threads = std::max(1u, options.threads);
    std::vector<std::thread> workers;
    for (unsigned t = 1; t < threads; ++t)
        workers.emplace_back(work);
    work();
    for (std::thread& t : workers)
        t.join();
    out.evaluations = evaluators.evaluations;

    for (const Member& m : members) {
        RunAblation& r = out.runs[m.run];
        const Task& t = tasks[m.task];
        bool scored = true;
        for (Outcome o : t.series)
            scored &= o != Outcome::Unscored;
        for (Outcome o : t.alone)
            scored &= o != Outcome::Unscored;
        if (!scored) {
            ++r.unscored;
            continue;
        }
        ++r.equivalent;
        ++(m.byHuman ? r.byHuman : r.byExe);
        if (!t.executes) ++r.notExecutable;
        for (size_t k = 0; k < t.series.size(); ++k)
            r.series[k].falseNegatives += t.series[k] == Outcome::Fail;
        for (size_t k = 0; k < t.alone.size(); ++k)
            r.aloneFalseNegatives[k] += t.alone[k] == Outcome::Fail;
    }
    for (RunAblation& r : out.runs) {
        auto rate = [&r](size_t fn) {
            return r.equivalent
                       ? 100.0 * static_cast<double>(fn) / static_cast<double>(r.equivalent)
                       : 0.0;
        };
        for (size_t k = 0; k < r.series.size(); ++k) {
            r.series[k].rules = static_cast<int>(k);
            r.series[k].rate = rate(r.series[k].falseNegatives);
        }
        for (int rule = 1; rule <= kRuleCount; ++rule) {
            RuleContribution& c = r.rules[size_t(rule - 1)];
            c.rule = rule;
            c.alone = r.series[0].rate - rate(r.aloneFalseNegatives[size_t(rule - 1)]);
            c.added = r.series[size_t(rule - 1)].rate - r.series[size_t(rule)].rate;
        }
    }
    out.truthNote = "truth: human verdicts on " + std::to_string(out.humanTruths) +
                    " pairs, otherwise EXE (" + std::to_string(out.exeTruths) + " pairs)";
    if (out.humanTruths == 0) out.truthNote = "truth: EXE (no human verdicts)";
    return out;
}

}  // namespace sqlscope::study
