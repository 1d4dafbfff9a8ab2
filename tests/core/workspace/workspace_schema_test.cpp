// The workspace schema's migrations (core/workspace/workspace_schema.h), one
// test each: a file at version N-1 made here, opened (migrated) by
// Workspace::open, then its shape and its data checked; and the files that
// are refused untouched (newer schema, another database, not SQLite).
#include <sqlite3.h>

#include <QObject>
#include <QTemporaryDir>
#include <QTest>
#include <cmath>
#include <fstream>
#include <limits>
#include <string>
#include <vector>

#include "core/inspect/pair_counterexamples.h"
#include "core/workspace/sqlite_statement.h"
#include "core/workspace/workspace.h"
#include "core/workspace/workspace_schema.h"
#include "tests/core/workspace/annotation_builders.h"
#include "tests/test_registry.h"

using namespace sqlscope;
using namespace sqlscope::workspace;

using testing::pairAnnotation;
using testing::questionAnnotation;

namespace {

// A raw connection for making and inspecting files the way another tool would.
struct RawDb {
    sqlite3* db = nullptr;
    explicit RawDb(const std::string& path) { sqlite3_open(path.c_str(), &db); }
    ~RawDb() { sqlite3_close(db); }
    std::string exec(const char* sql) const { return execScript(db, sql); }
    int64_t integer(const char* sql) const { return queryInteger(db, sql).value_or(-999); }
    std::string text(const char* sql) const {
        Statement s(db, sql);
        return s.step() ? s.text(0) : "<none>";
    }
};

// "name type notnull default pk" per column, as PRAGMA table_info says.
std::vector<std::string> columns(sqlite3* db, const std::string& table) {
    std::vector<std::string> out;
    Statement s(db,
                "SELECT name, type, \"notnull\", coalesce(dflt_value, '-'), pk FROM "
                "pragma_table_info(?1) ORDER BY cid");
    s.bind(1, table);
    while (s.step())
        out.push_back(s.text(0) + " " + s.text(1) + " " + s.text(2) + " " + s.text(3) + " " +
                      s.text(4));
    return out;
}

std::vector<std::string> objects(sqlite3* db) {
    std::vector<std::string> out;
    Statement s(db,
                "SELECT type || ' ' || name FROM sqlite_schema WHERE name NOT LIKE "
                "'sqlite_%' ORDER BY type, name");
    while (s.step())
        out.push_back(s.text(0));
    return out;
}

}  // namespace

class WorkspaceSchemaTest : public QObject {
    Q_OBJECT

    QTemporaryDir dir_;
    std::string file(const std::string& name) const {
        return dir_.path().toStdString() + "/" + name;
    }

private slots:
    void migrationsAreNumberedInOrder() {
        const auto& all = migrations();
        QCOMPARE(all.size(), size_t(5));
        for (size_t i = 0; i < all.size(); ++i) {
            QCOMPARE(all[i].version, int(i + 1));
            QVERIFY(!all[i].summary.empty());
        }
        QCOMPARE(currentSchemaVersion(), 5);
    }

    // 0 -> 1: an empty file gets every base table, the application id and version 1.
    void migrationToVersion1() {
        const std::string path = file("v1.sqlscope");
        RawDb raw(path);
        QCOMPARE(schemaVersion(raw.db), 0);
        QCOMPARE(migrate(raw.db, 1), std::string());
        QCOMPARE(schemaVersion(raw.db), 1);
        QCOMPARE(raw.integer("PRAGMA application_id"), int64_t{kApplicationId});
        QCOMPARE(objects(raw.db),
                 (std::vector<std::string>{
                     "table alternate_golds", "table benchmark", "table inputs", "table meta",
                     "table pair_annotations", "table question_annotations", "table runs",
                     "table settings", "table summaries", "table summary_sets"}));
        QCOMPARE(
            columns(raw.db, "pair_annotations"),
            (std::vector<std::string>{"item_id TEXT 1 - 1", "item INTEGER 1 - 0", "run TEXT 1 - 2",
                                      "verdict TEXT 0 - 0", "note TEXT 1 - 0"}));
        QCOMPARE(columns(raw.db, "summaries"),
                 (std::vector<std::string>{"set_id INTEGER 1 - 1", "run INTEGER 1 - 2",
                                           "item INTEGER 1 - 3", "row BLOB 1 - 0"}));
        QCOMPARE(columns(raw.db, "inputs"),
                 (std::vector<std::string>{"position INTEGER 0 - 1", "role TEXT 1 - 0",
                                           "path TEXT 1 - 0", "size INTEGER 0 - 0",
                                           "mtime_ns INTEGER 0 - 0", "sha256 TEXT 1 - 0"}));
        // Applying it again changes nothing.
        QCOMPARE(migrate(raw.db, 1), std::string());
        QCOMPARE(schemaVersion(raw.db), 1);
    }

