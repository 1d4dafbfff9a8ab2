#include "ui/audit/audit_panel.h"

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QSplitter>
#include <QTableView>
#include <QTableWidget>
#include <QTextBrowser>
#include <QUndoStack>
#include <QVBoxLayout>

#include "core/audit/audit_annotations.h"
#include "core/audit/flagged_gold_scores.h"
#include "core/audit/gold_audit.h"
#include "core/inspect/pair_table.h"
#include "ui/annotate/annotation_store.h"
#include "ui/audit/audit_evidence.h"
#include "ui/audit/audit_flags_model.h"
#include "ui/audit/audit_worker.h"

namespace sqlscope::ui {

namespace {

QString q(std::string_view text) {
    return QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size()));
}

// The flag's annotation merged into what the question has: marked
// questionable with the flag's category; a note there is kept (the flag's
// note added under it), and so are alternate golds.
annotate::QuestionAnnotation merged(const std::optional<annotate::QuestionAnnotation>& have,
                                    const annotate::QuestionAnnotation& fromFlag) {
    if (!have) return fromFlag;
    annotate::QuestionAnnotation out = *have;
    out.goldQuestionable = true;
    out.issue = fromFlag.issue;
    if (out.note.empty())
        out.note = fromFlag.note;
    else if (out.note.find(fromFlag.note) == std::string::npos)
        out.note += "\n" + fromFlag.note;
    return out;
}

// The "Leave out" choice beside the audit's two: the questions annotated
// gold questionable in the workspace.
constexpr int kAnnotatedQuestionable = 100;

}  // namespace

