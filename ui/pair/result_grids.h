// The pair view's Results tab: the gold and predicted results side by side
// (explain::ResultComparison), each row with the metrics that matched it and
// each cell tinted matched / unmatched, the column mapping EXP/EXR chose,
// the execution metrics' values, and errors, timeouts, denials and gold
// errors as a visible message (a failed query shows why, never an empty grid).
// Below them, in a splitter, the counterexample search's section
// (counterexample_section.h).
#pragma once

#include <QWidget>

class QLabel;
class QStackedWidget;
class QTableWidget;

namespace sqlscope::explain {
struct PairExplanation;
struct ResultGrid;
}  // namespace sqlscope::explain

namespace sqlscope::ui {

class CounterexampleSection;

class ResultGrids : public QWidget {
    Q_OBJECT

public:
    explicit ResultGrids(QWidget* parent = nullptr);

    void setExplanation(const explain::PairExplanation& explanation);
    void clearResults();

    QTableWidget* goldTable() const { return gold_.table; }
    QTableWidget* predictionTable() const { return pred_.table; }
    CounterexampleSection* counterexampleSection() const { return counterexample_; }
    // Column 0 of each table holds the row's match glyph; data start at 1.
    static constexpr int kFirstDataColumn = 1;

private:
    struct Side {
        QLabel* title = nullptr;  // "Gold — ok, 11 rows (showing 11 of 11)"
        QStackedWidget* stack = nullptr;
        QTableWidget* table = nullptr;
        QLabel* failure = nullptr;  // shown instead of the table when there is no result
    };
    QWidget* makeSide(Side& side, const QString& name);
    void fill(Side& side, const QString& name, const explain::ResultGrid& grid,
              const std::vector<uint8_t>& rows, const std::vector<std::vector<bool>>& cells,
              const std::vector<QString>& headers, bool cellsGraded);

    QLabel* metrics_ = nullptr;
    QLabel* messages_ = nullptr;
    QLabel* mapping_ = nullptr;
    QLabel* key_ = nullptr;
    Side gold_, pred_;
    CounterexampleSection* counterexample_ = nullptr;
};

}  // namespace sqlscope::ui
