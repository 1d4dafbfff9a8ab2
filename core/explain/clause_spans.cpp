#include "core/explain/clause_spans.h"

#include <algorithm>

#include "core/sql/ast.h"
#include "core/sql/parser.h"

namespace sqlscope::explain {

namespace {

// From the nearest `keyword` token before `first` to `last`'s end; when no
// such token precedes it, just first..last.
sql::Span fromKeyword(const std::vector<sql::Token>& tokens, sql::Keyword keyword, sql::Span first,
                      sql::Span last) {
    auto it = std::lower_bound(
        tokens.begin(), tokens.end(), first.begin,
        [](const sql::Token& t, uint32_t offset) { return t.span.begin < offset; });
    uint32_t begin = first.begin;
    while (it != tokens.begin()) {
        --it;
        if (it->kind == sql::TokenKind::Word && it->keyword == keyword) {
            begin = it->span.begin;
            break;
        }
    }
    return {begin, std::max(last.end, begin)};
}

}  // namespace

ClauseSpans clauseSpans(const sql::ParseResult& parsed) {
    ClauseSpans out;
    if (!parsed.ok()) return out;
    out.parsed = true;
    const std::vector<sql::Token>& tokens = parsed.tokens;
    const sql::SelectStatement& statement = *parsed.statement;
    const sql::SelectCore& core = statement.first;
    if (!core.isValues && !core.columns.empty())
        out.select = {core.span.begin, core.columns.back().span.end};
    if (core.quantifier == sql::SetQuantifier::Distinct) {
        // The token after SELECT.
        auto it = std::upper_bound(
            tokens.begin(), tokens.end(), core.span.begin,
            [](uint32_t offset, const sql::Token& t) { return offset < t.span.begin; });
        if (it != tokens.end() && it->keyword == sql::Keyword::DISTINCT) out.distinct = it->span;
    }
    if (core.from)
        out.from = fromKeyword(tokens, sql::Keyword::FROM, core.from->span, core.from->span);
    if (core.where)
        out.where = fromKeyword(tokens, sql::Keyword::WHERE, core.where->span, core.where->span);
    if (!core.groupBy.empty())
        out.groupBy = fromKeyword(tokens, sql::Keyword::GROUP, core.groupBy.front()->span,
                                  core.groupBy.back()->span);
    if (core.having)
        out.having =
            fromKeyword(tokens, sql::Keyword::HAVING, core.having->span, core.having->span);
    if (!statement.orderBy.empty())
        out.orderBy = fromKeyword(tokens, sql::Keyword::ORDER, statement.orderBy.front().span,
                                  statement.orderBy.back().span);
    if (statement.limit) out.limit = statement.limit->span;
    for (const sql::CompoundTerm& term : statement.compounds)
        out.setOperators.push_back(term.opSpan);
    return out;
}

}  // namespace sqlscope::explain
