#include "ui/main_window.h"

#include <sqlite3.h>
#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QCloseEvent>
#include <QDateTime>
#include <QDockWidget>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QFutureWatcher>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QKeySequence>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QProgressBar>
#include <QSplitter>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableView>
#include <QTimer>
#include <QToolButton>
#include <QUndoStack>
#include <QUrl>
#include <QVBoxLayout>
#include <QtConcurrent>

#include "core/annotate/annotation_jsonl.h"
#include "core/counterexample/counterexample_pass.h"
#include "core/dataset/benchmark.h"
#include "core/dataset/demo_benchmark.h"
#include "core/explain/pair_explainer.h"
#include "core/inspect/filter_expression.h"
#include "core/inspect/pair_filter.h"
#include "core/inspect/pair_table.h"
#include "core/inspect/pair_text.h"
#include "core/inspect/pairs_export.h"
#include "core/inspect/summary_export.h"
#include "core/job/demo_request.h"
#include "core/job/evaluation_job.h"
#include "core/job/job_inputs.h"
#include "core/job/job_listener.h"
#include "core/job/metric_selection.h"
#include "core/study/kappa.h"
#include "core/study/stratified_sample.h"
#include "core/util/output_guard.h"
#include "core/workspace/summary_key.h"
#include "core/workspace/workspace.h"
#include "ui/annotate/alternate_gold_scorer.h"
#include "ui/annotate/annotation_panel.h"
#include "ui/annotate/annotation_store.h"
#include "ui/audit/audit_panel.h"
#include "ui/dialogs/evaluation_settings_dialog.h"
#include "ui/dialogs/open_benchmark_dialog.h"
#include "ui/dialogs/preferences_dialog.h"
#include "ui/i18n/core_text.h"
#include "ui/pair/counterexample_controller.h"
#include "ui/pair/explain_worker.h"
#include "ui/pair/pair_view.h"
#include "ui/pair/result_grids.h"
#include "ui/results/cross_run_view.h"
#include "ui/results/filter_bar.h"
#include "ui/results/results_filter_proxy.h"
#include "ui/results/results_table_model.h"
#include "ui/results/run_summary_panel.h"
#include "ui/session/evaluation_worker.h"
#include "ui/session/recent_benchmarks.h"
#include "ui/session/recorded_evaluation.h"
#include "ui/study/sample_dialog.h"
#include "ui/study/study_panel.h"
#include "ui/theme/verdict_style.h"

namespace sqlscope::ui {

namespace {

QString q(const std::string& text) {
    return QString::fromStdString(text);
}

// How often the side panel is refreshed while rows stream in.
constexpr int kSummaryRefreshMs = 1000;
// The question column is elided at this width (its tooltip has it whole) so
// that the verdict columns stay in view.
constexpr int kQuestionColumnWidth = 380;

}  // namespace

MainWindow::MainWindow(QWidget* parent) : QMainWindow(parent) {
    setAcceptDrops(true);
    worker_ = new EvaluationWorker(this);
    explainer_ = new ExplainWorker(this);
    createWidgets();
    createActions();
    updateTitle();
    resize(1400, 900);

    connect(worker_, &EvaluationWorker::planned, this, &MainWindow::onPlanned);
    connect(worker_, &EvaluationWorker::contextReady, this,
            [this](std::shared_ptr<eval::EvaluationContext> context) {
                context_ = std::move(context);
                explainer_->setContext(context_);
                counterexamples_->setContext(context_);
                explainCurrent();
            });
    connect(worker_, &EvaluationWorker::badInput, this, [this](const QString& problem) {
        badInputs_ << problem;
        badInputsButton_->setText(badInputs_.size() == 1
                                      ? tr("⚠ 1 input problem")
                                      : tr("⚠ %1 input problems").arg(badInputs_.size()));
        badInputsButton_->setToolTip(badInputs_.mid(0, 10).join(QLatin1Char('\n')));
        badInputsButton_->show();
    });
    connect(worker_, &EvaluationWorker::rowsArrived, this,
            [this](std::shared_ptr<const SummaryRows> rows) {
                model_->addRows(*rows);
                onRows();
            });
    connect(worker_, &EvaluationWorker::progressed, this,
            [this](qulonglong done, qulonglong total) {
                progressBar_->setMaximum(int(total));
                progressBar_->setValue(int(done));
                progressLabel_->setText(tr("Evaluating %1/%2").arg(done).arg(total));
            });
    connect(worker_, &EvaluationWorker::finished, this, &MainWindow::onFinished);
    counterexamples_ = new CounterexampleController(
        model_, pairView_->resultGrids()->counterexampleSection(), this);
    connect(worker_, &EvaluationWorker::counterexampleProgress, this,
            [this](qulonglong done, qulonglong total) {
                progressBar_->setMaximum(int(total));
                progressBar_->setValue(int(done));
                progressLabel_->setText(
                    tr("Searching counterexamples: %1 of %2 pairs").arg(done).arg(total));
            });
    connect(
        worker_, &EvaluationWorker::counterexamplesSearched, this,
        [this](std::shared_ptr<const counterexample::PassResult> pass,
               counterexample::CounterexampleSettings settings) {
            progressBar_->hide();
            cancelButton_->hide();
            cancelAction_->setEnabled(false);
            if (!lastResult_) return;
            progressLabel_->setText(counterexamples_->takePass(
                lastResult_->report, *pass, settings,
                store_->isOpen() ? store_->workspace()->path() : std::string(), evaluationKey_));
            summary_->refresh(model_->table());
            applyBlindToColumns();
            updateShownCount();
            checkSettled();
        });
    connect(counterexamples_, &CounterexampleController::saved, this, [this](const QString& e) {
        if (!e.isEmpty()) statusBar()->showMessage(tr("Counterexamples not saved: %1").arg(e));
    });
    connect(explainer_, &ExplainWorker::explained, this, &MainWindow::onExplained);
    connect(explainer_, &ExplainWorker::failed, this, [this](quint64 id, const QString& message) {
        if (id != explainPending_) return;
        explainPending_ = 0;
        pairView_->clear(tr("This pair could not be explained: %1").arg(message));
        checkSettled();
    });
}

MainWindow::~MainWindow() = default;

void MainWindow::createWidgets() {
    model_ = new ResultsTableModel(this);
    proxy_ = new ResultsFilterProxy(this);
    proxy_->setSourceModel(model_);

    table_ = new QTableView;
    table_->setObjectName(QStringLiteral("resultsTable"));
    table_->setModel(proxy_);
    table_->setSortingEnabled(true);
    table_->sortByColumn(-1, Qt::AscendingOrder);
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_->setSelectionMode(QAbstractItemView::SingleSelection);
    table_->setAlternatingRowColors(true);
    table_->setWordWrap(false);
    table_->setTextElideMode(Qt::ElideRight);
    table_->verticalHeader()->hide();
    table_->verticalHeader()->setDefaultSectionSize(table_->fontMetrics().height() + 8);
    table_->horizontalHeader()->setHighlightSections(false);
    table_->horizontalHeader()->setSectionsMovable(true);
    table_->horizontalHeader()->setStretchLastSection(false);
    // Column widths from the first rows only: sizing over every row of a
    // large table would stall the GUI thread.
    table_->horizontalHeader()->setResizeContentsPrecision(64);
    connect(table_->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            &MainWindow::currentRowChanged);

    filterBar_ = new FilterBar;
    connect(filterBar_, &FilterBar::filterChanged, this,
            [this] { applyFilter(filterBar_->filter()); });

    auto* top = new QWidget;
    auto* topLayout = new QVBoxLayout(top);
    topLayout->setContentsMargins(4, 4, 4, 0);
    topLayout->setSpacing(4);
    topLayout->addWidget(filterBar_);
    topLayout->addWidget(table_, 1);

    pairView_ = new PairView;
    crossRun_ = new CrossRunView;
    connect(crossRun_, &CrossRunView::runActivated, this, [this](size_t run) {
        const auto current = currentPair();
        if (!current) return;
        const int row = model_->rowOf({current->first, run});
        if (row >= 0) selectProxyRow(proxy_->mapFromSource(model_->index(row, 0)).row());
        showCrossRun(false);
    });
    pairTabs_ = new QTabWidget;
    pairTabs_->setObjectName(QStringLiteral("pairArea"));
    pairTabs_->setDocumentMode(true);
    // The FP/FN page's charts would otherwise claim a tall minimum and take
    // the results table's rows.
    pairTabs_->setMinimumHeight(220);
    pairTabs_->addTab(pairView_, tr("Pair"));
    pairTabs_->addTab(crossRun_, tr("Across runs"));
    study_ = new StudyPanel;
    study_->setStampProvider([this] { return exportStamp(); });
    pairTabs_->addTab(study_, tr("FP/FN tables"));
    connect(study_, &StudyPanel::filterRequested, this, [this](const inspect::PairFilter& filter) {
        applyFilterFromOutside(filter);
        pairTabs_->setCurrentIndex(0);
    });

    splitter_ = new QSplitter(Qt::Vertical);
    splitter_->setObjectName(QStringLiteral("mainSplitter"));
    splitter_->addWidget(top);
    splitter_->addWidget(pairTabs_);
    splitter_->setStretchFactor(0, 1);
    splitter_->setStretchFactor(1, 1);
    splitter_->setSizes({470, 430});
    splitter_->setChildrenCollapsible(false);
    setCentralWidget(splitter_);

    summary_ = new RunSummaryPanel;
    connect(summary_, &RunSummaryPanel::filterRequested, this,
            [this](const inspect::PairFilter& filter) { applyFilterFromOutside(filter); });
    auto* dock = new QDockWidget(tr("Runs and summary"), this);
    dock->setObjectName(QStringLiteral("summaryDock"));
    dock->setWidget(summary_);
    dock->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetClosable);
    addDockWidget(Qt::LeftDockWidgetArea, dock);
    resizeDocks({dock}, {320}, Qt::Horizontal);

