// Builds the ESM+ structure of a query as the reference parser
// (ETM_utils/process_sql.py get_sql, docs/metrics/esm-plus.md) does, applying the
// active rules where the reference applies them, and recording every fire in
// a trace. A token-walking parser, like esm/spider_sql_builder.h and for the
// same reasons (the reference's reading of a query often differs from the
// query's grammar, and `reference` mode must reproduce it pair by pair).
//
// `fixed` and `strict` use the same walk with the reference's parse failures
// on valid SQL fixed: INNER JOIN, X OUTER JOIN and FULL JOIN (U1), table
// aliases scoped per subquery (U4: declared by the FROM of the (sub)query
// being read, then the enclosing ones; no global map), an alias may equal a
// table name, and no rule crashes a parse (`SELECT DISTINCT *`, `SELECT *
// ... INTERSECT`). Where they read a query differently from the reference
// the trace records a ModeDeviation.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/match/esm_plus/esm_plus_mode.h"
#include "core/match/esm_plus/etm_schema.h"
#include "core/match/esm_plus/etm_sql.h"
#include "core/match/esm_plus/etm_tokenizer.h"
#include "core/match/esm_plus/rule_trace.h"

namespace sqlscope::match::esm_plus {

struct EtmParseOptions {
    EsmPlusMode mode = EsmPlusMode::Fixed;
    RuleSet active = RuleSet::all();
    Side side = Side::Gold;
    bool attributeDeviations = false;  // see rules::RuleEnv
    bool traceTexts = true;            // see rules::RuleEnv
};

struct EtmParse {
    std::optional<EtmSql> sql;  // after every active rule; unset when the parser raised
    // The exception the reference raised, "Type: message" ("KeyError: 'as'",
    // "AssertionError: Error col: num_channels").
    std::string error;
    std::vector<EtmToken> tokens;
    RuleTrace trace;  // of the successful parse (a failed parse's events are dropped)
    bool ok() const { return sql.has_value(); }
};

EtmParse parseEtm(std::string_view query, const EtmSchema& schema, const EtmParseOptions& options);

}  // namespace sqlscope::match::esm_plus
