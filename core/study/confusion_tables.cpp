#include "core/study/confusion_tables.h"

#include "core/inspect/pair_table.h"
#include "core/inspect/verdict_columns.h"

namespace sqlscope::study {

std::vector<ConfusionTable> confusionTables(const inspect::PairTable& table) {
    constexpr size_t kColumns[] = {inspect::kColumnEx, inspect::kColumnExBird, inspect::kColumnExe,
                                   inspect::kColumnEsm, inspect::kColumnEsmPlus};
    std::vector<ConfusionTable> out;
    for (size_t run = 0; run < table.runCount(); ++run)
        for (size_t i = 0; i < std::size(kColumns); ++i)
            for (size_t j = i + 1; j < std::size(kColumns); ++j) {
                ConfusionTable t;
                t.run = run;
                t.first = kColumns[i];
                t.second = kColumns[j];
                t.computed = table.columnComputed(t.first) && table.columnComputed(t.second);
                for (size_t a = 0; a < 2; ++a)
                    for (size_t b = 0; b < 2; ++b) {
                        inspect::PairFilter& f = t.cells[a][b].filter;
                        f.runs = {run};
                        f.verdict =
                            inspect::VerdictCondition{t.first, a == 0 ? inspect::CellVerdict::Pass
                                                                      : inspect::CellVerdict::Fail};
                        f.verdict2 = inspect::VerdictCondition{
                            t.second,
                            b == 0 ? inspect::CellVerdict::Pass : inspect::CellVerdict::Fail};
                    }
                for (size_t pos = 0; pos < table.itemCount(); ++pos) {
                    if (!table.has(pos, run)) continue;
                    const job::SummaryRow& row = table.row(pos, run);
                    const inspect::CellVerdict a = inspect::cellOf(row, t.first).verdict;
                    const inspect::CellVerdict b = inspect::cellOf(row, t.second).verdict;
                    const bool aBinary =
                        a == inspect::CellVerdict::Pass || a == inspect::CellVerdict::Fail;
                    const bool bBinary =
                        b == inspect::CellVerdict::Pass || b == inspect::CellVerdict::Fail;
                    if (!aBinary || !bBinary) {
                        ++t.withoutVerdict;
                        continue;
                    }
                    ++t.cells[a == inspect::CellVerdict::Pass ? 0 : 1]
                             [b == inspect::CellVerdict::Pass ? 0 : 1]
                                 .count;
                }
                out.push_back(std::move(t));
            }
    return out;
}

}  // namespace sqlscope::study