    store_ = new AnnotationStore(this);
    annotationPanel_ = new AnnotationPanel(*store_);
    auto* annotationDock = new QDockWidget(tr("Annotation"), this);
    annotationDock->setObjectName(QStringLiteral("annotationDock"));
    annotationDock->setWidget(annotationPanel_);
    annotationDock->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetClosable);
    addDockWidget(Qt::RightDockWidgetArea, annotationDock);
    resizeDocks({annotationDock}, {300}, Qt::Horizontal);
    // Shown when annotating starts (a workspace opened, a verdict key):
    // browsing keeps the room for the table and the pair.
    annotationDock->hide();
    annotationDock->toggleViewAction()->setText(tr("&Annotation Panel"));
    // The gold health audit (docs/gui-audit.md): a tab beside the FP/FN tables.
    audit_ = new AuditPanel(*store_);
    pairTabs_->addTab(audit_, tr("Gold audit"));
    connect(audit_, &AuditPanel::questionRequested, this, [this](size_t item) {
        const auto current = currentPair();
        selectPairWhenReady({QString::number(current ? current->second : 0), item});
    });
    connect(store_, &AnnotationStore::changed, this, [this] {
        studyStale_ = true;
        updateStudy();
        rescoreAlternates();
    });
    // Alternate golds (docs/metrics/alternate-golds.md) re-scored off the GUI thread.
    alternates_ = new AlternateGoldScorer(this);
    connect(alternates_, &AlternateGoldScorer::scored, this, &MainWindow::showAlternateScores);
    connect(store_, &AnnotationStore::writeFailed, this, [this](const QString& message) {
        statusBar()->showMessage(tr("Annotation not saved: %1").arg(message), 8000);
    });

    summaryTimer_ = new QTimer(this);
    summaryTimer_->setSingleShot(true);
    summaryTimer_->setInterval(kSummaryRefreshMs);
    connect(summaryTimer_, &QTimer::timeout, this, [this] { summary_->refresh(model_->table()); });

    progressLabel_ = new QLabel;
    progressLabel_->setObjectName(QStringLiteral("progressLabel"));
    progressBar_ = new QProgressBar;
    progressBar_->setObjectName(QStringLiteral("progressBar"));
    progressBar_->setMaximumWidth(220);
    progressBar_->setTextVisible(false);
    cancelButton_ = new QToolButton;
    cancelButton_->setObjectName(QStringLiteral("cancelButton"));
    cancelButton_->setText(tr("Cancel"));
    connect(cancelButton_, &QToolButton::clicked, this, &MainWindow::cancelEvaluation);
    badInputsButton_ = new QToolButton;
    badInputsButton_->setObjectName(QStringLiteral("badInputs"));
    badInputsButton_->setAutoRaise(true);
    connect(badInputsButton_, &QToolButton::clicked, this, [this] {
        QMessageBox box(QMessageBox::Warning, tr("Input problems"),
                        tr("These problems did not stop the evaluation; the pairs they concern "
                           "are scored as the CLI scores them (report.json's bad_inputs)."),
                        QMessageBox::Close, this);
        box.setDetailedText(badInputs_.join(QLatin1Char('\n')));
        box.exec();
    });
    shownLabel_ = new QLabel;
    shownLabel_->setObjectName(QStringLiteral("shownCount"));
    statusBar()->addWidget(progressLabel_);
    statusBar()->addWidget(progressBar_);
    statusBar()->addWidget(cancelButton_);
    statusBar()->addPermanentWidget(badInputsButton_);
    statusBar()->addPermanentWidget(shownLabel_);
    badInputsButton_->hide();
    progressBar_->hide();
    cancelButton_->hide();
    dock->toggleViewAction()->setText(tr("&Summary Panel"));
    dock->setProperty("toggleAction", QVariant::fromValue<QObject*>(dock->toggleViewAction()));
}

