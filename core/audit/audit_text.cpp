#include "core/audit/audit_text.h"

#include <cstdio>

#include "core/util/json_position.h"

namespace sqlscope::audit {

namespace {

// Columns of a byte offset on its (display) line: UTF-8 continuation bytes
// take no column.
size_t displayColumn(const std::string& text, size_t offset) {
    size_t column = 0;
    for (size_t i = 0; i < offset && i < text.size(); ++i)
        if ((static_cast<unsigned char>(text[i]) & 0xC0) != 0x80) ++column;
    return column;
}

std::string rowText(const std::vector<std::string>& row) {
    std::string out = "(";
    for (size_t i = 0; i < row.size(); ++i)
        out += (i ? ", " : "") + row[i];
    return out + ")";
}

bool shown(const AuditFlag& f, const AuditTextOptions& options) {
    return !options.warningsOnly || f.severity == Severity::Warning;
}

}  // namespace

std::string formatGoldAudit(const GoldAudit& audit, const AuditTextOptions& options) {
    std::vector<const AuditFlag*> flags;
    for (const AuditFlag& f : audit.flags)
        if (shown(f, options)) flags.push_back(&f);
    if (flags.empty() && audit.problems.empty()) return "";
    std::string out = "#" + std::to_string(audit.item) + " id " + audit.id + " db " + audit.dbId;
    if (audit.line > 0) out += " (line " + std::to_string(audit.line) + ")";
    out += "\n";
    if (!audit.question.empty()) out += "  question: " + audit.question + "\n";
    // The SQL on one line (line breaks shown as spaces keep byte offsets),
    // each spanned flag's place marked under it with its number.
    std::string sql = audit.sql;
    for (char& c : sql)
        if (c == '\n' || c == '\r' || c == '\t') c = ' ';
    out += "  " + sql + "\n";
    for (size_t i = 0; i < flags.size(); ++i) {
        const AuditFlag& f = *flags[i];
        if (!f.span || f.span->end > sql.size() || f.span->begin >= f.span->end) continue;
        const size_t from = displayColumn(sql, f.span->begin);
        const size_t to = displayColumn(sql, f.span->end);
        out += "  " + std::string(from, ' ') + std::string(to - from, '^') + " [" +
               std::to_string(i + 1) + "]\n";
    }
    for (size_t i = 0; i < flags.size(); ++i) {
        const AuditFlag& f = *flags[i];
        out += "  [" + std::to_string(i + 1) + "] " + std::string(severityKey(f.severity)) + " " +
               std::string(flagKindKey(f.kind)) + " (" +
               std::string(annotate::goldIssueKey(f.issue())) + ")";
        if (f.span) {
            const util::TextPosition a = util::positionOfOffset(audit.sql, f.span->begin);
            const util::TextPosition b = util::positionOfOffset(audit.sql, f.span->end);
            out += " " + std::to_string(a.line) + ":" + std::to_string(a.column) + "-" +
                   std::to_string(b.line) + ":" + std::to_string(b.column);
        }
        out += ": " + f.message + "\n";
        for (const std::string& fact : f.facts)
            out += "      " + fact + "\n";
        for (const ResultEvidence& r : f.results) {
            std::string columns;
            for (const std::string& c : r.columns)
                columns += (columns.empty() ? "" : ", ") + c;
            out +=
                "      " + r.variant + ": " + std::to_string(r.rowCount) +
                (r.rowCount == 1 ? " row" : " rows") + " (" + columns + ")" +
                (r.rowCount > r.rows.size() ? ", first " + std::to_string(r.rows.size()) + " shown"
                                            : "") +
                "\n";
            for (const auto& row : r.rows)
                out += "        " + rowText(row) + "\n";
        }
    }
    for (const std::string& p : audit.problems)
        out += "  not checked: " + p + "\n";
    return out;
}

std::string formatAuditSummary(const AuditSummary& s, const AuditTextOptions& options) {
    std::string out = "audit: " + std::to_string(s.golds) + " gold queries, " +
                      std::to_string(s.flagged) + " flagged (" + std::to_string(s.warned) +
                      " with a warning), " + std::to_string(s.withProblems) + " not fully checked";
    if (options.showTimes) {
        char seconds[32];
        std::snprintf(seconds, sizeof seconds, "%.1f", s.seconds);
        out += ", " + std::string(seconds) + " s";
    }
    out += "\n";
    char line[128];
    std::snprintf(line, sizeof line, "  %-24s %6s %6s  %s\n", "kind", "flags", "golds",
                  "annotation");
    out += line;
    for (size_t k = 0; k < kFlagKindCount; ++k) {
        const FlagKind kind = static_cast<FlagKind>(k);
        std::snprintf(line, sizeof line, "  %-24s %6zu %6zu  %s\n",
                      std::string(flagKindKey(kind)).c_str(), s.flags[k], s.goldsByKind[k],
                      std::string(annotate::goldIssueKey(goldIssueOf(kind))).c_str());
        out += line;
    }
    return out;
}

}  // namespace sqlscope::audit
