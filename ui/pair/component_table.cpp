#include "ui/pair/component_table.h"

#include <QHeaderView>

#include "core/explain/pair_explanation.h"
#include "ui/pair/table_items.h"
#include "ui/theme/verdict_style.h"

namespace sqlscope::ui {

namespace {
enum Column { Name, Esm, EsmPlus, F1, Gold, Pred, ColumnCount };
}

ComponentTable::ComponentTable(QWidget* parent) : QTableWidget(parent) {
    setObjectName(QStringLiteral("componentTable"));
    setUpTable(this, {tr("Component"), tr("ESM"), tr("ESM+"), tr("F1"), tr("Gold items"),
                      tr("Prediction items")});
    QHeaderView* header = horizontalHeader();
    header->setSectionResizeMode(Name, QHeaderView::ResizeToContents);
    header->setSectionResizeMode(Esm, QHeaderView::ResizeToContents);
    header->setSectionResizeMode(EsmPlus, QHeaderView::ResizeToContents);
    header->setSectionResizeMode(F1, QHeaderView::ResizeToContents);
    header->setSectionResizeMode(Gold, QHeaderView::Stretch);
    header->setSectionResizeMode(Pred, QHeaderView::Stretch);
    connect(this, &QTableWidget::itemSelectionChanged, this, [this] {
        const QList<QTableWidgetItem*> selected = selectedItems();
        if (selected.isEmpty()) return;
        if (QTableWidgetItem* name = item(selected.front()->row(), Name))
            emit componentSelected(name->text());
    });
}

void ComponentTable::clearRows() {
    clearContents();
    setRowCount(0);
}

void ComponentTable::setExplanation(const explain::PairExplanation& x) {
    const VerdictStyle style = VerdictStyle::forPalette(palette());
    const QSignalBlocker blocker(this);
    clearRows();
    setRowCount(static_cast<int>(x.components.size()));
    for (int r = 0; r < rowCount(); ++r) {
        const explain::ComponentRow& row = x.components[static_cast<size_t>(r)];
        setItem(r, Name, textItem(row.name));
        setItem(r, Esm, verdictItem(row.esm, style));
        setItem(r, EsmPlus, verdictItem(row.esmPlus, style));
        setItem(r, F1, scoreItem(row.f1, style));
        for (auto [column, text] : {std::pair{Gold, &row.gold}, std::pair{Pred, &row.pred}}) {
            QTableWidgetItem* items = textItem(text->empty() ? std::string("–") : *text);
            items->setToolTip(QString::fromStdString(*text));
            setItem(r, column, items);
        }
    }
}

}  // namespace sqlscope::ui
