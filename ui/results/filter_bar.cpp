#include "ui/results/filter_bar.h"

#include <algorithm>

#include <QAbstractItemView>
#include <QComboBox>
#include <QHBoxLayout>
#include <QLineEdit>
#include <QPushButton>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>

#include "core/inspect/inspect_names.h"
#include "core/inspect/pair_table.h"
#include "ui/i18n/core_text.h"

namespace sqlscope::ui {

namespace {

const QString kSeveral = QStringLiteral("\x01several");

QString text(std::string_view s) {
    return QString::fromUtf8(s.data(), qsizetype(s.size()));
}

QComboBox* makeCombo(QWidget* parent, const char* name, const QString& any, const QString& tip) {
    auto* combo = new QComboBox(parent);
    combo->setObjectName(QLatin1String(name));
    combo->addItem(any);
    combo->setToolTip(tip);
    combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    combo->setMinimumContentsLength(10);
    return combo;
}

// The popup as wide as its longest entry, the box itself stays compact.
void widenPopup(QComboBox* combo) {
    combo->view()->setMinimumWidth(combo->view()->sizeHintForColumn(0) + 24);
}

bool isSeveral(const QComboBox* combo) {
    return combo->currentData() == QVariant(kSeveral);
}

void removeSeveral(QComboBox* combo) {
    const int i = combo->findData(kSeveral);
    if (i >= 0 && i != combo->currentIndex()) combo->removeItem(i);
}

// Shows `values` (converted by `toData`) in `combo`: Any, the one value, or
// an "N selected" entry.
template <typename Set, typename ToData>
void showValues(QComboBox* combo, const Set& values, ToData toData) {
    const int old = combo->findData(kSeveral);
    if (values.empty()) {
        combo->setCurrentIndex(0);
    } else {
        const int found = values.size() == 1 ? combo->findData(toData(*values.begin())) : -1;
        if (found >= 0) {
            combo->setCurrentIndex(found);
        } else {
            combo->addItem(FilterBar::tr("%n selected", nullptr, int(values.size())), kSeveral);
            combo->setCurrentIndex(combo->count() - 1);
        }
    }
    if (old >= 0 && old != combo->currentIndex()) combo->removeItem(old);
}

}  // namespace

FilterBar::FilterBar(QWidget* parent) : QWidget(parent) {
    text_ = new QLineEdit(this);
    text_->setObjectName(QStringLiteral("filterText"));
    text_->setPlaceholderText(tr("Filter question and SQL (Ctrl+F)"));
    text_->setClearButtonEnabled(true);
    debounce_ = new QTimer(this);
    debounce_->setSingleShot(true);
    debounce_->setInterval(kDebounceMs);
    connect(text_, &QLineEdit::textChanged, debounce_, qOverload<>(&QTimer::start));
    connect(debounce_, &QTimer::timeout, this, &FilterBar::changed);
    connect(text_, &QLineEdit::returnPressed, this, [this] {
        debounce_->stop();
        changed();
    });

    database_ = makeCombo(this, "filterDatabase", tr("Any database"), tr("Database"));
    hardness_ =
        makeCombo(this, "filterHardness", tr("Any hardness"), tr("Spider hardness of the gold"));
    for (int code : inspect::kHardnessCodes)
        hardness_->addItem(coreText(inspect::hardnessLabel(code)), code);
    run_ = makeCombo(this, "filterRun", tr("Any run"), tr("Run (prediction file)"));
    outcome_ = makeCombo(this, "filterOutcome", tr("Any outcome"),
                         tr("How the prediction's execution ended"));
    for (eval::ExecOutcome outcome : inspect::kOutcomes)
        outcome_->addItem(coreText(inspect::outcomeLabel(outcome)), int(outcome));
    rule_ = makeCombo(this, "filterRule", tr("Any rule"), tr("ESM+ rule fired on the pair"));
    for (int r = 1; r <= match::esm_plus::kRuleCount; ++r)
        rule_->addItem(QString::number(r) + QLatin1Char(' ') + coreText(inspect::ruleName(r)), r);
    errorCategory_ = makeCombo(this, "filterErrorCategory", tr("Any error"),
                               tr("Component error category of the prediction"));
    for (match::component::ErrorCategory c : match::component::kErrorCategories)
        errorCategory_->addItem(coreText(inspect::errorCategoryLabel(c)), int(c));
    preset_ = makeCombo(this, "filterPreset", tr("No preset"), tr("Disagreement preset"));
    const auto& presets = inspect::disagreementPresets();
    preset_->setItemData(0, 0);
    for (size_t p = 1; p < presets.size(); ++p) {
        preset_->addItem(coreText(presets[p].name), int(p));
        preset_->setItemData(preset_->count() - 1, coreText(presets[p].description),
                             Qt::ToolTipRole);
    }
    preset_->setMinimumContentsLength(14);

    verdictChip_ = new QToolButton(this);
    verdictChip_->setObjectName(QStringLiteral("filterVerdict"));
    verdictChip_->setToolButtonStyle(Qt::ToolButtonTextOnly);
    verdictChip_->setAutoRaise(false);
    verdictChip_->hide();
    connect(verdictChip_, &QToolButton::clicked, this, [this] {
        verdict_.reset();
        changed_.reset();
        several_.exc.reset();
        several_.sqlscope.reset();
        several_.counterexample.clear();
        updateVerdictChip();
        changed();
    });
    clearButton_ = new QPushButton(tr("Clear"), this);
    clearButton_->setObjectName(QStringLiteral("filterClear"));
    connect(clearButton_, &QPushButton::clicked, this, &FilterBar::clear);

    auto* top = new QHBoxLayout;
    top->setContentsMargins(0, 0, 0, 0);
    top->addWidget(text_, 1);
    top->addWidget(verdictChip_);
    top->addWidget(clearButton_);
    auto* combos = new QHBoxLayout;
    combos->setContentsMargins(0, 0, 0, 0);
    for (QComboBox* combo :
         {database_, hardness_, run_, outcome_, rule_, errorCategory_, preset_}) {
        combos->addWidget(combo);
        widenPopup(combo);
        connect(combo, &QComboBox::currentIndexChanged, this, [this, combo] {
            if (updating_) return;
            updating_ = true;
            removeSeveral(combo);
            updating_ = false;
            changed();
        });
    }
    // The preset box grows, where the row has room, up to its longest name
    // ("Passes only with an alternate gold", "EX pass, counterexample
    // found"): a cut name is a guess on a long day. Its minimum stays
    // compact, so the window's minimum width does not grow with it (in
    // Vietnamese the names are longer still).
    preset_->setSizePolicy(QSizePolicy::Expanding, preset_->sizePolicy().verticalPolicy());
    int longest = 0;
    for (int i = 0; i < preset_->count(); ++i)
        longest = std::max(longest, preset_->fontMetrics().horizontalAdvance(preset_->itemText(i)));
    preset_->setMaximumWidth(longest + 48);             // the arrow and the frame
    combos->setStretch(combos->indexOf(preset_), 100);  // before the row's spacer
    combos->addStretch(1);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(4);
    layout->addLayout(top);
    layout->addLayout(combos);
}

void FilterBar::setTable(const inspect::PairTable& table) {
    updating_ = true;
    const QVariant database = database_->currentData();
    const QVariant run = run_->currentData();
    while (database_->count() > 1)
        database_->removeItem(1);
    for (const std::string& db : table.databases())
        database_->addItem(QString::fromStdString(db), QString::fromStdString(db));
    while (run_->count() > 1)
        run_->removeItem(1);
    for (size_t r = 0; r < table.runCount(); ++r)
        run_->addItem(QString::fromStdString(table.runName(r)), qulonglong(r));
    // Keep a choice that still exists; a "several" set is shown again.
    auto restore = [](QComboBox* combo, const QVariant& data) {
        const int i = data.isValid() ? combo->findData(data) : 0;
        combo->setCurrentIndex(i < 0 ? 0 : i);
    };
    restore(database_, database);
    restore(run_, run);
    if (database == QVariant(kSeveral))
        showValues(database_, several_.databases,
                   [](const std::string& db) { return QString::fromStdString(db); });
    if (run == QVariant(kSeveral))
        showValues(run_, several_.runs, [](size_t r) { return QVariant(qulonglong(r)); });
    for (QComboBox* combo : {database_, run_})
        widenPopup(combo);
    updating_ = false;
    changed();
}

inspect::PairFilter FilterBar::filter() const {
    inspect::PairFilter f;
    f.text = text_->text().toStdString();
    if (isSeveral(database_))
        f.databases = several_.databases;
    else if (database_->currentIndex() > 0)
        f.databases = {database_->currentData().toString().toStdString()};
    if (isSeveral(hardness_))
        f.hardness = several_.hardness;
    else if (hardness_->currentIndex() > 0)
        f.hardness = {hardness_->currentData().toInt()};
    if (isSeveral(run_))
        f.runs = several_.runs;
    else if (run_->currentIndex() > 0)
        f.runs = {size_t(run_->currentData().toULongLong())};
    if (isSeveral(outcome_))
        f.outcomes = several_.outcomes;
    else if (outcome_->currentIndex() > 0)
        f.outcomes = {eval::ExecOutcome(outcome_->currentData().toInt())};
    if (rule_->currentIndex() > 0) f.rule = rule_->currentData().toInt();
    if (errorCategory_->currentIndex() > 0)
        f.errorCategory = match::component::ErrorCategory(errorCategory_->currentData().toInt());
    f.verdict = verdict_;
    f.changed = changed_;
    // The counterexample terms (exc:, sqlscope:, cx:) have no box: the chip shows them.
    f.exc = several_.exc;
    f.sqlscope = several_.sqlscope;
    f.counterexample = several_.counterexample;
    f.preset = inspect::DisagreementPreset(preset_->currentData().toInt());
    return f;
}

void FilterBar::setFilter(const inspect::PairFilter& f) {
    updating_ = true;
    debounce_->stop();
    if (text_->text().toStdString() != f.text) text_->setText(QString::fromStdString(f.text));
    debounce_->stop();  // the text is applied now, not after the debounce
    several_ = f;
    showValues(database_, f.databases,
               [](const std::string& db) { return QString::fromStdString(db); });
    showValues(hardness_, f.hardness, [](int h) { return QVariant(h); });
    showValues(run_, f.runs, [](size_t r) { return QVariant(qulonglong(r)); });
    showValues(outcome_, f.outcomes, [](eval::ExecOutcome o) { return QVariant(int(o)); });
    const int rule = f.rule ? rule_->findData(*f.rule) : 0;
    rule_->setCurrentIndex(rule < 0 ? 0 : rule);
    const int category = f.errorCategory ? errorCategory_->findData(int(*f.errorCategory)) : 0;
    errorCategory_->setCurrentIndex(category < 0 ? 0 : category);
    preset_->setCurrentIndex(preset_->findData(int(f.preset)));
    verdict_ = f.verdict;
    changed_ = f.changed;
    updateVerdictChip();
    updating_ = false;
    changed();
}

void FilterBar::clear() {
    setFilter(inspect::PairFilter{});
}

void FilterBar::focusText() {
    text_->setFocus(Qt::ShortcutFocusReason);
    text_->selectAll();
}

void FilterBar::updateVerdictChip() {
    const bool counterexampleTerms =
        several_.exc || several_.sqlscope || !several_.counterexample.empty();
    if (!verdict_ && !changed_ && !counterexampleTerms) {
        verdictChip_->hide();
        return;
    }
    QStringList parts, tips;
    if (verdict_) {
        const inspect::VerdictColumn& c = inspect::verdictColumns()[verdict_->column];
        const QString label =
            verdict_->anyGold ? tr("%1 (any gold)").arg(text(c.label)) : text(c.label);
        parts << label + QLatin1Char(' ') + coreText(inspect::cellVerdictName(verdict_->verdict));
        tips << tr("Only pairs whose %1 is %2")
                    .arg(label, coreText(inspect::cellVerdictName(verdict_->verdict)));
    }
    if (changed_) {
        const QString label = text(inspect::verdictColumns()[*changed_].label);
        parts << tr("%1 changed by an alternate gold").arg(label);
        tips << tr("Only pairs whose %1 an alternate gold changes").arg(label);
    }
    if (several_.exc) {
        parts << QStringLiteral("EXC ") + coreText(inspect::cellVerdictName(*several_.exc));
        tips << tr("Only pairs whose EXC is %1")
                    .arg(coreText(inspect::cellVerdictName(*several_.exc)));
    }
    if (several_.sqlscope) {
        parts << QStringLiteral("sqlscope ") +
                     coreText(inspect::cellVerdictName(*several_.sqlscope));
        tips << tr("Only pairs whose sqlscope verdict is %1")
                    .arg(coreText(inspect::cellVerdictName(*several_.sqlscope)));
    }
    if (!several_.counterexample.empty()) {
        QStringList statuses;
        for (inspect::CxStatus status : several_.counterexample)
            statuses << text(inspect::cxStatusKey(status));
        parts << tr("counterexample %1").arg(statuses.join(QLatin1Char(',')));
        tips
            << tr("Only pairs whose counterexample search ended %1").arg(statuses.join(tr(" or ")));
    }
    verdictChip_->setText(parts.join(QStringLiteral(" \u00b7 ")) + QStringLiteral("  \u2715"));
    verdictChip_->setToolTip(tips.join(QStringLiteral("; ")) + tr("; click to remove"));
    verdictChip_->show();
}

void FilterBar::changed() {
    if (updating_) return;
    const inspect::PairFilter now = filter();
    if (now == last_) return;
    last_ = now;
    emit filterChanged();
}

}  // namespace sqlscope::ui
