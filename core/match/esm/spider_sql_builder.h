// Builds the Spider SQL structure of a query exactly as the official parser
// (process_sql.get_sql, docs/metrics/esm.md) does, rejections included.
//
// Why this walks the Spider token stream instead of converting our AST: the
// reference is a token-walking parser whose reading of a query often differs
// from the query's grammar, and ESM must reproduce that reading pair by pair.
// Examples the AST cannot express: `SELECT name age FROM t` is two select
// items when `age` is a column (an alias without AS is read as a column);
// `count(*) * age` is three items, count(*), * and age; `WHERE T1.a = T2.b OR x = 1`
// keeps only T1.a = T2.b (a column value swallows the tokens up to the next
// AND, comma, parenthesis or clause keyword; Spider dev pair 562 of DAIL is
// an exact match only because its ON ... OR ... is read that way, which keeps
// `or` out of its keywords); aliases are one table for the
// whole text, subqueries and set branches included; `x=y` and `/count` are
// single tokens; FROM is found as the first `from` token at or after the
// (sub)query's start; tokens after LIMIT n are ignored. Every token keeps its
// byte span, so the structure still carries spans of the original text.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "core/match/esm/esm_variant.h"
#include "core/match/esm/spider_schema.h"
#include "core/match/esm/spider_sql.h"

namespace sqlscope::match::esm {

struct SpiderParse {
    std::optional<SpiderSql> sql;  // set on success
    // On failure, the exception the reference raised, as "Type: message"
    // ("KeyError: 'left'", "AssertionError: Error col: as").
    std::string error;
    bool ok() const { return sql.has_value(); }
};

// `isPrediction` matters only to the test-suite variant (its "value" -> "1").
SpiderParse buildSpiderSql(std::string_view query, const SpiderSchema& schema,
                           EsmVariant variant = EsmVariant::Spider, bool isPrediction = false);

}  // namespace sqlscope::match::esm
