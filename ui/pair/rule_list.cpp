#include "ui/pair/rule_list.h"

#include <QCheckBox>
#include <QCoreApplication>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QTableWidget>
#include <QVBoxLayout>
#include <algorithm>

#include "core/explain/pair_explanation.h"
#include "core/match/esm_plus/rule.h"
#include "ui/i18n/core_text.h"
#include "ui/pair/mark_style.h"
#include "ui/pair/table_items.h"

namespace sqlscope::ui {

namespace {
enum Column { Number, Rule, Side, State, Facts, Rewrite, Note };
}

QString ruleTitle(int rule) {
    const auto& registry = match::rules::RuleRegistry::instance();
    if (rule < 1 || rule > static_cast<int>(registry.all().size()))
        return QCoreApplication::translate("RuleList", "rule %1").arg(rule);
    const std::string_view name = registry.rule(rule).info().name;
    return QStringLiteral("%1 · %2").arg(rule).arg(coreText(name));
}

namespace {
std::string_view ruleField(int rule, std::string_view match::rules::RuleInfo::*field) {
    const auto& registry = match::rules::RuleRegistry::instance();
    if (rule < 1 || rule > static_cast<int>(registry.all().size())) return {};
    return registry.rule(rule).info().*field;
}
QString qstring(std::string_view text) {
    return QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size()));
}
}  // namespace

QString ruleDoc(int rule) {
    return coreText(ruleField(rule, &match::rules::RuleInfo::doc));
}

QString ruleGuard(int rule) {
    return qstring(ruleField(rule, &match::rules::RuleInfo::guard));
}

RuleList::RuleList(QWidget* parent) : QWidget(parent) {
    setObjectName(QStringLiteral("rulesTab"));
    summary_ = new QLabel(this);
    summary_->setObjectName(QStringLiteral("ruleSummary"));
    normalForms_ = new QCheckBox(tr("Show as ESM+ saw them"), this);
    normalForms_->setObjectName(QStringLiteral("normalFormsToggle"));
    normalForms_->setToolTip(
        tr("Show both queries after ESM+'s rewrites, as it compared them (marks hidden: "
           "their spans refer to the original texts)"));
    table_ = new QTableWidget(this);
    table_->setObjectName(QStringLiteral("ruleTable"));
    setUpTable(table_, {tr("#"), tr("Rule"), tr("Side"), tr("State"), tr("Facts relied on"),
                        tr("Before → after"), tr("Note")});
    QHeaderView* header = table_->horizontalHeader();
    for (int c : {Number, Rule, Side, State})
        header->setSectionResizeMode(c, QHeaderView::ResizeToContents);
    header->setSectionResizeMode(Facts, QHeaderView::Stretch);
    header->setSectionResizeMode(Rewrite, QHeaderView::Stretch);
    header->setSectionResizeMode(Note, QHeaderView::Interactive);
    table_->setWordWrap(false);
    detail_ = new QLabel(this);
    detail_->setObjectName(QStringLiteral("ruleDetail"));
    detail_->setWordWrap(true);
    detail_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    detail_->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    detail_->setMargin(4);

    auto* top = new QHBoxLayout;
    top->addWidget(summary_, 1);
    top->addWidget(normalForms_);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->addLayout(top);
    layout->addWidget(table_);
    layout->addWidget(detail_, 1);

    connect(normalForms_, &QCheckBox::toggled, this, &RuleList::normalFormsToggled);
    connect(table_, &QTableWidget::itemSelectionChanged, this, [this] {
        const QList<QTableWidgetItem*> selected = table_->selectedItems();
        const int event = selected.isEmpty() ? -1 : selected.front()->row();
        showDetail(event);
        emit ruleSelected(event);
    });
}

void RuleList::clearRules() {
    const QSignalBlocker blocker(table_);
    table_->clearContents();
    table_->setRowCount(0);
    summary_->clear();
    ruleIds_.clear();
    notes_.clear();
    showDetail(-1);
}

