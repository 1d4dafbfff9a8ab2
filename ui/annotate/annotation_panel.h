// The Annotation dock: for the selected pair, the human verdict (1
// equivalent, 2 not equivalent, 3 unsure) with a note and the labeller's
// name; for its question, "gold is questionable" (G) with a category, a
// note and alternate gold queries (each an extra accepted answer). Every
// change goes to the AnnotationStore as one undoable, committed edit.
#pragma once

#include <QWidget>
#include <optional>

#include "core/annotate/annotation.h"

class QButtonGroup;
class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPlainTextEdit;
class QPushButton;

namespace sqlscope::ui {

class AnnotationStore;

class AnnotationPanel : public QWidget {
    Q_OBJECT

public:
    explicit AnnotationPanel(AnnotationStore& store, QWidget* parent = nullptr);

    // The pair shown (none: the panel is disabled); `title` names it.
    void setPair(const std::optional<annotate::PairKey>& pair, const QString& title);
    std::optional<annotate::PairKey> pair() const { return pair_; }

    // The keyboard's actions (the window's 1/2/3 and G).
    void setVerdict(annotate::HumanVerdict verdict);
    void toggleQuestionable();
    QString labeller() const;

private:
    void refresh();
    void saveNotes();
    void saveQuestion();
    annotate::PairAnnotation currentPair() const;
    annotate::QuestionAnnotation currentQuestion() const;

    AnnotationStore& store_;
    std::optional<annotate::PairKey> pair_;
    QLabel* title_ = nullptr;
    QLabel* hint_ = nullptr;
    QButtonGroup* verdicts_ = nullptr;
    QPlainTextEdit* pairNote_ = nullptr;
    QLineEdit* labeller_ = nullptr;
    QCheckBox* questionable_ = nullptr;
    QComboBox* issue_ = nullptr;
    QPlainTextEdit* questionNote_ = nullptr;
    QListWidget* alternates_ = nullptr;
    QPushButton* addAlternate_ = nullptr;
    QPushButton* removeAlternate_ = nullptr;
    bool refreshing_ = false;
};

}  // namespace sqlscope::ui
