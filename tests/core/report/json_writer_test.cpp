// JsonWriter's layout (containers deeper than the inline depth on one line)
// and the splicing of elements formatted by a separate writer, which must
// give the very text one writer would have written.
#include <QObject>
#include <QTest>
#include <string>

#include "core/report/json_writer.h"
#include "tests/test_registry.h"

using sqlscope::report::JsonWriter;

namespace {

// {"runs": [{"pairs": [ELEMENTS]}]} with `count` pairs, each {"i": k, "s": "x"}.
void writePairs(JsonWriter& w, int first, int count) {
    for (int k = first; k < first + count; ++k) {
        w.beginObject();
        w.field("i", k);
        w.field("s", "x\"y");
        w.endObject();
    }
}

std::string document(int before, int spliced, int after, bool splice) {
    std::string out;
    JsonWriter w(out, 4);
    w.beginObject();
    w.key("runs");
    w.beginArray();
    w.beginObject();
    w.key("pairs");
    w.beginArray();
    writePairs(w, 0, before);
    if (splice) {
        std::string elements;
        JsonWriter other = JsonWriter::elementsAt(elements, 4, 4);
        writePairs(other, before, spliced);
        w.appendElements(elements);
    } else {
        writePairs(w, before, spliced);
    }
    writePairs(w, before + spliced, after);
    w.endArray();
    w.endObject();
    w.endArray();
    w.endObject();
    return out;
}

}  // namespace

class JsonWriterTest : public QObject {
    Q_OBJECT

private slots:
    void deepContainersOnOneLine() {
        const std::string text = document(2, 0, 0, false);
        QCOMPARE(text, std::string("{\n"
                                   "  \"runs\": [\n"
                                   "    {\n"
                                   "      \"pairs\": [\n"
                                   "        {\"i\": 0, \"s\": \"x\\\"y\"},\n"
                                   "        {\"i\": 1, \"s\": \"x\\\"y\"}\n"
                                   "      ]\n"
                                   "    }\n"
                                   "  ]\n"
                                   "}\n"));
    }

    void splicedElementsReadAsIfWrittenInPlace() {
        for (int before : {0, 1, 3})
            for (int spliced : {0, 1, 4})
                for (int after : {0, 2})
                    QCOMPARE(document(before, spliced, after, true),
                             document(before, spliced, after, false));
    }

    void splicedIntoAnInlineContainer() {
        // Depth 4 and deeper is inline: elements there are separated by ", ".
        auto write = [](bool splice) {
            std::string out;
            JsonWriter w(out, 1);
            w.beginObject();
            w.key("a");
            w.beginArray();
            w.value(1);
            if (splice) {
                std::string elements;
                JsonWriter other = JsonWriter::elementsAt(elements, 1, 2);
                other.value(2);
                other.value("three");
                w.appendElements(elements);
            } else {
                w.value(2);
                w.value("three");
            }
            w.endArray();
            w.endObject();
            return out;
        };
        QCOMPARE(write(true), write(false));
        QCOMPARE(write(false), std::string("{\n  \"a\": [1, 2, \"three\"]\n}\n"));
    }
};

SQLSCOPE_TEST_SUITE(JsonWriterTest)
#include "json_writer_test.moc"