void MainWindow::createActions() {
    QMenu* file = menuBar()->addMenu(tr("&File"));
    QAction* open =
        file->addAction(tr("&Open Benchmark…"), this, [this] { showOpenDialog(request_); });
    open->setShortcut(QKeySequence::Open);
    addRunsAction_ = file->addAction(tr("&Add Runs…"), this, [this] {
        const QStringList files = QFileDialog::getOpenFileNames(
            this, tr("Add Runs"), QFileInfo(q(request_.goldFile)).absolutePath(),
            tr("Prediction files (*.txt *.sql *.json *.jsonl);;All files (*)"));
        if (!files.isEmpty()) addRuns(files);
    });
    addRunsAction_->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_O));
    recentMenu_ = file->addMenu(tr("Open &Recent"));
    connect(recentMenu_, &QMenu::aboutToShow, this, &MainWindow::fillRecentMenu);
    file->addAction(tr("Open &Demo"), this, &MainWindow::openDemo);
    file->addSeparator();
    file->addAction(tr("&New Workspace…"), this, [this] {
        const QString path = QFileDialog::getSaveFileName(this, tr("New Workspace"), QString(),
                                                          tr("sqlscope workspaces (*.sqlscope)"));
        if (path.isEmpty()) return;
        if (QString error = openWorkspace(path, true); !error.isEmpty())
            QMessageBox::warning(this, tr("New Workspace"), error);
    });
    file->addAction(tr("Open &Workspace…"), this, [this] {
        const QString path = QFileDialog::getOpenFileName(this, tr("Open Workspace"), QString(),
                                                          tr("sqlscope workspaces (*.sqlscope)"));
        if (path.isEmpty()) return;
        if (QString error = openWorkspace(path, false); !error.isEmpty())
            QMessageBox::warning(this, tr("Open Workspace"), error);
    });
    file->addAction(tr("Save Workspace &As…"), this, [this] {
        if (!store_->isOpen()) return;
        QString path = QFileDialog::getSaveFileName(this, tr("Save Workspace As"), store_->path(),
                                                    tr("sqlscope workspaces (*.sqlscope)"));
        if (path.isEmpty()) return;
        if (!path.endsWith(QStringLiteral(".sqlscope"))) path += QStringLiteral(".sqlscope");
        // A consistent copy of the open file (VACUUM INTO), then switch to it.
        if (QFileInfo::exists(path)) QFile::remove(path);
        const std::string sql =
            "VACUUM INTO '" + QString(path).replace('\'', QStringLiteral("''")).toStdString() + "'";
        char* message = nullptr;
        if (sqlite3_exec(store_->workspace()->handle(), sql.c_str(), nullptr, nullptr, &message) !=
            SQLITE_OK) {
            QMessageBox::warning(this, tr("Save Workspace As"), QString::fromUtf8(message));
            sqlite3_free(message);
            return;
        }
        alternates_->cancel();  // it may hold the workspace being replaced
        const QString error = store_->open(path, false);
        if (!error.isEmpty()) QMessageBox::warning(this, tr("Save Workspace As"), error);
        rescoreAlternates();
        updateTitle();
    });
    QAction* exportPairs = file->addAction(tr("&Export Filtered Pairs…"), this, [this] {
        const QString path =
            QFileDialog::getSaveFileName(this, tr("Export Filtered Pairs"),
                                         QStringLiteral("pairs.csv"), tr("CSV files (*.csv)"));
        if (path.isEmpty()) return;
        if (QString error = exportFilteredPairs(path); !error.isEmpty())
            QMessageBox::warning(this, tr("Export Filtered Pairs"), error);
    });
    exportPairs->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_S));
    file->addAction(tr("Export S&ummary…"), this, [this] {
        QString selected;
        const QString path =
            QFileDialog::getSaveFileName(this, tr("Export Summary"), QStringLiteral("summary.csv"),
                                         tr("CSV files (*.csv);;LaTeX tables (*.tex)"), &selected);
        if (path.isEmpty()) return;
        if (QString error = exportSummary(path); !error.isEmpty())
            QMessageBox::warning(this, tr("Export Summary"), error);
    });
    file->addSeparator();
    QAction* quit = file->addAction(tr("&Quit"), this, &QWidget::close);
    quit->setShortcut(QKeySequence::Quit);
    quit->setMenuRole(QAction::QuitRole);

    QMenu* edit = menuBar()->addMenu(tr("&Edit"));
    QAction* undo = store_->undoStack()->createUndoAction(this, tr("&Undo"));
    undo->setShortcut(QKeySequence::Undo);
    QAction* redo = store_->undoStack()->createRedoAction(this, tr("&Redo"));
    redo->setShortcut(QKeySequence::Redo);
    edit->addAction(undo);
    edit->addAction(redo);
    edit->addSeparator();
    QAction* copy = edit->addAction(tr("&Copy Pair as Text"), this, &MainWindow::copyPair);
    copy->setShortcut(QKeySequence::Copy);
    copy->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    table_->addAction(copy);  // Ctrl+C in an editor still copies its selection
    QAction* find = edit->addAction(tr("&Find in Pairs"), filterBar_, &FilterBar::focusText);
    find->setShortcut(QKeySequence::Find);
    edit->addAction(tr("Copy Filter as E&xpression"), this, [this] {
        QApplication::clipboard()->setText(filterExpression());
        statusBar()->showMessage(
            tr("Copied: %1 (sqlscope-cli export --filter)").arg(filterExpression()), 5000);
    });
    QAction* clear = edit->addAction(tr("C&lear Filter"), this, [this] {
        filterBar_->setFilter(inspect::PairFilter{});
        applyFilter(inspect::PairFilter{});
    });
    clear->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_F));
    edit->addSeparator();
    QAction* preferences = edit->addAction(tr("&Preferences…"), this,
                                           [this] { PreferencesDialog::editPreferences(this); });
    preferences->setMenuRole(QAction::PreferencesRole);

    QMenu* view = menuBar()->addMenu(tr("&View"));
    groupAction_ = view->addAction(tr("&Group Runs by Question"));
    groupAction_->setCheckable(true);
    groupAction_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_G));
    connect(groupAction_, &QAction::toggled, this, &MainWindow::setGroupedByQuestion);
    crossRunAction_ = view->addAction(tr("&Across Runs"));
    crossRunAction_->setCheckable(true);
    crossRunAction_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_R));
    connect(crossRunAction_, &QAction::toggled, this, &MainWindow::showCrossRun);
    connect(pairTabs_, &QTabWidget::currentChanged, this, &MainWindow::updateStudy);
    // The FP/FN page's two charts need room: opening it grows the lower
    // part of the splitter to at least 560 px (the table keeps the rest).
    connect(pairTabs_, &QTabWidget::currentChanged, this, [this] {
        if (pairTabs_->currentWidget() != study_) return;
        const QList<int> sizes = splitter_->sizes();
        const int total = sizes.value(0) + sizes.value(1);
        const int wanted = std::min(560, total - 150);
        if (sizes.value(1) < wanted) splitter_->setSizes({total - wanted, wanted});
    });
    connect(pairTabs_, &QTabWidget::currentChanged, this, [this](int index) {
        const QSignalBlocker block(crossRunAction_);
        crossRunAction_->setChecked(index == 1);
    });
    view->addAction(pairView_->wordWrapAction());
    QAction* normalForms = view->addAction(tr("Show Queries as ESM+ &Saw Them"));
    normalForms->setCheckable(true);
    normalForms->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    connect(normalForms, &QAction::toggled, pairView_, &PairView::setNormalFormsShown);
    if (auto* dock = findChild<QDockWidget*>(QStringLiteral("summaryDock")))
        view->addAction(dock->toggleViewAction());
    if (auto* dock = findChild<QDockWidget*>(QStringLiteral("annotationDock")))
        view->addAction(dock->toggleViewAction());

    QMenu* go = menuBar()->addMenu(tr("&Go"));
    QAction* next = go->addAction(tr("&Next Pair"), this, &MainWindow::nextPair);
    next->setShortcuts({QKeySequence(Qt::Key_J), QKeySequence(Qt::ALT | Qt::Key_Down)});
    QAction* previous = go->addAction(tr("&Previous Pair"), this, &MainWindow::previousPair);
    previous->setShortcuts({QKeySequence(Qt::Key_K), QKeySequence(Qt::ALT | Qt::Key_Up)});
    QAction* focusTable = go->addAction(tr("&Results Table"), this, [this] { table_->setFocus(); });
    focusTable->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_T));

    createAnnotationActions(go);

    QMenu* studyMenu = menuBar()->addMenu(tr("&Study"));
    studyMenu->addAction(tr("Draw &Labelling Sample…"), this, &MainWindow::openSampleDialog);
    studyMenu->addAction(tr("&Audit Gold Queries…"), this, &MainWindow::openAudit);

    QMenu* run = menuBar()->addMenu(tr("&Run"));
    reevaluateAction_ = run->addAction(tr("&Re-evaluate"), this, &MainWindow::reevaluate);
    reevaluateAction_->setShortcut(QKeySequence::Refresh);
    cancelAction_ = run->addAction(tr("&Cancel Evaluation"), this, &MainWindow::cancelEvaluation);
    cancelAction_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Period));
    settingsAction_ = run->addAction(tr("Evaluation &Settings…"), this, &MainWindow::editSettings);
    settingsAction_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Comma));

    QMenu* help = menuBar()->addMenu(tr("&Help"));
    help->addAction(tr("Open &Demo"), this, &MainWindow::openDemo);
    help->addAction(tr("&About sqlscope"), this, [this] {
        QMessageBox::about(
            this, tr("About sqlscope"),
            tr("<b>sqlscope %1</b><p>An inspector for Text-to-SQL evaluation: EX, EXE, ESM, "
               "ESM+, EXP/EXR, component F1 and schema linking, computed by one faithful core, "
               "with the evidence behind every verdict.</p>")
                .arg(QApplication::applicationVersion()));
    });
    cancelAction_->setEnabled(false);
    reevaluateAction_->setEnabled(false);
    addRunsAction_->setEnabled(false);
}

bool MainWindow::evaluating() const {
    return worker_->isRunning();
}

void MainWindow::openRequest(const job::EvaluationRequest& request) {
    request_ = request;
    if (request_.metricKeys.empty())
        request_.metricKeys = job::selectMetrics({}, request_.settings);
    hasBenchmark_ = true;
    plan_.reset();
    badInputs_.clear();
    badInputsButton_->hide();
    finished_ = false;
    context_.reset();
    explainPending_ = 0;
    pairView_->clear(tr("Evaluating… the pair view follows the selected row."));
    rememberRecent(request_);
    evaluationStarted_ = QDateTime::currentMSecsSinceEpoch();
    progressLabel_->setText(tr("Reading the benchmark…"));
    progressBar_->setValue(0);
    progressBar_->setMaximum(0);
    progressBar_->show();
    cancelButton_->show();
    cancelAction_->setEnabled(true);
    reevaluateAction_->setEnabled(true);
    addRunsAction_->setEnabled(true);
    updateTitle();
    audit_->setRequest(request_);
    worker_->start(request_);
}

