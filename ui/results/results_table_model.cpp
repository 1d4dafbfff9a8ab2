#include "ui/results/results_table_model.h"

#include <QGuiApplication>
#include <QPalette>
#include <algorithm>
#include <cmath>
#include <numeric>

#include "core/inspect/alternate_golds.h"
#include "core/inspect/inspect_names.h"
#include "core/inspect/pair_counterexamples.h"
#include "core/inspect/pair_text.h"
#include "core/inspect/verdict_columns.h"
#include "core/job/job_listener.h"
#include "core/job/summary_row.h"
#include "ui/i18n/core_text.h"

namespace sqlscope::ui {

namespace {

QString text(std::string_view s) {
    return QString::fromUtf8(s.data(), qsizetype(s.size()));
}

// One line of a possibly multi-line text, for a table cell.
QString oneLine(std::string_view s) {
    QString out = text(s);
    out.replace(QLatin1Char('\n'), QLatin1Char(' '));
    return out;
}

}  // namespace

ResultsTableModel::ResultsTableModel(QObject* parent)
    : QAbstractTableModel(parent), style_(VerdictStyle::forPalette(QGuiApplication::palette())) {}

ResultsTableModel::~ResultsTableModel() = default;

void ResultsTableModel::reset(const job::JobPlan& plan) {
    beginResetModel();
    table_.reset(plan);
    questionRank_.clear();
    shownRows_ = 0;
    endResetModel();
}

int ResultsTableModel::shownRowsFor(size_t prefix) const {
    if (grouping_ == Grouping::PerPair) return static_cast<int>(prefix);
    const size_t runs = table_.runCount();
    return runs == 0 ? 0 : static_cast<int>((prefix + runs - 1) / runs);
}

void ResultsTableModel::addRows(const std::vector<job::SummaryRow>& rows) {
    const int before = shownRows_;
    const size_t prefixBefore = table_.pairPrefix();
    if (table_.add(rows) == 0) return;
    const int after = shownRowsFor(table_.pairPrefix());
    // Per question, the last question shown may have had only some runs.
    if (grouping_ == Grouping::PerQuestion && before > 0 && table_.runCount() > 0 &&
        prefixBefore % table_.runCount() != 0)
        emit dataChanged(index(before - 1, 0), index(before - 1, columnCount() - 1));
    if (after > before) {
        beginInsertRows(QModelIndex(), before, after - 1);
        shownRows_ = after;
        endInsertRows();
    }
}

void ResultsTableModel::setGrouping(Grouping grouping) {
    if (grouping == grouping_) return;
    beginResetModel();
    grouping_ = grouping;
    shownRows_ = shownRowsFor(table_.pairPrefix());
    endResetModel();
}

QString ResultsTableModel::pairText(PairRef pair) const {
    if (pair.itemPos >= table_.itemCount() || pair.run >= table_.runCount()) return {};
    return QString::fromStdString(inspect::pairAsText(table_, pair.itemPos, pair.run));
}

QString anyGoldCellText(const inspect::AnyGoldCell& cell, bool binary) {
    if (!cell.changed) return VerdictStyle::cellText(cell.anyGold, binary);
    const QString after = binary ? VerdictStyle::glyph(cell.anyGold.verdict)
                                 : VerdictStyle::cellText(cell.anyGold, false);
    return VerdictStyle::cellText(cell.original, binary) + QStringLiteral(" \u2192 ") + after +
           ResultsTableModel::tr(" alt");
}

void ResultsTableModel::setAnyGold(std::shared_ptr<const inspect::AnyGoldTable> anyGold) {
    table_.setAnyGold(std::move(anyGold));
    if (shownRows_ > 0 && columnCount() > 0)
        emit dataChanged(index(0, 0), index(shownRows_ - 1, columnCount() - 1));
}

int ResultsTableModel::counterexampleColumns() const {
    return grouping_ == Grouping::PerPair && table_.counterexamples() ? 2 : 0;
}

int ResultsTableModel::counterexampleColumnOf(int column) const {
    const int first = PairLeading + static_cast<int>(inspect::kVerdictColumnCount);
    if (counterexampleColumns() == 0 || column < first || column >= first + 2) return -1;
    return column - first;
}

void ResultsTableModel::setCounterexamples(
    std::shared_ptr<const inspect::CounterexampleTable> counterexamples) {
    const int before = counterexampleColumns();
    const bool adding = before == 0 && counterexamples && grouping_ == Grouping::PerPair;
    const bool removing = before > 0 && !counterexamples;
    const int first = PairLeading + static_cast<int>(inspect::kVerdictColumnCount);
    if (adding) beginInsertColumns(QModelIndex(), first, first + 1);
    if (removing) beginRemoveColumns(QModelIndex(), first, first + 1);
    table_.setCounterexamples(std::move(counterexamples));
    if (adding) endInsertColumns();
    if (removing) endRemoveColumns();
    if (!adding && !removing && shownRows_ > 0 && columnCount() > 0)
        emit dataChanged(index(0, 0), index(shownRows_ - 1, columnCount() - 1));
}

void ResultsTableModel::setVerdictStyle(const VerdictStyle& style) {
    if (style.isDark() == style_.isDark()) return;
    style_ = style;
    if (shownRows_ > 0)
        emit dataChanged(index(0, 0), index(shownRows_ - 1, columnCount() - 1),
                         {Qt::ForegroundRole, Qt::BackgroundRole});
}

ResultsTableModel::Leading ResultsTableModel::leadingKind(int column) const {
    if (grouping_ == Grouping::PerPair) {
        switch (column) {
            case PairId:
                return Leading::Id;
            case PairRun:
                return Leading::Run;
            case PairDatabase:
                return Leading::Database;
            case PairHardness:
                return Leading::Hardness;
            case PairQuestion:
                return Leading::Question;
        }
        return Leading::None;
    }
    switch (column) {
        case QuestionId:
            return Leading::Id;
        case QuestionDatabase:
            return Leading::Database;
        case QuestionHardness:
            return Leading::Hardness;
        case QuestionText:
            return Leading::Question;
    }
    return Leading::None;
}

int ResultsTableModel::leadingColumns() const {
    return grouping_ == Grouping::PerPair ? int(PairLeading) : int(QuestionLeading);
}

int ResultsTableModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : shownRows_;
}

