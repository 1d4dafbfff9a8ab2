// The SQL editor's fixed setup: read-only, SQL lexer, monospace, line
// numbers, word wrap, and text that can still be replaced programmatically;
// marks drawn over their byte spans (read back from Scintilla), positions,
// multi-byte text, tooltips, the flash and selected-rule indicators.
#include <Qsci/qscilexersql.h>

#include <QFontMetrics>
#include <QTest>

#include "core/explain/pair_explanation.h"
#include "tests/test_registry.h"
#include "ui/pair/mark_style.h"
#include "ui/pair/sql_editor.h"

using sqlscope::explain::Mark;
using sqlscope::explain::MarkKind;
using sqlscope::explain::Side;
using sqlscope::ui::IndicatorRange;
using sqlscope::ui::SqlEditor;
using Ranges = std::vector<IndicatorRange>;

namespace {

Mark mark(Side side, uint32_t begin, uint32_t end, MarkKind kind, const char* message) {
    Mark m;
    m.side = side;
    m.span = {begin, end};
    m.kind = kind;
    m.metric = "esm";
    m.message = message;
    return m;
}

int indicator(MarkKind kind) {
    return sqlscope::ui::markStyle(kind, false).indicator;
}

}  // namespace

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

    void marksAreDrawnOverTheirBytes() {
        SqlEditor editor;
        // "é" and "—" are two and three bytes: spans are bytes, as Scintilla's positions.
        const std::string sql = "SELECT name FROM singer\nWHERE name = 'Zoé' — x";
        editor.setSqlBytes(sql);
        const uint32_t zoe = static_cast<uint32_t>(sql.find("'Zo"));
        const uint32_t dash = static_cast<uint32_t>(sql.find("\xE2\x80\x94"));
        editor.setMarks({mark(Side::Gold, 0, 11, MarkKind::ClauseMismatch, "SELECT: a vs b"),
                         mark(Side::Gold, zoe, zoe + 6, MarkKind::OnlyInGold, "value"),
                         mark(Side::Gold, dash, dash, MarkKind::ParseError, "stopped"),
                         mark(Side::Gold, 23, 23, MarkKind::ParseError, "at the line end"),
                         mark(Side::Gold, 7, 11, MarkKind::SchemaMissing, "column"),
                         mark(Side::Prediction, 0, 6, MarkKind::OnlyInPrediction, "other side")},
                        Side::Gold);
        QCOMPARE(editor.markCount(), 5);
        QCOMPARE(editor.indicatorRanges(indicator(MarkKind::ClauseMismatch)), (Ranges{{0, 11}}));
        QCOMPARE(editor.indicatorRanges(indicator(MarkKind::OnlyInGold)),
                 (Ranges{{int(zoe), int(zoe) + 6}}));
        QCOMPARE(editor.indicatorRanges(indicator(MarkKind::SchemaMissing)), (Ranges{{7, 11}}));
        // Positions: the whole character there ("—", three bytes); at a
        // line end the character before it ("r" of singer).
        QCOMPARE(editor.indicatorRanges(indicator(MarkKind::ParseError)),
                 (Ranges{{22, 23}, {int(dash), int(dash) + 3}}));
        QCOMPARE(editor.indicatorRanges(indicator(MarkKind::OnlyInPrediction)), Ranges{});
        // One marker a line, of its most important mark: the parse error at
        // the end of line 0 outranks the clause mismatch and the schema mark.
        QCOMPARE(editor.markersOnLine(0),
                 1 << sqlscope::ui::markStyle(MarkKind::ParseError, false).marker);
        QCOMPARE(editor.markersOnLine(1),
                 1 << sqlscope::ui::markStyle(MarkKind::ParseError, false).marker);
        QCOMPARE(editor.messagesAt(8), (QStringList{"clause mismatch (esm): SELECT: a vs b",
                                                    "schema missing (esm): column"}));
        QCOMPARE(editor.messagesAt(12), QStringList());

        // The position at the very end of the text: its last character.
        editor.setSqlBytes("SELECT");
        QCOMPARE(editor.markCount(), 0);
        QCOMPARE(editor.indicatorRanges(indicator(MarkKind::ClauseMismatch)), Ranges{});
        editor.setMarks({mark(Side::Prediction, 6, 6, MarkKind::ParseError, "end")},
                        Side::Prediction);
        QCOMPARE(editor.indicatorRanges(indicator(MarkKind::ParseError)), (Ranges{{5, 6}}));
        // An empty text draws nothing.
        editor.setSqlBytes("");
        editor.setMarks({mark(Side::Gold, 0, 0, MarkKind::ParseError, "empty")}, Side::Gold);
        QCOMPARE(editor.markCount(), 0);
        QCOMPARE(editor.indicatorRanges(indicator(MarkKind::ParseError)), Ranges{});
    }

    void bytesStayWhereTheyAre() {
        SqlEditor editor;
        // An invalid UTF-8 byte is kept as it is (a QString would make it
        // three bytes of U+FFFD and move every later span).
        const std::string sql = std::string("SELECT '") + char(0xFF) + "' FROM t";
        editor.setSqlBytes(sql);
        QCOMPARE(editor.SendScintilla(QsciScintilla::SCI_GETLENGTH), long(sql.size()));
        QCOMPARE(editor.SendScintilla(QsciScintilla::SCI_GETCHARAT, 8UL) & 0xFF, 0xFFL);
    }

    void flashAndSelectedRuleIndicators() {
        SqlEditor editor;
        editor.setSqlBytes("SELECT count(dog_id) FROM dogs");
        editor.setSelectedSpans({{7, 20}, {26, 30}});
        QCOMPARE(editor.indicatorRanges(sqlscope::ui::kSelectedRuleIndicator),
                 (Ranges{{7, 20}, {26, 30}}));
        editor.setSelectedSpans({});
        QCOMPARE(editor.indicatorRanges(sqlscope::ui::kSelectedRuleIndicator), Ranges{});
        editor.flashRange(21, 30, 50);
        QCOMPARE(editor.indicatorRanges(sqlscope::ui::kFlashIndicator), (Ranges{{21, 30}}));
        QTRY_COMPARE(editor.indicatorRanges(sqlscope::ui::kFlashIndicator), Ranges{});
        editor.flashRange(0, 6, 0);  // stays
        QTest::qWait(80);
        QCOMPARE(editor.indicatorRanges(sqlscope::ui::kFlashIndicator), (Ranges{{0, 6}}));
    }

    void wordWrapToggles() {
        SqlEditor editor;
        QVERIFY(editor.wordWrap());
        editor.setWordWrap(false);
        QCOMPARE(editor.wrapMode(), QsciScintilla::WrapNone);
        editor.setWordWrap(true);
        QCOMPARE(editor.wrapMode(), QsciScintilla::WrapWhitespace);
    }

    void coloursFollowThePalette() {
        SqlEditor editor;
        QVERIFY(!editor.darkColors());
        QPalette dark;
        dark.setColor(QPalette::Window, QColor(0x20, 0x20, 0x24));
        dark.setColor(QPalette::Base, QColor(0x18, 0x18, 0x1C));
        dark.setColor(QPalette::Text, QColor(0xEE, 0xEE, 0xEE));
        editor.setPalette(dark);
        QVERIFY(editor.darkColors());
        QCOMPARE(editor.lexer()->paper(QsciLexerSQL::Keyword), QColor(0x18, 0x18, 0x1C));
        QCOMPARE(editor.lexer()->color(QsciLexerSQL::Identifier), QColor(0xEE, 0xEE, 0xEE));
        const QColor dot = sqlscope::ui::markStyle(MarkKind::RuleRewrite, true).color;
        QCOMPARE(editor.SendScintilla(QsciScintilla::SCI_INDICGETFORE,
                                      static_cast<unsigned long>(indicator(MarkKind::RuleRewrite))),
                 (long(dot.blue()) << 16) | (long(dot.green()) << 8) | long(dot.red()));
    }
};

SQLSCOPE_TEST_SUITE(SqlEditorTest)
#include "sql_editor_test.moc"
