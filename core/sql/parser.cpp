// Recursive-descent parser for SQLite's SELECT, following the grammar and
// operator precedence of SQLite's parse.y (lowest first: OR; AND; NOT;
// = == != <> IS IN LIKE GLOB MATCH REGEXP BETWEEN ISNULL NOTNULL; < <= > >=;
// ESCAPE; & | << >>; + -; * / %; || -> ->>; COLLATE; unary - + ~).
#include "core/sql/parser.h"

#include <string>
#include <utility>

#include "core/sql/lexer.h"
#include "core/util/ascii_case.h"

namespace sqlscope::sql {
namespace {

// Thrown inside the parser only; parse() turns it into a ParseError value.
struct Failure {
    ParseError error;
};

class Parser {
public:
    Parser(std::string_view text, std::vector<Token> tokens, int maxDepth)
        : text_(text), tokens_(std::move(tokens)), maxDepth_(maxDepth) {}

    SelectPtr statement() {
        const Token& first = peek();
        if (first.kind == TokenKind::Word && !startsSelect(first)) {
            Keyword k = first.keyword;
            if (k == Keyword::INSERT || k == Keyword::UPDATE || k == Keyword::DELETE ||
                k == Keyword::DROP || k == Keyword::CREATE || k == Keyword::ALTER ||
                k == Keyword::PRAGMA || k == Keyword::ATTACH || k == Keyword::DETACH ||
                k == Keyword::REPLACE || k == Keyword::VACUUM || k == Keyword::REINDEX ||
                k == Keyword::ANALYZE || k == Keyword::BEGIN || k == Keyword::COMMIT ||
                k == Keyword::ROLLBACK || k == Keyword::SAVEPOINT || k == Keyword::RELEASE ||
                k == Keyword::EXPLAIN) {
                fail(first.span.begin,
                     "only SELECT statements can be read; this one starts with " +
                         upper(tokenText(first)),
                     "SELECT");
            }
        }
        if (first.kind == TokenKind::End)
            fail(first.span.begin, "empty query: expected SELECT", "SELECT");
        SelectPtr select = selectStatement();
        accept(TokenKind::Semicolon);
        while (peek().kind == TokenKind::Semicolon)
            advance();
        if (peek().kind != TokenKind::End) {
            if (tokens_[pos_ - 1].kind == TokenKind::Semicolon)
                fail(peek().span.begin,
                     "only one statement is allowed; found a second one after ';'", "end of input");
            unexpected("end of input");
        }
        return select;
    }

private:
    // ---- token access ------------------------------------------------------
    const Token& peek(size_t ahead = 0) const {
        size_t i = pos_ + ahead;
        return i < tokens_.size() ? tokens_[i] : tokens_.back();
    }
    const Token& advance() {
        const Token& t = tokens_[pos_];
        if (pos_ + 1 < tokens_.size()) ++pos_;
        return t;
    }
    uint32_t lastEnd() const { return pos_ == 0 ? 0 : tokens_[pos_ - 1].span.end; }
    Span spanFrom(uint32_t begin) const { return {begin, lastEnd()}; }
    std::string_view tokenText(const Token& t) const { return t.span.textIn(text_); }

    bool at(TokenKind kind, size_t ahead = 0) const { return peek(ahead).kind == kind; }
    bool atKeyword(Keyword k, size_t ahead = 0) const {
        const Token& t = peek(ahead);
        return t.kind == TokenKind::Word && t.keyword == k;
    }
    bool accept(TokenKind kind) {
        if (!at(kind)) return false;
        advance();
        return true;
    }
    bool acceptKeyword(Keyword k) {
        if (!atKeyword(k)) return false;
        advance();
        return true;
    }
    const Token& expect(TokenKind kind) {
        if (!at(kind)) unexpected(std::string(tokenKindName(kind)));
        return advance();
    }
    void expectKeyword(Keyword k) {
        if (!acceptKeyword(k)) unexpected(std::string(keywordText(k)));
    }

    static std::string upper(std::string_view s) {
        std::string out(s);
        for (char& c : out)
            if (c >= 'a' && c <= 'z') c = static_cast<char>(c - 'a' + 'A');
        return out;
    }

    std::string describe(const Token& t) const {
        if (t.kind == TokenKind::End) return "end of input";
        std::string_view shown = tokenText(t);
        if (shown.size() > 40) return "'" + std::string(shown.substr(0, 37)) + "...'";
        return "'" + std::string(shown) + "'";
    }

    [[noreturn]] void fail(uint32_t offset, std::string message, std::string expected = {}) {
        Failure failure;
        failure.error.offset = offset;
        failure.error.message = std::move(message);
        failure.error.expected = std::move(expected);
        throw failure;
    }
    [[noreturn]] void unexpected(const std::string& expected) {
        fail(peek().span.begin, "expected " + expected + ", found " + describe(peek()), expected);
    }

    // Bounds the recursion so that deeply nested input gives an error, not a crash.
    struct DepthGuard {
        Parser& parser;
        explicit DepthGuard(Parser& p) : parser(p) {
            if (++parser.depth_ > parser.maxDepth_)
                parser.fail(
                    parser.peek().span.begin,
                    "query nests deeper than " + std::to_string(parser.maxDepth_) + " levels");
        }
        ~DepthGuard() { --parser.depth_; }
    };