int ResultsTableModel::columnCount(const QModelIndex& parent) const {
    if (parent.isValid()) return 0;
    const int metrics = static_cast<int>(inspect::kVerdictColumnCount);
    return grouping_ == Grouping::PerPair
               ? PairLeading + metrics + counterexampleColumns()
               : QuestionLeading + metrics * static_cast<int>(table_.runCount());
}

int ResultsTableModel::verdictColumnOf(int column) const {
    const int c = column - leadingColumns();
    if (grouping_ == Grouping::PerPair && c >= static_cast<int>(inspect::kVerdictColumnCount))
        return -1;  // the counterexample columns
    return c < 0 ? -1 : c % static_cast<int>(inspect::kVerdictColumnCount);
}

int ResultsTableModel::runOfColumn(int column) const {
    const int c = column - leadingColumns();
    if (c < 0 || grouping_ == Grouping::PerPair) return -1;
    return c / static_cast<int>(inspect::kVerdictColumnCount);
}

int ResultsTableModel::columnOf(size_t verdictColumn, size_t run) const {
    const int base = leadingColumns() + static_cast<int>(verdictColumn);
    return grouping_ == Grouping::PerPair
               ? base
               : base + static_cast<int>(run * inspect::kVerdictColumnCount);
}

PairRef ResultsTableModel::pairAt(int row, int column) const {
    const size_t runs = table_.runCount();
    if (grouping_ == Grouping::PerPair || runs == 0)
        return runs == 0 ? PairRef{} : PairRef{size_t(row) / runs, size_t(row) % runs};
    const int run = runOfColumn(column);
    return PairRef{size_t(row), run < 0 ? 0 : size_t(run)};
}

int ResultsTableModel::rowOf(PairRef pair) const {
    const int row = grouping_ == Grouping::PerPair
                        ? static_cast<int>(pair.itemPos * table_.runCount() + pair.run)
                        : static_cast<int>(pair.itemPos);
    return row < shownRows_ ? row : -1;
}

