// inspect::pairsExportCsv / writePairsExport: the exact CSV of the
// fixture's pairs under a filter (columns, metric values, lists,
// annotations, RFC 4180 quoting with CRLF) and the stamp written beside it.
#include <QObject>
#include <QTemporaryDir>
#include <QTest>
#include <nlohmann/json.hpp>

#include "core/inspect/filter_expression.h"
#include "core/inspect/pair_table.h"
#include "core/inspect/pairs_export.h"
#include "core/util/file_text.h"
#include "core/util/sha256.h"
#include "tests/core/inspect/inspect_fixture.h"
#include "tests/test_registry.h"

using namespace sqlscope;
namespace fx = sqlscope::testing::inspect_fixture;

namespace {

const char* const kHeader =
    "index,id,run,db_id,hardness,question,evidence,gold,prediction,ex,ex_bird,exe,esm,esm+,exp,"
    "exr,ex_f1,em,comp_avg_f1,pred_valid,link_tables_f1plus,link_columns_r,link_columns_p,"
    "link_columns_f1plus,ves,outcome,parse_failed,missing,error_categories,rules_fired,"
    "gold_questionable,gold_issue,gold_note,alternate_golds,human_verdict,human_note,labeller,"
    "ex_any_gold,ex_bird_any_gold,exe_any_gold,esm_any_gold,esm_plus_any_gold,exp_any_gold,"
    "exr_any_gold,ex_f1_any_gold,em_any_gold,comp_avg_f1_any_gold,pred_valid_any_gold,"
    "link_tables_f1plus_any_gold,link_columns_r_any_gold,link_columns_p_any_gold,"
    "link_columns_f1plus_any_gold,ves_any_gold,"
    "accepted_by\r\n";

inspect::ExportAnnotations annotations() {
    inspect::ExportAnnotations a;
    annotate::QuestionAnnotation q;
    q.question.itemId = "q4";
    q.question.item = 4;
    q.goldQuestionable = true;
    q.issue = annotate::GoldIssue::WrongGold;
    q.note = "counts \"dogs\", not pets";
    q.alternateGolds = {"SELECT count(*) FROM pets", "SELECT count(id) FROM dogs"};
    a.questions.push_back(q);
    annotate::QuestionAnnotation q0;
    q0.question.itemId = "q0";
    q0.note = "fine";
    a.questions.push_back(q0);
    annotate::PairAnnotation p;
    p.pair.question.itemId = "q0";
    p.pair.run = "beta";
    p.verdict = annotate::HumanVerdict::Equivalent;
    p.note = "max(name)\r\nis the same here";
    p.labeller = "ana";
    a.pairs.push_back(p);
    annotate::PairAnnotation other;  // another run: not on q0's alpha row
    other.pair.question.itemId = "q0";
    other.pair.run = "gamma";
    other.note = "never shown";
    a.pairs.push_back(other);
    return a;
}

}  // namespace

class PairsExportTest : public QObject {
    Q_OBJECT

    inspect::PairTable table_;

    inspect::PairFilter filter(const std::string& expression) {
        const inspect::FilterParse p =
            inspect::parseFilterExpression(expression, inspect::filterVocabularyOf(table_));
        if (!p.ok()) qWarning("%s", p.error.c_str());
        return p.filter;
    }

private slots:
    void init() {
        table_.reset(fx::plan());
        table_.add(fx::rows());
    }

    void columnsAreStable() {
        std::string header;
        for (const std::string& c : inspect::pairsExportColumns())
            header += (header.empty() ? "" : ",") + c;
        QCOMPARE(header + "\r\n", std::string(kHeader));
    }

    void exPassPairsExactly() {
        const inspect::PairsExport e =
            inspect::pairsExportCsv(table_, filter("ex:pass"), annotations());
        QCOMPARE(e.rows, size_t(3));
        const std::string expected =
            std::string(kHeader) +
            "4,q4,alpha,pets,easy,How many dogs?,,SELECT count(*) FROM dogs,"
            "SELECT count(*) FROM dogs,1,,,0,1,0.5,,,,0.75,,,,,,,ok,0,0,,7,"
            "1,wrong_gold,\"counts \"\"dogs\"\", not pets\",2,,,"
            // q4 has alternate golds, not scored: its any-gold columns are empty.
            ",,,,,,,,,,,,,,,,,\r\n"
            "0,q0,alpha,pets,medium,Name the oldest cat,,SELECT name FROM cats ORDER BY age DESC "
            "LIMIT 1,SELECT name FROM cats ORDER BY age DESC LIMIT 1,1,,,1,0,,,,,,,,,,,,ok,0,0,,,"
            "0,,fine,0,,,"
            // No alternate gold: the any-gold values are the original ones.
            ",1,,,1,0,,,,,,,,,,,,\r\n"
            "0,q0,beta,pets,medium,Name the oldest cat,,SELECT name FROM cats ORDER BY age DESC "
            "LIMIT 1,SELECT max(name) FROM cats,1,,,0,1,,,,,,,,,,1,,ok,0,0,,7;13,"
            "0,,fine,0,equivalent,\"max(name)\r\nis the same here\",ana,"
            "1,,,0,1,,,,,,,,,,1,,\r\n";
        QCOMPARE(e.csv, expected);
    }