void MainWindow::openAudit() {
    pairTabs_->setCurrentWidget(audit_);
    if (!audit_->auditRun() && !audit_->isAuditing()) audit_->runAudit();
}

void MainWindow::openDemo() {
    // Writing the demo (its databases built from SQL scripts the first
    // time) happens off the GUI thread like every other file access.
    progressLabel_->setText(tr("Preparing the demo…"));
    auto* watcher = new QFutureWatcher<dataset::DemoResult>(this);
    connect(watcher, &QFutureWatcher<dataset::DemoResult>::finished, this, [this, watcher] {
        watcher->deleteLater();
        const dataset::DemoResult demo = watcher->result();
        if (!demo.ok()) {
            progressLabel_->setText(tr("The demo could not be written: %1").arg(q(demo.error)));
            if (isVisible())
                QMessageBox::warning(this, tr("Open Demo"),
                                     tr("The demo could not be written: %1").arg(q(demo.error)));
            return;
        }
        job::EvaluationRequest request = job::demoRequest(demo.layout);
        request.settings = request_.settings;
        request.counterexamples = request_.counterexamples;
        // The demo's own budget, as `sqlscope-cli demo` runs it: its
        // never-ending query is stopped after 2 s, not the default 30.
        request.settings.execution.timeoutSeconds = job::kDemoTimeoutSeconds;
        openRequest(request);
    });
    watcher->setFuture(
        QtConcurrent::run([] { return dataset::materializeDemo(dataset::defaultDemoRoot()); }));
}

void MainWindow::selectPairWhenReady(const PairSelection& selection) {
    pendingSelection_ = selection;
    trySelectPending();
}

void MainWindow::showOpenDialog(const job::EvaluationRequest& start) {
    OpenBenchmarkDialog dialog(this);
    dialog.setRequest(start);
    if (dialog.exec() == QDialog::Accepted) openRequest(dialog.request());
}

void MainWindow::addRuns(const QStringList& files) {
    if (!hasBenchmark_) return;
    job::EvaluationRequest request = request_;
    for (const QString& file : files)
        request.predictionFiles.push_back(file.toStdString());
    openRequest(request);
}

void MainWindow::editSettings() {
    EvaluationSettingsDialog dialog(request_.settings, this, request_.counterexamples);
    if (dialog.exec() != QDialog::Accepted) return;
    request_.settings = dialog.settings(request_.settings);
    setCounterexampleSettings(dialog.counterexampleSettings());
    if (hasBenchmark_) reevaluate();
}

void MainWindow::reevaluate() {
    if (hasBenchmark_) openRequest(request_);
}

void MainWindow::cancelEvaluation() {
    worker_->cancel();
}

void MainWindow::setCounterexampleSettings(const counterexample::CounterexampleSettings& settings) {
    request_.counterexamples = settings;
    counterexamples_->setSettings(settings);
}

bool MainWindow::searchingCounterexamples() const {
    return worker_->isSearching();
}

void MainWindow::rememberRecent(const job::EvaluationRequest& request) {
    rememberBenchmark(request);
}

void MainWindow::fillRecentMenu() {
    recentMenu_->clear();
    const std::vector<job::EvaluationRequest> recent = recentBenchmarks();
    for (const job::EvaluationRequest& request : recent) {
        QAction* action = recentMenu_->addAction(recentLabel(request));
        action->setToolTip(q(request.goldFile));
        connect(action, &QAction::triggered, this, [this, request] {
            job::EvaluationRequest chosen = request;
            chosen.settings.esmPlusMode = request_.settings.esmPlusMode;
            showOpenDialog(chosen);
        });
    }
    if (recent.empty()) recentMenu_->addAction(tr("(none yet)"))->setEnabled(false);
    recentMenu_->addSeparator();
    recentMenu_->addAction(tr("Clear List"), this, [] { clearRecentBenchmarks(); });
}

void MainWindow::onPlanned(const std::shared_ptr<const job::JobPlan>& plan) {
    alternates_->cancel();
    evaluationKey_.clear();
    plan_ = plan;
    columnsFitted_ = false;
    model_->reset(*plan);
    filterBar_->setTable(model_->table());
    summary_->refresh(model_->table());
    fitColumns();
    updateShownCount();
    updateTitle();
}

void MainWindow::fitColumns() {
    applyBlindToColumns();
    table_->resizeColumnsToContents();
    const int question = model_->grouping() == ResultsTableModel::Grouping::PerPair
                             ? int(ResultsTableModel::PairQuestion)
                             : int(ResultsTableModel::QuestionText);
    if (table_->columnWidth(question) > kQuestionColumnWidth)
        table_->setColumnWidth(question, kQuestionColumnWidth);
}

void MainWindow::onRows() {
    if (!columnsFitted_ && model_->rowCount() > 0) {
        fitColumns();
        columnsFitted_ = true;
    }
    if (!summaryTimer_->isActive()) summaryTimer_->start();
    updateShownCount();
    trySelectPending();
    if (!table_->currentIndex().isValid() && !pendingSelection_ && proxy_->rowCount() > 0)
        selectProxyRow(0);
}

void MainWindow::onFinished(const std::shared_ptr<const job::JobResult>& result) {
    finished_ = true;
    progressBar_->hide();
    cancelButton_->hide();
    cancelAction_->setEnabled(false);
    summaryTimer_->stop();
    summary_->refresh(model_->table());
    const double seconds = (QDateTime::currentMSecsSinceEpoch() - evaluationStarted_) / 1000.0;
    switch (result->status) {
        case job::JobStatus::Done:
            lastResult_ = result;
            recordInWorkspace(result);
            // The key the workspace records the evaluation under (also while
            // its recording is being written), as sqlscope-cli eval keys its cache.
            evaluationKey_ = workspace::summaryKey(result->report.settings.dump(),
                                                   result->report.inputs, request_.shard);
            rescoreAlternates();
            // The study views (and the ablation on its thread) read a copy of
            // the complete table, kept for the session: the model's own is
            // reset when the next evaluation starts.
            if (plan_) {
                auto copy = std::make_shared<inspect::PairTable>();
                copy->reset(*plan_);
                const inspect::PairTable& shown = model_->table();
                std::vector<job::SummaryRow> rows;
                rows.reserve(shown.pairsPresent());
                for (size_t pos = 0; pos < shown.itemCount(); ++pos)
                    for (size_t r = 0; r < shown.runCount(); ++r)
                        if (shown.has(pos, r)) rows.push_back(shown.row(pos, r));
                copy->add(rows);
                studyTables_.push_back(std::move(copy));
            }
            studyStale_ = true;
            updateStudy();
            progressLabel_->setText(
                tr("Evaluated %1 pairs in %2 s").arg(result->pairsDone).arg(seconds, 0, 'f', 1));
            break;
        case job::JobStatus::Cancelled:
            progressLabel_->setText(tr("Cancelled: %1 of %2 pairs evaluated")
                                        .arg(model_->table().pairsPresent())
                                        .arg(plan_ ? plan_->pairCount : 0));
            break;
        case job::JobStatus::InputError:
        case job::JobStatus::Failed:
            progressLabel_->setText(tr("Not evaluated: %1").arg(q(result->error)));
            pairView_->clear(tr("The benchmark could not be evaluated:\n%1").arg(q(result->error)));
            if (isVisible())
                QMessageBox::warning(
                    this, tr("Open Benchmark"),
                    tr("The benchmark could not be evaluated.\n\n%1").arg(q(result->error)));
            break;
    }
    if (worker_->isSearching()) {  // the counterexample search follows (cancellable)
        progressBar_->show();
        cancelButton_->show();
        cancelAction_->setEnabled(true);
    }
    updateShownCount();
    trySelectPending();
    checkSettled();
}

