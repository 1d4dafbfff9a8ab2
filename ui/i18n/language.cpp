#include "ui/i18n/language.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QSettings>
#include <QTranslator>

namespace sqlscope::ui {

namespace {

const QString kLanguageKey = QStringLiteral("ui/language");

}  // namespace

QList<LanguageChoice> knownLanguages() {
    return {{QStringLiteral("en"), QStringLiteral("English")},
            {QStringLiteral("zh_CN"), QStringLiteral("简体中文")},
            {QStringLiteral("vi"), QStringLiteral("Tiếng Việt")}};
}

QString storedLanguage() {
    return QSettings().value(kLanguageKey).toString();
}

void storeLanguage(const QString& code) {
    QSettings settings;
    if (code.isEmpty())
        settings.remove(kLanguageKey);
    else
        settings.setValue(kLanguageKey, code);
}

QString resolveLanguage(const QString& code, const QLocale& system) {
    auto match = [](QString name) -> QString {
        name.replace(QLatin1Char('-'), QLatin1Char('_'));
        const QString lower = name.toLower();
        if (lower == QStringLiteral("c") || lower == QStringLiteral("posix") ||
            lower.startsWith(QStringLiteral("en")))
            return QStringLiteral("en");
        // Simplified Chinese only: zh_TW / zh_HK / zh_Hant stay English
        // rather than get the mainland script.
        if (lower == QStringLiteral("zh") || lower.startsWith(QStringLiteral("zh_cn")) ||
            lower.startsWith(QStringLiteral("zh_hans")) ||
            lower.startsWith(QStringLiteral("zh_sg")))
            return QStringLiteral("zh_CN");
        if (lower == QStringLiteral("vi") || lower.startsWith(QStringLiteral("vi_")))
            return QStringLiteral("vi");
        return {};
    };
    if (!code.isEmpty() && code != QStringLiteral("system")) return match(code);
    for (const QString& name : system.uiLanguages()) {
        const QString found = match(name);
        if (!found.isEmpty()) return found;
    }
    return QStringLiteral("en");
}

QStringList installTranslators(const QString& language) {
    QStringList loaded;
    if (language.isEmpty() || language == QStringLiteral("en")) return loaded;
    auto* app = QCoreApplication::instance();
    auto* own = new QTranslator(app);
    const QString ownFile = QStringLiteral(":/i18n/sqlscope_%1.qm").arg(language);
    if (own->load(ownFile) && QCoreApplication::installTranslator(own))
        loaded << ownFile;
    else
        delete own;
    auto* qt = new QTranslator(app);
    const QString qtDir = QLibraryInfo::path(QLibraryInfo::TranslationsPath);
    if (qt->load(QStringLiteral("qtbase_") + language, qtDir) &&
        QCoreApplication::installTranslator(qt))
        loaded << qtDir + QStringLiteral("/qtbase_") + language + QStringLiteral(".qm");
    else
        delete qt;
    return loaded;
}

}  // namespace sqlscope::ui
