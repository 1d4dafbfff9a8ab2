// A hand-built evaluation for the core/inspect tests: five benchmark items of
// which the plan evaluates four (in the order 4, 0, 2, 3), two runs (alpha,
// beta) and eight summary rows whose verdicts cover every preset. The
// comments give each pair's facts; the tests' expected values follow from them.
#pragma once

#include <cmath>
#include <limits>
#include <memory>
#include <vector>

#include "core/dataset/benchmark.h"
#include "core/job/job_listener.h"
#include "core/job/summary_row.h"

namespace sqlscope::testing::inspect_fixture {

// Metric indices of report::metricDefinitions().
enum Metric {
    Ex = 0,
    ExBird = 1,
    Exe = 2,
    Esm = 3,
    EsmPlus = 4,
    Exp = 5,
    Exr = 6,
    ExF1 = 7,
    CompF1 = 9,
    LinkColumnsF1Plus = 14
};

inline job::JobPlan plan() {
    auto benchmark = std::make_shared<dataset::Benchmark>();
    auto item = [](std::string id, std::string db, std::string question, std::string gold) {
        dataset::BenchmarkItem i;
        i.id = std::move(id);
        i.dbId = std::move(db);
        i.question = std::move(question);
        i.gold = std::move(gold);
        return i;
    };
    benchmark->items = {
        item("q0", "pets", "Name the oldest cat",
             "SELECT name FROM cats ORDER BY age DESC LIMIT 1"),
        item("q1", "pets", "Not evaluated", "SELECT 1"),
        item("q2", "flights", "List airlines", "SELECT name FROM airlines"),
        item("q3", "flights", "Count DOGS flights", "SELECT count(*) FROM flights"),
        item("q4", "pets", "How many dogs?", "SELECT count(*) FROM dogs"),
    };
    auto runFiles = std::make_shared<std::vector<dataset::PredictionFile>>(2);
    auto pred = [](std::string sql) {
        dataset::Prediction p;
        p.sql = std::move(sql);
        p.line = 1;
        return p;
    };
    dataset::Prediction missing;
    missing.missing = true;
    (*runFiles)[0].name = "alpha";
    (*runFiles)[0].predictions = {pred("SELECT name FROM cats ORDER BY age DESC LIMIT 1"),
                                  pred("SELECT 1"), pred("SELEC name FROM airline"), missing,
                                  pred("SELECT count(*) FROM dogs")};
    (*runFiles)[1].name = "beta";
    (*runFiles)[1].predictions = {pred("SELECT max(name) FROM cats"), pred("SELECT 1"),
                                  pred("SELECT name FROM airlines, airlines"),
                                  pred("SELECT count(*) FROM Flights"),
                                  pred("SELECT count(id) FROM hotdogs")};
    job::JobPlan p;
    p.items = {4, 0, 2, 3};
    p.runs = {"alpha", "beta"};
    p.pairCount = 8;
    p.benchmark = benchmark;
    p.runFiles = runFiles;
    return p;
}

inline job::SummaryRow row(uint32_t item, uint32_t run) {
    job::SummaryRow r;
    r.item = item;
    r.run = run;
    r.outcome = eval::ExecOutcome::Ok;
    r.metrics.fill(std::numeric_limits<float>::quiet_NaN());
    return r;
}

// In pair order: (4, alpha), (4, beta), (0, alpha), (0, beta), (2, alpha),
// (2, beta), (3, alpha), (3, beta).
inline std::vector<job::SummaryRow> rows() {
    using eval::ExecOutcome;
    std::vector<job::SummaryRow> out;
    // Item 4 (pos 0, easy). alpha: EX 1, ESM 0, ESM+ 1 by rule 7, EXP 0.5,
    // Comp F1 0.75. beta: EX 0, ESM 0, ESM+ 0, wrong_predicates.
    job::SummaryRow r = row(4, 0);
    r.hardness = 0;
    r.metrics[Ex] = 1, r.metrics[Esm] = 0, r.metrics[EsmPlus] = 1, r.metrics[Exp] = 0.5f,
    r.metrics[CompF1] = 0.75f;
    r.rulesFired.set(7);
    out.push_back(r);
    r = row(4, 1);
    r.hardness = 0;
    r.metrics[Ex] = 0, r.metrics[Esm] = 0, r.metrics[EsmPlus] = 0, r.metrics[CompF1] = 0;
    r.errorCategories = 1u << 2;
    out.push_back(r);
    // Item 0 (pos 1, medium). alpha: EX 1, ESM 1, ESM+ 0. beta: EX 1,
    // ESM 0, ESM+ 1 by rules 7 and 13, Link F1+ 1.
    r = row(0, 0);
    r.hardness = 1;
    r.metrics[Ex] = 1, r.metrics[Esm] = 1, r.metrics[EsmPlus] = 0;
    out.push_back(r);
    r = row(0, 1);
    r.hardness = 1;
    r.metrics[Ex] = 1, r.metrics[Esm] = 0, r.metrics[EsmPlus] = 1, r.metrics[LinkColumnsF1Plus] = 1;
    r.rulesFired.set(7);
    r.rulesFired.set(13);
    out.push_back(r);
    // Item 2 (pos 2, unscored). alpha: does not parse, error, EX 0,
    // schema_errors. beta: timeout, EX 0,
    // ESM+ 1 (ESM none).
    r = row(2, 0);
    r.parseFailed = true;
    r.outcome = ExecOutcome::Error;
    r.metrics[Ex] = 0;
    r.errorCategories = 1u << 3;
    out.push_back(r);
    r = row(2, 1);
    r.outcome = ExecOutcome::Timeout;
    r.metrics[Ex] = 0, r.metrics[EsmPlus] = 1;
    out.push_back(r);
    // Item 3 (pos 3, hard). alpha: missing, error, EX 0, ESM 0, ESM+ 0.
    // beta: gold error, ESM 1, ESM+ 1.
    r = row(3, 0);
    r.hardness = 2;
    r.missing = true;
    r.outcome = ExecOutcome::Error;
    r.metrics[Ex] = 0, r.metrics[Esm] = 0, r.metrics[EsmPlus] = 0;
    out.push_back(r);
    r = row(3, 1);
    r.hardness = 2;
    r.outcome = ExecOutcome::GoldError;
    r.metrics[Esm] = 1, r.metrics[EsmPlus] = 1;
    out.push_back(r);
    return out;
}

}  // namespace sqlscope::testing::inspect_fixture
