// The side panel of the results: every run's headline (pairs, EX, ESM+),
// then one run's block in detail -- the run of the selected pair, or the one
// clicked in the list -- (pairs, the
// headline metrics with their pass / partial / fail / n/a counts, counts by
// hardness with EX and ESM+ accuracy, by execution outcome, the pairs each
// ESM+ rule rescued, and the disagreement presets), drawn as one rich-text
// document from inspect::summarizeRun. Every non-zero count is a link:
// clicking it asks for the filter that selects exactly those pairs.
#pragma once

#include <QWidget>
#include <vector>

#include "core/inspect/pair_filter.h"
#include "core/inspect/run_summary.h"

class QTextBrowser;
class QUrl;

namespace sqlscope::inspect {
class PairTable;
}

namespace sqlscope::ui {

class RunSummaryPanel : public QWidget {
    Q_OBJECT

public:
    explicit RunSummaryPanel(QWidget* parent = nullptr);

    // Redraws every run's block from the table (a few milliseconds for
    // 100,000 pairs; keeps the scroll position).
    void refresh(const inspect::PairTable& table);
    // The run shown in detail (the selected pair's); redraws from the last refresh.
    void setCurrentRun(size_t run);
    size_t currentRun() const { return currentRun_; }

    // The document (for tests and screenshots): links are "filter:N".
    QTextBrowser* browser() const { return browser_; }

signals:
    void filterRequested(const inspect::PairFilter& filter);
    // A run's name was clicked in the list (its detail is now shown).
    void runChosen(size_t run);

protected:
    void changeEvent(QEvent* event) override;

private:
    void linkActivated(const QUrl& url);
    void applyStyleSheet();
    void render();

    QTextBrowser* browser_ = nullptr;
    std::vector<inspect::PairFilter> filters_;    // by link number
    std::vector<inspect::RunSummary> summaries_;  // of the last refresh, by run
    size_t currentRun_ = 0;
};

}  // namespace sqlscope::ui
