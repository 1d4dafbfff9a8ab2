#include "ui/pair/sql_editor.h"

#include <Qsci/qscilexersql.h>

#include <QEvent>
#include <QFont>
#include <QFontDatabase>
#include <QFontMetrics>
#include <QPalette>
#include <QScrollBar>
#include <QTimer>
#include <QToolTip>
#include <algorithm>
#include <cmath>
#include <string>

#include "ui/pair/mark_style.h"

namespace sqlscope::ui {

namespace {

QFont editorFont() {
    QFont font = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    font.setStyleHint(QFont::Monospace);
    font.setFixedPitch(true);
    font.setPointSize(11);
    return font;
}

constexpr int kSymbolMargin = 1;

// Syntax colours per lexer style, for light and dark paper.
struct SyntaxColors {
    QColor keyword, string, number, comment, op, identifier;
};

SyntaxColors syntaxColors(bool dark) {
    if (dark)
        return {QColor(0x82, 0xAA, 0xFF), QColor(0xE6, 0xB4, 0x73), QColor(0xB5, 0xE0, 0x8C),
                QColor(0x8A, 0x93, 0x9E), QColor(0xD0, 0xD0, 0xD8), QColor()};
    return {QColor(0x1A, 0x3F, 0xA8), QColor(0x9A, 0x4A, 0x00), QColor(0x2E, 0x6F, 0x1E),
            QColor(0x6A, 0x70, 0x78), QColor(0x40, 0x40, 0x48), QColor()};
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

    // Line numbers in margin 0; the marks' markers in margin 1.
    setMarginsFont(font);
    setMarginLineNumbers(0, true);
    setMarginWidth(0, QFontMetrics(font).horizontalAdvance(QStringLiteral("000")) + 12);
    setMarginType(kSymbolMargin, SymbolMargin);
    setMarginWidth(kSymbolMargin, 16);
    setMarginMarkerMask(kSymbolMargin, 0xFF);
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
    setBraceMatching(NoBraceMatch);

    // Tooltips: the marks under the mouse after it rests.
    SendScintilla(SCI_SETMOUSEDWELLTIME, 400L);
    connect(this, &QsciScintillaBase::SCN_DWELLSTART, this, &SqlEditor::showTooltip);
    connect(this, &QsciScintillaBase::SCN_DWELLEND, this, [] { QToolTip::hideText(); });

    flashTimer_ = new QTimer(this);
    flashTimer_->setSingleShot(true);
    connect(flashTimer_, &QTimer::timeout, this, [this] { clearIndicator(kFlashIndicator); });

    applyPalette();
}

SqlEditor::~SqlEditor() = default;

void SqlEditor::setSql(const QString& sql) {
    setSqlBytes(sql.toStdString());
}

void SqlEditor::setSqlBytes(std::string_view utf8) {
    clearMarks();
    clearIndicator(kSelectedRuleIndicator);
    clearIndicator(kFlashIndicator);
    // Scintilla refuses text changes on a read-only document. APPENDTEXT
    // takes a length, so a NUL byte does not cut the text.
    setReadOnly(false);
    SendScintilla(SCI_CLEARALL);
    if (!utf8.empty())
        SendScintilla(SCI_APPENDTEXT, static_cast<unsigned long>(utf8.size()), utf8.data());
    setReadOnly(true);
    SendScintilla(SCI_EMPTYUNDOBUFFER);
    setCursorPosition(0, 0);
}

IndicatorRange SqlEditor::drawnRange(sql::Span span) const {
    const int length = static_cast<int>(SendScintilla(SCI_GETLENGTH));
    int begin = std::min<int>(static_cast<int>(span.begin), length);
    int end = std::min<int>(static_cast<int>(std::max(span.begin, span.end)), length);
    if (begin < end || length == 0) return {begin, end};
    // A position: the character there, unless it is a line end or the end
    // of the text, then the character before it.
    const int at =
        static_cast<int>(SendScintilla(SCI_GETCHARAT, static_cast<unsigned long>(begin)));
    if (begin < length && at != '\n' && at != '\r')
        return {begin, static_cast<int>(
                           SendScintilla(SCI_POSITIONAFTER, static_cast<unsigned long>(begin)))};
    const int before =
        static_cast<int>(SendScintilla(SCI_POSITIONBEFORE, static_cast<unsigned long>(begin)));
    return {before, std::max(begin, before + 1)};
}

void SqlEditor::fill(int indicator, IndicatorRange range) {
    if (range.end <= range.begin) return;
    SendScintilla(SCI_SETINDICATORCURRENT, static_cast<unsigned long>(indicator));
    SendScintilla(SCI_SETINDICATORVALUE, 1UL);
    SendScintilla(SCI_INDICATORFILLRANGE, static_cast<unsigned long>(range.begin),
                  static_cast<long>(range.end - range.begin));
}

void SqlEditor::clearIndicator(int indicator) {
    SendScintilla(SCI_SETINDICATORCURRENT, static_cast<unsigned long>(indicator));
    SendScintilla(SCI_INDICATORCLEARRANGE, 0UL, SendScintilla(SCI_GETLENGTH));
}

void SqlEditor::clearMarks() {
    for (explain::MarkKind kind : kAllMarkKinds)
        clearIndicator(markStyle(kind, dark_).indicator);
    SendScintilla(SCI_MARKERDELETEALL, -1L);
    marks_.clear();
}

void SqlEditor::setMarks(const std::vector<explain::Mark>& marks, explain::Side side) {
    clearMarks();
    std::vector<int> linePriority;  // per line: the priority of its marker + 1, 0: none
    std::vector<int> lineMarker;
    for (const explain::Mark& mark : marks) {
        if (mark.side != side) continue;
        const MarkStyle style = markStyle(mark.kind, dark_);
        const IndicatorRange range = drawnRange(mark.span);
        if (range.end <= range.begin) continue;  // an empty text: nothing to draw on
        fill(style.indicator, range);
        QString text = style.label + QStringLiteral(" (") + QString::fromStdString(mark.metric) +
                       QStringLiteral("): ") + QString::fromStdString(mark.message);
        marks_.push_back({range, mark.kind, std::move(text)});
        // One marker per line: the most important kind of the line.
        const int first = static_cast<int>(
            SendScintilla(SCI_LINEFROMPOSITION, static_cast<unsigned long>(range.begin)));
        const int last = static_cast<int>(
            SendScintilla(SCI_LINEFROMPOSITION, static_cast<unsigned long>(range.end - 1)));
        if (static_cast<int>(linePriority.size()) <= last) {
            linePriority.resize(static_cast<size_t>(last) + 1, 0);
            lineMarker.resize(static_cast<size_t>(last) + 1, -1);
        }
        for (int line = first; line <= last; ++line) {
            if (style.priority + 1 > linePriority[static_cast<size_t>(line)]) {
                linePriority[static_cast<size_t>(line)] = style.priority + 1;
                lineMarker[static_cast<size_t>(line)] = style.marker;
            }
        }
    }
    for (size_t line = 0; line < lineMarker.size(); ++line)
        if (lineMarker[line] >= 0)
            SendScintilla(SCI_MARKERADD, static_cast<unsigned long>(line),
                          static_cast<long>(lineMarker[line]));
}

std::vector<IndicatorRange> SqlEditor::indicatorRanges(int indicator) const {
    std::vector<IndicatorRange> ranges;
    const long length = SendScintilla(SCI_GETLENGTH);
    long position = 0;
    while (position < length) {
        const long value =
            SendScintilla(SCI_INDICATORVALUEAT, static_cast<unsigned long>(indicator), position);
        const long end =
            SendScintilla(SCI_INDICATOREND, static_cast<unsigned long>(indicator), position);
        if (end <= position) break;
        if (value != 0) ranges.push_back({static_cast<int>(position), static_cast<int>(end)});
        position = end;
    }
    return ranges;
}

int SqlEditor::markersOnLine(int line) const {
    return static_cast<int>(SendScintilla(SCI_MARKERGET, static_cast<unsigned long>(line)));
}

QStringList SqlEditor::messagesAt(int position) const {
    QStringList lines;
    for (const DrawnMark& mark : marks_)
        if (position >= mark.range.begin && position < mark.range.end) lines << mark.text;
    return lines;
}

void SqlEditor::showTooltip(int position, int x, int y) {
    if (position < 0) return;
    const QStringList lines = messagesAt(position);
    if (lines.isEmpty()) return;
    QToolTip::showText(mapToGlobal(QPoint(x, y)), lines.join(QLatin1Char('\n')), this);
}

void SqlEditor::scrollToSpan(sql::Span span) {
    const IndicatorRange range = drawnRange(span);
    const int line = static_cast<int>(
        SendScintilla(SCI_LINEFROMPOSITION, static_cast<unsigned long>(range.begin)));
    SendScintilla(SCI_ENSUREVISIBLE, static_cast<unsigned long>(line));
    // Secondary position first: Scintilla keeps the primary (the start) in view.
    SendScintilla(SCI_SCROLLRANGE, static_cast<unsigned long>(range.end),
                  static_cast<long>(range.begin));
}

void SqlEditor::flashRange(int begin, int end, int milliseconds) {
    flashTimer_->stop();
    clearIndicator(kFlashIndicator);
    const IndicatorRange range = drawnRange(
        {static_cast<uint32_t>(std::max(begin, 0)), static_cast<uint32_t>(std::max(end, 0))});
    fill(kFlashIndicator, range);
    scrollToSpan({static_cast<uint32_t>(range.begin), static_cast<uint32_t>(range.end)});
    if (milliseconds > 0) flashTimer_->start(milliseconds);
}

void SqlEditor::setSelectedSpans(const std::vector<sql::Span>& spans) {
    clearIndicator(kSelectedRuleIndicator);
    for (const sql::Span& span : spans)
        fill(kSelectedRuleIndicator, drawnRange(span));
    if (!spans.empty()) scrollToSpan(spans.front());
}

int SqlEditor::preferredHeight(int minLines) const {
    const int lineHeight = static_cast<int>(SendScintilla(SCI_TEXTHEIGHT, 0UL));
    const int charWidth =
        std::max<int>(1, static_cast<int>(SendScintilla(
                             SCI_TEXTWIDTH, static_cast<unsigned long>(STYLE_DEFAULT), "M")));
    int marginsWidth = 0;
    for (int m = 0; m < 3; ++m)
        marginsWidth += marginWidth(m);
    const int columns = std::max(20, (viewport()->width() - marginsWidth - 8) / charWidth);
    int displayLines = 0;
    for (int line = 0; line < std::max(1, lines()); ++line) {
        const int length = static_cast<int>(text(line).trimmed().size());
        ++displayLines;
        // Continuation lines are indented; breaking at spaces wastes a little.
        if (wordWrap() && length > columns)
            displayLines +=
                static_cast<int>(std::ceil((length - columns) * 1.15 / std::max(10, columns - 8)));
    }
    displayLines = std::max(displayLines, minLines);
    int height = displayLines * lineHeight + 2 * frameWidth() + 6;
    if (!wordWrap()) height += horizontalScrollBar()->sizeHint().height();
    return height;
}

void SqlEditor::setWordWrap(bool wrap) {
    setWrapMode(wrap ? WrapWhitespace : WrapNone);
    SendScintilla(SCI_SETHSCROLLBAR, wrap ? 0L : 1L);
}

void SqlEditor::changeEvent(QEvent* event) {
    QsciScintilla::changeEvent(event);
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::ApplicationPaletteChange)
        applyPalette();
}

void SqlEditor::applyPalette() {
    const QPalette pal = palette();
    dark_ = isDarkPalette(pal);
    const QColor paper = pal.color(QPalette::Base);
    const QColor text = pal.color(QPalette::Text);
    if (auto* sql = qobject_cast<QsciLexerSQL*>(lexer())) {
        const SyntaxColors c = syntaxColors(dark_);
        sql->setDefaultPaper(paper);
        sql->setPaper(paper);  // every style
        sql->setDefaultColor(text);
        sql->setColor(text);
        for (int style :
             {QsciLexerSQL::Comment, QsciLexerSQL::CommentLine, QsciLexerSQL::CommentDoc,
              QsciLexerSQL::CommentLineHash, QsciLexerSQL::PlusComment})
            sql->setColor(c.comment, style);
        for (int style :
             {QsciLexerSQL::Keyword, QsciLexerSQL::PlusKeyword, QsciLexerSQL::KeywordSet5,
              QsciLexerSQL::KeywordSet6, QsciLexerSQL::KeywordSet7, QsciLexerSQL::KeywordSet8})
            sql->setColor(c.keyword, style);
        for (int style : {QsciLexerSQL::SingleQuotedString, QsciLexerSQL::DoubleQuotedString})
            sql->setColor(c.string, style);
        sql->setColor(c.number, QsciLexerSQL::Number);
        sql->setColor(c.op, QsciLexerSQL::Operator);
        sql->setColor(text, QsciLexerSQL::Identifier);
        sql->setColor(text, QsciLexerSQL::QuotedIdentifier);
    }
    setPaper(paper);
    setColor(text);
    setMarginsBackgroundColor(pal.color(QPalette::Window));
    setMarginsForegroundColor(pal.color(QPalette::PlaceholderText));
    setSelectionBackgroundColor(pal.color(QPalette::Highlight));
    setSelectionForegroundColor(pal.color(QPalette::HighlightedText));
    setCaretForegroundColor(text);
    defineIndicators();
}

void SqlEditor::defineIndicators() {
    for (explain::MarkKind kind : kAllMarkKinds) {
        const MarkStyle s = markStyle(kind, dark_);
        const auto n = static_cast<unsigned long>(s.indicator);
        SendScintilla(SCI_INDICSETSTYLE, n, static_cast<long>(s.indicatorStyle));
        SendScintilla(SCI_INDICSETFORE, n, s.color);
        SendScintilla(SCI_INDICSETALPHA, n, static_cast<long>(s.fillAlpha));
        SendScintilla(SCI_INDICSETOUTLINEALPHA, n, static_cast<long>(s.outlineAlpha));
        SendScintilla(SCI_INDICSETUNDER, n, static_cast<long>(s.under));
        const auto m = static_cast<unsigned long>(s.marker);
        SendScintilla(SCI_MARKERDEFINE, m, static_cast<long>(s.markerSymbol));
        SendScintilla(SCI_MARKERSETFORE, m, s.color);
        SendScintilla(SCI_MARKERSETBACK, m, s.color);
    }
    const auto rule = static_cast<unsigned long>(kSelectedRuleIndicator);
    SendScintilla(SCI_INDICSETSTYLE, rule, static_cast<long>(INDIC_FULLBOX));
    SendScintilla(SCI_INDICSETFORE, rule, selectedRuleColor(dark_));
    SendScintilla(SCI_INDICSETALPHA, rule, dark_ ? 110L : 70L);
    SendScintilla(SCI_INDICSETOUTLINEALPHA, rule, 255L);
    SendScintilla(SCI_INDICSETUNDER, rule, 1L);
    const auto flash = static_cast<unsigned long>(kFlashIndicator);
    SendScintilla(SCI_INDICSETSTYLE, flash, static_cast<long>(INDIC_FULLBOX));
    SendScintilla(SCI_INDICSETFORE, flash, flashColor(dark_));
    SendScintilla(SCI_INDICSETALPHA, flash, dark_ ? 120L : 90L);
    SendScintilla(SCI_INDICSETOUTLINEALPHA, flash, 255L);
    SendScintilla(SCI_INDICSETUNDER, flash, 1L);
}

}  // namespace sqlscope::ui
