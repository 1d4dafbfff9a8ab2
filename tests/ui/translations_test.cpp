// Translations (docs/translations.md): the committed translations/*.ts hold
// every message lupdate finds in ui/ and app/ today, each finished, with the
// source's %1..%n placeholders; the checker catches an unfinished, missing
// or placeholder-changing entry (proved on altered copies); coreText covers
// every fixed phrase core's enumerations produce; a compiled catalogue
// translates both tr() and coreText(); this executable runs in English (no
// translator installed); the language choice and its dialog.
// CTest label `translations` (ctest -L translations).
#include <QComboBox>
#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLocale>
#include <QMap>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>
#include <QXmlStreamReader>
#include <functional>

#include "core/annotate/annotation.h"
#include "core/explain/pair_explanation.h"
#include "core/inspect/inspect_names.h"
#include "core/inspect/pair_filter.h"
#include "core/inspect/verdict_columns.h"
#include "core/match/esm_plus/esm_plus_mode.h"
#include "core/match/esm_plus/rule.h"
#include "tests/test_registry.h"
#include "ui/dialogs/preferences_dialog.h"
#include "ui/i18n/core_text.h"
#include "ui/i18n/language.h"

using namespace sqlscope;

namespace {

const QString kSourceDir = QStringLiteral(SQLSCOPE_SOURCE_DIR);
const QString kLupdate = QStringLiteral(SQLSCOPE_LUPDATE);
const QString kLrelease = QStringLiteral(SQLSCOPE_LRELEASE);

struct TsMessage {
    QString context;
    QString source;
    QString comment;
    QString location;  // "ui/main_window.cpp:275" when the file has locations
    bool numerus = false;
    bool unfinished = false;
    bool obsolete = false;  // vanished / obsolete: not in the sources any more
    QStringList translations;
};

QString keyOf(const TsMessage& m) {
    return m.context + QChar(0) + m.source + QChar(0) + m.comment;
}

// The messages of a .ts file; `error` set when it cannot be read.
QList<TsMessage> readTs(const QString& path, QString* error) {
    QList<TsMessage> out;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = path + QStringLiteral(": cannot be read");
        return out;
    }
    const QString dir = QFileInfo(path).absolutePath();
    QXmlStreamReader xml(&file);
    QString context;
    TsMessage* current = nullptr;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement()) continue;
        const auto name = xml.name();
        if (name == QLatin1String("context")) {
            context.clear();
            current = nullptr;
        } else if (name == QLatin1String("name") && !current) {
            context = xml.readElementText();
        } else if (name == QLatin1String("message")) {
            out.append(TsMessage{});
            current = &out.last();
            current->context = context;
            current->numerus =
                xml.attributes().value(QLatin1String("numerus")) == QLatin1String("yes");
        } else if (current && name == QLatin1String("source")) {
            current->source = xml.readElementText();
        } else if (current && name == QLatin1String("comment")) {
            current->comment = xml.readElementText();
        } else if (current && name == QLatin1String("location") && current->location.isEmpty()) {
            const QString file = xml.attributes().value(QLatin1String("filename")).toString();
            const QString line = xml.attributes().value(QLatin1String("line")).toString();
            current->location =
                QDir(kSourceDir).relativeFilePath(QDir(dir).absoluteFilePath(file)) +
                (line.isEmpty() ? QString() : QLatin1Char(':') + line);
        } else if (current && name == QLatin1String("translation")) {
            const QString type = xml.attributes().value(QLatin1String("type")).toString();
            current->unfinished = type == QLatin1String("unfinished");
            current->obsolete =
                type == QLatin1String("vanished") || type == QLatin1String("obsolete");
            if (current->numerus) {
                while (xml.readNextStartElement()) {
                    if (xml.name() == QLatin1String("numerusform"))
                        current->translations << xml.readElementText();
                    else
                        xml.skipCurrentElement();
                }
            } else {
                current->translations << xml.readElementText();
            }
        }
    }
    if (xml.hasError()) *error = path + QStringLiteral(": ") + xml.errorString();
    return out;
}

