// Colours from Okabe and Ito's colour-blind-safe palette (vermillion, bluish
// green, reddish purple, blue, orange), darkened on light paper and
// lightened on dark paper so that a thin underline stays visible on both.
// Vermillion means "the gold has it, the prediction does not", bluish green
// the opposite, on either side.
#include "ui/pair/mark_style.h"

#include <Qsci/qsciscintillabase.h>
#include <QCoreApplication>

#include <QPalette>

namespace sqlscope::ui {

using explain::MarkKind;

MarkStyle markStyle(MarkKind kind, bool dark) {
    MarkStyle s;
    s.kind = kind;
    s.indicator = QsciScintillaBase::INDIC_CONTAINER + static_cast<int>(kind);
    s.marker = static_cast<int>(kind);
    const QColor vermillion = dark ? QColor(0xFF, 0x8C, 0x5A) : QColor(0xC0, 0x4A, 0x00);
    const QColor green = dark ? QColor(0x3E, 0xD6, 0xA4) : QColor(0x00, 0x87, 0x62);
    switch (kind) {
        case MarkKind::OnlyInGold:
            s.indicatorStyle = QsciScintillaBase::INDIC_STRAIGHTBOX;
            s.color = vermillion;
            s.fillAlpha = dark ? 90 : 60;
            s.outlineAlpha = dark ? 200 : 160;
            s.markerSymbol = QsciScintillaBase::SC_MARK_MINUS;
            s.priority = 3;
            s.label = QCoreApplication::translate("MarkStyle", "only in gold");
            s.description = QCoreApplication::translate(
                "MarkStyle",
                "A token of the gold with no counterpart in the prediction (token diff; "
                "keyword case, whitespace and quotes ignored).");
            break;
        case MarkKind::OnlyInPrediction:
            s.indicatorStyle = QsciScintillaBase::INDIC_STRAIGHTBOX;
            s.color = green;
            s.fillAlpha = dark ? 90 : 60;
            s.outlineAlpha = dark ? 200 : 160;
            s.markerSymbol = QsciScintillaBase::SC_MARK_PLUS;
            s.priority = 3;
            s.label = QCoreApplication::translate("MarkStyle", "only in prediction");
            s.description = QCoreApplication::translate(
                "MarkStyle",
                "A token of the prediction with no counterpart in the gold (token diff).");
            break;
        case MarkKind::ClauseMismatch:
            s.indicatorStyle = QsciScintillaBase::INDIC_BOX;
            s.color = dark ? QColor(0xE8, 0x9C, 0xCF) : QColor(0xA8, 0x3C, 0x86);
            s.under = false;
            s.markerSymbol = QsciScintillaBase::SC_MARK_ROUNDRECT;
            s.priority = 6;
            s.label = QCoreApplication::translate("MarkStyle", "clause mismatch");
            s.description = QCoreApplication::translate(
                "MarkStyle",
                "A clause that ESM or ESM+ judged different; the tooltip says what differs.");
            break;
        case MarkKind::RuleRewrite:
            s.indicatorStyle = QsciScintillaBase::INDIC_DOTS;
            s.color = dark ? QColor(0x6C, 0xC4, 0xF5) : QColor(0x00, 0x62, 0xA8);
            s.under = false;
            s.markerSymbol = QsciScintillaBase::SC_MARK_SHORTARROW;
            s.priority = 4;
            s.label = QCoreApplication::translate("MarkStyle", "rule rewrite");
            s.description = QCoreApplication::translate(
                "MarkStyle", "Text an ESM+ rule rewrote (dotted underline).");
            break;
        case MarkKind::RuleBlocked:
            s.indicatorStyle = QsciScintillaBase::INDIC_DASH;
            s.color = dark ? QColor(0xF5, 0xB8, 0x2E) : QColor(0xA8, 0x6A, 0x00);
            s.under = false;
            s.markerSymbol = QsciScintillaBase::SC_MARK_ARROWDOWN;
            s.priority = 5;
            s.label = QCoreApplication::translate("MarkStyle", "rule blocked");
            s.description = QCoreApplication::translate(
                "MarkStyle",
                "Text an ESM+ rule matched but did not rewrite: a schema fact or guard did "
                "not hold (dashed underline).");
            break;
        case MarkKind::ParseError:
            s.indicatorStyle = QsciScintillaBase::INDIC_SQUIGGLE;
            s.color = dark ? QColor(0xFF, 0x6E, 0x6E) : QColor(0xD0, 0x10, 0x10);
            s.under = false;
            s.markerSymbol = QsciScintillaBase::SC_MARK_CIRCLE;
            s.priority = 7;
            s.label = QCoreApplication::translate("MarkStyle", "parse error");
            s.description = QCoreApplication::translate(
                "MarkStyle",
                "Where a parser or SQLite stopped reading the query (squiggle; an empty "
                "position is drawn over one character).");
            break;
        case MarkKind::SchemaMissing:
            s.indicatorStyle = QsciScintillaBase::INDIC_PLAIN;
            s.color = vermillion;
            s.under = false;
            s.markerSymbol = QsciScintillaBase::SC_MARK_SMALLRECT;
            s.priority = 1;
            s.label = QCoreApplication::translate("MarkStyle", "schema missing");
            s.description = QCoreApplication::translate(
                "MarkStyle",
                "A table or column the gold uses and the prediction does not (underline, "
                "in the gold).");
            break;
        case MarkKind::SchemaExtra:
            s.indicatorStyle = QsciScintillaBase::INDIC_PLAIN;
            s.color = green;
            s.under = false;
            s.markerSymbol = QsciScintillaBase::SC_MARK_BOOKMARK;
            s.priority = 2;
            s.label = QCoreApplication::translate("MarkStyle", "schema extra");
            s.description = QCoreApplication::translate(
                "MarkStyle",
                "A table or column the prediction uses and the gold does not (underline, "
                "in the prediction).");
            break;
    }
    return s;
}

QColor selectedRuleColor(bool dark) {
    return dark ? QColor(0x56, 0xB4, 0xE9) : QColor(0x00, 0x72, 0xB2);
}

QColor flashColor(bool dark) {
    return dark ? QColor(0xF0, 0xE4, 0x42) : QColor(0xE6, 0xB8, 0x00);
}

bool isDarkPalette(const QPalette& palette) {
    return palette.color(QPalette::Window).lightnessF() < 0.5;
}

QColor matchedTint(bool dark) {
    return dark ? QColor(0x1E, 0x5C, 0x48) : QColor(0xCF, 0xEE, 0xE0);
}

QColor unmatchedTint(bool dark) {
    // Okabe-Ito's reddish purple, pale: apart from the orange of a failed
    // verdict and from the peach of a token only in the gold.
    return dark ? QColor(0x5E, 0x2A, 0x4C) : QColor(0xF3, 0xD3, 0xE6);
}

QColor neutralTint(bool dark) {
    return dark ? QColor(0x4A, 0x4A, 0x52) : QColor(0xE4, 0xE4, 0xEA);
}

}  // namespace sqlscope::ui
