// Unit tests of core/audit: the flag kinds and their annotation categories,
// the seeded shuffle, the shuffled copies, the whole auditor on the embedded
// demo benchmark, and the text, JSON and CSV forms, with exact values.
#include <sqlite3.h>

#include <QObject>
#include <QTemporaryDir>
#include <QTest>
#include <filesystem>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "core/audit/audit_annotations.h"
#include "core/audit/audit_json.h"
#include "core/audit/audit_text.h"
#include "core/audit/gold_audit.h"
#include "core/audit/shuffled_copies.h"
#include "core/dataset/benchmark.h"
#include "core/dataset/demo_benchmark.h"
#include "core/schema/catalog.h"
#include "core/util/splitmix64.h"
#include "tests/test_registry.h"

using namespace sqlscope;
using audit::FlagKind;

namespace {

// One scalar of `sql` on the database file at `path`, as text.
std::string scalar(const std::string& path, const std::string& sql) {
    sqlite3* db = nullptr;
    sqlite3_open_v2(path.c_str(), &db, SQLITE_OPEN_READONLY, nullptr);
    sqlite3_stmt* s = nullptr;
    std::string out = "<error>";
    if (sqlite3_prepare_v2(db, sql.c_str(), -1, &s, nullptr) == SQLITE_OK) {
        out.clear();
        while (sqlite3_step(s) == SQLITE_ROW) {
            const unsigned char* t = sqlite3_column_text(s, 0);
            out +=
                (out.empty() ? "" : ",") + std::string(t ? reinterpret_cast<const char*>(t) : "");
        }
    }
    sqlite3_finalize(s);
    sqlite3_close(db);
    return out;
}

audit::GoldAudit sampleAudit() {
    audit::GoldAudit a;
    a.item = 7;
    a.id = "q7";
    a.dbId = "pets";
    a.line = 8;
    a.sql = "SELECT name FROM dogs LIMIT 2";
    a.parsed = a.executed = true;
    audit::AuditFlag shape;
    shape.kind = FlagKind::LimitWithoutOrderBy;
    shape.message = "LIMIT without ORDER BY";
    shape.span = sql::Span{22, 29};
    a.flags.push_back(shape);
    audit::AuditFlag run;
    run.kind = FlagKind::UnorderedLimit;
    run.message = "other rows";
    run.facts = {"1 row only in usual: (Rex)"};
    run.results.push_back({"usual", {"name"}, {{"Rex"}, {"Ace"}}, 2});
    run.results.push_back({"reverse_unordered_selects", {"name"}, {{"Kim"}, {"Ace"}}, 2});
    a.flags.push_back(run);
    return a;
}

}  // namespace

class GoldAuditTest : public QObject {
    Q_OBJECT

private slots:
    void kindKeysRoundTripAndMapToAnnotationCategories() {
        for (size_t k = 0; k < audit::kFlagKindCount; ++k) {
            const auto kind = static_cast<FlagKind>(k);
            QCOMPARE(audit::parseFlagKind(audit::flagKindKey(kind)), std::optional(kind));
        }
        QCOMPARE(audit::flagKindKey(FlagKind::LimitCutsTies), std::string_view("limit_cuts_ties"));
        QCOMPARE(audit::flagKindKey(FlagKind::UnrelatedJoinKeys),
                 std::string_view("unrelated_join_keys"));
        QVERIFY(!audit::parseFlagKind("limit"));
        QVERIFY(audit::isNondeterminism(FlagKind::OtherNondeterminism));
        QVERIFY(!audit::isNondeterminism(FlagKind::BareGroupColumn));
        QCOMPARE(audit::goldIssueOf(FlagKind::FloatAggregateOrder),
                 annotate::GoldIssue::TiesOrOrder);
        QCOMPARE(audit::goldIssueOf(FlagKind::BareGroupColumn), annotate::GoldIssue::TiesOrOrder);
        QCOMPARE(audit::goldIssueOf(FlagKind::TextNumberComparison),
                 annotate::GoldIssue::UndeclaredAssumption);
        QCOMPARE(audit::goldIssueOf(FlagKind::DoubleQuotedString), annotate::GoldIssue::Other);
        QCOMPARE(audit::goldIssueOf(FlagKind::UnrelatedJoinKeys), annotate::GoldIssue::WrongGold);
    }

