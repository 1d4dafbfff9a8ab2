// RFC 4180 output: which fields get quoted, how quotes are escaped, CRLF
// record ends, and bytes passed through unchanged.
#include <QObject>
#include <QTest>
#include <sstream>
#include <string>

#include "core/report/csv_writer.h"
#include "tests/test_registry.h"

using sqlscope::report::csvField;
using sqlscope::report::csvRecord;
using sqlscope::report::CsvWriter;

class CsvWriterTest : public QObject {
    Q_OBJECT

private slots:
    void plainFieldUnquoted() {
        QCOMPARE(csvField("SELECT name FROM singer"), std::string("SELECT name FROM singer"));
        QCOMPARE(csvField("  padded  "), std::string("  padded  "));
        QCOMPARE(csvField("it's"), std::string("it's"));
    }

    void emptyField() {
        QCOMPARE(csvField(""), std::string(""));
        QCOMPARE(csvRecord({"", "", ""}), std::string(",,\r\n"));
        QCOMPARE(csvRecord({"a", "", "b"}), std::string("a,,b\r\n"));
    }

    void commaQuoted() {
        QCOMPARE(csvField("SELECT name, age FROM t"), std::string("\"SELECT name, age FROM t\""));
    }

    void quotesDoubled() {
        QCOMPARE(csvField("SELECT \"name\" FROM t"), std::string("\"SELECT \"\"name\"\" FROM t\""));
        QCOMPARE(csvField("\""), std::string("\"\"\"\""));
    }

    void appendedFieldsKeepWhatCameBefore() {
        std::string record = "0,";
        sqlscope::report::appendCsvField(record, "\"a\" and \"b\"");
        record.push_back(',');
        sqlscope::report::appendCsvField(record, "plain");
        QCOMPARE(record, std::string("0,\"\"\"a\"\" and \"\"b\"\"\",plain"));
    }

    void longFieldsQuotedWhereverTheByteSits() {
        // Every position across two sixteen-byte blocks and the tail, each
        // of the four bytes that quote a field.
        for (char special : {',', '"', '\r', '\n'}) {
            for (size_t at = 0; at < 40; ++at) {
                std::string value(40, 'x');
                value[at] = special;
                std::string inner = value;
                if (special == '"') inner.insert(at, 1, '"');
                QCOMPARE(csvField(value), "\"" + inner + "\"");
                std::string record = "7,";
                record += value;
                sqlscope::report::quoteCsvFieldFrom(record, 2);
                QCOMPARE(record, "7,\"" + inner + "\"");
            }
        }
        QCOMPARE(csvField(std::string(40, 'x')), std::string(40, 'x'));
    }

    void fieldQuotedInPlaceKeepsTheRecord() {
        std::string record = "0,a,";
        record += "say \"hi\", \"bye\"";
        sqlscope::report::quoteCsvFieldFrom(record, 4);
        QCOMPARE(record, std::string("0,a,\"say \"\"hi\"\", \"\"bye\"\"\""));
        record += ",";
        const size_t start = record.size();
        record += "plain";
        sqlscope::report::quoteCsvFieldFrom(record, start);
        QCOMPARE(record, std::string("0,a,\"say \"\"hi\"\", \"\"bye\"\"\",plain"));
        sqlscope::report::quoteCsvFieldFrom(record, record.size());  // an empty field
        QCOMPARE(record.size(), size_t{31});
    }

    void newlineQuoted() { QCOMPARE(csvField("a\nb"), std::string("\"a\nb\"")); }

    void carriageReturnQuoted() {
        QCOMPARE(csvField("a\rb"), std::string("\"a\rb\""));
        QCOMPARE(csvField("a\r\nb"), std::string("\"a\r\nb\""));
    }

    void utf8PassesThrough() {
        QCOMPARE(csvField("Đà Nẵng 北京 😀"), std::string("Đà Nẵng 北京 😀"));
        QCOMPARE(csvField("'é', 'ü'"), std::string("\"'é', 'ü'\""));
    }

    void recordEndsWithCrlf() {
        QCOMPARE(csvRecord({"index", "db_id", "run"}), std::string("index,db_id,run\r\n"));
        QCOMPARE(csvRecord({"0", "x, y", "say \"hi\""}),
                 std::string("0,\"x, y\",\"say \"\"hi\"\"\"\r\n"));
    }

    void writerWritesRecords() {
        std::ostringstream out;
        CsvWriter writer(out);
        writer.writeRecord({"a", "b"});
        writer.writeRecord({"1:9: expected ')'", "line\nbreak"});
        QVERIFY(writer.good());
        QCOMPARE(out.str(), std::string("a,b\r\n1:9: expected ')',\"line\nbreak\"\r\n"));
    }
};

SQLSCOPE_TEST_SUITE(CsvWriterTest)
#include "csv_writer_test.moc"