// "%1", "%2", "%n" as a sorted multiset.
QStringList placeholders(const QString& text) {
    static const QRegularExpression pattern(QStringLiteral("%(\\d+|n)"));
    QStringList found;
    for (auto it = pattern.globalMatch(text); it.hasNext();)
        found << it.next().captured(0);
    found.sort();
    return found;
}

// What is wrong with `translated` against `reference` (the messages the
// sources have): one line per problem, naming the context and the source.
QStringList tsProblems(const QList<TsMessage>& reference, const QList<TsMessage>& translated) {
    QMap<QString, const TsMessage*> byKey;
    for (const TsMessage& m : translated)
        if (!m.obsolete) byKey.insert(keyOf(m), &m);
    QStringList problems;
    for (const TsMessage& want : reference) {
        if (want.obsolete) continue;
        const QString where =
            QStringLiteral("[%1] \"%2\"%3")
                .arg(want.context, want.source,
                     want.location.isEmpty()
                         ? QString()
                         : QStringLiteral(" (") + want.location + QLatin1Char(')'));
        const TsMessage* have = byKey.value(keyOf(want));
        if (!have) {
            problems << QStringLiteral("missing: ") + where;
            continue;
        }
        bool empty = have->translations.isEmpty();
        for (const QString& t : have->translations)
            empty = empty || t.isEmpty();
        if (have->unfinished || empty) {
            problems << QStringLiteral("unfinished: ") + where;
            continue;
        }
        for (const QString& t : have->translations)
            if (placeholders(t) != placeholders(want.source)) {
                problems << QStringLiteral("placeholders %1 instead of %2: %3")
                                .arg(placeholders(t).join(QLatin1Char(',')),
                                     placeholders(want.source).join(QLatin1Char(',')), where);
                break;
            }
    }
    return problems;
}

QString committedTs(const QString& language) {
    return kSourceDir + QStringLiteral("/translations/sqlscope_%1.ts").arg(language);
}

// The messages lupdate finds in the sources today (with locations), or
// empty with `skip` set when lupdate is not installed.
const QList<TsMessage>& sourceMessages(QString* skip) {
    static QList<TsMessage> messages;
    static QString skipReason;
    static bool done = false;
    if (!done) {
        done = true;
        static QTemporaryDir dir;
        const QString ts = dir.filePath(QStringLiteral("sources.ts"));
        if (kLupdate.isEmpty() || !QFileInfo(kLupdate).isExecutable()) {
            skipReason = QStringLiteral(
                "lupdate is not installed (Debian: qt6-l10n-tools, which scripts/install-deps "
                "installs): the .ts files are not compared with the sources");
        } else {
            QProcess lupdate;
            lupdate.setWorkingDirectory(kSourceDir);
            // The same options as scripts/update-translations, with locations.
            lupdate.start(kLupdate,
                          {QStringLiteral("-silent"), QStringLiteral("-no-obsolete"),
                           QStringLiteral("-locations"), QStringLiteral("absolute"),
                           QStringLiteral("-I"), QStringLiteral("."), QStringLiteral("ui"),
                           QStringLiteral("app"), QStringLiteral("-ts"), ts});
            lupdate.waitForFinished(120000);
            QString error;
            if (lupdate.exitCode() == 0) messages = readTs(ts, &error);
            if (lupdate.exitCode() != 0 || !error.isEmpty() || messages.isEmpty())
                skipReason = QStringLiteral("lupdate failed: ") +
                             QString::fromLocal8Bit(lupdate.readAllStandardError()) + error;
        }
    }
    *skip = skipReason;
    return messages;
}

