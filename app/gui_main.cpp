// The sqlscope window: parses the command line (docs/gui.md, "Command line"),
// opens what it names and shows the inspector.
//   sqlscope [--demo | --gold G --pred P... --db DIR --tables T [...]]
//            [--pair RUN:INDEX] [--lang CODE] [--screenshot FILE.png [view options]]
// The window's language follows --lang, else Edit > Preferences, else the
// system locale (docs/translations.md); --help and these usage errors stay
// English.
#include <QApplication>
#include <QCommandLineParser>
#include <QDir>
#include <QFileInfo>
#include <QLocale>
#include <QPixmap>
#include <QTabWidget>
#include <QTimer>
#include <cstdio>

#include "app/gui_view_options.h"
#include "core/exec/sqlite_heap.h"
#include "core/job/evaluation_request.h"
#include "core/match/esm_plus/esm_plus_mode.h"
#include "ui/i18n/language.h"
#include "ui/main_window.h"
#include "ui/theme/app_palette.h"

namespace {

int usage(const QString& message) {
    std::fprintf(stderr, "sqlscope: %s\n", qPrintable(message));
    return 2;
}

}  // namespace

int main(int argc, char** argv) {
    // Before anything opens a database (sqlite_heap.h).
    sqlscope::exec::installSqliteHeapAccounting();
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("sqlscope"));
    QApplication::setApplicationName(QStringLiteral("sqlscope"));
    QApplication::setApplicationVersion(QStringLiteral(SQLSCOPE_VERSION));

    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Inspector for Text-to-SQL evaluation. Without a benchmark, File > Open Benchmark "
        "or Help > Open Demo."));
    parser.addHelpOption();
    parser.addVersionOption();
    auto option = [&](const char* name, const char* help, const char* value = nullptr) {
        QCommandLineOption o(QString::fromLatin1(name), QString::fromUtf8(help));
        if (value) o.setValueName(QString::fromLatin1(value));
        parser.addOption(o);
        return o;
    };
    const auto demo = option("demo", "Open the embedded demo benchmark (two runs).");
    const auto gold =
        option("gold", "Gold file: Spider/CoSQL gold, BIRD JSON or JSON Lines.", "FILE");
    const auto pred =
        option("pred", "A prediction file, one run; repeat for several runs.", "FILE");
    const auto db = option("db", "Database folder (<db_id>/<db_id>.sqlite inside).", "DIR");
    const auto tables = option("tables", "tables.json of the databases.", "FILE");
    const auto questions = option("questions", "Spider dev.json, for the question texts.", "FILE");
    const auto testSuite = option("testsuite-db", "Test-suite database folder, for EXE.", "DIR");
    const auto format =
        option("format", "auto, spider, cosql, bird or jsonl (default auto).", "NAME");
    const auto allowMissing =
        option("allow-missing", "Score the overlap when a run has fewer predictions.");
    const auto esmPlusMode =
        option("esm-plus-mode", "reference, fixed (default) or strict.", "MODE");
    const auto timeout = option("timeout", "Time budget per query in seconds (default 30).", "S");
    const auto pair = option("pair",
                             "Select a pair once evaluated: RUN (name or 0-based number) "
                             "and the 0-based benchmark index.",
                             "RUN:INDEX");
    const auto palette = option("palette", "system (default), light or dark.", "NAME");
    const auto workspaceOption = option(
        "workspace", "Open a .sqlscope workspace (its benchmark, verdicts and annotations).", "W");
    const auto lang = option("lang",
                             "Window language: en, zh_CN, vi or system (overrides "
                             "Edit > Preferences).",
                             "CODE");
    ViewOptionNames viewNames = addViewOptions(parser);
    parser.process(app);

    QString language;
    if (parser.isSet(lang)) {
        language = sqlscope::ui::resolveLanguage(parser.value(lang), QLocale::system());
        if (language.isEmpty()) return usage(QStringLiteral("--lang: en, zh_CN, vi or system"));
    } else {
        language = sqlscope::ui::resolveLanguage(sqlscope::ui::storedLanguage(), QLocale::system());
        if (language.isEmpty())
            language = sqlscope::ui::resolveLanguage(QString(), QLocale::system());
    }
    sqlscope::ui::installTranslators(language);

    sqlscope::ui::PaletteChoice choice = sqlscope::ui::PaletteChoice::System;
    if (parser.isSet(palette) && !sqlscope::ui::parsePaletteChoice(parser.value(palette), choice))
        return usage(QStringLiteral("--palette: system, light or dark"));
    sqlscope::ui::applyPalette(choice);

    ViewOptions view;
    if (QString error = readViewOptions(parser, viewNames, view); !error.isEmpty())
        return usage(error);

    sqlscope::job::EvaluationRequest request;
    const bool benchmark = parser.isSet(gold);
    if (benchmark) {
        if (!parser.isSet(db) || !parser.isSet(tables))
            return usage(QStringLiteral("--gold needs --db and --tables"));
        auto path = [&](const QCommandLineOption& o) { return parser.value(o).toStdString(); };
        request.goldFile = path(gold);
        request.databaseDir = path(db);
        request.tablesFile = path(tables);
        request.read.questionsFile = path(questions);
        request.read.allowMissing = parser.isSet(allowMissing);
        request.settings.testSuiteDir = path(testSuite);
        for (const QString& file : parser.values(pred))
            request.predictionFiles.push_back(file.toStdString());
        if (parser.isSet(format)) {
            auto parsed = sqlscope::dataset::parseFormat(path(format));
            if (!parsed)
                return usage(QStringLiteral("--format: auto, spider, cosql, bird or jsonl"));
            request.read.format = *parsed;
        }
    } else if (parser.isSet(pred) || parser.isSet(db) || parser.isSet(tables)) {
        return usage(QStringLiteral("--pred, --db and --tables go with --gold"));
    }
    if (parser.isSet(esmPlusMode)) {
        auto mode = sqlscope::match::esm_plus::parseMode(parser.value(esmPlusMode).toStdString());
        if (!mode) return usage(QStringLiteral("--esm-plus-mode: reference, fixed or strict"));
        request.settings.esmPlusMode = *mode;
    }
    if (parser.isSet(timeout)) {
        bool ok = false;
        const double seconds = parser.value(timeout).toDouble(&ok);
        if (!ok || seconds <= 0) return usage(QStringLiteral("--timeout needs a number > 0"));
        request.settings.execution.timeoutSeconds = seconds;
    }
    std::optional<sqlscope::ui::PairSelection> selection;
    if (parser.isSet(pair)) {
        const QString value = parser.value(pair);
        const int colon = value.lastIndexOf(QLatin1Char(':'));
        bool ok = false;
        const uint index = colon > 0 ? value.mid(colon + 1).toUInt(&ok) : 0;
        if (!ok) return usage(QStringLiteral("--pair needs RUN:INDEX, e.g. model_a:12"));
        selection = sqlscope::ui::PairSelection{value.left(colon), index};
    }

    sqlscope::ui::MainWindow window;
    window.resize(view.size);
    window.show();
    if (selection) window.selectPairWhenReady(*selection);
    if (parser.isSet(workspaceOption)) {
        if (benchmark || parser.isSet(demo))
            return usage(
                QStringLiteral("--workspace opens its own benchmark: no --gold or --demo"));
        if (QString error = window.openWorkspace(parser.value(workspaceOption), false);
            !error.isEmpty())
            return usage(error);
    } else if (benchmark) {
        window.openRequest(request);
    } else if (parser.isSet(demo)) {
        window.setEvaluationSettings(request.settings);
        window.openDemo();
    }
    if (!benchmark && !parser.isSet(demo) && !parser.isSet(workspaceOption) && selection)
        return usage(
            QStringLiteral("--pair needs a benchmark (--gold ..., --demo or --workspace)"));
    applyViewOptions(window, view);
    return QApplication::exec();
}
