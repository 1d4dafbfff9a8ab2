// Which reference script ESM reproduces: the official Spider evaluation or
// the test-suite fork (esm.md §11: LIMIT always 1, "value" -> "1" in the
// prediction; everything else identical).
#pragma once

namespace sqlscope::match::esm {

enum class EsmVariant { Spider, TestSuite };

}  // namespace sqlscope::match::esm
