// Value equality and hashing (docs/metrics/execution.md#executing-a-query), Python's str() of
// values and the UTF-8 decoding with errors="ignore".
#include <QObject>
#include <QTest>
#include <cmath>
#include <limits>
#include <string>

#include "core/exec/value.h"
#include "tests/test_registry.h"

using namespace sqlscope::exec;

class ValueTest : public QObject {
    Q_OBJECT

private slots:
    void equalityAcrossTypes() {
        ValueHash hash;
        QVERIFY(Value::integer(30) == Value::real(30.0));
        QCOMPARE(hash(Value::integer(30)), hash(Value::real(30.0)));
        QVERIFY(Value::real(-0.0) == Value::integer(0));
        QCOMPARE(hash(Value::real(-0.0)), hash(Value::integer(0)));
        QVERIFY(Value::integer(30) != Value::real(30.5));
        QVERIFY(Value::text("3") != Value::integer(3));
        QVERIFY(Value::text("3") != Value::real(3.0));
        QVERIFY(Value::null() == Value::null());
        QCOMPARE(hash(Value::null()), hash(Value()));
        QVERIFY(Value::null() != Value::integer(0));
        QVERIFY(Value::null() != Value::text(""));
        QVERIFY(Value::text("a") != Value::text("A"));  // case sensitive
        QVERIFY(Value::text("abc") == Value::text("abc"));
        QCOMPARE(hash(Value::text("abc")), hash(Value::text("abc")));
        QVERIFY(Value::blob("abc") != Value::text("abc"));  // bytes are not str
        QVERIFY(Value::blob(std::string("\0\xff", 2)) == Value::blob(std::string("\0\xff", 2)));
        QVERIFY(Value::blob(std::string("\0\xff", 2)) != Value::blob(std::string("\0\xfe", 2)));
        QCOMPARE(hash(Value::blob("xy")), hash(Value::blob("xy")));
    }

    void numbersHaveNoTolerance() {
        const double nan = std::numeric_limits<double>::quiet_NaN();
        QVERIFY(Value::real(nan) != Value::real(nan));
        QVERIFY(Value::real(0.1 + 0.2) != Value::real(0.3));
        // Python compares int and float exactly: 2**53 + 1 != 2.0**53.
        QVERIFY(Value::integer(9007199254740993LL) != Value::real(9007199254740992.0));
        QVERIFY(Value::integer(9007199254740992LL) == Value::real(9007199254740992.0));
        // 2**63 is out of int64 range: equal to no integer.
        QVERIFY(Value::integer(std::numeric_limits<int64_t>::max()) !=
                Value::real(9223372036854775808.0));
        QVERIFY(Value::integer(std::numeric_limits<int64_t>::min()) ==
                Value::real(-9223372036854775808.0));
        QVERIFY(Value::real(std::numeric_limits<double>::infinity()) ==
                Value::real(std::numeric_limits<double>::infinity()));
    }

    void tolerance() {
        QVERIFY(equalWithTolerance(Value::real(0.1 + 0.2), Value::real(0.3), 1e-9));
        QVERIFY(!equalWithTolerance(Value::real(0.1 + 0.2), Value::real(0.3), 0.0));
        QVERIFY(equalWithTolerance(Value::integer(1000000), Value::real(1000000.5), 1e-6));
        QVERIFY(!equalWithTolerance(Value::integer(1), Value::real(1.01), 1e-3));
        QVERIFY(!equalWithTolerance(Value::text("1"), Value::integer(1), 0.5));
        QVERIFY(equalWithTolerance(Value::null(), Value::null(), 0.5));
    }

