// Every flag of a gold health audit as a table row (the audit panel's list):
// item #, id, database, kind, severity and message, with the severity drawn
// as a glyph, a word and a colour (auditSeverityColors; the panel's legend
// explains them). A filter on the kind and "warnings only" picks the rows.
#pragma once

#include <QAbstractTableModel>
#include <QColor>
#include <memory>
#include <optional>
#include <utility>
#include <vector>

#include "core/audit/audit_flag.h"

namespace sqlscope::audit {
struct GoldAudit;
}

namespace sqlscope::ui {

struct AuditRun;

// Foreground and background of a severity: orange for a warning, blue for a
// notice (Okabe-Ito, as the verdict colours), a light or a dark variant.
std::pair<QColor, QColor> auditSeverityColors(audit::Severity severity, bool dark);
// "⚠ warning", "ⓘ notice"
QString auditSeverityText(audit::Severity severity);

class AuditFlagsModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column { Item, Id, Database, Kind, Severity, Message, ColumnCount };

    explicit AuditFlagsModel(QObject* parent = nullptr);

    void setRun(std::shared_ptr<const AuditRun> run);
    const AuditRun* run() const { return run_.get(); }
    // The rows shown: flags of `kind` only (none: every kind), warnings only.
    void setFilter(std::optional<audit::FlagKind> kind, bool warningsOnly);
    void setDark(bool dark);

    // The gold and the flag of a row (null when out of range).
    const audit::GoldAudit* goldAt(int row) const;
    const audit::AuditFlag* flagAt(int row) const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    void rebuild();

    std::shared_ptr<const AuditRun> run_;
    std::vector<std::pair<size_t, size_t>> rows_;  // (gold, flag)
    std::optional<audit::FlagKind> kind_;
    bool warningsOnly_ = false;
    bool dark_ = false;
};

}  // namespace sqlscope::ui
