// The gold health audit of a benchmark (docs/audit.md; `sqlscope-cli audit`):
// per gold query, the shape flags (shape_checks.h) and the nondeterminism
// flags (nondeterminism_probe.h), with what kept a check from running. The
// result is what the CLI prints and what a view needs to list the flags,
// make "gold questionable" annotations from them (AuditFlag::issue()) and
// score with and without the flagged gold.
#pragma once

#include <array>
#include <atomic>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "core/audit/audit_flag.h"
#include "core/audit/nondeterminism_probe.h"

namespace sqlscope::dataset {
struct BenchmarkItem;
}
namespace sqlscope::schema {
class Catalog;
}

namespace sqlscope::audit {

struct AuditSettings {
    std::string databaseDir;  // <dir>/<db_id>/<db_id>.sqlite
    ProbeSettings probe;
    bool execute = true;  // false: shape checks only
};

// The audit of one gold query.
struct GoldAudit {
    uint32_t item = 0;  // index in the gold file (0-based)
    std::string id;     // the benchmark item's id
    std::string dbId;
    std::string sql;
    std::string question;  // the benchmark's question, when it has one
    uint32_t line = 0;     // where the gold is in its file (1-based)
    bool parsed = false;
    bool executed = false;  // the gold ran as written (the probe could compare)
    // Why a check could not run: "parse: 1:8: ...", "database: ...", "the
    // gold: error: no such column: x", "shuffled seed=1: timeout: ...".
    std::vector<std::string> problems;
    std::vector<AuditFlag> flags;  // shape flags by span, then nondeterminism flags
    bool flagged() const { return !flags.empty(); }
};

struct AuditSummary {
    size_t golds = 0;
    size_t flagged = 0;  // golds with at least one flag
    size_t warned = 0;   // golds with at least one warning
    size_t withProblems = 0;
    std::array<size_t, kFlagKindCount> flags{};        // flags per kind
    std::array<size_t, kFlagKindCount> goldsByKind{};  // golds with a flag of the kind
    double seconds = 0.0;                              // wall time of the audit (set by the caller)
};

AuditSummary summarize(const std::vector<GoldAudit>& audits);

class GoldAuditor {
public:
    // `catalog` (tables.json with the database folder attached) must outlive
    // the auditor.
    GoldAuditor(const schema::Catalog& catalog, AuditSettings settings);
    ~GoldAuditor();

    GoldAudit audit(uint32_t item, const dataset::BenchmarkItem& gold,
                    const std::atomic<bool>* stop = nullptr);

private:
    void checkOnData(AuditFlag& flag, const std::string& path, const std::atomic<bool>* stop);

    const schema::Catalog& catalog_;
    AuditSettings settings_;
    std::unique_ptr<NondeterminismProbe> probe_;
    exec::Executor data_;  // flags' data queries (AuditFlag::dataQuery)
};

}  // namespace sqlscope::audit
