#include "ui/pair/counterexample_section.h"

#include <QApplication>
#include <QClipboard>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSplitter>
#include <QTableWidget>
#include <QVBoxLayout>
#include <algorithm>
#include <map>

#include "core/inspect/pair_counterexamples.h"
#include "ui/pair/mark_style.h"
#include "ui/pair/sql_editor.h"
#include "ui/pair/table_items.h"

namespace sqlscope::ui {

namespace {

QString cellText(const exec::Value& v) {
    return v.isNull() ? QStringLiteral("NULL") : QString::fromStdString(v.pythonStr());
}

// A row as one string, to count which rows each result has.
std::string rowKey(const exec::Row& row) {
    std::string key;
    for (const exec::Value& v : row) {
        key += static_cast<char>('0' + static_cast<int>(v.type()));
        key += v.isNull() ? std::string() : v.pythonStr();
        key += '\x1f';
    }
    return key;
}

// For each row of `rows`: whether `other` lacks it (as many times as it
// occurs here, as bags).
std::vector<bool> unmatchedRows(const exec::ResultSet& rows, const exec::ResultSet& other) {
    std::map<std::string, int> counts;
    for (const exec::Row& row : other.rows)
        ++counts[rowKey(row)];
    std::vector<bool> out;
    for (const exec::Row& row : rows.rows) {
        int& n = counts[rowKey(row)];
        out.push_back(n <= 0);
        --n;
    }
    return out;
}

QTableWidget* makeGrid(QWidget* parent, const QString& name) {
    auto* table = new QTableWidget(parent);
    table->setObjectName(name);
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->verticalHeader()->setVisible(false);
    table->verticalHeader()->setDefaultSectionSize(table->fontMetrics().height() + 8);
    table->horizontalHeader()->setDefaultAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    table->horizontalHeader()->setStretchLastSection(true);
    return table;
}

void fillGrid(QTableWidget* table, const exec::ResultSet& result,
              const std::vector<bool>& unmatched, bool dark) {
    table->clear();
    const int columns = static_cast<int>(result.columnNames.size());
    table->setColumnCount(columns + 1);
    QStringList labels{QCoreApplication::translate("CounterexampleSection", "in the other")};
    for (const std::string& name : result.columnNames)
        labels << QString::fromStdString(name);
    table->setHorizontalHeaderLabels(labels);
    table->setRowCount(static_cast<int>(result.rows.size()));
    for (int r = 0; r < table->rowCount(); ++r) {
        const bool missing = unmatched[static_cast<size_t>(r)];
        const QColor tint = missing ? unmatchedTint(dark) : matchedTint(dark);
        QTableWidgetItem* glyph =
            textItem(missing ? QStringLiteral("✗ ") +
                                   QCoreApplication::translate("CounterexampleSection", "no")
                             : QStringLiteral("✓ ") +
                                   QCoreApplication::translate("CounterexampleSection", "yes"));
        glyph->setBackground(tint);
        table->setItem(r, 0, glyph);
        const exec::Row& row = result.rows[static_cast<size_t>(r)];
        for (int c = 0; c < columns; ++c) {
            QTableWidgetItem* item = textItem(
                static_cast<size_t>(c) < row.size() ? cellText(row[size_t(c)]) : QString());
            item->setBackground(tint);
            if (missing) {
                QFont italic = item->font();
                italic.setItalic(true);
                item->setFont(italic);
            }
            table->setItem(r, c + 1, item);
        }
    }
    table->resizeColumnsToContents();
}

}  // namespace

CounterexampleSection::CounterexampleSection(QWidget* parent) : QWidget(parent) {
    setObjectName(QStringLiteral("counterexampleSection"));
    auto* title = new QLabel(tr("Counterexample"), this);
    QFont bold = title->font();
    bold.setBold(true);
    title->setFont(bold);
    status_ = new QLabel(this);
    status_->setObjectName(QStringLiteral("counterexampleStatus"));
    status_->setWordWrap(true);
    status_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    search_ = new QPushButton(tr("Search this pair"), this);
    search_->setObjectName(QStringLiteral("counterexampleSearch"));
    search_->setToolTip(
        tr("Look for a small database on which gold and prediction give "
           "different results (not saved in the workspace)"));
    connect(search_, &QPushButton::clicked, this, &CounterexampleSection::searchRequested);
    auto* top = new QHBoxLayout;
    top->addWidget(title);
    top->addWidget(status_, 1);
    top->addWidget(search_);

    details_ = new QWidget(this);
    auto* scriptBox = new QWidget(details_);
    auto* scriptTitle = new QLabel(tr("Database found (shrunk)"), scriptBox);
    copy_ = new QPushButton(tr("Copy"), scriptBox);
    copy_->setObjectName(QStringLiteral("counterexampleCopy"));
    copy_->setToolTip(tr("Copy the script: `sqlite3 :memory:` rebuilds the database from it"));
    connect(copy_, &QPushButton::clicked, this,
            [this] { QApplication::clipboard()->setText(scriptText_); });
    script_ = new SqlEditor(scriptBox);
    script_->setObjectName(QStringLiteral("counterexampleScript"));
    auto* scriptHead = new QHBoxLayout;
    scriptHead->addWidget(scriptTitle, 1);
    scriptHead->addWidget(copy_);
    auto* scriptLayout = new QVBoxLayout(scriptBox);
    scriptLayout->setContentsMargins(0, 0, 0, 0);
    scriptLayout->addLayout(scriptHead);
    scriptLayout->addWidget(script_, 1);

    auto side = [this](QLabel*& titleLabel, QTableWidget*& table, const QString& name) {
        auto* box = new QWidget(details_);
        titleLabel = new QLabel(box);
        titleLabel->setObjectName(name + QStringLiteral("Title"));
        table = makeGrid(box, name);
        auto* layout = new QVBoxLayout(box);
        layout->setContentsMargins(0, 0, 0, 0);
        layout->addWidget(titleLabel);
        layout->addWidget(table, 1);
        return box;
    };
    auto* splitter = new QSplitter(Qt::Horizontal, details_);
    splitter->addWidget(scriptBox);
    splitter->addWidget(side(goldTitle_, gold_, QStringLiteral("counterexampleGold")));
    splitter->addWidget(side(predTitle_, pred_, QStringLiteral("counterexamplePrediction")));
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);
    splitter->setStretchFactor(2, 2);
    legend_ = new QLabel(details_);
    legend_->setObjectName(QStringLiteral("counterexampleLegend"));
    legend_->setWordWrap(true);
    legend_->setText(
        tr("Both queries run on the database found. Green rows (✓ yes): the other query's result "
           "has the row too; red, italic rows (✗ no): it does not. The checked metric's own "
           "comparator tells the two results apart; the tints only help find where."));
    auto* detailsLayout = new QVBoxLayout(details_);
    detailsLayout->setContentsMargins(0, 0, 0, 0);
    detailsLayout->addWidget(splitter, 1);
    detailsLayout->addWidget(legend_);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 4, 0, 0);
    layout->setSpacing(4);
    layout->addLayout(top);
    layout->addWidget(details_, 1);
    setRecord(nullptr, QString(), false);
}

