// The explanation printers on hand-built PairExplanation values
// (core/explain/explain_text.h, explain_json.h): the plain layout of marks
// (overlapping marks on separate marker rows, numbers, the legend), wrapping
// and ellipses at every width, colour only when asked, and the JSON schema
// of docs/explain-schema.md with marks numbered as the text numbers them.
#include <QObject>
#include <QTest>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "core/explain/explain_json.h"
#include "core/explain/explain_text.h"
#include "core/explain/pair_explanation.h"
#include "tests/test_registry.h"

using namespace sqlscope::explain;

namespace {

Mark mark(Side side, uint32_t begin, uint32_t end, MarkKind kind, std::string metric,
          std::string message, int ruleEvent = -1) {
    Mark m;
    m.side = side;
    m.span = {begin, end};
    m.kind = kind;
    m.metric = std::move(metric);
    m.message = std::move(message);
    m.ruleEvent = ruleEvent;
    return m;
}

// Pair 0 of demo model_a, written by hand: count(dog_id) for count(*),
// rescued by ESM+ rule 14 on the prediction.
PairExplanation countPair() {
    PairExplanation x;
    x.item = 0;
    x.run = "model_a";
    x.dbId = "pets";
    x.question = "How many dogs are there?";
    x.hardness = "easy";
    x.gold = "SELECT count(*) FROM dogs";
    x.pred = "SELECT count(dog_id) FROM dogs";
    x.metrics = {{"ex", "1"}, {"esm", "0"}, {"esm_plus", "1"}, {"ves", ""}, {"hardness", "easy"}};
    x.marks = {
        mark(Side::Gold, 13, 14, MarkKind::OnlyInGold, "diff", "'*' has no counterpart"),
        mark(Side::Prediction, 13, 19, MarkKind::OnlyInPrediction, "diff",
             "'dog_id' has no counterpart"),
        mark(Side::Prediction, 7, 20, MarkKind::ClauseMismatch, "esm",
             "SELECT: count(*) vs count(dogs.dog_id)"),
        mark(Side::Prediction, 7, 20, MarkKind::RuleRewrite, "esm_plus",
             "rule 14: count(dogs.dog_id) -> count(*)", 0),
    };
    x.diffHunks = {{{13, 14}, {13, 19}}, {{25, 25}, {30, 30}}};
    RuleNote rule;
    rule.rule = 14;
    rule.side = Side::Prediction;
    rule.fired = true;
    rule.changed = true;
    rule.spans = {{7, 20}};
    rule.facts = {"dogs.dog_id is NOT NULL (pragma)"};
    rule.before = "SELECT count(dogs.dog_id) FROM dogs";
    rule.after = "SELECT count(*) FROM dogs";
    x.rules = {rule};
    x.components = {{"SELECT", false, true, 0.0, "count(*)", "count(dogs.dog_id)"},
                    {"FROM", true, true, 1.0, "dogs", "dogs"}};
    x.results.gold = {true, "ok", "", {"count(*)"}, {{"7"}}, 1};
    x.results.pred = {true, "ok", "", {"count(dog_id)"}, {{"7"}}, 1};
    x.results.columnMapping = {0};
    x.results.goldRows = {kMatchEx | kMatchExe | kMatchExf};
    x.results.predRows = {kMatchEx | kMatchExe | kMatchExf};
    x.results.goldCells = {{true}};
    x.results.predCells = {{true}};
    x.results.ex = 1;
    x.results.exBird = 1;
    x.results.exe = 1;
    x.results.exp = 1.0;
    x.results.exr = 1.0;
    x.results.exF1 = 1.0;
    x.linking.scored = true;
    x.linking.goldTables = {"dogs"};
    x.linking.predTables = {"dogs"};
    x.linking.predColumns = {"dogs.dog_id"};
    x.linking.extraColumns = {"dogs.dog_id"};
    x.linking.recall = 1.0;
    x.linking.precision = 0.5;
    x.linking.f1Plus = 2.0 / 3.0;
    x.goldNormalForm = "SELECT count(*) FROM dogs";
    x.predNormalForm = "SELECT count(*) FROM dogs";
    return x;
}

std::vector<std::string> linesOf(const std::string& text) {
    std::vector<std::string> lines;
    size_t start = 0;
    while (start < text.size()) {
        size_t end = text.find('\n', start);
        if (end == std::string::npos) end = text.size();
        lines.push_back(text.substr(start, end - start));
        start = end + 1;
    }
    return lines;
}

size_t codePoints(const std::string& line) {
    size_t n = 0;
    for (unsigned char c : line)
        n += (c & 0xC0) != 0x80 ? 1 : 0;
    return n;
}

// The lines from the one equal to `first` up to (not including) the next
// section heading.
std::vector<std::string> sectionOf(const std::string& text, const std::string& title) {
    std::vector<std::string> out;
    bool in = false;
    for (const std::string& line : linesOf(text)) {
        if (line.starts_with("--- ")) {
            if (in) break;
            in = line.starts_with("--- " + title + " ");
            continue;
        }
        if (in) out.push_back(line);
    }
    while (!out.empty() && out.back().empty())
        out.pop_back();
    return out;
}

std::string joined(const std::vector<std::string>& lines) {
    std::string out;
    for (const std::string& line : lines)
        out += line + "\n";
    return out;
}

// QCOMPARE that shows both texts when they differ.
bool sameText(const std::string& actual, const std::string& expected) {
    if (actual == expected) return true;
    qWarning("actual:\n%s\nexpected:\n%s", actual.c_str(), expected.c_str());
    return false;
}

}  // namespace

