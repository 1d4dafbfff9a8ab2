// The results table as the view shows it: the rows an inspect::PairFilter
// accepts (per pair: the pair; per question: any of its runs), sorted on a
// column by ResultsTableModel's numeric sort keys. It keeps its own vector
// of source rows (filtered, then sorted with std::sort on (key, source
// row), so ties keep the source order) instead of QSortFilterProxyModel's
// mapping, whose row-by-row removals made a filter that keeps scattered
// rows cost 260 ms at 100,000 pairs; filtering or sorting 100,000 rows now
// stays under 100 ms (bench/gui_table_bench.cpp). A filter or sort change
// is a layout change (selection and current index follow their rows);
// streamed rows are inserted in place. The source must be a ResultsTableModel.
#pragma once

#include <QAbstractProxyModel>
#include <vector>

#include "core/inspect/pair_filter.h"

namespace sqlscope::ui {

class ResultsTableModel;

class ResultsFilterProxy : public QAbstractProxyModel {
    Q_OBJECT

public:
    explicit ResultsFilterProxy(QObject* parent = nullptr);
    ~ResultsFilterProxy() override;

    // Only a ResultsTableModel (anything else shows nothing).
    void setSourceModel(QAbstractItemModel* model) override;
    const inspect::PairFilter& filter() const { return filter_; }
    void setFilter(const inspect::PairFilter& filter);

    // Filters and sorts again (the table's verdicts against alternate golds changed).
    void refilter() { relayout(); }

    // column -1: the source order.
    void sort(int column, Qt::SortOrder order = Qt::AscendingOrder) override;
    int sortColumn() const { return sortColumn_; }
    Qt::SortOrder sortOrder() const { return sortOrder_; }

    // Whether the filter accepts a source row (what filterAcceptsRow is to
    // a QSortFilterProxyModel).
    bool acceptsSourceRow(int sourceRow) const;

    QModelIndex mapToSource(const QModelIndex& proxyIndex) const override;
    QModelIndex mapFromSource(const QModelIndex& sourceIndex) const override;
    QModelIndex index(int row, int column, const QModelIndex& parent = {}) const override;
    QModelIndex parent(const QModelIndex& child) const override;
    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    bool hasChildren(const QModelIndex& parent = {}) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    // Refilters and resorts every row as one layout change.
    void relayout();
    void rebuildRows();
    bool before(int leftSource, int rightSource) const;
    int insertPosition(int sourceRow) const;
    void sourceReset();
    void sourceRowsInserted(const QModelIndex& parent, int first, int last);
    void sourceDataChanged(const QModelIndex& topLeft, const QModelIndex& bottomRight,
                           const QList<int>& roles);
    void ensureReverse() const;

    const ResultsTableModel* results_ = nullptr;
    inspect::PairFilter filter_;
    int sortColumn_ = -1;
    Qt::SortOrder sortOrder_ = Qt::AscendingOrder;
    std::vector<int> rows_;             // proxy row -> source row
    mutable std::vector<int> proxyOf_;  // source row -> proxy row or -1, rebuilt when stale
    mutable bool reverseStale_ = true;
    std::vector<QMetaObject::Connection> connections_;
};

}  // namespace sqlscope::ui
