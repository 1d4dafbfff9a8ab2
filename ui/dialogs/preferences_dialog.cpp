#include "ui/dialogs/preferences_dialog.h"

#include <QApplication>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QProcess>
#include <QVBoxLayout>

#include "ui/i18n/language.h"

namespace sqlscope::ui {

PreferencesDialog::PreferencesDialog(const QString& current, QWidget* parent) : QDialog(parent) {
    setWindowTitle(tr("Preferences"));
    auto* form = new QFormLayout;
    language_ = new QComboBox(this);
    language_->setObjectName(QStringLiteral("language"));
    QString systemName;
    const QString system = resolveLanguage(QString(), QLocale::system());
    for (const LanguageChoice& choice : knownLanguages())
        if (choice.code == system) systemName = choice.nativeName;
    language_->addItem(tr("System (%1)").arg(systemName), QString());
    for (const LanguageChoice& choice : knownLanguages())
        language_->addItem(choice.nativeName, choice.code);
    const int index = language_->findData(current);
    language_->setCurrentIndex(index < 0 ? 0 : index);
    form->addRow(tr("&Language:"), language_);
    auto* note = new QLabel(tr("The language applies the next time sqlscope starts."), this);
    note->setWordWrap(true);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(note);
    layout->addWidget(buttons);
    setMinimumWidth(400);
}

QString PreferencesDialog::language() const {
    return language_->currentData().toString();
}

bool PreferencesDialog::editPreferences(QWidget* parent) {
    const QString before = storedLanguage();
    PreferencesDialog dialog(before, parent);
    if (dialog.exec() != QDialog::Accepted || dialog.language() == before) return false;
    storeLanguage(dialog.language());
    const auto answer = QMessageBox::question(
        parent, tr("Language"),
        tr("The new language applies the next time sqlscope starts. Restart now?"),
        QMessageBox::Yes | QMessageBox::No, QMessageBox::No);
    if (answer == QMessageBox::Yes) {
        // The same executable and arguments, minus a --lang that would
        // override the new setting.
        QStringList arguments = QCoreApplication::arguments().mid(1);
        for (int i = 0; i < arguments.size();) {
            if (arguments[i] == QStringLiteral("--lang") && i + 1 < arguments.size())
                arguments.remove(i, 2);
            else if (arguments[i].startsWith(QStringLiteral("--lang=")))
                arguments.remove(i);
            else
                ++i;
        }
        // Closing the window first lets it ask about unsaved work (and stay).
        QWidget* window = parent ? parent->window() : nullptr;
        if (window && !window->close()) return true;
        QProcess::startDetached(QCoreApplication::applicationFilePath(), arguments);
        QCoreApplication::quit();
    }
    return true;
}

}  // namespace sqlscope::ui