// A copy of `text` (a .ts file) with `edit` applied to the first message
// whose translation is non-empty and whose source has a %1.
QString alterFirstWithPlaceholder(QString text, const std::function<void(QString&)>& edit) {
    const QRegularExpression message(
        QStringLiteral("<message>\\s*<source>[^<]*%1[^<]*</source>(?:\\s*<comment>[^<]*</comment>)?"
                       "\\s*<translation>[^<]+</translation>\\s*</message>"));
    const QRegularExpressionMatch m = message.match(text);
    if (!m.hasMatch()) return {};
    QString block = m.captured(0);
    edit(block);
    text.replace(m.capturedStart(0), m.capturedLength(0), block);
    return text;
}

QString readAll(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
}

QList<TsMessage> parseText(const QString& text, QTemporaryDir& dir, const QString& name) {
    QFile file(dir.filePath(name));
    if (!file.open(QIODevice::WriteOnly)) return {};
    file.write(text.toUtf8());
    file.close();
    QString error;
    return readTs(file.fileName(), &error);
}

}  // namespace

class TranslationsTest : public QObject {
    Q_OBJECT

private slots:
    void testsRunInEnglish() {
        // No translator is installed by the test executable (the .qm files
        // are embedded in the sqlscope executable only).
        QCOMPARE(QCoreApplication::translate("sqlscope::ui::MainWindow", "&File"),
                 QStringLiteral("&File"));
        QCOMPARE(ui::coreText("easy"), QStringLiteral("easy"));
        QCOMPARE(ui::coreText("n/a"), QStringLiteral("n/a"));
    }

    void coreTextCoversCoresFixedPhrases() {
        QStringList missing;
        auto need = [&](std::string_view phrase) {
            if (!ui::hasCoreText(phrase))
                missing << QString::fromUtf8(phrase.data(), phrase.size());
        };
        for (int h : inspect::kHardnessCodes)
            need(inspect::hardnessLabel(h));
        for (eval::ExecOutcome o : inspect::kOutcomes)
            need(inspect::outcomeLabel(o));
        for (match::component::ErrorCategory c : match::component::kErrorCategories)
            need(inspect::errorCategoryLabel(c));
        const auto& rules = match::rules::RuleRegistry::instance();
        for (int r = 1; r <= match::esm_plus::kRuleCount; ++r) {
            need(inspect::ruleName(r));
            need(rules.rule(r).info().doc);
        }
        for (auto v : {inspect::CellVerdict::Pass, inspect::CellVerdict::Partial,
                       inspect::CellVerdict::Fail, inspect::CellVerdict::NoVerdict})
            need(inspect::cellVerdictName(v));
        for (const inspect::PresetInfo& p : inspect::disagreementPresets()) {
            need(p.name);
            need(p.description);
        }
        need(explain::sideName(explain::Side::Gold));
        need(explain::sideName(explain::Side::Prediction));
        for (auto v : {annotate::HumanVerdict::Equivalent, annotate::HumanVerdict::NotEquivalent,
                       annotate::HumanVerdict::Unsure})
            need(annotate::humanVerdictKey(v));
        QVERIFY2(missing.isEmpty(), qPrintable(QStringLiteral("not in ui/i18n/core_text.cpp: ") +
                                               missing.join(QStringLiteral(" | "))));
        // Text with data in it is not a phrase: it comes back unchanged.
        QVERIFY(!ui::hasCoreText("SELECT count(*) FROM dogs"));
        QCOMPARE(ui::coreText("SELECT count(*) FROM dogs"),
                 QStringLiteral("SELECT count(*) FROM dogs"));
    }

    void committedFilesMatchTheSources_data() {
        QTest::addColumn<QString>("language");
        QTest::newRow("zh_CN") << QStringLiteral("zh_CN");
        QTest::newRow("vi") << QStringLiteral("vi");
    }

