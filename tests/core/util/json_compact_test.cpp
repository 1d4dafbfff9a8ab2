// util::compactJson: the whitespace between tokens goes, strings and every
// other byte stay, two literals or numbers keep one space between them; the
// compact text of a real tables.json parses to the same value, and an
// invalid text stays invalid.
#include <QObject>
#include <QTemporaryDir>
#include <QTest>
#include <nlohmann/json.hpp>
#include <string>

#include "core/dataset/demo_benchmark.h"
#include "core/util/file_text.h"
#include "core/util/json_compact.h"
#include "tests/test_registry.h"

using namespace sqlscope;

namespace {

bool parses(const std::string& text) {
    return nlohmann::json::accept(text);
}

}  // namespace

class JsonCompactTest : public QObject {
    Q_OBJECT

private slots:
    void removesWhitespaceBetweenTokens() {
        QCOMPARE(
            util::compactJson("[\n   {\n      \"a\": [\n         -1,\n         \"*\"\n      ]\r\n"
                              "\t}\n]\n"),
            std::string("[{\"a\":[-1,\"*\"]}]"));
        QCOMPARE(util::compactJson("  { }  "), std::string("{}"));
        QCOMPARE(util::compactJson(""), std::string());
        QCOMPARE(util::compactJson(" \n\t"), std::string());
    }

    void keepsStringsByteForByte() {
        QCOMPARE(util::compactJson("[ \"a  b\" , \"x\\\" y\" , \"\\\\\" , \"t\\u0020 \" ]"),
                 std::string("[\"a  b\",\"x\\\" y\",\"\\\\\",\"t\\u0020 \"]"));
        QCOMPARE(util::compactJson("{ \"k\" : \"\xC3\xA9 \xE4\xB8\xAD\" }"),
                 std::string("{\"k\":\"\xC3\xA9 \xE4\xB8\xAD\"}"));
        // Unterminated, also after a backslash: kept to the end.
        QCOMPARE(util::compactJson("[ \"open  "), std::string("[\"open  "));
        QCOMPARE(util::compactJson("[ \"open \\"), std::string("[\"open \\"));
    }

    void keepsTokensApart() {
        QCOMPARE(util::compactJson("[1  2]"), std::string("[1 2]"));
        QCOMPARE(util::compactJson("[true \n false, null\tnull]"),
                 std::string("[true false,null null]"));
        QCOMPARE(util::compactJson("[1 , 2 ]"), std::string("[1,2]"));
        QCOMPARE(util::compactJson("[\"a\" \"b\"]"), std::string("[\"a\"\"b\"]"));
        QCOMPARE(util::compactJson("[- 1]"), std::string("[- 1]"));
        // Long indentation (skipped eight spaces at a time), also ending at
        // the text's end or in a tab.
        QCOMPARE(util::compactJson("[\n" + std::string(20, ' ') + "1" + std::string(17, ' ') +
                                   "\t 2" + std::string(9, ' ') + "]" + std::string(8, ' ')),
                 std::string("[1 2]"));
        QCOMPARE(util::compactJson("1" + std::string(16, ' ') + "2"), std::string("1 2"));
    }

    void keepsOtherBytes() {
        // Not JSON whitespace: form feed, vertical tab, NUL, a BOM.
        QCOMPARE(util::compactJson("[\f1,\v2]"), std::string("[\f1,\v2]"));
        QCOMPARE(util::compactJson(std::string("[ 1\0 ]", 6)), std::string("[1\0]", 4));
        QCOMPARE(util::compactJson("\xEF\xBB\xBF [ 1 ]"), std::string("\xEF\xBB\xBF[1]"));
    }

    void parsesExactlyWhenTheOriginalDoes() {
        for (const std::string text :
             {"[1 2]", "[1 , 2 ]", "{\"a\" : 1 \"b\": 2}", "[\"a\" \"b\"]", "[- 1]", "[tru e]",
              "[1. 5]", "{ \"a\" : [ ] , \"b\" : { } }", "[\f1]", "[ \"x\" ,]", " 12 ", "1 2",
              "[\"a\\\" \" ]", "{\"k\": \"unterminated ]"}) {
            QCOMPARE(parses(util::compactJson(text)), parses(text));
            if (parses(text))
                QVERIFY(nlohmann::json::parse(util::compactJson(text)) ==
                        nlohmann::json::parse(text));
        }
    }

    void demoTablesJsonParsesToTheSameValue() {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        dataset::materializeDemo(dir.path().toStdString());
        const util::FileText text = util::readFileText(dir.path().toStdString() + "/tables.json");
        QVERIFY(text.ok());
        // Pretty-printed to make the test mean something.
        const std::string pretty = nlohmann::json::parse(text.content).dump(3);
        const std::string compact = util::compactJson(pretty);
        QVERIFY(compact.size() < pretty.size() / 2);
        QVERIFY(nlohmann::json::parse(compact) == nlohmann::json::parse(pretty));
        QCOMPARE(compact, nlohmann::json::parse(pretty).dump());
    }
};

SQLSCOPE_TEST_SUITE(JsonCompactTest)
#include "json_compact_test.moc"
