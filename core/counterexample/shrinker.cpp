#include "core/counterexample/shrinker.h"

#include <cmath>
#include <string>
#include <vector>

namespace sqlscope::counterexample {

namespace {

// Simpler values to try in place of `v`, simplest first; none for NULL.
std::vector<exec::Value> simpler(const exec::Value& v) {
    std::vector<exec::Value> out;
    switch (v.type()) {
        case exec::Value::Type::Integer:
            for (int64_t n : {int64_t(0), int64_t(1)})
                if (std::llabs(n) < std::llabs(v.asInteger()))
                    out.push_back(exec::Value::integer(n));
            break;
        case exec::Value::Type::Real:
            if (std::isfinite(v.asReal()) && std::fabs(v.asReal()) < 9e15 &&
                std::trunc(v.asReal()) != v.asReal())
                out.push_back(exec::Value::integer(static_cast<int64_t>(std::trunc(v.asReal()))));
            break;
        case exec::Value::Type::Text: {
            const std::string& s = v.bytes();
            if (s.size() > 1 || (s.size() == 1 && s != "a")) out.push_back(exec::Value::text("a"));
            if (s.size() > 2) out.push_back(exec::Value::text(s.substr(0, 1)));
            break;
        }
        default:
            break;
    }
    return out;
}

}  // namespace

DatabaseContent shrinkDatabase(DatabaseContent content, const Distinguishes& distinguishes,
                               std::chrono::steady_clock::time_point deadline) {
    auto late = [&] { return std::chrono::steady_clock::now() > deadline; };
    DatabaseContent stored;
    std::string results, current;
    if (!distinguishes(content, stored, current)) return content;
    // Rows: whole tables first (cheap wins), then one row at a time.
    for (size_t t = content.size(); t-- > 0 && !late();) {
        if (content[t].size() < 2) continue;
        DatabaseContent candidate = content;
        candidate[t].clear();
        if (distinguishes(candidate, stored, results)) {
            content = stored;
            current = results;
        }
    }
    // Rows one at a time, then values; again while either makes progress
    // (a value set to NULL can free a parent row).
    bool progress = true;
    for (int round = 0; round < 4 && progress && !late(); ++round) {
        progress = false;
        bool changed = true;
        while (changed && !late()) {
            changed = false;
            for (size_t t = content.size(); t-- > 0 && !late();) {
                for (size_t r = content[t].size(); r-- > 0 && !late();) {
                    DatabaseContent candidate = content;
                    candidate[t].erase(candidate[t].begin() + static_cast<std::ptrdiff_t>(r));
                    if (distinguishes(candidate, stored, results) &&
                        totalRows(stored) < totalRows(content)) {
                        content = stored;
                        current = results;
                        changed = progress = true;
                        if (r > content[t].size()) r = content[t].size();
                    }
                }
            }
        }
        // Values, keeping every row (a simplification that loses a row to a
        // constraint is refused).
        for (size_t t = 0; t < content.size() && !late(); ++t) {
            for (size_t r = 0; r < content[t].size() && !late(); ++r) {
                for (size_t c = 0; c < content[t][r].size() && !late(); ++c) {
                    for (const exec::Value& v : simpler(content[t][r][c])) {
                        DatabaseContent candidate = content;
                        candidate[t][r][c] = v;
                        if (distinguishes(candidate, stored, results) &&
                            totalRows(stored) == totalRows(content)) {
                            content = stored;
                            current = results;
                            progress = true;
                            break;
                        }
                    }
                }
            }
        }
        // NULL for every value the results do not depend on (refused where
        // NOT NULL or in a PRIMARY KEY: the row would be lost).
        for (size_t t = 0; t < content.size() && !late(); ++t) {
            for (size_t r = 0; r < content[t].size() && !late(); ++r) {
                for (size_t c = 0; c < content[t][r].size() && !late(); ++c) {
                    if (content[t][r][c].isNull()) continue;
                    DatabaseContent candidate = content;
                    candidate[t][r][c] = exec::Value::null();
                    if (distinguishes(candidate, stored, results) && results == current &&
                        totalRows(stored) == totalRows(content)) {
                        content = stored;
                        progress = true;
                    }
                }
            }
        }
    }
    return content;
}

}  // namespace sqlscope::counterexample
