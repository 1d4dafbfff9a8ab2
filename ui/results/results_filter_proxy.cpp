#include "ui/results/results_filter_proxy.h"

#include <algorithm>

#include "ui/results/results_table_model.h"

namespace sqlscope::ui {

ResultsFilterProxy::ResultsFilterProxy(QObject* parent) : QAbstractProxyModel(parent) {}

ResultsFilterProxy::~ResultsFilterProxy() = default;

void ResultsFilterProxy::setSourceModel(QAbstractItemModel* model) {
    beginResetModel();
    for (const QMetaObject::Connection& c : connections_)
        disconnect(c);
    connections_.clear();
    results_ = qobject_cast<const ResultsTableModel*>(model);
    QAbstractProxyModel::setSourceModel(model);
    if (model) {
        connections_ = {
            connect(model, &QAbstractItemModel::modelAboutToBeReset, this,
                    [this] { beginResetModel(); }),
            connect(model, &QAbstractItemModel::modelReset, this, &ResultsFilterProxy::sourceReset),
            connect(model, &QAbstractItemModel::rowsInserted, this,
                    &ResultsFilterProxy::sourceRowsInserted),
            connect(model, &QAbstractItemModel::dataChanged, this,
                    &ResultsFilterProxy::sourceDataChanged),
            connect(model, &QAbstractItemModel::layoutChanged, this, &ResultsFilterProxy::relayout),
            connect(model, &QAbstractItemModel::headerDataChanged, this,
                    &QAbstractItemModel::headerDataChanged),
            // Columns come and go at the end (the counterexample columns).
            connect(model, &QAbstractItemModel::columnsAboutToBeInserted, this,
                    [this](const QModelIndex&, int first, int last) {
                        beginInsertColumns(QModelIndex(), first, last);
                    }),
            connect(model, &QAbstractItemModel::columnsInserted, this,
                    [this] { endInsertColumns(); }),
            connect(model, &QAbstractItemModel::columnsAboutToBeRemoved, this,
                    [this](const QModelIndex&, int first, int last) {
                        beginRemoveColumns(QModelIndex(), first, last);
                    }),
            connect(model, &QAbstractItemModel::columnsRemoved, this,
                    [this] { endRemoveColumns(); }),
        };
    }
    rebuildRows();
    endResetModel();
}

void ResultsFilterProxy::setFilter(const inspect::PairFilter& filter) {
    if (filter == filter_) return;
    filter_ = filter;
    relayout();
}

void ResultsFilterProxy::sort(int column, Qt::SortOrder order) {
    sortColumn_ = column;
    sortOrder_ = order;
    relayout();
}

bool ResultsFilterProxy::acceptsSourceRow(int sourceRow) const {
    if (!results_) return false;
    if (filter_.empty()) return true;
    const PairRef pair = results_->pairAt(sourceRow);
    if (results_->grouping() == ResultsTableModel::Grouping::PerPair)
        return filter_.accepts(results_->table(), pair.itemPos, pair.run);
    return filter_.acceptsQuestion(results_->table(), pair.itemPos);
}

bool ResultsFilterProxy::before(int left, int right) const {
    const double a = results_->sortKey(left, sortColumn_);
    const double b = results_->sortKey(right, sortColumn_);
    if (a != b) return sortOrder_ == Qt::AscendingOrder ? a < b : a > b;
    return left < right;
}

void ResultsFilterProxy::rebuildRows() {
    rows_.clear();
    reverseStale_ = true;
    if (!results_) return;
    const int n = results_->rowCount();
    if (sortColumn_ >= results_->columnCount()) sortColumn_ = -1;
    rows_.reserve(size_t(n));
    for (int row = 0; row < n; ++row)
        if (acceptsSourceRow(row)) rows_.push_back(row);
    if (sortColumn_ < 0) return;
    // One key per row, then a sort on (key, source row): a total order, so
    // std::sort gives the stable result.
    std::vector<std::pair<double, int>> keyed;
    keyed.reserve(rows_.size());
    for (int row : rows_)
        keyed.emplace_back(results_->sortKey(row, sortColumn_), row);
    if (sortOrder_ == Qt::AscendingOrder)
        std::sort(keyed.begin(), keyed.end());
    else
        std::sort(keyed.begin(), keyed.end(), [](const auto& a, const auto& b) {
            return a.first != b.first ? a.first > b.first : a.second < b.second;
        });
    for (size_t i = 0; i < keyed.size(); ++i)
        rows_[i] = keyed[i].second;
}

void ResultsFilterProxy::relayout() {
    emit layoutAboutToBeChanged({}, QAbstractItemModel::VerticalSortHint);
    const QModelIndexList persistent = persistentIndexList();
    std::vector<std::pair<int, int>> sources;  // (source row, column)
    sources.reserve(size_t(persistent.size()));
    for (const QModelIndex& index : persistent)
        sources.emplace_back(index.row() < int(rows_.size()) ? rows_[size_t(index.row())] : -1,
                             index.column());
    rebuildRows();
    ensureReverse();
    QModelIndexList moved;
    moved.reserve(persistent.size());
    for (const auto& [source, column] : sources) {
        const int row =
            source >= 0 && size_t(source) < proxyOf_.size() ? proxyOf_[size_t(source)] : -1;
        moved.append(row >= 0 ? createIndex(row, column) : QModelIndex());
    }
    changePersistentIndexList(persistent, moved);
    emit layoutChanged({}, QAbstractItemModel::VerticalSortHint);
}

int ResultsFilterProxy::insertPosition(int sourceRow) const {
    if (sortColumn_ < 0)
        return int(std::lower_bound(rows_.begin(), rows_.end(), sourceRow) - rows_.begin());
    return int(std::partition_point(rows_.begin(), rows_.end(),
                                    [&](int row) { return before(row, sourceRow); }) -
               rows_.begin());
}

void ResultsFilterProxy::sourceReset() {
    rebuildRows();
    endResetModel();
}

void ResultsFilterProxy::sourceRowsInserted(const QModelIndex& parent, int first, int last) {
    if (parent.isValid() || !results_) return;
    reverseStale_ = true;
    std::vector<int> accepted;
    for (int row = first; row <= last; ++row)
        if (acceptsSourceRow(row)) accepted.push_back(row);
    if (accepted.empty()) return;
    // Streamed rows come after every source row: unsorted, they extend the end.
    const bool atEnd = sortColumn_ < 0 && (rows_.empty() || rows_.back() < accepted.front());
    if (atEnd) {
        const int at = int(rows_.size());
        beginInsertRows(QModelIndex(), at, at + int(accepted.size()) - 1);
        rows_.insert(rows_.end(), accepted.begin(), accepted.end());
        endInsertRows();
        return;
    }
    for (int row : accepted) {
        const int at = insertPosition(row);
        beginInsertRows(QModelIndex(), at, at);
        rows_.insert(rows_.begin() + at, row);
        endInsertRows();
    }
}

void ResultsFilterProxy::sourceDataChanged(const QModelIndex& topLeft,
                                           const QModelIndex& bottomRight,
                                           const QList<int>& roles) {
    if (!results_ || !topLeft.isValid()) return;
    const bool styleOnly = !roles.isEmpty() && std::all_of(roles.begin(), roles.end(), [](int r) {
        return r == Qt::ForegroundRole || r == Qt::BackgroundRole;
    });
    const int first = topLeft.row(), last = bottomRight.row();
    if (styleOnly) {
        if (!rows_.empty())
            emit dataChanged(index(0, 0), index(int(rows_.size()) - 1, columnCount() - 1), roles);
        return;
    }
    if (last - first > 256) {
        relayout();
        return;
    }
    // A row that changed may now pass or fail the filter, or sort elsewhere.
    for (int source = first; source <= last; ++source) {
        ensureReverse();
        const int at = size_t(source) < proxyOf_.size() ? proxyOf_[size_t(source)] : -1;
        const bool accepted = acceptsSourceRow(source);
        if (at >= 0) {
            const bool inPlace =
                accepted &&
                (sortColumn_ < 0 ||
                 ((at == 0 || before(rows_[size_t(at - 1)], source)) &&
                  (at + 1 == int(rows_.size()) || before(source, rows_[size_t(at + 1)]))));
            if (inPlace) {
                emit dataChanged(index(at, 0), index(at, columnCount() - 1), roles);
                continue;
            }
            beginRemoveRows(QModelIndex(), at, at);
            rows_.erase(rows_.begin() + at);
            endRemoveRows();
            reverseStale_ = true;
        }
        if (accepted) {
            const int to = insertPosition(source);
            beginInsertRows(QModelIndex(), to, to);
            rows_.insert(rows_.begin() + to, source);
            endInsertRows();
            reverseStale_ = true;
        }
    }
}

void ResultsFilterProxy::ensureReverse() const {
    if (!reverseStale_) return;
    proxyOf_.assign(results_ ? size_t(results_->rowCount()) : 0, -1);
    for (size_t p = 0; p < rows_.size(); ++p)
        if (size_t(rows_[p]) < proxyOf_.size()) proxyOf_[size_t(rows_[p])] = int(p);
    reverseStale_ = false;
}

QModelIndex ResultsFilterProxy::mapToSource(const QModelIndex& proxyIndex) const {
    if (!proxyIndex.isValid() || !results_ || proxyIndex.row() >= int(rows_.size())) return {};
    return results_->index(rows_[size_t(proxyIndex.row())], proxyIndex.column());
}

QModelIndex ResultsFilterProxy::mapFromSource(const QModelIndex& sourceIndex) const {
    if (!sourceIndex.isValid() || !results_) return {};
    ensureReverse();
    const size_t source = size_t(sourceIndex.row());
    if (source >= proxyOf_.size() || proxyOf_[source] < 0) return {};
    return createIndex(proxyOf_[source], sourceIndex.column());
}

QModelIndex ResultsFilterProxy::index(int row, int column, const QModelIndex& parent) const {
    if (parent.isValid() || row < 0 || column < 0 || row >= int(rows_.size()) ||
        column >= columnCount())
        return {};
    return createIndex(row, column);
}

QModelIndex ResultsFilterProxy::parent(const QModelIndex&) const {
    return {};
}

int ResultsFilterProxy::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : int(rows_.size());
}

int ResultsFilterProxy::columnCount(const QModelIndex& parent) const {
    return parent.isValid() || !results_ ? 0 : results_->columnCount();
}

bool ResultsFilterProxy::hasChildren(const QModelIndex& parent) const {
    return !parent.isValid() && !rows_.empty();
}

QVariant ResultsFilterProxy::headerData(int section, Qt::Orientation orientation, int role) const {
    if (!results_) return {};
    if (orientation == Qt::Horizontal) return results_->headerData(section, orientation, role);
    if (role == Qt::DisplayRole) return section + 1;
    return {};
}

}  // namespace sqlscope::ui
