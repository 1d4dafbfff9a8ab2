// Which reference script ESM reproduces: the official Spider evaluation or
// the test-suite fork (docs/metrics/esm.md#the-test-suite-fork: LIMIT always 1, "value" -> "1" in
// the prediction; everything else identical).
#pragma once

namespace sqlscope::match::esm {

enum class EsmVariant { Spider, TestSuite };

}  // namespace sqlscope::match::esm
