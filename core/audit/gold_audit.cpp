#include "core/audit/gold_audit.h"

#include <algorithm>

#include "core/audit/shape_checks.h"
#include "core/dataset/benchmark.h"
#include "core/schema/catalog.h"
#include "core/sql/parser.h"

namespace sqlscope::audit {

AuditSummary summarize(const std::vector<GoldAudit>& audits) {
    AuditSummary s;
    s.golds = audits.size();
    for (const GoldAudit& a : audits) {
        if (a.flagged()) ++s.flagged;
        if (std::any_of(a.flags.begin(), a.flags.end(),
                        [](const AuditFlag& f) { return f.severity == Severity::Warning; }))
            ++s.warned;
        if (!a.problems.empty()) ++s.withProblems;
        std::array<bool, kFlagKindCount> seen{};
        for (const AuditFlag& f : a.flags) {
            const size_t k = static_cast<size_t>(f.kind);
            ++s.flags[k];
            if (!seen[k]) ++s.goldsByKind[k];
            seen[k] = true;
        }
    }
    return s;
}

GoldAuditor::GoldAuditor(const schema::Catalog& catalog, AuditSettings settings)
    : catalog_(catalog), settings_(std::move(settings)) {
    if (settings_.execute) probe_ = std::make_unique<NondeterminismProbe>(settings_.probe);
}

GoldAuditor::~GoldAuditor() = default;

GoldAudit GoldAuditor::audit(uint32_t item, const dataset::BenchmarkItem& gold,
                             const std::atomic<bool>* stop) {
    GoldAudit out;
    out.item = item;
    out.id = gold.id;
    out.dbId = gold.dbId;
    out.sql = gold.gold;
    out.line = gold.line;
    const schema::DatabaseSchema* database = catalog_.find(gold.dbId);
    if (!database) out.problems.push_back("schema: no database '" + gold.dbId + "' in tables.json");

    const sql::ParseResult parsed = sql::parse(gold.gold);
    if (parsed.ok()) {
        out.parsed = true;
        out.flags = checkShapes(*parsed.statement, gold.gold, database);
    } else if (parsed.error) {
        out.problems.push_back("parse: " + std::to_string(parsed.error->line) + ":" +
                               std::to_string(parsed.error->column) + ": " + parsed.error->message);
    }
    if (!probe_) return out;
    const std::string path = schema::databasePath(settings_.databaseDir, gold.dbId);
    if (path.empty()) {
        out.problems.push_back("database: '" + gold.dbId + "' is not a plain db_id");
        return out;
    }
    ProbeOutcome probed = probe_->probe(
        path, gold.gold, parsed.ok() ? parsed.statement.get() : nullptr, out.flags, stop);
    out.executed = probed.ran;
    if (!probed.problem.empty()) out.problems.push_back(probed.problem);
    for (std::string& note : probed.notes)
        out.problems.push_back(std::move(note));
    for (AuditFlag& f : probed.flags)
        out.flags.push_back(std::move(f));
    return out;
}

}  // namespace sqlscope::audit
