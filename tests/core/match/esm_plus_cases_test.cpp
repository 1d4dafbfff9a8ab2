// Runs the golden text cases of tests/cases/esm_plus/*.test: the worked
// examples of docs/metrics/esm-plus.md, every rule's equivalent and
// non-equivalent pairs in each mode, the key updates, and the schema facts,
// on the dogs fixture. A file is a sequence of blocks:
//
//   esmplus <name>   `gold: <sql>` and `pred: <sql>` lines, optionally
//                    `modes: reference fixed strict` (the modes run; default
//                    all three), `rules: all | 1,2,7 | -7` (the active set;
//                    `-7`: all but 7) and `schema: tables.json` (no database
//                    file: the tables.json fallback), `db: cats` (the
//                    fixture of tests/fixtures/cats instead of dogs); then "----" and the
//                    expected fields, one `key: value` a line, for every
//                    mode run or, as `<mode>.key: value`, for one mode:
//                    exact (0/1), failed (the first failing component,
//                    "tables", "join conditions", or -), rules / rules_gold /
//                    rules_pred (ids, space-separated, or -), pred_status,
//                    hardness, error (the esm_plus_error text), gold_normal /
//                    pred_normal (the normal form), trace (a substring of
//                    one formatted trace line; may repeat), unsound (ids of
//                    events marked unsound, or -), blocked (ids with a
//                    blocked event, or -), deviation (a substring of one
//                    recorded mode deviation; may repeat).
//   tokens <name>    the query, "----", then `tokens: t1 | t2 | ...` (the
//                    reference tokenizer) and optionally `fixed.tokens: ...`.
//
// A block ends at a blank line; lines starting with '#' between blocks are
// comments. Only the fields a case names are checked.
#include <QDir>
#include <QFile>
#include <QObject>
#include <QTemporaryDir>
#include <QTest>
#include <map>
#include <memory>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "core/exec/executor.h"
#include "core/match/esm_plus/esm_plus_evaluator.h"
#include "core/match/esm_plus/esm_plus_schemas.h"
#include "core/match/esm_plus/etm_tokenizer.h"
#include "core/schema/catalog.h"
#include "tests/fixture_db.h"
#include "tests/golden_blocks.h"
#include "tests/test_registry.h"

using namespace sqlscope::match::esm_plus;

namespace {

struct PlusCase {
    std::string file;
    int line = 0;
    std::string kind;
    std::string name;
    std::vector<std::pair<std::string, std::string>> input;
    std::vector<std::pair<std::string, std::string>> expected;
    std::string query;
};

std::string rstrip(std::string s) {
    while (!s.empty() && (s.back() == ' ' || s.back() == '\r'))
        s.pop_back();
    return s;
}

std::vector<PlusCase> loadCases() {
    std::vector<PlusCase> cases;
    for (const sqlscope::testing::GoldenBlock& block :
         sqlscope::testing::readGoldenBlocks("esm_plus")) {
        PlusCase c;
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

std::string ids(const RuleSet& set) {
    std::string text = set.text();
    return text.empty() ? "-" : text;
}

std::string tokenList(const EtmTokenization& tokens) {
    if (!tokens.ok()) return "error: " + tokens.error;
    std::string out;
    for (size_t i = 0; i < tokens.tokens.size(); ++i)
        out += (i ? " | " : "") + tokens.tokens[i].text;
    return out;
}

}  // namespace

class EsmPlusCasesTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        QVERIFY(dir_.isValid());
        databaseDir_ = dir_.path().toStdString();
        QVERIFY(!sqlscope::testing::buildFixtureDatabase(databaseDir_, "dogs").empty());
        QVERIFY(!sqlscope::testing::buildFixtureDatabase(databaseDir_, "cats").empty());
        auto load = sqlscope::schema::Catalog::fromTablesJson(
            sqlscope::testing::fixtureDir("dogs") + "tables.json");
        QVERIFY2(load.ok(), load.error.c_str());
        catalog_ = std::make_unique<sqlscope::schema::Catalog>(std::move(load.catalog));
        withFile_ =
            std::make_unique<EsmPlusSchemas>(*catalog_, std::vector<std::string>{databaseDir_});
        withoutFile_ = std::make_unique<EsmPlusSchemas>(*catalog_, std::vector<std::string>{});
    }

    void cases_data() {
        QTest::addColumn<int>("index");
        cases_ = loadCases();
        QVERIFY2(cases_.size() >= 120, "tests/cases/esm_plus should hold the ESM+ golden cases");
        for (size_t i = 0; i < cases_.size(); ++i) {
            const PlusCase& c = cases_[i];
            std::string tag = c.file + ":" + std::to_string(c.line) + " " + c.kind + " " + c.name;
            QTest::newRow(tag.c_str()) << static_cast<int>(i);
        }
    }

