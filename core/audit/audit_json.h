// The machine-readable forms of a gold health audit: `--json` (schema
// "sqlscope-audit", docs/audit.md#json) and `--csv` (one row per flag).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "core/audit/gold_audit.h"

namespace sqlscope::audit {
struct ScoresWithAndWithout;
}

namespace sqlscope::audit {

struct AuditJsonContext {
    std::string goldFile;
    uint64_t seed = 1;
    bool executed = true;      // the nondeterminism probe ran
    bool includeTimes = true;  // summary.seconds (off: null, for byte-stable output)
    // The runs' metrics with and without the excluded golds (`--pred`): the
    // document's "scores" (docs/audit.md#json); null: no "scores".
    const ScoresWithAndWithout* scores = nullptr;
};

// The whole audit as one JSON document (2-space indent, newline at the end):
// every gold with a flag or a problem.
std::string auditJson(const std::vector<GoldAudit>& audits, const AuditSummary& summary,
                      const AuditJsonContext& context);

// index,id,db_id,kind,severity,issue,span_begin,span_end,message: one row per
// flag, RFC 4180 quoting, header first.
std::string auditCsv(const std::vector<GoldAudit>& audits);

}  // namespace sqlscope::audit