    void splitmix64MatchesTheReferenceSequence() {
        // The published first outputs for state 0 (Vigna's splitmix64.c).
        uint64_t state = 0;
        QCOMPARE(util::splitmix64(state), uint64_t{0xe220a8397b1dcdafULL});
        QCOMPARE(util::splitmix64(state), uint64_t{0x6e789e6aa1b965f4ULL});
        // Fisher-Yates over it (computed independently in Python).
        QCOMPARE(util::shuffledOrder(8, 42), (std::vector<size_t>{3, 1, 6, 2, 4, 0, 7, 5}));
        QCOMPARE(util::shuffledOrder(0, 42), std::vector<size_t>{});
        QCOMPARE(util::fnv1a(""), uint64_t{0xcbf29ce484222325ULL});
    }

    void shuffledCopyMovesOnlyTablesWithoutARowidKey() {
        QTemporaryDir dir;
        const std::string source = dir.path().toStdString() + "/src.sqlite";
        {
            sqlite3* db = nullptr;
            sqlite3_open(source.c_str(), &db);
            sqlite3_exec(
                db,
                "CREATE TABLE keyed (id INTEGER PRIMARY KEY, v TEXT);"
                "CREATE TABLE plain (v TEXT);"
                "CREATE INDEX plain_v ON plain (v);"
                "INSERT INTO keyed VALUES (1,'a'),(2,'b'),(3,'c'),(4,'d');"
                "INSERT INTO plain VALUES ('a'),('b'),('c'),('d'),('e'),('f'),('g'),('h');",
                nullptr, nullptr, nullptr);
            sqlite3_close(db);
        }
        std::string copyFolder;
        {
            audit::ShuffledCopies copies(1);
            const audit::ShuffledCopy& copy = copies.copyOf(source);
            QVERIFY2(copy.error.empty(), copy.error.c_str());
            QCOMPARE(&copies.copyOf(source), &copy);  // made once
            QCOMPARE(copy.tables.size(), size_t{2});
            QCOMPARE(copy.tables[0].table, std::string("keyed"));
            QCOMPARE(copy.tables[0].rows, size_t{4});
            QVERIFY(!copy.tables[0].moved);
            QCOMPARE(copy.tables[1].table, std::string("plain"));
            QVERIFY(copy.tables[1].moved);
            QVERIFY(copy.anyMoved());
            // The keyed table keeps its order; the plain one is in the order
            // shuffledOrder(8, 1 ^ fnv1a("plain")) gives.
            QCOMPARE(scalar(copy.path, "SELECT v FROM keyed"), std::string("a,b,c,d"));
            std::string expected;
            for (size_t i : util::shuffledOrder(8, 1 ^ util::fnv1a("plain")))
                expected += (expected.empty() ? "" : ",") + std::string(1, char('a' + i));
            QCOMPARE(scalar(copy.path, "SELECT v FROM plain NOT INDEXED"), expected);
            QVERIFY(expected != "a,b,c,d,e,f,g,h");
            QCOMPARE(scalar(copy.path, "SELECT name FROM sqlite_master WHERE type = 'index'"),
                     std::string("plain_v"));
            // The source is untouched.
            QCOMPARE(scalar(source, "SELECT group_concat(v) FROM plain NOT INDEXED"),
                     std::string("a,b,c,d,e,f,g,h"));
            copyFolder = std::filesystem::path(copy.path).parent_path().string();
            QVERIFY(std::filesystem::exists(copyFolder));
        }
        QVERIFY(!std::filesystem::exists(copyFolder));  // removed with the object
        audit::ShuffledCopies copies(1);
        const audit::ShuffledCopy& missing = copies.copyOf(source + ".absent");
        QVERIFY(missing.path.empty());
        QVERIFY(!missing.error.empty());
        audit::ShuffledCopies small(1, 1024);
        const std::string size = std::to_string(std::filesystem::file_size(source));
        QCOMPARE(small.copyOf(source).error,
                 "the database has " + size + " bytes, over the copy limit of 1024: not copied");
    }

