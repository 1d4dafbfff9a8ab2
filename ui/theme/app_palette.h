// The window's palette: the system's by default (light or dark, followed as
// it changes), or a forced light or dark Fusion palette (`--palette`, and
// the screenshots of both). Views ask isDark() to pick mark and verdict
// colours that stay readable on either.
#pragma once

#include <QString>

class QPalette;

namespace sqlscope::ui {

enum class PaletteChoice { System, Light, Dark };

// "system", "light", "dark"; false for anything else.
bool parsePaletteChoice(const QString& text, PaletteChoice& choice);
void applyPalette(PaletteChoice choice);
// The dark palette `--palette dark` applies (also what tests draw dark with).
QPalette darkPalette();
bool isDark(const QPalette& palette);

}  // namespace sqlscope::ui
