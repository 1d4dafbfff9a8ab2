#include "ui/theme/verdict_style.h"
#include "ui/i18n/core_text.h"

#include <QPalette>
#include <cmath>

namespace sqlscope::ui {

using inspect::CellVerdict;

VerdictStyle VerdictStyle::forPalette(const QPalette& palette) {
    return VerdictStyle(palette.color(QPalette::Window).lightness() < 128);
}

VerdictColors VerdictStyle::colors(CellVerdict verdict) const {
    // Okabe-Ito blue #0072B2, orange #E69F00 / vermillion #D55E00 and
    // yellow #F0E442, as tints (backgrounds) and shades (text) that keep a
    // contrast above 4.5:1 in both variants.
    if (!dark_) {
        switch (verdict) {
            case CellVerdict::Pass:
                return {QColor(0x00, 0x4C, 0x7A), QColor(0xDD, 0xEC, 0xF7)};
            case CellVerdict::Partial:
                return {QColor(0x5C, 0x52, 0x00), QColor(0xF8, 0xF3, 0xC4)};
            case CellVerdict::Fail:
                return {QColor(0x8F, 0x3A, 0x00), QColor(0xFB, 0xE4, 0xCC)};
            case CellVerdict::NoVerdict:
                break;
        }
        return {QColor(0x76, 0x76, 0x76), QColor()};
    }
    switch (verdict) {
        case CellVerdict::Pass:
            return {QColor(0x9C, 0xD2, 0xF5), QColor(0x10, 0x35, 0x50)};
        case CellVerdict::Partial:
            return {QColor(0xEE, 0xE2, 0x7A), QColor(0x3A, 0x36, 0x10)};
        case CellVerdict::Fail:
            return {QColor(0xF7, 0xBB, 0x75), QColor(0x4A, 0x28, 0x0A)};
        case CellVerdict::NoVerdict:
            break;
    }
    return {QColor(0x9A, 0x9A, 0x9A), QColor()};
}

inspect::Cell VerdictStyle::cellOfValue(double value, bool binary) {
    inspect::Cell cell;
    if (std::isnan(value)) return cell;
    cell.value = value;
    if (value >= 1.0)
        cell.verdict = CellVerdict::Pass;
    else if (value <= 0.0 || binary)
        cell.verdict = CellVerdict::Fail;
    else
        cell.verdict = CellVerdict::Partial;
    return cell;
}

QString VerdictStyle::glyph(CellVerdict verdict) {
    switch (verdict) {
        case CellVerdict::Pass:
            return QStringLiteral("\u2713");
        case CellVerdict::Partial:
            return QStringLiteral("\u2248");
        case CellVerdict::Fail:
            return QStringLiteral("\u2717");
        case CellVerdict::NoVerdict:
            break;
    }
    return QStringLiteral("\u2013");
}

QString VerdictStyle::cellText(const inspect::Cell& cell, bool binary) {
    if (cell.verdict == CellVerdict::NoVerdict)
        return glyph(cell.verdict) + QLatin1Char(' ') + coreText("n/a");
    if (!binary) return QString::number(cell.value, 'f', 2);
    return glyph(cell.verdict) + QLatin1Char(' ') +
           coreText(inspect::cellVerdictName(cell.verdict));
}

}  // namespace sqlscope::ui