    void demoBenchmarkFlagsTwoFloatingPointAverages() {
        QTemporaryDir dir;
        const dataset::DemoResult demo = dataset::materializeDemo(dir.path().toStdString());
        QVERIFY2(demo.ok(), demo.error.c_str());
        auto tables = schema::Catalog::fromTablesJson(demo.layout.tablesFile);
        QVERIFY(tables.ok());
        tables.catalog.attachDatabaseDir(demo.layout.databaseDir);
        const auto gold = dataset::readBenchmark(demo.layout.goldFile, {});
        QVERIFY(gold.ok());
        audit::AuditSettings settings;
        settings.databaseDir = demo.layout.databaseDir;
        audit::GoldAuditor auditor(tables.catalog, settings);
        std::vector<audit::GoldAudit> audits;
        for (size_t i = 0; i < gold.benchmark.items.size(); ++i)
            audits.push_back(auditor.audit(static_cast<uint32_t>(i), gold.benchmark.items[i]));
        const audit::AuditSummary s = audit::summarize(audits);
        QCOMPARE(s.golds, size_t{60});
        QCOMPARE(s.flagged, size_t{2});
        QCOMPARE(s.withProblems, size_t{0});
        QCOMPARE(s.flags[static_cast<size_t>(FlagKind::FloatAggregateOrder)], size_t{2});
        QCOMPARE(audits[14].flags.size(), size_t{1});
        const audit::AuditFlag& f = audits[14].flags[0];
        QCOMPARE(f.kind, FlagKind::FloatAggregateOrder);
        QCOMPARE(f.results.size(), size_t{2});
        QCOMPARE(f.results[0].variant, std::string("usual"));
        QCOMPARE(f.results[0].rows,
                 (std::vector<std::vector<std::string>>{{"33.300000000000004"}}));
        QCOMPARE(f.results[1].variant, std::string("reverse_unordered_selects"));
        QCOMPARE(f.results[1].rows, (std::vector<std::vector<std::string>>{{"33.3"}}));
        QCOMPARE(audits[39].flags.size(), size_t{1});
        // Shape checks only: nothing run, nothing found on the demo.
        settings.execute = false;
        audit::GoldAuditor shapes(tables.catalog, settings);
        QCOMPARE(shapes.audit(14, gold.benchmark.items[14]).flags.size(), size_t{0});
        QVERIFY(!shapes.audit(14, gold.benchmark.items[14]).executed);
    }

    void badInputsAreProblemsNotCrashes() {
        QTemporaryDir dir;
        auto tables = schema::Catalog::fromTablesJson("/nonexistent/tables.json");
        audit::AuditSettings settings;
        settings.databaseDir = dir.path().toStdString();
        audit::GoldAuditor auditor(tables.catalog, settings);
        dataset::BenchmarkItem item;
        item.dbId = "nowhere";
        item.gold = "SELECT FROM WHERE";
        const audit::GoldAudit a = auditor.audit(3, item);
        QVERIFY(!a.parsed);
        QVERIFY(!a.executed);
        QCOMPARE(a.problems.size(), size_t{3});
        QCOMPARE(a.problems[0], std::string("schema: no database 'nowhere' in tables.json"));
        QVERIFY(a.problems[1].rfind("parse: 1:8: ", 0) == 0);
        QVERIFY(a.problems[2].rfind("the gold: no database: ", 0) == 0);
        item.dbId = "../up";
        item.gold = "SELECT 1";
        const audit::GoldAudit b = auditor.audit(4, item);
        QCOMPARE(b.problems.back(), std::string("database: '../up' is not a plain db_id"));
    }

    void textMarksSpansAndListsEvidence() {
        const std::string text = audit::formatGoldAudit(sampleAudit());
        QCOMPARE(text,
                 std::string("#7 id q7 db pets (line 8)\n"
                             "  SELECT name FROM dogs LIMIT 2\n"
                             "                        ^^^^^^^ [1]\n"
                             "  [1] warning limit_without_order_by (ties_or_order) 1:23-1:30: "
                             "LIMIT without ORDER BY\n"
                             "  [2] warning unordered_limit (ties_or_order): other rows\n"
                             "      1 row only in usual: (Rex)\n"
                             "      usual: 2 rows (name)\n"
                             "        (Rex)\n"
                             "        (Ace)\n"
                             "      reverse_unordered_selects: 2 rows (name)\n"
                             "        (Kim)\n"
                             "        (Ace)\n"));
        audit::GoldAudit asked = sampleAudit();
        asked.question = "Which two dogs?";
        QCOMPARE(audit::formatGoldAudit(asked).substr(0, 70),
                 std::string(
                     "#7 id q7 db pets (line 8)\n  question: Which two dogs?\n  SELECT name FR"));
        audit::GoldAudit clean;
        QCOMPARE(audit::formatGoldAudit(clean), std::string());
        audit::AuditTextOptions warnings;
        warnings.warningsOnly = true;
        audit::GoldAudit info = sampleAudit();
        for (auto& f : info.flags)
            f.severity = audit::Severity::Info;
        QCOMPARE(audit::formatGoldAudit(info, warnings), std::string());
    }