class ExplainPrintersTest : public QObject {
    Q_OBJECT

private slots:
    // Plain text: each query line, then marker rows (overlapping marks on
    // separate rows, each followed by its number), then the numbered list.
    void plainMarks() {
        const std::string text = explainText(countPair(), {100, false});
        QVERIFY(sameText(joined(sectionOf(text, "Gold")),
                         std::string("   1  SELECT count(*) FROM dogs\n"
                                     "                   g 1\n")));
        QVERIFY(sameText(joined(sectionOf(text, "Prediction")),
                         std::string("   1  SELECT count(dog_id) FROM dogs\n"
                                     "             ccccccccccccc 2\n"
                                     "             rrrrrrrrrrrrr 3\n"
                                     "                   pppppp 4\n")));
        QVERIFY(sameText(
            joined(sectionOf(text, "Marks")),
            std::string("legend: g only in gold, p only in prediction, c clause mismatch, r "
                        "rule rewrite\n"
                        "[1] g gold 1:14-1:15 only in gold (diff): '*' has no counterpart\n"
                        "[2] c prediction 1:8-1:21 clause mismatch (esm): SELECT: count(*) "
                        "vs count(dogs.dog_id)\n"
                        "[3] r prediction 1:8-1:21 rule rewrite (esm_plus) event 1: rule "
                        "14: count(dogs.dog_id) -> count(*)\n"
                        "[4] p prediction 1:14-1:20 only in prediction (diff): 'dog_id' has "
                        "no counterpart\n")));
        QVERIFY(text.find('\033') == std::string::npos);
    }

    // Marks of one kind over the same columns share a marker row.
    void sameSpanMarksShareARow() {
        PairExplanation x = countPair();
        x.marks.push_back(
            mark(Side::Prediction, 7, 20, MarkKind::ClauseMismatch, "esm_plus", "SELECT: differs"));
        x.marks.push_back(
            mark(Side::Prediction, 7, 20, MarkKind::ClauseMismatch, "component", "SELECT: F1 0"));
        const std::string text = explainText(x, {100, false});
        QVERIFY(sameText(joined(sectionOf(text, "Prediction")),
                         "   1  SELECT count(dog_id) FROM dogs\n"
                         "             ccccccccccccc 2-4\n"
                         "             rrrrrrrrrrrrr 5\n"
                         "                   pppppp 6\n"));
    }

