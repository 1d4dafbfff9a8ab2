// One question across every run: the question, its database and gold SQL
// on top, then one row per run with the run's prediction (elided; the full
// text in the tooltip) and its verdict cells, styled as in the results
// table. Columns no pair of the table has a verdict for are hidden.
// Double-clicking a run asks to open that pair.
#pragma once

#include <QWidget>
#include <cstddef>

class QLabel;
class QTableWidget;

namespace sqlscope::inspect {
class PairTable;
}

namespace sqlscope::ui {

class CrossRunView : public QWidget {
    Q_OBJECT

public:
    explicit CrossRunView(QWidget* parent = nullptr);

    void showQuestion(const inspect::PairTable& table, size_t itemPos);
    void clear();

    // The run table (for tests): column 0 run, 1 prediction, then the
    // verdict columns in inspect::verdictColumns() order.
    QTableWidget* runTable() const { return runs_; }

signals:
    void runActivated(size_t run);

private:
    QLabel* question_ = nullptr;
    QLabel* gold_ = nullptr;
    QTableWidget* runs_ = nullptr;
};

}  // namespace sqlscope::ui
