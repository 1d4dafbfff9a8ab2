// Flat operator chains of a million terms parse, print, dump and destroy
// without recursion (sql/expr_chain.h); true nesting stops at the nesting
// limit with a positioned error, wherever the parser recurses.
#include <QObject>
#include <QTest>
#include <string>

#include "core/sql/expr_chain.h"
#include "core/sql/parser.h"
#include "core/sql/printer.h"
#include "core/sql/tree_dump.h"
#include "tests/test_registry.h"

using namespace sqlscope::sql;

namespace {

constexpr int kTerms = 1'000'000;

std::string joined(const std::string& term, const std::string& separator, int n) {
    std::string out;
    out.reserve((term.size() + separator.size()) * static_cast<size_t>(n));
    for (int i = 0; i < n; ++i) {
        if (i) out += separator;
        out += term;
    }
    return out;
}

// Parses `text`, checks that it prints as `printed`, that the dump has a
// line per node, and that the chain is as deep as it is long.
void roundTrip(const std::string& text, const std::string& printed, size_t nodes) {
    ParseResult parsed = parse(text);
    QVERIFY2(parsed.ok(), parsed.error ? parsed.error->message.c_str() : "");
    QCOMPARE(print(*parsed.statement), printed);
    const std::string dump = dumpTree(*parsed.statement, {.spans = false});
    size_t lines = 0;
    for (char c : dump)
        lines += c == '\n';
    QVERIFY2(lines >= nodes, std::to_string(lines).c_str());
    size_t depth = 0;
    const Expr* e = parsed.statement->first.where ? parsed.statement->first.where.get()
                                                  : parsed.statement->first.columns[0].expr.get();
    while (e) {
        ++depth;
        e = chainOperand(*e);
    }
    QVERIFY(depth >= static_cast<size_t>(kTerms / 4));
    // ~ParseResult destroys the million-deep tree here.
}

}  // namespace

class OperatorChainsTest : public QObject {
    Q_OBJECT

private slots:
    void additionChain() {
        roundTrip("SELECT " + joined("1", "+", kTerms), "SELECT " + joined("1", " + ", kTerms),
                  2 * kTerms);
    }

    void concatenationChain() {
        roundTrip("SELECT " + joined("'a'", "||", kTerms),
                  "SELECT " + joined("'a'", " || ", kTerms), 2 * kTerms);
    }

    void andAndOrChains() {
        roundTrip("SELECT 1 WHERE " + joined("a = 1", " AND ", kTerms),
                  "SELECT 1 WHERE " + joined("a = 1", " AND ", kTerms), 3 * kTerms);
        roundTrip("SELECT 1 WHERE " + joined("a = 1", " OR ", kTerms),
                  "SELECT 1 WHERE " + joined("a = 1", " OR ", kTerms), 3 * kTerms);
    }

    void postfixChains() {
        std::string isnull = "SELECT a";
        std::string in = "SELECT a";
        std::string collate = "SELECT a";
        for (int i = 0; i < kTerms / 2; ++i) {
            isnull += " ISNULL + 1";
            in += " IN (1)";
            collate += " COLLATE x";
        }
        roundTrip(isnull, isnull, kTerms);
        roundTrip(in, in, kTerms);
        roundTrip(collate, collate, kTerms / 2);
    }

    // A destructor that recursed would overflow here, with no parse involved.
    void builtTreeIsDestroyedWithoutRecursion() {
        ExprPtr chain = std::make_unique<Expr>(Literal{Literal::Kind::Integer, "1"}, Span{});
        for (int i = 0; i < kTerms; ++i) {
            auto right = std::make_unique<Expr>(Literal{Literal::Kind::Integer, "1"}, Span{});
            chain = std::make_unique<Expr>(
                Binary{BinaryOp::Add, std::move(chain), std::move(right)}, Span{});
        }
        ExprPtr wrapped =
            std::make_unique<Expr>(Unary{UnaryOp::Minus, std::move(chain)}, Span{});  // not a chain
        wrapped.reset();
    }

    // True nesting: an error at the nesting limit, positioned at the token
    // that would open one level too many.
    void deepNestingIsAPositionedError() {
        const int depth = 100'000;
        std::string parens = "SELECT " + std::string(depth, '(') + "1" + std::string(depth, ')');
        std::string subqueries;
        for (int i = 0; i < depth; ++i)
            subqueries += "SELECT * FROM (";
        subqueries += "SELECT 1" + std::string(depth, ')');
        std::string between = "SELECT 1";
        for (int i = 0; i < depth; ++i)
            between += " BETWEEN 1";
        for (int i = 0; i < depth; ++i)
            between += " AND 1";
        std::string nots = "SELECT " + joined("NOT", " ", depth) + " 1";
        for (const std::string* text : {&parens, &subqueries, &between, &nots}) {
            ParseResult r = parse(*text);
            QVERIFY(!r.ok());
            QCOMPARE(r.error->message, std::string("query nests deeper than 200 levels"));
            QCOMPARE(r.error->line, 1u);
            QVERIFY(r.error->offset > 0 && r.error->offset < text->size());
            QCOMPARE(r.error->column, r.error->offset + 1);
        }
        ParseResult r = parse(parens);
        QCOMPARE(r.error->offset, 7u + 99u);  // two levels per parenthesis: the 100th opens 201
    }
};

SQLSCOPE_TEST_SUITE(OperatorChainsTest)
#include "operator_chains_test.moc"
