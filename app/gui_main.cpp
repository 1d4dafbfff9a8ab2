// The sqlscope GUI: parses the command line and shows the main window.
//   sqlscope [--gold FILE --pred FILE] [--screenshot FILE.png]
#include <QApplication>
#include <QCommandLineParser>
#include <QFileInfo>
#include <QPixmap>
#include <QTimer>
#include <cstdio>

#include "ui/main_window.h"
#include "ui/pair_texts.h"

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("sqlscope"));
    QApplication::setApplicationVersion(QStringLiteral(SQLSCOPE_VERSION));

    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Inspector for Text-to-SQL evaluation."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption goldOption(QStringLiteral("gold"),
                                        QStringLiteral("Gold file (SQL<TAB>db_id per line)."),
                                        QStringLiteral("FILE"));
    const QCommandLineOption predOption(QStringLiteral("pred"),
                                        QStringLiteral("Prediction file (one SQL per line)."),
                                        QStringLiteral("FILE"));
    const QCommandLineOption screenshotOption(
        QStringLiteral("screenshot"),
        QStringLiteral("Render the window to a PNG once it is shown, then exit."),
        QStringLiteral("FILE.png"));
    parser.addOption(goldOption);
    parser.addOption(predOption);
    parser.addOption(screenshotOption);
    parser.process(app);

    if (parser.isSet(goldOption) != parser.isSet(predOption)) {
        std::fprintf(stderr, "sqlscope: --gold and --pred go together\n");
        return 2;
    }
    sqlscope::ui::PairTexts pairs =
        parser.isSet(goldOption)
            ? sqlscope::ui::readPairTexts(parser.value(goldOption), parser.value(predOption),
                                          QFileInfo(parser.value(predOption)).fileName())
            : sqlscope::ui::readDemoPairTexts();

    sqlscope::ui::MainWindow window(std::move(pairs));
    window.show();

    if (parser.isSet(screenshotOption)) {
        const QString path = parser.value(screenshotOption);
        QTimer::singleShot(250, &window, [&window, path] {
            const bool saved = window.grab().save(path, "PNG");
            if (!saved) std::fprintf(stderr, "sqlscope: cannot write %s\n", qPrintable(path));
            QApplication::exit(saved ? 0 : 1);
        });
    }
    return QApplication::exec();
}
