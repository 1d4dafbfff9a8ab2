#include "ui/study/sample_dialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>
#include <algorithm>
#include <limits>

#include "core/inspect/pair_table.h"
#include "core/inspect/verdict_columns.h"

namespace sqlscope::ui {

namespace {

QTableWidgetItem* numberItem(size_t n) {
    auto* item = new QTableWidgetItem(QString::number(n));
    item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    return item;
}

}  // namespace

SampleDialog::SampleDialog(const inspect::PairTable& table, const QString& savedIn, QWidget* parent)
    : QDialog(parent), table_(table) {
    setWindowTitle(tr("Draw Labelling Sample"));
    setObjectName(QStringLiteral("sampleDialog"));

    auto* intro = new QLabel(
        tr("The strata are the cells of agreement of the chosen verdicts (each pass or fail). "
           "From every stratum the same number of pairs is drawn; the FP/FN table then weighs "
           "each label by its stratum's population (a stratified estimate)."),
        this);
    intro->setWordWrap(true);

    auto* columnRow = new QHBoxLayout;
    const study::StrataDesign defaults;
    for (size_t c = 0; c < inspect::verdictColumns().size(); ++c) {
        const inspect::VerdictColumn& column = inspect::verdictColumns()[c];
        if (!column.binary) continue;
        auto* box =
            new QCheckBox(QString::fromUtf8(column.label.data(), int(column.label.size())), this);
        box->setObjectName(QStringLiteral("column_") +
                           QString::fromUtf8(column.key.data(), int(column.key.size())));
        box->setEnabled(table.columnComputed(c));
        if (!table.columnComputed(c))
            box->setToolTip(tr("No pair has a verdict of this metric in this evaluation."));
        columns_.emplace_back(c, box);
        columnRow->addWidget(box);
        connect(box, &QCheckBox::toggled, this, &SampleDialog::redraw);
    }
    columnRow->addStretch(1);

    perRun_ = new QCheckBox(tr("Strata per run (runs × cells)"), this);
    perRun_->setObjectName(QStringLiteral("perRun"));
    incomplete_ = new QComboBox(this);
    incomplete_->setObjectName(QStringLiteral("incompletePolicy"));
    incomplete_->addItem(tr("Form their own stratum \"incomplete\""),
                         int(study::IncompletePolicy::OwnStratum));
    incomplete_->addItem(tr("Leave them out (neither drawn nor weighed)"),
                         int(study::IncompletePolicy::Exclude));
    perCell_ = new QSpinBox(this);
    perCell_->setObjectName(QStringLiteral("perCell"));
    perCell_->setRange(1, 100000);
    seed_ = new QSpinBox(this);
    seed_->setObjectName(QStringLiteral("seed"));
    seed_->setRange(0, std::numeric_limits<int>::max());
    seed_->setToolTip(
        tr("The same seed, design and evaluation draw the same pairs on every "
           "machine."));

    auto* form = new QFormLayout;
    form->addRow(tr("Verdict columns:"), columnRow);
    form->addRow(QString(), perRun_);
    form->addRow(tr("Pairs without a verdict:"), incomplete_);
    form->addRow(tr("Pairs per stratum:"), perCell_);
    form->addRow(tr("Seed:"), seed_);

    preview_ = new QTableWidget(this);
    preview_->setObjectName(QStringLiteral("samplePreview"));
    preview_->setColumnCount(4);
    preview_->setHorizontalHeaderLabels(
        {tr("Run"), tr("Stratum (1 pass, 0 fail)"), tr("Population"), tr("Will draw")});
    preview_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    preview_->setSelectionMode(QAbstractItemView::NoSelection);
    preview_->verticalHeader()->hide();
    preview_->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    preview_->horizontalHeader()->setSectionResizeMode(1, QHeaderView::Stretch);
    preview_->verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 8);
    totals_ = new QLabel(this);
    totals_->setObjectName(QStringLiteral("sampleTotals"));
    totals_->setWordWrap(true);