    // ---- names -------------------------------------------------------------
    static bool startsSelect(const Token& t) {
        return t.kind == TokenKind::Word &&
               (t.keyword == Keyword::SELECT || t.keyword == Keyword::VALUES ||
                t.keyword == Keyword::WITH);
    }
    bool atSubqueryStart(size_t ahead) const {
        const Token& t = peek(ahead);
        if (!startsSelect(t)) return false;
        // WITH as a bare name inside parentheses would be odd; treat WITH as the clause.
        return true;
    }

    // A token that can name a table, column, alias or function: quoted names,
    // non-keywords, fallback keywords and, where allowed, the join words.
    bool isName(const Token& t, bool allowJoinWords) const {
        if (t.kind == TokenKind::QuotedName) return true;
        if (t.kind != TokenKind::Word) return false;
        Reservation r = reservationOf(t.keyword);
        return r == Reservation::NotKeyword || r == Reservation::Fallback ||
               (allowJoinWords && r == Reservation::JoinWord);
    }
    // Reads the name token `t` into `id` (in place: AST nodes are filled
    // where they live).
    void readIdentifier(Identifier& id, const Token& t) const {
        id.span = t.span;
        id.quote = t.quote;
        if (t.kind == TokenKind::QuotedName) {
            id.name = unquote(tokenText(t), t.quote);
        } else if (t.kind == TokenKind::String) {
            id.quote = QuoteStyle::Single;
            id.name = unquote(tokenText(t), QuoteStyle::Single);
        } else {
            id.name.assign(tokenText(t));
        }
    }
    Identifier identifierFrom(const Token& t) const {
        Identifier id;
        readIdentifier(id, t);
        return id;
    }
    // The next token, consumed, when it is a name; else the error `what` expected.
    const Token& nameToken(const char* what, bool allowJoinWords = true, bool allowString = false) {
        const Token& t = peek();
        if (isName(t, allowJoinWords) || (allowString && t.kind == TokenKind::String))
            return advance();
        unexpected(what);
    }
    Identifier name(const char* what, bool allowJoinWords = true, bool allowString = false) {
        return identifierFrom(nameToken(what, allowJoinWords, allowString));
    }
    // An alias after an expression or table, with or without AS.
    std::optional<Identifier> alias(bool& withAs) {
        withAs = false;
        if (acceptKeyword(Keyword::AS)) {
            withAs = true;
            return name("alias", true, true);
        }
        const Token& t = peek();
        if (t.kind == TokenKind::String) return identifierFrom(advance());
        if (!isName(t, false) || startsClause()) return std::nullopt;
        return identifierFrom(advance());
    }
    // A fallback keyword that here begins a clause rather than naming an alias,
    // as SQLite's tokenizer and grammar decide: INDEXED BY, WINDOW name AS.
    bool startsClause() const {
        if (atKeyword(Keyword::INDEXED)) return atKeyword(Keyword::BY, 1);
        if (atKeyword(Keyword::WINDOW)) return isName(peek(1), true) && atKeyword(Keyword::AS, 2);
        return false;
    }

    // ---- statements --------------------------------------------------------
    SelectPtr selectStatement() {
        DepthGuard guard(*this);
        auto select = std::make_unique<SelectStatement>();
        uint32_t begin = peek().span.begin;
        if (atKeyword(Keyword::WITH)) select->with = withClause();
        select->first = selectCore();
        while (true) {
            const Token& t = peek();
            if (t.kind != TokenKind::Word) break;
            CompoundOp op;
            uint32_t opBegin = t.span.begin;
            if (t.keyword == Keyword::UNION) {
                advance();
                op = acceptKeyword(Keyword::ALL) ? CompoundOp::UnionAll : CompoundOp::Union;
            } else if (t.keyword == Keyword::INTERSECT) {
                advance();
                op = CompoundOp::Intersect;
            } else if (t.keyword == Keyword::EXCEPT) {
                advance();
                op = CompoundOp::Except;
            } else {
                break;
            }
            CompoundTerm term;
            term.op = op;
            term.opSpan = spanFrom(opBegin);
            term.core = selectCore();
            select->compounds.push_back(std::move(term));
        }
        if (atKeyword(Keyword::ORDER)) {
            advance();
            expectKeyword(Keyword::BY);
            select->orderBy = orderingTerms();
        }
        if (atKeyword(Keyword::LIMIT)) {
            uint32_t limitBegin = advance().span.begin;
            Limit limit;
            ExprPtr first = expr();
            if (acceptKeyword(Keyword::OFFSET)) {
                limit.count = std::move(first);
                limit.offset = expr();
            } else if (accept(TokenKind::Comma)) {
                limit.offset = std::move(first);
                limit.count = expr();
            } else {
                limit.count = std::move(first);
            }
            limit.span = spanFrom(limitBegin);
            select->limit = std::move(limit);
        }
        select->span = spanFrom(begin);
        return select;
    }

