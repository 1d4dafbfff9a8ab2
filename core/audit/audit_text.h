// The printed form of a gold health audit (`sqlscope-cli audit`,
// docs/audit.md#text): per flagged gold its index, id, database and SQL
// with each flag's span marked under it, then each flag with its severity,
// kind, annotation category, message, facts and the two results (and the
// question, when the benchmark has one); then a
// count per kind.
#pragma once

#include <string>
#include <vector>

#include "core/audit/gold_audit.h"

namespace sqlscope::audit {

struct AuditTextOptions {
    bool showTimes = true;      // the audit's wall time in the summary
    bool warningsOnly = false;  // leave out info flags (and golds with only those)
};

// One gold's block ("" when it has no flag to show and no problem).
std::string formatGoldAudit(const GoldAudit& audit, const AuditTextOptions& options = {});

// The summary: golds, flagged, with problems, and flags and golds per kind.
std::string formatAuditSummary(const AuditSummary& summary, const AuditTextOptions& options = {});

}  // namespace sqlscope::audit
