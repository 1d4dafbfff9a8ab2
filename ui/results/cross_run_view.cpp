#include "ui/results/cross_run_view.h"

#include <QFontDatabase>
#include <QHeaderView>
#include <QLabel>
#include <QTableWidget>
#include <QVBoxLayout>

#include "core/inspect/inspect_names.h"
#include "core/inspect/pair_table.h"
#include "core/inspect/verdict_columns.h"
#include "core/job/summary_row.h"
#include "ui/i18n/core_text.h"
#include "ui/results/results_table_model.h"
#include "ui/theme/verdict_style.h"

namespace sqlscope::ui {

namespace {

QString text(std::string_view s) {
    return QString::fromUtf8(s.data(), qsizetype(s.size()));
}

constexpr int kLeading = 2;  // run, prediction

}  // namespace

CrossRunView::CrossRunView(QWidget* parent) : QWidget(parent) {
    question_ = new QLabel(this);
    question_->setObjectName(QStringLiteral("crossRunQuestion"));
    question_->setWordWrap(true);
    question_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QFont bold = question_->font();
    bold.setBold(true);
    question_->setFont(bold);
    gold_ = new QLabel(this);
    gold_->setObjectName(QStringLiteral("crossRunGold"));
    gold_->setWordWrap(true);
    gold_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    gold_->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));

    runs_ = new QTableWidget(this);
    runs_->setObjectName(QStringLiteral("crossRunTable"));
    runs_->setColumnCount(kLeading + int(inspect::kVerdictColumnCount));
    QStringList headers{tr("Run"), tr("Prediction")};
    for (const inspect::VerdictColumn& c : inspect::verdictColumns())
        headers << text(c.label);
    runs_->setHorizontalHeaderLabels(headers);
    runs_->verticalHeader()->hide();
    runs_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    runs_->setSelectionBehavior(QAbstractItemView::SelectRows);
    runs_->setSelectionMode(QAbstractItemView::SingleSelection);
    runs_->setTextElideMode(Qt::ElideRight);
    runs_->setWordWrap(false);
    runs_->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    runs_->horizontalHeader()->setSectionResizeMode(1, QHeaderView::Stretch);
    runs_->horizontalHeader()->setMinimumSectionSize(40);
    for (int c = kLeading; c < runs_->columnCount(); ++c)
        runs_->horizontalHeaderItem(c)->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    connect(runs_, &QTableWidget::cellDoubleClicked, this,
            [this](int row, int) { emit runActivated(size_t(row)); });

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->setSpacing(6);
    layout->addWidget(question_);
    layout->addWidget(gold_);
    layout->addWidget(runs_, 1);
}

void CrossRunView::clear() {
    question_->clear();
    gold_->clear();
    runs_->setRowCount(0);
}

void CrossRunView::showQuestion(const inspect::PairTable& table, size_t itemPos) {
    if (itemPos >= table.itemCount()) {
        clear();
        return;
    }
    const VerdictStyle style = VerdictStyle::forPalette(palette());
    const std::string_view id = table.itemId(itemPos);
    question_->setText(QStringLiteral("%1  \u00b7  %2  \u00b7  %3")
                           .arg(id.empty() ? QString::number(table.itemIndex(itemPos)) : text(id),
                                text(table.dbId(itemPos)),
                                coreText(inspect::hardnessLabel(table.questionHardness(itemPos)))) +
                       QLatin1Char('\n') + text(table.question(itemPos)));
    gold_->setText(text(table.goldSql(itemPos)));
    gold_->setToolTip(tr("Gold SQL"));

    runs_->setRowCount(int(table.runCount()));
    const auto& columns = inspect::verdictColumns();
    for (size_t run = 0; run < table.runCount(); ++run) {
        const int row = int(run);
        auto* name = new QTableWidgetItem(text(table.runName(run)));
        runs_->setItem(row, 0, name);
        const bool missing = table.predictionMissing(itemPos, run);
        QString sql = missing ? tr("(missing)") : text(table.prediction(itemPos, run));
        auto* prediction =
            new QTableWidgetItem(QString(sql).replace(QLatin1Char('\n'), QLatin1Char(' ')));
        prediction->setToolTip(sql);
        prediction->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
        runs_->setItem(row, 1, prediction);
        const bool present = table.has(itemPos, run);
        for (size_t c = 0; c < columns.size(); ++c) {
            auto* item = new QTableWidgetItem;
            item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            if (present) {
                const job::SummaryRow& r = table.row(itemPos, run);
                // Against any accepted gold, as the results table shows it.
                const inspect::AnyGoldCell any = inspect::anyGoldCellOf(table, itemPos, run, c);
                const inspect::Cell cell = any.anyGold;
                item->setText(anyGoldCellText(any, columns[c].binary));
                const VerdictColors colors = style.colors(cell.verdict);
                item->setForeground(colors.foreground);
                if (colors.background.isValid()) item->setBackground(colors.background);
                item->setToolTip(text(inspect::cellReason(r, c)));
            } else {
                item->setToolTip(tr("Not evaluated yet"));
            }
            runs_->setItem(row, kLeading + int(c), item);
        }
    }
    for (size_t c = 0; c < columns.size(); ++c)
        runs_->setColumnHidden(kLeading + int(c), !table.columnComputed(c));
}

}  // namespace sqlscope::ui
