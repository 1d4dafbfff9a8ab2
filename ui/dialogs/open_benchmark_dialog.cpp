#include "ui/dialogs/open_benchmark_dialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QFutureWatcher>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QTableWidget>
#include <QTimer>
#include <QVBoxLayout>
#include <QtConcurrent>

#include "core/dataset/benchmark_preview.h"

namespace sqlscope::ui {

namespace {

const char* const kSqlFilter =
    QT_TRANSLATE_NOOP("sqlscope::ui::OpenBenchmarkDialog",
                      "Benchmark files (*.txt *.sql *.json *.jsonl);;All files (*)");

std::string path(const QLineEdit* edit) {
    return edit->text().trimmed().toStdString();
}

}  // namespace

OpenBenchmarkDialog::OpenBenchmarkDialog(QWidget* parent) : QDialog(parent) {
    setWindowTitle(tr("Open Benchmark"));
    auto* layout = new QVBoxLayout(this);
    auto* form = new QFormLayout;
    form->setFieldGrowthPolicy(QFormLayout::ExpandingFieldsGrow);

    gold_ = pathRow(tr("&Gold file:"), QStringLiteral("goldPath"), false, tr(kSqlFilter), form);
    gold_->setPlaceholderText(tr("dev_gold.sql (SQL<TAB>db_id), BIRD dev.json or JSON Lines"));
    format_ = new QComboBox(this);
    format_->setObjectName(QStringLiteral("format"));
    format_->addItem(tr("Detect from the file"), int(dataset::Format::Auto));
    format_->addItem(QStringLiteral("Spider"), int(dataset::Format::Spider));
    format_->addItem(QStringLiteral("CoSQL / SParC"), int(dataset::Format::Cosql));
    format_->addItem(QStringLiteral("BIRD"), int(dataset::Format::Bird));
    format_->addItem(tr("JSON Lines"), int(dataset::Format::Jsonl));
    form->addRow(tr("&Format:"), format_);
    questions_ = pathRow(tr("&Questions:"), QStringLiteral("questionsPath"), false,
                         tr("JSON (*.json);;All files (*)"), form);
    questions_->setPlaceholderText(tr("optional: Spider dev.json, for the question texts"));
    tables_ = pathRow(tr("&Tables:"), QStringLiteral("tablesPath"), false,
                      tr("tables.json (*.json);;All files (*)"), form);
    databases_ = pathRow(tr("&Databases:"), QStringLiteral("databasePath"), true, {}, form);
    databases_->setPlaceholderText(tr("folder with <db_id>/<db_id>.sqlite"));
    testSuite_ = pathRow(tr("T&est suite:"), QStringLiteral("testSuitePath"), true, {}, form);
    testSuite_->setPlaceholderText(tr("optional: test-suite databases, for EXE"));
    layout->addLayout(form);

    auto* runsLabel = new QLabel(tr("&Runs (prediction files, one run each):"), this);
    runs_ = new QListWidget(this);
    runs_->setObjectName(QStringLiteral("runs"));
    runs_->setMaximumHeight(110);
    runs_->setSelectionMode(QAbstractItemView::ExtendedSelection);
    runsLabel->setBuddy(runs_);
    auto* addRuns = new QPushButton(tr("Add…"), this);
    auto* removeRuns = new QPushButton(tr("Remove"), this);
    auto* runButtons = new QVBoxLayout;
    runButtons->addWidget(addRuns);
    runButtons->addWidget(removeRuns);
    runButtons->addStretch();
    auto* runsRow = new QHBoxLayout;
    runsRow->addWidget(runs_, 1);
    runsRow->addLayout(runButtons);
    layout->addWidget(runsLabel);
    layout->addLayout(runsRow);
    allowMissing_ = new QCheckBox(
        tr("Score the overlap when a run has fewer predictions (a missing one is a failure)"),
        this);
    allowMissing_->setObjectName(QStringLiteral("allowMissing"));
    layout->addWidget(allowMissing_);

    status_ = new QLabel(this);
    status_->setObjectName(QStringLiteral("previewStatus"));
    status_->setWordWrap(true);
    status_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(status_);
    preview_ = new QTableWidget(0, 4, this);
    preview_->setObjectName(QStringLiteral("preview"));
    preview_->setHorizontalHeaderLabels({tr("Id"), tr("Database"), tr("Question"), tr("Gold")});
    preview_->horizontalHeader()->setSectionResizeMode(2, QHeaderView::Stretch);
    preview_->horizontalHeader()->setSectionResizeMode(3, QHeaderView::Stretch);
    preview_->verticalHeader()->hide();
    preview_->verticalHeader()->setDefaultSectionSize(preview_->fontMetrics().height() + 8);
    preview_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    preview_->setWordWrap(false);
    layout->addWidget(preview_, 1);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Open | QDialogButtonBox::Cancel, this);
    openButton_ = buttons->button(QDialogButtonBox::Open);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    connect(addRuns, &QPushButton::clicked, this, [this] {
        const QStringList files = QFileDialog::getOpenFileNames(
            this, tr("Add Runs"), QFileInfo(gold_->text()).absolutePath(), tr(kSqlFilter));
        for (const QString& file : files)
            addRunItem(file);
        refreshPreview();
    });
    connect(removeRuns, &QPushButton::clicked, this, [this] {
        qDeleteAll(runs_->selectedItems());
        refreshPreview();
    });
    // Typing is debounced; the preview reads files on a worker thread.
    debounce_ = new QTimer(this);
    debounce_->setSingleShot(true);
    debounce_->setInterval(300);
    connect(debounce_, &QTimer::timeout, this, &OpenBenchmarkDialog::refreshPreview);
    connect(gold_, &QLineEdit::textChanged, this, &OpenBenchmarkDialog::goldChanged);
    for (QLineEdit* edit : {questions_, tables_, databases_, testSuite_})
        connect(edit, &QLineEdit::textChanged, this, [this] {
            debounce_->start();
            updateAcceptable();
        });
    connect(format_, &QComboBox::currentIndexChanged, this, [this] { debounce_->start(); });
    connect(allowMissing_, &QCheckBox::toggled, this, [this] { debounce_->start(); });
    resize(860, 600);
    updateAcceptable();
}

