// The pair view's Components tab: one row per explain::ComponentRow
// (component, ESM, ESM+, F1, the items each side compared). Selecting a row
// tells the view which component to bring into view in the editors.
#pragma once

#include <QTableWidget>

namespace sqlscope::explain {
struct PairExplanation;
}

namespace sqlscope::ui {

class ComponentTable : public QTableWidget {
    Q_OBJECT

public:
    explicit ComponentTable(QWidget* parent = nullptr);

    void setExplanation(const explain::PairExplanation& explanation);
    void clearRows();

signals:
    // The component's name as in the explanation ("WHERE", "SELECT (no AGG)").
    void componentSelected(const QString& name);
};

}  // namespace sqlscope::ui