    // 1 -> 2: pair annotations written at version 1 keep every field and
    // get an empty labeller; the index by run exists.
    void migrationToVersion2() {
        const std::string path = file("v2.sqlscope");
        {
            RawDb raw(path);
            QCOMPARE(migrate(raw.db, 1), std::string());
            QCOMPARE(raw.exec("PRAGMA foreign_keys = ON;"
                              "INSERT INTO pair_annotations VALUES ('q7', 7, 'model_a', "
                              "'not_equivalent', 'joins the wrong table');"
                              "INSERT INTO pair_annotations VALUES ('q2', 2, 'model_b', NULL, "
                              "'look again');"
                              "INSERT INTO question_annotations VALUES ('q7', 7, 1, 'wrong_gold', "
                              "'n');"
                              "INSERT INTO alternate_golds VALUES ('q7', 0, 'SELECT 1');"),
                     std::string());
        }
        WorkspaceOpen opened = Workspace::open(path, OpenMode::OpenExisting);
        QVERIFY2(opened.ok(), opened.error.c_str());
        Workspace& ws = *opened.workspace;
        QCOMPARE(ws.schemaVersion(), 5);
        QCOMPARE(columns(ws.handle(), "pair_annotations").back(),
                 std::string("labeller TEXT 1 '' 0"));
        QVERIFY(objects(ws.handle()).front() == "index pair_annotations_by_run");
        const std::vector<annotate::PairAnnotation> pairs = ws.pairAnnotations();
        QCOMPARE(pairs.size(), size_t(2));
        QCOMPARE(pairs[0], pairAnnotation("q2", 2, "model_b", std::nullopt, "look again", ""));
        QCOMPARE(pairs[1], pairAnnotation("q7", 7, "model_a", annotate::HumanVerdict::NotEquivalent,
                                          "joins the wrong table", ""));
        const auto questions = ws.questionAnnotations();
        QCOMPARE(questions.size(), size_t(1));
        QCOMPARE(questions[0], questionAnnotation("q7", 7, true, annotate::GoldIssue::WrongGold,
                                                  "n", {"SELECT 1"}));
    }

    // 2 -> 3: the labelling sample's three tables, empty; annotations kept;
    // a stratum's members go with it (ON DELETE CASCADE).
    void migrationToVersion3() {
        const std::string path = file("v3.sqlscope");
        {
            RawDb raw(path);
            QCOMPARE(migrate(raw.db, 2), std::string());
            QCOMPARE(raw.exec("INSERT INTO pair_annotations VALUES ('q7', 7, 'model_a', "
                              "'equivalent', '', 'ann');"),
                     std::string());
        }
        WorkspaceOpen opened = Workspace::open(path, OpenMode::OpenExisting);
        QVERIFY2(opened.ok(), opened.error.c_str());
        Workspace& ws = *opened.workspace;
        QCOMPARE(ws.schemaVersion(), 5);
        QCOMPARE(columns(ws.handle(), "labelling_sample"),
                 (std::vector<std::string>{"id INTEGER 0 - 1", "columns TEXT 1 - 0",
                                           "per_run INTEGER 1 - 0", "incomplete TEXT 1 - 0",
                                           "per_cell INTEGER 1 - 0", "seed TEXT 1 - 0",
                                           "excluded INTEGER 1 - 0", "drawn_at TEXT 1 - 0"}));
        QCOMPARE(columns(ws.handle(), "sample_strata"),
                 (std::vector<std::string>{"position INTEGER 0 - 1", "run INTEGER 0 - 0",
                                           "run_name TEXT 1 - 0", "cell INTEGER 1 - 0",
                                           "label TEXT 1 - 0", "population INTEGER 1 - 0"}));
        QCOMPARE(columns(ws.handle(), "sample_members"),
                 (std::vector<std::string>{"stratum INTEGER 1 - 1", "draw_order INTEGER 1 - 2",
                                           "item_id TEXT 1 - 0", "item INTEGER 1 - 0",
                                           "run TEXT 1 - 0"}));
        QVERIFY(!ws.labellingSample().has_value());
        QCOMPARE(ws.pairAnnotations(),
                 (std::vector<annotate::PairAnnotation>{pairAnnotation(
                     "q7", 7, "model_a", annotate::HumanVerdict::Equivalent, "", "ann")}));
        RawDb raw(path);
        QCOMPARE(raw.exec("PRAGMA foreign_keys = ON;"
                          "INSERT INTO sample_strata VALUES (0, 0, 'model_a', 5, 'x', 9);"
                          "INSERT INTO sample_members VALUES (0, 0, 'q7', 7, 'model_a');"
                          "DELETE FROM sample_strata;"),
                 std::string());
        QCOMPARE(raw.integer("SELECT count(*) FROM sample_members"), int64_t{0});
        QVERIFY(!raw.exec("INSERT INTO labelling_sample VALUES (1, 'ex', 1, 'sometimes', 1, '1', "
                          "0, '')")
                     .empty());  // the CHECK on incomplete
    }

