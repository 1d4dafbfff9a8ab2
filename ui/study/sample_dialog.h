// Study > Draw Labelling Sample (issue 15, docs/gui-study.md): the choices
// of a stratified labelling sample (core/study/stratified_sample.h) -- the
// verdict columns whose pass/fail cells are the strata (default EX, EXE,
// ESM, ESM+), per run or over all runs, what to do with pairs lacking a
// verdict, the pairs drawn per stratum and the seed -- with a live preview
// of the strata (label, population, pairs it will draw) and their totals.
// It draws nothing itself beyond the preview: sample() is the sample the
// preview shows, which the window records on OK. Two checkboxes carry the
// workflow's next steps: filter the table to the sample, judge blind.
#pragma once

#include <QDialog>
#include <vector>

#include "core/study/stratified_sample.h"

class QCheckBox;
class QComboBox;
class QLabel;
class QPushButton;
class QSpinBox;
class QTableWidget;

namespace sqlscope::inspect {
class PairTable;
}

namespace sqlscope::ui {

class SampleDialog : public QDialog {
    Q_OBJECT

public:
    // `table` (the evaluation's pairs) must outlive the dialog. `savedIn`:
    // the workspace the sample will be recorded in ("" : none is open, the
    // sample is kept in memory only, and the dialog says so).
    SampleDialog(const inspect::PairTable& table, const QString& savedIn,
                 QWidget* parent = nullptr);

    void setOptions(const study::SampleOptions& options);
    study::SampleOptions options() const;
    // The sample drawn with options() (what the preview shows).
    const study::StratifiedSample& sample() const { return sample_; }
    // After OK: show only the sample's pairs / turn blind mode on.
    bool filterToSample() const;
    bool judgeBlind() const;

    QTableWidget* preview() const { return preview_; }
    QLabel* totals() const { return totals_; }

private:
    void redraw();

    const inspect::PairTable& table_;
    std::vector<std::pair<size_t, QCheckBox*>> columns_;  // verdict column, its box
    QCheckBox* perRun_ = nullptr;
    QComboBox* incomplete_ = nullptr;
    QSpinBox* perCell_ = nullptr;
    QSpinBox* seed_ = nullptr;
    QTableWidget* preview_ = nullptr;
    QLabel* totals_ = nullptr;
    QCheckBox* filter_ = nullptr;
    QCheckBox* blind_ = nullptr;
    QPushButton* ok_ = nullptr;
    study::StratifiedSample sample_;
    bool updating_ = false;
};

}  // namespace sqlscope::ui
