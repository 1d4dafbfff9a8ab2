#include "core/explain/result_comparison.h"

#include <algorithm>
#include <unordered_map>
#include <vector>

#include "core/eval/execution_verdict.h"
#include "core/exec/row_index.h"
#include "core/util/ascii_case.h"

namespace sqlscope::explain {

namespace {

constexpr size_t kMaxCellText = 200;

std::string cellText(const exec::Value& value) {
    std::string text = value.pythonStr();
    if (text.size() > kMaxCellText) {
        text.resize(kMaxCellText);
        text += "...";
    }
    return text;
}

ResultGrid grid(const std::shared_ptr<const exec::ExecResult>& result) {
    ResultGrid out;
    if (!result) return out;
    out.ran = true;
    out.outcome = exec::execStatusName(result->status);
    out.message = result->message;
    out.columns = result->result.columnNames;
    out.totalRows = result->result.rowCount();
    const size_t shown = std::min(out.totalRows, kMaxShownRows);
    out.rows.reserve(shown);
    for (size_t i = 0; i < shown; ++i) {
        std::vector<std::string> row;
        row.reserve(result->result.rows[i].size());
        for (const exec::Value& value : result->result.rows[i])
            row.push_back(cellText(value));
        out.rows.push_back(std::move(row));
    }
    return out;
}

void markAll(std::vector<uint8_t>& bits, uint8_t flag) {
    for (uint8_t& b : bits)
        b |= flag;
}

void markRow(std::vector<uint8_t>& bits, size_t row, uint8_t flag) {
    if (row < bits.size()) bits[row] |= flag;
}

// Rows equal at the same position.
void matchByPosition(const exec::ResultSet& gold, const exec::ResultSet& pred, uint8_t flag,
                     ResultComparison& out) {
    const size_t n = std::min({gold.rowCount(), pred.rowCount(), kMaxShownRows});
    for (size_t i = 0; i < n; ++i) {
        if (gold.rows[i] == pred.rows[i]) {
            markRow(out.goldRows, i, flag);
            markRow(out.predRows, i, flag);
        }
    }
}

struct RowHash {
    size_t operator()(const exec::Row* row) const {
        return exec::hashCells(row->size(),
                               [&](size_t i) -> const exec::Value& { return (*row)[i]; });
    }
};
struct RowEqual {
    bool operator()(const exec::Row* a, const exec::Row* b) const { return *a == *b; }
};

// Rows paired one-to-one with an equal row of the other side (bags).
void matchAsBags(const exec::ResultSet& gold, const exec::ResultSet& pred, uint8_t flag,
                 ResultComparison& out) {
    std::unordered_map<const exec::Row*, std::vector<size_t>, RowHash, RowEqual> unused;
    for (size_t j = pred.rowCount(); j-- > 0;)
        unused[&pred.rows[j]].push_back(j);  // popped from the back: first row first
    for (size_t i = 0; i < gold.rowCount(); ++i) {
        auto it = unused.find(&gold.rows[i]);
        if (it == unused.end() || it->second.empty()) continue;
        markRow(out.goldRows, i, flag);
        markRow(out.predRows, it->second.back(), flag);
        it->second.pop_back();
    }
}

bool goldOrdered(std::string_view gold) {
    std::string lower(gold);
    for (char& c : lower)
        c = util::asciiLower(c);
    return lower.find("order by") != std::string::npos;
}

}  // namespace

ResultComparison compareResults(const eval::ExecutionVerdict& execution, std::string_view gold) {
    ResultComparison out;
    out.gold = grid(execution.gold);
    out.pred = grid(execution.pred);
    out.goldRows.assign(out.gold.rows.size(), 0);
    out.predRows.assign(out.pred.rows.size(), 0);
    out.goldCells.assign(out.gold.rows.size(), std::vector<bool>(out.gold.columns.size(), false));
    out.predCells.assign(out.pred.rows.size(), std::vector<bool>(out.pred.columns.size(), false));
    out.columnMapping.assign(out.pred.columns.size(), -1);

    const bool goldFailed = execution.outcome == eval::ExecOutcome::GoldError;
    // One line per failure: the query that failed, else the pair's outcome
    // (a budget, a text too large, a gold that could not run).
    const bool goldRunFailed = execution.gold && !execution.gold->ok();
    const bool predRunFailed = execution.pred && !execution.pred->ok();
    if (goldRunFailed)
        out.messages.push_back(
            "gold: " + std::string(exec::execStatusName(execution.gold->status)) + ": " +
            execution.gold->message);
    if (predRunFailed)
        out.messages.push_back(
            "prediction: " + std::string(exec::execStatusName(execution.pred->status)) + ": " +
            execution.pred->message);
    if (!goldRunFailed && !predRunFailed && execution.outcome != eval::ExecOutcome::Ok &&
        execution.outcome != eval::ExecOutcome::NotRun) {
        std::string line(eval::execOutcomeName(execution.outcome));
        if (!execution.message.empty()) line += ": " + execution.message;
        out.messages.push_back(std::move(line));
    }
    if (goldFailed) return out;  // no execution metric has a verdict (pairs.csv leaves them empty)

    const bool bothRan =
        execution.gold && execution.pred && execution.gold->ok() && execution.pred->ok();
    const exec::ResultSet* g = bothRan ? &execution.gold->result : nullptr;
    const exec::ResultSet* p = bothRan ? &execution.pred->result : nullptr;

    // EX (Spider).
    out.ex = execution.spiderEx;
    if (execution.spiderEx == 1) {
        markAll(out.goldRows, kMatchEx);
        markAll(out.predRows, kMatchEx);
    } else if (execution.spiderEx && bothRan) {
        matchByPosition(*g, *p, kMatchEx, out);
        if (g->rowCount() == p->rowCount() && g->columnCount() == p->columnCount() &&
            g->rows == p->rows)
            out.messages.push_back(
                "EX: 0 although the rows agree: Spider keys each column by its select item "
                "(docs/metrics/execution.md#ex-spider)");
    }
    if (execution.bird) out.exBird = execution.bird->ex;

    // EXE.
    if (const auto& exe = execution.exe) {
        if (exe->status == exec::ExeStatus::Pass || exe->status == exec::ExeStatus::Fail)
            out.exe = exe->score();
        if (exe->status == exec::ExeStatus::Pass) {
            markAll(out.goldRows, kMatchExe);
            markAll(out.predRows, kMatchExe);
        } else if (exe->status == exec::ExeStatus::Fail && bothRan &&
                   g->columnCount() == p->columnCount()) {
            if (goldOrdered(gold)) {
                matchByPosition(*g, *p, kMatchExe, out);
            } else {
                matchAsBags(*g, *p, kMatchExe, out);
            }
        }
        if (exe->status == exec::ExeStatus::GoldError) {
            out.messages.push_back("EXE: gold failed on test database " +
                                   std::to_string(exe->goldErrorDatabase) + ": " +
                                   exe->goldMessage);
        } else if (exe->status == exec::ExeStatus::Cancelled) {
            out.messages.push_back("EXE: cancelled");
        } else if (exe->status == exec::ExeStatus::Fail && exe->predictionFailure) {
            const auto& failure = *exe->predictionFailure;
            if (failure.executionFailed && failure.database > 0) {  // database 0: said above
                out.messages.push_back("EXE: prediction failed on test database " +
                                       std::to_string(failure.database) + ": " +
                                       std::string(exec::execStatusName(failure.predStatus)) +
                                       ": " + failure.predMessage);
            } else if (failure.database > 0) {
                out.messages.push_back(
                    "EXE: results differ on test database " + std::to_string(failure.database) +
                    " (" + std::string(exec::resultEqReasonName(failure.comparison.reason)) + ")");
            }
        }
    }

    // EXP / EXR (SQLMorph).
    if (const auto& morph = execution.sqlMorph) {
        if (morph->graded) {
            out.exp = morph->exp;
            out.exr = morph->exr;
            out.exF1 = morph->f1;
        }
        if (morph->path == exec::SqlMorphPath::ExShortCircuit) {
            // EX = 1 settles all four metrics: every row and cell counts.
            markAll(out.goldRows, kMatchExf);
            markAll(out.predRows, kMatchExf);
            for (auto* cells : {&out.goldCells, &out.predCells})
                for (std::vector<bool>& rowCells : *cells)
                    rowCells.assign(rowCells.size(), true);
            // No alignment was searched: the columns correspond by position.
            for (size_t c = 0; c < out.columnMapping.size() && c < out.gold.columns.size(); ++c)
                out.columnMapping[c] = static_cast<int>(c);
        }
        for (const exec::SqlMorphColumnPair& pair : morph->columnPairs)
            if (pair.predColumn < out.columnMapping.size())
                out.columnMapping[pair.predColumn] = static_cast<int>(pair.goldColumn);
        for (const exec::SqlMorphRowMatch& match : morph->rowMatches) {
            markRow(out.goldRows, match.goldRow, kMatchExf);
            markRow(out.predRows, match.predRow, kMatchExf);
            for (const exec::SqlMorphCellPair& cell : match.cells) {
                if (match.goldRow < out.goldCells.size() &&
                    cell.goldColumn < out.goldCells[match.goldRow].size())
                    out.goldCells[match.goldRow][cell.goldColumn] = true;
                if (match.predRow < out.predCells.size() &&
                    cell.predColumn < out.predCells[match.predRow].size())
                    out.predCells[match.predRow][cell.predColumn] = true;
            }
        }
        if (morph->hasError && !morph->errorMessage.empty() && !goldRunFailed && !predRunFailed)
            out.messages.push_back("EXP/EXR: " + morph->errorMessage);
    }
    return out;
}

}  // namespace sqlscope::explain
