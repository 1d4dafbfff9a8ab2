// The SQL editor's fixed setup: read-only, SQL lexer, monospace, line
// numbers, word wrap, and text that can still be replaced programmatically.
#include <Qsci/qscilexersql.h>

#include <QFontMetrics>
#include <QTest>

#include "tests/test_registry.h"
#include "ui/pair/sql_editor.h"

using sqlscope::ui::SqlEditor;

class SqlEditorTest : public QObject {
    Q_OBJECT

private slots:
    void isSetUpForSql() {
        SqlEditor editor;
        QVERIFY(editor.isReadOnly());
        auto* lexer = qobject_cast<QsciLexerSQL*>(editor.lexer());
        QVERIFY(lexer);
        // Monospace: every style draws 'i' as wide as 'M' (QFontInfo::fixedPitch
        // is unreliable for some fontconfig faces, e.g. Noto Sans Mono).
        for (int style : {QsciLexerSQL::Default, QsciLexerSQL::Comment, QsciLexerSQL::Keyword,
                          QsciLexerSQL::SingleQuotedString, QsciLexerSQL::Number}) {
            const QFontMetrics metrics(lexer->font(style));
            QCOMPARE(metrics.horizontalAdvance(QStringLiteral("iiii")),
                     metrics.horizontalAdvance(QStringLiteral("MMMM")));
        }
        QVERIFY(lexer->font(QsciLexerSQL::Keyword).bold());
        QCOMPARE(editor.wrapMode(), QsciScintilla::WrapWhitespace);
        QVERIFY(editor.marginLineNumbers(0));
        QVERIFY(editor.marginWidth(0) > 0);
    }

    void setSqlReplacesTextAndStaysReadOnly() {
        SqlEditor editor;
        editor.setSql(QStringLiteral("SELECT count(*) FROM Dogs"));
        QCOMPARE(editor.text(), QStringLiteral("SELECT count(*) FROM Dogs"));
        QVERIFY(editor.isReadOnly());
        editor.setSql(QStringLiteral("SELECT name FROM singer WHERE age > 20 — ünïcode"));
        QCOMPARE(editor.text(), QStringLiteral("SELECT name FROM singer WHERE age > 20 — ünïcode"));
        editor.setSql(QString());
        QCOMPARE(editor.text(), QString());
        QVERIFY(editor.isReadOnly());
    }

    void keywordsAreStyledAsKeywords() {
        SqlEditor editor;
        editor.setSql(QStringLiteral("select name from singer"));
        // Style the whole document now rather than waiting for a paint.
        editor.SendScintilla(QsciScintilla::SCI_COLOURISE, 0L, -1L);
        const long keywordStyle =
            editor.SendScintilla(QsciScintilla::SCI_GETSTYLEAT, 0L);  // 's' of select
        const long identifierStyle =
            editor.SendScintilla(QsciScintilla::SCI_GETSTYLEAT, 7L);  // 'n' of name
        QCOMPARE(keywordStyle, static_cast<long>(QsciLexerSQL::Keyword));
        QCOMPARE(identifierStyle, static_cast<long>(QsciLexerSQL::Identifier));
    }
};

SQLSCOPE_TEST_SUITE(SqlEditorTest)
#include "sql_editor_test.moc"