    // 3 -> 4: the alternate-gold score cache appears, empty; annotations
    // (alternate golds included) are kept; scores round-trip, NaN included.
    void migrationToVersion4() {
        const std::string path = file("v4.sqlscope");
        {
            RawDb raw(path);
            QCOMPARE(migrate(raw.db, 3), std::string());
            QCOMPARE(raw.exec("PRAGMA foreign_keys = ON;"
                              "INSERT INTO question_annotations VALUES ('q7', 7, 1, 'wrong_gold', "
                              "'n');"
                              "INSERT INTO alternate_golds VALUES ('q7', 0, 'SELECT 1');"),
                     std::string());
        }
        WorkspaceOpen opened = Workspace::open(path, OpenMode::OpenExisting);
        QVERIFY2(opened.ok(), opened.error.c_str());
        Workspace& ws = *opened.workspace;
        QCOMPARE(ws.schemaVersion(), 5);
        QCOMPARE(columns(ws.handle(), "alternate_scores"),
                 (std::vector<std::string>{"key TEXT 1 - 1", "metrics BLOB 1 - 0",
                                           "problem TEXT 1 '' 0"}));
        QCOMPARE(ws.questionAnnotations()[0].alternateGolds, std::vector<std::string>{"SELECT 1"});
        QVERIFY(ws.alternateScores().empty());
        annotate::AlternateScore score;
        score.metrics = {1.0f, 0.0f, std::numeric_limits<float>::quiet_NaN(), 0.625f};
        score.problem = "fails to execute: no such table: t";
        QCOMPARE(ws.saveAlternateScores({{"k1", score}, {"k2", {}}}), std::string());
        const auto back = ws.alternateScores();
        QCOMPARE(back.size(), size_t(2));
        const annotate::AlternateScore& k1 = back.at("k1");
        QCOMPARE(k1.metrics.size(), size_t(4));
        QCOMPARE(k1.metrics[0], 1.0f);
        QCOMPARE(k1.metrics[1], 0.0f);
        QVERIFY(std::isnan(k1.metrics[2]));
        QCOMPARE(k1.metrics[3], 0.625f);
        QCOMPARE(k1.problem, score.problem);
        QVERIFY(back.at("k2").metrics.empty());
    }

