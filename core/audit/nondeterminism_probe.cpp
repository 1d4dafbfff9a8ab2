#include "core/audit/nondeterminism_probe.h"

#include <algorithm>
#include <map>
#include <optional>
#include <utility>

#include "core/audit/shape_checks.h"
#include "core/exec/testsuite_compare.h"
#include "core/exec/testsuite_preprocess.h"
#include "core/sql/ast.h"

namespace sqlscope::audit {

namespace {

std::string rowText(const exec::Row& row) {
    std::string out = "(";
    for (size_t i = 0; i < row.size(); ++i)
        out += (i ? ", " : "") + row[i].pythonStr();
    return out + ")";
}

// Rows of `a` not in `b`, as bags; at most `cap`, and how many in all.
std::pair<std::vector<std::string>, size_t> onlyIn(const exec::ResultSet& a,
                                                   const exec::ResultSet& b, size_t cap) {
    std::map<std::string, long> count;
    for (const exec::Row& r : b.rows)
        ++count[rowText(r)];
    std::vector<std::string> out;
    size_t total = 0;
    for (const exec::Row& r : a.rows) {
        std::string t = rowText(r);
        if (count[t]-- > 0) continue;
        ++total;
        if (out.size() < cap) out.push_back(std::move(t));
    }
    return {out, total};
}

std::string count(size_t rows) {
    return std::to_string(rows) + (rows == 1 ? " row" : " rows");
}

std::string join(const std::vector<std::string>& parts) {
    std::string out;
    for (const std::string& p : parts)
        out += (out.empty() ? "" : " ") + p;
    return out;
}

bool hasKind(const std::vector<AuditFlag>& flags, FlagKind kind) {
    return std::any_of(flags.begin(), flags.end(),
                       [&](const AuditFlag& f) { return f.kind == kind; });
}

std::string failure(const std::string& variant, const exec::ExecResult& r) {
    return variant + ": " + std::string(exec::execStatusName(r.status)) +
           (r.message.empty() ? "" : ": " + r.message);
}

}  // namespace

ResultEvidence evidenceOf(const std::string& variant, const exec::ResultSet& result) {
    ResultEvidence e;
    e.variant = variant;
    e.columns = result.columnNames;
    e.rowCount = result.rowCount();
    for (size_t i = 0; i < result.rows.size() && i < kEvidenceRows; ++i) {
        std::vector<std::string> row;
        for (const exec::Value& v : result.rows[i])
            row.push_back(v.pythonStr());
        e.rows.push_back(std::move(row));
    }
    return e;
}

NondeterminismProbe::NondeterminismProbe(ProbeSettings settings)
    : settings_(settings), copies_(settings.seed) {}

ProbeOutcome NondeterminismProbe::probe(const std::string& path, const std::string& sql,
                                        const sql::SelectStatement* statement,
                                        const std::vector<AuditFlag>& shapeFlags,
                                        const std::atomic<bool>* stop) {
    ProbeOutcome outcome;
    exec::ExecOptions usualOptions = settings_.exec;
    usualOptions.reverseUnorderedSelects = false;
    exec::ExecOptions reversedOptions = settings_.exec;
    reversedOptions.reverseUnorderedSelects = true;

    const exec::ExecResult a = usual_.run(path, sql, usualOptions, stop);
    if (!a.ok()) {
        outcome.problem = failure("the gold", a);
        return outcome;
    }
    outcome.ran = true;
    // Spider EX: in order when the gold says "order by" anywhere, as bags
    // otherwise (docs/metrics/execution.md).
    const bool ordered = exec::goldOrderMatters(sql);
    const bool topOrderBy = statement && !statement->orderBy.empty();
    const bool topLimit = statement && statement->limit.has_value();
    const bool bare = hasBareGroupColumn(shapeFlags);
    const bool unorderedLimit = hasKind(shapeFlags, FlagKind::LimitWithoutOrderBy);

    // The tie-break variants (a top-level ORDER BY only): every result
    // column appended to the sort keys, ascending, then descending.
    std::optional<exec::ExecResult> up, down;
    if (topOrderBy && a.result.columnCount() > 0) {
        const uint32_t at = statement->orderBy.back().span.end;
        if (at <= sql.size()) {
            std::string asc, desc;
            for (size_t c = 1; c <= a.result.columnCount(); ++c) {
                asc += ", " + std::to_string(c);
                desc += ", " + std::to_string(c) + " DESC";
            }
            up = usual_.run(path, sql.substr(0, at) + asc + sql.substr(at), usualOptions, stop);
            down = usual_.run(path, sql.substr(0, at) + desc + sql.substr(at), usualOptions, stop);
            if (!up->ok()) outcome.notes.push_back(failure("tie_break_asc", *up));
            if (!down->ok()) outcome.notes.push_back(failure("tie_break_desc", *down));
        }
    }
    const bool tiesCut = up && down && up->ok() && down->ok() && topLimit &&
                         !exec::resultEq(up->result, down->result, false).equal;

    auto addFlag = [&](AuditFlag flag, const std::string& variant) {
        for (AuditFlag& f : outcome.flags) {
            if (f.kind != flag.kind) continue;
            f.facts.push_back("also changed under " + variant);
            return;
        }
        outcome.flags.push_back(std::move(flag));
    };
    auto differences = [&](AuditFlag& flag, const exec::ResultSet& x, const exec::ResultSet& y,
                           const std::string& xName, const std::string& yName) {
        const auto [onlyX, nx] = onlyIn(x, y, 5);
        const auto [onlyY, ny] = onlyIn(y, x, 5);
        if (nx == 0 && ny == 0) {
            flag.facts.push_back("the same rows in another order");
            return;
        }
        flag.facts.push_back(count(nx) + " only in " + xName +
                             (onlyX.empty() ? "" : ": " + join(onlyX)));
        flag.facts.push_back(count(ny) + " only in " + yName +
                             (onlyY.empty() ? "" : ": " + join(onlyY)));
    };

    // One variant against the usual run.
    auto compare = [&](const std::string& variant, const exec::ExecResult& v) {
        if (!v.ok()) {
            outcome.notes.push_back(failure(variant, v));
            return;
        }
        if (exec::resultEq(a.result, v.result, ordered).equal) return;
        const bool sameBag = exec::resultEq(a.result, v.result, false).equal;
        exec::CompareOptions close;
        close.floatTolerance = 1e-9;
        AuditFlag flag;
        flag.severity = Severity::Warning;
        const std::string when = " under " + variant;
        if (exec::resultEq(a.result, v.result, ordered, close).equal) {
            flag.kind = FlagKind::FloatAggregateOrder;
            flag.message = "a floating-point aggregate rounds to other last digits" + when +
                           ": its value depends on the order of the rows it adds";
        } else if (tiesCut) {
            flag.kind = FlagKind::LimitCutsTies;
            flag.message =
                "the LIMIT cuts through rows tied under the ORDER BY key: other rows" + when;
        } else if (bare) {
            flag.kind = FlagKind::BareColumnChoice;
            flag.message = "a bare column under GROUP BY took another row's value" + when;
        } else if (unorderedLimit) {
            flag.kind = FlagKind::UnorderedLimit;
            flag.message = "a LIMIT without ORDER BY kept other rows" + when;
        } else if (topOrderBy && topLimit && !sameBag) {
            flag.kind = FlagKind::LimitCutsTies;
            flag.message =
                "the LIMIT cuts through rows tied under the ORDER BY key: other rows" + when;
        } else if (ordered && sameBag && !topOrderBy) {
            flag.kind = FlagKind::RowOrderCompared;
            flag.severity = Severity::Info;
            flag.message = "the same rows in another order" + when +
                           ": the outer query has no ORDER BY, but Spider EX compares in order "
                           "because the gold says 'order by' (in a subquery)";
        } else if (ordered && sameBag) {
            flag.kind = FlagKind::TiedRowsOrder;
            flag.severity = Severity::Info;
            flag.message = "rows tied under ORDER BY come in another order" + when +
                           " (Spider EX compares them in order)";
        } else {
            flag.kind = FlagKind::OtherNondeterminism;
            flag.message = "the result changed" + when;
        }
        if (statement && (flag.kind == FlagKind::LimitCutsTies) && statement->limit)
            flag.span = statement->limit->span;
        differences(flag, a.result, v.result, "usual", variant);
        flag.results.push_back(evidenceOf("usual", a.result));
        flag.results.push_back(evidenceOf(variant, v.result));
        addFlag(std::move(flag), variant);
    };

    compare("reverse_unordered_selects", reversed_.run(path, sql, reversedOptions, stop));
    if (settings_.shuffle) {
        const ShuffledCopy& copy = copies_.copyOf(path);
        const std::string variant = "shuffled seed=" + std::to_string(settings_.seed);
        if (copy.path.empty()) {
            outcome.notes.push_back(variant + ": no copy: " + copy.error);
        } else {
            compare(variant, usual_.run(copy.path, sql, usualOptions, stop));
        }
    }
    // The tie-break runs against each other: ties the scan orders did not show.
    if (up && down && up->ok() && down->ok() &&
        !exec::resultEq(up->result, down->result, true).equal) {
        const bool sameBag = exec::resultEq(up->result, down->result, false).equal;
        AuditFlag flag;
        if (!sameBag) {
            flag.kind = FlagKind::LimitCutsTies;
            flag.severity = Severity::Warning;
            flag.message =
                "the LIMIT cuts through rows tied under the ORDER BY key: other rows when the "
                "tie is broken the other way";
            if (statement->limit) flag.span = statement->limit->span;
        } else {
            flag.kind = FlagKind::TiedRowsOrder;
            flag.severity = Severity::Info;
            flag.message =
                "rows tied under ORDER BY come in either order when the tie is broken "
                "the other way (Spider EX compares them in order)";
        }
        differences(flag, up->result, down->result, "tie_break_asc", "tie_break_desc");
        flag.results.push_back(evidenceOf("usual", a.result));
        flag.results.push_back(evidenceOf("tie_break_asc", up->result));
        flag.results.push_back(evidenceOf("tie_break_desc", down->result));
        addFlag(std::move(flag), "tie_break_asc/desc");
    }
    return outcome;
}

}  // namespace sqlscope::audit
