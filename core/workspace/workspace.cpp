#include "core/workspace/workspace.h"

#include <sqlite3.h>
#include <sys/stat.h>

#include <chrono>
#include <cstring>
#include <filesystem>
#include <nlohmann/json.hpp>

#include "core/dataset/benchmark.h"
#include "core/report/report_model.h"
#include "core/util/sha256.h"
#include "core/util/utc_time.h"
#include "core/workspace/evaluation_settings_json.h"
#include "core/workspace/sqlite_statement.h"
#include "core/workspace/summary_key.h"
#include "core/workspace/summary_row_codec.h"
#include "core/workspace/workspace_schema.h"

#ifndef SQLSCOPE_VERSION
#define SQLSCOPE_VERSION "dev"
#endif

namespace sqlscope::workspace {

namespace {

// Summary sets kept: the newest ones (a workspace re-evaluated under many
// settings does not grow without bound).
constexpr int kKeptSummarySets = 8;

std::string absolutePath(const std::string& path) {
    if (path.empty()) return path;
    std::error_code ec;
    std::filesystem::path absolute = std::filesystem::absolute(path, ec);
    return ec ? path : absolute.lexically_normal().string();
}

struct FileStat {
    bool exists = false;
    int64_t size = -1;
    int64_t mtimeNs = -1;
};

FileStat statFile(const std::string& path) {
    struct stat st {};
    if (::stat(path.c_str(), &st) != 0 || !S_ISREG(st.st_mode)) return {};
#ifdef __APPLE__
    const struct timespec& mtime = st.st_mtimespec;
#else
    const struct timespec& mtime = st.st_mtim;
#endif
    return {true, static_cast<int64_t>(st.st_size),
            static_cast<int64_t>(mtime.tv_sec) * 1'000'000'000 + mtime.tv_nsec};
}

std::string shardText(const eval::Shard& shard) {
    return std::to_string(shard.index) + "/" + std::to_string(shard.count);
}

std::string jsonlFieldsJson(const dataset::JsonlFields& f) {
    nlohmann::ordered_json json = {
        {"id", f.id},     {"db_id", f.dbId},        {"question", f.question},    {"gold", f.gold},
        {"pred", f.pred}, {"evidence", f.evidence}, {"difficulty", f.difficulty}};
    return json.dump();
}

bool readJsonlFields(const std::string& text, dataset::JsonlFields& f) {
    const nlohmann::json json = nlohmann::json::parse(text, nullptr, false);
    if (!json.is_object()) return false;
    auto get = [&](const char* key, std::string& field) {
        if (json.contains(key) && json.at(key).is_string()) field = json.at(key).get<std::string>();
    };
    get("id", f.id);
    get("db_id", f.dbId);
    get("question", f.question);
    get("gold", f.gold);
    get("pred", f.pred);
    get("evidence", f.evidence);
    get("difficulty", f.difficulty);
    return true;
}

void setError(std::string* error, std::string text) {
    if (error) *error = std::move(text);
}

}  // namespace

const char* inputChangeName(InputChange::Kind kind) {
    switch (kind) {
        case InputChange::Kind::Missing:
            return "missing";
        case InputChange::Kind::Size:
            return "size";
        case InputChange::Kind::Content:
            return "content";
    }
    return "?";
}

WorkspaceOpen Workspace::open(const std::string& path, OpenMode mode) {
    WorkspaceOpen result;
    auto failWith = [&](const std::string& reason) {
        result.error = path + ": " + reason;
        return std::move(result);
    };
    if (path.empty()) return failWith("no workspace path");
    std::error_code ec;
    const auto status = std::filesystem::status(path, ec);
    const bool exists = std::filesystem::exists(status);
    if (!exists && mode == OpenMode::OpenExisting) return failWith("no such file");
    if (exists && std::filesystem::is_directory(status)) return failWith("is a directory");

    sqlite3* raw = nullptr;
    const int flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_NOMUTEX |
                      (mode == OpenMode::CreateOrOpen ? SQLITE_OPEN_CREATE : 0);
    const int rc = sqlite3_open_v2(path.c_str(), &raw, flags, nullptr);
    std::unique_ptr<Workspace> workspace(new Workspace(path, raw));
    if (rc != SQLITE_OK) return failWith(raw ? sqlite3_errmsg(raw) : "cannot open (out of memory)");
    sqlite3* db = raw;
    sqlite3_extended_result_codes(db, 1);
    sqlite3_busy_timeout(db, 5000);

    // What the file is, before anything is written to it.
    std::string error;
    const std::optional<int64_t> applicationId = queryInteger(db, "PRAGMA application_id", &error);
    if (!applicationId) return failWith("not a sqlscope workspace (" + error + ")");
    const std::optional<int64_t> objects =
        queryInteger(db, "SELECT count(*) FROM sqlite_schema", &error);
    if (!objects) return failWith("not a sqlscope workspace (" + error + ")");
    if (*applicationId != kApplicationId && (*applicationId != 0 || *objects != 0))
        return failWith("not a sqlscope workspace (another SQLite database)");
    const int version = ::sqlscope::workspace::schemaVersion(db);
    if (version > currentSchemaVersion())
        return failWith("written by a newer sqlscope: workspace schema version " +
                        std::to_string(version) + ", this sqlscope knows up to " +
                        std::to_string(currentSchemaVersion()));

    Statement journal(db, "PRAGMA journal_mode = WAL");
    if (!journal.step() || journal.text(0) != "wal")
        return failWith("cannot use write-ahead logging" +
                        (journal.ok() ? std::string() : ": " + journal.error()));
    journal.reset();
    for (const char* pragma : {"PRAGMA synchronous = NORMAL", "PRAGMA foreign_keys = ON"}) {
        if (std::string e = execScript(db, pragma); !e.empty()) return failWith(e);
    }
    if (std::string e = migrate(db); !e.empty()) return failWith(e);
    if (version == 0) {
        // A new workspace: who made it and when (an existing one is not
        // written to by opening it).
        Statement meta(db,
                       "INSERT OR IGNORE INTO meta(key, value) VALUES ('created_by', ?1), "
                       "('created_at', ?2)");
        meta.bind(1, std::string("sqlscope ") + SQLSCOPE_VERSION).bind(2, util::utcNowIso8601());
        if (!meta.run()) return failWith(meta.error());
    }
    result.workspace = std::move(workspace);
    return result;
}

Workspace::~Workspace() {
    if (db_) sqlite3_close_v2(db_);
}

int Workspace::schemaVersion() const {
    return ::sqlscope::workspace::schemaVersion(db_);
}

std::string Workspace::fail(const std::string& reason) const {
    return path_ + ": " + reason;
}

// ---- writers ---------------------------------------------------------------

std::string Workspace::writeBenchmark(const job::EvaluationRequest& request,
                                      const std::string& reportSettings,
                                      const std::vector<report::InputDigest>& inputs,
                                      const std::vector<std::string>& runNames) {
    std::string format(dataset::formatName(request.read.format));
    const nlohmann::json settings = nlohmann::json::parse(reportSettings, nullptr, false);
    if (settings.is_object() && settings.contains("format") && settings["format"].is_string())
        format = settings["format"].get<std::string>();
    for (const char* sql : {"DELETE FROM benchmark", "DELETE FROM inputs", "DELETE FROM runs",
                            "DELETE FROM settings"}) {
        if (std::string e = execScript(db_, sql); !e.empty()) return e;
    }
    Statement benchmark(db_,
                        "INSERT INTO benchmark(id, gold_path, format, questions_path, tables_path, "
                        "database_dir, testsuite_dir, jsonl_fields, allow_missing, self_check, "
                        "shard) VALUES (1, ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)");
    benchmark.bind(1, absolutePath(request.goldFile))
        .bind(2, format)
        .bind(3, absolutePath(request.read.questionsFile))
        .bind(4, absolutePath(request.tablesFile))
        .bind(5, absolutePath(request.databaseDir))
        .bind(6, absolutePath(request.settings.testSuiteDir))
        .bind(7, jsonlFieldsJson(request.read.fields))
        .bind(8, int64_t{request.read.allowMissing})
        .bind(9, int64_t{request.selfCheck})
        .bind(10, shardText(request.shard));
    if (!benchmark.run()) return benchmark.error();

    Statement input(db_,
                    "INSERT INTO inputs(position, role, path, size, mtime_ns, sha256) "
                    "VALUES (?1, ?2, ?3, ?4, ?5, ?6)");
    std::vector<std::string> predDigests;
    std::string goldDigest;
    for (size_t i = 0; i < inputs.size(); ++i) {
        const report::InputDigest& digest = inputs[i];
        if (digest.role == "pred") predDigests.push_back(digest.sha256);
        if (digest.role == "gold") goldDigest = digest.sha256;
        const FileStat stat = statFile(digest.path);
        input.reset();
        input.bind(1, static_cast<int64_t>(i))
            .bind(2, digest.role)
            .bind(3, absolutePath(digest.path))
            .bind(4, stat.size)
            .bind(5, stat.mtimeNs)
            .bind(6, digest.sha256);
        if (!input.run()) return input.error();
    }

    Statement run(db_, "INSERT INTO runs(position, name, path, sha256) VALUES (?1, ?2, ?3, ?4)");
    for (size_t i = 0; i < runNames.size(); ++i) {
        std::string path, sha;
        if (request.selfCheck) {
            path = request.goldFile;
            sha = goldDigest;
        } else if (i < request.predictionFiles.size()) {
            path = request.predictionFiles[i];
            sha = i < predDigests.size() ? predDigests[i] : "";
        }
        run.reset();
        run.bind(1, static_cast<int64_t>(i))
            .bind(2, runNames[i])
            .bind(3, absolutePath(path))
            .bind(4, sha);
        if (!run.run()) return run.error();
    }

    Statement stored(db_,
                     "INSERT INTO settings(id, report_settings, metric_keys, evaluation) "
                     "VALUES (1, ?1, ?2, ?3)");
    stored.bind(1, reportSettings)
        .bind(2, nlohmann::json(request.metricKeys).dump())
        .bind(3, evaluationSettingsJson(
                     [&] {
                         eval::EvalSettings kept = request.settings;
                         kept.linkingPredictionFile = absolutePath(kept.linkingPredictionFile);
                         return kept;
                     }(),
                     request.counterexamples));
    if (!stored.run()) return stored.error();
    Statement meta(db_, "INSERT OR REPLACE INTO meta(key, value) VALUES ('written_by', ?1)");
    meta.bind(1, std::string("sqlscope ") + SQLSCOPE_VERSION);
    if (!meta.run()) return meta.error();
    return "";
}

std::string Workspace::writeSummaries(const std::string& key,
                                      const std::vector<job::SummaryRow>& rows) {
    if (key.empty()) return "an empty summaries key";
    Statement drop(db_, "DELETE FROM summary_sets WHERE key = ?1");
    drop.bind(1, key);
    if (!drop.run()) return drop.error();
    Statement set(db_, "INSERT INTO summary_sets(key, row_count, saved_at) VALUES (?1, ?2, ?3)");
    set.bind(1, key).bind(2, static_cast<int64_t>(rows.size())).bind(3, util::utcNowIso8601());
    if (!set.run()) return set.error();
    const int64_t setId = sqlite3_last_insert_rowid(db_);
    Statement insert(db_, "INSERT INTO summaries(set_id, run, item, row) VALUES (?1, ?2, ?3, ?4)");
    for (const job::SummaryRow& row : rows) {
        insert.reset();
        insert.bind(1, setId)
            .bind(2, int64_t{row.run})
            .bind(3, int64_t{row.item})
            .bindBlob(4, encodeSummaryRow(row));
        if (!insert.run()) return insert.error();
    }
    Statement prune(db_,
                    "DELETE FROM summary_sets WHERE id NOT IN "
                    "(SELECT id FROM summary_sets ORDER BY id DESC LIMIT ?1)");
    prune.bind(1, int64_t{kKeptSummarySets});
    if (!prune.run()) return prune.error();
    return "";
}

std::string Workspace::setBenchmark(const job::EvaluationRequest& request,
                                    const std::string& reportSettings,
                                    const std::vector<report::InputDigest>& inputs,
                                    const std::vector<std::string>& runNames) {
    Transaction transaction(db_);
    if (!transaction.ok()) return fail(transaction.error());
    if (std::string e = writeBenchmark(request, reportSettings, inputs, runNames); !e.empty())
        return fail(e);
    if (std::string e = transaction.commit(); !e.empty()) return fail(e);
    return "";
}

std::string Workspace::saveSummaries(const std::string& key,
                                     const std::vector<job::SummaryRow>& rows) {
    Transaction transaction(db_);
    if (!transaction.ok()) return fail(transaction.error());
    if (std::string e = writeSummaries(key, rows); !e.empty()) return fail(e);
    if (std::string e = transaction.commit(); !e.empty()) return fail(e);
    return "";
}

std::string Workspace::recordEvaluation(const job::EvaluationRequest& request,
                                        const report::Report& report,
                                        const std::vector<job::SummaryRow>& rows) {
    std::vector<std::string> names;
    for (const report::RunReport& run : report.runs)
        names.push_back(run.name);
    const std::string settings = report.settings.dump();
    const std::string key = summaryKey(settings, report.inputs, report.shard);
    Transaction transaction(db_);
    if (!transaction.ok()) return fail(transaction.error());
    if (std::string e = writeBenchmark(request, settings, report.inputs, names); !e.empty())
        return fail(e);
    // An input that could not be digested: nothing to key the rows by.
    if (!key.empty()) {
        if (std::string e = writeSummaries(key, rows); !e.empty()) return fail(e);
    }
    if (std::string e = transaction.commit(); !e.empty()) return fail(e);
    return "";
}

std::string Workspace::setQuestionAnnotation(const annotate::QuestionAnnotation& a) {
    Transaction transaction(db_);
    if (!transaction.ok()) return fail(transaction.error());
    Statement upsert(db_,
                     "INSERT INTO question_annotations(item_id, item, gold_questionable, issue, "
                     "note) VALUES (?1, ?2, ?3, ?4, ?5) ON CONFLICT(item_id) DO UPDATE SET "
                     "item = excluded.item, gold_questionable = excluded.gold_questionable, "
                     "issue = excluded.issue, note = excluded.note");
    upsert.bind(1, a.question.itemId)
        .bind(2, int64_t{a.question.item})
        .bind(3, int64_t{a.goldQuestionable})
        .bind(4, annotate::goldIssueKey(a.issue))
        .bind(5, a.note);
    if (!upsert.run()) return fail(upsert.error());
    Statement clear(db_, "DELETE FROM alternate_golds WHERE item_id = ?1");
    clear.bind(1, a.question.itemId);
    if (!clear.run()) return fail(clear.error());
    Statement alternate(db_,
                        "INSERT INTO alternate_golds(item_id, position, sql) VALUES (?1, ?2, ?3)");
    for (size_t i = 0; i < a.alternateGolds.size(); ++i) {
        alternate.reset();
        alternate.bind(1, a.question.itemId)
            .bind(2, static_cast<int64_t>(i))
            .bind(3, a.alternateGolds[i]);
        if (!alternate.run()) return fail(alternate.error());
    }
    if (std::string e = transaction.commit(); !e.empty()) return fail(e);
    return "";
}

std::string Workspace::removeQuestionAnnotation(const annotate::QuestionKey& question) {
    // One statement: its own transaction; the alternate golds go by cascade.
    Statement remove(db_, "DELETE FROM question_annotations WHERE item_id = ?1");
    remove.bind(1, question.itemId);
    return remove.run() ? "" : fail(remove.error());
}

std::string Workspace::setPairAnnotation(const annotate::PairAnnotation& a) {
    // One statement in autocommit mode: a transaction of its own, committed
    // (its WAL frames written) when run() returns.
    Statement upsert(db_,
                     "INSERT INTO pair_annotations(item_id, item, run, verdict, note, labeller) "
                     "VALUES (?1, ?2, ?3, ?4, ?5, ?6) ON CONFLICT(item_id, run) DO UPDATE SET "
                     "item = excluded.item, verdict = excluded.verdict, note = excluded.note, "
                     "labeller = excluded.labeller");
    upsert.bind(1, a.pair.question.itemId)
        .bind(2, int64_t{a.pair.question.item})
        .bind(3, a.pair.run);
    if (a.verdict)
        upsert.bind(4, annotate::humanVerdictKey(*a.verdict));
    else
        upsert.bindNull(4);
    upsert.bind(5, a.note).bind(6, a.labeller);
    return upsert.run() ? "" : fail(upsert.error());
}

std::string Workspace::removePairVerdict(const annotate::PairKey& pair) {
    Transaction transaction(db_);
    if (!transaction.ok()) return fail(transaction.error());
    Statement clear(db_,
                    "UPDATE pair_annotations SET verdict = NULL, labeller = '' "
                    "WHERE item_id = ?1 AND run = ?2");
    clear.bind(1, pair.question.itemId).bind(2, pair.run);
    if (!clear.run()) return fail(clear.error());
    Statement empty(db_,
                    "DELETE FROM pair_annotations WHERE item_id = ?1 AND run = ?2 AND note = ''");
    empty.bind(1, pair.question.itemId).bind(2, pair.run);
    if (!empty.run()) return fail(empty.error());
    if (std::string e = transaction.commit(); !e.empty()) return fail(e);
    return "";
}

std::string Workspace::removePairAnnotation(const annotate::PairKey& pair) {
    Statement remove(db_, "DELETE FROM pair_annotations WHERE item_id = ?1 AND run = ?2");
    remove.bind(1, pair.question.itemId).bind(2, pair.run);
    return remove.run() ? "" : fail(remove.error());
}

std::string Workspace::saveAlternateScores(
    const std::map<std::string, annotate::AlternateScore>& scores) {
    if (scores.empty()) return "";
    Transaction transaction(db_);
    if (!transaction.ok()) return fail(transaction.error());
    Statement insert(db_, "INSERT OR REPLACE INTO alternate_scores VALUES (?1, ?2, ?3)");
    for (const auto& [key, score] : scores) {
        std::string bytes(score.metrics.size() * sizeof(float), '\0');
        if (!score.metrics.empty()) std::memcpy(bytes.data(), score.metrics.data(), bytes.size());
        insert.bind(1, key).bindBlob(2, bytes).bind(3, score.problem);
        if (!insert.run()) return fail(insert.error());
        insert.reset();
    }
    if (std::string e = transaction.commit(); !e.empty()) return fail(e);
    return "";
}

// ---- readers ---------------------------------------------------------------

std::map<std::string, annotate::AlternateScore> Workspace::alternateScores(
    std::string* error) const {
    setError(error, "");
    std::map<std::string, annotate::AlternateScore> all;
    Statement select(db_, "SELECT key, metrics, problem FROM alternate_scores");
    while (select.step()) {
        annotate::AlternateScore score;
        const std::string_view bytes = select.blob(1);
        score.metrics.resize(bytes.size() / sizeof(float));
        if (!score.metrics.empty())
            std::memcpy(score.metrics.data(), bytes.data(), score.metrics.size() * sizeof(float));
        score.problem = select.text(2);
        all.emplace(select.text(0), std::move(score));
    }
    if (!select.ok()) setError(error, fail(select.error()));
    return all;
}

std::optional<std::vector<job::SummaryRow>> Workspace::loadSummaries(const std::string& key,
                                                                     std::string* error) const {
    setError(error, "");
    Statement set(db_, "SELECT id, row_count FROM summary_sets WHERE key = ?1");
    set.bind(1, key);
    if (!set.step()) {
        if (!set.ok()) setError(error, fail(set.error()));
        return std::nullopt;
    }
    const int64_t setId = set.integer(0);
    std::vector<job::SummaryRow> rows;
    rows.reserve(static_cast<size_t>(set.integer(1)));
    Statement select(db_,
                     "SELECT run, item, row FROM summaries WHERE set_id = ?1 ORDER BY run, item");
    select.bind(1, setId);
    while (select.step()) {
        auto row = decodeSummaryRow(static_cast<uint32_t>(select.integer(1)),
                                    static_cast<uint32_t>(select.integer(0)), select.blob(2));
        if (!row) {
            setError(error, fail("a summary row of an unknown shape"));
            return std::nullopt;
        }
        rows.push_back(*row);
    }
    if (!select.ok()) {
        setError(error, fail(select.error()));
        return std::nullopt;
    }
    return rows;
}

std::string Workspace::storedSummaryKey(std::string* error) const {
    setError(error, "");
    Statement settings(db_, "SELECT s.report_settings, b.shard FROM settings s, benchmark b");
    if (!settings.step()) {
        if (!settings.ok()) setError(error, fail(settings.error()));
        return "";
    }
    const std::string json = settings.text(0);
    eval::Shard shard;
    if (auto parsed = eval::parseShard(settings.text(1))) shard = *parsed;
    std::vector<report::InputDigest> digests;
    for (const InputRecord& input : inputs(error))
        digests.push_back({input.role, input.path, input.sha256});
    return summaryKey(json, digests, shard);
}

std::vector<annotate::QuestionAnnotation> Workspace::questionAnnotations(std::string* error) const {
    setError(error, "");
    std::vector<annotate::QuestionAnnotation> all;
    Statement select(db_,
                     "SELECT q.item_id, q.item, q.gold_questionable, q.issue, q.note, a.sql "
                     "FROM question_annotations q LEFT JOIN alternate_golds a "
                     "ON a.item_id = q.item_id ORDER BY q.item, q.item_id, a.position");
    while (select.step()) {
        const std::string itemId = select.text(0);
        if (all.empty() || all.back().question.itemId != itemId) {
            annotate::QuestionAnnotation a;
            a.question = {itemId, static_cast<uint32_t>(select.integer(1))};
            a.goldQuestionable = select.integer(2) != 0;
            a.issue = annotate::parseGoldIssue(select.text(3)).value_or(annotate::GoldIssue::Other);
            a.note = select.text(4);
            all.push_back(std::move(a));
        }
        if (!select.isNull(5)) all.back().alternateGolds.push_back(select.text(5));
    }
    if (!select.ok()) setError(error, fail(select.error()));
    return all;
}

std::vector<annotate::PairAnnotation> Workspace::pairAnnotations(std::string* error) const {
    setError(error, "");
    std::vector<annotate::PairAnnotation> all;
    Statement select(db_,
                     "SELECT item_id, item, run, verdict, note, labeller FROM pair_annotations "
                     "ORDER BY item, item_id, run");
    while (select.step()) {
        annotate::PairAnnotation a;
        a.pair = {{select.text(0), static_cast<uint32_t>(select.integer(1))}, select.text(2)};
        if (!select.isNull(3)) a.verdict = annotate::parseHumanVerdict(select.text(3));
        a.note = select.text(4);
        a.labeller = select.text(5);
        all.push_back(std::move(a));
    }
    if (!select.ok()) setError(error, fail(select.error()));
    return all;
}

std::vector<std::string> Workspace::runNames(std::string* error) const {
    setError(error, "");
    std::vector<std::string> names;
    Statement select(db_, "SELECT name FROM runs ORDER BY position");
    while (select.step())
        names.push_back(select.text(0));
    if (!select.ok()) setError(error, fail(select.error()));
    return names;
}

std::string Workspace::reportSettingsJson() const {
    Statement select(db_, "SELECT report_settings FROM settings");
    return select.ok() && select.step() ? select.text(0) : std::string();
}

std::vector<InputRecord> Workspace::inputs(std::string* error) const {
    setError(error, "");
    std::vector<InputRecord> all;
    Statement select(db_,
                     "SELECT role, path, size, mtime_ns, sha256 FROM inputs ORDER BY position");
    while (select.step())
        all.push_back({select.text(0), select.text(1), select.isNull(2) ? -1 : select.integer(2),
                       select.isNull(3) ? -1 : select.integer(3), select.text(4)});
    if (!select.ok()) setError(error, fail(select.error()));
    return all;
}

std::vector<InputChange> Workspace::changedInputs(std::string* error) const {
    std::vector<InputChange> changes;
    for (const InputRecord& input : inputs(error)) {
        const FileStat now = statFile(input.path);
        if (!now.exists) {
            changes.push_back({input.role, input.path, InputChange::Kind::Missing});
        } else if (now.size != input.size) {
            changes.push_back({input.role, input.path, InputChange::Kind::Size});
        } else if (now.mtimeNs != input.mtimeNs) {
            const util::FileDigest digest = util::sha256File(input.path);
            if (!digest.ok() || digest.hex != input.sha256)
                changes.push_back({input.role, input.path, InputChange::Kind::Content});
        }
    }
    return changes;
}

std::optional<job::EvaluationRequest> Workspace::benchmarkRequest(std::string* error) const {
    setError(error, "");
    Statement select(db_,
                     "SELECT b.gold_path, b.format, b.questions_path, b.tables_path, "
                     "b.database_dir, b.testsuite_dir, b.jsonl_fields, b.allow_missing, "
                     "b.self_check, b.shard, s.metric_keys, s.evaluation "
                     "FROM benchmark b, settings s");
    if (!select.step()) {
        if (!select.ok()) setError(error, fail(select.error()));
        return std::nullopt;
    }
    job::EvaluationRequest request;
    request.goldFile = select.text(0);
    if (auto format = dataset::parseFormat(select.text(1))) request.read.format = *format;
    request.read.questionsFile = select.text(2);
    request.tablesFile = select.text(3);
    request.databaseDir = select.text(4);
    request.read.allowMissing = select.integer(7) != 0;
    request.selfCheck = select.integer(8) != 0;
    if (auto shard = eval::parseShard(select.text(9))) request.shard = *shard;
    std::string problem;
    if (!readJsonlFields(select.text(6), request.read.fields))
        problem = "benchmark.jsonl_fields is not a JSON object";
    if (problem.empty()) problem = readEvaluationSettings(select.text(11), request.settings);
    if (problem.empty())
        problem = readCounterexampleSettings(select.text(11), request.counterexamples);
    if (problem.empty()) {
        const nlohmann::json keys = nlohmann::json::parse(select.text(10), nullptr, false);
        if (!keys.is_array()) problem = "settings.metric_keys is not a JSON array";
        for (const nlohmann::json& key : keys)
            if (key.is_string()) request.metricKeys.push_back(key.get<std::string>());
    }
    if (!problem.empty()) {
        setError(error, fail(problem));
        return std::nullopt;
    }
    request.settings.testSuiteDir = select.text(5);
    request.settings.databaseDir = request.databaseDir;
    if (!request.selfCheck) {
        Statement runs(db_, "SELECT path FROM runs ORDER BY position");
        while (runs.step())
            request.predictionFiles.push_back(runs.text(0));
        if (!runs.ok()) {
            setError(error, fail(runs.error()));
            return std::nullopt;
        }
    }
    return request;
}

}  // namespace sqlscope::workspace