    // 4 -> 5: the counterexample tables appear, empty; a v4 file's cached
    // alternate scores are kept; a search round-trips under its key (every
    // status, NULL verdicts, a found pair's script and both results with each
    // value type), and saving again under the key replaces it.
    void migrationToVersion5() {
        const std::string path = file("v5.sqlscope");
        {
            RawDb raw(path);
            QCOMPARE(migrate(raw.db, 4), std::string());
            QCOMPARE(raw.exec("INSERT INTO alternate_scores VALUES ('k9', X'', 'p')"),
                     std::string());
        }
        WorkspaceOpen opened = Workspace::open(path, OpenMode::OpenExisting);
        QVERIFY2(opened.ok(), opened.error.c_str());
        Workspace& ws = *opened.workspace;
        QCOMPARE(ws.schemaVersion(), 5);
        QCOMPARE(ws.alternateScores().at("k9").problem, std::string("p"));
        QCOMPARE(columns(ws.handle(), "counterexample_searches"),
                 (std::vector<std::string>{"key TEXT 0 - 1", "settings TEXT 1 - 0",
                                           "searched_at TEXT 1 - 0"}));
        QCOMPARE(columns(ws.handle(), "counterexamples"),
                 (std::vector<std::string>{
                     "key TEXT 1 - 1", "item INTEGER 1 - 2", "run TEXT 1 - 3", "exc INTEGER 0 - 0",
                     "sqlscope INTEGER 0 - 0", "status TEXT 1 - 0", "reason TEXT 1 '' 0",
                     "script TEXT 1 '' 0", "rows INTEGER 1 0 0", "results TEXT 1 '' 0"}));
        QVERIFY(!ws.counterexamples("key1").has_value());

        inspect::RecordedCounterexamples saved;
        saved.settings.enabled = true;
        saved.settings.metric = counterexample::ComparedMetric::Exe;
        saved.settings.budgetMs = 50;
        saved.settings.totalSeconds = 9;
        saved.settings.seed = 42;
        inspect::PairCounterexample found;
        found.exc = 0;
        found.sqlscope = 1;
        found.status = inspect::CxStatus::Found;
        found.script = "CREATE TABLE t(a INTEGER, b TEXT);\nINSERT INTO t VALUES(1, 'x');\n";
        found.rows = 1;
        found.goldResult.columnNames = {"a", "b"};
        found.goldResult.rows = {{exec::Value::integer(1), exec::Value::text("x")},
                                 {exec::Value::real(2.5), exec::Value::null()}};
        found.predResult.columnNames = {"a"};
        found.predResult.rows = {{exec::Value::blob(std::string("\x00\xff", 2))}};
        inspect::PairCounterexample none;
        none.exc = 1;
        none.sqlscope = 1;
        none.status = inspect::CxStatus::None;
        inspect::PairCounterexample na;
        na.exc = 0;
        na.sqlscope = 0;
        na.status = inspect::CxStatus::NotApplicable;
        na.reason = "the pair already fails on the benchmark database";
        inspect::PairCounterexample unsearched;
        unsearched.reason = "stopped";
        saved.pairs = {
            {3, "alpha", found}, {3, "beta", none}, {7, "alpha", na}, {7, "beta", unsearched}};
        QCOMPARE(ws.saveCounterexamples("key1", saved), std::string());

        std::string error;
        const auto back = ws.counterexamples("key1", &error);
        QCOMPARE(error, std::string());
        QVERIFY(back.has_value());
        QVERIFY(back->settings == saved.settings);
        QCOMPARE(back->pairs.size(), size_t(4));
        const inspect::PairCounterexample& f = back->pairs[0].record;
        QCOMPARE(back->pairs[0].item, uint32_t(3));
        QCOMPARE(back->pairs[0].run, std::string("alpha"));
        QCOMPARE(f.exc, std::optional<int>(0));
        QCOMPARE(f.sqlscope, std::optional<int>(1));
        QCOMPARE(f.status, inspect::CxStatus::Found);
        QCOMPARE(f.script, found.script);
        QCOMPARE(f.rows, size_t(1));
        QCOMPARE(f.goldResult.columnNames, found.goldResult.columnNames);
        QCOMPARE(f.goldResult.rows.size(), size_t(2));
        QVERIFY(f.goldResult.rows[0][0] == exec::Value::integer(1));
        QCOMPARE(f.goldResult.rows[0][0].type(), exec::Value::Type::Integer);
        QCOMPARE(f.goldResult.rows[0][1].bytes(), std::string("x"));
        QCOMPARE(f.goldResult.rows[1][0].type(), exec::Value::Type::Real);
        QCOMPARE(f.goldResult.rows[1][0].asReal(), 2.5);
        QVERIFY(f.goldResult.rows[1][1].isNull());
        QCOMPARE(f.predResult.rows[0][0].type(), exec::Value::Type::Blob);
        QCOMPARE(f.predResult.rows[0][0].bytes(), std::string("\x00\xff", 2));
        QCOMPARE(back->pairs[1].record.status, inspect::CxStatus::None);
        QCOMPARE(back->pairs[1].record.exc, std::optional<int>(1));
        QCOMPARE(back->pairs[2].record.status, inspect::CxStatus::NotApplicable);
        QCOMPARE(back->pairs[2].record.reason, na.reason);
        QCOMPARE(back->pairs[3].record.status, inspect::CxStatus::NotSearched);
        QCOMPARE(back->pairs[3].record.exc, std::optional<int>());
        QCOMPARE(back->pairs[3].record.sqlscope, std::optional<int>());
        QCOMPARE(back->pairs[3].record.reason, std::string("stopped"));

        saved.pairs.resize(1);
        QCOMPARE(ws.saveCounterexamples("key1", saved), std::string());
        QCOMPARE(ws.counterexamples("key1")->pairs.size(), size_t(1));
        QCOMPARE(queryInteger(ws.handle(), "SELECT count(*) FROM counterexamples").value_or(-1),
                 int64_t{1});
    }