void MainWindow::trySelectPending() {
    if (!pendingSelection_ || !plan_) return;
    const inspect::PairTable& table = model_->table();
    size_t run = table.runCount();
    for (size_t r = 0; r < table.runCount(); ++r)
        if (q(table.runName(r)) == pendingSelection_->run) run = r;
    bool isNumber = false;
    const uint number = pendingSelection_->run.toUInt(&isNumber);
    if (run == table.runCount() && isNumber && number < table.runCount()) run = number;
    if (run == table.runCount()) {
        statusBar()->showMessage(tr("--pair: no run named %1").arg(pendingSelection_->run), 8000);
        pendingSelection_.reset();
        return;
    }
    const std::optional<size_t> itemPos =
        table.itemPosOf(static_cast<uint32_t>(pendingSelection_->item));
    if (!itemPos) {
        statusBar()->showMessage(
            tr("--pair: item %1 is not in the benchmark").arg(pendingSelection_->item), 8000);
        pendingSelection_.reset();
        return;
    }
    if (!table.has(*itemPos, run)) return;  // not evaluated yet
    const int sourceRow = model_->rowOf({*itemPos, run});
    const QModelIndex index = proxy_->mapFromSource(model_->index(sourceRow, 0));
    pendingSelection_.reset();
    if (index.isValid()) selectProxyRow(index.row());
}

void MainWindow::selectProxyRow(int row) {
    if (row < 0 || row >= proxy_->rowCount()) return;
    const QModelIndex index = proxy_->index(row, 0);
    table_->selectionModel()->setCurrentIndex(
        index, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    // A row chosen from elsewhere (a filter, --pair, the cross-run view) is
    // brought to the middle; stepping with the keys keeps the view still.
    const QRect visible = table_->viewport()->rect();
    const QRect rect = table_->visualRect(index);
    if (!visible.contains(rect.topLeft()) || !visible.contains(rect.bottomLeft()))
        table_->scrollTo(index, QAbstractItemView::PositionAtCenter);
}

std::optional<std::pair<size_t, size_t>> MainWindow::currentPair() const {
    const QModelIndex index = table_->currentIndex();
    if (!index.isValid()) return std::nullopt;
    const QModelIndex source = proxy_->mapToSource(index);
    const auto ref = model_->pairAt(source.row(), source.column());
    return std::make_pair(ref.itemPos, ref.run);
}

void MainWindow::currentRowChanged() {
    const auto current = currentPair();
    if (!current) return;
    crossRun_->showQuestion(model_->table(), current->first);
    summary_->setCurrentRun(current->second);
    {
        const inspect::PairTable& table = model_->table();
        annotate::PairKey key{
            {std::string(table.itemId(current->first)), table.itemIndex(current->first)},
            table.runName(current->second)};
        annotationPanel_->setPair(key, tr("Pair %1 · %2").arg(q(key.question.itemId), q(key.run)));
    }
    counterexamples_->showPair(current);
    explainCurrent();
}

void MainWindow::explainCurrent() {
    const auto current = currentPair();
    if (!current || !context_) return;
    const inspect::PairTable& table = model_->table();
    explain::PairInput input;
    input.item = table.itemIndex(current->first);
    input.run = table.runName(current->second);
    input.dbId = std::string(table.dbId(current->first));
    input.question = std::string(table.question(current->first));
    input.gold = std::string(table.goldSql(current->first));
    input.pred = std::string(table.prediction(current->first, current->second));
    input.predMissing = table.predictionMissing(current->first, current->second);
    pairView_->showLoading();
    explainPending_ = explainer_->request(input);
}

void MainWindow::onExplained(quint64 id,
                             const std::shared_ptr<const explain::PairExplanation>& pair) {
    if (id != explainPending_) return;  // an older row's
    explainPending_ = 0;
    // BIRD's evidence is the benchmark's, not the explanation's.
    QString evidence;
    if (const auto current = currentPair())
        if (const dataset::BenchmarkItem* item = model_->table().item(current->first))
            evidence = q(item->evidence);
    pairView_->setExplanation(pair, evidence);
    checkSettled();
}

void MainWindow::nextPair() {
    const int row = table_->currentIndex().isValid() ? table_->currentIndex().row() + 1 : 0;
    selectProxyRow(std::min(row, proxy_->rowCount() - 1));
}

void MainWindow::previousPair() {
    const int row = table_->currentIndex().isValid() ? table_->currentIndex().row() - 1 : 0;
    selectProxyRow(std::max(row, 0));
}

void MainWindow::copyPair() {
    const auto current = currentPair();
    if (!current) return;
    QApplication::clipboard()->setText(
        q(inspect::pairAsText(model_->table(), current->first, current->second)));
    statusBar()->showMessage(tr("Copied the pair as text"), 3000);
}

void MainWindow::applyFilter(const inspect::PairFilter& filter) {
    const auto current = currentPair();
    proxy_->setFilter(filter);
    updateShownCount();
    // Keep the pair shown when it passes the filter; else follow the first row.
    if (current) {
        const int sourceRow = model_->rowOf({current->first, current->second});
        const QModelIndex index = proxy_->mapFromSource(model_->index(sourceRow, 0));
        if (index.isValid()) {
            selectProxyRow(index.row());
            return;
        }
    }
    if (proxy_->rowCount() > 0) selectProxyRow(0);
}

void MainWindow::applyFilterFromOutside(const inspect::PairFilter& filter) {
    filterBar_->setFilter(filter);
    applyFilter(filter);
}

void MainWindow::setGroupedByQuestion(bool grouped) {
    const auto current = currentPair();
    model_->setGrouping(grouped ? ResultsTableModel::Grouping::PerQuestion
                                : ResultsTableModel::Grouping::PerPair);
    if (groupAction_->isChecked() != grouped) {
        const QSignalBlocker block(groupAction_);
        groupAction_->setChecked(grouped);
    }
    fitColumns();
    updateShownCount();
    if (current) {
        const int sourceRow = model_->rowOf({current->first, current->second});
        const QModelIndex index = proxy_->mapFromSource(model_->index(sourceRow, 0));
        if (index.isValid()) selectProxyRow(index.row());
    }
}

void MainWindow::showCrossRun(bool show) {
    pairTabs_->setCurrentIndex(show ? 1 : 0);
}

void MainWindow::updateShownCount() {
    shownLabel_->setText(tr("%1 of %2 shown").arg(proxy_->rowCount()).arg(model_->rowCount()));
}

void MainWindow::whenSettled(std::function<void()> action) {
    settledActions_.push_back(std::move(action));
    checkSettled();
}

void MainWindow::checkSettled() {
    if (settledActions_.empty() || !finished_ || explainPending_ != 0 || worker_->isSearching())
        return;
    std::vector<std::function<void()>> actions;
    actions.swap(settledActions_);
    for (auto& action : actions)
        action();
}

void MainWindow::updateTitle() {
    if (!hasBenchmark_) {
        setWindowTitle(QStringLiteral("sqlscope"));
        return;
    }
    QString gold = QFileInfo(q(request_.goldFile)).fileName();
    if (store_ && store_->isOpen()) {
        gold = QFileInfo(store_->path()).fileName() + QStringLiteral(" (") + gold +
               QStringLiteral(")");
        if (!changedInputs_.isEmpty())
            gold +=
                tr(" — inputs changed since: %1").arg(changedInputs_.join(QStringLiteral(", ")));
    }
    setWindowTitle(
        (request_.predictionFiles.size() == 1
             ? tr("%1 — 1 run — sqlscope").arg(gold)
             : tr("%1 — %2 runs — sqlscope").arg(gold).arg(request_.predictionFiles.size())));
}

void MainWindow::dragEnterEvent(QDragEnterEvent* event) {
    if (event->mimeData()->hasUrls()) event->acceptProposedAction();
}

// Dropped files: tables.json, a database folder, a gold file (opens the
// dialog with it) or, once a benchmark is open, prediction files (new runs).
void MainWindow::dropEvent(QDropEvent* event) {
    QStringList paths;
    for (const QUrl& url : event->mimeData()->urls())
        if (url.isLocalFile()) paths << url.toLocalFile();
    event->acceptProposedAction();
    openDroppedFiles(paths);
}

void MainWindow::openDroppedFiles(const QStringList& paths) {
    job::EvaluationRequest start = request_;
    QStringList runs;
    bool dialog = false;
    for (const QString& path : paths) {
        const QFileInfo info(path);
        if (info.isDir()) {
            start.databaseDir = info.absoluteFilePath().toStdString();
            dialog = true;
        } else if (info.fileName() == QStringLiteral("tables.json")) {
            start.tablesFile = info.absoluteFilePath().toStdString();
            dialog = true;
        } else if (hasBenchmark_) {
            runs << info.absoluteFilePath();
        } else if (start.goldFile.empty()) {
            start.goldFile = info.absoluteFilePath().toStdString();
            dialog = true;
        } else {
            start.predictionFiles.push_back(info.absoluteFilePath().toStdString());
        }
    }
    if (dialog) {
        for (const QString& run : runs)
            start.predictionFiles.push_back(run.toStdString());
        QTimer::singleShot(0, this, [this, start] { showOpenDialog(start); });
    } else if (!runs.isEmpty()) {
        addRuns(runs);
    }
}

void MainWindow::createAnnotationActions(QMenu* go) {
    QMenu* annotate = menuBar()->addMenu(tr("&Annotate"));
    const std::pair<annotate::HumanVerdict, QString> verdicts[] = {
        {annotate::HumanVerdict::Equivalent, tr("&Equivalent")},
        {annotate::HumanVerdict::NotEquivalent, tr("&Not Equivalent")},
        {annotate::HumanVerdict::Unsure, tr("&Unsure")}};
    int key = Qt::Key_1;
    for (const auto& [verdict, text] : verdicts) {
        QAction* action = annotate->addAction(text, this, [this, v = verdict] {
            if (auto* dock = findChild<QDockWidget*>(QStringLiteral("annotationDock")))
                dock->show();
            annotationPanel_->setVerdict(v);
        });
        action->setShortcut(QKeySequence(key++));
    }
    QAction* questionable = annotate->addAction(tr("Toggle &Gold Questionable"), this,
                                                [this] { annotationPanel_->toggleQuestionable(); });
    questionable->setShortcut(QKeySequence(Qt::Key_G));
    QAction* unjudged = go->addAction(tr("Next &Unjudged Pair"), this, [this] {
        if (!nextUnjudged()) statusBar()->showMessage(tr("Every pair shown is judged."), 4000);
    });
    unjudged->setShortcut(QKeySequence(Qt::Key_N));
    annotate->addAction(unjudged);
    annotate->addSeparator();
    annotate->addAction(tr("&Import Annotations…"), this, [this] {
        const QString path = QFileDialog::getOpenFileName(
            this, tr("Import Annotations"), QString(), tr("Annotations (*.jsonl);;All files (*)"));
        if (path.isEmpty()) return;
        QString error;
        const QString report = importAnnotations(path, &error);
        if (!error.isEmpty())
            QMessageBox::warning(this, tr("Import Annotations"), error);
        else
            QMessageBox::information(this, tr("Import Annotations"), report);
    });
    annotate->addAction(tr("E&xport Annotations…"), this, [this] {
        const QString path = QFileDialog::getSaveFileName(this, tr("Export Annotations"),
                                                          QStringLiteral("annotations.jsonl"),
                                                          tr("Annotations (*.jsonl)"));
        if (path.isEmpty()) return;
        if (QString error = exportAnnotations(path); !error.isEmpty())
            QMessageBox::warning(this, tr("Export Annotations"), error);
    });
    annotate->addAction(tr("&Agreement with Another Labeller…"), this, [this] {
        const QString path =
            QFileDialog::getOpenFileName(this, tr("Another labeller's annotations"), QString(),
                                         tr("Annotations (*.jsonl);;All files (*)"));
        if (path.isEmpty()) return;
        QString error;
        const QString report = agreementWith(path, &error);
        if (!error.isEmpty())
            QMessageBox::warning(this, tr("Agreement"), error);
        else
            QMessageBox::information(this, tr("Agreement (Cohen's kappa)"), report);
    });
    annotate->addSeparator();
    QAction* blind = annotate->addAction(tr("&Blind Mode (hide every metric)"));
    blind->setObjectName(QStringLiteral("blindMode"));
    blind->setCheckable(true);
    blind->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_B));
    connect(blind, &QAction::toggled, this, &MainWindow::setBlind);
}

