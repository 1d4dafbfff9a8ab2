// A read-only QScintilla editor that shows one SQL query and draws the
// marks of an explanation on it (core/explain/pair_explanation.h): each mark
// as the indicator of its kind over its byte span (ui/pair/mark_style.h), a
// margin marker on each marked line, the marks' messages as tooltips. SQL
// lexer, monospace font, line numbers, word wrap; its colours follow the
// palette (light or dark). Positions are UTF-8 byte offsets, as core's spans.
#pragma once

#include <Qsci/qsciscintilla.h>

#include <QStringList>
#include <string_view>
#include <vector>

#include "core/explain/pair_explanation.h"

class QTimer;

namespace sqlscope::ui {

// One run of an indicator as Scintilla holds it: [begin, end), positions.
struct IndicatorRange {
    int begin = 0;
    int end = 0;
    friend bool operator==(const IndicatorRange&, const IndicatorRange&) = default;
};

class SqlEditor : public QsciScintilla {
    Q_OBJECT

public:
    explicit SqlEditor(QWidget* parent = nullptr);
    ~SqlEditor() override;

    // Replaces the shown query (the editor stays read-only); clears marks.
    void setSql(const QString& sql);
    // The same for UTF-8 bytes as core holds them: every byte stays where it
    // is (invalid UTF-8 is not replaced), so that spans stay positions.
    void setSqlBytes(std::string_view utf8);

    // Draws each mark of `side` (the others are skipped); replaces earlier marks.
    void setMarks(const std::vector<explain::Mark>& marks, explain::Side side);
    void clearMarks();
    int markCount() const { return static_cast<int>(marks_.size()); }

    // Where a span is drawn: the span itself, clamped to the text; an empty
    // span (a position) covers the character there, or the last character
    // when it is at the end of the text or of a line.
    IndicatorRange drawnRange(sql::Span span) const;

    // The runs of `indicator` read back from Scintilla (what is drawn).
    std::vector<IndicatorRange> indicatorRanges(int indicator) const;
    // The marker numbers on `line` (0-based) as a bit mask (SCI_MARKERGET).
    int markersOnLine(int line) const;
    // The tooltip lines of the marks drawn over `position`:
    // "clause mismatch (esm): WHERE: ...", one per mark.
    QStringList messagesAt(int position) const;

    // Scrolls so that `span` is visible (its start first).
    void scrollToSpan(sql::Span span);
    // Fills [begin, end) with the flash indicator and scrolls to it; the
    // fill goes after `milliseconds` (0: it stays until the next flash).
    void flashRange(int begin, int end, int milliseconds = 1600);
    // Fills `spans` with the selected-rule indicator (empty: clears it) and
    // scrolls to the first.
    void setSelectedSpans(const std::vector<sql::Span>& spans);

    // The height that shows the whole text at the current width (display
    // lines estimated from the monospace width when wrapping), at least `minLines`.
    int preferredHeight(int minLines = 3) const;

    void setWordWrap(bool wrap);
    bool wordWrap() const { return wrapMode() != WrapNone; }

    // Whether the editor draws with its dark colours (from the palette).
    bool darkColors() const { return dark_; }

protected:
    void changeEvent(QEvent* event) override;

private:
    struct DrawnMark {
        IndicatorRange range;
        explain::MarkKind kind;
        QString text;  // the tooltip line
    };

    void applyPalette();
    void defineIndicators();
    void fill(int indicator, IndicatorRange range);
    void clearIndicator(int indicator);
    void showTooltip(int position, int x, int y);

    std::vector<DrawnMark> marks_;
    QTimer* flashTimer_ = nullptr;
    bool dark_ = false;
};

}  // namespace sqlscope::ui
