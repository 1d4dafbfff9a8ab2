// The "FP/FN" panel (issue 15): tabs "Metric vs metric" (ConfusionView),
// "Metric vs human" (ErrorRateView) and "Rule ablation" (AblationChart),
// with Export buttons: the current tab's table as CSV or LaTeX
// (core/study/table_export.h; the ablation: its series as CSV) and as PNG or SVG (the tab as
// drawn; the ablation tab's charts, titled). With a labelling sample, the "Metric vs human" tab
// also shows each stratum's labelled / population counts. The rule ablation is computed off the GUI
// thread when its tab is shown and its inputs changed, or on "Recompute".
#pragma once

#include <QWidget>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/annotate/annotation.h"
#include "core/inspect/pair_filter.h"
#include "core/inspect/pairs_export.h"
#include "core/study/stratified_sample.h"

class QLabel;
class QPushButton;
class QTabWidget;

namespace sqlscope::inspect {
class PairTable;
}

namespace sqlscope::ui {

class AblationChart;
class ConfusionView;
class ErrorRateView;

class StudyPanel : public QWidget {
    Q_OBJECT

public:
    enum Tab { MetricVsMetric = 0, MetricVsHuman = 1, RuleAblation = 2 };

    explicit StudyPanel(QWidget* parent = nullptr);

    // The evaluation's pairs (kept by reference: it must outlive the panel
    // or be replaced by another setTable; call again after rows are added).
    void setTable(const inspect::PairTable& table);
    // The human verdicts, and the strata their sample was drawn from (none:
    // not a stratified sample: plain rates).
    void setAnnotations(std::vector<annotate::PairAnnotation> verdicts,
                        std::optional<study::StrataDesign> design = std::nullopt);
    // The workspace's labelling sample (null: none), shown with the rates;
    // takes effect with the next setTable / setAnnotations.
    void setSample(std::shared_ptr<const study::StratifiedSample> sample);
    // Where ESM+'s schemas come from for the ablation: the benchmark's
    // tables.json and database folders (in order).
    void setAblationInputs(std::string tablesFile, std::vector<std::string> databaseDirs);
    // Starts the ablation now (nothing without a table and inputs).
    void computeAblation();

    // The current tab's export; false when it cannot be written (or the tab
    // has no such export: LaTeX for the two tables only; the ablation's CSV
    // is its series, study::ablationCsv, once computed).
    bool exportCsv(const QString& path);
    bool exportLatex(const QString& path);
    bool exportPng(const QString& path);
    // The current tab as SVG: the ablation's two charts under a title, or
    // the table tab as drawn.
    bool exportSvg(const QString& path);
    // Every export is stamped (docs/export.md, "The stamp"): the provider
    // gives the evaluator's version, settings and input digests; without
    // one the stamp has only the version fields left empty.
    void setStampProvider(std::function<inspect::ExportStamp()> provider);
    // Why the last export failed ("" after a success).
    QString lastExportError() const { return lastExportError_; }

    QTabWidget* tabs() const { return tabs_; }
    ConfusionView* confusionView() const { return confusion_; }
    ErrorRateView* errorRateView() const { return errorRates_; }
    AblationChart* ablationChart() const { return ablation_; }

signals:
    void filterRequested(const inspect::PairFilter& filter);

protected:
    void showEvent(QShowEvent* event) override;

private:
    void tabChanged();
    void exportWith(const QString& kind);
    bool writeExport(const QString& path, std::string_view content);

    QTabWidget* tabs_ = nullptr;
    ConfusionView* confusion_ = nullptr;
    ErrorRateView* errorRates_ = nullptr;
    AblationChart* ablation_ = nullptr;
    QPushButton* csv_ = nullptr;
    QPushButton* latex_ = nullptr;
    QPushButton* png_ = nullptr;
    QPushButton* svg_ = nullptr;
    QPushButton* recompute_ = nullptr;

    const inspect::PairTable* table_ = nullptr;
    std::vector<annotate::PairAnnotation> verdicts_;
    std::optional<study::StrataDesign> design_;
    std::string tablesFile_;
    std::vector<std::string> databaseDirs_;
    bool ablationStale_ = true;
    std::function<inspect::ExportStamp()> stampProvider_;
    QString lastExportError_;
};

}  // namespace sqlscope::ui
