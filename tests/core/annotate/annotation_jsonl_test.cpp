// annotate JSON Lines: the exact lines written, a round trip of every field
// through a file, each kind of bad line reported at its position while the
// good lines are kept, and a merge that lists conflicts instead of
// overwriting.
#include <QObject>
#include <QTemporaryDir>
#include <QTest>

#include "core/annotate/annotation_jsonl.h"
#include "tests/test_registry.h"

using namespace sqlscope;
using annotate::AnnotationSet;
using annotate::HumanVerdict;

namespace {

annotate::QuestionAnnotation question(uint32_t item, std::string note) {
    annotate::QuestionAnnotation q;
    q.question = {"dev_" + std::to_string(item), item};
    q.goldQuestionable = true;
    q.issue = annotate::GoldIssue::TiesOrOrder;
    q.note = std::move(note);
    q.alternateGolds = {"SELECT name FROM singer ORDER BY age DESC LIMIT 1",
                        "SELECT name FROM singer WHERE age = (SELECT max(age) FROM singer)"};
    return q;
}

annotate::QuestionAnnotation bare(uint32_t item) {
    annotate::QuestionAnnotation q;
    q.question = {"dev_" + std::to_string(item), item};
    return q;
}

annotate::PairAnnotation pair(uint32_t item, std::string run, std::optional<HumanVerdict> v,
                              std::string labeller = "ann") {
    annotate::PairAnnotation p;
    p.pair.question = {"dev_" + std::to_string(item), item};
    p.pair.run = std::move(run);
    p.verdict = v;
    p.note = "ok \"quoted\"\nsecond line";
    p.labeller = std::move(labeller);
    return p;
}

AnnotationSet sample() {
    AnnotationSet s;
    s.questions = {question(3, "ties at the top"), bare(7)};
    s.pairs = {pair(3, "model_a", HumanVerdict::Equivalent),
               pair(3, "model_b", HumanVerdict::Unsure, ""), pair(9, "model_a", std::nullopt)};
    return s;
}

}  // namespace

class AnnotationJsonlTest : public QObject {
    Q_OBJECT

private slots:
    void linesAreExact() {
        QCOMPARE(
            annotate::questionLine(bare(7)),
            std::string("{\"version\":1,\"type\":\"question\",\"item_id\":\"dev_7\",\"item\":7,"
                        "\"gold_questionable\":false,\"issue\":\"other\",\"note\":\"\","
                        "\"alternate_golds\":[]}"));
        QCOMPARE(annotate::pairLine(pair(3, "model_a", HumanVerdict::NotEquivalent)),
                 std::string("{\"version\":1,\"type\":\"pair\",\"item_id\":\"dev_3\",\"item\":3,"
                             "\"run\":\"model_a\",\"verdict\":\"not_equivalent\","
                             "\"note\":\"ok \\\"quoted\\\"\\nsecond line\",\"labeller\":\"ann\"}"));
        QCOMPARE(annotate::pairLine(pair(9, "m", std::nullopt, "")),
                 std::string("{\"version\":1,\"type\":\"pair\",\"item_id\":\"dev_9\",\"item\":9,"
                             "\"run\":\"m\",\"verdict\":null,"
                             "\"note\":\"ok \\\"quoted\\\"\\nsecond line\",\"labeller\":\"\"}"));
        const std::string text = annotate::writeAnnotationsJsonl(sample());
        QCOMPARE(std::count(text.begin(), text.end(), '\n'), 5L);
        QCOMPARE(text.substr(0, text.find('\n')), annotate::questionLine(sample().questions[0]));
    }

    void roundTripThroughAFile() {
        QTemporaryDir dir;
        const std::string path = dir.path().toStdString() + "/labels.jsonl";
        std::string error;
        QVERIFY(annotate::writeAnnotationsFile(path, sample(), &error));
        const annotate::AnnotationRead read = annotate::readAnnotationsFile(path);
        QVERIFY(read.ok());
        QVERIFY(read.set == sample());
        QCOMPARE(read.set.questions[0].alternateGolds.size(), size_t(2));
        QCOMPARE(read.set.pairs[1].verdict, std::optional<HumanVerdict>(HumanVerdict::Unsure));
        const annotate::AnnotationRead missing = annotate::readAnnotationsFile(path + ".none");
        QCOMPARE(missing.errors, std::vector<std::string>{path + ".none: cannot be read"});
        QVERIFY(!annotate::writeAnnotationsFile(dir.path().toStdString() + "/no/such/dir.jsonl",
                                                sample(), &error));
    }