    WithClause withClause() {
        WithClause with;
        uint32_t begin = advance().span.begin;  // WITH
        with.recursive = acceptKeyword(Keyword::RECURSIVE);
        do {
            CommonTableExpr cte;
            uint32_t cteBegin = peek().span.begin;
            cte.name = name("common table name");
            if (accept(TokenKind::LeftParen)) {
                do
                    cte.columns.push_back(name("column name"));
                while (accept(TokenKind::Comma));
                expect(TokenKind::RightParen);
            }
            expectKeyword(Keyword::AS);
            if (acceptKeyword(Keyword::NOT)) {
                expectKeyword(Keyword::MATERIALIZED);
                cte.materialization = CommonTableExpr::Materialization::NotMaterialized;
            } else if (acceptKeyword(Keyword::MATERIALIZED)) {
                cte.materialization = CommonTableExpr::Materialization::Materialized;
            }
            expect(TokenKind::LeftParen);
            cte.select = selectStatement();
            expect(TokenKind::RightParen);
            cte.span = spanFrom(cteBegin);
            with.tables.push_back(std::move(cte));
        } while (accept(TokenKind::Comma));
        with.span = spanFrom(begin);
        return with;
    }

    SelectCore selectCore() {
        SelectCore core;
        uint32_t begin = peek().span.begin;
        if (acceptKeyword(Keyword::VALUES)) {
            core.isValues = true;
            do {
                expect(TokenKind::LeftParen);
                std::vector<ExprPtr> row = exprList();
                expect(TokenKind::RightParen);
                core.values.push_back(std::move(row));
            } while (accept(TokenKind::Comma));
            core.span = spanFrom(begin);
            return core;
        }
        expectKeyword(Keyword::SELECT);
        if (acceptKeyword(Keyword::DISTINCT))
            core.quantifier = SetQuantifier::Distinct;
        else if (acceptKeyword(Keyword::ALL))
            core.quantifier = SetQuantifier::All;
        do
            core.columns.push_back(resultColumn());
        while (accept(TokenKind::Comma));
        if (acceptKeyword(Keyword::FROM)) core.from = fromClause();
        if (acceptKeyword(Keyword::WHERE)) core.where = expr();
        if (atKeyword(Keyword::GROUP)) {
            advance();
            expectKeyword(Keyword::BY);
            core.groupBy = exprList();
        }
        if (acceptKeyword(Keyword::HAVING)) core.having = expr();
        if (atKeyword(Keyword::WINDOW) && isName(peek(1), true) && atKeyword(Keyword::AS, 2)) {
            advance();
            do {
                NamedWindow window;
                uint32_t windowBegin = peek().span.begin;
                window.name = name("window name");
                expectKeyword(Keyword::AS);
                window.spec = windowSpecInParens();
                window.span = spanFrom(windowBegin);
                core.windows.push_back(std::move(window));
            } while (accept(TokenKind::Comma));
        }
        core.span = spanFrom(begin);
        return core;
    }

    ResultColumn resultColumn() {
        ResultColumn column;
        uint32_t begin = peek().span.begin;
        if (accept(TokenKind::Star)) {
            column.kind = ResultColumn::Kind::Star;
        } else if (isName(peek(), true) && at(TokenKind::Dot, 1) && at(TokenKind::Star, 2)) {
            column.kind = ResultColumn::Kind::TableStar;
            column.table = identifierFrom(advance());
            advance();
            advance();
        } else {
            column.kind = ResultColumn::Kind::Expression;
            column.expr = expr();
            column.alias = alias(column.aliasWithAs);
        }
        column.span = spanFrom(begin);
        return column;
    }

    std::vector<OrderingTerm> orderingTerms() {
        std::vector<OrderingTerm> terms;
        do {
            OrderingTerm term;
            uint32_t begin = peek().span.begin;
            term.expr = expr();
            if (acceptKeyword(Keyword::ASC))
                term.order = SortOrder::Asc;
            else if (acceptKeyword(Keyword::DESC))
                term.order = SortOrder::Desc;
            if (acceptKeyword(Keyword::NULLS)) {
                if (acceptKeyword(Keyword::FIRST))
                    term.nulls = NullsOrder::First;
                else if (acceptKeyword(Keyword::LAST))
                    term.nulls = NullsOrder::Last;
                else
                    unexpected("FIRST or LAST");
            }
            term.span = spanFrom(begin);
            terms.push_back(std::move(term));
        } while (accept(TokenKind::Comma));
        return terms;
    }

    // ---- FROM --------------------------------------------------------------
    FromClause fromClause() {
        DepthGuard guard(*this);
        FromClause from;
        uint32_t begin = peek().span.begin;
        from.items.push_back(fromItem(JoinOperator{}));
        while (true) {
            JoinOperator join;
            uint32_t joinBegin = peek().span.begin;
            if (accept(TokenKind::Comma)) {
                join.kind = JoinOperator::Kind::Comma;
            } else if (!joinOperator(join)) {
                break;
            }
            join.span = spanFrom(joinBegin);
            from.items.push_back(fromItem(join));
        }
        from.span = spanFrom(begin);
        return from;
    }

