// The Spider token stream keeps byte spans of the original text (docs/metrics/esm.md#tokenization):
// plain words, literals (with the quotes they had), merged operators, UTF-8
// text, and the test-suite "value" -> "1" rewrite.
#include <QObject>
#include <QTest>
#include <string>

#include "core/match/esm/spider_tokenizer.h"
#include "tests/test_registry.h"

using namespace sqlscope::match::esm;

namespace {

// "text@begin-end" per token ('L' suffix for literals).
std::string describe(std::string_view query, bool testSuite = false) {
    SpiderTokenizerOptions options;
    options.replaceValuePlaceholder = testSuite;
    SpiderTokenization result = tokenizeForSpider(query, options);
    if (!result.ok()) return "error " + result.error;
    std::string out;
    for (const SpiderToken& t : result.tokens) {
        if (!out.empty()) out += ' ';
        out += t.text;
        out += "@" + std::to_string(t.span.begin) + "-" + std::to_string(t.span.end);
        if (t.literal) out += 'L';
    }
    return out;
}

}  // namespace

class SpiderTokenizerTest : public QObject {
    Q_OBJECT

private slots:
    void wordsKeepTheirSpans() {
        QCOMPARE(
            describe("SELECT count(*) FROM Dogs"),
            std::string("select@0-6 count@7-12 (@12-13 *@13-14 )@14-15 from@16-20 dogs@21-25"));
    }

    void literalsSpanTheirQuotes() {
        QCOMPARE(describe("WHERE b = 'Bul dog'"),
                 std::string("where@0-5 b@6-7 =@8-9 \"Bul dog\"@10-19L"));
        QCOMPARE(describe("x IN(\"a\")"), std::string("x@0-1 in@2-4 (@4-5 \"a\"@5-8L )@8-9"));
    }

    void mergedOperatorsCoverBothTokens() {
        QCOMPARE(describe("a > = 1"), std::string("a@0-1 >=@2-5 1@6-7"));
        // Without spaces "!" splits off and "=1" stays glued: no merge.
        QCOMPARE(describe("a!=1"), std::string("a@0-1 !@1-2 =1@2-4"));
    }

    void utf8SpansAreBytes() {
        // "é" is two bytes; the placeholder of the literal uses code point indices.
        QCOMPARE(describe("SELECT 'é' , x"), std::string("select@0-6 \"é\"@7-11L ,@12-13 x@14-15"));
        QCOMPARE(describe("SELECT Ébc FROM t"),
                 std::string("select@0-6 ébc@7-11 from@12-16 t@17-18"));
    }

    void testSuiteRewritesValueInThePrediction() {
        QCOMPARE(describe("WHERE a = value", true), std::string("where@0-5 a@6-7 =@8-9 1@10-15"));
        QCOMPARE(describe("WHERE a = value", false),
                 std::string("where@0-5 a@6-7 =@8-9 value@10-15"));
        // It damages literals and column names that contain "value" (Q12).
        QCOMPARE(describe("WHERE a = 'values'", true),
                 std::string("where@0-5 a@6-7 =@8-9 \"1s\"@10-18L"));
    }

    void unpairedQuotesFail() {
        QCOMPARE(describe("WHERE a = 'it''s"),
                 std::string("error AssertionError: Unexpected quote"));
    }

    void emptyText() {
        QCOMPARE(describe(""), std::string());
        QCOMPARE(describe("   "), std::string());
    }
};

SQLSCOPE_TEST_SUITE(SpiderTokenizerTest)
#include "spider_tokenizer_test.moc"