QString MainWindow::openWorkspace(const QString& path, bool create) {
    alternates_->cancel();  // its cache is the workspace being replaced
    if (QString error = store_->open(path, create); !error.isEmpty()) return error;
    // Its labelling sample; a sample drawn with no workspace open goes into
    // a workspace that has none.
    std::optional<workspace::SampleRecord> recorded = store_->workspace()->labellingSample();
    if (!recorded && sample_ && !sampleSaved_ &&
        store_->workspace()->saveLabellingSample(*sample_, model_->table().runNames()).empty())
        showSample(sample_, true);
    else
        showSample(
            recorded ? std::make_shared<const study::StratifiedSample>(std::move(recorded->sample))
                     : nullptr,
            recorded.has_value());
    if (auto* dock = findChild<QDockWidget*>(QStringLiteral("annotationDock"))) dock->show();
    changedInputs_.clear();
    updateTitle();
    // Its benchmark, saved verdicts and input check are read on a worker
    // thread; the table fills without running a query when nothing changed.
    worker_->cancel();
    finished_ = false;
    progressLabel_->setText(tr("Reopening %1…").arg(QFileInfo(path).fileName()));
    auto* watcher = new QFutureWatcher<RecordedEvaluation>(this);
    connect(watcher, &QFutureWatcher<RecordedEvaluation>::finished, this, [this, watcher] {
        watcher->deleteLater();
        showRecorded(watcher->result());
    });
    const std::string file = path.toStdString();
    watcher->setFuture(QtConcurrent::run([file] { return loadRecordedEvaluation(file); }));
    return {};
}

void MainWindow::showRecorded(const RecordedEvaluation& recorded) {
    for (const std::string& change : recorded.changedInputs)
        changedInputs_ << q(change);
    if (!recorded.recorded) {
        // A new (or empty) workspace: the open benchmark goes into it once evaluated.
        finished_ = true;
        if (hasBenchmark_) reevaluate();
        updateTitle();
        checkSettled();
        return;
    }
    if (!recorded.ok()) {
        statusBar()->showMessage(tr("Evaluating again: %1").arg(q(recorded.reason)), 10000);
        openRequest(recorded.request);
        return;
    }
    request_ = recorded.request;
    hasBenchmark_ = true;
    explainPending_ = 0;
    badInputs_.clear();
    badInputsButton_->hide();
    context_ = recorded.context;
    explainer_->setContext(context_);
    counterexamples_->setContext(context_);
    setCounterexampleSettings(request_.counterexamples);
    onPlanned(recorded.plan);
    model_->addRows(*recorded.rows);
    onRows();
    finished_ = true;
    progressBar_->hide();
    cancelButton_->hide();
    cancelAction_->setEnabled(false);
    reevaluateAction_->setEnabled(true);
    addRunsAction_->setEnabled(true);
    summary_->refresh(model_->table());
    progressLabel_->setText(tr("Reopened %1 pairs from the workspace in %2 ms, no query run")
                                .arg(recorded.rows->size())
                                .arg(recorded.milliseconds, 0, 'f', 0));
    auto copy = std::make_shared<inspect::PairTable>();
    copy->reset(*recorded.plan);
    copy->add(*recorded.rows);
    studyTables_.push_back(std::move(copy));
    studyStale_ = true;
    updateStudy();
    evaluationKey_ = store_->isOpen() ? store_->workspace()->storedSummaryKey() : std::string();
    if (store_->isOpen() && counterexamples_->loadSaved(*store_->workspace(), evaluationKey_))
        summary_->refresh(model_->table());
    rescoreAlternates();
    updateTitle();
    trySelectPending();
    explainCurrent();
    checkSettled();
}

