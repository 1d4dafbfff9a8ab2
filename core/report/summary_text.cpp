#include "core/report/summary_text.h"

#include <algorithm>
#include <cstdio>

#include "core/report/metric_registry.h"
#include "core/util/number_text.h"

namespace sqlscope::report {

namespace {

std::string pad(std::string text, size_t width) {
    if (text.size() < width) text.append(width - text.size(), ' ');
    return text;
}

std::string padLeft(std::string text, size_t width) {
    if (text.size() < width) text.insert(0, width - text.size(), ' ');
    return text;
}

std::string trimRight(std::string text) {
    while (!text.empty() && text.back() == ' ')
        text.pop_back();
    return text;
}

const MetricDefinition& def(int m) {
    return metricDefinitions()[static_cast<size_t>(m)];
}

bool selected(const ReportAggregate& aggregate, const std::string& key) {
    const int m = metricIndex(key);
    return std::find(aggregate.metrics.begin(), aggregate.metrics.end(), m) !=
           aggregate.metrics.end();
}

std::string rule(char c) {
    return std::string(70, c) + "\n";
}

// A table with a first column of names and right-aligned value columns.
struct Table {
    std::vector<std::string> header;
    std::vector<std::vector<std::string>> rows;
    size_t firstWidth = 20;

    std::string str() const {
        std::vector<size_t> widths(header.size(), 0);
        widths[0] = firstWidth;
        auto widen = [&](const std::vector<std::string>& row) {
            for (size_t i = 0; i < row.size() && i < widths.size(); ++i)
                widths[i] = std::max(widths[i], row[i].size() + (i == 0 ? 1 : 0));
        };
        widen(header);
        for (const auto& row : rows)
            widen(row);
        std::string out;
        auto line = [&](const std::vector<std::string>& row) {
            std::string text;
            for (size_t i = 0; i < row.size(); ++i)
                text += i == 0 ? pad(row[i], widths[0]) : "  " + padLeft(row[i], widths[i]);
            out += trimRight(text) + "\n";
        };
        line(header);
        for (const auto& row : rows)
            line(row);
        return out;
    }
};

std::string scoreText(const Score& score) {
    return score.n == 0 ? "-" : util::fixedText(score.mean(), 3);
}

std::string percent(size_t part, size_t whole) {
    return whole == 0 ? "-" : util::fixedText(100.0 * static_cast<double>(part) / whole, 1) + "%";
}

// Rows of per-group scores: name, pairs, one column per metric; more than
// kColumnsPerTable metrics continue in a second table below, so lines stay
// narrow.
constexpr size_t kColumnsPerTable = 8;

std::string groupTable(const std::string& title, const std::vector<GroupScores>& groups,
                       const std::vector<int>& metrics) {
    std::string out;
    for (size_t first = 0; first < metrics.size(); first += kColumnsPerTable) {
        const size_t last = std::min(metrics.size(), first + kColumnsPerTable);
        Table table;
        table.header = {title, "pairs"};
        for (size_t k = first; k < last; ++k)
            table.header.push_back(def(metrics[k]).label);
        for (const GroupScores& group : groups) {
            std::vector<std::string> row = {group.name, std::to_string(group.pairs)};
            for (size_t k = first; k < last; ++k)
                row.push_back(scoreText(group.scores[metrics[k]]));
            table.rows.push_back(std::move(row));
        }
        if (first > 0) out += '\n';
        out += table.str();
    }
    return out;
}

std::string outcomesText(const OutcomeCounts& o, const ReportAggregate& aggregate) {
    std::string out;
    out += "predictions: " + std::to_string(o.parsed) + " parsed, " +
           std::to_string(o.parseErrors) + " parse error" + (o.parseErrors == 1 ? "" : "s") +
           " (sqlscope's parser), " + std::to_string(o.missing) + " missing\n";
    if (o.notRun < o.pairs - o.missing || o.goldError > 0) {
        out += "execution:   " + std::to_string(o.ok) + " ok, " + std::to_string(o.error) +
               " error, " + std::to_string(o.timeout) + " timeout, " + std::to_string(o.denied) +
               " denied, " + std::to_string(o.goldError) + " gold error";
        // The budgets' own outcomes, named only when a pair met one.
        if (o.rowLimit + o.memoryLimit + o.tooLarge > 0)
            out += ", " + std::to_string(o.rowLimit) + " row limit, " +
                   std::to_string(o.memoryLimit) + " memory limit, " + std::to_string(o.tooLarge) +
                   " too large";
        out += '\n';
    } else {
        out += "execution:   not run (no execution metric selected)\n";
    }
    out += "ESM:         " + std::to_string(o.esmScored) + " scored, " +
           std::to_string(o.esmUnscored) + " not scored (gold unreadable by Spider's parser)\n";
    (void)aggregate;
    return out;
}

// "quirks: reference quirks changed N verdicts: exe_value_replacement 2
// (reproduced), ..." when some pair's verdict depends on a reproduced
// reference quirk (docs/cli.md, "Reference quirks"); nothing otherwise.
std::string quirksText(const OutcomeCounts& o, const nlohmann::ordered_json& settings) {
    if (o.quirkChanged == 0) return {};
    const bool exeCorrected = settings.is_object() && settings.contains("exe_value_replacement") &&
                              settings["exe_value_replacement"] == false;
    std::string out = "quirks:      reference quirks changed " + std::to_string(o.quirkChanged) +
                      " verdict" + (o.quirkChanged == 1 ? "" : "s") + ":";
    bool first = true;
    for (size_t q = 0; q < eval::kReferenceQuirkCount; ++q) {
        if (o.quirks[q] == 0) continue;
        out += first ? " " : ", ";
        first = false;
        const bool corrected =
            q == static_cast<size_t>(eval::ReferenceQuirk::ExeValueReplacement) && exeCorrected;
        out += std::string(eval::kReferenceQuirkNames[q]) + " " + std::to_string(o.quirks[q]) +
               (corrected ? " (corrected here)" : " (reproduced)");
    }
    return out + "\n";
}

}  // namespace

std::string formatSpiderTable(const Report& report, const ReportAggregate& aggregate, size_t run) {
    const RunAggregate& agg = aggregate.runs[run];
    const auto levels = agg.esm.summary();
    std::string table = agg.esm.formatTable(false);
    // formatTable's first two lines are the header and the count row.
    size_t afterCount = table.find('\n', table.find('\n') + 1) + 1;
    std::string head = table.substr(0, afterCount);
    std::string rest = table.substr(afterCount);
    std::string out = head;
    if (aggregate.executionMetric >= 0) {
        const int m = aggregate.executionMetric;
        auto row = [](const std::string& name, const std::vector<std::string>& cells) {
            std::string line = pad(name, 20);
            for (const std::string& cell : cells)
                line.append(" ").append(pad(cell, 20));
            return line + "\n";
        };
        std::vector<std::string> counts, scores;
        bool differs = false;
        for (size_t level = 0; level < 5; ++level) {
            const Score& s = level < 4 ? agg.byHardness[level].scores[m] : Score{};
            Score all;
            if (level == 4)
                for (size_t l = 0; l < 4; ++l) {
                    all.n += agg.byHardness[l].scores[m].n;
                    all.sum += agg.byHardness[l].scores[m].sum;
                }
            const Score& shown = level < 4 ? s : all;
            counts.push_back(std::to_string(shown.n));
            scores.push_back(util::fixedText(shown.mean(), 3));
            differs = differs || static_cast<int>(shown.n) != levels[level].count;
        }
        out += "=====================   EXECUTION ACCURACY     =====================\n";
        if (differs) out += row("exec count", counts);
        out += row("execution", scores);
    }
    if (selected(aggregate, "esm")) out += rest;
    (void)report;
    return out;
}

std::string formatSummary(const Report& report, const ReportAggregate& aggregate) {
    std::string out;
    const auto& metrics = aggregate.metrics;
    for (size_t r = 0; r < report.runs.size(); ++r) {
        const RunReport& run = report.runs[r];
        const RunAggregate& agg = aggregate.runs[r];
        out += rule('=');
        out += "Run " + run.name + ": " + std::to_string(agg.outcomes.pairs) + " pairs (" +
               run.path + ")\n";
        out += rule('=');
        out += formatSpiderTable(report, aggregate, r);
        out += '\n';
        out += outcomesText(agg.outcomes, aggregate);
        out += quirksText(agg.outcomes, report.settings);

        Table overall;
        overall.header = {"metric", "score", "pairs", "no verdict", "95% CI (by database)"};
        for (int m : metrics) {
            const Score& s = agg.overall[m];
            std::string ci = "-";
            if (agg.intervals[m]) {
                ci = "[";
                ci.append(util::fixedText(agg.intervals[m]->low, 3))
                    .append(", ")
                    .append(util::fixedText(agg.intervals[m]->high, 3))
                    .append("]");
            }
            overall.rows.push_back({def(m).label, scoreText(s), std::to_string(s.n),
                                    std::to_string(agg.outcomes.pairs - s.n), ci});
        }
        out += '\n';
        out += overall.str();

        out += '\n';
        out += groupTable("by hardness", agg.byHardness, metrics);
        if (!agg.byDifficulty.empty()) {
            out += '\n';
            out += groupTable("by difficulty", agg.byDifficulty, metrics);
        }
        if (!agg.byTurn.empty()) {
            out += '\n';
            out += groupTable("by turn", agg.byTurn, metrics);
            out += '\n';
            out += groupTable("interactions (all turns pass)", {agg.interactions},
                              aggregate.binaryMetrics);
        }
        out += '\n';
        out += groupTable("by database", agg.byDatabase, metrics);

        if (!agg.agreements.empty()) {
            Table table;
            table.header = {"agreement (A vs B)", "pairs",          "both pass",
                            "A pass, B fail",     "A fail, B pass", "both fail"};
            for (const AgreementTable& t : agg.agreements) {
                const size_t n = t.compared();
                std::vector<std::string> row = {def(t.first).label + " vs " + def(t.second).label,
                                                std::to_string(n)};
                for (const auto& cell : t.cells)
                    row.push_back(std::to_string(cell.size()) + " (" + percent(cell.size(), n) +
                                  ")");
                table.rows.push_back(std::move(row));
            }
            out += '\n';
            out += table.str();
        }
        for (const std::string& problem : run.problems)
            out += "note: " + problem + "\n";
        out += "\n";
    }

    if (report.runs.size() > 1) {
        out += rule('=');
        out += "All runs (" + std::to_string(report.runs.size()) + ")\n";
        out += rule('=');
        Table table;
        table.header = {"metric"};
        for (const RunReport& run : report.runs)
            table.header.push_back(run.name);
        table.header.push_back("mean");
        table.header.push_back("std");
        for (int m : metrics) {
            std::vector<std::string> row = {def(m).label};
            for (const RunAggregate& run : aggregate.runs)
                row.push_back(scoreText(run.overall[m]));
            const Spread& spread = aggregate.spreads[m];
            row.push_back(spread.count ? util::fixedText(spread.mean, 3) : "-");
            row.push_back(spread.stddev ? util::fixedText(*spread.stddev, 3) : "-");
            table.rows.push_back(std::move(row));
        }
        out += table.str();

        if (!aggregate.paired.empty()) {
            Table tests;
            tests.header = {"McNemar (A vs B)", "metric", "pairs",    "A only",
                            "B only",           "chi2",   "p (exact)"};
            for (const PairedTest& t : aggregate.paired) {
                if (!def(t.metric).agreement) continue;  // report.json has every binary metric
                char p[32];
                std::snprintf(p, sizeof p, "%.3g", t.test.p);
                tests.rows.push_back({report.runs[t.runA].name + " vs " + report.runs[t.runB].name,
                                      def(t.metric).label, std::to_string(t.compared),
                                      std::to_string(t.aOnly), std::to_string(t.bOnly),
                                      util::fixedText(t.test.chi2, 2), p});
            }
            out += '\n';
            out += tests.str();
        }
        out += "\n";
    }
    return out;
}

}  // namespace sqlscope::report
