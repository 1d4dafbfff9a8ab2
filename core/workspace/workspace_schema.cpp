#include "core/workspace/workspace_schema.h"

#include <sqlite3.h>

#include "core/workspace/sqlite_statement.h"

namespace sqlscope::workspace {

namespace {

// Version 1: the base tables. Paths are stored as given (relative to the
// folder the evaluation ran in, or absolute).
constexpr const char* kVersion1 = R"sql(
CREATE TABLE meta (
    key   TEXT PRIMARY KEY,
    value TEXT NOT NULL
);
CREATE TABLE benchmark (
    id             INTEGER PRIMARY KEY CHECK (id = 1),
    gold_path      TEXT NOT NULL,
    format         TEXT NOT NULL,
    questions_path TEXT NOT NULL DEFAULT '',
    tables_path    TEXT NOT NULL,
    database_dir   TEXT NOT NULL,
    testsuite_dir  TEXT NOT NULL DEFAULT '',
    jsonl_fields   TEXT NOT NULL,
    allow_missing  INTEGER NOT NULL DEFAULT 0,
    self_check     INTEGER NOT NULL DEFAULT 0,
    shard          TEXT NOT NULL DEFAULT '1/1'
);
CREATE TABLE inputs (
    position INTEGER PRIMARY KEY,
    role     TEXT NOT NULL,
    path     TEXT NOT NULL,
    size     INTEGER,
    mtime_ns INTEGER,
    sha256   TEXT NOT NULL
);
CREATE TABLE runs (
    position INTEGER PRIMARY KEY,
    name     TEXT NOT NULL,
    path     TEXT NOT NULL,
    sha256   TEXT NOT NULL
);
CREATE TABLE settings (
    id              INTEGER PRIMARY KEY CHECK (id = 1),
    report_settings TEXT NOT NULL,
    metric_keys     TEXT NOT NULL,
    evaluation      TEXT NOT NULL
);
CREATE TABLE summary_sets (
    id        INTEGER PRIMARY KEY,
    key       TEXT NOT NULL UNIQUE,
    row_count INTEGER NOT NULL,
    saved_at  TEXT NOT NULL
);
CREATE TABLE summaries (
    set_id INTEGER NOT NULL REFERENCES summary_sets(id) ON DELETE CASCADE,
    run    INTEGER NOT NULL,
    item   INTEGER NOT NULL,
    row    BLOB NOT NULL,
    PRIMARY KEY (set_id, run, item)
) WITHOUT ROWID;
CREATE TABLE question_annotations (
    item_id           TEXT PRIMARY KEY,
    item              INTEGER NOT NULL,
    gold_questionable INTEGER NOT NULL,
    issue             TEXT NOT NULL,
    note              TEXT NOT NULL
);
CREATE TABLE alternate_golds (
    item_id  TEXT NOT NULL
             REFERENCES question_annotations(item_id) ON DELETE CASCADE ON UPDATE CASCADE,
    position INTEGER NOT NULL,
    sql      TEXT NOT NULL,
    PRIMARY KEY (item_id, position)
) WITHOUT ROWID;
CREATE TABLE pair_annotations (
    item_id TEXT NOT NULL,
    item    INTEGER NOT NULL,
    run     TEXT NOT NULL,
    verdict TEXT CHECK (verdict IN ('equivalent', 'not_equivalent', 'unsure')),
    note    TEXT NOT NULL,
    PRIMARY KEY (item_id, run)
);
)sql";

// Version 2: who gave a human verdict, and the pairs of one run found
// without a scan (a view lists one run's judged pairs).
constexpr const char* kVersion2 = R"sql(
ALTER TABLE pair_annotations ADD COLUMN labeller TEXT NOT NULL DEFAULT '';
CREATE INDEX pair_annotations_by_run ON pair_annotations(run, item);
)sql";

// Version 3: the labelling sample (core/study/stratified_sample.h), one per
// workspace (drawing again replaces it): its design, size and seed, every
// stratum with its population count, and the pairs drawn in draw order.
// Self-contained: nothing else refers to these tables.
constexpr const char* kVersion3 = R"sql(
CREATE TABLE labelling_sample (
    id         INTEGER PRIMARY KEY CHECK (id = 1),
    columns    TEXT NOT NULL,
    per_run    INTEGER NOT NULL,
    incomplete TEXT NOT NULL CHECK (incomplete IN ('own_stratum', 'exclude')),
    per_cell   INTEGER NOT NULL,
    seed       TEXT NOT NULL,
    excluded   INTEGER NOT NULL,
    drawn_at   TEXT NOT NULL
);
CREATE TABLE sample_strata (
    position   INTEGER PRIMARY KEY,
    run        INTEGER,
    run_name   TEXT NOT NULL,
    cell       INTEGER NOT NULL,
    label      TEXT NOT NULL,
    population INTEGER NOT NULL
);
CREATE TABLE sample_members (
    stratum    INTEGER NOT NULL REFERENCES sample_strata(position) ON DELETE CASCADE,
    draw_order INTEGER NOT NULL,
    item_id    TEXT NOT NULL,
    item       INTEGER NOT NULL,
    run        TEXT NOT NULL,
    PRIMARY KEY (stratum, draw_order)
) WITHOUT ROWID;
)sql";

