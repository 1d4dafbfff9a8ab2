// Rule ablation (issue 15; the ESM+ paper's Figure 7): ESM+'s false-negative
// rate per run as its equivalence rules are switched on one at a time in
// registry order (a line per run over k = 0..20, "rules 1..k on"), and below
// it each rule's own contribution (bars per run: FN points the rule alone
// rescues, RuleContribution::alone). The titles say the truth used (human
// verdicts where present, otherwise EXE: RuleAblation::truthNote).
// study::ablateRules runs off the GUI thread (QtConcurrent::run); the
// charts are redrawn when it finishes. Colours from the Okabe-Ito set, in a
// light and a dark variant by the palette.
#pragma once

#include <QByteArray>
#include <QFutureWatcher>
#include <QWidget>
#include <functional>
#include <string>
#include <vector>

#include "core/annotate/annotation.h"
#include "core/study/rule_ablation.h"

class QLabel;
class QChartView;

namespace sqlscope::inspect {
class PairTable;
}

namespace sqlscope::ui {

struct AblationResult {
    study::RuleAblation ablation;
    std::string error;  // the catalog could not be read
};

class AblationChart : public QWidget {
    Q_OBJECT

public:
    explicit AblationChart(QWidget* parent = nullptr);
    ~AblationChart() override;

    // Starts study::ablateRules in the background on `table` (which must
    // stay unchanged until computed() or failed()), with ESM+'s schemas
    // read from `tablesFile` (the benchmark's tables.json) and the database
    // folders in order (as the evaluation's). A call while one runs
    // supersedes it (its result is dropped).
    void compute(const inspect::PairTable& table, std::vector<annotate::PairAnnotation> human,
                 std::string tablesFile, std::vector<std::string> databaseDirs,
                 study::AblationOptions options = {});
    bool isComputing() const;
    // Draws an ablation already computed.
    void setAblation(study::RuleAblation ablation);
    const study::RuleAblation& ablation() const { return ablation_; }

    QChartView* lineView() const { return lineView_; }
    QChartView* barView() const { return barView_; }
    QLabel* status() const { return status_; }
    // Both charts as one PNG picture (empty on failure).
    QByteArray pngBytes();
    // Both charts as one SVG (vector: QSvgGenerator), under `title`, at the
    // widget's size; the series names are text in it (empty on failure).
    QByteArray svgBytes(const QString& title);

signals:
    void computed();
    void failed(const QString& error);

protected:
    void changeEvent(QEvent* event) override;

private:
    void finished();
    void render();
    QString truthText() const;

    QLabel* status_ = nullptr;
    QChartView* lineView_ = nullptr;
    QChartView* barView_ = nullptr;
    QFutureWatcher<AblationResult>* watcher_ = nullptr;
    std::function<void()> pending_;  // the latest compute() made while one ran
    // From compute() until finished() has handled its result (the future alone
    // may have ended before the caller looks).
    bool running_ = false;
    study::RuleAblation ablation_;
};

}  // namespace sqlscope::ui
