// Run > Evaluation Settings: every ESM+ rule has its box (25), sqlscope's
// own rules 21-25 are disabled in reference mode, and the dialog's choices
// come back as settings.
#include <QCheckBox>
#include <QComboBox>
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
};

SQLSCOPE_TEST_SUITE(EvaluationSettingsDialogTest)
#include "evaluation_settings_dialog_test.moc"
