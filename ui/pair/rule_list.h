// The pair view's Rules tab: ESM+'s rule events of the pair
// (explain::RuleNote): rule id and name (core's rule registry), side,
// fired / blocked / unsound, the facts it relied on, before → after. A
// toggle asks the view to show both queries as ESM+ saw them.
#pragma once

#include <QWidget>
#include <vector>

class QCheckBox;
class QLabel;
class QTableWidget;

namespace sqlscope::explain {
struct PairExplanation;
}

namespace sqlscope::ui {

// "7 · COUNT(c) = COUNT(*)", or "rule N" for an id the registry lacks.
QString ruleTitle(int rule);
// The registry's paragraph on what the rule treats as equivalent, and its
// schema guard; "" for an unknown id.
QString ruleDoc(int rule);
QString ruleGuard(int rule);

class RuleList : public QWidget {
    Q_OBJECT

public:
    explicit RuleList(QWidget* parent = nullptr);

    void setExplanation(const explain::PairExplanation& explanation);
    void clearRules();

    QTableWidget* table() const { return table_; }
    QCheckBox* normalFormsToggle() const { return normalForms_; }

signals:
    // The index of the selected event in PairExplanation::rules; -1: none.
    void ruleSelected(int event);
    void normalFormsToggled(bool shown);

private:
    void showDetail(int event);

    std::vector<int> ruleIds_;    // per row
    std::vector<QString> notes_;  // per row
    QLabel* summary_ = nullptr;
    QLabel* detail_ = nullptr;
    QCheckBox* normalForms_ = nullptr;
    QTableWidget* table_ = nullptr;
};

}  // namespace sqlscope::ui
