// The gold health audit in the window (Study > Audit Gold Queries…,
// docs/gui-audit.md): runs core/audit's GoldAuditor over the open benchmark
// on a worker thread (progress, cancel), lists every flag with a kind and
// "warnings only" filter, shows the selected flag's evidence and asks the
// window to show its question in the results table, turns a flag (or every
// warned gold) into a "gold questionable" annotation through the
// annotation store (undoable), and tabulates each run's metrics over all
// pairs and without the flagged (or warned) golds
// (core/audit/flagged_gold_scores.h). The audit is kept for the session,
// not in the workspace: it is re-run on demand.
#pragma once

#include <QString>
#include <QWidget>
#include <memory>
#include <vector>

#include "core/job/evaluation_request.h"

class QCheckBox;
class QComboBox;
class QLabel;
class QProgressBar;
class QPushButton;
class QTableView;
class QTableWidget;
class QTextBrowser;

namespace sqlscope::inspect {
class PairTable;
}

namespace sqlscope::ui {

class AnnotationStore;
class AuditFlagsModel;
class AuditWorker;
struct AuditRun;

class AuditPanel : public QWidget {
    Q_OBJECT

public:
    explicit AuditPanel(AnnotationStore& store, QWidget* parent = nullptr);
    ~AuditPanel() override;

    // The benchmark to audit (its gold file, tables.json, database folder);
    // forgets an audit of another benchmark.
    void setRequest(const job::EvaluationRequest& request);
    // The evaluated runs the score table reads (null: none yet).
    void setTable(std::shared_ptr<const inspect::PairTable> table);

    void runAudit();
    void cancelAudit();
    bool isAuditing() const;
    const AuditRun* auditRun() const { return run_.get(); }

    // Shows the flag at `row` of the flag list (its evidence; the window
    // shows its question).
    void selectFlag(int row);
    // "Mark Gold Questionable": the selected flag's annotation (annotationFor),
    // merged into the question's annotation (its note and alternate golds
    // kept) as one undoable edit. False when no flag is selected or no
    // workspace is open.
    bool markSelectedQuestionable();
    // "Mark All Warnings": planAnnotations against the store's annotations,
    // the additions as one undoable step; conflicts are kept and listed.
    // Returns the report (also shown in a message box when `showReport`).
    QString markAllWarnings(bool showReport = true);

    // For tests and screenshots.
    AuditFlagsModel* flagsModel() const { return model_; }
    QTableView* flagsView() const { return flags_; }
    QTableWidget* scoresTable() const { return scores_; }
    QComboBox* excludedChoice() const { return excluded_; }
    QComboBox* kindFilter() const { return kind_; }
    QCheckBox* warningsOnlyFilter() const { return warningsOnly_; }
    QTextBrowser* evidenceView() const { return evidence_; }
    QLabel* summaryLabel() const { return summary_; }

signals:
    // The benchmark item whose flag was selected (the window shows it).
    void questionRequested(size_t item);
    void auditFinished();

protected:
    void changeEvent(QEvent* event) override;

private:
    void onFinished(std::shared_ptr<const AuditRun> run);
    void applyFilter();
    void showSelected();
    void updateSummary();
    void updateScores();
    void updateActions();
    bool dark() const;

    AnnotationStore& store_;
    job::EvaluationRequest request_;
    bool hasRequest_ = false;
    std::shared_ptr<const AuditRun> run_;
    std::shared_ptr<const inspect::PairTable> table_;
    AuditWorker* worker_ = nullptr;
    AuditFlagsModel* model_ = nullptr;

    QPushButton* runButton_ = nullptr;
    QPushButton* cancelButton_ = nullptr;
    QProgressBar* progress_ = nullptr;
    QLabel* status_ = nullptr;
    QLabel* summary_ = nullptr;
    QLabel* legend_ = nullptr;
    QComboBox* kind_ = nullptr;
    QCheckBox* warningsOnly_ = nullptr;
    QTableView* flags_ = nullptr;
    QPushButton* markButton_ = nullptr;
    QPushButton* markAllButton_ = nullptr;
    QTextBrowser* evidence_ = nullptr;
    QComboBox* excluded_ = nullptr;
    QLabel* scoresNote_ = nullptr;
    QTableWidget* scores_ = nullptr;
};

}  // namespace sqlscope::ui
