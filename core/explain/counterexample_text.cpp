#include "core/explain/counterexample_text.h"

#include <algorithm>
#include <cstdio>
#include <vector>

#include "core/counterexample/exc_verdict.h"

namespace sqlscope::explain {

namespace {

std::string optionalText(const std::optional<int>& v) {
    return v ? std::to_string(*v) : "-";
}

// The rows of `result` as text lines: "a | b", header first.
std::vector<std::string> resultLines(const exec::ResultSet& result, size_t cellWidth) {
    auto cell = [&](std::string text) {
        for (char& c : text)
            if (c == '\n' || c == '\r' || c == '\t') c = ' ';
        if (text.size() > cellWidth) text = text.substr(0, cellWidth - 3) + "...";
        return text;
    };
    std::vector<std::string> lines;
    std::string header;
    for (size_t c = 0; c < result.columnNames.size(); ++c)
        header += (c ? " | " : "") + cell(result.columnNames[c]);
    lines.push_back(header);
    for (const exec::Row& row : result.rows) {
        std::string line;
        for (size_t c = 0; c < row.size(); ++c)
            line += (c ? " | " : "") + cell(row[c].pythonStr());
        lines.push_back(line);
    }
    if (result.rows.empty()) lines.push_back("(no rows)");
    return lines;
}

}  // namespace

std::string counterexampleText(const counterexample::ExcVerdict& verdict,
                               const counterexample::SearchOptions& options, int width) {
    using counterexample::CounterexampleStatus;
    const counterexample::Counterexample& cx = verdict.counterexample;
    char budget[64];
    std::snprintf(budget, sizeof budget, "budget %.0f ms, seed %llu", options.budgetSeconds * 1000,
                  static_cast<unsigned long long>(options.seed));
    std::string out = "\nCounterexample (compared as " +
                      std::string(counterexample::comparedMetricName(cx.metric)) + ", " + budget +
                      ")\n";
    out += "  exc: " + optionalText(verdict.exc) +
           "   esm+ (strict): " + optionalText(verdict.esmPlusStrict) +
           "   sqlscope: " + optionalText(verdict.sqlscope) + "   counterexample: " +
           std::string(counterexample::counterexampleStatusName(cx.status)) + "\n";
    char seconds[32];
    std::snprintf(seconds, sizeof seconds, "%.3f", cx.seconds);
    switch (cx.status) {
        case CounterexampleStatus::Found:
            out += "  found by the " + cx.foundBy + " database of trial " +
                   std::to_string(cx.trials) + ", shrunk from " + std::to_string(cx.rowsFound) +
                   " to " + std::to_string(cx.rowsShrunk) + " rows, in " + seconds + " s\n\n";
            break;
        case CounterexampleStatus::None:
            out += "  no database told the queries apart in " + std::to_string(cx.trials) +
                   " trials (" + seconds + " s)\n";
            return out;
        default:
            out += "  " + cx.reason + "\n";
            return out;
    }
    out += "Database (sqlite3 script):\n" + cx.script + "\n";
    const size_t half = static_cast<size_t>(std::max(20, (width - 3) / 2));
    const std::vector<std::string> gold = resultLines(cx.goldResult, half / 2);
    const std::vector<std::string> pred = resultLines(cx.predResult, half / 2);
    auto fit = [&](std::string s) {
        if (s.size() > half) s = s.substr(0, half - 3) + "...";
        return s + std::string(half - s.size(), ' ');
    };
    auto rows = [](size_t n) { return std::to_string(n) + (n == 1 ? " row" : " rows"); };
    out += fit("Gold result (" + rows(cx.goldResult.rows.size()) + ")") + " | " +
           "Prediction result (" + rows(cx.predResult.rows.size()) + ")\n";
    for (size_t i = 0; i < std::max(gold.size(), pred.size()); ++i) {
        std::string line =
            fit(i < gold.size() ? gold[i] : "") + " | " + (i < pred.size() ? pred[i] : "");
        while (!line.empty() && line.back() == ' ')
            line.pop_back();
        out += line + "\n";
    }
    return out;
}

}  // namespace sqlscope::explain
