// The bar above the results table that edits an inspect::PairFilter: a
// text field (debounced), one combo box per condition (database, hardness,
// run, outcome, rule fired, error category, preset), a chip for a verdict
// condition set from the run summary, and Clear. It holds no rows; the
// combos are filled from a PairTable's databases and runs.
#pragma once

#include <QWidget>
#include <optional>

#include "core/inspect/pair_filter.h"

class QComboBox;
class QLineEdit;
class QPushButton;
class QTimer;
class QToolButton;

namespace sqlscope::inspect {
class PairTable;
}

namespace sqlscope::ui {

class FilterBar : public QWidget {
    Q_OBJECT

public:
    explicit FilterBar(QWidget* parent = nullptr);

    // Fills the database and run combos (the other lists are fixed); the
    // current choices are kept where they still exist.
    void setTable(const inspect::PairTable& table);
    // The filter the bar shows now (the text as typed, without waiting for
    // the debounce).
    inspect::PairFilter filter() const;
    // Shows `filter` (a count clicked elsewhere) and emits filterChanged()
    // once when it differs. A set of several values for one combo shows as
    // "N selected" until another choice is made.
    void setFilter(const inspect::PairFilter& filter);
    // Focuses the text field with its text selected (Ctrl+F).
    void focusText();

    static constexpr int kDebounceMs = 150;

signals:
    void filterChanged();

public slots:
    void clear();

private:
    void changed();
    void updateVerdictChip();

    QLineEdit* text_ = nullptr;
    QTimer* debounce_ = nullptr;
    QComboBox* database_ = nullptr;
    QComboBox* hardness_ = nullptr;
    QComboBox* run_ = nullptr;
    QComboBox* outcome_ = nullptr;
    QComboBox* rule_ = nullptr;
    QComboBox* errorCategory_ = nullptr;
    QComboBox* preset_ = nullptr;
    QToolButton* verdictChip_ = nullptr;
    QPushButton* clearButton_ = nullptr;
    // What the combos cannot show: a verdict condition, and sets of several
    // values (kept while their combo shows "N selected").
    std::optional<inspect::VerdictCondition> verdict_;
    std::optional<size_t> changed_;  // "changed:ex" (alternate golds), shown on the same chip
    inspect::PairFilter several_;
    bool updating_ = false;
    inspect::PairFilter last_;  // the filter last announced
};

}  // namespace sqlscope::ui
