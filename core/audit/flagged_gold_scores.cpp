#include "core/audit/flagged_gold_scores.h"

#include <algorithm>
#include <cstdio>
#include <sstream>

#include "core/annotate/annotation.h"
#include "core/audit/gold_audit.h"
#include "core/inspect/pair_table.h"
#include "core/inspect/verdict_columns.h"
#include "core/job/summary_row.h"
#include "core/report/csv_writer.h"

namespace sqlscope::audit {

namespace {

// The sums of one run, added to one row at a time.
struct RunTally {
    size_t pairs = 0;
    size_t excludedPairs = 0;
    std::vector<size_t> with, keptWith;
    std::vector<double> sum, keptSum;

    RunTally()
        : with(inspect::kVerdictColumnCount, 0),
          keptWith(inspect::kVerdictColumnCount, 0),
          sum(inspect::kVerdictColumnCount, 0.0),
          keptSum(inspect::kVerdictColumnCount, 0.0) {}

    void add(const job::SummaryRow& row, bool excluded) {
        ++pairs;
        excludedPairs += excluded;
        for (size_t c = 0; c < inspect::kVerdictColumnCount; ++c) {
            const inspect::Cell cell = inspect::cellOf(row, c);
            if (cell.verdict == inspect::CellVerdict::NoVerdict) continue;
            ++with[c];
            sum[c] += cell.value;
            if (excluded) continue;
            ++keptWith[c];
            keptSum[c] += cell.value;
        }
    }

    RunWithAndWithout finish(size_t run, std::string name) const {
        RunWithAndWithout r;
        r.run = run;
        r.name = std::move(name);
        r.pairs = pairs;
        r.excludedPairs = excludedPairs;
        const auto& columns = inspect::verdictColumns();
        for (size_t c = 0; c < columns.size(); ++c) {
            MetricWithAndWithout m;
            m.column = c;
            m.label = std::string(columns[c].label);
            m.binary = columns[c].binary;
            const double scale = m.binary ? 100.0 : 1.0;
            m.withVerdict = with[c];
            m.keptWithVerdict = keptWith[c];
            if (with[c] > 0) m.all = scale * sum[c] / double(with[c]);
            if (keptWith[c] > 0) m.kept = scale * keptSum[c] / double(keptWith[c]);
            r.metrics.push_back(std::move(m));
        }
        return r;
    }
};

bool contains(const std::vector<uint32_t>& sorted, uint32_t item) {
    return std::binary_search(sorted.begin(), sorted.end(), item);
}

std::vector<uint32_t> sortedUnique(std::vector<uint32_t> items) {
    std::sort(items.begin(), items.end());
    items.erase(std::unique(items.begin(), items.end()), items.end());
    return items;
}

}  // namespace

std::string_view excludedGoldsKey(ExcludedGolds which) {
    return which == ExcludedGolds::Flagged ? "flagged" : "warned";
}

std::optional<ExcludedGolds> parseExcludedGolds(std::string_view key) {
    if (key == "flagged") return ExcludedGolds::Flagged;
    if (key == "warned") return ExcludedGolds::Warned;
    return std::nullopt;
}

std::vector<uint32_t> excludedItems(const std::vector<GoldAudit>& audits, ExcludedGolds which) {
    std::vector<uint32_t> items;
    for (const GoldAudit& a : audits) {
        const bool out = which == ExcludedGolds::Flagged
                             ? a.flagged()
                             : std::any_of(a.flags.begin(), a.flags.end(), [](const AuditFlag& f) {
                                   return f.severity == Severity::Warning;
                               });
        if (out) items.push_back(a.item);
    }
    return sortedUnique(std::move(items));
}

std::vector<uint32_t> questionableItems(
    const std::vector<annotate::QuestionAnnotation>& annotations) {
    std::vector<uint32_t> items;
    for (const annotate::QuestionAnnotation& a : annotations)
        if (a.goldQuestionable) items.push_back(a.question.item);
    return sortedUnique(std::move(items));
}

std::vector<RunWithAndWithout> scoresWithAndWithout(const std::vector<job::SummaryRow>& rows,
                                                    const std::vector<std::string>& runNames,
                                                    const std::vector<uint32_t>& excluded) {
    const std::vector<uint32_t> sorted = sortedUnique(excluded);
    std::vector<RunTally> tallies(runNames.size());
    for (const job::SummaryRow& row : rows)
        if (row.run < tallies.size()) tallies[row.run].add(row, contains(sorted, row.item));
    std::vector<RunWithAndWithout> out;
    for (size_t run = 0; run < tallies.size(); ++run)
        out.push_back(tallies[run].finish(run, runNames[run]));
    return out;
}

std::vector<RunWithAndWithout> scoresWithAndWithout(const inspect::PairTable& table,
                                                    const std::vector<uint32_t>& excluded) {
    const std::vector<uint32_t> sorted = sortedUnique(excluded);
    std::vector<RunWithAndWithout> out;
    for (size_t run = 0; run < table.runCount(); ++run) {
        RunTally tally;
        for (size_t pos = 0; pos < table.itemCount(); ++pos)
            if (table.has(pos, run))
                tally.add(table.row(pos, run), contains(sorted, table.itemIndex(pos)));
        out.push_back(tally.finish(run, table.runName(run)));
    }
    return out;
}

std::string scoreText(const std::optional<double>& value, bool binary, bool sign) {
    if (!value) return "-";
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, binary ? "%.1f" : "%.3f", *value);
    std::string text = buffer;
    if (text == "-0.0" || text == "-0.000") text.erase(0, 1);
    if (sign && text[0] != '-' && text.find_first_not_of("0.") != std::string::npos)
        text.insert(0, "+");
    return text;
}

