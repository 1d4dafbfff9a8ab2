#include "ui/study/confusion_view.h"

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QTableWidget>
#include <QVBoxLayout>

#include "core/inspect/pair_table.h"
#include "core/inspect/verdict_columns.h"
#include "ui/theme/verdict_style.h"

namespace sqlscope::ui {

namespace {

QString label(size_t column) {
    return QString::fromUtf8(inspect::verdictColumns()[column].label.data(),
                             int(inspect::verdictColumns()[column].label.size()));
}

}  // namespace

ConfusionView::ConfusionView(QWidget* parent) : QWidget(parent) {
    runBox_ = new QComboBox(this);
    runBox_->setObjectName(QStringLiteral("confusionRun"));
    grid_ = new QTableWidget(this);
    grid_->setObjectName(QStringLiteral("confusionGrid"));
    grid_->setColumnCount(7);
    grid_->setHorizontalHeaderLabels({tr("A"), tr("B"), tr("A ✓  B ✓"), tr("A ✓  B ✗"),
                                      tr("A ✗  B ✓"), tr("A ✗  B ✗"), tr("A or B n/a")});
    grid_->verticalHeader()->hide();
    grid_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    grid_->setSelectionMode(QAbstractItemView::SingleSelection);
    grid_->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    grid_->setMouseTracking(true);

    auto* top = new QHBoxLayout;
    top->addWidget(new QLabel(tr("Run:"), this));
    top->addWidget(runBox_, 1);
    auto* hint =
        new QLabel(tr("Pairs by the verdicts of metrics A and B (✓ pass, ✗ fail). Click a count to "
                      "show its pairs in the results table."),
                   this);
    hint->setWordWrap(true);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(hint);
    layout->addWidget(grid_, 1);

    connect(runBox_, qOverload<int>(&QComboBox::currentIndexChanged), this, [this] { render(); });
    connect(grid_, &QTableWidget::cellClicked, this, &ConfusionView::cellClicked);
}

void ConfusionView::setTable(const inspect::PairTable& table) {
    const size_t previous = run();
    tables_ = study::confusionTables(table);
    runNames_ = table.runNames();
    {
        const QSignalBlocker block(runBox_);
        runBox_->clear();
        for (const std::string& name : runNames_)
            runBox_->addItem(QString::fromStdString(name));
        if (previous < runNames_.size()) runBox_->setCurrentIndex(int(previous));
    }
    render();
}

void ConfusionView::setRun(size_t run) {
    if (run < size_t(runBox_->count())) runBox_->setCurrentIndex(int(run));
}

size_t ConfusionView::run() const {
    return runBox_->currentIndex() < 0 ? 0 : size_t(runBox_->currentIndex());
}

void ConfusionView::changeEvent(QEvent* event) {
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange) render();
}

void ConfusionView::render() {
    shown_.clear();
    const size_t current = run();
    for (const study::ConfusionTable& t : tables_)
        if (t.run == current) shown_.push_back(&t);
    const VerdictStyle style = VerdictStyle::forPalette(palette());
    grid_->setRowCount(int(shown_.size()));
    for (int row = 0; row < int(shown_.size()); ++row) {
        const study::ConfusionTable& t = *shown_[size_t(row)];
        grid_->setItem(row, 0, new QTableWidgetItem(label(t.first)));
        grid_->setItem(row, 1, new QTableWidgetItem(label(t.second)));
        for (size_t a = 0; a < 2; ++a)
            for (size_t b = 0; b < 2; ++b) {
                const study::ConfusionCell& cell = t.cells[a][b];
                auto* item = new QTableWidgetItem(t.computed ? QString::number(cell.count)
                                                             : QStringLiteral("–"));
                item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
                if (a == b && t.computed) {  // the two metrics agree
                    const VerdictColors c = style.colors(a == 0 ? inspect::CellVerdict::Pass
                                                                : inspect::CellVerdict::Fail);
                    item->setForeground(c.foreground);
                    if (c.background.isValid()) item->setBackground(c.background);
                }
                item->setToolTip(t.computed && cell.count
                                     ? tr("%1 %2, %3 %4: click to show these %n pair(s)", nullptr,
                                          int(cell.count))
                                           .arg(label(t.first), a == 0 ? tr("passes") : tr("fails"),
                                                label(t.second),
                                                b == 0 ? tr("passes") : tr("fails"))
                                     : QString());
                grid_->setItem(row, int(2 + a * 2 + b), item);
            }
        auto* none = new QTableWidgetItem(QString::number(t.withoutVerdict));
        none->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        none->setToolTip(tr("pairs where %1 or %2 has no verdict (not clickable)")
                             .arg(label(t.first), label(t.second)));
        grid_->setItem(row, 6, none);
    }
}

void ConfusionView::cellClicked(int row, int column) {
    if (row < 0 || row >= int(shown_.size()) || column < 2 || column > 5) return;
    const study::ConfusionTable& t = *shown_[size_t(row)];
    if (!t.computed) return;
    const study::ConfusionCell& cell = t.cells[size_t(column - 2) / 2][size_t(column - 2) % 2];
    emit filterRequested(cell.filter);
}

}  // namespace sqlscope::ui