    // [NATURAL] [LEFT [OUTER] | RIGHT [OUTER] | FULL [OUTER] | INNER | CROSS] JOIN
    bool joinOperator(JoinOperator& join) {
        size_t start = pos_;
        join.natural = acceptKeyword(Keyword::NATURAL);
        join.kind = JoinOperator::Kind::Join;
        if (acceptKeyword(Keyword::LEFT))
            join.kind = JoinOperator::Kind::Left;
        else if (acceptKeyword(Keyword::RIGHT))
            join.kind = JoinOperator::Kind::Right;
        else if (acceptKeyword(Keyword::FULL))
            join.kind = JoinOperator::Kind::Full;
        else if (acceptKeyword(Keyword::INNER))
            join.kind = JoinOperator::Kind::Inner;
        else if (acceptKeyword(Keyword::CROSS))
            join.kind = JoinOperator::Kind::Cross;
        if (join.kind == JoinOperator::Kind::Left || join.kind == JoinOperator::Kind::Right ||
            join.kind == JoinOperator::Kind::Full)
            join.outer = acceptKeyword(Keyword::OUTER);
        if (acceptKeyword(Keyword::JOIN)) return true;
        if (pos_ == start) return false;
        unexpected("JOIN");
    }

    FromItem fromItem(const JoinOperator& join) {
        FromItem item;
        item.join = join;
        uint32_t begin = peek().span.begin;
        if (accept(TokenKind::LeftParen)) {
            if (atSubqueryStart(0)) {
                item.source = TableSubquery{selectStatement()};
            } else {
                NestedJoin nested;
                nested.from = std::make_unique<FromClause>(fromClause());
                item.source = std::move(nested);
            }
            expect(TokenKind::RightParen);
        } else {
            Identifier first = name("table name", false, true);
            std::optional<Identifier> schema;
            if (accept(TokenKind::Dot)) {
                schema = std::move(first);
                first = name("table name", true, true);
            }
            if (accept(TokenKind::LeftParen)) {
                TableFunction function{std::move(schema), std::move(first), {}};
                if (!at(TokenKind::RightParen)) function.arguments = exprList();
                expect(TokenKind::RightParen);
                item.source = std::move(function);
            } else {
                item.source = TableName{std::move(schema), std::move(first)};
            }
        }
        item.alias = alias(item.aliasWithAs);
        if (atKeyword(Keyword::INDEXED) && atKeyword(Keyword::BY, 1)) {
            advance();
            advance();
            item.indexing = FromItem::Indexing::IndexedBy;
            item.indexName = name("index name");
        } else if (atKeyword(Keyword::NOT) && atKeyword(Keyword::INDEXED, 1)) {
            advance();
            advance();
            item.indexing = FromItem::Indexing::NotIndexed;
        }
        item.span = spanFrom(begin);
        if (acceptKeyword(Keyword::ON)) {
            item.on = expr();
        } else if (acceptKeyword(Keyword::USING)) {
            expect(TokenKind::LeftParen);
            std::vector<Identifier> columns;
            do
                columns.push_back(name("column name"));
            while (accept(TokenKind::Comma));
            expect(TokenKind::RightParen);
            item.usingColumns = std::move(columns);
        }
        return item;
    }

    // ---- windows -----------------------------------------------------------
    WindowSpec windowSpecInParens() {
        WindowSpec spec;
        uint32_t begin = expect(TokenKind::LeftParen).span.begin;
        const Token& t = peek();
        bool clauseWord = atKeyword(Keyword::PARTITION) || atKeyword(Keyword::ORDER) ||
                          atKeyword(Keyword::RANGE) || atKeyword(Keyword::ROWS) ||
                          atKeyword(Keyword::GROUPS);
        if (isName(t, false) && !clauseWord) spec.baseName = identifierFrom(advance());
        if (atKeyword(Keyword::PARTITION)) {
            advance();
            expectKeyword(Keyword::BY);
            spec.partitionBy = exprList();
        }
        if (atKeyword(Keyword::ORDER)) {
            advance();
            expectKeyword(Keyword::BY);
            spec.orderBy = orderingTerms();
        }
        if (atKeyword(Keyword::RANGE) || atKeyword(Keyword::ROWS) || atKeyword(Keyword::GROUPS))
            spec.frame = frameSpec();
        expect(TokenKind::RightParen);
        spec.span = spanFrom(begin);
        return spec;
    }

    FrameSpec frameSpec() {
        FrameSpec frame;
        uint32_t begin = peek().span.begin;
        Keyword unit = advance().keyword;
        frame.unit = unit == Keyword::RANGE  ? FrameSpec::Unit::Range
                     : unit == Keyword::ROWS ? FrameSpec::Unit::Rows
                                             : FrameSpec::Unit::Groups;
        if (acceptKeyword(Keyword::BETWEEN)) {
            frame.between = true;
            frame.start = frameBound();
            expectKeyword(Keyword::AND);
            frame.end = frameBound();
        } else {
            frame.start = frameBound();
        }
        if (acceptKeyword(Keyword::EXCLUDE)) {
            if (acceptKeyword(Keyword::NO)) {
                expectKeyword(Keyword::OTHERS);
                frame.exclude = FrameSpec::Exclude::NoOthers;
            } else if (acceptKeyword(Keyword::CURRENT)) {
                expectKeyword(Keyword::ROW);
                frame.exclude = FrameSpec::Exclude::CurrentRow;
            } else if (acceptKeyword(Keyword::GROUP)) {
                frame.exclude = FrameSpec::Exclude::Group;
            } else if (acceptKeyword(Keyword::TIES)) {
                frame.exclude = FrameSpec::Exclude::Ties;
            } else {
                unexpected("NO OTHERS, CURRENT ROW, GROUP or TIES");
            }
        }
        frame.span = spanFrom(begin);
        return frame;
    }

