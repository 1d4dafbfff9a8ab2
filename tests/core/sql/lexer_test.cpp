// Token kinds, spans, keyword lookup and unquoting.
#include <QObject>
#include <QTest>
#include <cctype>
#include <string>
#include <vector>

#include "core/sql/lexer.h"
#include "tests/test_registry.h"

using namespace sqlscope::sql;

namespace {

// "Kind@begin-end" for each token but the final End.
std::string describe(std::string_view text) {
    LexResult result = tokenize(text);
    std::string out;
    for (const Token& t : result.tokens) {
        if (t.kind == TokenKind::End) break;
        if (!out.empty()) out += ' ';
        out += std::string(tokenKindName(t.kind)) + "@" + std::to_string(t.span.begin) + "-" +
               std::to_string(t.span.end);
    }
    if (result.error)
        out += " ERROR@" + std::to_string(result.error->offset) + " " + result.error->message;
    return out;
}

}  // namespace

class LexerTest : public QObject {
    Q_OBJECT

private slots:
    void operatorsAndSpans() {
        QCOMPARE(describe("a>=1"), std::string("word@0-1 '>='@1-3 integer@3-4"));
        QCOMPARE(describe("a > = 1"), std::string("word@0-1 '>='@2-5 integer@6-7"));
        QCOMPARE(describe("a ! = 1"), std::string("word@0-1 '!='@2-5 integer@6-7"));
        QCOMPARE(describe("a < = 1"), std::string("word@0-1 '<='@2-5 integer@6-7"));
        QCOMPARE(describe("a<>b"), std::string("word@0-1 '<>'@1-3 word@3-4"));
        QCOMPARE(describe("a==b"), std::string("word@0-1 '=='@1-3 word@3-4"));
        QCOMPARE(describe("a||b->c->>d"),
                 std::string("word@0-1 '||'@1-3 word@3-4 '->'@4-6 word@6-7 '->>'@7-10 word@10-11"));
        QCOMPARE(describe("1<<2>>3&4|5~%"), std::string("integer@0-1 '<<'@1-3 integer@3-4 '>>'@4-6 "
                                                        "integer@6-7 '&'@7-8 integer@8-9 '|'@9-10 "
                                                        "integer@10-11 '~'@11-12 '%'@12-13"));
        // "> =" only joins across spaces, and never "> ==".
        QCOMPARE(describe("a >\n= 1"), std::string("word@0-1 '>'@2-3 '='@4-5 integer@6-7"));
    }

    void numbers() {
        QCOMPARE(describe("42 3.14 .5 1e10 2.5E-3 0x1F 7."),
                 std::string("integer@0-2 number@3-7 number@8-10 number@11-15 number@16-22 "
                             "integer@23-27 number@28-30"));
        QCOMPARE(describe("1e"), std::string(" ERROR@0 unrecognized token '1e'"));
        QCOMPARE(describe("t.5"), std::string("word@0-1 number@1-3"));
    }

    void quotingAndComments() {
        QCOMPARE(describe("'it''s' \"a\"\"b\" `c` [d e]"),
                 std::string("string@0-7 quoted name@8-14 quoted name@15-18 quoted name@19-24"));
        QCOMPARE(describe("a -- comment\nb /* c */ d /* open"),
                 std::string("word@0-1 word@13-14 word@23-24"));
        QCOMPARE(describe("x'0a' X'FF'"), std::string("blob@0-5 blob@6-11"));
        QCOMPARE(describe("x'0'"), std::string(" ERROR@0 malformed blob literal"));
        QCOMPARE(describe("'open"), std::string(" ERROR@0 unterminated string literal"));
        QCOMPARE(describe("[open"), std::string(" ERROR@0 unterminated [identifier]"));
    }

    void parameters() {
        QCOMPARE(describe("? ?12 :a @b $c"),
                 std::string(
                     "parameter@0-1 parameter@2-5 parameter@6-8 parameter@9-11 parameter@12-14"));
        QCOMPARE(describe("a : b"), std::string("word@0-1 ERROR@2 unrecognized token ':'"));
    }

    void keywords() {
        QCOMPARE(lookupKeyword("select"), Keyword::SELECT);
        QCOMPARE(lookupKeyword("SeLeCt"), Keyword::SELECT);
        QCOMPARE(lookupKeyword("null"), Keyword::NULL_);
        QCOMPARE(keywordText(Keyword::NULL_), std::string_view("NULL"));
        QCOMPARE(lookupKeyword("singer"), Keyword::None);
        QCOMPARE(lookupKeyword("current_timestamp"), Keyword::CURRENT_TIMESTAMP);
        QCOMPARE(reservationOf(Keyword::FROM), Reservation::Reserved);
        QCOMPARE(reservationOf(Keyword::LEFT), Reservation::JoinWord);
        QCOMPARE(reservationOf(Keyword::KEY), Reservation::Fallback);
        QCOMPARE(reservationOf(Keyword::None), Reservation::NotKeyword);
        LexResult r = tokenize("Select");
        QCOMPARE(r.tokens.front().keyword, Keyword::SELECT);
        QCOMPARE(r.tokens.back().kind, TokenKind::End);
        QCOMPARE(r.tokens.back().span.begin, 6u);
    }

    void everyKeywordLooksUp() {
        const Keyword all[] = {
#define SQLSCOPE_KEYWORD_LIST(name, reservation) Keyword::name,
            SQLSCOPE_KEYWORDS(SQLSCOPE_KEYWORD_LIST)
#undef SQLSCOPE_KEYWORD_LIST
        };
        for (Keyword k : all) {
            std::string text(keywordText(k));
            QCOMPARE(lookupKeyword(text), k);
            for (char& c : text)
                c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
            QCOMPARE(lookupKeyword(text), k);
            QCOMPARE(lookupKeyword(text + "s") == k, false);
            QCOMPARE(lookupKeyword(text.substr(0, text.size() - 1)) == k, false);
        }
        QCOMPARE(lookupKeyword("selec"), Keyword::None);
        QCOMPARE(lookupKeyword("x"), Keyword::None);
        QCOMPARE(lookupKeyword("current_timestamps"), Keyword::None);
        QCOMPARE(lookupKeyword("SELECT_"), Keyword::None);
    }

    void unquoting() {
        QCOMPARE(unquote("'it''s'", QuoteStyle::Single), std::string("it's"));
        QCOMPARE(unquote("\"a\"\"b\"", QuoteStyle::Double), std::string("a\"b"));
        QCOMPARE(unquote("`a``b`", QuoteStyle::Backtick), std::string("a`b"));
        QCOMPARE(unquote("[a]]", QuoteStyle::Bracket), std::string("a]"));
    }

    void utf8Identifiers() {
        QCOMPARE(describe("SELECT café FROM t"),
                 std::string("word@0-6 word@7-12 word@13-17 word@18-19"));
    }
};

SQLSCOPE_TEST_SUITE(LexerTest)
#include "lexer_test.moc"
