// The one place where the window translates text that core/ made: core is
// Qt-free, so its fixed phrases (hardness levels, execution outcomes, error
// categories, ESM+ rule names, verdict names, filter presets, human
// verdicts) are listed in core_text.cpp as QT_TRANSLATE_NOOP3("CoreText", …)
// entries that lupdate extracts, and translated here at display time. Text
// that embeds data (SQL, values, file paths, SQLite's messages, composed
// reasons) is not in the table and comes back unchanged
// (docs/translations.md, "What stays English").
#pragma once

#include <QString>
#include <string_view>

namespace sqlscope::ui {

// `english` translated through the "CoreText" context when it is one of the
// listed phrases, else `english` itself (UTF-8).
QString coreText(std::string_view english);
// Whether `english` is one of the listed phrases.
bool hasCoreText(std::string_view english);

}  // namespace sqlscope::ui