    // A file that a newer sqlscope wrote is refused and left as it was.
    void newerFileIsRefusedUntouched() {
        const std::string path = file("newer.sqlscope");
        {
            RawDb raw(path);
            QCOMPARE(migrate(raw.db), std::string());
            QCOMPARE(raw.exec("PRAGMA user_version = 7"), std::string());
        }
        WorkspaceOpen opened = Workspace::open(path, OpenMode::OpenExisting);
        QVERIFY(!opened.ok());
        QCOMPARE(opened.error, path +
                                   ": written by a newer sqlscope: workspace schema version "
                                   "7, this sqlscope knows up to 5");
        RawDb raw(path);
        QCOMPARE(raw.integer("PRAGMA user_version"), int64_t{7});
        QCOMPARE(raw.text("PRAGMA journal_mode"), std::string("delete"));  // not switched to WAL
        QCOMPARE(migrate(raw.db), std::string("written by a newer sqlscope: workspace schema "
                                              "version 7, this sqlscope knows up to 5"));
    }

    void otherFilesAreRefused() {
        const std::string other = file("other.sqlite");
        {
            RawDb raw(other);
            QCOMPARE(raw.exec("CREATE TABLE t(x)"), std::string());
        }
        WorkspaceOpen opened = Workspace::open(other, OpenMode::CreateOrOpen);
        QCOMPARE(opened.error, other + ": not a sqlscope workspace (another SQLite database)");
        const std::string text = file("notes.txt");
        std::ofstream(text) << "these are not the droids you are looking for, nor a database\n";
        opened = Workspace::open(text, OpenMode::OpenExisting);
        QCOMPARE(opened.error, text + ": not a sqlscope workspace (file is not a database)");
        const std::string absent = file("absent.sqlscope");
        opened = Workspace::open(absent, OpenMode::OpenExisting);
        QCOMPARE(opened.error, absent + ": no such file");
        opened = Workspace::open(dir_.path().toStdString(), OpenMode::CreateOrOpen);
        QCOMPARE(opened.error, dir_.path().toStdString() + ": is a directory");
    }

    // A new file: WAL, foreign keys on, the current version, its creator.
    void newFileIsCurrent() {
        const std::string path = file("new.sqlscope");
        WorkspaceOpen opened = Workspace::open(path, OpenMode::CreateOrOpen);
        QVERIFY2(opened.ok(), opened.error.c_str());
        sqlite3* db = opened.workspace->handle();
        QCOMPARE(opened.workspace->schemaVersion(), 5);
        QCOMPARE(queryInteger(db, "PRAGMA foreign_keys").value_or(-1), int64_t{1});
        QCOMPARE(queryInteger(db, "PRAGMA synchronous").value_or(-1), int64_t{1});  // NORMAL
        Statement mode(db, "PRAGMA journal_mode");
        QVERIFY(mode.step());
        QCOMPARE(mode.text(0), std::string("wal"));
        Statement created(db, "SELECT value FROM meta WHERE key = 'created_by'");
        QVERIFY(created.step());
        QCOMPARE(created.text(0), std::string("sqlscope ") + SQLSCOPE_VERSION);
    }
};

SQLSCOPE_TEST_SUITE(WorkspaceSchemaTest)
#include "workspace_schema_test.moc"