    filter_ = new QCheckBox(tr("Then show only the sample's pairs (filter preset \"In labelling "
                               "sample\"; N goes to the next unjudged one)"),
                            this);
    filter_->setObjectName(QStringLiteral("filterToSample"));
    filter_->setChecked(true);
    blind_ =
        new QCheckBox(tr("Judge in blind mode (every metric verdict hidden), recommended"), this);
    blind_->setObjectName(QStringLiteral("judgeBlind"));
    blind_->setChecked(true);
    auto* saved = new QLabel(
        savedIn.isEmpty()
            ? tr("<b>No workspace is open</b>: the sample is kept in memory only until a "
                 "workspace is created (File > New Workspace) or the window closes.")
            : tr("The sample is recorded in %1 (replacing any sample drawn before).")
                  .arg(QFileInfo(savedIn).fileName().toHtmlEscaped()),
        this);
    saved->setObjectName(QStringLiteral("sampleSavedIn"));
    saved->setWordWrap(true);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    ok_ = buttons->button(QDialogButtonBox::Ok);
    ok_->setText(tr("Draw"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addLayout(form);
    layout->addWidget(preview_, 1);
    layout->addWidget(totals_);
    layout->addWidget(filter_);
    layout->addWidget(blind_);
    layout->addWidget(saved);
    layout->addWidget(buttons);

    connect(perRun_, &QCheckBox::toggled, this, &SampleDialog::redraw);
    connect(incomplete_, &QComboBox::currentIndexChanged, this, &SampleDialog::redraw);
    connect(perCell_, &QSpinBox::valueChanged, this, &SampleDialog::redraw);
    connect(seed_, &QSpinBox::valueChanged, this, &SampleDialog::redraw);
    setOptions(study::SampleOptions{});
    resize(640, 620);
}

void SampleDialog::setOptions(const study::SampleOptions& options) {
    updating_ = true;
    for (const auto& [column, box] : columns_) {
        const auto& chosen = options.design.columns;
        box->setChecked(box->isEnabled() &&
                        std::find(chosen.begin(), chosen.end(), column) != chosen.end());
    }
    perRun_->setChecked(options.design.perRun);
    incomplete_->setCurrentIndex(incomplete_->findData(int(options.design.incomplete)));
    perCell_->setValue(int(std::min<size_t>(options.perCell, 100000)));
    seed_->setValue(
        int(std::min<uint64_t>(options.seed, uint64_t(std::numeric_limits<int>::max()))));
    updating_ = false;
    redraw();
}

study::SampleOptions SampleDialog::options() const {
    study::SampleOptions o;
    o.design.columns.clear();
    for (const auto& [column, box] : columns_)
        if (box->isChecked()) o.design.columns.push_back(column);
    o.design.perRun = perRun_->isChecked();
    o.design.incomplete = study::IncompletePolicy(incomplete_->currentData().toInt());
    o.perCell = size_t(perCell_->value());
    o.seed = uint64_t(seed_->value());
    return o;
}

bool SampleDialog::filterToSample() const {
    return filter_->isChecked();
}

bool SampleDialog::judgeBlind() const {
    return blind_->isChecked();
}

void SampleDialog::redraw() {
    if (updating_) return;
    const study::SampleOptions o = options();
    if (o.design.columns.empty()) {
        sample_ = study::StratifiedSample{};
        preview_->setRowCount(0);
        totals_->setText(tr("Choose at least one verdict column."));
        ok_->setEnabled(false);
        return;
    }
    sample_ = study::drawStratifiedSample(table_, o);
    preview_->setRowCount(0);
    size_t nonEmpty = 0;
    for (const study::Stratum& s : sample_.strata) {
        if (s.population == 0) continue;
        const int row = preview_->rowCount();
        preview_->insertRow(row);
        preview_->setItem(
            row, 0,
            new QTableWidgetItem(s.run ? QString::fromStdString(table_.runName(*s.run))
                                       : tr("all runs")));
        preview_->setItem(row, 1, new QTableWidgetItem(QString::fromStdString(s.label)));
        preview_->setItem(row, 2, numberItem(s.population));
        preview_->setItem(row, 3, numberItem(s.sample.size()));
        ++nonEmpty;
    }
    QString text = tr("%1 strata with pairs (of %2 cells); %3 pairs in them; <b>%4 pairs will be "
                      "drawn</b> (up to %5 per stratum)")
                       .arg(nonEmpty)
                       .arg(sample_.strata.size())
                       .arg(sample_.population())
                       .arg(sample_.sampled())
                       .arg(o.perCell);
    if (sample_.excluded) text += tr("; %1 pairs without a verdict left out").arg(sample_.excluded);
    totals_->setText(text + QLatin1Char('.'));
    ok_->setEnabled(sample_.sampled() > 0);
}

}  // namespace sqlscope::ui