    void header() {
        const std::string text = explainText(countPair(), {100, false});
        const std::vector<std::string> lines = linesOf(text);
        QVERIFY(lines.size() > 4);
        QVERIFY(sameText(lines[0], std::string("pair 0 of run model_a, database pets")));
        QVERIFY(sameText(lines[1], std::string("question: How many dogs are there?")));
        QVERIFY(sameText(lines[2], std::string("hardness: easy")));
        QVERIFY(sameText(lines[3],
                         std::string("metrics:  ex=1  esm=0  esm_plus=1  ves=-  hardness=easy")));
    }

    // The token diff's hunks, an empty side shown as a position.
    void diffHunks() {
        const std::string text = explainText(countPair(), {100, false});
        QVERIFY(sameText(joined(sectionOf(text, "Token diff")),
                         "[1] gold 1:14-1:15 \"*\"  ->  prediction 1:14-1:20 \"dog_id\"\n"
                         "[2] gold 1:26 (nothing)  ->  prediction 1:31 (nothing)\n"));
        const nlohmann::json doc = nlohmann::json::parse(explainJson(countPair()));
        QCOMPARE(doc["diff_hunks"].size(), size_t(2));
        QCOMPARE(doc["diff_hunks"][0]["prediction"]["text"].get<std::string>(),
                 std::string("dog_id"));
        QCOMPARE(doc["diff_hunks"][1]["gold"]["begin"].get<int>(), 25);
    }

    // The metrics wrap under their label; a continuation line never starts
    // with the space the line broke at (items are two spaces apart).
    void metricsWrap() {
        PairExplanation x = countPair();
        for (int i = 0; i < 40; ++i)
            x.metrics.push_back({"metric_" + std::to_string(i), std::to_string(i % 3)});
        for (int width : {60, 61, 62, 63, 64, 65, 66, 67}) {
            const std::vector<std::string> lines = linesOf(explainText(x, {width, false}));
            size_t continuations = 0;
            for (size_t i = 4; i < lines.size() && !lines[i].empty(); ++i) {
                QVERIFY2(lines[i].starts_with("          ") && lines[i][10] != ' ',
                         lines[i].c_str());
                ++continuations;
            }
            QVERIFY(continuations >= 5);
        }
    }

    void rulesComponentsLinking() {
        const std::string text = explainText(countPair(), {100, false});
        QVERIFY(sameText(joined(sectionOf(text, "ESM+ rules")),
                         std::string("[1] prediction: rule 14 fired at 1:8-1:21\n"
                                     "    before: SELECT count(dogs.dog_id) FROM dogs\n"
                                     "    after:  SELECT count(*) FROM dogs\n"
                                     "    fact:   dogs.dog_id is NOT NULL (pragma)\n")));
        const std::vector<std::string> components = sectionOf(text, "Components");
        QCOMPARE(components.size(), size_t(3));
        QVERIFY(sameText(components[1].substr(0, 37), "SELECT     no   yes       0  count(*)"));
        QVERIFY(components[1].find("count(dogs.dog_id)") != std::string::npos);
        const std::string linking = joined(sectionOf(text, "Schema linking"));
        QVERIFY(linking.find("extra columns:       dogs.dog_id\n") != std::string::npos);
        QVERIFY(linking.find("R 1  P 0.5  F1+ 0.667\n") != std::string::npos);
    }

