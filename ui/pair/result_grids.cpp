#include "ui/pair/result_grids.h"

#include <QCoreApplication>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QSplitter>
#include <QStackedWidget>
#include <QTableWidget>
#include <QVBoxLayout>

#include "core/explain/pair_explanation.h"
#include "ui/i18n/core_text.h"
#include "ui/pair/counterexample_section.h"
#include "ui/pair/mark_style.h"
#include "ui/pair/table_items.h"

namespace sqlscope::ui {

namespace {

QString optionalText(const std::optional<int>& value) {
    return value ? QString::number(*value) : QStringLiteral("–");
}

QString rowsText(size_t n) {
    return n == 1 ? QCoreApplication::translate("ResultGrids", "1 row")
                  : QCoreApplication::translate("ResultGrids", "%1 rows").arg(n);
}

// The metrics that count a row as matched, as words.
QString matchedBy(uint8_t bits) {
    QStringList names;
    if (bits & explain::kMatchEx) names << QStringLiteral("EX");
    if (bits & explain::kMatchExe) names << QStringLiteral("EXE");
    if (bits & explain::kMatchExf) names << QStringLiteral("EXP/EXR");
    return names.isEmpty()
               ? QStringLiteral("✗ ") + QCoreApplication::translate("ResultGrids", "none")
               : QStringLiteral("✓ ") + names.join(", ");
}

// "11 rows", or what happened instead ("not run", "error", "timeout").
QString sizeText(const explain::ResultGrid& grid) {
    if (!grid.ran) return QCoreApplication::translate("ResultGrids", "not run");
    if (!grid.outcome.empty() && grid.outcome != "ok") return coreText(grid.outcome);
    return rowsText(grid.totalRows);
}

QString gridState(const explain::ResultGrid& grid) {
    if (!grid.ran)
        return QCoreApplication::translate("ResultGrids", "not run") +
               (grid.message.empty() ? QString() : ": " + QString::fromStdString(grid.message));
    if (!grid.outcome.empty() && grid.outcome != "ok")
        return coreText(grid.outcome) +
               (grid.message.empty() ? QString() : ": " + QString::fromStdString(grid.message));
    return QCoreApplication::translate("ResultGrids", "ok, %1 (showing %2 of %3)")
        .arg(rowsText(grid.totalRows))
        .arg(grid.rows.size())
        .arg(grid.totalRows);
}

}  // namespace

QWidget* ResultGrids::makeSide(Side& side, const QString& name) {
    auto* box = new QWidget(this);
    side.title = new QLabel(box);
    side.title->setObjectName(name + QStringLiteral("ResultTitle"));
    QFont bold = side.title->font();
    bold.setBold(true);
    side.title->setFont(bold);
    side.title->setTextInteractionFlags(Qt::TextSelectableByMouse);
    side.stack = new QStackedWidget(box);
    side.table = new QTableWidget(side.stack);
    side.table->setObjectName(name + QStringLiteral("ResultTable"));
    side.table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    side.table->setSelectionMode(QAbstractItemView::ExtendedSelection);
    side.table->verticalHeader()->setVisible(false);
    side.table->verticalHeader()->setDefaultSectionSize(side.table->fontMetrics().height() + 8);
    side.table->horizontalHeader()->setDefaultAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    side.table->horizontalHeader()->setHighlightSections(false);
    side.table->horizontalHeader()->setStretchLastSection(true);
    side.failure = new QLabel(side.stack);
    side.failure->setObjectName(name + QStringLiteral("ResultFailure"));
    side.failure->setWordWrap(true);
    side.failure->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    side.failure->setMargin(10);
    side.failure->setTextInteractionFlags(Qt::TextSelectableByMouse);
    side.failure->setFrameShape(QFrame::StyledPanel);
    side.failure->setAutoFillBackground(true);
    // The message at its own height at the top, not a tinted block the
    // size of a grid.
    auto* failurePage = new QWidget(side.stack);
    auto* failureLayout = new QVBoxLayout(failurePage);
    failureLayout->setContentsMargins(0, 0, 0, 0);
    failureLayout->addWidget(side.failure);
    failureLayout->addStretch(1);
    side.stack->addWidget(side.table);
    side.stack->addWidget(failurePage);
    auto* layout = new QVBoxLayout(box);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(3);
    layout->addWidget(side.title);
    layout->addWidget(side.stack, 1);
    return box;
}

ResultGrids::ResultGrids(QWidget* parent) : QWidget(parent) {
    setObjectName(QStringLiteral("resultsTab"));
    metrics_ = new QLabel(this);
    metrics_->setObjectName(QStringLiteral("resultMetrics"));
    metrics_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    messages_ = new QLabel(this);
    messages_->setObjectName(QStringLiteral("resultMessages"));
    messages_->setWordWrap(true);
    messages_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    messages_->setFrameShape(QFrame::StyledPanel);
    messages_->setMargin(6);
    messages_->setAutoFillBackground(true);
    mapping_ = new QLabel(this);
    mapping_->setObjectName(QStringLiteral("resultMapping"));
    mapping_->setWordWrap(true);
    mapping_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    key_ = new QLabel(this);
    key_->setObjectName(QStringLiteral("resultKey"));
    key_->setWordWrap(true);

    auto* grids = new QHBoxLayout;
    grids->setSpacing(10);
    grids->addWidget(makeSide(gold_, QStringLiteral("gold")), 1);
    grids->addWidget(makeSide(pred_, QStringLiteral("prediction")), 1);

    auto* benchmark = new QWidget(this);
    auto* layout = new QVBoxLayout(benchmark);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(4);
    layout->addWidget(metrics_);
    layout->addWidget(messages_);
    layout->addWidget(mapping_);
    layout->addLayout(grids, 1);
    layout->addWidget(key_);
    counterexample_ = new CounterexampleSection(this);
    auto* splitter = new QSplitter(Qt::Vertical, this);
    splitter->setObjectName(QStringLiteral("resultSplitter"));
    splitter->setChildrenCollapsible(false);
    splitter->addWidget(benchmark);
    splitter->addWidget(counterexample_);
    splitter->setStretchFactor(0, 1);
    splitter->setStretchFactor(1, 1);
    auto* outer = new QVBoxLayout(this);
    outer->setContentsMargins(6, 6, 6, 6);
    outer->addWidget(splitter);
    clearResults();
}

void ResultGrids::clearResults() {
    metrics_->clear();
    messages_->hide();
    mapping_->hide();
    key_->clear();
    for (Side* side : {&gold_, &pred_}) {
        side->title->clear();
        side->table->clear();
        side->table->setRowCount(0);
        side->table->setColumnCount(0);
        side->stack->setCurrentWidget(side->table);
    }
}

void ResultGrids::fill(Side& side, const QString& name, const explain::ResultGrid& grid,
                       const std::vector<uint8_t>& rows,
                       const std::vector<std::vector<bool>>& cells,
                       const std::vector<QString>& headers, bool cellsGraded) {
    const bool dark = isDarkPalette(palette());
    side.title->setText(name + QStringLiteral(" — ") + gridState(grid));
    side.table->clear();
    if (!grid.ran || grid.columns.empty() || (!grid.outcome.empty() && grid.outcome != "ok")) {
        // No result to show: say why, not an empty grid. On the neutral
        // tint: a message, neither a verdict nor an unmatched cell.
        QString why =
            !grid.ran ? tr("%1 was not executed").arg(name) : tr("%1 produced no result").arg(name);
        if (grid.ran && (grid.outcome.empty() || grid.outcome == "ok"))
            why = tr("%1 returned no columns").arg(name);
        QString detail = gridState(grid);
        side.failure->setText(
            QStringLiteral("<b>%1</b><br>%2").arg(why.toHtmlEscaped(), detail.toHtmlEscaped()));
        QPalette pal = side.failure->palette();
        pal.setColor(QPalette::Window, neutralTint(dark));
        side.failure->setPalette(pal);
        side.stack->setCurrentWidget(side.failure->parentWidget());
        return;
    }
    side.stack->setCurrentWidget(side.table);
    const int columns = static_cast<int>(grid.columns.size());
    side.table->setColumnCount(columns + kFirstDataColumn);
    QStringList labels{tr("matched by")};
    for (const QString& header : headers)
        labels << header;
    side.table->setHorizontalHeaderLabels(labels);
    side.table->setRowCount(static_cast<int>(grid.rows.size()));
    for (int r = 0; r < side.table->rowCount(); ++r) {
        const uint8_t bits =
            static_cast<size_t>(r) < rows.size() ? rows[static_cast<size_t>(r)] : 0;
        QTableWidgetItem* glyph = textItem(matchedBy(bits));
        glyph->setBackground(bits ? matchedTint(dark) : unmatchedTint(dark));
        glyph->setToolTip(tr("the metrics that count this row as matched"));
        side.table->setItem(r, 0, glyph);
        const auto& row = grid.rows[static_cast<size_t>(r)];
        for (int c = 0; c < columns; ++c) {
            const std::string text =
                static_cast<size_t>(c) < row.size() ? row[static_cast<size_t>(c)] : "";
            QTableWidgetItem* item = textItem(text);
            // EXP/EXR's cell matches when it graded the pair, else the row's verdict.
            bool matched = bits != 0;
            if (cellsGraded)
                matched = static_cast<size_t>(r) < cells.size() &&
                          static_cast<size_t>(c) < cells[static_cast<size_t>(r)].size() &&
                          cells[static_cast<size_t>(r)][static_cast<size_t>(c)];
            item->setBackground(matched ? matchedTint(dark) : unmatchedTint(dark));
            if (!matched) {
                QFont italic = item->font();
                italic.setItalic(true);
                item->setFont(italic);
            }
            item->setToolTip(matched ? tr("matched") : tr("not matched"));
            side.table->setItem(r, c + kFirstDataColumn, item);
        }
    }
    side.table->resizeColumnsToContents();
}

void ResultGrids::setExplanation(const explain::PairExplanation& x) {
    const bool dark = isDarkPalette(palette());
    const explain::ResultComparison& r = x.results;
    metrics_->setText(tr("EX %1 · EX (BIRD) %2 · EXE %3 · EXP %4 · EXR %5 · EX F1 %6"
                         "   —   gold %7, prediction %8")
                          .arg(optionalText(r.ex), optionalText(r.exBird), optionalText(r.exe),
                               numberText(r.exp), numberText(r.exr), numberText(r.exF1),
                               sizeText(r.gold), sizeText(r.pred)));
    if (r.messages.empty()) {
        messages_->hide();
    } else {
        QStringList lines;
        for (const std::string& message : r.messages)
            lines << QStringLiteral("⚠ ") + QString::fromStdString(message).toHtmlEscaped();
        messages_->setText(lines.join(QStringLiteral("<br>")));
        QPalette pal = messages_->palette();
        pal.setColor(QPalette::Window, neutralTint(dark));  // ⚠ says it is a warning
        messages_->setPalette(pal);
        messages_->show();
    }

    std::vector<QString> goldHeaders, predHeaders;
    for (size_t c = 0; c < r.gold.columns.size(); ++c)
        goldHeaders.push_back(
            QStringLiteral("%1 %2").arg(c + 1).arg(QString::fromStdString(r.gold.columns[c])));
    QStringList mapping;
    for (size_t c = 0; c < r.pred.columns.size(); ++c) {
        QString header =
            QStringLiteral("%1 %2").arg(c + 1).arg(QString::fromStdString(r.pred.columns[c]));
        if (c < r.columnMapping.size()) {
            const int g = r.columnMapping[c];
            header += g >= 0 ? QStringLiteral(" → %1").arg(g + 1) : QStringLiteral(" → –");
            mapping << (g >= 0 ? tr("pred col %1 → gold col %2").arg(c + 1).arg(g + 1)
                               : tr("pred col %1 → none").arg(c + 1));
        }
        predHeaders.push_back(header);
    }
    if (mapping.isEmpty() || !r.pred.ran || !r.gold.ran) {
        mapping_->hide();
    } else {
        mapping_->setText(tr("Column mapping (EXP/EXR): ") + mapping.join(QStringLiteral(", ")));
        mapping_->show();
    }
    const bool cellsGraded = r.exp.has_value();
    fill(gold_, tr("Gold"), r.gold, r.goldRows, r.goldCells, goldHeaders, cellsGraded);
    fill(pred_, tr("Prediction"), r.pred, r.predRows, r.predCells, predHeaders, cellsGraded);
    // The tints say "matched", not "passed": the pair's verdicts are the
    // header's chips, in the verdict colours.
    key_->setText(cellsGraded
                      ? tr("Green cells: matched by EXP/EXR's alignment; red, italic: not "
                           "matched. “matched by” lists the metrics that count the row as "
                           "matched (✗ none). The tints mark rows and cells, not verdicts: the "
                           "pair's verdicts are the chips above.")
                      : tr("EXP/EXR did not grade this pair: a cell takes its row's tint, green "
                           "when “matched by” lists a metric that counts the row as matched, "
                           "red and italic when none does (✗ none). The tints mark rows and "
                           "cells, not verdicts: the pair's verdicts are the chips above."));
}

}  // namespace sqlscope::ui