    FrameBound frameBound() {
        FrameBound bound;
        if (atKeyword(Keyword::UNBOUNDED)) {
            advance();
            if (acceptKeyword(Keyword::PRECEDING))
                bound.kind = FrameBound::Kind::UnboundedPreceding;
            else if (acceptKeyword(Keyword::FOLLOWING))
                bound.kind = FrameBound::Kind::UnboundedFollowing;
            else
                unexpected("PRECEDING or FOLLOWING");
            return bound;
        }
        if (atKeyword(Keyword::CURRENT) && atKeyword(Keyword::ROW, 1)) {
            advance();
            advance();
            bound.kind = FrameBound::Kind::CurrentRow;
            return bound;
        }
        bound.offset = bitwise();
        if (acceptKeyword(Keyword::PRECEDING))
            bound.kind = FrameBound::Kind::Preceding;
        else if (acceptKeyword(Keyword::FOLLOWING))
            bound.kind = FrameBound::Kind::Following;
        else
            unexpected("PRECEDING or FOLLOWING");
        return bound;
    }

    // ---- expressions -------------------------------------------------------
    template <typename Node>
    static ExprPtr make(Node node, Span span) {
        // Built in place: a default Expr would construct a Literal first.
        return ExprPtr(new Expr{ExprNode(std::in_place_type<Node>, std::move(node)), span});
    }
    static ExprPtr makeBinary(BinaryOp op, ExprPtr left, ExprPtr right) {
        Span span = Span::cover(left->span, right->span);
        return make(Binary{op, std::move(left), std::move(right)}, span);
    }

    std::vector<ExprPtr> exprList() {
        std::vector<ExprPtr> list;
        do
            list.push_back(expr());
        while (accept(TokenKind::Comma));
        return list;
    }

    ExprPtr expr() {
        DepthGuard guard(*this);
        return orExpr();
    }

    ExprPtr orExpr() {
        ExprPtr left = andExpr();
        while (acceptKeyword(Keyword::OR))
            left = makeBinary(BinaryOp::Or, std::move(left), andExpr());
        return left;
    }

    ExprPtr andExpr() {
        ExprPtr left = notExpr();
        while (acceptKeyword(Keyword::AND))
            left = makeBinary(BinaryOp::And, std::move(left), notExpr());
        return left;
    }

    ExprPtr notExpr() {
        if (atKeyword(Keyword::NOT)) {
            DepthGuard guard(*this);
            uint32_t begin = advance().span.begin;
            ExprPtr operand = notExpr();
            Span span{begin, operand->span.end};
            return make(Unary{UnaryOp::Not, std::move(operand)}, span);
        }
        return equality();
    }

    // The equality level: = == != <> IS [NOT] [DISTINCT FROM], [NOT] IN,
    // [NOT] LIKE/GLOB/REGEXP/MATCH [ESCAPE], [NOT] BETWEEN, ISNULL, NOTNULL, NOT NULL.
    ExprPtr equality() {
        ExprPtr left = comparison();
        while (true) {
            const Token& t = peek();
            uint32_t begin = left->span.begin;
            switch (t.kind) {
                case TokenKind::Eq:
                    advance();
                    left = makeBinary(BinaryOp::Eq, std::move(left), comparison());
                    continue;
                case TokenKind::EqEq:
                    advance();
                    left = makeBinary(BinaryOp::EqEq, std::move(left), comparison());
                    continue;
                case TokenKind::Ne:
                    advance();
                    left = makeBinary(BinaryOp::Ne, std::move(left), comparison());
                    continue;
                case TokenKind::LtGt:
                    advance();
                    left = makeBinary(BinaryOp::LtGt, std::move(left), comparison());
                    continue;
                default:
                    break;
            }
            if (t.kind != TokenKind::Word) return left;
            Keyword k = t.keyword;
            if (k == Keyword::IS) {
                advance();
                bool negated = acceptKeyword(Keyword::NOT);
                BinaryOp op = negated ? BinaryOp::IsNot : BinaryOp::Is;
                if (acceptKeyword(Keyword::DISTINCT)) {
                    expectKeyword(Keyword::FROM);
                    op = negated ? BinaryOp::IsNotDistinctFrom : BinaryOp::IsDistinctFrom;
                }
                left = makeBinary(op, std::move(left), comparison());
                continue;
            }
            if (k == Keyword::ISNULL || k == Keyword::NOTNULL) {
                advance();
                NullTest test{
                    k == Keyword::ISNULL ? NullTest::Form::IsNull : NullTest::Form::NotNull,
                    std::move(left)};
                left = comparison(make(std::move(test), spanFrom(begin)));
                continue;
            }
            bool negated = false;
            if (k == Keyword::NOT) {
                const Token& next = peek(1);
                if (next.kind != TokenKind::Word) return left;
                Keyword nk = next.keyword;
                if (nk == Keyword::NULL_) {
                    advance();
                    advance();
                    left = comparison(make(NullTest{NullTest::Form::NotSpaceNull, std::move(left)},
                                           spanFrom(begin)));
                    continue;
                }
                if (nk != Keyword::IN && nk != Keyword::LIKE && nk != Keyword::GLOB &&
                    nk != Keyword::REGEXP && nk != Keyword::MATCH && nk != Keyword::BETWEEN)
                    return left;
                advance();
                negated = true;
                k = nk;
            }
            switch (k) {
                case Keyword::IN:
                    advance();
                    left = comparison(inRest(std::move(left), negated, begin));
                    continue;
                case Keyword::LIKE:
                    left =
                        comparison(patternRest(PatternOp::Like, std::move(left), negated, begin));
                    continue;
                case Keyword::GLOB:
                    left =
                        comparison(patternRest(PatternOp::Glob, std::move(left), negated, begin));
                    continue;
                case Keyword::REGEXP:
                    left =
                        comparison(patternRest(PatternOp::Regexp, std::move(left), negated, begin));
                    continue;
                case Keyword::MATCH:
                    left =
                        comparison(patternRest(PatternOp::Match, std::move(left), negated, begin));
                    continue;
                case Keyword::BETWEEN: {
                    advance();
                    Between between;
                    between.negated = negated;
                    between.operand = std::move(left);
                    // The middle operand may hold anything but AND and OR (a
                    // BETWEEN b = c AND d), as SQLite's grammar shifts into it.
                    DepthGuard guard(*this);  // a BETWEEN b BETWEEN c ... recurses here
                    between.low = notExpr();
                    expectKeyword(Keyword::AND);
                    between.high = comparison();
                    left = comparison(make(std::move(between), spanFrom(begin)));
                    continue;
                }
                default:
                    return left;
            }
        }
    }

