// A `.sqlscope` workspace file (docs/workspace.md): one SQLite database
// holding a benchmark's inputs (paths, sizes, times, SHA-256), its runs, the
// evaluation settings, the cached summary rows of evaluations (by
// summaryKey, so that reopening shows every verdict without running a
// query) and every annotation. Written by `sqlscope-cli eval --workspace`
// and by the window.
//
// Durability: WAL with synchronous=NORMAL. Every annotation write is its own
// transaction and returns only after COMMIT, when its WAL frames have been
// written to the file: a process that is killed at any moment (SIGKILL, a
// crash) loses nothing committed, and the file stays intact. Only a power
// loss or OS crash can lose the last commits (never corrupts); FULL would
// fsync each commit (~7 ms here), which the crash test's 20,000 commits
// cannot afford and a process crash does not need.
//
// One Workspace is used from one thread at a time.
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/annotate/alternate_score.h"
#include "core/annotate/annotation.h"
#include "core/job/evaluation_request.h"
#include "core/job/summary_row.h"
#include "core/workspace/sample_record.h"

struct sqlite3;

namespace sqlscope::inspect {
struct RecordedCounterexamples;
}
namespace sqlscope::report {
struct InputDigest;
struct Report;
}  // namespace sqlscope::report

namespace sqlscope::workspace {

enum class OpenMode {
    OpenExisting,  // the file must exist (and be a workspace)
    CreateOrOpen,  // a missing file is created as an empty workspace
};

class Workspace;

struct WorkspaceOpen {
    std::unique_ptr<Workspace> workspace;
    std::string error;  // "PATH: reason" when workspace is null
    bool ok() const { return workspace != nullptr; }
};

// An input as recorded: size and modification time (ns since the epoch)
// when it was digested; -1 when it could not be read then.
struct InputRecord {
    std::string role;  // gold, questions, tables, pred, linking_pred, database
    std::string path;  // absolute
    int64_t size = -1;
    int64_t mtimeNs = -1;
    std::string sha256;
    friend bool operator==(const InputRecord&, const InputRecord&) = default;
};

// An input that differs from the file now on disk.
struct InputChange {
    enum class Kind {
        Missing,  // no such file now
        Size,     // another size
        Content,  // same size, another modification time and other bytes
    };
    std::string role;
    std::string path;
    Kind kind = Kind::Missing;
    friend bool operator==(const InputChange&, const InputChange&) = default;
};
const char* inputChangeName(InputChange::Kind kind);  // "missing", "size", "content"

class Workspace {
public:
    // Opens (or creates) the workspace at `path`: WAL, foreign keys on,
    // migrated to the current schema. Refuses a file that is not a
    // workspace, or one a newer sqlscope wrote (left untouched).
    static WorkspaceOpen open(const std::string& path, OpenMode mode);

    ~Workspace();
    Workspace(const Workspace&) = delete;
    Workspace& operator=(const Workspace&) = delete;

    const std::string& path() const { return path_; }
    int schemaVersion() const;

    // ---- writers: "" or "PATH: reason"; each one transaction, committed on return.

    // The benchmark, its inputs with their digests (report.json's "inputs",
    // as job::digestInputs makes them) and current sizes and times, the runs
    // (names in order: the job plan's), and the settings (`reportSettings`:
    // report::settingsJson(...).dump(), as in JobResult::report.settings).
    // Replaces what was recorded before; annotations and summaries stay.
    std::string setBenchmark(const job::EvaluationRequest& request,
                             const std::string& reportSettings,
                             const std::vector<report::InputDigest>& inputs,
                             const std::vector<std::string>& runNames);
    // Every summary row of one evaluation under `key` (summaryKey), replacing
    // any rows under that key. The eight most recently saved keys are kept.
    std::string saveSummaries(const std::string& key, const std::vector<job::SummaryRow>& rows);
    // A finished evaluation, in one transaction: setBenchmark from the
    // request and the report (settings, inputs, run names), and
    // saveSummaries(summaryKey(report...), rows).
    std::string recordEvaluation(const job::EvaluationRequest& request,
                                 const report::Report& report,
                                 const std::vector<job::SummaryRow>& rows);

