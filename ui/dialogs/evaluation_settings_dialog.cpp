#include "ui/dialogs/evaluation_settings_dialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>
#include <algorithm>
#include <climits>

#include "core/match/esm_plus/rule.h"
#include "ui/i18n/core_text.h"

namespace sqlscope::ui {

using match::esm_plus::EsmPlusMode;
using match::esm_plus::kRuleCount;

EvaluationSettingsDialog::EvaluationSettingsDialog(
    const eval::EvalSettings& settings, QWidget* parent,
    const counterexample::CounterexampleSettings& counterexamples)
    : QDialog(parent) {
    setWindowTitle(tr("Evaluation Settings"));
    auto* layout = new QVBoxLayout(this);
    auto* form = new QFormLayout;

    esmVariant_ = new QComboBox(this);
    esmVariant_->setObjectName(QStringLiteral("esmVariant"));
    esmVariant_->addItem(tr("Spider (evaluation.py)"), int(match::esm::EsmVariant::Spider));
    esmVariant_->addItem(tr("Test suite (test-suite-sql-eval)"),
                         int(match::esm::EsmVariant::TestSuite));
    esmVariant_->setCurrentIndex(esmVariant_->findData(int(settings.esmVariant)));
    form->addRow(tr("ESM &variant:"), esmVariant_);

    esmPlusMode_ = new QComboBox(this);
    esmPlusMode_->setObjectName(QStringLiteral("esmPlusMode"));
    esmPlusMode_->addItem(tr("fixed — the paper's intent (default)"), int(EsmPlusMode::Fixed));
    esmPlusMode_->addItem(tr("reference — the official script, quirks included"),
                          int(EsmPlusMode::Reference));
    esmPlusMode_->addItem(tr("strict — only rules the schema proves sound"),
                          int(EsmPlusMode::Strict));
    esmPlusMode_->setCurrentIndex(esmPlusMode_->findData(int(settings.esmPlusMode)));
    form->addRow(tr("ESM+ &mode:"), esmPlusMode_);

    timeout_ = new QDoubleSpinBox(this);
    timeout_->setObjectName(QStringLiteral("timeout"));
    timeout_->setRange(0.1, 3600);
    timeout_->setDecimals(1);
    timeout_->setSuffix(tr(" s"));
    timeout_->setValue(settings.execution.timeoutSeconds > 0 ? settings.execution.timeoutSeconds
                                                             : 3600);
    form->addRow(tr("&Time budget per query:"), timeout_);

    tolerance_ = new QDoubleSpinBox(this);
    tolerance_->setObjectName(QStringLiteral("floatTolerance"));
    tolerance_->setRange(0, 1);
    tolerance_->setDecimals(6);
    tolerance_->setSingleStep(1e-6);
    tolerance_->setSpecialValueText(tr("off (exact, as the official scripts)"));
    tolerance_->setValue(settings.compare.floatTolerance);
    form->addRow(tr("&Float tolerance:"), tolerance_);
    layout->addLayout(form);

    auto* rulesBox = new QGroupBox(tr("ESM+ equivalence rules"), this);
    auto* grid = new QGridLayout(rulesBox);
    const auto& registry = match::rules::RuleRegistry::instance();
    for (int id = 1; id <= kRuleCount; ++id) {
        const auto& info = registry.rule(id).info();
        auto* box =
            new QCheckBox(QStringLiteral("%1. %2").arg(id).arg(coreText(info.name)), rulesBox);
        box->setObjectName(QStringLiteral("rule%1").arg(id));
        box->setToolTip(coreText(info.doc));
        box->setChecked(settings.esmPlusRules.has(id));
        grid->addWidget(box, (id - 1) % 10, (id - 1) / 10);
        rules_.push_back(box);
    }
    layout->addWidget(rulesBox);
    // Rules 21 onwards are sqlscope's own: reference mode never applies them
    // (docs/metrics/esm-plus.md, "Rules beyond the reference").
    auto showReferenceRules = [this] {
        const bool reference =
            EsmPlusMode(esmPlusMode_->currentData().toInt()) == EsmPlusMode::Reference;
        for (int id = match::esm_plus::kReferenceRuleCount + 1; id <= kRuleCount; ++id) {
            QCheckBox* box = rules_[size_t(id - 1)];
            box->setEnabled(!reference);
            const auto& info = match::rules::RuleRegistry::instance().rule(id).info();
            box->setToolTip(reference ? tr("Not applied in reference mode (sqlscope's own rule)")
                                      : coreText(info.doc));
        }
    };
    connect(esmPlusMode_, &QComboBox::currentIndexChanged, this, showReferenceRules);
    showReferenceRules();

    // The counterexample search after the evaluation (docs/metrics/exc.md).
    counterexamples_ = new QGroupBox(tr("Counterexample search (EXC)"), this);
    counterexamples_->setObjectName(QStringLiteral("counterexampleSearch"));
    counterexamples_->setCheckable(true);
    counterexamples_->setChecked(counterexamples.enabled);
    counterexamples_->setToolTip(
        tr("After the evaluation, look for a small database on which gold and prediction give "
           "different results, for every pair that passes the checked metric (EXC, and the "
           "sqlscope verdict: ESM+ strict or EXC)"));
    auto* cxForm = new QFormLayout(counterexamples_);
    cxMetric_ = new QComboBox(counterexamples_);
    cxMetric_->setObjectName(QStringLiteral("cxMetric"));
    cxMetric_->addItem(tr("EX (Spider)"), int(counterexample::ComparedMetric::SpiderEx));
    cxMetric_->addItem(tr("EXE (test suite)"), int(counterexample::ComparedMetric::Exe));
    cxMetric_->addItem(tr("EX (BIRD)"), int(counterexample::ComparedMetric::Bird));
    cxMetric_->setCurrentIndex(cxMetric_->findData(int(counterexamples.metric)));
    cxForm->addRow(tr("Checked &metric:"), cxMetric_);
    cxBudget_ = new QSpinBox(counterexamples_);
    cxBudget_->setObjectName(QStringLiteral("cxBudget"));
    cxBudget_->setRange(1, 3'600'000);
    cxBudget_->setSuffix(tr(" ms"));
    cxBudget_->setValue(counterexamples.budgetMs);
    cxForm->addRow(tr("&Budget per pair:"), cxBudget_);
    cxTrials_ = new QSpinBox(counterexamples_);
    cxTrials_->setObjectName(QStringLiteral("cxTrials"));
    cxTrials_->setRange(0, 100'000'000);
    cxTrials_->setSpecialValueText(tr("none"));
    cxTrials_->setValue(counterexamples.maxTrials);
    cxTrials_->setToolTip(
        tr("At most this many candidate databases a pair. With a cap reached well within the "
           "budget, the verdicts no longer depend on the machine's speed or load"));
    cxForm->addRow(tr("&Trials per pair at most:"), cxTrials_);
    cxTotal_ = new QSpinBox(counterexamples_);
    cxTotal_->setObjectName(QStringLiteral("cxTotal"));
    cxTotal_->setRange(0, 10'000'000);
    cxTotal_->setSuffix(tr(" s"));
    cxTotal_->setSpecialValueText(tr("none"));
    cxTotal_->setValue(counterexamples.totalSeconds);
    cxForm->addRow(tr("Total &cap:"), cxTotal_);
    cxSeed_ = new QSpinBox(counterexamples_);
    cxSeed_->setObjectName(QStringLiteral("cxSeed"));
    cxSeed_->setRange(0, INT32_MAX);
    cxSeed_->setValue(static_cast<int>(std::min<uint64_t>(counterexamples.seed, INT32_MAX)));
    cxForm->addRow(tr("S&eed:"), cxSeed_);
    layout->addWidget(counterexamples_);

    auto* buttons = new QDialogButtonBox(
        QDialogButtonBox::Ok | QDialogButtonBox::Cancel | QDialogButtonBox::RestoreDefaults, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Re-evaluate"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(buttons->button(QDialogButtonBox::RestoreDefaults), &QPushButton::clicked, this,
            [this] {
                const eval::EvalSettings defaults;
                esmVariant_->setCurrentIndex(esmVariant_->findData(int(defaults.esmVariant)));
                esmPlusMode_->setCurrentIndex(esmPlusMode_->findData(int(defaults.esmPlusMode)));
                timeout_->setValue(defaults.execution.timeoutSeconds);
                tolerance_->setValue(defaults.compare.floatTolerance);
                for (int id = 1; id <= kRuleCount; ++id)
                    rules_[size_t(id - 1)]->setChecked(defaults.esmPlusRules.has(id));
                const counterexample::CounterexampleSettings cx;
                counterexamples_->setChecked(cx.enabled);
                cxMetric_->setCurrentIndex(cxMetric_->findData(int(cx.metric)));
                cxBudget_->setValue(cx.budgetMs);
                cxTrials_->setValue(cx.maxTrials);
                cxTotal_->setValue(cx.totalSeconds);
                cxSeed_->setValue(static_cast<int>(cx.seed));
            });
    layout->addWidget(buttons);
}

eval::EvalSettings EvaluationSettingsDialog::settings(eval::EvalSettings base) const {
    base.esmVariant = match::esm::EsmVariant(esmVariant_->currentData().toInt());
    base.esmPlusMode = EsmPlusMode(esmPlusMode_->currentData().toInt());
    base.execution.timeoutSeconds = timeout_->value();
    base.compare.floatTolerance = tolerance_->value();
    for (int id = 1; id <= kRuleCount; ++id)
        base.esmPlusRules.set(id, rules_[size_t(id - 1)]->isChecked());
    return base;
}

counterexample::CounterexampleSettings EvaluationSettingsDialog::counterexampleSettings() const {
    counterexample::CounterexampleSettings cx;
    cx.enabled = counterexamples_->isChecked();
    cx.metric = counterexample::ComparedMetric(cxMetric_->currentData().toInt());
    cx.budgetMs = cxBudget_->value();
    cx.maxTrials = cxTrials_->value();
    cx.totalSeconds = cxTotal_->value();
    cx.seed = static_cast<uint64_t>(cxSeed_->value());
    return cx;
}

}  // namespace sqlscope::ui