    ExprPtr patternRest(PatternOp op, ExprPtr operand, bool negated, uint32_t begin) {
        advance();
        Pattern pattern;
        pattern.op = op;
        pattern.negated = negated;
        pattern.operand = std::move(operand);
        pattern.pattern = comparison();
        if (acceptKeyword(Keyword::ESCAPE)) pattern.escape = bitwise();
        return make(std::move(pattern), spanFrom(begin));
    }

    ExprPtr inRest(ExprPtr operand, bool negated, uint32_t begin) {
        In in;
        in.negated = negated;
        in.operand = std::move(operand);
        if (accept(TokenKind::LeftParen)) {
            if (atSubqueryStart(0)) {
                in.subquery = selectStatement();
            } else if (!at(TokenKind::RightParen)) {
                in.list = exprList();
            }
            expect(TokenKind::RightParen);
        } else {
            Identifier first = name("'(' or table name", true);
            if (accept(TokenKind::Dot)) {
                in.schema = std::move(first);
                first = name("table name");
            }
            in.table = std::move(first);
            if (accept(TokenKind::LeftParen)) {
                in.tableFunction = true;
                if (!at(TokenKind::RightParen)) in.list = exprList();
                expect(TokenKind::RightParen);
            }
        }
        return make(std::move(in), spanFrom(begin));
    }

    // The binary levels below equality, loosest first: < <= > >=; & | << >>;
    // + -; * / %; || -> ->>. All associate to the left.
    enum BinaryLevel : int {
        kComparisonLevel = 0,
        kBitwiseLevel,
        kAdditiveLevel,
        kMultiplicativeLevel,
        kConcatLevel,
    };
    struct LeveledOperator {
        BinaryOp op;
        int level;  // < 0: the token is none of these operators
    };
    static LeveledOperator binaryOperatorOf(TokenKind kind) {
        switch (kind) {
            case TokenKind::Lt:
                return {BinaryOp::Lt, kComparisonLevel};
            case TokenKind::Le:
                return {BinaryOp::Le, kComparisonLevel};
            case TokenKind::Gt:
                return {BinaryOp::Gt, kComparisonLevel};
            case TokenKind::Ge:
                return {BinaryOp::Ge, kComparisonLevel};
            case TokenKind::BitAnd:
                return {BinaryOp::BitAnd, kBitwiseLevel};
            case TokenKind::BitOr:
                return {BinaryOp::BitOr, kBitwiseLevel};
            case TokenKind::ShiftLeft:
                return {BinaryOp::ShiftLeft, kBitwiseLevel};
            case TokenKind::ShiftRight:
                return {BinaryOp::ShiftRight, kBitwiseLevel};
            case TokenKind::Plus:
                return {BinaryOp::Add, kAdditiveLevel};
            case TokenKind::Minus:
                return {BinaryOp::Subtract, kAdditiveLevel};
            case TokenKind::Star:
                return {BinaryOp::Multiply, kMultiplicativeLevel};
            case TokenKind::Slash:
                return {BinaryOp::Divide, kMultiplicativeLevel};
            case TokenKind::Percent:
                return {BinaryOp::Modulo, kMultiplicativeLevel};
            case TokenKind::Concat:
                return {BinaryOp::Concat, kConcatLevel};
            case TokenKind::Arrow:
                return {BinaryOp::Extract, kConcatLevel};
            case TokenKind::Arrow2:
                return {BinaryOp::ExtractText, kConcatLevel};
            default:
                return {BinaryOp::Or, -1};
        }
    }

    // Each entry point below takes an optional `seed`: an operand already
    // parsed at the equality level (a ISNULL, a IN (...), a LIKE b ESCAPE c, a
    // BETWEEN ...) that tighter operators may still take as their left
    // operand, as SQLite's LALR grammar does: `a ISNULL + 1` is `(a ISNULL) + 1`.
    ExprPtr comparison(ExprPtr seed = nullptr) {
        return binaryFrom(kComparisonLevel, std::move(seed));
    }
    ExprPtr bitwise(ExprPtr seed = nullptr) { return binaryFrom(kBitwiseLevel, std::move(seed)); }