    void resultsSideBySide() {
        const std::string text = explainText(countPair(), {60, false});
        const std::vector<std::string> results = sectionOf(text, "Results");
        QVERIFY(results.size() >= 6);
        QVERIFY(
            sameText(results[0], std::string("EX 1  EX (BIRD) 1  EXE 1  EXP 1  EXR 1  EX F1 1")));
        QVERIFY(sameText(results[1], std::string("gold:       ok, 1 row")));
        QVERIFY(sameText(results[3], std::string("gold                         | prediction")));
        QVERIFY(sameText(results[4],
                         std::string("     1 count(*)              |      1 count(dog_id) =1")));
        QVERIFY(sameText(results[5], std::string("xea  7                       | xea  7")));
    }

    // Unmatched cells end in '*', rows without a match show dots, and a grid
    // wider than its half is cut with ellipses.
    void resultsUnmatchedAndWide() {
        PairExplanation x = countPair();
        x.results.pred.columns = {"name", "a_rather_long_column_name_that_cannot_fit_anywhere"};
        x.results.pred.rows = {{"Rex", std::string(80, 'y')}, {"Max", "2"}};
        x.results.pred.totalRows = 5;
        x.results.predRows = {kMatchExf, 0};
        x.results.predCells = {{true, false}, {false, false}};
        x.results.columnMapping = {0, -1};
        const std::string text = explainText(x, {80, false});
        const std::vector<std::string> results = sectionOf(text, "Results");
        const std::string all = joined(results);
        QVERIFY(all.find("prediction: ok, 5 rows (the first 2 shown)") != std::string::npos);
        QVERIFY(all.find("..a  Rex ") != std::string::npos);
        QVERIFY(all.find("...  Max* ") != std::string::npos);
        QVERIFY(all.find("(3 more rows)") != std::string::npos);
        QVERIFY(all.find("\xE2\x80\xA6") != std::string::npos);  // an ellipsis
        QVERIFY(all.find("=-") != std::string::npos);
    }

    // No line is wider than the width, and the query text is all there.
    void widthsAndWrapping() {
        PairExplanation x = countPair();
        std::string longWhere = " WHERE ";
        for (int i = 0; i < 30; ++i)
            longWhere +=
                (i ? " AND " : "") + std::string("name <> 'dög ") + std::to_string(i) + "'";
        x.pred += longWhere;
        x.marks.push_back(mark(Side::Prediction, 31, static_cast<uint32_t>(x.pred.size()),
                               MarkKind::ClauseMismatch, "esm", "WHERE: missing in gold"));
        x.marks.push_back(mark(Side::Prediction, static_cast<uint32_t>(x.pred.size()),
                               static_cast<uint32_t>(x.pred.size()), MarkKind::ParseError, "parse",
                               "end"));
        x.components.push_back({"WHERE", false, false, 0.0, "-", x.pred.substr(31)});
        x.components.push_back({"GROUP BY (no HAVING)", true, true, {}, "-", "-"});
        x.question = std::string(300, 'q');
        for (int width : {60, 77, 100, 160}) {
            const std::string text = explainText(x, {width, false});
            for (const std::string& line : linesOf(text))
                QVERIFY2(codePoints(line) <= static_cast<size_t>(width),
                         (std::to_string(width) + ": " + line).c_str());
            // The prediction's lines, continuation gutters removed, give the query back.
            std::string rebuilt;
            for (const std::string& line : sectionOf(text, "Prediction")) {
                if (line.starts_with("   1  ") || line.starts_with("   +  "))
                    rebuilt += line.substr(6) + (line.size() - 6 < size_t(width - 7) ? " " : "");
            }
            auto squash = [](std::string s) {
                std::string out;
                for (char c : s)
                    if (c != ' ') out += c;
                return out;
            };
            QCOMPARE(squash(rebuilt), squash(x.pred));
            // The parse error at the very end is drawn past the last character.
            QVERIFY(text.find("e 6") != std::string::npos || text.find("6 e") != std::string::npos);
        }
    }

