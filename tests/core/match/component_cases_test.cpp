// Runs the golden text cases of tests/cases/component/*.test: the worked
// examples, the canonical item rendering, the error categories and the
// complexity levels of docs/metrics/component.md. A file is a sequence
// of blocks:
//
//   component <name>   `gold: <sql>` and `pred: <sql>` lines, optionally
//                      `db: none` (no schema, no database; default: the dogs
//                      fixture) and `predicate-items: part`; then "----" and
//                      the expected fields, one `key: value` a line:
//     select|from|where|group_by|order_by|having|keywords: P R F1, or -
//                      (not applicable); numbers match to the decimals given
//     <component>.pred / <component>.gold: the item texts, ` | `-separated
//                      in order of appearance (- for none)
//     avg_f1: x or -          em: 0|1       em_gold / em_pred: normalised text
//     complexity: level       complexity_reason: text     sql_type: type
//     errors: the categories (space-separated) or -
//     missing / extra: clause kinds, `, `-separated, or -
//     wrong_predicates: the "<pred> vs <gold>" strings, ` | `-separated, or -
//     explain: the next finding's explanation (one line per finding, in order;
//                      the count must match when any is given)
//     pred_valid: 1|0|-       pred_message: SQLite's message     scored: 0|1
//
// A block ends at a blank line; lines starting with '#' between blocks are
// comments. Only the fields a case names are checked.
#include <QDir>
#include <QFile>
#include <QObject>
#include <QTemporaryDir>
#include <QTest>
#include <cmath>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "core/match/component/component_analyzer.h"
#include "core/schema/catalog.h"
#include "tests/fixture_db.h"
#include "tests/golden_blocks.h"
#include "tests/test_registry.h"

using namespace sqlscope::match::component;

namespace {

struct ComponentCase {
    std::string file;
    int line = 0;
    std::string name;
    std::vector<std::pair<std::string, std::string>> input;
    std::vector<std::pair<std::string, std::string>> expected;
};

std::string rstrip(std::string s) {
    while (!s.empty() && (s.back() == ' ' || s.back() == '\r'))
        s.pop_back();
    return s;
}

std::pair<std::string, std::string> keyValue(const std::string& line) {
    size_t colon = line.find(": ");
    if (colon == std::string::npos) return {rstrip(line), ""};
    return {line.substr(0, colon), rstrip(line.substr(colon + 2))};
}

std::vector<ComponentCase> loadCases() {
    std::vector<ComponentCase> cases;
    for (const sqlscope::testing::GoldenBlock& block :
         sqlscope::testing::readGoldenBlocks("component")) {
        ComponentCase c;
        c.file = block.file;
        c.line = block.line;
        if (block.kind != "component") {
            c.name = "<bad block: " + block.kind + " " + block.name + ">";
            cases.push_back(std::move(c));
            continue;
        }
        c.name = block.name;
        for (const std::string& line : block.input)
            c.input.push_back(keyValue(rstrip(line)));
        for (const std::string& line : block.expected)
            c.expected.push_back(keyValue(rstrip(line)));
        cases.push_back(std::move(c));
    }
    return cases;
}

std::string itemsText(const std::vector<ScoredItem>& items) {
    if (items.empty()) return "-";
    std::string out;
    for (const ScoredItem& item : items) {
        if (!out.empty()) out += " | ";
        out += item.text;
    }
    return out;
}

template <typename List, typename Name>
std::string listText(const List& list, const char* separator, Name name) {
    if (list.empty()) return "-";
    std::string out;
    for (const auto& x : list) {
        if (!out.empty()) out += separator;
        out += name(x);
    }
    return out;
}

// Decimals written in `expected` (0 for "1").
int decimalsOf(const std::string& expected) {
    size_t dot = expected.find('.');
    return dot == std::string::npos ? 0 : static_cast<int>(expected.size() - dot - 1);
}

// Checks "P R F1" (or "-", or one number) against the values, to the decimals written.
bool numbersMatch(const std::string& expected, const std::vector<double>& values,
                  std::string& got) {
    char buffer[64];
    got.clear();
    for (double v : values) {
        std::snprintf(buffer, sizeof buffer, "%s%.4f", got.empty() ? "" : " ", v);
        got += buffer;
    }
    std::vector<std::string> parts;
    size_t start = 0;
    while (start < expected.size()) {
        size_t space = expected.find(' ', start);
        parts.push_back(
            expected.substr(start, space == std::string::npos ? std::string::npos : space - start));
        if (space == std::string::npos) break;
        start = space + 1;
    }
    if (parts.size() != values.size()) return false;
    for (size_t i = 0; i < parts.size(); ++i) {
        char* end = nullptr;
        double e = std::strtod(parts[i].c_str(), &end);
        if (!end || *end != '\0') return false;
        double tolerance = 0.5 * std::pow(10.0, -decimalsOf(parts[i])) + 1e-12;
        if (std::fabs(values[i] - e) > tolerance) return false;
    }
    return true;
}

}  // namespace

class ComponentCasesTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        QVERIFY(dir_.isValid());
        const std::string databaseDir = dir_.path().toStdString();
        QVERIFY(!sqlscope::testing::buildFixtureDatabase(databaseDir, "dogs").empty());
        auto load = sqlscope::schema::Catalog::fromTablesJson(
            sqlscope::testing::fixtureDir("dogs") + "tables.json");
        QVERIFY2(load.ok(), load.error.c_str());
        catalog_ = std::make_unique<sqlscope::schema::Catalog>(std::move(load.catalog));
        for (int mode = 0; mode < 2; ++mode) {
            ComponentOptions options;
            options.predicateItems = mode == 0 ? PredicateItems::Atom : PredicateItems::Part;
            analyzers_[mode] = std::make_unique<ComponentAnalyzer>(
                *catalog_, std::vector<std::string>{databaseDir}, options);
        }
    }

    void cases_data() {
        QTest::addColumn<int>("index");
        cases_ = loadCases();
        QVERIFY2(cases_.size() >= 30, "tests/cases/component should hold the component cases");
        for (size_t i = 0; i < cases_.size(); ++i) {
            const ComponentCase& c = cases_[i];
            std::string tag = c.file + ":" + std::to_string(c.line) + " " + c.name;
            QTest::newRow(tag.c_str()) << static_cast<int>(i);
        }
    }

    void cases() {
        QFETCH(int, index);
        const ComponentCase& c = cases_[static_cast<size_t>(index)];
        QVERIFY2(c.name.rfind("<bad block", 0) != 0, c.name.c_str());
        std::string gold, pred, db = "dogs";
        int mode = 0;
        for (const auto& [key, value] : c.input) {
            if (key == "gold") {
                gold = value;
            } else if (key == "pred") {
                pred = value;
            } else if (key == "db") {
                db = value;
            } else if (key == "predicate-items") {
                QVERIFY(value == "atom" || value == "part");
                mode = value == "part" ? 1 : 0;
            } else {
                QFAIL(("unknown input line " + key).c_str());
            }
        }
        QVERIFY(!c.expected.empty());
        ComponentVerdict v = analyzers_[mode]->evaluate(db, gold, pred);
        size_t explained = 0;
        for (const auto& [key, value] : c.expected) {
            std::string got;
            bool numeric = false;
            bool ok = true;
            bool componentKeyFound = false;
            for (Component component : kComponents) {
                const std::string k(componentKey(component));
                const ComponentScore& s = v.component(component);
                if (key == k) {
                    componentKeyFound = true;
                    if (!s.applicable) {
                        got = "-";
                    } else {
                        numeric = true;
                        ok = numbersMatch(value, {s.precision, s.recall, s.f1}, got);
                    }
                } else if (key == k + ".pred") {
                    componentKeyFound = true;
                    got = itemsText(s.pred);
                } else if (key == k + ".gold") {
                    componentKeyFound = true;
                    got = itemsText(s.gold);
                }
            }
            if (componentKeyFound) {
                // handled
            } else if (key == "avg_f1") {
                if (!v.avgF1) {
                    got = "-";
                } else {
                    numeric = true;
                    ok = numbersMatch(value, {*v.avgF1}, got);
                }
            } else if (key == "em") {
                got = v.em ? "1" : "0";
            } else if (key == "em_gold") {
                got = v.goldNormalized;
            } else if (key == "em_pred") {
                got = v.predNormalized;
            } else if (key == "complexity") {
                got = v.scored ? std::string(complexityName(v.complexity.level)) : "-";
            } else if (key == "complexity_reason") {
                got = v.complexityReason;
            } else if (key == "sql_type") {
                got = v.scored ? std::string(sqlTypeName(v.sqlType)) : "-";
            } else if (key == "errors") {
                got = v.errors.categoriesText();
                if (got.empty()) got = "-";
            } else if (key == "missing") {
                got = listText(v.errors.missingClauses, ", ",
                               [](ClauseKind k) { return std::string(clauseKindName(k)); });
            } else if (key == "extra") {
                got = listText(v.errors.extraClauses, ", ",
                               [](ClauseKind k) { return std::string(clauseKindName(k)); });
            } else if (key == "wrong_predicates") {
                got = listText(v.errors.wrongPredicates, " | ",
                               [](const std::string& s) { return s; });
            } else if (key == "explain") {
                got = explained < v.errors.findings.size()
                          ? v.errors.findings[explained].explanation
                          : "<no finding>";
                ++explained;
            } else if (key == "pred_valid") {
                got = !v.predSyntax.checked() ? "-" : v.predSyntax.valid() ? "1" : "0";
            } else if (key == "pred_message") {
                got = v.predSyntax.message;
            } else if (key == "scored") {
                got = v.scored ? "1" : "0";
            } else {
                QFAIL(("unknown expected field " + key).c_str());
            }
            if (!numeric) ok = got == value;
            if (!ok) {
                std::string message = key + ": expected '" + value + "', got '" + got + "'";
                QFAIL(message.c_str());
            }
        }
        if (explained > 0) QCOMPARE(explained, v.errors.findings.size());
    }

private:
    QTemporaryDir dir_;
    std::unique_ptr<sqlscope::schema::Catalog> catalog_;
    std::unique_ptr<ComponentAnalyzer> analyzers_[2];
    std::vector<ComponentCase> cases_;
};

SQLSCOPE_TEST_SUITE(ComponentCasesTest)
#include "component_cases_test.moc"
