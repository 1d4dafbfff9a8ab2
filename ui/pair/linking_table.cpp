#include "ui/pair/linking_table.h"

#include <QHeaderView>
#include <QLabel>
#include <QTableWidget>
#include <QVBoxLayout>
#include <algorithm>
#include <set>
#include <string>

#include "core/explain/pair_explanation.h"
#include "ui/pair/mark_style.h"
#include "ui/pair/table_items.h"

namespace sqlscope::ui {

namespace {
enum Column { Element, Kind, InGold, InPred, Status };

bool contains(const std::vector<std::string>& list, const std::string& item) {
    return std::find(list.begin(), list.end(), item) != list.end();
}
}  // namespace

LinkingTable::LinkingTable(QWidget* parent) : QWidget(parent) {
    setObjectName(QStringLiteral("linkingTab"));
    summary_ = new QLabel(this);
    summary_->setObjectName(QStringLiteral("linkingSummary"));
    summary_->setWordWrap(true);
    summary_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    table_ = new QTableWidget(this);
    table_->setObjectName(QStringLiteral("linkingTable"));
    setUpTable(table_,
               {tr("Table or column"), tr("Kind"), tr("Gold"), tr("Prediction"), tr("Status")});
    QHeaderView* header = table_->horizontalHeader();
    header->setSectionResizeMode(Element, QHeaderView::Stretch);
    for (int c : {Kind, InGold, InPred})
        header->setSectionResizeMode(c, QHeaderView::ResizeToContents);
    header->setSectionResizeMode(Status, QHeaderView::Stretch);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->addWidget(summary_);
    layout->addWidget(table_, 1);
}

void LinkingTable::clearLinking() {
    summary_->clear();
    table_->clearContents();
    table_->setRowCount(0);
}

void LinkingTable::setExplanation(const explain::PairExplanation& x) {
    const bool dark = isDarkPalette(palette());
    const explain::LinkingExplanation& l = x.linking;
    clearLinking();
    if (!l.scored) {
        summary_->setText(tr("Schema linking did not score this pair") +
                          (l.error.empty()
                               ? QStringLiteral(".")
                               : QStringLiteral(": ") + QString::fromStdString(l.error)));
        table_->hide();
        return;
    }
    table_->show();
    QString text = tr("R %1 · P %2 · F1+ %3 (tables and columns together)")
                       .arg(numberText(l.recall), numberText(l.precision), numberText(l.f1Plus));
    text += tr(" — %1 missing, %2 extra")
                .arg(l.missingTables.size() + l.missingColumns.size())
                .arg(l.extraTables.size() + l.extraColumns.size());
    if (l.approximate)
        text +=
            tr("\nApproximate: a side's elements were read from sqlscope's parse because "
               "SQLite could not prepare it.");
    if (!l.error.empty()) text += QStringLiteral("\n") + QString::fromStdString(l.error);
    summary_->setText(text);

    struct Entry {
        std::string name;
        bool table;
    };
    std::vector<Entry> entries;
    for (bool isTable : {true, false}) {
        const auto& gold = isTable ? l.goldTables : l.goldColumns;
        const auto& pred = isTable ? l.predTables : l.predColumns;
        std::set<std::string> all(gold.begin(), gold.end());
        all.insert(pred.begin(), pred.end());
        for (const std::string& name : all)
            entries.push_back({name, isTable});
    }
    table_->setRowCount(static_cast<int>(entries.size()));
    for (int r = 0; r < table_->rowCount(); ++r) {
        const Entry& e = entries[static_cast<size_t>(r)];
        const bool gold = contains(e.table ? l.goldTables : l.goldColumns, e.name);
        const bool pred = contains(e.table ? l.predTables : l.predColumns, e.name);
        const bool missing = contains(e.table ? l.missingTables : l.missingColumns, e.name);
        const bool extra = contains(e.table ? l.extraTables : l.extraColumns, e.name);
        table_->setItem(r, Element, textItem(e.name));
        table_->setItem(r, Kind, textItem(e.table ? tr("table") : tr("column")));
        table_->setItem(r, InGold, textItem(gold ? QStringLiteral("✓") : QStringLiteral("–")));
        table_->setItem(r, InPred, textItem(pred ? QStringLiteral("✓") : QStringLiteral("–")));
        QTableWidgetItem* status = textItem(missing ? tr("− missing from the prediction")
                                            : extra ? tr("+ extra in the prediction")
                                                    : tr("= in both"));
        // The editors' colours for the same names: the schema-missing
        // underline's for a missing element, the schema-extra one's for an
        // extra one; an element in both is matched.
        if (missing || extra) {
            const MarkStyle style = markStyle(
                missing ? explain::MarkKind::SchemaMissing : explain::MarkKind::SchemaExtra, dark);
            status->setForeground(style.color);
            QFont bold = status->font();
            bold.setBold(true);
            status->setFont(bold);
        } else {
            status->setBackground(matchedTint(dark));
        }
        table_->setItem(r, Status, status);
    }
}

}  // namespace sqlscope::ui
