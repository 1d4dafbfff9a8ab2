// The sqlscope main window. At this stage: the gold and predicted SQL of one
// pair side by side, with previous/next navigation through the pairs.
#pragma once

#include <QMainWindow>

#include "ui/pair_texts.h"

class QAction;
class QLabel;
class QSplitter;

namespace sqlscope::ui {

class SqlEditor;

class MainWindow : public QMainWindow {
    Q_OBJECT

public:
    explicit MainWindow(PairTexts pairs, QWidget* parent = nullptr);
    ~MainWindow() override;

    int currentPair() const { return current_; }  // 0-based; -1 when none
    int pairCount() const { return static_cast<int>(pairs_.pairs.size()); }

public slots:
    void showPair(int index);
    void showNextPair();
    void showPreviousPair();

private:
    void createActions();
    void createCentralWidget();
    void updateStatus();
    void showAbout();

    PairTexts pairs_;
    int current_ = -1;
    SqlEditor* goldEditor_ = nullptr;
    SqlEditor* predictionEditor_ = nullptr;
    QLabel* predictionHeader_ = nullptr;
    QLabel* statusLabel_ = nullptr;
    QSplitter* splitter_ = nullptr;
    QAction* previousAction_ = nullptr;
    QAction* nextAction_ = nullptr;
};

}  // namespace sqlscope::ui