    void cases() {
        QFETCH(int, index);
        const PlusCase& c = cases_[static_cast<size_t>(index)];
        if (c.kind == "tokens") {
            for (const auto& [key, value] : c.expected) {
                EtmTokenizerOptions options;
                if (key == "fixed.tokens") {
                    options.joinKinds = true;
                } else {
                    QCOMPARE(QString::fromStdString(key), QStringLiteral("tokens"));
                }
                QCOMPARE(QString::fromStdString(tokenList(tokenizeForEtm(c.query, options))),
                         QString::fromStdString(rstrip(value)));
            }
            return;
        }
        QCOMPARE(QString::fromStdString(c.kind), QStringLiteral("esmplus"));
        std::string gold, pred, rulesText = "all", db = "dogs";
        std::vector<EsmPlusMode> modes = {EsmPlusMode::Reference, EsmPlusMode::Fixed,
                                          EsmPlusMode::Strict};
        bool tablesJson = false;
        for (const auto& [key, value] : c.input) {
            if (key == "gold") {
                gold = value;
            } else if (key == "pred") {
                pred = value;
            } else if (key == "rules") {
                rulesText = value;
            } else if (key == "db") {
                db = value;
            } else if (key == "schema") {
                QCOMPARE(QString::fromStdString(value), QStringLiteral("tables.json"));
                tablesJson = true;
            } else if (key == "modes") {
                modes.clear();
                size_t pos = 0;
                while (pos < value.size()) {
                    size_t end = value.find(' ', pos);
                    std::string word =
                        value.substr(pos, end == std::string::npos ? end : end - pos);
                    auto mode = parseMode(word);
                    QVERIFY2(mode.has_value(), ("unknown mode " + word).c_str());
                    modes.push_back(*mode);
                    if (end == std::string::npos) break;
                    pos = end + 1;
                }
            } else {
                QFAIL(("unknown input line " + key).c_str());
            }
        }
        RuleSet active;
        if (rulesText.rfind("-", 0) == 0) {
            auto without = RuleSet::parse(rulesText.substr(1));
            QVERIFY(without.has_value());
            for (int r = 1; r <= kRuleCount; ++r)
                if (without->has(r)) active.set(r, false);
        } else if (rulesText != "all") {
            auto parsed = RuleSet::parse(rulesText);
            QVERIFY2(parsed.has_value(), ("bad rules line " + rulesText).c_str());
            active = *parsed;
        }
        QVERIFY(!c.expected.empty());
        for (EsmPlusMode mode : modes) {
            const std::string prefix = std::string(modeName(mode)) + ".";
            EsmPlusEvaluator evaluator(tablesJson ? *withoutFile_ : *withFile_,
                                       EsmPlusOptions{mode, active, true});
            ExecutionCheck check = [this](const std::string& path, std::string_view sql) {
                sqlscope::exec::ExecResult result = executor_.run(path, sql);
                return PredExecution{result.status != sqlscope::exec::ExecStatus::Error,
                                     result.message};
            };
            EsmPlusVerdict v = evaluator.evaluate(db, gold, pred, check);
            std::vector<std::string> traceLines, deviations;
            std::set<int> unsound, blocked;
            for (const auto& [query, text] :
                 {std::make_pair(v.gold, gold), std::make_pair(v.pred, pred)}) {
                if (!query) continue;
                for (const RuleEvent& e : query->trace.events) {
                    traceLines.push_back(formatEvent(e, text));
                    if (e.unsound) unsound.insert(e.rule);
                    if (e.kind == RuleEvent::Kind::Blocked) blocked.insert(e.rule);
                }
                for (const ModeDeviation& d : query->trace.deviations)
                    deviations.push_back(d.cause);
            }
            auto idList = [](const std::set<int>& set) {
                std::string out;
                for (int r : set)
                    out += (out.empty() ? "" : " ") + std::to_string(r);
                return out.empty() ? std::string("-") : out;
            };
            for (const auto& [fullKey, value] : c.expected) {
                std::string key = fullKey;
                if (key.find('.') != std::string::npos) {
                    if (key.rfind(prefix, 0) != 0) continue;
                    key = key.substr(prefix.size());
                }
                std::string got;
                if (key == "error") {
                    got = v.errorText();
                } else if (key == "gold_normal") {
                    got = v.gold ? v.gold->normalForm() : "";
                } else if (key == "trace" || key == "deviation") {
                    const auto& lines = key == "trace" ? traceLines : deviations;
                    bool found = false;
                    for (const std::string& line : lines)
                        found = found || line.find(value) != std::string::npos;
                    std::string all;
                    for (const std::string& line : lines)
                        all += "\n    " + line;
                    QVERIFY2(found, (std::string(modeName(mode)) + ": no " + key + " line has '" +
                                     value + "'; got:" + all)
                                        .c_str());
                    continue;
                } else if (key == "unsound") {
                    got = idList(unsound);
                } else if (key == "blocked") {
                    got = idList(blocked);
                } else {
                    QVERIFY2(v.scored,
                             (std::string(modeName(mode)) + ": the pair was not scored: " + v.error)
                                 .c_str());
                    if (key == "exact") {
                        got = v.exact ? "1" : "0";
                    } else if (key == "failed") {
                        got = v.match.failed.empty() ? "-" : v.match.failed;
                    } else if (key == "rules") {
                        got = ids(v.rules());
                    } else if (key == "rules_gold") {
                        got = ids(v.rulesGold);
                    } else if (key == "rules_pred") {
                        got = ids(v.rulesPred);
                    } else if (key == "pred_status") {
                        got = std::string(predStatusName(v.predStatus));
                        if (v.predStatus == PredStatus::ParseError) got += ": " + v.predMessage;
                    } else if (key == "hardness") {
                        got = v.hardness.level;
                    } else if (key == "pred_normal") {
                        got = v.pred ? v.pred->normalForm() : "";
                    } else {
                        QFAIL(("unknown expected field " + fullKey).c_str());
                    }
                }
                QCOMPARE(QString::fromStdString(std::string(modeName(mode)) + " " + key + ": " +
                                                rstrip(got)),
                         QString::fromStdString(std::string(modeName(mode)) + " " + key + ": " +
                                                rstrip(value)));
            }
        }
    }

private:
    QTemporaryDir dir_;
    std::string databaseDir_;
    std::unique_ptr<sqlscope::schema::Catalog> catalog_;
    std::unique_ptr<EsmPlusSchemas> withFile_;
    std::unique_ptr<EsmPlusSchemas> withoutFile_;
    sqlscope::exec::Executor executor_;
    std::vector<PlusCase> cases_;
};

SQLSCOPE_TEST_SUITE(EsmPlusCasesTest)
#include "esm_plus_cases_test.moc"
