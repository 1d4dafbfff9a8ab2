// The Results tab's "Counterexample" section (docs/gui.md#counterexamples):
// where the counterexample search left the pair -- found, none within the
// budget, not applicable (why), not searched -- and when found the shrunk
// database script (read-only, with a Copy button) and gold's and
// prediction's results on that database as two grids, the rows one result
// has and the other lacks marked with the unmatched tint and a legend line.
// When the pair was not searched, "Search this pair" asks for a search.
#pragma once

#include <QWidget>

class QLabel;
class QPushButton;
class QTableWidget;

namespace sqlscope::inspect {
struct PairCounterexample;
}

namespace sqlscope::ui {

class SqlEditor;

class CounterexampleSection : public QWidget {
    Q_OBJECT

public:
    explicit CounterexampleSection(QWidget* parent = nullptr);

    // Shows `record` (searched with a budget of `budgetMs` per pair); null:
    // no search ran for this pair. `canSearch`: the button may start one.
    // `budget`: what ends a search ("200 ms", "50 trials or 200 ms").
    void setRecord(const inspect::PairCounterexample* record, const QString& budget,
                   bool canSearch);
    // A search of this pair is under way.
    void setSearching();

    QLabel* statusLabel() const { return status_; }
    SqlEditor* scriptEditor() const { return script_; }
    QTableWidget* goldTable() const { return gold_; }
    QTableWidget* predictionTable() const { return pred_; }
    QPushButton* searchButton() const { return search_; }
    QPushButton* copyButton() const { return copy_; }
    QLabel* legendLabel() const { return legend_; }

signals:
    void searchRequested();

private:
    void showDetails(bool shown);

    QLabel* status_ = nullptr;
    QPushButton* search_ = nullptr;
    QPushButton* copy_ = nullptr;
    QWidget* details_ = nullptr;
    SqlEditor* script_ = nullptr;
    QLabel* goldTitle_ = nullptr;
    QLabel* predTitle_ = nullptr;
    QTableWidget* gold_ = nullptr;
    QTableWidget* pred_ = nullptr;
    QLabel* legend_ = nullptr;
    QString scriptText_;
};

}  // namespace sqlscope::ui
