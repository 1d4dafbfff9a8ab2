// The bare main window: two read-only SQL editors side by side showing the
// first demo pair, navigation, and what it shows when loading fails.
#include <Qsci/qscilexersql.h>

#include <QAction>
#include <QFile>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QSplitter>
#include <QTemporaryDir>
#include <QTest>

#include "core/dataset/demo_benchmark.h"
#include "tests/test_registry.h"
#include "ui/main_window.h"
#include "ui/pair_texts.h"
#include "ui/sql_editor.h"

using sqlscope::ui::MainWindow;
using sqlscope::ui::SqlEditor;

namespace {

// The first non-blank line of a file (without its line end), or "".
QString firstLine(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) return {};
    for (QString line : QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'))) {
        if (line.endsWith(QLatin1Char('\r'))) line.chop(1);
        if (!line.trimmed().isEmpty()) return line;
    }
    return {};
}

// The SQL of a `SQL<TAB>db_id` line: everything before the first tab.
QString sqlPart(const QString& line) {
    return line.section(QLatin1Char('\t'), 0, 0);
}

QString dbPart(const QString& line) {
    return line.section(QLatin1Char('\t'), 1, 1).trimmed();
}

QString statusText(const MainWindow& window) {
    auto* label = window.findChild<QLabel*>(QStringLiteral("pairStatus"));
    return label ? label->text() : QString();
}

bool writeFile(const QString& path, const QByteArray& content) {
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(content) == content.size();
}

}  // namespace

class MainWindowTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        const auto demo = sqlscope::dataset::materializeDemo(sqlscope::dataset::defaultDemoRoot());
        QVERIFY2(demo.ok(), demo.error.c_str());
        QVERIFY(!demo.layout.predictionFiles.empty());
        goldFile_ = QString::fromStdString(demo.layout.goldFile);
        predictionFile_ = QString::fromStdString(demo.layout.predictionFiles.front());
    }

    void demoShowsTwoReadOnlySqlEditors() {
        MainWindow window(sqlscope::ui::readDemoPairTexts());
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));

        QCOMPARE(window.windowTitle(), QStringLiteral("sqlscope"));
        const QList<SqlEditor*> editors = window.findChildren<SqlEditor*>();
        QCOMPARE(editors.size(), 2);
        for (SqlEditor* editor : editors) {
            QVERIFY(editor->isReadOnly());
            QVERIFY(editor->isVisible());
            QVERIFY(qobject_cast<QsciLexerSQL*>(editor->lexer()) != nullptr);
        }
    }

    void demoShowsFirstPair() {
        MainWindow window(sqlscope::ui::readDemoPairTexts());
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));

        const QString goldLine = firstLine(goldFile_);
        QVERIFY(!goldLine.isEmpty());
        auto* gold = window.findChild<SqlEditor*>(QStringLiteral("goldEditor"));
        auto* predicted = window.findChild<SqlEditor*>(QStringLiteral("predictionEditor"));
        QVERIFY(gold && predicted);
        QCOMPARE(gold->text(), sqlPart(goldLine));
        QCOMPARE(predicted->text(), sqlPart(firstLine(predictionFile_)));

        QCOMPARE(window.currentPair(), 0);
        const QString status = statusText(window);
        QVERIFY2(status.contains(QStringLiteral("pair 1 of")), qPrintable(status));
        QVERIFY2(status.contains(QStringLiteral("demo")), qPrintable(status));
        QVERIFY2(status.contains(QStringLiteral("db ") + dbPart(goldLine)), qPrintable(status));
    }

    void editorsSitSideBySide() {
        MainWindow window(sqlscope::ui::readDemoPairTexts());
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));

        auto* splitter = window.findChild<QSplitter*>(QStringLiteral("pairSplitter"));
        QVERIFY(splitter);
        QCOMPARE(splitter->orientation(), Qt::Horizontal);
        QCOMPARE(splitter->count(), 2);
        auto* gold = window.findChild<SqlEditor*>(QStringLiteral("goldEditor"));
        auto* predicted = window.findChild<SqlEditor*>(QStringLiteral("predictionEditor"));
        QVERIFY(splitter->widget(0)->isAncestorOf(gold));
        QVERIFY(splitter->widget(1)->isAncestorOf(predicted));
        const QPoint goldAt = gold->mapTo(&window, QPoint(0, 0));
        const QPoint predictedAt = predicted->mapTo(&window, QPoint(0, 0));
        QCOMPARE(goldAt.y(), predictedAt.y());
        QVERIFY(goldAt.x() + gold->width() <= predictedAt.x());
        // Roughly equal halves of the default 1280-wide window.
        QVERIFY(gold->width() > 500);
        QVERIFY(qAbs(gold->width() - predicted->width()) < 20);
    }

    void headersNameTheSides() {
        MainWindow window(sqlscope::ui::readDemoPairTexts());
        auto* goldHeader = window.findChild<QLabel*>(QStringLiteral("goldHeader"));
        auto* predictionHeader = window.findChild<QLabel*>(QStringLiteral("predictionHeader"));
        QVERIFY(goldHeader && predictionHeader);
        QCOMPARE(goldHeader->text(), QStringLiteral("Gold"));
        QVERIFY(predictionHeader->text().startsWith(QStringLiteral("Prediction")));
    }

    void menusHaveQuitAndAbout() {
        MainWindow window(sqlscope::ui::readDemoPairTexts());
        QStringList titles;
        QAction* quit = nullptr;
        QAction* about = nullptr;
        for (QAction* menuAction : window.menuBar()->actions()) {
            titles << menuAction->text();
            if (!menuAction->menu()) continue;
            for (QAction* action : menuAction->menu()->actions()) {
                if (action->text() == QStringLiteral("&Quit")) quit = action;
                if (action->text() == QStringLiteral("&About sqlscope")) about = action;
            }
        }
        QVERIFY(titles.contains(QStringLiteral("&File")));
        QVERIFY(titles.contains(QStringLiteral("&Help")));
        QVERIFY(quit && about);
        QCOMPARE(quit->shortcut(), QKeySequence(QStringLiteral("Ctrl+Q")));
    }

    void navigatesThroughPairs() {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString goldPath = dir.filePath(QStringLiteral("gold.txt"));
        const QString predPath = dir.filePath(QStringLiteral("run_a.txt"));
        QVERIFY(writeFile(goldPath,
                          "SELECT a FROM t\tdb_one\n\nSELECT b FROM u\tdb_two\r\n"
                          "SELECT c FROM v\tdb_two\n"));
        QVERIFY(writeFile(predPath, "SELECT a FROM t\nSELECT B FROM U\n"));

        MainWindow window(sqlscope::ui::readPairTexts(goldPath, predPath, "run_a.txt"));
        auto* gold = window.findChild<SqlEditor*>(QStringLiteral("goldEditor"));
        auto* predicted = window.findChild<SqlEditor*>(QStringLiteral("predictionEditor"));
        auto* predictionHeader = window.findChild<QLabel*>(QStringLiteral("predictionHeader"));
        QCOMPARE(window.pairCount(), 3);
        QCOMPARE(statusText(window),
                 QStringLiteral("run_a.txt · pair 1 of 3 · db db_one · 2 predictions for 3 gold "
                                "queries"));
        QCOMPARE(predictionHeader->text(), QStringLiteral("Prediction — run_a"));

        window.showPreviousPair();  // already at the first: stays
        QCOMPARE(window.currentPair(), 0);

        window.showNextPair();
        QCOMPARE(window.currentPair(), 1);
        QCOMPARE(gold->text(), QStringLiteral("SELECT b FROM u"));
        QCOMPARE(predicted->text(), QStringLiteral("SELECT B FROM U"));
        QVERIFY(statusText(window).contains(QStringLiteral("pair 2 of 3 · db db_two")));

        window.showNextPair();
        QCOMPARE(gold->text(), QStringLiteral("SELECT c FROM v"));
        QCOMPARE(predicted->text(), QString());
        QVERIFY(predictionHeader->text().contains(QStringLiteral("no prediction")));

        window.showNextPair();  // already at the last: stays
        QCOMPARE(window.currentPair(), 2);
        window.showPreviousPair();
        QCOMPARE(window.currentPair(), 1);
        QVERIFY(gold->isReadOnly() && predicted->isReadOnly());
    }

    void altArrowsNavigateEvenFromAnEditor() {
        MainWindow window(sqlscope::ui::readDemoPairTexts());
        QVERIFY(window.pairCount() >= 2);
        window.show();
        window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        auto* gold = window.findChild<SqlEditor*>(QStringLiteral("goldEditor"));
        gold->setFocus();
        QTest::keyClick(gold, Qt::Key_Right, Qt::AltModifier);
        QCOMPARE(window.currentPair(), 1);
        QTest::keyClick(gold, Qt::Key_Left, Qt::AltModifier);
        QCOMPARE(window.currentPair(), 0);
    }

    void missingFilesLeaveEmptyEditorsAndSayWhy() {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString missing = dir.filePath(QStringLiteral("nope.txt"));
        MainWindow window(sqlscope::ui::readPairTexts(missing, missing, "nope.txt"));
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QCOMPARE(window.currentPair(), -1);
        QCOMPARE(window.findChild<SqlEditor*>(QStringLiteral("goldEditor"))->text(), QString());
        QCOMPARE(window.findChild<SqlEditor*>(QStringLiteral("predictionEditor"))->text(),
                 QString());
        const QString status = statusText(window);
        QVERIFY2(status.contains(QStringLiteral("cannot read")), qPrintable(status));
        QVERIFY2(status.contains(missing), qPrintable(status));
        window.showNextPair();
        QCOMPARE(window.currentPair(), -1);
    }

    void grabRendersTheDefaultSize() {
        MainWindow window(sqlscope::ui::readDemoPairTexts());
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QCOMPARE(window.size(), QSize(1280, 800));
        const QPixmap shot = window.grab();
        QCOMPARE(shot.size() / shot.devicePixelRatio(), QSize(1280, 800));
    }

private:
    QString goldFile_;
    QString predictionFile_;
};

SQLSCOPE_TEST_SUITE(MainWindowTest)
#include "main_window_test.moc"
