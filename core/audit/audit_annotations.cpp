#include "core/audit/audit_annotations.h"

#include <map>

namespace sqlscope::audit {

annotate::QuestionAnnotation annotationFor(const GoldAudit& audit, const AuditFlag& flag) {
    annotate::QuestionAnnotation a;
    a.question.itemId = audit.id;
    a.question.item = audit.item;
    a.goldQuestionable = true;
    a.issue = flag.issue();
    a.note = "audit: " + std::string(flagKindKey(flag.kind)) + ": " + flag.message;
    return a;
}

const AuditFlag* leadingWarning(const GoldAudit& audit) {
    const AuditFlag* first = nullptr;
    for (const AuditFlag& f : audit.flags) {
        if (f.severity != Severity::Warning) continue;
        if (isNondeterminism(f.kind)) return &f;
        if (!first) first = &f;
    }
    return first;
}

AnnotationPlan planAnnotations(const std::vector<GoldAudit>& audits,
                               const std::vector<annotate::QuestionAnnotation>& existing) {
    std::map<std::string, const annotate::QuestionAnnotation*> byId;
    for (const annotate::QuestionAnnotation& a : existing)
        byId[a.question.itemId] = &a;
    AnnotationPlan plan;
    for (const GoldAudit& audit : audits) {
        const AuditFlag* flag = leadingWarning(audit);
        if (!flag) continue;
        annotate::QuestionAnnotation wanted = annotationFor(audit, *flag);
        auto it = byId.find(audit.id);
        if (it == byId.end()) {
            plan.add.push_back(std::move(wanted));
            continue;
        }
        const annotate::QuestionAnnotation& have = *it->second;
        if (have.goldQuestionable == wanted.goldQuestionable && have.issue == wanted.issue &&
            have.note == wanted.note) {
            ++plan.unchanged;
            continue;
        }
        plan.conflicts.push_back(
            "#" + std::to_string(audit.item) + " " + audit.id + ": has " +
            (have.goldQuestionable ? std::string(annotate::goldIssueKey(have.issue))
                                   : std::string("no gold issue")) +
            ", the audit says " + std::string(annotate::goldIssueKey(wanted.issue)) + " (" +
            std::string(flagKindKey(flag->kind)) + ")");
    }
    return plan;
}

}  // namespace sqlscope::audit