// A finished evaluation goes into the open workspace (benchmark, inputs,
// settings, every summary row) on a worker thread, through a connection
// of its own: 40-60 ms of writing for Spider dev stays off the GUI thread.
void MainWindow::recordInWorkspace(const std::shared_ptr<const job::JobResult>& result) {
    if (!store_->isOpen()) return;
    const inspect::PairTable& table = model_->table();
    auto rows = std::make_shared<std::vector<job::SummaryRow>>();
    for (size_t pos = 0; pos < table.itemCount(); ++pos)
        for (size_t run = 0; run < table.runCount(); ++run)
            if (table.has(pos, run)) rows->push_back(table.row(pos, run));
    const std::string path = store_->workspace()->path();
    const job::EvaluationRequest request = request_;
    auto* watcher = new QFutureWatcher<QString>(this);
    connect(watcher, &QFutureWatcher<QString>::finished, this, [this, watcher] {
        watcher->deleteLater();
        const QString error = watcher->result();
        if (!error.isEmpty()) statusBar()->showMessage(tr("Workspace not updated: %1").arg(error));
        changedInputs_.clear();
        updateTitle();
    });
    watcher->setFuture(QtConcurrent::run([path, request, result, rows] {
        workspace::WorkspaceOpen opened =
            workspace::Workspace::open(path, workspace::OpenMode::OpenExisting);
        if (!opened.ok()) return QString::fromStdString(opened.error);
        return QString::fromStdString(
            opened.workspace->recordEvaluation(request, result->report, *rows));
    }));
}

bool MainWindow::nextUnjudged() {
    const int rows = proxy_->rowCount();
    if (rows == 0) return false;
    const int start = table_->currentIndex().isValid() ? table_->currentIndex().row() : -1;
    const inspect::PairTable& table = model_->table();
    for (int step = 1; step <= rows; ++step) {
        const int row = (start + step) % rows;
        const QModelIndex source = proxy_->mapToSource(proxy_->index(row, 0));
        const auto ref = model_->pairAt(source.row(), source.column());
        const annotate::PairKey key{
            {std::string(table.itemId(ref.itemPos)), table.itemIndex(ref.itemPos)},
            table.runName(ref.run)};
        if (!store_->judged(key)) {
            selectProxyRow(row);
            return true;
        }
    }
    return false;
}

void MainWindow::setBlind(bool blind) {
    blind_ = blind;
    pairView_->setBlind(blind);
    applyBlindToColumns();
    if (auto* dock = findChild<QDockWidget*>(QStringLiteral("summaryDock")))
        dock->setVisible(!blind);
    pairTabs_->setTabEnabled(1, !blind);  // the cross-run view shows verdicts
    pairTabs_->setTabEnabled(2, !blind);  // and the FP/FN tables
    if (blind) pairTabs_->setCurrentIndex(0);
    for (const char* name :
         {"filterOutcome", "filterRule", "filterErrorCategory", "filterPreset", "filterVerdict"})
        if (QWidget* w = filterBar_->findChild<QWidget*>(QString::fromLatin1(name)))
            w->setVisible(!blind);
    if (auto* action = findChild<QAction*>(QStringLiteral("blindMode"));
        action && action->isChecked() != blind) {
        const QSignalBlocker block(action);
        action->setChecked(blind);
    }
    statusBar()->showMessage(
        blind ? tr("Blind mode: every metric verdict is hidden.") : tr("Blind mode off."), 4000);
}

void MainWindow::applyBlindToColumns() {
    for (int column = 0; column < model_->columnCount(); ++column)
        table_->setColumnHidden(column, blind_ && (model_->verdictColumnOf(column) >= 0 ||
                                                   model_->counterexampleColumnOf(column) >= 0));
}

// The FP/FN tables are computed when their tab is shown (tens of ms for
// seven Spider dev runs), not at the end of every evaluation.
void MainWindow::updateStudy() {
    if (audit_ && hasBenchmark_) audit_->setRequest(request_);
    if (audit_ && finished_ && !studyTables_.empty()) audit_->setTable(studyTables_.back());
    if (!studyStale_ || studyTables_.empty() || pairTabs_->currentWidget() != study_) return;
    studyStale_ = false;
    study_->setAblationInputs(request_.tablesFile, {request_.databaseDir});
    study_->setSample(sample_);
    study_->setTable(*studyTables_.back());
    study_->setAnnotations(store_->pairs(),
                           sample_ ? std::optional(sample_->options.design) : std::nullopt);
}

