// Read-only table items shared by the pair view's tabs: plain text, and a
// verdict cell drawn exactly as the results table draws one (glyph, word
// and colours from ui/theme/verdict_style.h).
#pragma once

#include <QString>
#include <optional>
#include <string>

class QTableWidget;
class QTableWidgetItem;

namespace sqlscope::ui {

class VerdictStyle;

QTableWidgetItem* textItem(const QString& text);
QTableWidgetItem* textItem(const std::string& utf8);
// "✓ pass" / "✗ fail" in `style`'s pass / fail colours, "– n/a" in its
// no-verdict grey without a background (not compared).
QTableWidgetItem* verdictItem(std::optional<bool> verdict, const VerdictStyle& style);
// A score in [0, 1] as the results table shows one: "0.67" in the partial
// colours, "1.00" / "0.00" in the pass / fail colours, "– n/a" without one.
QTableWidgetItem* scoreItem(std::optional<double> value, const VerdictStyle& style);
// A number in its shortest form ("1", "0.5", "0.667"), "–" when empty.
QString numberText(std::optional<double> value);
// A read-only, row-selecting table with no grid clutter, for the tabs.
void setUpTable(QTableWidget* table, const QStringList& headers);

}  // namespace sqlscope::ui