OpenBenchmarkDialog::~OpenBenchmarkDialog() = default;

QLineEdit* OpenBenchmarkDialog::pathRow(const QString& label, const QString& objectName,
                                        bool directory, const QString& filter, QFormLayout* form) {
    auto* edit = new QLineEdit(this);
    edit->setObjectName(objectName);
    edit->setClearButtonEnabled(true);
    auto* browse = new QPushButton(tr("Browse…"), this);
    auto* row = new QHBoxLayout;
    row->addWidget(edit, 1);
    row->addWidget(browse);
    form->addRow(label, row);
    if (auto* buddy = qobject_cast<QLabel*>(form->labelForField(row))) buddy->setBuddy(edit);
    connect(browse, &QPushButton::clicked, this, [this, edit, directory, filter, label] {
        const QString start =
            edit->text().isEmpty() ? QFileInfo(gold_->text()).absolutePath() : edit->text();
        QString chosen =
            directory
                ? QFileDialog::getExistingDirectory(this, QString(label).remove('&'), start)
                : QFileDialog::getOpenFileName(this, QString(label).remove('&'), start, filter);
        if (!chosen.isEmpty()) edit->setText(chosen);
    });
    return edit;
}

void OpenBenchmarkDialog::setRequest(const job::EvaluationRequest& request) {
    base_ = request;
    const QSignalBlocker block(gold_);
    gold_->setText(QString::fromStdString(request.goldFile));
    format_->setCurrentIndex(std::max(0, format_->findData(int(request.read.format))));
    questions_->setText(QString::fromStdString(request.read.questionsFile));
    tables_->setText(QString::fromStdString(request.tablesFile));
    databases_->setText(QString::fromStdString(request.databaseDir));
    testSuite_->setText(QString::fromStdString(request.settings.testSuiteDir));
    allowMissing_->setChecked(request.read.allowMissing);
    runs_->clear();
    for (const std::string& file : request.predictionFiles)
        addRunItem(QString::fromStdString(file));
    refreshPreview();
}

job::EvaluationRequest OpenBenchmarkDialog::request() const {
    job::EvaluationRequest request = base_;
    request.goldFile = path(gold_);
    request.read.format = dataset::Format(format_->currentData().toInt());
    request.read.questionsFile = path(questions_);
    request.read.allowMissing = allowMissing_->isChecked();
    request.tablesFile = path(tables_);
    request.databaseDir = path(databases_);
    request.settings.testSuiteDir = path(testSuite_);
    request.predictionFiles.clear();
    for (int i = 0; i < runs_->count(); ++i)
        request.predictionFiles.push_back(
            runs_->item(i)->data(Qt::UserRole).toString().toStdString());
    return request;
}

// A run's item shows its path and, once previewed, its name and counts;
// the path itself is kept in the item's data.
void OpenBenchmarkDialog::addRunItem(const QString& path) {
    auto* item = new QListWidgetItem(path, runs_);
    item->setData(Qt::UserRole, path);
    item->setToolTip(path);
}

void OpenBenchmarkDialog::goldChanged() {
    fillSiblings(gold_->text().trimmed());
    debounce_->start();
    updateAcceptable();
}

// Spider's layout: tables.json, dev.json and database/ beside the gold.
void OpenBenchmarkDialog::fillSiblings(const QString& goldPath) {
    const QDir dir = QFileInfo(goldPath).absoluteDir();
    auto fill = [&](QLineEdit* edit, const QString& name, bool directory) {
        if (!edit->text().isEmpty()) return;
        const QFileInfo candidate(dir.filePath(name));
        if (candidate.exists() && candidate.isDir() == directory)
            edit->setText(candidate.filePath());
    };
    fill(tables_, QStringLiteral("tables.json"), false);
    fill(databases_, QStringLiteral("database"), true);
    if (goldPath.endsWith(QStringLiteral(".sql")) || goldPath.endsWith(QStringLiteral(".txt")))
        fill(questions_, QStringLiteral("dev.json"), false);
}

