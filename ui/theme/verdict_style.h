// How a verdict looks, everywhere one is drawn (the results table, the
// cross-run view, the pair view's chips and Components tab): a glyph and a
// word (or a number), never colour alone, and a small
// colour-blind-safe palette from the Okabe-Ito set — blue for pass, orange
// for fail, yellow for a partial score, grey for no verdict — in a light
// and a dark variant chosen from the widget palette's window lightness.
#pragma once

#include <QColor>
#include <QString>

#include "core/inspect/verdict_columns.h"

class QPalette;

namespace sqlscope::ui {

struct VerdictColors {
    QColor foreground;
    QColor background;  // invalid: leave the view's own background
};

class VerdictStyle {
public:
    // Dark when the palette's window colour has a lightness under 128.
    static VerdictStyle forPalette(const QPalette& palette);
    static VerdictStyle light() { return VerdictStyle(false); }
    static VerdictStyle dark() { return VerdictStyle(true); }

    bool isDark() const { return dark_; }
    VerdictColors colors(inspect::CellVerdict verdict) const;

    // A bare value judged as inspect::cellOf judges a pair's metric: pass at
    // 1, fail at 0 (and below 1 when binary), partial in between, no verdict
    // for NaN. For the pair view, whose values do not come from a SummaryRow.
    static inspect::Cell cellOfValue(double value, bool binary);
    // "✓", "≈", "✗", "–"
    static QString glyph(inspect::CellVerdict verdict);
    // A cell as the table shows it: "✓ pass", "✗ fail", "– n/a" for a binary
    // column; "0.83" (two decimals) for a score, "– n/a" without one.
    static QString cellText(const inspect::Cell& cell, bool binary);

private:
    explicit VerdictStyle(bool dark) : dark_(dark) {}
    bool dark_ = false;
};

}  // namespace sqlscope::ui
