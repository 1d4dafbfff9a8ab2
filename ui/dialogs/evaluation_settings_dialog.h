// Run > Evaluation Settings: the settings that change verdicts -- ESM
// variant, ESM+ mode and active rules, the per-query time budget and the
// float tolerance -- as the CLI's options set them (docs/cli.md). Accepting
// a change re-evaluates in the background.
#pragma once

#include <QDialog>
#include <vector>

#include "core/eval/eval_settings.h"

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;

namespace sqlscope::ui {

class EvaluationSettingsDialog : public QDialog {
    Q_OBJECT

public:
    explicit EvaluationSettingsDialog(const eval::EvalSettings& settings,
                                      QWidget* parent = nullptr);
    // `base` with the dialog's choices applied.
    eval::EvalSettings settings(eval::EvalSettings base) const;

private:
    QComboBox* esmVariant_ = nullptr;
    QComboBox* esmPlusMode_ = nullptr;
    std::vector<QCheckBox*> rules_;  // rule id - 1
    QDoubleSpinBox* timeout_ = nullptr;
    QDoubleSpinBox* tolerance_ = nullptr;
};

}  // namespace sqlscope::ui
