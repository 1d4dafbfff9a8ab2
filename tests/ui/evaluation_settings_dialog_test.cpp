// Run > Evaluation Settings: every ESM+ rule has its box (25), sqlscope's
// own rules 21-25 are disabled in reference mode, and the dialog's choices
// come back as settings; the counterexample search's group is off by
// default, shows given settings and returns the choices.
#include <QCheckBox>
#include <QComboBox>
#include <QGroupBox>
#include <QSpinBox>
#include <QTest>

#include "core/eval/eval_settings.h"
#include "core/match/esm_plus/esm_plus_mode.h"
#include "tests/test_registry.h"
#include "ui/dialogs/evaluation_settings_dialog.h"

using namespace sqlscope;
using match::esm_plus::EsmPlusMode;

class EvaluationSettingsDialogTest : public QObject {
    Q_OBJECT

private slots:
    void everyRuleHasABoxAndReferenceModeDisablesSqlscopesOwn() {
        eval::EvalSettings settings;
        ui::EvaluationSettingsDialog dialog(settings);
        dialog.show();
        for (int id = 1; id <= match::esm_plus::kRuleCount; ++id) {
            auto* box = dialog.findChild<QCheckBox*>(QStringLiteral("rule%1").arg(id));
            QVERIFY2(box, qPrintable(QStringLiteral("rule %1").arg(id)));
            QVERIFY(box->isChecked());
            QVERIFY(box->isEnabled());
        }
        QCOMPARE(match::esm_plus::kRuleCount, 25);
        auto* mode = dialog.findChild<QComboBox*>(QStringLiteral("esmPlusMode"));
        QVERIFY(mode);
        mode->setCurrentIndex(mode->findData(int(EsmPlusMode::Reference)));
        for (int id = 1; id <= match::esm_plus::kRuleCount; ++id)
            QCOMPARE(dialog.findChild<QCheckBox*>(QStringLiteral("rule%1").arg(id))->isEnabled(),
                     id <= match::esm_plus::kReferenceRuleCount);
        if (const QByteArray dir = qgetenv("SQLSCOPE_SCREENSHOT_DIR"); !dir.isEmpty())
            dialog.grab().save(QString::fromLocal8Bit(dir) + "/settings-reference.png");
        mode->setCurrentIndex(mode->findData(int(EsmPlusMode::Strict)));
        QVERIFY(dialog.findChild<QCheckBox*>(QStringLiteral("rule22"))->isEnabled());

        dialog.findChild<QCheckBox*>(QStringLiteral("rule22"))->setChecked(false);
        const eval::EvalSettings chosen = dialog.settings(settings);
        QCOMPARE(chosen.esmPlusMode, EsmPlusMode::Strict);
        QVERIFY(!chosen.esmPlusRules.has(22));
        QVERIFY(chosen.esmPlusRules.has(21));
        QCOMPARE(chosen.esmPlusRules.count(), match::esm_plus::kRuleCount - 1);
    }

    void counterexampleSearchGroup() {
        eval::EvalSettings settings;
        {
            ui::EvaluationSettingsDialog dialog(settings);
            auto* group = dialog.findChild<QGroupBox*>(QStringLiteral("counterexampleSearch"));
            QVERIFY(group);
            QVERIFY(group->isCheckable());
            QVERIFY(!group->isChecked());
            QCOMPARE(dialog.findChild<QSpinBox*>(QStringLiteral("cxBudget"))->value(), 200);
            QCOMPARE(dialog.findChild<QSpinBox*>(QStringLiteral("cxTotal"))->value(), 0);
            QCOMPARE(dialog.findChild<QSpinBox*>(QStringLiteral("cxTrials"))->value(), 0);
            QVERIFY(dialog.counterexampleSettings() == counterexample::CounterexampleSettings{});
        }
        counterexample::CounterexampleSettings given;
        given.enabled = true;
        given.metric = counterexample::ComparedMetric::Exe;
        given.budgetMs = 75;
        given.totalSeconds = 60;
        given.seed = 9;
        given.maxTrials = 40;
        ui::EvaluationSettingsDialog dialog(settings, nullptr, given);
        QVERIFY(dialog.findChild<QGroupBox*>(QStringLiteral("counterexampleSearch"))->isChecked());
        QVERIFY(dialog.counterexampleSettings() == given);
        auto* metric = dialog.findChild<QComboBox*>(QStringLiteral("cxMetric"));
        QCOMPARE(metric->currentText(), QString("EXE (test suite)"));
        metric->setCurrentIndex(metric->findData(int(counterexample::ComparedMetric::Bird)));
        dialog.findChild<QSpinBox*>(QStringLiteral("cxBudget"))->setValue(500);
        dialog.findChild<QSpinBox*>(QStringLiteral("cxSeed"))->setValue(3);
        dialog.findChild<QSpinBox*>(QStringLiteral("cxTrials"))->setValue(0);
        dialog.findChild<QGroupBox*>(QStringLiteral("counterexampleSearch"))->setChecked(false);
        const counterexample::CounterexampleSettings chosen = dialog.counterexampleSettings();
        QVERIFY(!chosen.enabled);
        QCOMPARE(chosen.metric, counterexample::ComparedMetric::Bird);
        QCOMPARE(chosen.budgetMs, 500);
        QCOMPARE(chosen.totalSeconds, 60);
        QCOMPARE(chosen.seed, uint64_t{3});
        QCOMPARE(chosen.maxTrials, 0);
    }
};

SQLSCOPE_TEST_SUITE(EvaluationSettingsDialogTest)
#include "evaluation_settings_dialog_test.moc"
