// The sqlscope inspector window: a benchmark and its runs evaluated in the
// background (EvaluationWorker over core's job), the results table with its
// filter bar, the per-run summary dock, and for the current pair the pair
// view (why each verdict came out as it did) or the same question across
// runs. It wires views to core data; every number and mark it shows is
// computed in core (docs/gui.md).
#pragma once

#include <QMainWindow>
#include <QString>
#include <QStringList>
#include <functional>
#include <memory>
#include <optional>

#include "core/job/evaluation_request.h"

class QAction;
class QLabel;
class QMenu;
class QProgressBar;
class QSplitter;
class QTabWidget;
class QTableView;
class QTimer;
class QToolButton;

namespace sqlscope::eval {
class EvaluationContext;
}
namespace sqlscope::explain {
struct PairExplanation;
}
namespace sqlscope::job {
struct JobPlan;
struct JobResult;
}  // namespace sqlscope::job
namespace sqlscope::inspect {
class AnyGoldTable;
struct ExportStamp;
struct PairFilter;
class PairTable;
}  // namespace sqlscope::inspect
namespace sqlscope::study {
struct StratifiedSample;
}

namespace sqlscope::ui {

class AnnotationPanel;
class AnnotationStore;
class AlternateGoldScorer;
class AuditPanel;
class CounterexampleController;
class CrossRunView;
class EvaluationWorker;
class ExplainWorker;
class FilterBar;
class PairView;
class ResultsFilterProxy;
class ResultsTableModel;
class RunSummaryPanel;
class SampleDialog;
class StudyPanel;
struct RecordedEvaluation;

// A pair to select once its verdict arrives (`--pair RUN:INDEX`): the run by
// name or 0-based number, the item by its benchmark index.
struct PairSelection {
    QString run;
    size_t item = 0;
};

class MainWindow : public QMainWindow {
    Q_OBJECT

public:
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    // Opens a benchmark (replacing the one shown) and evaluates it in the background.
    void openRequest(const job::EvaluationRequest& request);
    // The settings the next evaluation uses (Run > Evaluation Settings).
    void setEvaluationSettings(const eval::EvalSettings& settings) { request_.settings = settings; }
    const eval::EvalSettings& evaluationSettings() const { return request_.settings; }
    // The counterexample search after each evaluation (docs/gui.md#counterexamples).
    void setCounterexampleSettings(const counterexample::CounterexampleSettings& settings);
    bool searchingCounterexamples() const;
    // Help > Open Demo: the embedded demo benchmark with its two runs,
    // written to its cache folder off the GUI thread, then opened.
    void openDemo();
    void selectPairWhenReady(const PairSelection& selection);

    // Runs `action` once the evaluation has finished and the current pair's
    // explanation is shown (screenshots, tests).
    void whenSettled(std::function<void()> action);