std::string formatScoresWithAndWithout(const ScoresWithAndWithout& scores) {
    std::ostringstream out;
    const std::string which(excludedGoldsKey(scores.exclude));
    out << "scores with and without the " << which << " golds (" << scores.excludedItems.size()
        << " left out)\n";
    for (const RunWithAndWithout& run : scores.runs) {
        out << "  run " << run.name << ": " << run.pairs << " pairs, " << run.excludedPairs
            << " of them with a " << which << " gold\n";
        char line[160];
        std::snprintf(line, sizeof line, "    %-9s %9s %12s %8s %9s\n", "metric", "all",
                      ("w/o " + which).c_str(), "delta", "left out");
        out << line;
        for (const MetricWithAndWithout& m : run.metrics) {
            if (m.withVerdict == 0) continue;
            std::snprintf(line, sizeof line, "    %-9s %9s %12s %8s %9zu\n", m.label.c_str(),
                          scoreText(m.all, m.binary).c_str(), scoreText(m.kept, m.binary).c_str(),
                          scoreText(m.delta(), m.binary, true).c_str(),
                          m.withVerdict - m.keptWithVerdict);
            out << line;
        }
    }
    return out.str();
}

std::string scoresCsv(const ScoresWithAndWithout& scores) {
    auto number = [](const std::optional<double>& v) {
        if (!v) return std::string();
        char buffer[64];
        std::snprintf(buffer, sizeof buffer, "%.6f", *v);
        return std::string(buffer);
    };
    std::string out = "run,metric,all,without,delta,with_verdict,kept_with_verdict\n";
    const auto& columns = inspect::verdictColumns();
    for (const RunWithAndWithout& run : scores.runs)
        for (const MetricWithAndWithout& m : run.metrics) {
            if (m.withVerdict == 0) continue;
            out += report::csvField(run.name) + "," + std::string(columns[m.column].key) + "," +
                   number(m.all) + "," + number(m.kept) + "," + number(m.delta()) + "," +
                   std::to_string(m.withVerdict) + "," + std::to_string(m.keptWithVerdict) + "\n";
        }
    return out;
}

}  // namespace sqlscope::audit
