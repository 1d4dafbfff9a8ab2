// A flag's evidence as rich text for the audit panel: the gold (question,
// SQL with the flagged span marked), the flag's message and annotation
// category, its facts (a data query's answer among them), and for a changed
// result the runs compared, each as a grid of its first rows.
#pragma once

#include <QString>

namespace sqlscope::audit {
struct AuditFlag;
struct GoldAudit;
}  // namespace sqlscope::audit

namespace sqlscope::ui {

QString auditEvidenceHtml(const audit::GoldAudit& gold, const audit::AuditFlag& flag, bool dark);

}  // namespace sqlscope::ui