AuditPanel::AuditPanel(AnnotationStore& store, QWidget* parent) : QWidget(parent), store_(store) {
    setObjectName(QStringLiteral("auditPanel"));
    worker_ = new AuditWorker(this);
    model_ = new AuditFlagsModel(this);

    runButton_ = new QPushButton(tr("Run Audit"), this);
    runButton_->setToolTip(
        tr("Check every gold query: run it again in other row orders (nondeterminism) and "
           "check its shape (docs/audit.md)"));
    cancelButton_ = new QPushButton(tr("Cancel"), this);
    cancelButton_->hide();
    progress_ = new QProgressBar(this);
    progress_->setMaximumWidth(180);
    progress_->hide();
    status_ = new QLabel(tr("Not audited yet."), this);
    auto* top = new QHBoxLayout;
    top->addWidget(runButton_);
    top->addWidget(cancelButton_);
    top->addWidget(progress_);
    top->addWidget(status_, 1);

    // Left: the summary, the legend, the filter and the list of flags.
    summary_ = new QLabel(this);
    summary_->setObjectName(QStringLiteral("auditSummary"));
    summary_->setWordWrap(true);
    legend_ = new QLabel(this);
    legend_->setWordWrap(true);
    kind_ = new QComboBox(this);
    kind_->setObjectName(QStringLiteral("auditKindFilter"));
    kind_->addItem(tr("All kinds"), -1);
    for (size_t k = 0; k < audit::kFlagKindCount; ++k)
        kind_->addItem(q(audit::flagKindKey(static_cast<audit::FlagKind>(k))), int(k));
    warningsOnly_ = new QCheckBox(tr("Warnings only"), this);
    auto* filterRow = new QHBoxLayout;
    filterRow->addWidget(new QLabel(tr("Kind:"), this));
    filterRow->addWidget(kind_, 1);
    filterRow->addWidget(warningsOnly_);

    flags_ = new QTableView(this);
    flags_->setObjectName(QStringLiteral("auditFlags"));
    flags_->setModel(model_);
    flags_->setSelectionBehavior(QAbstractItemView::SelectRows);
    flags_->setSelectionMode(QAbstractItemView::SingleSelection);
    flags_->setAlternatingRowColors(true);
    flags_->setWordWrap(false);
    flags_->verticalHeader()->hide();
    flags_->verticalHeader()->setDefaultSectionSize(flags_->fontMetrics().height() + 6);
    flags_->horizontalHeader()->setStretchLastSection(true);
    flags_->horizontalHeader()->setHighlightSections(false);

    markButton_ = new QPushButton(tr("Mark Gold Questionable"), this);
    markButton_->setToolTip(
        tr("Annotate the selected flag's question: gold questionable, with "
           "the flag's category and a note naming it (Edit > Undo reverts)"));
    markAllButton_ = new QPushButton(tr("Mark All Warnings"), this);
    markAllButton_->setToolTip(
        tr("Annotate every gold with a warning; an annotation already there is kept and listed"));
    auto* actions = new QHBoxLayout;
    actions->addWidget(markButton_);
    actions->addWidget(markAllButton_);
    actions->addStretch(1);

    auto* left = new QWidget(this);
    auto* leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    leftLayout->addWidget(summary_);
    leftLayout->addWidget(legend_);
    leftLayout->addLayout(filterRow);
    leftLayout->addWidget(flags_, 1);
    leftLayout->addLayout(actions);

    // Middle: the selected flag's evidence.
    evidence_ = new QTextBrowser(this);
    evidence_->setObjectName(QStringLiteral("auditEvidence"));
    evidence_->setOpenLinks(false);
    evidence_->setPlaceholderText(tr("Select a flag to see its evidence."));

    // Right: each run's metrics with and without the flagged golds.
    excluded_ = new QComboBox(this);
    excluded_->setObjectName(QStringLiteral("auditExcluded"));
    excluded_->addItem(tr("flagged golds (any flag)"), int(audit::ExcludedGolds::Flagged));
    excluded_->addItem(tr("warned golds (a warning)"), int(audit::ExcludedGolds::Warned));
    excluded_->addItem(tr("golds annotated questionable"), kAnnotatedQuestionable);
    auto* excludedRow = new QHBoxLayout;
    excludedRow->addWidget(new QLabel(tr("Leave out:"), this));
    excludedRow->addWidget(excluded_, 1);
    scoresNote_ = new QLabel(this);
    scoresNote_->setWordWrap(true);
    scores_ = new QTableWidget(this);
    scores_->setObjectName(QStringLiteral("auditScores"));
    scores_->setColumnCount(6);
    scores_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    scores_->verticalHeader()->hide();
    scores_->verticalHeader()->setDefaultSectionSize(scores_->fontMetrics().height() + 6);
    scores_->setAlternatingRowColors(true);
    scores_->setWordWrap(false);
    auto* right = new QWidget(this);
    auto* rightLayout = new QVBoxLayout(right);
    rightLayout->setContentsMargins(0, 0, 0, 0);
    rightLayout->addWidget(
        new QLabel(tr("<b>Each metric with and without the flagged gold</b>"), this));
    rightLayout->addLayout(excludedRow);
    rightLayout->addWidget(scoresNote_);
    rightLayout->addWidget(scores_, 1);

    auto* splitter = new QSplitter(Qt::Horizontal, this);
    splitter->addWidget(left);
    splitter->addWidget(evidence_);
    splitter->addWidget(right);
    splitter->setStretchFactor(0, 4);
    splitter->setStretchFactor(1, 3);
    splitter->setStretchFactor(2, 4);
    // The score table needs its six columns whole; the list of flags elides
    // its messages (the evidence shows them in full).
    splitter->setSizes({520, 420, 560});
    splitter->setChildrenCollapsible(false);

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(splitter, 1);

    connect(runButton_, &QPushButton::clicked, this, &AuditPanel::runAudit);
    connect(cancelButton_, &QPushButton::clicked, this, &AuditPanel::cancelAudit);
    connect(worker_, &AuditWorker::progress, this, [this](int done, int total) {
        progress_->setMaximum(total);
        progress_->setValue(done);
        status_->setText(tr("Auditing: %1 of %2 golds").arg(done).arg(total));
    });
    connect(worker_, &AuditWorker::finished, this, &AuditPanel::onFinished);
    connect(worker_, &AuditWorker::failed, this, [this](const QString& message) {
        progress_->hide();
        cancelButton_->hide();
        status_->setText(tr("Not audited: %1").arg(message));
        updateActions();
    });
    connect(worker_, &AuditWorker::cancelled, this, [this] {
        progress_->hide();
        cancelButton_->hide();
        status_->setText(tr("Audit cancelled."));
        updateActions();
    });
    connect(kind_, &QComboBox::currentIndexChanged, this, &AuditPanel::applyFilter);
    connect(warningsOnly_, &QCheckBox::toggled, this, &AuditPanel::applyFilter);
    connect(flags_->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            &AuditPanel::showSelected);
    connect(markButton_, &QPushButton::clicked, this, &AuditPanel::markSelectedQuestionable);
    connect(markAllButton_, &QPushButton::clicked, this, [this] { markAllWarnings(true); });
    connect(excluded_, &QComboBox::currentIndexChanged, this, &AuditPanel::updateScores);
    connect(&store_, &AnnotationStore::changed, this, [this] {
        updateActions();
        if (excluded_->currentData().toInt() == kAnnotatedQuestionable) updateScores();
    });

    model_->setDark(dark());
    updateSummary();
    updateScores();
    updateActions();
}

AuditPanel::~AuditPanel() = default;

bool AuditPanel::dark() const {
    return palette().color(QPalette::Window).lightness() < 128;
}

