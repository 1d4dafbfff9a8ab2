#include "ui/study/error_rate_view.h"

#include <QHeaderView>
#include <QLabel>
#include <QTableWidget>
#include <QVBoxLayout>

#include "core/inspect/pair_table.h"
#include "core/study/sample_progress.h"

namespace sqlscope::ui {

namespace {

QString percent(const study::RateEstimate& e) {
    return QStringLiteral("%1 [%2, %3]")
        .arg(100 * e.rate, 0, 'f', 1)
        .arg(100 * e.low, 0, 'f', 1)
        .arg(100 * e.high, 0, 'f', 1);
}

}  // namespace

ErrorRateView::ErrorRateView(QWidget* parent) : QWidget(parent) {
    note_ = new QLabel(this);
    note_->setObjectName(QStringLiteral("errorRateNote"));
    note_->setWordWrap(true);
    note_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    grid_ = new QTableWidget(this);
    grid_->setObjectName(QStringLiteral("errorRateGrid"));
    grid_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    grid_->setSelectionMode(QAbstractItemView::SingleSelection);
    grid_->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    sampleNote_ = new QLabel(this);
    sampleNote_->setObjectName(QStringLiteral("sampleProgressNote"));
    sampleNote_->setWordWrap(true);
    sampleGrid_ = new QTableWidget(this);
    sampleGrid_->setObjectName(QStringLiteral("sampleProgressGrid"));
    sampleGrid_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    sampleGrid_->setSelectionMode(QAbstractItemView::NoSelection);
    sampleGrid_->verticalHeader()->hide();
    sampleGrid_->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(note_);
    layout->addWidget(grid_, 1);
    layout->addWidget(sampleNote_);
    layout->addWidget(sampleGrid_, 1);
    connect(grid_, &QTableWidget::cellClicked, this, [this](int row, int column) {
        if (const auto filter = filterAt(row, column)) emit filterRequested(*filter);
    });
    render();
    renderSample({});
}

void ErrorRateView::setData(const inspect::PairTable& table,
                            const std::vector<annotate::PairAnnotation>& verdicts,
                            std::optional<study::StrataDesign> design) {
    rates_ = study::estimateErrorRates(table, verdicts, design);
    runNames_ = table.runNames();
    render();
    renderSample(verdicts);
}

std::optional<inspect::PairFilter> ErrorRateView::filterAt(int row, int column) const {
    if (row < 0 || column < 0 || size_t(column) / 2 >= rates_.runs.size()) return std::nullopt;
    const study::RunErrorRates& r = rates_.runs[size_t(column) / 2];
    if (size_t(row) >= r.metrics.size() || !r.metrics[size_t(row)].computed) return std::nullopt;
    inspect::PairFilter filter;
    filter.runs = {r.run};
    filter.verdict = inspect::VerdictCondition{
        r.metrics[size_t(row)].column,
        column % 2 == 0 ? inspect::CellVerdict::Pass : inspect::CellVerdict::Fail};
    return filter;
}

void ErrorRateView::renderSample(const std::vector<annotate::PairAnnotation>& verdicts) {
    sampleNote_->setVisible(sample_ != nullptr);
    sampleGrid_->setVisible(sample_ != nullptr);
    if (!sample_) return;
    const study::SampleProgress progress = study::sampleProgress(*sample_, verdicts);
    sampleNote_->setText(
        tr("Labelling sample: %1 of %2 drawn pairs labelled, %3 unsure (strata with pairs only).")
            .arg(progress.total.labelled)
            .arg(progress.total.drawn)
            .arg(progress.total.unsure));
    sampleGrid_->clear();
    sampleGrid_->setColumnCount(6);
    sampleGrid_->setHorizontalHeaderLabels(
        {tr("Run"), tr("Stratum"), tr("Population"), tr("Drawn"), tr("Labelled"), tr("Unsure")});
    sampleGrid_->setRowCount(0);
    auto number = [](size_t n) {
        auto* item = new QTableWidgetItem(QString::number(n));
        item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        return item;
    };
    auto addRow = [&](const QString& run, const QString& label, const study::StratumProgress& p) {
        const int row = sampleGrid_->rowCount();
        sampleGrid_->insertRow(row);
        sampleGrid_->setItem(row, 0, new QTableWidgetItem(run));
        sampleGrid_->setItem(row, 1, new QTableWidgetItem(label));
        sampleGrid_->setItem(row, 2, number(p.population));
        sampleGrid_->setItem(row, 3, number(p.drawn));
        sampleGrid_->setItem(row, 4, number(p.labelled));
        sampleGrid_->setItem(row, 5, number(p.unsure));
    };
    for (const study::StratumProgress& p : progress.strata) {
        if (p.population == 0) continue;
        const study::Stratum& s = sample_->strata[p.stratum];
        addRow(s.run ? (*s.run < runNames_.size() ? QString::fromStdString(runNames_[*s.run])
                                                  : QString::number(*s.run))
                     : tr("all runs"),
               QString::fromStdString(s.label), p);
    }
    addRow(tr("Total"), QString(), progress.total);
}

void ErrorRateView::render() {
    QStringList lines;
    if (rates_.runs.empty()) {
        note_->setText(
            tr("No human verdicts yet: judge pairs in the pair view to see the "
               "metrics' false positives and false negatives."));
    } else {
        lines << (rates_.stratified
                      ? tr("<b>Stratified estimates</b>: FP and FN as % of all the run's pairs "
                           "(each labelled pair stands for its stratum), 95% intervals.")
                      : tr("<b>Plain rates</b>: the labels are not a stratified sample, so FP "
                           "and FN are % of the labelled pairs, 95% Wilson intervals."));
        for (const study::RunErrorRates& r : rates_.runs) {
            QString line = rates_.stratified ? tr("%1: %2 labelled of %3 pairs, %4 unsure left out")
                                                   .arg(QString::fromStdString(r.runName))
                                                   .arg(r.labelled)
                                                   .arg(r.pairs)
                                                   .arg(r.unsure)
                                             : tr("%1: %2 labelled pairs of %3, %4 unsure left out")
                                                   .arg(QString::fromStdString(r.runName))
                                                   .arg(r.labelled)
                                                   .arg(r.population)
                                                   .arg(r.unsure);
            if (r.strataWithoutLabels)
                line += tr("; left out: %1 pair(s) in %2 stratum/strata without labels")
                            .arg(r.pairsWithoutLabels)
                            .arg(r.strataWithoutLabels);
            lines << line.toHtmlEscaped();
        }
        if (rates_.unmatched)
            lines << tr("%1 verdicts name no pair of these runs").arg(rates_.unmatched);
        note_->setText(lines.join(QLatin1String("<br>")));
    }

    const size_t metrics = rates_.runs.empty() ? 0 : rates_.runs.front().metrics.size();
    grid_->clear();
    grid_->setRowCount(int(metrics));
    grid_->setColumnCount(int(2 * rates_.runs.size()));
    QStringList headers, rows;
    for (const study::RunErrorRates& r : rates_.runs)
        headers << tr("%1\nFP %").arg(QString::fromStdString(r.runName))
                << tr("%1\nFN %").arg(QString::fromStdString(r.runName));
    grid_->setHorizontalHeaderLabels(headers);
    for (size_t m = 0; m < metrics; ++m)
        rows << QString::fromStdString(rates_.runs.front().metrics[m].label);
    grid_->setVerticalHeaderLabels(rows);
    for (size_t i = 0; i < rates_.runs.size(); ++i) {
        const study::RunErrorRates& r = rates_.runs[i];
        for (size_t m = 0; m < r.metrics.size() && m < metrics; ++m) {
            const study::MetricErrorRates& rate = r.metrics[m];
            for (int side = 0; side < 2; ++side) {
                const study::RateEstimate& e = side == 0 ? rate.fp : rate.fn;
                auto* item = new QTableWidgetItem(rate.computed ? percent(e) : QStringLiteral("–"));
                item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
                if (rate.computed)
                    item->setToolTip(
                        (side == 0 ? tr("%1 passes and the human says not equivalent: %2 "
                                        "labelled pair(s).\nClick: the run's pairs where %1 "
                                        "passes (the filter cannot select human verdicts).")
                                   : tr("%1 fails and the human says equivalent: %2 labelled "
                                        "pair(s).\nClick: the run's pairs where %1 fails (the "
                                        "filter cannot select human verdicts)."))
                            .arg(QString::fromStdString(rate.label))
                            .arg(e.count));
                grid_->setItem(int(m), int(2 * i + size_t(side)), item);
            }
        }
    }
}

}  // namespace sqlscope::ui
