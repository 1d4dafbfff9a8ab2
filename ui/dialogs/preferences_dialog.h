// Edit > Preferences: the window's language ("System (…)", English, 简体中文,
// Tiếng Việt), stored in QSettings. The language applies at the next start;
// accepting a change offers to restart now (docs/translations.md).
#pragma once

#include <QDialog>

class QComboBox;

namespace sqlscope::ui {

class PreferencesDialog : public QDialog {
    Q_OBJECT

public:
    // `current` is the stored code ("" = follow the system).
    explicit PreferencesDialog(const QString& current, QWidget* parent = nullptr);
    // The chosen code: "" (system), "en", "zh_CN" or "vi".
    QString language() const;

    // Shows the dialog; on a changed language stores it and asks whether to
    // restart now (then starts the executable again with the same
    // arguments and quits). Returns true when the setting changed.
    static bool editPreferences(QWidget* parent);

private:
    QComboBox* language_ = nullptr;
};

}  // namespace sqlscope::ui
