#include "ui/pair/table_items.h"

#include <QHeaderView>
#include <QTableWidget>
#include <cmath>

#include "ui/pair/mark_style.h"

namespace sqlscope::ui {

QTableWidgetItem* textItem(const QString& text) {
    auto* item = new QTableWidgetItem(text);
    item->setFlags(Qt::ItemIsSelectable | Qt::ItemIsEnabled);
    return item;
}

QTableWidgetItem* textItem(const std::string& utf8) {
    return textItem(QString::fromStdString(utf8));
}

QTableWidgetItem* verdictItem(std::optional<bool> verdict, bool dark) {
    if (!verdict) {
        QTableWidgetItem* item = textItem(QStringLiteral("–"));
        item->setToolTip(QStringLiteral("not compared"));
        item->setTextAlignment(Qt::AlignCenter);
        return item;
    }
    QTableWidgetItem* item = textItem(*verdict ? QStringLiteral("✓") : QStringLiteral("✗"));
    item->setBackground(*verdict ? matchedTint(dark) : unmatchedTint(dark));
    item->setToolTip(*verdict ? QStringLiteral("matches") : QStringLiteral("differs"));
    item->setTextAlignment(Qt::AlignCenter);
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
