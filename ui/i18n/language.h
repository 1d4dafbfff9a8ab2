// The window's language: which translations exist (embedded in the sqlscope
// executable as :/i18n/sqlscope_<code>.qm), which one the user chose
// (Edit > Preferences, stored in QSettings; --lang overrides it), how the
// system locale maps onto them, and installing the translators (the app's
// and, when the system has it, Qt's own qtbase_<code>.qm). docs/translations.md.
#pragma once

#include <QList>
#include <QString>

class QLocale;

namespace sqlscope::ui {

// One entry of the language choice: code "" is "follow the system".
struct LanguageChoice {
    QString code;        // "", "en", "zh_CN", "vi"
    QString nativeName;  // "English", "简体中文", "Tiếng Việt" (never translated)
};

// English first, then the translations; without the "System" entry.
QList<LanguageChoice> knownLanguages();

// The language code stored by the preferences dialog ("" = system).
QString storedLanguage();
void storeLanguage(const QString& code);

// "en", "zh_CN" or "vi" for a code the user gave (--lang, the setting): an
// empty code or "system" follows `system`'s UI languages; "zh", "zh_Hans",
// "zh-CN" map to zh_CN, "vi_VN" to vi; an unknown code returns "".
QString resolveLanguage(const QString& code, const QLocale& system);

// Installs the translators for `language` (a resolved code) on the running
// application and returns the list of .qm files loaded (empty for "en").
// Qt's own catalogue (qtbase_<code>.qm) is loaded from
// QLibraryInfo::TranslationsPath when the system ships it.
QStringList installTranslators(const QString& language);

}  // namespace sqlscope::ui
