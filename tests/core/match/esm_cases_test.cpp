// Runs the golden text cases of tests/cases/esm/*.test: the worked examples
// (docs/metrics/esm.md#worked-examples), the hardness examples and the quirks of the
// Spider-faithful ESM, on the dogs fixture. A file is a sequence of blocks:
//
//   esm <name>       `gold: <sql>` and `pred: <sql>` lines, optionally
//                    `variant: testsuite` and `schema: tables.json` (no
//                    database file: the tables.json names stand in); then
//                    "----" and the expected fields, one `key: value` a line:
//                    exact, failing (component keys with F1 != 1, or -),
//                    hardness, counts (component1 component2 others), tables
//                    (equal / differ / not compared), pred_error, gold_error
//                    (the pair is then unscored), totals (<component> label
//                    pred count), gold_parsed / pred_parsed / gold_normalized
//                    / pred_normalized (the Python repr of the structure).
//   tokens <name>    the query, "----", then `tokens: t1 | t2 | ...` or
//                    `error: <message>` (the Spider token stream,
//                    docs/metrics/esm.md#tokenization).
//
// A block ends at a blank line; lines starting with '#' between blocks are
// comments. Only the fields a case names are checked.
#include <QObject>
#include <QTemporaryDir>
#include <QTest>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "core/match/esm/esm_evaluator.h"
#include "core/match/esm/esm_schemas.h"
#include "core/match/esm/spider_tokenizer.h"
#include "core/schema/catalog.h"
#include "tests/fixture_db.h"
#include "tests/golden_blocks.h"
#include "tests/test_registry.h"

using namespace sqlscope::match::esm;

namespace {

struct EsmCase {
    std::string file;
    int line = 0;
    std::string kind;
    std::string name;
    std::vector<std::pair<std::string, std::string>> input;     // before ----
    std::vector<std::pair<std::string, std::string>> expected;  // after ----
    std::string query;                                          // tokens blocks
};

std::string rstrip(std::string s) {
    while (!s.empty() && (s.back() == ' ' || s.back() == '\r'))
        s.pop_back();
    return s;
}

std::vector<EsmCase> loadCases() {
    std::vector<EsmCase> cases;
    for (const sqlscope::testing::GoldenBlock& block : sqlscope::testing::readGoldenBlocks("esm")) {
        EsmCase c;
        c.file = block.file;
        c.line = block.line;
        c.kind = block.kind;
        c.name = block.name;
        for (const std::string& line : block.expected)
            c.expected.push_back(sqlscope::testing::splitKeyValue(line));
        if (c.kind == "tokens") {
            c.query = sqlscope::testing::joinLines(block.input);
        } else {
            for (const std::string& line : block.input)
                c.input.push_back(sqlscope::testing::splitKeyValue(line));
        }
        cases.push_back(std::move(c));
    }
    return cases;
}

std::string failingComponents(const EsmVerdict& verdict) {
    std::string out;
    for (Component c : kComponents) {
        if (verdict.f1(c) == 1) continue;
        if (!out.empty()) out += ", ";
        out += componentKey(c);
    }
    return out.empty() ? "-" : out;
}

std::string tokenList(const SpiderTokenization& tokens) {
    if (!tokens.ok()) return "error: " + tokens.error;
    std::string out = "tokens:";
    for (size_t i = 0; i < tokens.tokens.size(); ++i) {
        out += i ? " | " : " ";
        out += tokens.tokens[i].text;
    }
    return out;
}

std::string repr(const std::shared_ptr<const SpiderQuery>& query, bool normalized) {
    if (!query) return "<no query>";
    const std::shared_ptr<const SpiderSql>& sql = normalized ? query->normalized : query->parsed;
    return sql ? toPythonRepr(*sql) : "<unparseable: " + query->error + ">";
}

}  // namespace

class EsmCasesTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        QVERIFY(dir_.isValid());
        std::string databaseDir = dir_.path().toStdString();
        QVERIFY(!sqlscope::testing::buildFixtureDatabase(databaseDir, "dogs").empty());
        auto load = sqlscope::schema::Catalog::fromTablesJson(
            sqlscope::testing::fixtureDir("dogs") + "tables.json");
        QVERIFY2(load.ok(), load.error.c_str());
        catalog_ = std::make_unique<sqlscope::schema::Catalog>(std::move(load.catalog));
        withFile_ = std::make_unique<EsmSchemas>(*catalog_, std::vector<std::string>{databaseDir});
        withoutFile_ = std::make_unique<EsmSchemas>(*catalog_, std::vector<std::string>{});
        for (int schema = 0; schema < 2; ++schema) {
            for (int variant = 0; variant < 2; ++variant) {
                evaluators_[schema][variant] = std::make_unique<EsmEvaluator>(
                    schema == 0 ? *withFile_ : *withoutFile_,
                    EsmOptions{variant == 0 ? EsmVariant::Spider : EsmVariant::TestSuite});
            }
        }
    }

    void cases_data() {
        QTest::addColumn<int>("index");
        cases_ = loadCases();
        QVERIFY2(cases_.size() >= 80, "tests/cases/esm should hold the ESM golden cases");
        for (size_t i = 0; i < cases_.size(); ++i) {
            const EsmCase& c = cases_[i];
            std::string tag = c.file + ":" + std::to_string(c.line) + " " + c.kind + " " + c.name;
            QTest::newRow(tag.c_str()) << static_cast<int>(i);
        }
    }

    void cases() {
        QFETCH(int, index);
        const EsmCase& c = cases_[static_cast<size_t>(index)];
        if (c.kind == "tokens") {
            QCOMPARE(c.expected.size(), size_t(1));
            std::string expected = c.expected[0].first + ": " + c.expected[0].second;
            QCOMPARE(QString::fromStdString(tokenList(tokenizeForSpider(c.query))),
                     QString::fromStdString(rstrip(expected)));
            return;
        }
        QCOMPARE(QString::fromStdString(c.kind), QStringLiteral("esm"));
        std::string gold, pred;
        int variant = 0, schema = 0;
        for (const auto& [key, value] : c.input) {
            if (key == "gold") {
                gold = value;
            } else if (key == "pred") {
                pred = value;
            } else if (key == "variant") {
                QCOMPARE(QString::fromStdString(value), QStringLiteral("testsuite"));
                variant = 1;
            } else if (key == "schema") {
                QCOMPARE(QString::fromStdString(value), QStringLiteral("tables.json"));
                schema = 1;
            } else {
                QFAIL(("unknown input line " + key).c_str());
            }
        }
        QVERIFY(!c.expected.empty());
        EsmVerdict verdict = evaluators_[schema][variant]->evaluate("dogs", gold, pred);
        for (const auto& [key, value] : c.expected) {
            std::string got;
            if (key == "gold_error") {
                QVERIFY2(!verdict.scored, "the gold was expected not to parse");
                got = verdict.gold ? verdict.gold->error : verdict.error;
            } else if (key == "gold_parsed" || key == "gold_normalized") {
                got = repr(verdict.gold, key == "gold_normalized");
            } else {
                QVERIFY2(verdict.scored, ("the pair was not scored: " + verdict.error).c_str());
                if (key == "exact") {
                    got = verdict.exact ? "1" : "0";
                } else if (key == "failing") {
                    got = failingComponents(verdict);
                } else if (key == "hardness") {
                    got = std::string(hardnessName(verdict.hardness));
                } else if (key == "counts") {
                    const HardnessCounts& h = verdict.hardnessCounts;
                    got = std::to_string(h.component1) + " " + std::to_string(h.component2) + " " +
                          std::to_string(h.others);
                } else if (key == "tables") {
                    got = !verdict.match.tablesCompared ? "not compared"
                          : verdict.match.tablesEqual   ? "equal"
                                                        : "differ";
                } else if (key == "pred_error") {
                    QVERIFY2(!verdict.predParsed(), "the prediction was expected not to parse");
                    got = verdict.pred->error;
                } else if (key == "totals") {
                    std::string component = value.substr(0, value.find(' '));
                    bool found = false;
                    for (Component comp : kComponents) {
                        if (componentKey(comp) != component) continue;
                        const ComponentScore& s = verdict.component(comp);
                        got = component + " " + std::to_string(s.labelTotal) + " " +
                              std::to_string(s.predTotal) + " " + std::to_string(s.count);
                        found = true;
                    }
                    QVERIFY2(found, ("unknown component " + component).c_str());
                } else if (key == "pred_parsed" || key == "pred_normalized") {
                    got = repr(verdict.pred, key == "pred_normalized");
                } else {
                    QFAIL(("unknown expected field " + key).c_str());
                }
            }
            QCOMPARE(QString::fromStdString(key + ": " + rstrip(got)),
                     QString::fromStdString(key + ": " + rstrip(value)));
        }
    }

private:
    QTemporaryDir dir_;
    std::unique_ptr<sqlscope::schema::Catalog> catalog_;
    std::unique_ptr<EsmSchemas> withFile_;
    std::unique_ptr<EsmSchemas> withoutFile_;
    std::unique_ptr<EsmEvaluator> evaluators_[2][2];
    std::vector<EsmCase> cases_;
};

SQLSCOPE_TEST_SUITE(EsmCasesTest)
#include "esm_cases_test.moc"
