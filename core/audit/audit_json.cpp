#include "core/audit/audit_json.h"

#include <nlohmann/json.hpp>

#include "core/audit/flagged_gold_scores.h"
#include "core/inspect/verdict_columns.h"
#include "core/report/csv_writer.h"

namespace sqlscope::audit {

namespace {

using nlohmann::ordered_json;

ordered_json flagJson(const AuditFlag& f) {
    ordered_json j;
    j["kind"] = std::string(flagKindKey(f.kind));
    j["severity"] = std::string(severityKey(f.severity));
    j["issue"] = std::string(annotate::goldIssueKey(f.issue()));
    j["message"] = f.message;
    if (f.span) {
        j["span"] = {{"begin", f.span->begin}, {"end", f.span->end}};
    } else {
        j["span"] = nullptr;
    }
    j["facts"] = f.facts;
    ordered_json results = ordered_json::array();
    for (const ResultEvidence& r : f.results) {
        ordered_json e;
        e["variant"] = r.variant;
        e["columns"] = r.columns;
        e["rows"] = r.rows;
        e["row_count"] = r.rowCount;
        results.push_back(std::move(e));
    }
    j["results"] = std::move(results);
    return j;
}

}  // namespace

std::string auditJson(const std::vector<GoldAudit>& audits, const AuditSummary& summary,
                      const AuditJsonContext& context) {
    ordered_json doc;
    doc["schema"] = "sqlscope-audit";
    doc["version"] = 1;
    doc["gold_file"] = context.goldFile;
    doc["executed"] = context.executed;
    doc["seed"] = context.seed;
    ordered_json s;
    s["golds"] = summary.golds;
    s["flagged"] = summary.flagged;
    s["warned"] = summary.warned;
    s["not_fully_checked"] = summary.withProblems;
    if (context.includeTimes) {
        s["seconds"] = summary.seconds;
    } else {
        s["seconds"] = nullptr;
    }
    ordered_json kinds = ordered_json::object();
    for (size_t k = 0; k < kFlagKindCount; ++k) {
        const FlagKind kind = static_cast<FlagKind>(k);
        kinds[std::string(flagKindKey(kind))] = {
            {"flags", summary.flags[k]},
            {"golds", summary.goldsByKind[k]},
            {"issue", std::string(annotate::goldIssueKey(goldIssueOf(kind)))}};
    }
    s["kinds"] = std::move(kinds);
    doc["summary"] = std::move(s);
    ordered_json golds = ordered_json::array();
    for (const GoldAudit& a : audits) {
        if (!a.flagged() && a.problems.empty()) continue;
        ordered_json g;
        g["index"] = a.item;
        g["id"] = a.id;
        g["db_id"] = a.dbId;
        g["line"] = a.line;
        g["question"] = a.question;
        g["sql"] = a.sql;
        g["parsed"] = a.parsed;
        g["executed"] = a.executed;
        g["problems"] = a.problems;
        ordered_json flags = ordered_json::array();
        for (const AuditFlag& f : a.flags)
            flags.push_back(flagJson(f));
        g["flags"] = std::move(flags);
        golds.push_back(std::move(g));
    }
    doc["golds"] = std::move(golds);
    if (context.scores) {
        const ScoresWithAndWithout& scores = *context.scores;
        auto mean = [](const std::optional<double>& v) {
            return v ? ordered_json(*v) : ordered_json(nullptr);
        };
        ordered_json j;
        j["exclude"] = std::string(excludedGoldsKey(scores.exclude));
        j["excluded_golds"] = scores.excludedItems;
        ordered_json runs = ordered_json::array();
        for (const RunWithAndWithout& run : scores.runs) {
            ordered_json r;
            r["name"] = run.name;
            r["pairs"] = run.pairs;
            r["excluded_pairs"] = run.excludedPairs;
            ordered_json metrics = ordered_json::array();
            for (const MetricWithAndWithout& m : run.metrics) {
                if (m.withVerdict == 0) continue;
                ordered_json e;
                e["metric"] = std::string(inspect::verdictColumns()[m.column].key);
                e["with_verdict"] = m.withVerdict;
                e["kept_with_verdict"] = m.keptWithVerdict;
                e["all"] = mean(m.all);
                e["without"] = mean(m.kept);
                e["delta"] = mean(m.delta());
                metrics.push_back(std::move(e));
            }
            r["metrics"] = std::move(metrics);
            runs.push_back(std::move(r));
        }
        j["runs"] = std::move(runs);
        doc["scores"] = std::move(j);
    }
    return doc.dump(2, ' ', false, nlohmann::json::error_handler_t::replace) + "\n";
}

std::string auditCsv(const std::vector<GoldAudit>& audits) {
    std::string out = "index,id,db_id,kind,severity,issue,span_begin,span_end,message\n";
    for (const GoldAudit& a : audits) {
        for (const AuditFlag& f : a.flags) {
            out += std::to_string(a.item) + "," + report::csvField(a.id) + "," +
                   report::csvField(a.dbId) + "," + std::string(flagKindKey(f.kind)) + "," +
                   std::string(severityKey(f.severity)) + "," +
                   std::string(annotate::goldIssueKey(f.issue())) + "," +
                   (f.span ? std::to_string(f.span->begin) : "") + "," +
                   (f.span ? std::to_string(f.span->end) : "") + "," + report::csvField(f.message) +
                   "\n";
        }
    }
    return out;
}

}  // namespace sqlscope::audit
