// Read-only table items shared by the pair view's tabs: plain text, and a
// verdict (✓ / ✗ / –) whose tint (ui/pair/mark_style.h) repeats its glyph.
#pragma once

#include <QString>
#include <optional>
#include <string>

class QTableWidget;
class QTableWidgetItem;

namespace sqlscope::ui {

QTableWidgetItem* textItem(const QString& text);
QTableWidgetItem* textItem(const std::string& utf8);
// "✓" on the matched tint, "✗" on the unmatched tint, "–" untinted (not compared).
QTableWidgetItem* verdictItem(std::optional<bool> verdict, bool dark);
// A number in its shortest form ("1", "0.5", "0.667"), "–" when empty.
QString numberText(std::optional<double> value);
// A read-only, row-selecting table with no grid clutter, for the tabs.
void setUpTable(QTableWidget* table, const QStringList& headers);

}  // namespace sqlscope::ui