    // The operators of `minLevel` and tighter, by precedence climbing (one
    // loop instead of one function per level).
    ExprPtr binaryFrom(int minLevel, ExprPtr seed) {
        ExprPtr left = collate(std::move(seed));
        while (true) {
            const LeveledOperator next = binaryOperatorOf(peek().kind);
            if (next.level < minLevel) return left;
            advance();
            left = makeBinary(next.op, std::move(left), binaryFrom(next.level + 1, nullptr));
        }
    }

    ExprPtr collate(ExprPtr seed = nullptr) {
        ExprPtr operand = seed ? std::move(seed) : unary();
        while (acceptKeyword(Keyword::COLLATE)) {
            uint32_t begin = operand->span.begin;
            Identifier collation = name("collation name", true, true);
            operand = make(Collate{std::move(operand), std::move(collation)}, spanFrom(begin));
        }
        return operand;
    }

    ExprPtr unary() {
        UnaryOp op;
        switch (peek().kind) {
            case TokenKind::Minus:
                op = UnaryOp::Minus;
                break;
            case TokenKind::Plus:
                op = UnaryOp::Plus;
                break;
            case TokenKind::BitNot:
                op = UnaryOp::BitNot;
                break;
            default:
                return primary();
        }
        DepthGuard guard(*this);
        uint32_t begin = advance().span.begin;
        ExprPtr operand = unary();
        Span span{begin, operand->span.end};
        return make(Unary{op, std::move(operand)}, span);
    }

    ExprPtr primary() {
        const Token& t = peek();
        uint32_t begin = t.span.begin;
        switch (t.kind) {
            case TokenKind::Integer:
                advance();
                return make(Literal{Literal::Kind::Integer, std::string(tokenText(t))}, t.span);
            case TokenKind::Real:
                advance();
                return make(Literal{Literal::Kind::Real, std::string(tokenText(t))}, t.span);
            case TokenKind::String:
                advance();
                return make(
                    Literal{Literal::Kind::String, unquote(tokenText(t), QuoteStyle::Single)},
                    t.span);
            case TokenKind::Blob: {
                advance();
                std::string_view text = tokenText(t);
                return make(
                    Literal{Literal::Kind::Blob, std::string(text.substr(2, text.size() - 3))},
                    t.span);
            }
            case TokenKind::Parameter:
                advance();
                return make(Parameter{std::string(tokenText(t))}, t.span);
            case TokenKind::LeftParen:
                return parenthesized();
            case TokenKind::Word:
            case TokenKind::QuotedName:
                break;
            default:
                unexpected("expression");
        }
        if (t.kind == TokenKind::Word) {
            switch (t.keyword) {
                case Keyword::NULL_:
                    advance();
                    return make(Literal{Literal::Kind::Null, {}}, t.span);
                case Keyword::CURRENT_TIME:
                    advance();
                    return make(Literal{Literal::Kind::CurrentTime, {}}, t.span);
                case Keyword::CURRENT_DATE:
                    advance();
                    return make(Literal{Literal::Kind::CurrentDate, {}}, t.span);
                case Keyword::CURRENT_TIMESTAMP:
                    advance();
                    return make(Literal{Literal::Kind::CurrentTimestamp, {}}, t.span);
                case Keyword::CASE:
                    return caseExpr();
                case Keyword::NOT:
                    return notExpr();  // a prefix NOT as an operand, as SQLite's grammar allows: a
                                       // = NOT b
                case Keyword::EXISTS: {
                    DepthGuard guard(*this);
                    advance();
                    expect(TokenKind::LeftParen);
                    SelectPtr select = selectStatement();
                    expect(TokenKind::RightParen);
                    return make(Exists{std::move(select)}, spanFrom(begin));
                }
                case Keyword::CAST:
                    if (at(TokenKind::LeftParen, 1)) return castExpr();
                    break;
                case Keyword::RAISE:
                    if (at(TokenKind::LeftParen, 1))
                        fail(begin, "RAISE() is only allowed inside triggers");
                    break;
                default:
                    break;
            }
            if (!isName(t, true)) unexpected("expression");
            if (t.keyword == Keyword::None && !at(TokenKind::LeftParen, 1) &&
                !at(TokenKind::Dot, 1)) {
                const std::string_view word = tokenText(t);
                const bool isTrue = util::equalsIgnoringAsciiCase(word, "TRUE");
                if (isTrue || util::equalsIgnoringAsciiCase(word, "FALSE")) {
                    advance();
                    return make(Literal{isTrue ? Literal::Kind::True : Literal::Kind::False, {}},
                                t.span);
                }
            }
        }
        if (at(TokenKind::LeftParen, 1)) return functionCall();
        // [schema.][table.]column: the tokens first, then the names into the node.
        const Token& first = advance();
        const Token* second = nullptr;
        const Token* third = nullptr;
        if (accept(TokenKind::Dot)) {
            second = &nameToken("column name", true, true);
            if (accept(TokenKind::Dot)) third = &nameToken("column name", true, true);
        }
        ExprPtr column = make(ColumnRef{}, spanFrom(begin));
        ColumnRef& ref = std::get<ColumnRef>(column->node);
        if (third) {
            readIdentifier(ref.schema.emplace(), first);
            readIdentifier(ref.table.emplace(), *second);
            readIdentifier(ref.column, *third);
        } else if (second) {
            readIdentifier(ref.table.emplace(), first);
            readIdentifier(ref.column, *second);
        } else {
            readIdentifier(ref.column, first);
        }
        return column;
    }

