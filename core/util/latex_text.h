// Text for a LaTeX table cell: LaTeX's special characters escaped, shared
// by the summary export (core/inspect) and the study exports (core/study).
#pragma once

#include <string>
#include <string_view>

namespace sqlscope::util {

// `text` with \_, \%, \&, \#, \$, \{, \} escaped and ~, ^, \ written as
// \textasciitilde{}, \textasciicircum{}, \textbackslash{}.
std::string latexEscape(std::string_view text);

}  // namespace sqlscope::util