double ResultsTableModel::sortKey(int row, int column) const {
    const PairRef pair = pairAt(row, column);
    const int verdict = verdictColumnOf(column);
    if (const int which = counterexampleColumnOf(column); which >= 0) {
        if (!table_.has(pair.itemPos, pair.run)) return -2;
        const inspect::PairCounterexample& r = table_.counterexamples()->at(pair.itemPos, pair.run);
        const std::optional<int> v = which == 0 ? r.exc : r.sqlscope;
        return v ? double(*v) : -1.0;
    }
    if (verdict >= 0) {
        if (!table_.has(pair.itemPos, pair.run)) return -2;
        // The original verdict; a cell an alternate gold changes sorts just
        // above the cells with its original value (docs/gui-results.md).
        const inspect::AnyGoldCell cell =
            inspect::anyGoldCellOf(table_, pair.itemPos, pair.run, size_t(verdict));
        const double key =
            cell.original.verdict == inspect::CellVerdict::NoVerdict ? -1 : cell.original.value;
        return cell.changed ? key + 0.001 : key;
    }
    switch (leadingKind(column)) {
        case Leading::Id:
            return double(pair.itemPos);
        case Leading::Run:
            return double(pair.run);
        case Leading::Database:
            return double(table_.databaseOf(pair.itemPos));
        case Leading::Hardness:
            return grouping_ == Grouping::PerPair
                       ? double(table_.row(pair.itemPos, pair.run).hardness)
                       : double(table_.questionHardness(pair.itemPos));
        case Leading::Question:
            return double(questionRank(pair.itemPos));
        case Leading::None:
            break;
    }
    return 0;
}

uint32_t ResultsTableModel::questionRank(size_t itemPos) const {
    if (questionRank_.size() != table_.itemCount()) {
        std::vector<uint32_t> order(table_.itemCount());
        std::iota(order.begin(), order.end(), 0u);
        std::stable_sort(order.begin(), order.end(), [this](uint32_t a, uint32_t b) {
            return table_.loweredItemText(a) < table_.loweredItemText(b);
        });
        questionRank_.assign(order.size(), 0);
        for (size_t rank = 0; rank < order.size(); ++rank)
            questionRank_[order[rank]] = uint32_t(rank);
    }
    return questionRank_[itemPos];
}

QVariant ResultsTableModel::leadingData(PairRef pair, int column, int role) const {
    const Leading kind = leadingKind(column);
    if (role == Qt::DisplayRole) {
        switch (kind) {
            case Leading::Id: {
                const std::string_view id = table_.itemId(pair.itemPos);
                return id.empty() ? QString::number(table_.itemIndex(pair.itemPos)) : text(id);
            }
            case Leading::Run:
                return text(table_.runName(pair.run));
            case Leading::Database:
                return text(table_.dbId(pair.itemPos));
            case Leading::Hardness:
                return coreText(inspect::hardnessLabel(
                    grouping_ == Grouping::PerPair ? table_.row(pair.itemPos, pair.run).hardness
                                                   : table_.questionHardness(pair.itemPos)));
            case Leading::Question:
                return oneLine(table_.question(pair.itemPos));
            case Leading::None:
                return {};
        }
    }
    if (role == SortRole) {
        if (kind == Leading::Question) return text(table_.question(pair.itemPos));
        return {};  // filled by the caller from numericKey
    }
    if (role == Qt::ToolTipRole && kind == Leading::Question) {
        QString tip = text(table_.question(pair.itemPos));
        const std::string_view gold = table_.goldSql(pair.itemPos);
        if (!gold.empty()) tip += QStringLiteral("\n\n") + tr("Gold: %1").arg(text(gold));
        return tip;
    }
    if (role == Qt::TextAlignmentRole) return int(Qt::AlignLeft | Qt::AlignVCenter);
    return {};
}

QVariant ResultsTableModel::verdictData(PairRef pair, size_t verdictColumn, int role) const {
    const bool present = table_.has(pair.itemPos, pair.run);
    if (role == Qt::TextAlignmentRole) return int(Qt::AlignRight | Qt::AlignVCenter);
    if (!present) {
        if (role == Qt::ToolTipRole) return tr("Not evaluated yet");
        return {};
    }
    const job::SummaryRow& row = table_.row(pair.itemPos, pair.run);
    const inspect::AnyGoldCell any =
        inspect::anyGoldCellOf(table_, pair.itemPos, pair.run, verdictColumn);
    // The cell's colour is its verdict against any accepted gold; the text
    // shows the original first when an alternate gold changed it.
    const inspect::Cell cell = any.anyGold;
    const bool binary = inspect::verdictColumns()[verdictColumn].binary;
    switch (role) {
        case Qt::DisplayRole:
            return anyGoldCellText(any, binary);
        case Qt::ForegroundRole:
            return style_.colors(cell.verdict).foreground;
        case Qt::BackgroundRole: {
            const QColor background = style_.colors(cell.verdict).background;
            return background.isValid() ? QVariant(background) : QVariant();
        }
        case Qt::ToolTipRole: {
            QString tip = text(inspect::cellReason(row, verdictColumn));
            if (any.changed && any.acceptedBy >= 0)
                tip += QLatin1Char('\n') + tr("With alternate gold %1: %2")
                                               .arg(any.acceptedBy + 1)
                                               .arg(VerdictStyle::cellText(cell, binary));
            else if (any.scored)
                tip += QLatin1Char('\n') + tr("No alternate gold changes this verdict");
            return tip;
        }
        default:
            return {};
    }
}