    // Replaces the question's annotation (by item id), alternate golds included.
    std::string setQuestionAnnotation(const annotate::QuestionAnnotation& annotation);
    std::string removeQuestionAnnotation(const annotate::QuestionKey& question);
    // Replaces the pair's annotation (by item id and run).
    std::string setPairAnnotation(const annotate::PairAnnotation& annotation);
    // The pair's verdict and labeller are cleared, its note kept; a pair
    // left with no note is removed.
    std::string removePairVerdict(const annotate::PairKey& pair);
    std::string removePairAnnotation(const annotate::PairKey& pair);
    // Records `sample` as the workspace's labelling sample, replacing the one
    // recorded before (one transaction). `runNames`: the runs the strata's
    // run indices name (the table's); `drawnAt` "" = now (UTC).
    std::string saveLabellingSample(const study::StratifiedSample& sample,
                                    const std::vector<std::string>& runNames,
                                    const std::string& drawnAt = "");
    std::string removeLabellingSample();

    // Caches alternate golds' verdicts (docs/metrics/alternate-golds.md) by
    // inspect::alternateScoreKey, replacing entries under the same key.
    std::string saveAlternateScores(const std::map<std::string, annotate::AlternateScore>& scores);
    // The counterexample search of the evaluation under `key` (summaryKey):
    // its settings and every pair's record, replacing a search saved under
    // that key before (docs/workspace.md, schema version 5).
    std::string saveCounterexamples(const std::string& key,
                                    const inspect::RecordedCounterexamples& counterexamples);

    // ---- readers: `error` (when given) is set on failure, "" otherwise.

    // The rows saved under `key` in (run, item) order; nullopt when none were.
    std::optional<std::vector<job::SummaryRow>> loadSummaries(const std::string& key,
                                                              std::string* error = nullptr) const;
    // The key of the recorded benchmark's evaluation (summaryKey of the
    // stored settings, inputs and shard); "" when none is recorded.
    std::string storedSummaryKey(std::string* error = nullptr) const;
    // In item order, then item id (and run).
    std::vector<annotate::QuestionAnnotation> questionAnnotations(
        std::string* error = nullptr) const;
    std::vector<annotate::PairAnnotation> pairAnnotations(std::string* error = nullptr) const;
    // Every cached alternate-gold verdict, by key.
    std::map<std::string, annotate::AlternateScore> alternateScores(
        std::string* error = nullptr) const;
    // The counterexample search saved under `key`; nullopt when none was.
    std::optional<inspect::RecordedCounterexamples> counterexamples(
        const std::string& key, std::string* error = nullptr) const;
    // The request the recorded evaluation ran with (paths absolute; no
    // outputs); nullopt when no benchmark is recorded.
    std::optional<job::EvaluationRequest> benchmarkRequest(std::string* error = nullptr) const;
    std::vector<std::string> runNames(std::string* error = nullptr) const;
    // The recorded labelling sample; nullopt when none is (or on error).
    std::optional<SampleRecord> labellingSample(std::string* error = nullptr) const;
    std::vector<InputRecord> inputs(std::string* error = nullptr) const;
    // report.json's "settings" object of the recorded evaluation, as text;
    // "" when none is recorded. What an export's stamp carries.
    std::string reportSettingsJson() const;
    // The inputs that differ from the files now: missing, another size, or
    // another modification time and other bytes (hashed only when the size
    // or the time differ). Empty: the workspace matches its inputs.
    std::vector<InputChange> changedInputs(std::string* error = nullptr) const;

    // The underlying connection (tests, inspection tools).
    sqlite3* handle() const { return db_; }

private:
    Workspace(std::string path, sqlite3* db) : path_(std::move(path)), db_(db) {}
    std::string fail(const std::string& reason) const;
    std::string writeBenchmark(const job::EvaluationRequest& request,
                               const std::string& reportSettings,
                               const std::vector<report::InputDigest>& inputs,
                               const std::vector<std::string>& runNames);
    std::string writeSummaries(const std::string& key, const std::vector<job::SummaryRow>& rows);

    std::string path_;
    sqlite3* db_ = nullptr;
};

}  // namespace sqlscope::workspace
