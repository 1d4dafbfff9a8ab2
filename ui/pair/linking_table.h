// The pair view's Linking tab: every table and column either query uses
// (explain::LinkingExplanation), whether the gold, the prediction or both
// use it (missing: the gold's only; extra: the prediction's only), R / P /
// F1+ and whether the elements are approximate.
#pragma once

#include <QWidget>

class QLabel;
class QTableWidget;

namespace sqlscope::explain {
struct PairExplanation;
}

namespace sqlscope::ui {

class LinkingTable : public QWidget {
    Q_OBJECT

public:
    explicit LinkingTable(QWidget* parent = nullptr);

    void setExplanation(const explain::PairExplanation& explanation);
    void clearLinking();

    QTableWidget* table() const { return table_; }

private:
    QLabel* summary_ = nullptr;
    QTableWidget* table_ = nullptr;
};

}  // namespace sqlscope::ui