void AuditPanel::changeEvent(QEvent* event) {
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange) {
        model_->setDark(dark());
        updateSummary();
        showSelected();
    }
}

void AuditPanel::setRequest(const job::EvaluationRequest& request) {
    const bool same = hasRequest_ && request.goldFile == request_.goldFile &&
                      request.tablesFile == request_.tablesFile &&
                      request.databaseDir == request_.databaseDir;
    request_ = request;
    hasRequest_ = true;
    if (same) return;
    worker_->cancel();
    run_.reset();
    model_->setRun(nullptr);
    evidence_->clear();
    status_->setText(tr("Not audited yet."));
    updateSummary();
    updateScores();
    updateActions();
}

void AuditPanel::setTable(std::shared_ptr<const inspect::PairTable> table) {
    table_ = std::move(table);
    updateScores();
}

bool AuditPanel::isAuditing() const {
    return worker_->isRunning();
}

void AuditPanel::runAudit() {
    if (!hasRequest_) {
        status_->setText(tr("Open a benchmark first."));
        return;
    }
    progress_->setValue(0);
    progress_->show();
    cancelButton_->show();
    status_->setText(tr("Auditing…"));
    worker_->start(request_);
    updateActions();
}

void AuditPanel::cancelAudit() {
    worker_->cancel();
}

void AuditPanel::onFinished(std::shared_ptr<const AuditRun> run) {
    run_ = std::move(run);
    progress_->hide();
    cancelButton_->hide();
    model_->setRun(run_);
    flags_->resizeColumnsToContents();
    status_->setText(tr("Audited %n gold(s) in %1 s; the audit is kept until the benchmark "
                        "changes (Run Audit runs it again).",
                        nullptr, int(run_->audits.size()))
                         .arg(run_->seconds, 0, 'f', 1));
    updateSummary();
    updateScores();
    updateActions();
    emit auditFinished();
}

void AuditPanel::applyFilter() {
    const int kind = kind_->currentData().toInt();
    model_->setFilter(kind < 0 ? std::nullopt
                               : std::optional<audit::FlagKind>(static_cast<audit::FlagKind>(kind)),
                      warningsOnly_->isChecked());
    evidence_->clear();
    updateActions();
}

