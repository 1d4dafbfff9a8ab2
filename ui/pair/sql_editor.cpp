#include "ui/pair/sql_editor.h"

#include <Qsci/qscilexersql.h>

#include <QFont>
#include <QFontDatabase>
#include <QFontMetrics>

namespace sqlscope::ui {

namespace {

QFont editorFont() {
    QFont font = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    font.setStyleHint(QFont::Monospace);
    font.setFixedPitch(true);
    font.setPointSize(11);
    return font;
}

}  // namespace

SqlEditor::SqlEditor(QWidget* parent) : QsciScintilla(parent) {
    const QFont font = editorFont();

    auto* lexer = new QsciLexerSQL(this);
    // One monospace face for every style (the lexer's defaults mix in
    // proportional fonts for comments); keywords stay bold.
    lexer->setDefaultFont(font);
    lexer->setFont(font);
    QFont bold = font;
    bold.setBold(true);
    lexer->setFont(bold, QsciLexerSQL::Keyword);
    setLexer(lexer);
    setFont(font);

    // Line numbers in margin 0; no symbol or fold margin yet.
    setMarginsFont(font);
    setMarginLineNumbers(0, true);
    setMarginWidth(0, QFontMetrics(font).horizontalAdvance(QStringLiteral("000")) + 12);
    setMarginWidth(1, 0);
    setMarginWidth(2, 0);

    // Gold and predicted queries are usually one long line. Wrap only at
    // spaces (WrapWord would split `T1.owner_id` after the dot); the indented
    // continuation is marker enough.
    setWrapMode(WrapWhitespace);
    setTabWidth(4);
    setWrapIndentMode(WrapIndentIndented);
    SendScintilla(SCI_SETHSCROLLBAR, 0L);

    // UTF-8 documents, so core's byte spans are Scintilla positions as they are.
    setUtf8(true);
    setReadOnly(true);
    setCaretLineVisible(false);
    setFolding(NoFoldStyle);
    setBraceMatching(SloppyBraceMatch);
}

void SqlEditor::setSql(const QString& sql) {
    // Scintilla refuses text changes on a read-only document.
    setReadOnly(false);
    setText(sql);
    setReadOnly(true);
    SendScintilla(SCI_EMPTYUNDOBUFFER);
    setCursorPosition(0, 0);
}

}  // namespace sqlscope::ui
