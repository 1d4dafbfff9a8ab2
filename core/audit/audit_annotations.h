// From audit flags to "gold questionable" annotations (core/annotate): one
// flag becomes one question annotation with the flag's category
// (AuditFlag::issue()) and a note naming the flag, so that a view can
// annotate in one action; and the plan `sqlscope-cli audit --workspace`
// applies: one annotation per gold with a warning, never replacing an
// annotation already there (those are reported as conflicts).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/annotate/annotation.h"
#include "core/audit/gold_audit.h"

namespace sqlscope::audit {

// The annotation `flag` of `audit` makes: goldQuestionable, the flag's
// category, the note "audit: <kind>: <message>".
annotate::QuestionAnnotation annotationFor(const GoldAudit& audit, const AuditFlag& flag);

// The flag that speaks for a gold: its first warning found by running it
// (nondeterminism), else its first warning; none without a warning.
const AuditFlag* leadingWarning(const GoldAudit& audit);

struct AnnotationPlan {
    std::vector<annotate::QuestionAnnotation> add;  // questions without an annotation
    size_t unchanged = 0;  // already annotated exactly so (an earlier audit)
    // Questions annotated otherwise: "#INDEX ID: has <issue or 'no gold
    // issue'>, the audit says <issue> (<kind>)"; left as they are.
    std::vector<std::string> conflicts;
};

// The annotations for every gold with a warning, against `existing` (the
// workspace's question annotations, matched by item id).
AnnotationPlan planAnnotations(const std::vector<GoldAudit>& audits,
                               const std::vector<annotate::QuestionAnnotation>& existing);

}  // namespace sqlscope::audit
