// Positions in JSON text for FILE:LINE:COL messages (merge's report reader).
#include <QObject>
#include <QTest>
#include <string>

#include <nlohmann/json.hpp>

#include "core/util/json_position.h"
#include "tests/test_registry.h"

using namespace sqlscope::util;

class JsonPositionTest : public QObject {
    Q_OBJECT

private slots:
    void offsetsToLineAndColumn() {
        const std::string text = "{\n  \"é\": 1,\n  \"b\": 2}";
        QCOMPARE(positionOfOffset(text, 0).text(), std::string("1:1"));
        QCOMPARE(positionOfOffset(text, 2).text(), std::string("2:1"));
        // "é" is two bytes but one column.
        QCOMPARE(positionOfOffset(text, text.find(':')).text(), std::string("2:6"));
    }

    void pointers() {
        const std::string text =
            "{\"a\": \"x]}\\\"\",\n \"runs\": [ {\"pairs\": [1, {\"index\": 2}]},\n"
            "  {\"pairs\": [[3], {\"index\": 4}]} ]}";
        auto at = [&](std::vector<std::string> pointer) {
            return positionOfOffset(text, offsetOfPointer(text, pointer)).text();
        };
        QCOMPARE(at({}), std::string("1:1"));
        QCOMPARE(at({"runs", "0", "pairs", "1", "index"}), std::string("2:36"));
        QCOMPARE(at({"runs", "1", "pairs", "1"}), std::string("3:19"));
        // A token that is not there: the deepest value reached.
        QCOMPARE(at({"runs", "5"}), std::string("2:10"));
        QCOMPARE(at({"nothing"}), std::string("1:1"));
    }

    void syntaxErrorsWithoutRawBytes() {
        const std::string text =
            "{\"x\": tru\x01"
            "e}";
        try {
            const nlohmann::json parsed = nlohmann::json::parse(text);
            (void)parsed;  // GCC warns about a discarded parse even when cast to void
            QFAIL("no parse error");
        } catch (const nlohmann::json::parse_error& e) {
            QCOMPARE(jsonSyntaxError(text, e.byte, e.what()),
                     std::string("1:10: invalid JSON: syntax error while parsing value - invalid "
                                 "literal (at '\\x01e}')"));
        }
        const std::string cut = "[1,\n2";
        try {
            const nlohmann::json parsed = nlohmann::json::parse(cut);
            (void)parsed;  // GCC warns about a discarded parse even when cast to void
            QFAIL("no parse error");
        } catch (const nlohmann::json::parse_error& e) {
            QCOMPARE(jsonSyntaxError(cut, e.byte, e.what()),
                     std::string("2:2: invalid JSON: syntax error while parsing array - unexpected "
                                 "end of input; expected ']'"));
        }
    }
};

SQLSCOPE_TEST_SUITE(JsonPositionTest)
#include "json_position_test.moc"
