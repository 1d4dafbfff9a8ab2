#include "ui/audit/audit_evidence.h"

#include <QCoreApplication>

#include "core/audit/gold_audit.h"
#include "ui/audit/audit_flags_model.h"

namespace sqlscope::ui {

namespace {

QString esc(std::string_view text) {
    return QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size())).toHtmlEscaped();
}

// The gold SQL with the bytes of `span` marked.
QString markedSql(const std::string& sql, const std::optional<sql::Span>& span, const QColor& fg,
                  const QColor& bg) {
    if (!span || span->end > sql.size() || span->begin > span->end) return esc(sql);
    const std::string_view text(sql);
    return esc(text.substr(0, span->begin)) +
           QStringLiteral(
               "<span style=\"background:%1;color:%2;font-weight:bold;"
               "text-decoration:underline\">%3</span>")
               .arg(bg.name(), fg.name(), esc(span->textIn(text))) +
           esc(text.substr(span->end));
}

QString resultGrid(const audit::ResultEvidence& result) {
    QString html = QStringLiteral("<p><b>%1</b> — %2</p>")
                       .arg(esc(result.variant))
                       .arg(QCoreApplication::translate("AuditEvidence", "%n row(s)", nullptr,
                                                        int(result.rowCount)));
    html += QStringLiteral("<table border=\"1\" cellspacing=\"0\" cellpadding=\"3\"><tr>");
    for (const std::string& c : result.columns)
        html += QStringLiteral("<th>%1</th>").arg(esc(c));
    html += QStringLiteral("</tr>");
    for (const auto& row : result.rows) {
        html += QStringLiteral("<tr>");
        for (const std::string& v : row)
            html += QStringLiteral("<td>%1</td>").arg(esc(v));
        html += QStringLiteral("</tr>");
    }
    html += QStringLiteral("</table>");
    if (result.rowCount > result.rows.size())
        html += QStringLiteral("<p><i>%1</i></p>")
                    .arg(QCoreApplication::translate("AuditEvidence", "… and %1 more")
                             .arg(result.rowCount - result.rows.size()));
    return html;
}

}  // namespace

QString auditEvidenceHtml(const audit::GoldAudit& gold, const audit::AuditFlag& flag, bool dark) {
    const auto [fg, bg] = auditSeverityColors(flag.severity, dark);
    QString html;
    html += QStringLiteral(
                "<p><b>#%1 %2</b> (%3) — <span style=\"color:%4;background:%5\">%6</span> "
                "<b>%7</b></p>")
                .arg(gold.item)
                .arg(esc(gold.id), esc(gold.dbId), fg.name(), bg.name(),
                     auditSeverityText(flag.severity).toHtmlEscaped(),
                     esc(audit::flagKindKey(flag.kind)));
    html += QStringLiteral("<p>%1</p>").arg(esc(flag.message));
    if (!gold.question.empty())
        html +=
            QStringLiteral("<p><i>%1</i> %2</p>")
                .arg(QCoreApplication::translate("AuditEvidence", "Question:"), esc(gold.question));
    html += QStringLiteral("<pre style=\"white-space:pre-wrap\">%1</pre>")
                .arg(markedSql(gold.sql, flag.span, fg, bg));
    html += QStringLiteral("<p>%1 <code>%2</code></p>")
                .arg(QCoreApplication::translate(
                         "AuditEvidence",
                         "A \"gold questionable\" annotation made from it gets the category"),
                     esc(annotate::goldIssueKey(flag.issue())));
    if (!flag.facts.empty()) {
        html += QStringLiteral("<p><b>%1</b></p><ul>")
                    .arg(QCoreApplication::translate("AuditEvidence", "Evidence"));
        for (const std::string& fact : flag.facts)
            html += QStringLiteral("<li><code>%1</code></li>").arg(esc(fact));
        html += QStringLiteral("</ul>");
    }
    if (!flag.dataQuery.empty())
        html += QStringLiteral("<p>%1</p><pre style=\"white-space:pre-wrap\">%2</pre>")
                    .arg(QCoreApplication::translate("AuditEvidence", "Checked on the data with:"),
                         esc(flag.dataQuery));
    if (!flag.results.empty()) {
        html += QStringLiteral("<p><b>%1</b></p>")
                    .arg(QCoreApplication::translate("AuditEvidence", "The results compared"));
        for (const audit::ResultEvidence& r : flag.results)
            html += resultGrid(r);
    }
    if (!gold.problems.empty()) {
        html += QStringLiteral("<p><b>%1</b></p><ul>")
                    .arg(QCoreApplication::translate("AuditEvidence", "Not checked"));
        for (const std::string& p : gold.problems)
            html += QStringLiteral("<li>%1</li>").arg(esc(p));
        html += QStringLiteral("</ul>");
    }
    return html;
}

}  // namespace sqlscope::ui
