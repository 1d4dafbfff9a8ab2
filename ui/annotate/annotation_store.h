// The window's annotations: a `.sqlscope` workspace (core/workspace) and an
// in-memory copy of its annotations for the views. Every edit is written to
// the workspace as its own committed transaction before the views hear of
// it, and goes through an undo stack (Edit > Undo / Redo), so an undo is a
// committed write too. A write that fails is reported and changes nothing.
#pragma once

#include <QObject>
#include <QString>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/annotate/annotation.h"

class QUndoStack;

namespace sqlscope::workspace {
class Workspace;
}

namespace sqlscope::ui {

class AnnotationStore : public QObject {
    Q_OBJECT

public:
    explicit AnnotationStore(QObject* parent = nullptr);
    ~AnnotationStore() override;

    // Opens the workspace at `path` (`create`: a missing file is created)
    // and loads its annotations; "" or the reason it cannot be opened.
    QString open(const QString& path, bool create);
    void close();
    bool isOpen() const { return workspace_ != nullptr; }
    QString path() const;
    workspace::Workspace* workspace() const { return workspace_.get(); }
    QUndoStack* undoStack() const { return undo_; }

    std::optional<annotate::PairAnnotation> pair(const annotate::PairKey& key) const;
    std::optional<annotate::QuestionAnnotation> question(const annotate::QuestionKey& key) const;
    std::vector<annotate::PairAnnotation> pairs() const;
    std::vector<annotate::QuestionAnnotation> questions() const;
    bool judged(const annotate::PairKey& key) const;  // has a human verdict

    // Undoable edits (the value after the edit; an empty one removes it).
    void editPair(const annotate::PairAnnotation& after, const QString& description);
    void editQuestion(const annotate::QuestionAnnotation& after, const QString& description);

    // Writes without the undo stack (what the undo commands call); false and
    // writeFailed when the workspace refused it.
    bool putPair(const annotate::PairKey& key,
                 const std::optional<annotate::PairAnnotation>& value);
    bool putQuestion(const annotate::QuestionKey& key,
                     const std::optional<annotate::QuestionAnnotation>& value);

signals:
    void changed();
    void writeFailed(const QString& message);

private:
    std::unique_ptr<workspace::Workspace> workspace_;
    std::map<std::string, annotate::PairAnnotation> pairs_;          // by pairId
    std::map<std::string, annotate::QuestionAnnotation> questions_;  // by item id
    QUndoStack* undo_ = nullptr;
};

// "id\x1frun": the store's key of a pair.
std::string pairId(const annotate::PairKey& key);
// Whether an annotation says anything (an empty one is removed, not stored).
bool isEmpty(const annotate::PairAnnotation& annotation);
bool isEmpty(const annotate::QuestionAnnotation& annotation);

}  // namespace sqlscope::ui