    void pythonStr_data() {
        QTest::addColumn<int>("index");
        QTest::addColumn<QString>("expected");
        const char* expected[] = {
            "None",
            "3",
            "-42",
            "9223372036854775807",
            "30.0",
            "0.1",
            "1e-05",
            "0.0001",
            "1e+16",
            "1000000000000000.0",
            "1.2345678901234568e+17",
            "-0.0",
            "1.5e+300",
            "2.5e-300",
            "inf",
            "-inf",
            "nan",
            "0.30000000000000004",
            "0.3333333333333333",
            "5e-324",
            "100.0",
            "1e+22",
            "20.5",
            "Rex",
            "b'\\x00a\\'\"\\\\\\t\\n\\r\\x7f\\xff'",
            "b\"it's\"",
            "b''",
        };
        for (int i = 0; i < int(std::size(expected)); ++i)
            QTest::newRow(std::to_string(i).c_str()) << i << QString::fromUtf8(expected[i]);
    }

    void pythonStr() {
        QFETCH(int, index);
        QFETCH(QString, expected);
        const double inf = std::numeric_limits<double>::infinity();
        const Value values[] = {
            Value::null(),
            Value::integer(3),
            Value::integer(-42),
            Value::integer(std::numeric_limits<int64_t>::max()),
            Value::real(30.0),
            Value::real(0.1),
            Value::real(1e-05),
            Value::real(0.0001),
            Value::real(1e16),
            Value::real(1e15),
            Value::real(123456789012345678.0),
            Value::real(-0.0),
            Value::real(1.5e300),
            Value::real(2.5e-300),
            Value::real(inf),
            Value::real(-inf),
            Value::real(std::numeric_limits<double>::quiet_NaN()),
            Value::real(0.1 + 0.2),
            Value::real(1.0 / 3),
            Value::real(5e-324),
            Value::real(100.0),
            Value::real(1e22),
            Value::real(20.5),
            Value::text("Rex"),
            Value::blob(std::string("\0a'\"\\\t\n\r\x7f\xff", 10)),
            Value::blob("it's"),
            Value::blob(""),
        };
        QCOMPARE(QString::fromStdString(values[index].pythonStr()), expected);
    }

    void utf8IgnoringErrors() {
        QCOMPARE(decodeUtf8IgnoringErrors("plain"), std::string("plain"));
        // Long ASCII runs (read eight bytes at a time) around bad and good bytes.
        QCOMPARE(decodeUtf8IgnoringErrors("abcdefghijk\xff"
                                          "lmnopqrstuvwxyz caf\xc3\xa9 0123456789abcdef\xc3"),
                 std::string("abcdefghijklmnopqrstuvwxyz caf\xc3\xa9 0123456789abcdef"));
        QCOMPARE(decodeUtf8IgnoringErrors("0123456789abcdef"), std::string("0123456789abcdef"));
        QCOMPARE(decodeUtf8IgnoringErrors("caf\xc3\xa9 \xf0\x9f\x98\x80"),
                 std::string("caf\xc3\xa9 \xf0\x9f\x98\x80"));
        // Same as Python: b'\xe2\x82A\xed\xa0\x80B\xf0\x9f\x98\x80\xc3'.decode(errors="ignore")
        QCOMPARE(decodeUtf8IgnoringErrors("\xe2\x82"
                                          "A\xed\xa0\x80"
                                          "B\xf0\x9f\x98\x80\xc3"),
                 std::string("AB\xf0\x9f\x98\x80"));
        QCOMPARE(decodeUtf8IgnoringErrors("a\xff"
                                          "b\xc0\xaf"
                                          "c\x80"),
                 std::string("abc"));
        // Overlong 3-byte and out-of-range 4-byte forms.
        QCOMPARE(decodeUtf8IgnoringErrors("x\xe0\x80\xafy\xf4\x90\x80\x80z"), std::string("xyz"));
        // A truncated sequence does not swallow the ASCII byte after it.
        QCOMPARE(decodeUtf8IgnoringErrors("\xf0\x9f\x98"
                                          "!"),
                 std::string("!"));
        QCOMPARE(decodeUtf8IgnoringErrors(std::string("a\0b", 3)), std::string("a\0b", 3));
    }
};

SQLSCOPE_TEST_SUITE(ValueTest)
#include "value_test.moc"