void OpenBenchmarkDialog::updateAcceptable() {
    openButton_->setEnabled(!gold_->text().trimmed().isEmpty() &&
                            !tables_->text().trimmed().isEmpty() &&
                            !databases_->text().trimmed().isEmpty() && !lastPreviewFailed_);
}

void OpenBenchmarkDialog::refreshPreview() {
    const job::EvaluationRequest wanted = request();
    if (wanted.goldFile.empty()) {
        status_->setText(tr("Choose a gold file (or drop files on the main window)."));
        preview_->setRowCount(0);
        lastPreviewFailed_ = false;
        updateAcceptable();
        emit previewUpdated();
        return;
    }
    const quint64 generation = ++previewGeneration_;
    ++pendingReads_;
    status_->setText(tr("Reading %1…").arg(QString::fromStdString(wanted.goldFile)));
    auto* watcher = new QFutureWatcher<dataset::BenchmarkPreview>(this);
    connect(watcher, &QFutureWatcher<dataset::BenchmarkPreview>::finished, this,
            [this, watcher, generation, wanted] {
                watcher->deleteLater();
                --pendingReads_;
                if (generation != previewGeneration_) return;  // a newer read is on its way
                showPreview(watcher->result(), wanted);
            });
    watcher->setFuture(QtConcurrent::run([wanted] {
        dataset::ReadOptions options = wanted.read;
        dataset::BenchmarkPreview preview =
            dataset::previewBenchmark(wanted.goldFile, options, wanted.predictionFiles);
        return preview;
    }));
}

void OpenBenchmarkDialog::showPreview(const dataset::BenchmarkPreview& preview,
                                      const job::EvaluationRequest& wanted) {
    QStringList lines;
    QStringList problems;
    if (!preview.error.empty()) {
        problems << QString::fromStdString(preview.error);
    } else {
        lines << tr("%1 format · %2 items · %3 databases%4")
                     .arg(QString::fromUtf8(dataset::formatName(preview.format).data()))
                     .arg(preview.itemCount)
                     .arg(preview.databaseCount)
                     .arg(preview.multiTurn ? tr(" · multi-turn") : QString());
    }
    for (int i = 0; i < runs_->count() && i < int(preview.runs.size()); ++i) {
        const dataset::RunPreview& run = preview.runs[size_t(i)];
        QListWidgetItem* item = runs_->item(i);
        if (!run.error.empty()) {
            item->setToolTip(QString::fromStdString(run.error));
            item->setText(QString::fromStdString(run.path) + tr("  — cannot be read"));
            problems << QString::fromStdString(run.error);
        } else if (preview.error.empty()) {
            QString text =
                tr("%1  — run \"%2\", %3 predictions")
                    .arg(QString::fromStdString(run.path), QString::fromStdString(run.name))
                    .arg(run.predictions);
            if (run.missing > 0) text += tr(", %1 missing").arg(run.missing);
            item->setText(text);
            item->setToolTip(QString::fromStdString(run.path));
        }
    }
    auto exists = [](const std::string& file, bool directory) {
        const QFileInfo info(QString::fromStdString(file));
        return file.empty() || (info.exists() && info.isDir() == directory);
    };
    if (!exists(wanted.tablesFile, false))
        problems << tr("%1: no such file").arg(QString::fromStdString(wanted.tablesFile));
    if (!exists(wanted.databaseDir, true))
        problems << tr("%1: no such folder").arg(QString::fromStdString(wanted.databaseDir));
    if (!exists(wanted.settings.testSuiteDir, true))
        problems
            << tr("%1: no such folder").arg(QString::fromStdString(wanted.settings.testSuiteDir));
    if (!exists(wanted.read.questionsFile, false))
        problems << tr("%1: no such file").arg(QString::fromStdString(wanted.read.questionsFile));

    QString text = lines.join(QLatin1Char('\n')).toHtmlEscaped();
    for (const QString& problem : problems)
        text += QStringLiteral("<br><span style=\"color:#c0392b\">⚠ %1</span>")
                    .arg(problem.toHtmlEscaped());
    status_->setText(text);
    lastPreviewFailed_ = !problems.isEmpty();

    preview_->setRowCount(int(preview.firstItems.size()));
    for (int row = 0; row < int(preview.firstItems.size()); ++row) {
        const dataset::BenchmarkItem& item = preview.firstItems[size_t(row)];
        const QStringList cells = {
            QString::fromStdString(item.id), QString::fromStdString(item.dbId),
            QString::fromStdString(item.question), QString::fromStdString(item.gold)};
        for (int column = 0; column < cells.size(); ++column) {
            auto* cell = new QTableWidgetItem(cells[column]);
            cell->setToolTip(cells[column]);
            preview_->setItem(row, column, cell);
        }
    }
    preview_->resizeColumnToContents(0);
    preview_->resizeColumnToContents(1);
    updateAcceptable();
    emit previewUpdated();
}

QString OpenBenchmarkDialog::previewStatus() const {
    return status_->text();
}
int OpenBenchmarkDialog::previewRows() const {
    return preview_->rowCount();
}

}  // namespace sqlscope::ui