    void annotationsFromFlagsNeverReplaceExistingOnes() {
        audit::GoldAudit a = sampleAudit();
        // The nondeterminism warning speaks for the gold, ahead of the shape one.
        QCOMPARE(audit::leadingWarning(a), &a.flags[1]);
        const annotate::QuestionAnnotation made = audit::annotationFor(a, a.flags[0]);
        QCOMPARE(made.question.itemId, std::string("q7"));
        QCOMPARE(made.question.item, uint32_t{7});
        QVERIFY(made.goldQuestionable);
        QCOMPARE(made.issue, annotate::GoldIssue::TiesOrOrder);
        QCOMPARE(made.note, std::string("audit: limit_without_order_by: LIMIT without ORDER BY"));

        audit::GoldAudit b = sampleAudit();
        b.id = "q8";
        b.item = 8;
        audit::GoldAudit c = sampleAudit();
        c.id = "q9";
        c.item = 9;
        audit::GoldAudit infoOnly = sampleAudit();
        infoOnly.id = "q10";
        for (auto& f : infoOnly.flags)
            f.severity = audit::Severity::Info;
        QCOMPARE(audit::leadingWarning(infoOnly), nullptr);
        std::vector<annotate::QuestionAnnotation> existing;
        existing.push_back(audit::annotationFor(b, b.flags[1]));  // an earlier audit's
        annotate::QuestionAnnotation human;
        human.question = {"q9", 9};
        human.goldQuestionable = true;
        human.issue = annotate::GoldIssue::AmbiguousQuestion;
        existing.push_back(human);
        const audit::AnnotationPlan plan = audit::planAnnotations({a, b, c, infoOnly}, existing);
        QCOMPARE(plan.add.size(), size_t{1});
        QCOMPARE(plan.add[0].question.itemId, std::string("q7"));
        QCOMPARE(plan.add[0].note, std::string("audit: unordered_limit: other rows"));
        QCOMPARE(plan.unchanged, size_t{1});
        QCOMPARE(plan.conflicts, std::vector<std::string>{
                                     "#9 q9: has ambiguous_question, the audit says ties_or_order "
                                     "(unordered_limit)"});
    }

    void summaryJsonAndCsv() {
        std::vector<audit::GoldAudit> audits{sampleAudit(), audit::GoldAudit{}};
        audits[1].item = 8;
        audit::AuditSummary s = audit::summarize(audits);
        QCOMPARE(s.golds, size_t{2});
        QCOMPARE(s.flagged, size_t{1});
        QCOMPARE(s.warned, size_t{1});
        QCOMPARE(s.flags[static_cast<size_t>(FlagKind::UnorderedLimit)], size_t{1});
        QCOMPARE(s.goldsByKind[static_cast<size_t>(FlagKind::LimitWithoutOrderBy)], size_t{1});
        audit::AuditTextOptions noTimes;
        noTimes.showTimes = false;
        const std::string summary = audit::formatAuditSummary(s, noTimes);
        QVERIFY(summary.rfind("audit: 2 gold queries, 1 flagged (1 with a warning), 0 not fully "
                              "checked\n",
                              0) == 0);
        QVERIFY(summary.find("  unordered_limit               1      1  ties_or_order\n") !=
                std::string::npos);

        audit::AuditJsonContext context;
        context.goldFile = "gold.txt";
        context.includeTimes = false;
        const auto j = nlohmann::json::parse(audit::auditJson(audits, s, context));
        QCOMPARE(j["schema"].get<std::string>(), std::string("sqlscope-audit"));
        QCOMPARE(j["version"].get<int>(), 1);
        QVERIFY(j["summary"]["seconds"].is_null());
        QCOMPARE(j["summary"]["kinds"]["unordered_limit"]["flags"].get<int>(), 1);
        QCOMPARE(j["golds"].size(), size_t{1});  // the clean gold is left out
        const auto& g = j["golds"][0];
        QCOMPARE(g["index"].get<int>(), 7);
        QCOMPARE(g["flags"][0]["span"]["begin"].get<int>(), 22);
        QCOMPARE(g["flags"][0]["issue"].get<std::string>(), std::string("ties_or_order"));
        QVERIFY(g["flags"][1]["span"].is_null());
        QCOMPARE(g["flags"][1]["results"][1]["rows"][0][0].get<std::string>(), std::string("Kim"));
        QCOMPARE(g["flags"][1]["results"][1]["row_count"].get<int>(), 2);

        QCOMPARE(audit::auditCsv(audits),
                 std::string("index,id,db_id,kind,severity,issue,span_begin,span_end,message\n"
                             "7,q7,pets,limit_without_order_by,warning,ties_or_order,22,29,"
                             "LIMIT without ORDER BY\n"
                             "7,q7,pets,unordered_limit,warning,ties_or_order,,,other rows\n"));
    }
};

SQLSCOPE_TEST_SUITE(GoldAuditTest)
#include "gold_audit_test.moc"