void AuditPanel::selectFlag(int row) {
    if (row < 0 || row >= model_->rowCount()) return;
    flags_->selectionModel()->setCurrentIndex(
        model_->index(row, 0), QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
}

void AuditPanel::showSelected() {
    const int row = flags_->currentIndex().isValid() ? flags_->currentIndex().row() : -1;
    const audit::GoldAudit* gold = model_->goldAt(row);
    updateActions();
    if (!gold) {
        evidence_->clear();
        return;
    }
    evidence_->setHtml(auditEvidenceHtml(*gold, *model_->flagAt(row), dark()));
    emit questionRequested(gold->item);
}

void AuditPanel::updateSummary() {
    const auto [warnFg, warnBg] = auditSeverityColors(audit::Severity::Warning, dark());
    const auto [infoFg, infoBg] = auditSeverityColors(audit::Severity::Info, dark());
    legend_->setText(
        tr("<span style=\"color:%1;background:%2\">&nbsp;%3&nbsp;</span> the gold's answer may "
           "well be arbitrary or wrong &nbsp; <span style=\"color:%4;background:%5\">&nbsp;%6"
           "&nbsp;</span> questionable but deterministic, or harmless on this data")
            .arg(warnFg.name(), warnBg.name(),
                 auditSeverityText(audit::Severity::Warning).toHtmlEscaped(), infoFg.name(),
                 infoBg.name(), auditSeverityText(audit::Severity::Info).toHtmlEscaped()));
    if (!run_) {
        summary_->setText(tr("Golds audited: –"));
        return;
    }
    const audit::AuditSummary s = audit::summarize(run_->audits);
    size_t flags = 0;
    for (size_t n : s.flags)
        flags += n;
    summary_->setText(tr("Golds audited: <b>%1</b> · flagged: <b>%2</b> · warned: <b>%3</b> · "
                         "flags: %4 · not fully checked: %5")
                          .arg(s.golds)
                          .arg(s.flagged)
                          .arg(s.warned)
                          .arg(flags)
                          .arg(s.withProblems));
}

void AuditPanel::updateScores() {
    const int choice = excluded_->currentData().toInt();
    const bool annotated = choice == kAnnotatedQuestionable;
    const auto which = static_cast<audit::ExcludedGolds>(annotated ? 0 : choice);
    const QString without = annotated ? tr("Without questionable gold")
                            : which == audit::ExcludedGolds::Flagged ? tr("Without flagged gold")
                                                                     : tr("Without warned gold");
    scores_->setHorizontalHeaderLabels(
        {tr("Run"), tr("Metric"), tr("All pairs"), without, tr("Δ"), tr("Left out")});
    scores_->setRowCount(0);
    if ((!run_ && !annotated) || !table_ || table_->runCount() == 0) {
        scoresNote_->setText(!table_ || table_->runCount() == 0
                                 ? tr("Evaluate the runs to compare.")
                                 : tr("Run the audit to compare."));
        return;
    }
    const std::vector<uint32_t> excluded = annotated ? audit::questionableItems(store_.questions())
                                                     : audit::excludedItems(run_->audits, which);
    const auto runs = audit::scoresWithAndWithout(*table_, excluded);
    scoresNote_->setText(
        tr("%n gold(s) left out. EX, ESM, …: % of passes; scores: mean; over the pairs with a "
           "verdict. \"Left out\": pairs with a verdict whose gold is left out.",
           nullptr, int(excluded.size())));
    for (const audit::RunWithAndWithout& r : runs) {
        for (const audit::MetricWithAndWithout& m : r.metrics) {
            if (m.withVerdict == 0) continue;
            const int row = scores_->rowCount();
            scores_->insertRow(row);
            auto cell = [&](int column, const QString& text, bool number) {
                auto* item = new QTableWidgetItem(text);
                if (number) item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
                scores_->setItem(row, column, item);
            };
            cell(0, q(r.name), false);
            cell(1, q(m.label), false);
            cell(2, q(audit::scoreText(m.all, m.binary)), true);
            cell(3, q(audit::scoreText(m.kept, m.binary)), true);
            cell(4, q(audit::scoreText(m.delta(), m.binary, true)), true);
            cell(5, QString::number(m.withVerdict - m.keptWithVerdict), true);
        }
    }
    scores_->resizeColumnsToContents();
}

void AuditPanel::updateActions() {
    const bool auditing = worker_->isRunning();
    runButton_->setEnabled(hasRequest_ && !auditing);
    const bool selected = model_->flagAt(flags_->currentIndex().row()) != nullptr;
    const QString noWorkspace =
        tr("Open or create a workspace first (File > New Workspace): annotations are kept in one.");
    markButton_->setEnabled(selected && store_.isOpen());
    markAllButton_->setEnabled(run_ && store_.isOpen());
    if (!store_.isOpen()) {
        markButton_->setToolTip(noWorkspace);
        markAllButton_->setToolTip(noWorkspace);
    } else {
        markButton_->setToolTip(
            tr("Annotate the selected flag's question: gold questionable, with the flag's "
               "category and a note naming it (Edit > Undo reverts)"));
        markAllButton_->setToolTip(tr(
            "Annotate every gold with a warning; an annotation already there is kept and listed"));
    }
}

bool AuditPanel::markSelectedQuestionable() {
    const int row = flags_->currentIndex().isValid() ? flags_->currentIndex().row() : -1;
    const audit::GoldAudit* gold = model_->goldAt(row);
    if (!gold || !store_.isOpen()) return false;
    const annotate::QuestionAnnotation fromFlag = audit::annotationFor(*gold, *model_->flagAt(row));
    store_.editQuestion(merged(store_.question(fromFlag.question), fromFlag),
                        tr("Mark gold #%1 questionable").arg(gold->item));
    return true;
}

QString AuditPanel::markAllWarnings(bool showReport) {
    if (!run_ || !store_.isOpen()) return {};
    const audit::AnnotationPlan plan = audit::planAnnotations(run_->audits, store_.questions());
    if (!plan.add.empty()) {
        store_.undoStack()->beginMacro(tr("Mark all warned golds questionable"));
        for (const annotate::QuestionAnnotation& a : plan.add)
            store_.editQuestion(a, tr("Mark gold #%1 questionable").arg(a.question.item));
        store_.undoStack()->endMacro();
    }
    QString report = tr("%1 gold questionable annotations added, %2 already there, %3 conflicts "
                        "kept.")
                         .arg(plan.add.size())
                         .arg(plan.unchanged)
                         .arg(plan.conflicts.size());
    if (!plan.conflicts.empty()) {
        report += QStringLiteral("\n\n") +
                  tr("Kept as they are (the question already has another annotation):");
        for (const std::string& c : plan.conflicts)
            report += QStringLiteral("\n") + q(c);
    }
    if (showReport) {
        auto* box = new QMessageBox(QMessageBox::Information, tr("Mark All Warnings"), report,
                                    QMessageBox::Ok, this);
        box->setAttribute(Qt::WA_DeleteOnClose);
        box->open();
    }
    return report;
}

}  // namespace sqlscope::ui