SampleDialog* MainWindow::openSampleDialog() {
    if (studyTables_.empty() || !finished_) {
        QMessageBox::information(this, tr("Draw Labelling Sample"),
                                 tr("Open a benchmark and let its evaluation finish first: the "
                                    "strata are made of its verdicts."));
        return nullptr;
    }
    auto* dialog =
        new SampleDialog(*studyTables_.back(), store_->isOpen() ? store_->path() : QString(), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    if (sample_) dialog->setOptions(sample_->options);
    connect(dialog, &QDialog::accepted, this, [this, dialog] {
        if (QString error = recordLabellingSample(dialog->sample()); !error.isEmpty())
            QMessageBox::warning(this, tr("Draw Labelling Sample"), error);
        if (dialog->judgeBlind()) {
            if (QAction* blind = findChild<QAction*>(QStringLiteral("blindMode")))
                blind->setChecked(true);
            else
                setBlind(true);
        }
        if (dialog->filterToSample()) {
            inspect::PairFilter filter;
            filter.preset = inspect::DisagreementPreset::InSample;
            applyFilterFromOutside(filter);
            table_->setFocus();
        }
    });
    dialog->open();
    return dialog;
}

QString MainWindow::recordLabellingSample(const study::StratifiedSample& sample) {
    auto shared = std::make_shared<const study::StratifiedSample>(sample);
    QString error;
    // The strata's run indices are the table's (the plan's run order).
    if (store_->isOpen())
        error = q(store_->workspace()->saveLabellingSample(sample, model_->table().runNames()));
    const bool saved = store_->isOpen() && error.isEmpty();
    showSample(shared, saved);
    statusBar()->showMessage(
        saved ? tr("Labelling sample of %1 pairs recorded in %2")
                    .arg(sample.sampled())
                    .arg(QFileInfo(store_->path()).fileName())
        : store_->isOpen()
            ? tr("Labelling sample of %1 pairs drawn; not saved: %2")
                  .arg(sample.sampled())
                  .arg(error)
            : tr("Labelling sample of %1 pairs drawn; not saved (no workspace is open)")
                  .arg(sample.sampled()),
        8000);
    return error;
}

void MainWindow::showSample(std::shared_ptr<const study::StratifiedSample> sample, bool saved) {
    sample_ = std::move(sample);
    sampleSaved_ = saved;
    model_->setSampleMembers(sample_ ? sample_->pairs() : std::vector<annotate::PairKey>{});
    // The proxy refilters only on a new filter: the same one after an empty one.
    const inspect::PairFilter filter = proxy_->filter();
    if (filter.preset == inspect::DisagreementPreset::InSample) {
        proxy_->setFilter(inspect::PairFilter{});
        applyFilter(filter);
    }
    studyStale_ = true;
    updateStudy();
}

QString MainWindow::filterExpression() const {
    const inspect::PairTable& table = model_->table();
    return q(inspect::printFilterExpression(proxy_->filter(), inspect::filterVocabularyOf(table)));
}

QString MainWindow::exportFilteredPairs(const QString& csvPath) {
    if (!lastResult_ && !finished_) return tr("The evaluation has not finished yet.");
    // Never over an input, the workspace or a device (docs/cli.md, "Outputs").
    const std::string stampPath = inspect::exportStampPath(csvPath.toStdString());
    const util::OutputGuard guard({{"CSV", csvPath.toStdString()}, {"stamp", stampPath}});
    std::vector<util::RolePath> inputs = job::requestInputs(request_);
    if (store_->isOpen()) inputs.push_back({"workspace", store_->path().toStdString()});
    if (std::string error = guard.checkOutputs(); !error.empty()) return q(error);
    if (std::string error = guard.checkInputs(inputs); !error.empty()) return q(error);
    const inspect::PairTable& table = model_->table();
    inspect::ExportAnnotations annotations{store_->questions(), store_->pairs()};
    const inspect::PairsExport exported =
        inspect::pairsExportCsv(table, proxy_->filter(), annotations);
    inspect::ExportStamp stamp = exportStamp();
    stamp.filterExpression = filterExpression().toStdString();
    const std::string error = inspect::writePairsExport(csvPath.toStdString(), exported, stamp);
    if (!error.empty()) return q(error);
    statusBar()->showMessage(tr("Exported %1 pairs to %2 (stamp: %3)")
                                 .arg(exported.rows)
                                 .arg(csvPath, q(inspect::exportStampPath(csvPath.toStdString()))),
                             8000);
    return {};
}

void MainWindow::showAlternateScores(std::shared_ptr<const inspect::AnyGoldTable> anyGold) {
    const bool shown = anyGold && anyGold->size() > 0;
    model_->setAnyGold(std::move(anyGold));
    proxy_->refilter();
    // Room for "✗ fail → ✓ alt" and "0.50 → 1.00 alt" in the verdict columns
    // (grown, never shrunk).
    if (shown) {
        const QFontMetrics metrics = table_->fontMetrics();
        const int width =
            std::max(metrics.horizontalAdvance(QStringLiteral("\u2717 fail \u2192 \u2713 alt")),
                     metrics.horizontalAdvance(QStringLiteral("0.50 \u2192 1.00 alt"))) +
            16;
        for (int c = 0; c < model_->columnCount(); ++c)
            if (model_->verdictColumnOf(c) >= 0 && table_->columnWidth(c) < width)
                table_->setColumnWidth(c, width);
    }
    summary_->refresh(model_->table());
    if (const auto current = currentPair())
        crossRun_->showQuestion(model_->table(), current->first);
    if (!alternates_->problems().empty())
        statusBar()->showMessage(tr("Alternate gold: %1").arg(q(alternates_->problems().front())),
                                 10000);
}

void MainWindow::rescoreAlternates() {
    if (!finished_ || !plan_) return;  // the evaluation's end scores them
    workspace::Workspace* ws = store_->isOpen() ? store_->workspace() : nullptr;
    alternates_->rescore(model_->table(), store_->questions(), ws, context_, evaluationKey_);
}

inspect::ExportStamp MainWindow::exportStamp() const {
    inspect::ExportStamp stamp;
    stamp.version = QApplication::applicationVersion().toStdString();
    if (lastResult_) {
        stamp.settingsJson = lastResult_->report.settings.dump();
        stamp.inputs = lastResult_->report.inputs;
    } else if (store_->isOpen()) {  // reopened without evaluating: what the workspace recorded
        stamp.settingsJson = store_->workspace()->reportSettingsJson();
        for (const workspace::InputRecord& input : store_->workspace()->inputs())
            stamp.inputs.push_back({input.role, input.path, input.sha256});
    }
    stamp.workspace = store_->isOpen() ? store_->path().toStdString() : std::string();
    stamp.createdUtc = QDateTime::currentDateTimeUtc().toString(Qt::ISODate).toStdString();
    return stamp;
}

QString MainWindow::exportSummary(const QString& path) {
    if (!lastResult_ && !finished_) return tr("The evaluation has not finished yet.");
    const std::string file = path.toStdString();
    const std::optional<inspect::SummaryFormat> format = inspect::summaryFormatOf(file);
    if (!format) return tr("%1: the file must end in .csv or .tex").arg(path);
    const util::OutputGuard guard({{"summary", file}, {"stamp", inspect::exportStampPath(file)}});
    std::vector<util::RolePath> inputs = job::requestInputs(request_);
    if (store_->isOpen()) inputs.push_back({"workspace", store_->path().toStdString()});
    if (std::string error = guard.checkOutputs(); !error.empty()) return q(error);
    if (std::string error = guard.checkInputs(inputs); !error.empty()) return q(error);
    const std::vector<inspect::SummaryLine> lines = inspect::summaryLines(model_->table());
    const std::string content = *format == inspect::SummaryFormat::Latex
                                    ? inspect::summaryExportLatex(lines)
                                    : inspect::summaryExportCsv(lines);
    const inspect::ExportStamp stamp = exportStamp();
    if (std::string error = inspect::writeSummaryExport(file, content, lines.size(), stamp);
        !error.empty())
        return q(error);
    statusBar()->showMessage(tr("Exported the summary to %1").arg(path), 8000);
    return {};
}

namespace {

QString annotationErrors(const std::vector<std::string>& errors) {
    QStringList lines;
    for (size_t i = 0; i < errors.size() && i < 20; ++i)
        lines << QString::fromStdString(errors[i]);
    if (errors.size() > 20) lines << QObject::tr("… and %1 more").arg(errors.size() - 20);
    return lines.join(QLatin1Char('\n'));
}

}  // namespace

QString MainWindow::importAnnotations(const QString& path, QString* error) {
    if (!store_->isOpen()) {
        *error = tr("Open or create a workspace first: annotations are kept in one.");
        return {};
    }
    const annotate::AnnotationRead read = annotate::readAnnotationsFile(path.toStdString());
    if (!read.ok()) {
        *error = annotationErrors(read.errors);
        return {};
    }
    const annotate::AnnotationSet mine{store_->questions(), store_->pairs()};
    const annotate::AnnotationMerge merged = annotate::merge(mine, read.set);
    // What the workspace lacks is added, as one undoable step.
    size_t added = 0;
    store_->undoStack()->beginMacro(tr("Import annotations"));
    for (const annotate::QuestionAnnotation& a : merged.merged.questions)
        if (!store_->question(a.question)) {
            store_->editQuestion(a, tr("Import"));
            ++added;
        }
    for (const annotate::PairAnnotation& a : merged.merged.pairs)
        if (!store_->pair(a.pair)) {
            store_->editPair(a, tr("Import"));
            ++added;
        }
    store_->undoStack()->endMacro();
    QString report =
        tr("%1 annotations added, %2 already the same.").arg(added).arg(merged.identical);
    const size_t conflicts = merged.pairConflicts.size() + merged.questionConflicts.size();
    if (conflicts > 0) {
        report += QLatin1Char('\n') +
                  tr("%1 conflicts: the workspace's value was kept, the file's is listed.")
                      .arg(conflicts);
        for (const annotate::PairConflict& c : merged.pairConflicts)
            report +=
                tr("\n  %1 / %2: %3 here, %4 in the file")
                    .arg(q(c.first.pair.question.itemId), q(c.first.pair.run),
                         c.first.verdict ? coreText(annotate::humanVerdictKey(*c.first.verdict))
                                         : tr("no verdict"),
                         c.second.verdict ? coreText(annotate::humanVerdictKey(*c.second.verdict))
                                          : tr("no verdict"));
        for (const annotate::QuestionConflict& c : merged.questionConflicts)
            report += tr("\n  question %1: annotated differently").arg(q(c.first.question.itemId));
    }
    return report;
}

QString MainWindow::exportAnnotations(const QString& path) {
    const util::OutputGuard guard({{"annotations", path.toStdString()}});
    std::vector<util::RolePath> inputs = job::requestInputs(request_);
    if (store_->isOpen()) inputs.push_back({"workspace", store_->path().toStdString()});
    if (std::string error = guard.checkOutputs(); !error.empty()) return q(error);
    if (std::string error = guard.checkInputs(inputs); !error.empty()) return q(error);
    std::string error;
    if (!annotate::writeAnnotationsFile(path.toStdString(), {store_->questions(), store_->pairs()},
                                        &error))
        return q(error);
    statusBar()->showMessage(tr("Exported the annotations to %1").arg(path), 5000);
    return {};
}

QString MainWindow::agreementWith(const QString& path, QString* error) {
    const annotate::AnnotationRead read = annotate::readAnnotationsFile(path.toStdString());
    if (!read.ok()) {
        *error = annotationErrors(read.errors);
        return {};
    }
    const study::Kappa k = study::cohensKappa(store_->pairs(), read.set.pairs);
    if (!k.kappa)
        return tr("%1 pairs judged by both. Cohen's kappa is undefined: %2")
            .arg(k.n)
            .arg(q(k.undefinedReason));
    return tr("%1 pairs judged by both (equivalent / not equivalent / unsure as three "
              "categories).\nObserved agreement %2, expected by chance %3.\nCohen's kappa = %4.")
        .arg(k.n)
        .arg(k.observed, 0, 'f', 3)
        .arg(k.expected, 0, 'f', 3)
        .arg(*k.kappa, 0, 'f', 3);
}

// The verdict colours follow the palette (the system's light or dark one,
// also when it changes while the window is open).
void MainWindow::changeEvent(QEvent* event) {
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::ApplicationPaletteChange)
        model_->setVerdictStyle(VerdictStyle::forPalette(palette()));
    QMainWindow::changeEvent(event);
}

void MainWindow::closeEvent(QCloseEvent* event) {
    worker_->cancel();
    QMainWindow::closeEvent(event);
}

}  // namespace sqlscope::ui