    // For tests and screenshots.
    ResultsTableModel* resultsModel() const { return model_; }
    ResultsFilterProxy* resultsProxy() const { return proxy_; }
    QTableView* resultsView() const { return table_; }
    FilterBar* filterBar() const { return filterBar_; }
    PairView* pairView() const { return pairView_; }
    CrossRunView* crossRunView() const { return crossRun_; }
    RunSummaryPanel* summaryPanel() const { return summary_; }
    StudyPanel* studyPanel() const { return study_; }
    AuditPanel* auditPanel() const { return audit_; }
    // Study > Audit Gold Queries… (docs/gui-audit.md): shows the audit tab and
    // audits the open benchmark unless it is audited already.
    void openAudit();
    // The pair area's tabs: 0 pair, 1 across runs, 2 FP/FN tables, 3 gold audit.
    QTabWidget* pairArea() const { return pairTabs_; }
    EvaluationWorker* evaluationWorker() const { return worker_; }
    bool evaluating() const;
    // A benchmark was opened and its evaluation has ended (done, cancelled or failed).
    bool evaluationFinished() const { return finished_; }
    bool explaining() const { return explainPending_ != 0; }
    // The pair shown in the pair view: benchmark item index and run; nullopt when none.
    std::optional<std::pair<size_t, size_t>> currentPair() const;
    void showCrossRun(bool show);
    // Workspaces (docs/workspace.md): annotations are kept in one; opening
    // one reopens its benchmark. "" or the reason it failed.
    QString openWorkspace(const QString& path, bool create);
    AnnotationStore* annotations() const { return store_; }
    AnnotationPanel* annotationPanel() const { return annotationPanel_; }
    // Blind mode: every metric verdict hidden while judging.
    void setBlind(bool blind);
    bool isBlind() const { return blind_; }
    // The next pair in the table's order (after the current one, wrapping)
    // without a human verdict; false when every shown pair is judged.
    bool nextUnjudged();
    // File > Export Filtered Pairs: the pairs the table shows, as CSV with
    // its stamp beside it (docs/export.md); "" or the reason it failed.
    QString exportFilteredPairs(const QString& csvPath);
    // File > Export Summary: every run's metrics against the gold and
    // against any accepted gold, CSV or LaTeX by the file's extension, with
    // its stamp beside it (docs/export.md, "The summary"); "" or the reason.
    QString exportSummary(const QString& path);
    // The facts every export carries in its stamp: version, settings, input
    // digests, workspace, time (docs/export.md, "The stamp").
    inspect::ExportStamp exportStamp() const;
    // Scores the annotations' alternate golds in the background (tests).
    AlternateGoldScorer* alternateGoldScorer() const { return alternates_; }
    // The current filter in the filter language of `sqlscope-cli export --filter`.
    QString filterExpression() const;
    // Annotate > Import / Export Annotations (JSON Lines,
    // docs/annotations-schema.md) and the agreement with another labeller's
    // file. Import merges: entries the workspace lacks are added (one undoable
    // step); a conflict keeps the workspace's value and is listed. Each
    // returns the report shown, or sets `error`.
    QString importAnnotations(const QString& path, QString* error);
    QString exportAnnotations(const QString& path);
    QString agreementWith(const QString& path, QString* error);
    // Shows `filter` in the filter bar and applies it (a preset chosen elsewhere).
    void applyFilterFromOutside(const inspect::PairFilter& filter);
    void setGroupedByQuestion(bool grouped);
    // Study > Draw Labelling Sample (docs/gui-study.md): the dialog on the
    // finished evaluation's pairs, shown window-modal (null, and a message,
    // before an evaluation has finished). Its OK records the sample
    // (recordLabellingSample) and takes the steps it chose: the filter
    // "In labelling sample", blind mode.
    SampleDialog* openSampleDialog();
    // Makes `sample` the labelling sample: recorded in the open workspace
    // (replacing the one before) or, with none open, kept in memory until a
    // workspace is created; the preset "In labelling sample" selects its
    // pairs and the FP/FN table weighs the verdicts by its strata. "" or why
    // it could not be recorded (then it is kept in memory).
    QString recordLabellingSample(const study::StratifiedSample& sample);
    const study::StratifiedSample* labellingSample() const { return sample_.get(); }
    bool labellingSampleSaved() const { return sampleSaved_; }

public slots:
    void nextPair();
    void previousPair();
    void copyPair();
    // Files dropped on the window: with a benchmark open, prediction files
    // become runs; otherwise the Open Benchmark dialog opens with them (the
    // first file as the gold, tables.json and a folder in their fields).
    void openDroppedFiles(const QStringList& paths);
    void cancelEvaluation();
    void reevaluate();

protected:
    void dragEnterEvent(class QDragEnterEvent* event) override;
    void dropEvent(class QDropEvent* event) override;
    void closeEvent(class QCloseEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    void createActions();
    void createWidgets();
    void showOpenDialog(const job::EvaluationRequest& start);
    void addRuns(const QStringList& files);
    void editSettings();
    void rememberRecent(const job::EvaluationRequest& request);
    void fillRecentMenu();
    void onPlanned(const std::shared_ptr<const job::JobPlan>& plan);
    void onRows();
    void onFinished(const std::shared_ptr<const job::JobResult>& result);
    void currentRowChanged();
    void explainCurrent();
    void onExplained(quint64 id, const std::shared_ptr<const explain::PairExplanation>& pair);
    void applyFilter(const inspect::PairFilter& filter);
    void updateShownCount();
    void fitColumns();
    void checkSettled();
    void trySelectPending();
    void selectProxyRow(int row);
    void updateTitle();
    void createAnnotationActions(QMenu* edit);
    void recordInWorkspace(const std::shared_ptr<const job::JobResult>& result);
    void applyBlindToColumns();
    void showRecorded(const RecordedEvaluation& recorded);
    void updateStudy();
    void showSample(std::shared_ptr<const study::StratifiedSample> sample, bool saved);

    job::EvaluationRequest request_;
    bool hasBenchmark_ = false;
    std::shared_ptr<const job::JobPlan> plan_;
    std::shared_ptr<eval::EvaluationContext> context_;
    std::optional<PairSelection> pendingSelection_;
    std::vector<std::function<void()>> settledActions_;
    quint64 explainPending_ = 0;  // id of the request not answered yet
    qint64 evaluationStarted_ = 0;

    EvaluationWorker* worker_ = nullptr;
    ExplainWorker* explainer_ = nullptr;
    ResultsTableModel* model_ = nullptr;
    ResultsFilterProxy* proxy_ = nullptr;
    QTableView* table_ = nullptr;
    FilterBar* filterBar_ = nullptr;
    RunSummaryPanel* summary_ = nullptr;
    PairView* pairView_ = nullptr;
    CrossRunView* crossRun_ = nullptr;
    QTabWidget* pairTabs_ = nullptr;
    QSplitter* splitter_ = nullptr;
    QLabel* progressLabel_ = nullptr;
    QProgressBar* progressBar_ = nullptr;
    QToolButton* cancelButton_ = nullptr;
    QLabel* shownLabel_ = nullptr;
    QToolButton* badInputsButton_ = nullptr;
    QStringList badInputs_;
    bool columnsFitted_ = false;
    bool finished_ = false;
    bool blind_ = false;
    AnnotationStore* store_ = nullptr;
    AnnotationPanel* annotationPanel_ = nullptr;
    AlternateGoldScorer* alternates_ = nullptr;
    CounterexampleController* counterexamples_ = nullptr;
    std::string evaluationKey_;  // workspace::summaryKey of the evaluation shown
    void rescoreAlternates();
    void showAlternateScores(std::shared_ptr<const inspect::AnyGoldTable> anyGold);
    StudyPanel* study_ = nullptr;
    AuditPanel* audit_ = nullptr;
    std::vector<std::shared_ptr<inspect::PairTable>> studyTables_;
    std::shared_ptr<const job::JobResult> lastResult_;
    bool studyStale_ = false;  // the FP/FN tab shows an older table or older annotations  // the
                               // last finished evaluation
    QStringList changedInputs_;
    std::shared_ptr<const study::StratifiedSample> sample_;  // the labelling sample, or null
    bool sampleSaved_ = false;                               // ... recorded in the workspace
    QTimer* summaryTimer_ = nullptr;
    QMenu* recentMenu_ = nullptr;
    QAction* groupAction_ = nullptr;
    QAction* crossRunAction_ = nullptr;
    QAction* cancelAction_ = nullptr;
    QAction* reevaluateAction_ = nullptr;
    QAction* addRunsAction_ = nullptr;
    QAction* settingsAction_ = nullptr;
};

}  // namespace sqlscope::ui