// Version 4: the verdicts of alternate golds (docs/metrics/alternate-golds.md),
// one row per (settings and inputs, question, alternate SQL, prediction),
// keyed by inspect::alternateScoreKey: reopening a workspace scores only the
// alternates it has not seen. `metrics` holds the metrics' values as
// little-endian IEEE floats in report::metricDefinitions() order (NaN: no
// verdict); `problem` why the alternate could not be scored, or ''.
constexpr const char* kVersion4 = R"sql(
CREATE TABLE alternate_scores (
    key     TEXT PRIMARY KEY,
    metrics BLOB NOT NULL,
    problem TEXT NOT NULL DEFAULT ''
) WITHOUT ROWID;
)sql";

// Version 5: the counterexample search's outcome per pair
// (docs/metrics/exc.md, inspect::PairCounterexample), one search per
// evaluation key (workspace::summaryKey) with the settings it ran with;
// saving again under a key replaces it. `exc` and `sqlscope` are 1, 0 or
// NULL; `status` one of found, none, na, unsearched; for a found pair the
// shrunk database's script, its row count and both queries' results on it
// (`results`: JSON {"gold": R, "prediction": R}, R = {"columns": [...],
// "rows": [[...]]}, a blob as {"blob": HEX}). Self-contained: nothing else
// refers to these tables.
constexpr const char* kVersion5 = R"sql(
CREATE TABLE counterexample_searches (
    key         TEXT PRIMARY KEY,
    settings    TEXT NOT NULL,
    searched_at TEXT NOT NULL
);
CREATE TABLE counterexamples (
    key      TEXT NOT NULL REFERENCES counterexample_searches(key) ON DELETE CASCADE,
    item     INTEGER NOT NULL,
    run      TEXT NOT NULL,
    exc      INTEGER CHECK (exc IN (0, 1)),
    sqlscope INTEGER CHECK (sqlscope IN (0, 1)),
    status   TEXT NOT NULL CHECK (status IN ('found', 'none', 'na', 'unsearched')),
    reason   TEXT NOT NULL DEFAULT '',
    script   TEXT NOT NULL DEFAULT '',
    rows     INTEGER NOT NULL DEFAULT 0,
    results  TEXT NOT NULL DEFAULT '',
    PRIMARY KEY (key, item, run)
) WITHOUT ROWID;
)sql";

}  // namespace

const std::vector<Migration>& migrations() {
    static const std::vector<Migration> all = {
        {1, "the base tables: meta, benchmark, inputs, runs, settings, summaries, annotations",
         kVersion1},
        {2, "pair_annotations.labeller, and an index of pair annotations by run", kVersion2},
        {3, "the labelling sample: labelling_sample, sample_strata, sample_members", kVersion3},
        {4, "alternate_scores: the cached verdicts of alternate golds", kVersion4},
        {5, "counterexample_searches, counterexamples: the counterexample search per pair",
         kVersion5},
    };
    return all;
}

int currentSchemaVersion() {
    return migrations().back().version;
}

int schemaVersion(sqlite3* db) {
    std::optional<int64_t> version = queryInteger(db, "PRAGMA user_version");
    return version ? static_cast<int>(*version) : -1;
}

std::string migrate(sqlite3* db, int target) {
    const int latest = currentSchemaVersion();
    if (target < 0) target = latest;
    const int version = schemaVersion(db);
    if (version < 0) return "cannot read the schema version: " + std::string(sqlite3_errmsg(db));
    if (version > latest)
        return "written by a newer sqlscope: workspace schema version " + std::to_string(version) +
               ", this sqlscope knows up to " + std::to_string(latest);
    for (const Migration& migration : migrations()) {
        if (migration.version <= version || migration.version > target) continue;
        Transaction transaction(db);
        if (!transaction.ok()) return transaction.error();
        std::string error = execScript(db, migration.sql);
        if (error.empty() && migration.version == 1)
            error = execScript(
                db, ("PRAGMA application_id = " + std::to_string(kApplicationId)).c_str());
        if (error.empty())
            error = execScript(
                db, ("PRAGMA user_version = " + std::to_string(migration.version)).c_str());
        if (error.empty()) error = transaction.commit();
        if (!error.empty())
            return "migration to schema version " + std::to_string(migration.version) +
                   " failed: " + error;
    }
    return "";
}

}  // namespace sqlscope::workspace
