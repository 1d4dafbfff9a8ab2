// Metric vs metric (issue 15): for a chosen run, the 2x2 confusion table of
// every pair of binary metrics (EX, EX-BIRD, EXE, ESM, ESM+) as one row per
// pair of metrics -- A, B, then "A ✓ B ✓", "A ✓ B ✗", "A ✗ B ✓", "A ✗ B ✗"
// and the pairs where A or B has no verdict -- drawn from
// study::confusionTables. Clicking a count asks for the cell's filter (the
// results table then shows exactly those pairs).
#pragma once

#include <QWidget>
#include <vector>

#include "core/inspect/pair_filter.h"
#include "core/study/confusion_tables.h"

class QComboBox;
class QTableWidget;

namespace sqlscope::inspect {
class PairTable;
}

namespace sqlscope::ui {

class ConfusionView : public QWidget {
    Q_OBJECT

public:
    explicit ConfusionView(QWidget* parent = nullptr);

    // Recomputes every run's tables (a few ms for 100,000 pairs) and keeps
    // the chosen run when it still exists.
    void setTable(const inspect::PairTable& table);
    void setRun(size_t run);
    size_t run() const;

    // Every run's tables of the last setTable (for the exports and tests).
    const std::vector<study::ConfusionTable>& tables() const { return tables_; }
    const std::vector<std::string>& runNames() const { return runNames_; }
    // Rows: the ten pairs of metrics; columns 2..5: the cells [a][b] in the
    // order a*2+b; column 6: without a verdict.
    QTableWidget* grid() const { return grid_; }
    QComboBox* runBox() const { return runBox_; }

signals:
    void filterRequested(const inspect::PairFilter& filter);

protected:
    void changeEvent(QEvent* event) override;

private:
    void render();
    void cellClicked(int row, int column);

    QComboBox* runBox_ = nullptr;
    QTableWidget* grid_ = nullptr;
    std::vector<study::ConfusionTable> tables_;
    std::vector<std::string> runNames_;
    std::vector<const study::ConfusionTable*> shown_;  // by grid row
};

}  // namespace sqlscope::ui
