// The counterexample search's records for inspect_fixture.h's eight pairs
// (as a workspace would hold them), covering every status:
//   (4, alpha) pos 0 run 0: EX 1, found (2 rows): EXC 0, sqlscope 1 (ESM+ 1)
//   (4, beta)  pos 0 run 1: EX 0, not applicable: EXC 0, sqlscope 0
//   (0, alpha) pos 1 run 0: EX 1, none within the budget: EXC 1, sqlscope 1
//   (0, beta)  pos 1 run 1: EX 1, found (1 row): EXC 0, sqlscope 1
//   (2, alpha) pos 2 run 0: EX 0, not applicable: EXC 0, sqlscope 0
//   (2, beta)  pos 2 run 1: EX 0, not applicable: EXC 0, sqlscope 1 (ESM+ 1)
//   (3, alpha) pos 3 run 0: EX 0, not applicable: EXC 0, sqlscope 0
//   (3, beta)  pos 3 run 1: not searched (stopped): EXC none, sqlscope 1
#pragma once

#include "core/inspect/pair_counterexamples.h"

namespace sqlscope::testing::counterexample_fixture {

inline inspect::PairCounterexample record(std::optional<int> exc, std::optional<int> sqlscope,
                                          inspect::CxStatus status, std::string reason = {}) {
    inspect::PairCounterexample r;
    r.exc = exc;
    r.sqlscope = sqlscope;
    r.status = status;
    r.reason = std::move(reason);
    return r;
}

inline inspect::RecordedCounterexamples recorded() {
    using inspect::CxStatus;
    const std::string fails = "the pair already fails on the benchmark database";
    inspect::RecordedCounterexamples out;
    out.settings.enabled = true;
    out.settings.budgetMs = 100;
    out.settings.seed = 7;
    inspect::PairCounterexample found = record(0, 1, CxStatus::Found);
    found.script =
        "CREATE TABLE dogs(id INTEGER);\nINSERT INTO dogs VALUES(1);\n"
        "INSERT INTO dogs VALUES(2);\n";
    found.rows = 2;
    found.goldResult.columnNames = {"count(*)"};
    found.goldResult.rows = {{exec::Value::integer(2)}};
    found.predResult.columnNames = {"count(id)"};
    found.predResult.rows = {{exec::Value::integer(1)}};
    inspect::PairCounterexample found1 = record(0, 1, CxStatus::Found);
    found1.script =
        "CREATE TABLE cats(name TEXT, age INTEGER);\nINSERT INTO cats VALUES('b', 1);\n";
    found1.rows = 1;
    out.pairs = {
        {4, "alpha", found},
        {4, "beta", record(0, 0, CxStatus::NotApplicable, fails)},
        {0, "alpha", record(1, 1, CxStatus::None)},
        {0, "beta", found1},
        {2, "alpha", record(0, 0, CxStatus::NotApplicable, fails)},
        {2, "beta", record(0, 1, CxStatus::NotApplicable, fails)},
        {3, "alpha", record(0, 0, CxStatus::NotApplicable, fails)},
        {3, "beta", record(std::nullopt, 1, CxStatus::NotSearched, "stopped")},
    };
    return out;
}

}  // namespace sqlscope::testing::counterexample_fixture