    void colour() {
        const std::string text = explainText(countPair(), {100, true});
        QVERIFY(text.find("\033[1;34m*\033[0m") != std::string::npos);  // only in gold
        QVERIFY(text.find("\033[1;33mdog_id\033[0m") != std::string::npos);
        QVERIFY(text.find("legend: ") != std::string::npos);
        QVERIFY(text.find("\033[7;36mrule rewrite\033[0m") != std::string::npos);
        // No marker rows with colour.
        QVERIFY(sectionOf(text, "Gold").size() == 1);
    }

    // A long mark cut by a wrap does not win over a narrower one in the next
    // piece of the line because its part there is as narrow.
    void colourPrefersTheNarrowerMarkAcrossWraps() {
        PairExplanation x = countPair();
        x.pred = "SELECT " + std::string(50, 'x') + " FROM dogs WHERE age > 18";
        x.marks = {mark(Side::Prediction, 40, 57, MarkKind::ClauseMismatch, "esm", "long"),
                   mark(Side::Prediction, 53, 57, MarkKind::SchemaExtra, "linking", "short")};
        const std::string text = explainText(x, {60, true});
        QVERIFY(text.find("   +  \033[1;4;33mxxxx\033[0m FROM dogs") != std::string::npos);
    }

    void json() {
        const std::string text = explainJson(countPair());
        const nlohmann::json doc = nlohmann::json::parse(text);
        QCOMPARE(doc["schema"].get<std::string>(), std::string("sqlscope-explain/1"));
        QCOMPARE(doc["pair"]["index"].get<int>(), 0);
        QCOMPARE(doc["pair"]["run"].get<std::string>(), std::string("model_a"));
        QCOMPARE(doc["metrics"]["ex"].get<std::string>(), std::string("1"));
        QVERIFY(doc["metrics"]["ves"].is_null());
        QCOMPARE(doc["metrics"]["hardness"].get<std::string>(), std::string("easy"));
        const auto& marks = doc["marks"];
        QCOMPARE(marks.size(), size_t(4));
        QCOMPARE(marks[0]["kind"].get<std::string>(), std::string("only_in_gold"));
        QCOMPARE(marks[0]["span"]["text"].get<std::string>(), std::string("*"));
        QCOMPARE(marks[0]["span"]["from"]["column"].get<int>(), 14);
        QCOMPARE(marks[2]["number"].get<int>(), 3);
        QCOMPARE(marks[2]["rule_event"].get<int>(), 0);
        QVERIFY(marks[1]["rule_event"].is_null());
        QCOMPARE(doc["rules"][0]["rule"].get<int>(), 14);
        QCOMPARE(doc["results"]["prediction"]["rows"][0]["matched_by"].size(), size_t(3));
        QCOMPARE(doc["results"]["column_mapping"][0].get<int>(), 0);
        QCOMPARE(doc["linking"]["extra_columns"][0].get<std::string>(), std::string("dogs.dog_id"));
        QVERIFY(doc["components"][0]["esm"].is_boolean());
    }

    // Line and column count code points on their own line.
    void jsonMultiLineSpans() {
        PairExplanation x = countPair();
        x.pred = "SELECT count(dog_id)\nFROM dögs";
        x.marks = {mark(Side::Prediction, 26, 31, MarkKind::SchemaExtra, "linking", "dögs")};
        const nlohmann::json doc = nlohmann::json::parse(explainJson(x));
        const auto& span = doc["marks"][0]["span"];
        QCOMPARE(span["from"]["line"].get<int>(), 2);
        QCOMPARE(span["from"]["column"].get<int>(), 6);
        QCOMPARE(span["to"]["column"].get<int>(), 10);
        QCOMPARE(span["text"].get<std::string>(), std::string("dögs"));
        const std::string text = explainText(x, {100, false});
        QVERIFY(sameText(joined(sectionOf(text, "Prediction")),
                         std::string("   1  SELECT count(dog_id)\n"
                                     "   2  FROM dögs\n"
                                     "           xxxx 1\n")));
    }
};

SQLSCOPE_TEST_SUITE(ExplainPrintersTest)
#include "explain_printers_test.moc"