    void badLinesArePositionedAndGoodOnesKept() {
        const std::string good = annotate::pairLine(pair(1, "m", HumanVerdict::Equivalent));
        const std::string text =
            good +
            "\n"           // 1
            "\n"           // 2 blank
            "{not json\n"  // 3
            "[1, 2]\n"     // 4
            "{\"type\":\"pair\",\"item_id\":\"a\",\"item\":1,\"run\":\"m\"}"
            "\n"  // 5
            "{\"version\":2,\"type\":\"pair\",\"item_id\":\"a\",\"item\":1,\"run\":\"m\"}"
            "\n"  // 6
            "{\"version\":1,\"type\":\"label\",\"item_id\":\"a\",\"item\":1}"
            "\n"  // 7
            "{\"version\":1,\"type\":\"pair\",\"item_id\":\"a\",\"item\":-1,\"run\":\"m\"}"
            "\n"  // 8
            "{\"version\":1,\"type\":\"pair\",\"item_id\":\"a\",\"item\":1}"
            "\n"  // 9
            "{\"version\":1,\"type\":\"pair\",\"item_id\":\"a\",\"item\":1,\"run\":\"m\","
            "\"verdict\":\"yes\"}"
            "\n"  // 10
            "{\"version\":1,\"type\":\"question\",\"item_id\":\"a\",\"item\":1,\"issue\":"
            "\"typo\"}"
            "\n"  // 11
            "{\"version\":1,\"type\":\"question\",\"item_id\":\"a\",\"item\":1,\"alternate_"
            "golds\":[1]}"
            "\n"           // 12
            + good + "\n"  // 13 same
            + annotate::pairLine(pair(1, "m", HumanVerdict::Unsure)) +
            "\n"  // 14
            "{\"version\":1,\"type\":\"question\",\"item_id\":\"q\",\"item\":4,\"extra\":"
            "true}"  // 15 ok
            ;
        const annotate::AnnotationRead read = annotate::readAnnotationsJsonl(text, "labels.jsonl");
        QCOMPARE(read.set.pairs.size(), size_t(1));
        QCOMPARE(read.set.questions.size(), size_t(1));
        QCOMPARE(read.set.questions[0].question.itemId, std::string("q"));
        QCOMPARE(read.errors.size(), size_t(11));
        QVERIFY(read.errors[0].rfind("labels.jsonl:3: not JSON: ", 0) == 0);
        QCOMPARE(read.errors[1], std::string("labels.jsonl:4: not a JSON object"));
        QCOMPARE(read.errors[2], std::string("labels.jsonl:5: missing field \"version\""));
        QCOMPARE(read.errors[3],
                 std::string("labels.jsonl:6: unsupported version 2 (this build reads 1)"));
        QCOMPARE(read.errors[4],
                 std::string("labels.jsonl:7: unknown type \"label\" (question or pair)"));
        QCOMPARE(read.errors[5],
                 std::string("labels.jsonl:8: \"item\" is not an index (an integer from 0)"));
        QCOMPARE(read.errors[6], std::string("labels.jsonl:9: missing field \"run\""));
        QCOMPARE(read.errors[7], std::string("labels.jsonl:10: unknown verdict \"yes\""));
        QCOMPARE(read.errors[8], std::string("labels.jsonl:11: unknown issue \"typo\""));
        QCOMPARE(read.errors[9],
                 std::string("labels.jsonl:12: \"alternate_golds\" holds a non-string"));
        QCOMPARE(read.errors[10],
                 std::string("labels.jsonl:14: pair (item_id \"dev_1\", item 1, run \"m\") "
                             "already annotated differently at line 1"));
    }

    void mergeListsConflictsAndOverwritesNothing() {
        const AnnotationSet a = sample();
        AnnotationSet b;
        annotate::QuestionAnnotation changed = a.questions[1];
        changed.note = "gold is fine";
        b.questions = {question(3, "ties at the top"),                  // identical
                       question(5, "new")};                             // a new key
        b.questions.push_back(changed);                                 // a conflict
        b.pairs = {pair(3, "model_a", HumanVerdict::NotEquivalent),     // conflict (verdict)
                   pair(3, "model_b", HumanVerdict::Unsure, ""),        // identical
                   pair(3, "model_a", HumanVerdict::Equivalent, "bo"),  // conflict (labeller)
                   pair(4, "model_a", HumanVerdict::Equivalent)};       // new
        const annotate::AnnotationMerge m = annotate::merge(a, b);
        QVERIFY(!m.clean());
        QCOMPARE(m.identical, size_t(2));
        QCOMPARE(m.merged.questions.size(), size_t(3));
        QVERIFY(m.merged.questions[1] == a.questions[1]);  // a's value stays
        QCOMPARE(m.merged.questions[2].question.item, uint32_t(5));
        QCOMPARE(m.questionConflicts.size(), size_t(1));
        QVERIFY(m.questionConflicts[0].first == a.questions[1]);
        QVERIFY(m.questionConflicts[0].second == changed);
        QCOMPARE(m.merged.pairs.size(), size_t(4));
        QVERIFY(m.merged.pairs[0] == a.pairs[0]);
        QCOMPARE(m.merged.pairs[3].pair.question.item, uint32_t(4));
        QCOMPARE(m.pairConflicts.size(), size_t(2));
        QCOMPARE(*m.pairConflicts[0].second.verdict, HumanVerdict::NotEquivalent);
        QCOMPARE(m.pairConflicts[1].second.labeller, std::string("bo"));
        QVERIFY(m.pairConflicts[1].first == a.pairs[0]);
        const annotate::AnnotationMerge same = annotate::merge(a, a);
        QVERIFY(same.clean());
        QVERIFY(same.merged == a);
        QCOMPARE(same.identical, size_t(5));
    }
};

SQLSCOPE_TEST_SUITE(AnnotationJsonlTest)
#include "annotation_jsonl_test.moc"
