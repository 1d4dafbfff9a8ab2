#include "core/audit/gold_audit.h"

#include <algorithm>

#include "core/audit/shape_checks.h"
#include "core/dataset/benchmark.h"
#include "core/schema/catalog.h"
#include "core/sql/parser.h"

namespace sqlscope::audit {

namespace {

// The answer of a flag's data query as a fact; a TEXT/number comparison no
// row of the database judges otherwise is harmless here: info.
void checkOnDataWith(exec::Executor& executor, const exec::ExecOptions& options, AuditFlag& f,
                     const std::string& path, const std::atomic<bool>* stop) {
    const exec::ExecResult r = executor.run(path, f.dataQuery, options, stop);
    if (!r.ok() || r.result.rowCount() != 1 || r.result.columnCount() != 2) return;
    const exec::Row& row = r.result.rows[0];
    if (row[0].type() != exec::Value::Type::Integer || row[1].type() != exec::Value::Type::Integer)
        return;
    const int64_t rows = row[0].asInteger(), differ = row[1].asInteger();
    f.facts.push_back("on the data: " + std::to_string(differ) + " of " + std::to_string(rows) +
                      " rows compare otherwise as numbers (checked with: " + f.dataQuery + ")");
    if (differ == 0) f.severity = Severity::Info;
}

}  // namespace

void GoldAuditor::checkOnData(AuditFlag& flag, const std::string& path,
                              const std::atomic<bool>* stop) {
    exec::ExecOptions options = settings_.probe.exec;
    options.reverseUnorderedSelects = false;
    checkOnDataWith(data_, options, flag, path, stop);
}

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
    out.question = gold.question;
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
    for (AuditFlag& f : out.flags)
        if (!f.dataQuery.empty()) checkOnData(f, path, stop);
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
