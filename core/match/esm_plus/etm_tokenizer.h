// The token stream of the ESM+ reference parser (ETM_utils/process_sql.py
// `tokenize`, docs/metrics/esm-plus.md#what-changes-from-esm): `<>` read as `!=`, quoted literals
// paired into one token each, backquoted identifiers unquoted, NLTK word splitting, lowercasing,
// `rank ( )` merged, `!`/`>`/`<` merged with a following `=`, and `left`/`right`/`outer`/`cross`
// merged with a following `join` into one join-kind token ("left-join"). In `fixed` and `strict`
// (U1) `inner join` is read as `join`, `X outer join` as `X-join` and `full [outer] join` as
// `full-join`. Every token keeps its byte span in the original query.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "core/sql/span.h"

namespace sqlscope::match::esm_plus {

struct EtmToken {
    std::string text;  // lowercased; a literal keeps its case and its "quotes" (' became ")
    sql::Span span;
};

struct EtmTokenization {
    std::vector<EtmToken> tokens;
    std::string error;  // "AssertionError: Unexpected quote" / "AssertionError: Unexpected `"
    std::vector<sql::Span> joinKindMerges;  // the U1 merges made (fixed and strict)
    bool ok() const { return error.empty(); }
};

struct EtmTokenizerOptions {
    bool joinKinds = false;  // U1 fixes: INNER JOIN, X OUTER JOIN, FULL [OUTER] JOIN
};

EtmTokenization tokenizeForEtm(std::string_view query, const EtmTokenizerOptions& options = {});

}  // namespace sqlscope::match::esm_plus
