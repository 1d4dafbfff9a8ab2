#include "ui/main_window.h"

#include <QAction>
#include <QFileInfo>
#include <QKeySequence>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QSplitter>
#include <QStatusBar>
#include <QStyle>
#include <QToolBar>
#include <QVBoxLayout>

#include "ui/pair/sql_editor.h"

namespace sqlscope::ui {

namespace {

// A titled column for the splitter: a small bold header above an editor.
QWidget* titledColumn(QLabel* header, SqlEditor* editor) {
    auto* column = new QWidget;
    auto* layout = new QVBoxLayout(column);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(4);
    QFont font = header->font();
    font.setBold(true);
    header->setFont(font);
    header->setContentsMargins(4, 2, 4, 0);
    layout->addWidget(header);
    layout->addWidget(editor, 1);
    return column;
}

}  // namespace

MainWindow::MainWindow(PairTexts pairs, QWidget* parent)
    : QMainWindow(parent), pairs_(std::move(pairs)) {
    setWindowTitle(QStringLiteral("sqlscope"));
    createActions();
    createCentralWidget();
    resize(1280, 800);
    showPair(pairs_.pairs.empty() ? -1 : 0);
}

MainWindow::~MainWindow() = default;

void MainWindow::createActions() {
    QMenu* fileMenu = menuBar()->addMenu(tr("&File"));
    QAction* quit = fileMenu->addAction(tr("&Quit"), this, &QWidget::close);
    quit->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Q));
    quit->setMenuRole(QAction::QuitRole);

    previousAction_ =
        new QAction(style()->standardIcon(QStyle::SP_ArrowBack), tr("&Previous pair"), this);
    previousAction_->setShortcut(QKeySequence(Qt::ALT | Qt::Key_Left));
    previousAction_->setToolTip(tr("Previous pair (Alt+Left)"));
    connect(previousAction_, &QAction::triggered, this, &MainWindow::showPreviousPair);

    nextAction_ =
        new QAction(style()->standardIcon(QStyle::SP_ArrowForward), tr("&Next pair"), this);
    nextAction_->setShortcut(QKeySequence(Qt::ALT | Qt::Key_Right));
    nextAction_->setToolTip(tr("Next pair (Alt+Right)"));
    connect(nextAction_, &QAction::triggered, this, &MainWindow::showNextPair);

    QMenu* viewMenu = menuBar()->addMenu(tr("&View"));
    viewMenu->addAction(previousAction_);
    viewMenu->addAction(nextAction_);

    QMenu* helpMenu = menuBar()->addMenu(tr("&Help"));
    QAction* about = helpMenu->addAction(tr("&About sqlscope"), this, &MainWindow::showAbout);
    about->setMenuRole(QAction::AboutRole);

    QToolBar* toolBar = addToolBar(tr("Navigation"));
    toolBar->setObjectName(QStringLiteral("navigationToolBar"));
    toolBar->setMovable(false);
    toolBar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    toolBar->addAction(previousAction_);
    toolBar->addAction(nextAction_);
}

void MainWindow::createCentralWidget() {
    splitter_ = new QSplitter(Qt::Horizontal, this);
    splitter_->setObjectName(QStringLiteral("pairSplitter"));
    splitter_->setChildrenCollapsible(false);

    // Created without a parent: a QSplitter adopts every child widget it gets.
    goldEditor_ = new SqlEditor;
    goldEditor_->setObjectName(QStringLiteral("goldEditor"));
    auto* goldHeader = new QLabel(tr("Gold"));
    goldHeader->setObjectName(QStringLiteral("goldHeader"));
    splitter_->addWidget(titledColumn(goldHeader, goldEditor_));

    predictionEditor_ = new SqlEditor;
    predictionEditor_->setObjectName(QStringLiteral("predictionEditor"));
    predictionHeader_ = new QLabel(tr("Prediction"));
    predictionHeader_->setObjectName(QStringLiteral("predictionHeader"));
    splitter_->addWidget(titledColumn(predictionHeader_, predictionEditor_));

    splitter_->setStretchFactor(0, 1);
    splitter_->setStretchFactor(1, 1);

    auto* central = new QWidget(this);
    auto* layout = new QVBoxLayout(central);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->addWidget(splitter_);
    setCentralWidget(central);

    statusLabel_ = new QLabel(this);
    statusLabel_->setObjectName(QStringLiteral("pairStatus"));
    statusBar()->addWidget(statusLabel_, 1);
}

void MainWindow::showPair(int index) {
    if (index < 0 || index >= pairCount()) {
        current_ = -1;
        goldEditor_->setSql(QString());
        predictionEditor_->setSql(QString());
    } else {
        current_ = index;
        const PairText& pair = pairs_.pairs[static_cast<std::size_t>(index)];
        goldEditor_->setSql(pair.goldSql);
        predictionEditor_->setSql(pair.predictedSql);
    }
    updateStatus();
}

void MainWindow::showNextPair() {
    if (current_ + 1 < pairCount()) showPair(current_ + 1);
}

void MainWindow::showPreviousPair() {
    if (current_ > 0) showPair(current_ - 1);
}

void MainWindow::updateStatus() {
    previousAction_->setEnabled(current_ > 0);
    nextAction_->setEnabled(current_ >= 0 && current_ + 1 < pairCount());

    QString run;
    if (!pairs_.predictionFile.isEmpty()) {
        run = QFileInfo(pairs_.predictionFile).completeBaseName();
    }
    QString header = run.isEmpty() ? tr("Prediction") : tr("Prediction — %1").arg(run);
    if (current_ >= 0 && !pairs_.pairs[static_cast<std::size_t>(current_)].hasPrediction) {
        header += tr(" (no prediction for this pair)");
    }
    predictionHeader_->setText(header);

    if (!pairs_.ok()) {
        statusLabel_->setText(pairs_.error);
        return;
    }
    if (current_ < 0) {
        statusLabel_->setText(tr("%1: no pairs").arg(pairs_.source));
        return;
    }
    QStringList parts{pairs_.source, tr("pair %1 of %2").arg(current_ + 1).arg(pairCount())};
    const QString& db = pairs_.pairs[static_cast<std::size_t>(current_)].dbId;
    if (!db.isEmpty()) parts << tr("db %1").arg(db);
    if (!pairs_.warning.isEmpty()) parts << pairs_.warning;
    statusLabel_->setText(parts.join(QStringLiteral(" · ")));
}

void MainWindow::showAbout() {
    QMessageBox::about(
        this, tr("About sqlscope"),
        tr("<h3>sqlscope %1</h3>"
           "<p>An inspector for Text-to-SQL evaluation: gold and predicted SQL side by side, "
           "scored by every metric, with the evidence behind each verdict.</p>")
            .arg(QStringLiteral(SQLSCOPE_VERSION)));
}

}  // namespace sqlscope::ui
