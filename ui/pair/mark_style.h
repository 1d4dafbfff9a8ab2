// How the pair view draws each kind of explain::Mark: the QScintilla
// indicator (number, style, colour, alpha), the margin marker, and the
// legend's words, for a light or a dark palette. Colour never carries a
// meaning alone: each kind also has its own indicator style and marker
// shape (docs/gui-pair-view.md#legend-marks).
#pragma once

#include <QColor>
#include <QString>
#include <array>

#include "core/explain/pair_explanation.h"

class QPalette;

namespace sqlscope::ui {

struct MarkStyle {
    explain::MarkKind kind = explain::MarkKind::OnlyInGold;
    int indicator = 0;       // Scintilla indicator number (INDIC_CONTAINER and up)
    int indicatorStyle = 0;  // INDIC_STRAIGHTBOX, INDIC_BOX, INDIC_DOTS, ...
    QColor color;            // the indicator's and the marker's colour
    int fillAlpha = 0;       // boxes: the fill's alpha (0..255)
    int outlineAlpha = 255;  // boxes: the outline's alpha
    bool under = true;       // drawn under the text
    int marker = 0;          // Scintilla marker number in the symbol margin
    int markerSymbol = 0;    // SC_MARK_...
    int priority = 0;        // a line shows the marker of its highest-priority mark
    QString label;           // "only in gold", ... (the legend's and the tooltips' words)
    QString description;     // one sentence for the legend's tooltip
};

// Every mark kind, in the legend's order.
constexpr std::array<explain::MarkKind, 8> kAllMarkKinds = {
    explain::MarkKind::OnlyInGold,     explain::MarkKind::OnlyInPrediction,
    explain::MarkKind::ClauseMismatch, explain::MarkKind::RuleRewrite,
    explain::MarkKind::RuleBlocked,    explain::MarkKind::ParseError,
    explain::MarkKind::SchemaMissing,  explain::MarkKind::SchemaExtra,
};

// The style of `kind`; `dark`: for a dark palette (lighter colours, more fill).
MarkStyle markStyle(explain::MarkKind kind, bool dark);

// Indicators beyond the marks': the spans of the rule selected in the Rules
// tab, and a clause brought into view from the Components tab.
constexpr int kSelectedRuleIndicator = 16;
constexpr int kFlashIndicator = 17;
QColor selectedRuleColor(bool dark);
QColor flashColor(bool dark);

// Whether `palette` is dark: its window colour's lightness below half.
bool isDarkPalette(const QPalette& palette);

// Background tints for a matched / an unmatched row, cell or element (the
// Results and Linking tabs), readable under the palette's text colour and
// always paired with a glyph or words; neutral: a grey for states that are
// neither (a blocked rule, a query that did not run, a chip without a
// verdict). Verdicts (pass / partial / fail) are drawn with VerdictStyle
// (ui/theme/verdict_style.h), never with these.
QColor matchedTint(bool dark);
QColor unmatchedTint(bool dark);
QColor neutralTint(bool dark);

}  // namespace sqlscope::ui
