// Report numbers: std::to_chars' shortest form, including for the whole
// numbers that numberText prints through its integer fast path.
#include <QObject>
#include <QTest>
#include <charconv>
#include <cmath>
#include <string>

#include "core/util/number_text.h"
#include "tests/test_registry.h"

using sqlscope::util::numberText;
using sqlscope::util::parseNumber;

namespace {

std::string shortest(double v) {
    char buffer[64];
    return std::string(buffer, std::to_chars(buffer, buffer + sizeof buffer, v).ptr);
}

}  // namespace

class NumberTextTest : public QObject {
    Q_OBJECT

private slots:
    void examples() {
        QCOMPARE(numberText(0.0), std::string("0"));
        QCOMPARE(numberText(1.0), std::string("1"));
        QCOMPARE(numberText(0.5), std::string("0.5"));
        QCOMPARE(numberText(2.0 / 3.0), std::string("0.6666666666666666"));
        QCOMPARE(numberText(10000.0), std::string("10000"));
        QCOMPARE(numberText(100000.0), std::string("1e+05"));
        QCOMPARE(numberText(-0.0), std::string("-0"));
        QCOMPARE(numberText(-7.0), std::string("-7"));
    }

    void wholeNumbersAsToChars() {
        for (int i = -120000; i <= 120000; ++i)
            QCOMPARE(numberText(static_cast<double>(i)), shortest(static_cast<double>(i)));
        for (double v : {0.25, -1.5, 9999.5, 1e-7, 123456.789, 1e300})
            QCOMPARE(numberText(v), shortest(v));
    }

    void parsesBack() {
        QCOMPARE(parseNumber("0.5"), std::optional<double>(0.5));
        QCOMPARE(parseNumber("1e+05"), std::optional<double>(100000.0));
        QVERIFY(!parseNumber("1x"));
        QVERIFY(!parseNumber("inf"));
    }
};

SQLSCOPE_TEST_SUITE(NumberTextTest)
#include "number_text_test.moc"