    void failuresListsAndFlags() {
        const inspect::PairsExport e =
            inspect::pairsExportCsv(table_, filter("run:alpha outcome:error"), {});
        QCOMPARE(e.rows, size_t(2));
        const std::string expected =
            std::string(kHeader) +
            "2,q2,alpha,flights,unscored,List airlines,,SELECT name FROM airlines,"
            "SELEC name FROM airline,0,,,,,,,,,,,,,,,,error,1,0,schema_errors,,,,,,,,,"
            "0,,,,,,,,,,,,,,,,\r\n"
            "3,q3,alpha,flights,hard,Count DOGS flights,,SELECT count(*) FROM flights,,"
            "0,,,0,0,,,,,,,,,,,,error,0,1,,,,,,,,,,"
            "0,,,0,0,,,,,,,,,,,,\r\n";
        QCOMPARE(e.csv, expected);
    }

    void anEmptyResultIsTheHeaderAlone() {
        const inspect::PairsExport e = inspect::pairsExportCsv(table_, filter("rule:20"), {});
        QCOMPARE(e.rows, size_t(0));
        QCOMPARE(e.csv, std::string(kHeader));
        // The empty filter exports every present pair.
        QCOMPARE(inspect::pairsExportCsv(table_, {}, {}).rows, size_t(8));
    }

    void writesTheCsvAndItsStamp() {
        QTemporaryDir dir;
        const std::string csv = dir.filePath("out.csv").toStdString();
        const inspect::PairsExport e = inspect::pairsExportCsv(table_, filter("ex:pass"), {});
        inspect::ExportStamp stamp;
        stamp.version = "9.9.9";
        stamp.settingsJson = R"({"format":"spider","timeout_s":30})";
        stamp.inputs = {{"gold", "/x/gold.txt", std::string(64, 'a')}};
        stamp.workspace = "/x/w.sqlscope";
        stamp.filterExpression = "ex:pass";
        stamp.createdUtc = "2026-11-27T09:30:00Z";
        QCOMPARE(inspect::writePairsExport(csv, e, stamp), std::string());
        QCOMPARE(util::readFileText(csv).content, e.csv);
        QCOMPARE(inspect::exportStampPath(csv), csv + ".meta.json");
        const auto meta = nlohmann::json::parse(util::readFileText(csv + ".meta.json").content);
        QCOMPARE(meta["format"].get<std::string>(), std::string("sqlscope-pairs-export"));
        QCOMPARE(meta["format_version"].get<int>(), 1);
        QCOMPARE(meta["sqlscope_version"].get<std::string>(), std::string("9.9.9"));
        QCOMPARE(meta["created_utc"].get<std::string>(), std::string("2026-11-27T09:30:00Z"));
        QCOMPARE(meta["csv"].get<std::string>(), std::string("out.csv"));
        QCOMPARE(meta["csv_sha256"].get<std::string>(), util::sha256Hex(e.csv));
        QCOMPARE(meta["rows"].get<int>(), 3);
        QCOMPARE(meta["filter"].get<std::string>(), std::string("ex:pass"));
        QCOMPARE(meta["workspace"].get<std::string>(), std::string("/x/w.sqlscope"));
        QCOMPARE(meta["columns"].size(), inspect::pairsExportColumns().size());
        QCOMPARE(meta["settings"]["timeout_s"].get<int>(), 30);
        QCOMPARE(meta["inputs"][0]["role"].get<std::string>(), std::string("gold"));
        QCOMPARE(meta["inputs"][0]["sha256"].get<std::string>(), std::string(64, 'a'));
        // Nothing else is left in the folder (no temporary files).
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden).size(), qsizetype(2));
    }

    void anUnwritableTargetLeavesNothing() {
        QTemporaryDir dir;
        const std::string csv = dir.filePath("missing/out.csv").toStdString();
        const std::string error = inspect::writePairsExport(csv, {}, {});
        QVERIFY(error.starts_with(csv + ": cannot write"));
    }
};

SQLSCOPE_TEST_SUITE(PairsExportTest)
#include "pairs_export_test.moc"
