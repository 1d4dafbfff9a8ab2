#include "ui/pair/table_items.h"

#include <QCoreApplication>
#include <QHeaderView>
#include <QTableWidget>
#include <cmath>

#include "ui/theme/verdict_style.h"

namespace sqlscope::ui {

QTableWidgetItem* textItem(const QString& text) {
    auto* item = new QTableWidgetItem(text);
    item->setFlags(Qt::ItemIsSelectable | Qt::ItemIsEnabled);
    return item;
}

QTableWidgetItem* textItem(const std::string& utf8) {
    return textItem(QString::fromStdString(utf8));
}

QTableWidgetItem* verdictItem(std::optional<bool> verdict, const VerdictStyle& style) {
    inspect::Cell cell;
    if (verdict) {
        cell.verdict = *verdict ? inspect::CellVerdict::Pass : inspect::CellVerdict::Fail;
        cell.value = *verdict ? 1 : 0;
    }
    QTableWidgetItem* item = textItem(VerdictStyle::cellText(cell, true));
    const VerdictColors colors = style.colors(cell.verdict);
    item->setForeground(colors.foreground);
    if (colors.background.isValid()) item->setBackground(colors.background);
    item->setToolTip(!verdict   ? QCoreApplication::translate("TableItems", "not compared")
                     : *verdict ? QCoreApplication::translate("TableItems", "matches")
                                : QCoreApplication::translate("TableItems", "differs"));
    item->setTextAlignment(Qt::AlignCenter);
    return item;
}

QTableWidgetItem* scoreItem(std::optional<double> value, const VerdictStyle& style) {
    const inspect::Cell cell = value ? VerdictStyle::cellOfValue(*value, false) : inspect::Cell{};
    QTableWidgetItem* item = textItem(VerdictStyle::cellText(cell, false));
    const VerdictColors colors = style.colors(cell.verdict);
    item->setForeground(colors.foreground);
    if (colors.background.isValid()) item->setBackground(colors.background);
    if (value) item->setToolTip(QString::number(*value, 'g', 6));
    item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    return item;
}

QString numberText(std::optional<double> value) {
    if (!value) return QStringLiteral("–");
    if (*value == std::floor(*value)) return QString::number(static_cast<long long>(*value));
    return QString::number(*value, 'g', 3);
}

void setUpTable(QTableWidget* table, const QStringList& headers) {
    table->setColumnCount(static_cast<int>(headers.size()));
    table->setHorizontalHeaderLabels(headers);
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->setSelectionBehavior(QAbstractItemView::SelectRows);
    table->setSelectionMode(QAbstractItemView::SingleSelection);
    table->verticalHeader()->setVisible(false);
    table->verticalHeader()->setDefaultSectionSize(table->fontMetrics().height() + 8);
    table->setWordWrap(false);
    table->setAlternatingRowColors(false);
    table->horizontalHeader()->setHighlightSections(false);
    table->horizontalHeader()->setDefaultAlignment(Qt::AlignLeft | Qt::AlignVCenter);
}

}  // namespace sqlscope::ui