    ExprPtr parenthesized() {
        DepthGuard guard(*this);
        uint32_t begin = advance().span.begin;  // (
        if (atSubqueryStart(0)) {
            SelectPtr select = selectStatement();
            expect(TokenKind::RightParen);
            return make(Subquery{std::move(select)}, spanFrom(begin));
        }
        std::vector<ExprPtr> list = exprList();
        expect(TokenKind::RightParen);
        if (list.size() == 1) {
            ExprPtr inner = std::move(list.front());
            inner->span = spanFrom(begin);  // the parentheses belong to what they enclose
            return inner;
        }
        return make(RowValue{std::move(list)}, spanFrom(begin));
    }

    ExprPtr caseExpr() {
        DepthGuard guard(*this);
        uint32_t begin = advance().span.begin;  // CASE
        Case node;
        if (!atKeyword(Keyword::WHEN)) node.operand = expr();
        if (!atKeyword(Keyword::WHEN)) unexpected("WHEN");
        while (acceptKeyword(Keyword::WHEN)) {
            CaseWhen when;
            when.when = expr();
            expectKeyword(Keyword::THEN);
            when.then = expr();
            node.whens.push_back(std::move(when));
        }
        if (acceptKeyword(Keyword::ELSE)) node.otherwise = expr();
        expectKeyword(Keyword::END);
        return make(std::move(node), spanFrom(begin));
    }

    ExprPtr castExpr() {
        DepthGuard guard(*this);
        uint32_t begin = advance().span.begin;  // CAST
        expect(TokenKind::LeftParen);
        Cast cast;
        cast.operand = expr();
        expectKeyword(Keyword::AS);
        cast.type = typeName();
        expect(TokenKind::RightParen);
        return make(std::move(cast), spanFrom(begin));
    }

    TypeName typeName() {
        TypeName type;
        uint32_t begin = peek().span.begin;
        // The words as written, quotes included ([x)y] stays one word), so
        // printing gives them back; SQLite also accepts an empty type name.
        while (isName(peek(), true) || at(TokenKind::String)) {
            if (!type.name.empty()) type.name += ' ';
            type.name += tokenText(advance());
        }
        if (accept(TokenKind::LeftParen)) {
            do
                type.arguments.push_back(signedNumber());
            while (accept(TokenKind::Comma));
            expect(TokenKind::RightParen);
        }
        type.span = spanFrom(begin);
        return type;
    }

    std::string signedNumber() {
        std::string sign;
        if (accept(TokenKind::Minus))
            sign = "-";
        else if (accept(TokenKind::Plus))
            sign = "+";
        const Token& t = peek();
        if (t.kind != TokenKind::Integer && t.kind != TokenKind::Real) unexpected("number");
        advance();
        return sign + std::string(tokenText(t));
    }

    ExprPtr functionCall() {
        DepthGuard guard(*this);
        uint32_t begin = peek().span.begin;
        FunctionCall call;
        call.name = identifierFrom(advance());
        expect(TokenKind::LeftParen);
        if (accept(TokenKind::Star)) {
            call.star = true;
        } else if (!at(TokenKind::RightParen)) {
            if (acceptKeyword(Keyword::DISTINCT))
                call.distinct = true;
            else
                acceptKeyword(Keyword::ALL);
            call.arguments = exprList();
        }
        expect(TokenKind::RightParen);
        if (atKeyword(Keyword::FILTER) && at(TokenKind::LeftParen, 1)) {
            advance();
            advance();
            expectKeyword(Keyword::WHERE);
            call.filter = expr();
            expect(TokenKind::RightParen);
        }
        if (atKeyword(Keyword::OVER) && (at(TokenKind::LeftParen, 1) || isName(peek(1), false))) {
            advance();
            if (at(TokenKind::LeftParen)) {
                call.over = std::make_unique<WindowSpec>(windowSpecInParens());
            } else {
                auto spec = std::make_unique<WindowSpec>();
                spec->bareName = true;
                spec->baseName = name("window name");
                spec->span = spec->baseName->span;
                call.over = std::move(spec);
            }
        }
        return make(std::move(call), spanFrom(begin));
    }

public:
    std::vector<Token> takeTokens() { return std::move(tokens_); }

private:
    std::string_view text_;
    std::vector<Token> tokens_;
    size_t pos_ = 0;
    int depth_ = 0;
    int maxDepth_ = kMaxNestingDepth;
};

}  // namespace

ParseResult parse(std::string_view sql, const ParseOptions& options) {
    ParseResult result;
    LexResult lexed = tokenize(sql);
    if (lexed.error) {
        result.error = std::move(lexed.error);
        return result;
    }
    Parser parser(sql, std::move(lexed.tokens), options.maxNestingDepth);
    try {
        result.statement = parser.statement();
        result.tokens = parser.takeTokens();
    } catch (Failure& failure) {
        failure.error.locate(sql);
        result.error = std::move(failure.error);
    } catch (const std::bad_alloc&) {
        ParseError error;
        error.message = "out of memory while parsing";
        result.error = error;
    }
    return result;
}

}  // namespace sqlscope::sql
