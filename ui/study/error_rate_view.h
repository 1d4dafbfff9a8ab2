// Metric vs human (issue 15): the FP / FN rates of every binary metric
// against the human verdicts, in the layout of Table 4 of the ESM+ paper
// (rows = metrics; per run two columns, FP % and FN % with their 95%
// interval), drawn from study::estimateErrorRates, under a note that says
// whether the rates are stratified estimates or plain rates, how many
// pairs are labelled and how many unsure verdicts were left out. Clicking
// a rate asks for a filter: the run's pairs where the metric passes (FP)
// or fails (FN) -- PairFilter cannot select by human verdict, so the
// filter is on the metric's verdict only, and the cell's tooltip says so.
// With a labelling sample (setSample), a second table under the rates
// shows each stratum's population, pairs drawn and pairs labelled
// (study::sampleProgress).
#pragma once

#include <QWidget>
#include <memory>
#include <optional>
#include <vector>

#include "core/annotate/annotation.h"
#include "core/inspect/pair_filter.h"
#include "core/study/fp_fn_table.h"

class QLabel;
class QTableWidget;

namespace sqlscope::inspect {
class PairTable;
}

namespace sqlscope::ui {

class ErrorRateView : public QWidget {
    Q_OBJECT

public:
    explicit ErrorRateView(QWidget* parent = nullptr);

    void setData(const inspect::PairTable& table,
                 const std::vector<annotate::PairAnnotation>& verdicts,
                 std::optional<study::StrataDesign> design);

    // The workspace's labelling sample (null: none); takes effect with the
    // next setData.
    void setSample(std::shared_ptr<const study::StratifiedSample> sample) {
        sample_ = std::move(sample);
    }

    const study::ErrorRateTable& rates() const { return rates_; }
    // Per stratum: run, stratum, population, drawn, labelled, unsure; a
    // last row of totals. Hidden without a sample.
    QTableWidget* sampleGrid() const { return sampleGrid_; }
    // Rows: EX, EX-BIRD, EXE, ESM, ESM+; columns 2*run (FP), 2*run+1 (FN).
    QTableWidget* grid() const { return grid_; }
    QLabel* note() const { return note_; }
    // The filter a click on (row, column) asks for, or none.
    std::optional<inspect::PairFilter> filterAt(int row, int column) const;

signals:
    void filterRequested(const inspect::PairFilter& filter);

private:
    void render();
    void renderSample(const std::vector<annotate::PairAnnotation>& verdicts);

    QLabel* note_ = nullptr;
    QTableWidget* grid_ = nullptr;
    QLabel* sampleNote_ = nullptr;
    QTableWidget* sampleGrid_ = nullptr;
    study::ErrorRateTable rates_;
    std::shared_ptr<const study::StratifiedSample> sample_;
    std::vector<std::string> runNames_;
};

}  // namespace sqlscope::ui