void CounterexampleSection::showDetails(bool shown) {
    details_->setVisible(shown);
    copy_->setEnabled(shown);
    // Without a database to show the section is its status line: the
    // benchmark's grids above keep the height.
    setMaximumHeight(shown ? QWIDGETSIZE_MAX
                           : std::max(search_->sizeHint().height(), status_->sizeHint().height()) +
                                 12);
}

void CounterexampleSection::setSearching() {
    status_->setText(tr("Searching this pair…"));
    search_->setEnabled(false);
    showDetails(false);
}

void CounterexampleSection::setRecord(const inspect::PairCounterexample* record,
                                      const QString& budget, bool canSearch) {
    using inspect::CxStatus;
    const CxStatus status = record ? record->status : CxStatus::NotSearched;
    search_->setVisible(status == CxStatus::NotSearched);
    search_->setEnabled(canSearch);
    scriptText_.clear();
    const QString exc = !record || !record->exc ? QStringLiteral("n/a")
                        : *record->exc          ? tr("pass")
                                                : tr("fail");
    switch (status) {
        case CxStatus::Found:
            status_->setText(
                (record->rows == 1
                     ? tr("found: a database of 1 row on which gold and prediction differ (EXC %1)")
                     : tr("found: a database of %1 rows on which gold and prediction differ "
                          "(EXC %2)")
                           .arg(record->rows))
                    .arg(exc));
            break;
        case CxStatus::None:
            status_->setText(tr("none within the budget of %1 (EXC %2)").arg(budget, exc));
            break;
        case CxStatus::NotApplicable:
            status_->setText(
                tr("not applicable: %1 (EXC %2)").arg(QString::fromStdString(record->reason), exc));
            break;
        case CxStatus::NotSearched:
            status_->setText(
                record && !record->reason.empty()
                    ? tr("not searched (%1)").arg(QString::fromStdString(record->reason))
                    : tr("not searched"));
            break;
    }
    if (status != CxStatus::Found) {
        script_->setSql(QString());
        gold_->clear();
        gold_->setRowCount(0);
        pred_->clear();
        pred_->setRowCount(0);
        showDetails(false);
        return;
    }
    scriptText_ = QString::fromStdString(record->script);
    script_->setSql(scriptText_);
    const bool dark = isDarkPalette(palette());
    fillGrid(gold_, record->goldResult, unmatchedRows(record->goldResult, record->predResult),
             dark);
    fillGrid(pred_, record->predResult, unmatchedRows(record->predResult, record->goldResult),
             dark);
    auto rows = [](size_t n) { return n == 1 ? tr("1 row") : tr("%1 rows").arg(n); };
    goldTitle_->setText(tr("Gold on it — %1").arg(rows(record->goldResult.rows.size())));
    predTitle_->setText(tr("Prediction on it — %1").arg(rows(record->predResult.rows.size())));
    showDetails(true);
}

}  // namespace sqlscope::ui
