// util::checkText: which bytes the benchmark readers refuse as text, and
// where (docs/cli.md, "Query files").
#include <QObject>
#include <QTest>
#include <string>

#include "core/util/file_text.h"
#include "tests/test_registry.h"

using sqlscope::util::checkText;

namespace {

std::string reasonOf(std::string_view content) {
    auto problem = checkText(content);
    return problem ? problem->text("f.txt") : std::string("ok");
}

std::string utf16le(std::string_view ascii) {
    std::string out;
    for (char c : ascii) {
        out.push_back(c);
        out.push_back('\0');
    }
    return out;
}

}  // namespace

class FileTextTest : public QObject {
    Q_OBJECT

private slots:
    void acceptsUtf8Text() {
        QCOMPARE(reasonOf(""), std::string("ok"));
        QCOMPARE(reasonOf("SELECT 1\tdb\nSELECT 2\tdb\n"), std::string("ok"));
        QCOMPARE(reasonOf("SELECT 1\tdb\r\nSELECT 2\tdb\r\n"), std::string("ok"));
        QCOMPARE(reasonOf("\xEF\xBB\xBFSELECT '\xC3\xA9'\n"), std::string("ok"));
        // One line with a trailing CR and no LF: nothing is split wrongly.
        QCOMPARE(reasonOf("SELECT 1\r"), std::string("ok"));
    }

    void wideEncodings() {
        QCOMPARE(
            reasonOf(std::string("\xFF\xFE", 2) + utf16le("SELECT 1\n")),
            std::string("f.txt: the file is UTF-16 (byte order mark FF FE); save it as UTF-8"));
        QCOMPARE(
            reasonOf(std::string("\xFE\xFF\0S", 4)),
            std::string("f.txt: the file is UTF-16 (byte order mark FE FF); save it as UTF-8"));
        QCOMPARE(reasonOf(std::string("\xFF\xFE\0\0S\0\0\0", 8)),
                 std::string(
                     "f.txt: the file is UTF-32 (byte order mark FF FE 00 00); save it as UTF-8"));
        QCOMPARE(reasonOf(utf16le("SELECT 1\n")),
                 std::string("f.txt: the file is UTF-16 little-endian (no byte order mark, NUL "
                             "bytes between the characters); save it as UTF-8"));
        QCOMPARE(reasonOf(std::string("\0\0\0S\0\0\0E\0\0\0L", 12)),
                 std::string("f.txt: the file is UTF-32 big-endian (no byte order mark, NUL "
                             "bytes between the characters); save it as UTF-8"));
    }

    void crOnly() {
        QCOMPARE(reasonOf("SELECT 1\tdb\rSELECT 2\tdb\r"),
                 std::string("f.txt: lines end with CR only (classic Mac); convert to LF or CRLF"));
    }

    // A NUL byte: line and column in code points (a UTF-8 BOM is not one).
    void nulByte() {
        QCOMPARE(reasonOf(std::string("SELECT 1\nSELECT '\xC3\xA9\0'\n", 22)),
                 std::string("f.txt:2:10: a NUL byte (U+0000); text inputs are UTF-8 without NUL "
                             "bytes"));
        QCOMPARE(reasonOf(std::string("\xEF\xBB\xBF"
                                      "a\0",
                                      5)),
                 std::string("f.txt:1:2: a NUL byte (U+0000); text inputs are UTF-8 without NUL "
                             "bytes"));
    }
};

SQLSCOPE_TEST_SUITE(FileTextTest)
#include "file_text_test.moc"