    void committedFilesMatchTheSources() {
        QFETCH(QString, language);
        QString skip;
        const QList<TsMessage>& sources = sourceMessages(&skip);
        if (!skip.isEmpty()) QSKIP(qPrintable(skip));
        QString error;
        const QList<TsMessage> committed = readTs(committedTs(language), &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        const QStringList problems = tsProblems(sources, committed);
        QVERIFY2(problems.isEmpty(),
                 qPrintable(QStringLiteral("translations/sqlscope_%1.ts: %2 problem(s) "
                                           "(scripts/update-translations, then translate; "
                                           "docs/translations.md):\n  ")
                                .arg(language)
                                .arg(problems.size()) +
                            problems.join(QStringLiteral("\n  "))));
        QVERIFY(sources.size() > 400);
    }

    // The checker itself, on altered copies of the committed zh_CN file
    // (against the committed file as the reference, so no lupdate needed).
    void checkerFindsAnUnfinishedEntry() {
        QTemporaryDir dir;
        const QString original = readAll(committedTs(QStringLiteral("zh_CN")));
        const QList<TsMessage> reference = parseText(original, dir, QStringLiteral("ref.ts"));
        QVERIFY(reference.size() > 400);
        QCOMPARE(tsProblems(reference, reference), QStringList());
        const QString altered = alterFirstWithPlaceholder(original, [](QString& block) {
            block.replace(QRegularExpression(QStringLiteral("<translation>[^<]+</translation>")),
                          QStringLiteral("<translation type=\"unfinished\"></translation>"));
        });
        QVERIFY(!altered.isEmpty());
        const QStringList problems =
            tsProblems(reference, parseText(altered, dir, QStringLiteral("unfinished.ts")));
        QCOMPARE(problems.size(), 1);
        QVERIFY2(problems[0].startsWith(QStringLiteral("unfinished: [")), qPrintable(problems[0]));
        QVERIFY2(problems[0].contains(QStringLiteral("%1")), qPrintable(problems[0]));
        QVERIFY2(!problems[0].contains(QStringLiteral("[]")),
                 qPrintable(problems[0]));  // names the context
    }

    void checkerFindsAMissingEntry() {
        QTemporaryDir dir;
        const QString original = readAll(committedTs(QStringLiteral("vi")));
        const QList<TsMessage> reference = parseText(original, dir, QStringLiteral("ref.ts"));
        const QString altered =
            alterFirstWithPlaceholder(original, [](QString& block) { block.clear(); });
        QVERIFY(!altered.isEmpty());
        const QStringList problems =
            tsProblems(reference, parseText(altered, dir, QStringLiteral("missing.ts")));
        QCOMPARE(problems.size(), 1);
        QVERIFY2(problems[0].startsWith(QStringLiteral("missing: [")), qPrintable(problems[0]));
    }

    void checkerFindsADroppedOrAddedPlaceholder() {
        QTemporaryDir dir;
        const QString original = readAll(committedTs(QStringLiteral("zh_CN")));
        const QList<TsMessage> reference = parseText(original, dir, QStringLiteral("ref.ts"));
        const QString dropped = alterFirstWithPlaceholder(original, [](QString& block) {
            const int at = block.indexOf(QStringLiteral("<translation>"));
            block.replace(block.indexOf(QStringLiteral("%1"), at), 2, QString());
        });
        QStringList problems =
            tsProblems(reference, parseText(dropped, dir, QStringLiteral("dropped.ts")));
        QCOMPARE(problems.size(), 1);
        QVERIFY2(problems[0].startsWith(QStringLiteral("placeholders")), qPrintable(problems[0]));
        const QString added = alterFirstWithPlaceholder(original, [](QString& block) {
            block.replace(QStringLiteral("</translation>"), QStringLiteral(" %9</translation>"));
        });
        problems = tsProblems(reference, parseText(added, dir, QStringLiteral("added.ts")));
        QCOMPARE(problems.size(), 1);
        QVERIFY2(problems[0].contains(QStringLiteral("%9")), qPrintable(problems[0]));
    }

    // lrelease compiles the committed file; installed, it translates tr()
    // strings and core's phrases; removed, the window is English again.
    void compiledCatalogueTranslates() {
        if (kLrelease.isEmpty() || !QFileInfo(kLrelease).isExecutable())
            QSKIP("lrelease is not installed (Debian: qt6-l10n-tools)");
        QTemporaryDir dir;
        const QString qm = dir.filePath(QStringLiteral("sqlscope_zh_CN.qm"));
        QProcess lrelease;
        lrelease.start(kLrelease, {QStringLiteral("-silent"), committedTs(QStringLiteral("zh_CN")),
                                   QStringLiteral("-qm"), qm});
        QVERIFY(lrelease.waitForFinished(60000));
        QCOMPARE(lrelease.exitCode(), 0);
        QTranslator translator;
        QVERIFY(translator.load(qm));
        QVERIFY(QCoreApplication::installTranslator(&translator));
        const QString file = QCoreApplication::translate("sqlscope::ui::MainWindow", "&File");
        const QString easy = ui::coreText("easy");
        const QString pass = ui::coreText("pass");
        const QString rule = ui::coreText("unnecessary JOIN");
        QCoreApplication::removeTranslator(&translator);
        QCOMPARE(file, QStringLiteral("文件(&F)"));
        QCOMPARE(easy, QStringLiteral("简单"));
        QCOMPARE(pass, QStringLiteral("通过"));
        QCOMPARE(rule, QStringLiteral("多余的 JOIN"));
        QCOMPARE(ui::coreText("easy"), QStringLiteral("easy"));
    }

    void resolvesLanguageCodes() {
        const QLocale french(QLocale::French, QLocale::France);
        QCOMPARE(ui::resolveLanguage(QStringLiteral("zh_CN"), french), QStringLiteral("zh_CN"));
        QCOMPARE(ui::resolveLanguage(QStringLiteral("zh-CN"), french), QStringLiteral("zh_CN"));
        QCOMPARE(ui::resolveLanguage(QStringLiteral("zh"), french), QStringLiteral("zh_CN"));
        QCOMPARE(ui::resolveLanguage(QStringLiteral("vi_VN"), french), QStringLiteral("vi"));
        QCOMPARE(ui::resolveLanguage(QStringLiteral("en"), french), QStringLiteral("en"));
        QCOMPARE(ui::resolveLanguage(QStringLiteral("de"), french), QString());
        QCOMPARE(ui::resolveLanguage(QStringLiteral("zh_TW"), french), QString());
        // "" and "system" follow the locale; an untranslated locale is English.
        QCOMPARE(ui::resolveLanguage(QString(), french), QStringLiteral("en"));
        QCOMPARE(ui::resolveLanguage(QStringLiteral("system"),
                                     QLocale(QLocale::Vietnamese, QLocale::Vietnam)),
                 QStringLiteral("vi"));
        QCOMPARE(ui::resolveLanguage(QString(), QLocale(QLocale::Chinese, QLocale::China)),
                 QStringLiteral("zh_CN"));
        QCOMPARE(ui::resolveLanguage(QString(), QLocale(QLocale::Chinese, QLocale::Taiwan)),
                 QStringLiteral("en"));
    }

    void preferencesOfferEveryLanguage() {
        ui::PreferencesDialog dialog(QStringLiteral("vi"));
        auto* combo = dialog.findChild<QComboBox*>(QStringLiteral("language"));
        QVERIFY(combo);
        QCOMPARE(combo->count(), 4);
        QVERIFY(combo->itemText(0).startsWith(QStringLiteral("System (")));
        QCOMPARE(combo->itemData(0).toString(), QString());
        QCOMPARE(combo->itemText(1), QStringLiteral("English"));
        QCOMPARE(combo->itemText(2), QStringLiteral("简体中文"));
        QCOMPARE(combo->itemText(3), QStringLiteral("Tiếng Việt"));
        QCOMPARE(dialog.language(), QStringLiteral("vi"));
        combo->setCurrentIndex(0);
        QCOMPARE(dialog.language(), QString());
    }
};

SQLSCOPE_TEST_SUITE(TranslationsTest)
#include "translations_test.moc"