void RuleList::showDetail(int event) {
    if (event < 0 || static_cast<size_t>(event) >= ruleIds_.size()) {
        detail_->setText(ruleIds_.empty() ? QString()
                                          : tr("Select a rule event to see what the rule "
                                               "treats as equivalent and the text it read."));
        return;
    }
    const int rule = ruleIds_[static_cast<size_t>(event)];
    QString html = QStringLiteral("<b>%1</b><br>%2")
                       .arg(ruleTitle(rule).toHtmlEscaped(), ruleDoc(rule).toHtmlEscaped());
    const QString guard = ruleGuard(rule);
    if (!guard.isEmpty())
        html += QStringLiteral("<br><i>%1</i> %2").arg(tr("Guard:"), guard.toHtmlEscaped());
    const QString& note = notes_[static_cast<size_t>(event)];
    if (!note.isEmpty())
        html += QStringLiteral("<br><i>%1</i> %2").arg(tr("Note:"), note.toHtmlEscaped());
    detail_->setText(html);
}

void RuleList::setExplanation(const explain::PairExplanation& x) {
    const bool dark = isDarkPalette(palette());
    clearRules();
    const QSignalBlocker blocker(table_);
    if (x.rules.empty()) {
        summary_->setText(tr("No ESM+ rule fired or was blocked on this pair."));
    } else {
        int fired = 0, blocked = 0;
        for (const explain::RuleNote& rule : x.rules)
            ++(rule.fired ? fired : blocked);
        const QString events =
            x.rules.size() == 1 ? tr("1 rule event") : tr("%1 rule events").arg(x.rules.size());
        summary_->setText(tr("%1: %2 fired, %3 blocked. Select one to see the text it read.")
                              .arg(events)
                              .arg(fired)
                              .arg(blocked));
    }
    table_->setRowCount(static_cast<int>(x.rules.size()));
    for (int r = 0; r < table_->rowCount(); ++r) {
        const explain::RuleNote& rule = x.rules[static_cast<size_t>(r)];
        ruleIds_.push_back(rule.rule);
        notes_.push_back(QString::fromStdString(rule.note));
        table_->setItem(r, Number, textItem(QString::number(r + 1)));
        table_->setItem(r, Rule, textItem(ruleTitle(rule.rule)));
        table_->setItem(r, Side, textItem(coreText(explain::sideName(rule.side))));
        QString state = rule.fired ? (rule.changed ? tr("✓ fired") : tr("✓ fired, no change"))
                                   : tr("✗ blocked");
        if (rule.unsound) state += tr(" · unsound");
        QTableWidgetItem* stateItem = textItem(state);
        // A rule's state is not a verdict: no verdict or match colours.
        // Blocked on the neutral tint; unsound in bold.
        if (!rule.fired) stateItem->setBackground(neutralTint(dark));
        if (rule.unsound) {
            QFont bold = stateItem->font();
            bold.setBold(true);
            stateItem->setFont(bold);
        }
        table_->setItem(r, State, stateItem);
        QStringList facts;
        for (const std::string& fact : rule.facts)
            facts << QString::fromStdString(fact);
        QTableWidgetItem* factsItem =
            textItem(facts.isEmpty() ? QStringLiteral("–") : facts.join(QStringLiteral("\n")));
        factsItem->setToolTip(facts.join(QStringLiteral("\n")));
        table_->setItem(r, Facts, factsItem);
        const QString rewrite =
            rule.before.empty() && rule.after.empty()
                ? QStringLiteral("–")
                : QString::fromStdString(rule.before.empty() ? "–" : rule.before) +
                      QStringLiteral("  →  ") +
                      QString::fromStdString(rule.after.empty() ? "–" : rule.after);
        QTableWidgetItem* rewriteItem = textItem(rewrite);
        rewriteItem->setToolTip(rewrite);
        table_->setItem(r, Rewrite, rewriteItem);
        QTableWidgetItem* note = textItem(rule.note.empty() ? std::string("–") : rule.note);
        note->setToolTip(QString::fromStdString(rule.note));
        table_->setItem(r, Note, note);
    }
    table_->resizeRowsToContents();
    // As tall as its rows (up to eight), the rule's description right below.
    int height = table_->horizontalHeader()->sizeHint().height() + 2 * table_->frameWidth() + 2;
    for (int r = 0; r < std::min(table_->rowCount(), 8); ++r)
        height += table_->rowHeight(r);
    if (table_->rowCount() == 0) height += table_->verticalHeader()->defaultSectionSize();
    table_->setFixedHeight(height);
    showDetail(-1);
}

}  // namespace sqlscope::ui
