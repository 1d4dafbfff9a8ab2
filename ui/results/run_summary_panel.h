// The side panel of the results: one compact block per run (pairs, the
// headline metrics with their pass / partial / fail / n/a counts, counts by
// hardness with EX and ESM+ accuracy, by execution outcome, the pairs each
// ESM+ rule rescued, and the disagreement presets), drawn as one rich-text
// document from inspect::summarizeRun. Every non-zero count is a link:
// clicking it asks for the filter that selects exactly those pairs.
#pragma once

#include <QWidget>
#include <vector>

#include "core/inspect/pair_filter.h"

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

    // The document (for tests and screenshots): links are "filter:N".
    QTextBrowser* browser() const { return browser_; }

signals:
    void filterRequested(const inspect::PairFilter& filter);

protected:
    void changeEvent(QEvent* event) override;

private:
    void linkActivated(const QUrl& url);
    void applyStyleSheet();

    QTextBrowser* browser_ = nullptr;
    std::vector<inspect::PairFilter> filters_;  // by link number
};

}  // namespace sqlscope::ui
