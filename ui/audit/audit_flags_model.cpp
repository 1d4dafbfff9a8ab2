#include "ui/audit/audit_flags_model.h"

#include "core/audit/gold_audit.h"
#include "ui/audit/audit_worker.h"

namespace sqlscope::ui {

namespace {

QString q(std::string_view text) {
    return QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size()));
}

}  // namespace

std::pair<QColor, QColor> auditSeverityColors(audit::Severity severity, bool dark) {
    if (severity == audit::Severity::Warning)
        return dark ? std::pair{QColor(0xff, 0xc2, 0x5c), QColor(0x5a, 0x3e, 0x00)}
                    : std::pair{QColor(0x7a, 0x45, 0x00), QColor(0xfb, 0xe3, 0xb0)};
    return dark ? std::pair{QColor(0x9c, 0xd6, 0xf5), QColor(0x12, 0x3f, 0x5a)}
                : std::pair{QColor(0x00, 0x4e, 0x7a), QColor(0xd4, 0xec, 0xf9)};
}

QString auditSeverityText(audit::Severity severity) {
    return severity == audit::Severity::Warning ? AuditFlagsModel::tr("⚠ warning")
                                                : AuditFlagsModel::tr("ⓘ notice");
}

AuditFlagsModel::AuditFlagsModel(QObject* parent) : QAbstractTableModel(parent) {}

void AuditFlagsModel::setRun(std::shared_ptr<const AuditRun> run) {
    beginResetModel();
    run_ = std::move(run);
    rebuild();
    endResetModel();
}

void AuditFlagsModel::setFilter(std::optional<audit::FlagKind> kind, bool warningsOnly) {
    beginResetModel();
    kind_ = kind;
    warningsOnly_ = warningsOnly;
    rebuild();
    endResetModel();
}

void AuditFlagsModel::setDark(bool dark) {
    dark_ = dark;
    if (!rows_.empty()) emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
}

void AuditFlagsModel::rebuild() {
    rows_.clear();
    if (!run_) return;
    for (size_t g = 0; g < run_->audits.size(); ++g) {
        const auto& flags = run_->audits[g].flags;
        for (size_t f = 0; f < flags.size(); ++f) {
            if (kind_ && flags[f].kind != *kind_) continue;
            if (warningsOnly_ && flags[f].severity != audit::Severity::Warning) continue;
            rows_.emplace_back(g, f);
        }
    }
}

const audit::GoldAudit* AuditFlagsModel::goldAt(int row) const {
    if (row < 0 || row >= rowCount()) return nullptr;
    return &run_->audits[rows_[size_t(row)].first];
}

const audit::AuditFlag* AuditFlagsModel::flagAt(int row) const {
    const audit::GoldAudit* gold = goldAt(row);
    return gold ? &gold->flags[rows_[size_t(row)].second] : nullptr;
}

int AuditFlagsModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(rows_.size());
}

int AuditFlagsModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant AuditFlagsModel::data(const QModelIndex& index, int role) const {
    const audit::GoldAudit* gold = goldAt(index.row());
    if (!gold) return {};
    const audit::AuditFlag& flag = *flagAt(index.row());
    switch (role) {
        case Qt::DisplayRole:
            switch (index.column()) {
                case Item:
                    return gold->item;
                case Id:
                    return q(gold->id);
                case Database:
                    return q(gold->dbId);
                case Kind:
                    return q(audit::flagKindKey(flag.kind));
                case Severity:
                    return auditSeverityText(flag.severity);
                case Message:
                    return q(flag.message);
            }
            break;
        case Qt::ToolTipRole:
            if (index.column() == Message || index.column() == Kind)
                return q(flag.message) + QStringLiteral("\n") +
                       tr("Annotation category: %1").arg(q(annotate::goldIssueKey(flag.issue())));
            break;
        case Qt::ForegroundRole:
            if (index.column() == Severity) return auditSeverityColors(flag.severity, dark_).first;
            break;
        case Qt::BackgroundRole:
            if (index.column() == Severity) return auditSeverityColors(flag.severity, dark_).second;
            break;
        case Qt::TextAlignmentRole:
            if (index.column() == Item) return int(Qt::AlignRight | Qt::AlignVCenter);
            break;
    }
    return {};
}

QVariant AuditFlagsModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) return {};
    switch (section) {
        case Item:
            return tr("#");
        case Id:
            return tr("ID");
        case Database:
            return tr("Database");
        case Kind:
            return tr("Kind");
        case Severity:
            return tr("Severity");
        case Message:
            return tr("Message");
    }
    return {};
}

}  // namespace sqlscope::ui