QVariant ResultsTableModel::counterexampleData(PairRef pair, int which, int role) const {
    if (role == Qt::TextAlignmentRole) return int(Qt::AlignRight | Qt::AlignVCenter);
    if (!table_.has(pair.itemPos, pair.run)) {
        if (role == Qt::ToolTipRole) return tr("Not evaluated yet");
        return {};
    }
    const inspect::CounterexampleTable& cx = *table_.counterexamples();
    const inspect::PairCounterexample& r = cx.at(pair.itemPos, pair.run);
    const std::optional<int> v = which == 0 ? r.exc : r.sqlscope;
    inspect::Cell cell;
    if (v) {
        cell.verdict = *v ? inspect::CellVerdict::Pass : inspect::CellVerdict::Fail;
        cell.value = *v;
    }
    switch (role) {
        case Qt::DisplayRole:
            return VerdictStyle::cellText(cell, true);
        case Qt::ForegroundRole:
            return style_.colors(cell.verdict).foreground;
        case Qt::BackgroundRole: {
            const QColor background = style_.colors(cell.verdict).background;
            return background.isValid() ? QVariant(background) : QVariant();
        }
        case Qt::ToolTipRole:
            return text(inspect::counterexampleCellReason(r, which == 1, cx.settings()));
        default:
            return {};
    }
}

QVariant ResultsTableModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= shownRows_) return {};
    const PairRef pair = pairAt(index.row(), index.column());
    if (role == PairRefRole) return QVariant::fromValue(pair);
    const int verdict = verdictColumnOf(index.column());
    if (const int which = counterexampleColumnOf(index.column()); which >= 0)
        return role == SortRole ? QVariant(sortKey(index.row(), index.column()))
                                : counterexampleData(pair, which, role);
    if (role == SortRole) {
        if (verdict < 0) {
            QVariant v = leadingData(pair, index.column(), role);
            if (v.isValid()) return v;
        }
        return sortKey(index.row(), index.column());
    }
    return verdict >= 0 ? verdictData(pair, size_t(verdict), role)
                        : leadingData(pair, index.column(), role);
}

QVariant ResultsTableModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal)
        return QAbstractTableModel::headerData(section, orientation, role);
    const int verdict = verdictColumnOf(section);
    if (const int which = counterexampleColumnOf(section); which >= 0) {
        if (role == Qt::TextAlignmentRole) return int(Qt::AlignRight | Qt::AlignVCenter);
        if (role == Qt::DisplayRole) return which == 0 ? tr("EXC") : tr("sqlscope");
        if (role == Qt::ToolTipRole)
            return which == 0 ? tr("EXC (exc): the checked metric passes and the counterexample "
                                   "search found no database that tells the queries apart")
                              : tr("sqlscope: ESM+ (strict) accepts, or EXC passes");
        return {};
    }
    if (role == Qt::TextAlignmentRole && verdict >= 0)
        return int(Qt::AlignRight | Qt::AlignVCenter);
    if (role != Qt::DisplayRole && role != Qt::ToolTipRole) return {};
    if (verdict >= 0) {
        const inspect::VerdictColumn& c = inspect::verdictColumns()[size_t(verdict)];
        QString label = text(c.label);
        if (role == Qt::ToolTipRole) label += QStringLiteral(" (") + text(c.key) + QLatin1Char(')');
        const int run = runOfColumn(section);
        if (run >= 0)
            label = text(table_.runName(size_t(run))) + QStringLiteral(" \u00b7 ") + label;
        return label;
    }
    if (grouping_ == Grouping::PerPair) {
        switch (section) {
            case PairId:
                return tr("Id");
            case PairRun:
                return tr("Run");
            case PairDatabase:
                return tr("Database");
            case PairHardness:
                return tr("Hardness");
            case PairQuestion:
                return tr("Question");
        }
    } else {
        switch (section) {
            case QuestionId:
                return tr("Id");
            case QuestionDatabase:
                return tr("Database");
            case QuestionHardness:
                return tr("Hardness");
            case QuestionText:
                return tr("Question");
        }
    }
    return {};
}

}  // namespace sqlscope::ui
