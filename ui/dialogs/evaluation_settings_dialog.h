// Run > Evaluation Settings: the settings that change verdicts -- ESM
// variant, ESM+ mode and active rules, the per-query time budget and the
// float tolerance -- as the CLI's options set them (docs/cli.md), and the
// counterexample search after the evaluation (off by default: its checked
// metric, per-pair budget, total cap and seed, as --counterexamples and the
// --cx-* options; docs/gui.md#counterexamples). Accepting a change
// re-evaluates in the background.
#pragma once

#include <QDialog>
#include <vector>

#include "core/counterexample/counterexample_settings.h"
#include "core/eval/eval_settings.h"

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QGroupBox;
class QSpinBox;

namespace sqlscope::ui {

class EvaluationSettingsDialog : public QDialog {
    Q_OBJECT

public:
    explicit EvaluationSettingsDialog(
        const eval::EvalSettings& settings, QWidget* parent = nullptr,
        const counterexample::CounterexampleSettings& counterexamples = {});
    // `base` with the dialog's choices applied.
    eval::EvalSettings settings(eval::EvalSettings base) const;
    // The group "Counterexample search (EXC)" as settings.
    counterexample::CounterexampleSettings counterexampleSettings() const;

private:
    QComboBox* esmVariant_ = nullptr;
    QComboBox* esmPlusMode_ = nullptr;
    std::vector<QCheckBox*> rules_;  // rule id - 1
    QDoubleSpinBox* timeout_ = nullptr;
    QDoubleSpinBox* tolerance_ = nullptr;
    QGroupBox* counterexamples_ = nullptr;
    QComboBox* cxMetric_ = nullptr;
    QSpinBox* cxBudget_ = nullptr;
    QSpinBox* cxTrials_ = nullptr;
    QSpinBox* cxTotal_ = nullptr;
    QSpinBox* cxSeed_ = nullptr;
};

}  // namespace sqlscope::ui
