#include "ui/annotate/annotation_store.h"

#include <QUndoCommand>
#include <QUndoStack>

#include "core/workspace/workspace.h"

namespace sqlscope::ui {

namespace {

// One annotation edit: the value before and after, each written as its own
// committed transaction when done, undone or redone.
template <typename Key, typename Value>
class AnnotationEdit : public QUndoCommand {
public:
    AnnotationEdit(AnnotationStore& store, Key key, std::optional<Value> before,
                   std::optional<Value> after, const QString& text)
        : QUndoCommand(text),
          store_(store),
          key_(std::move(key)),
          before_(std::move(before)),
          after_(std::move(after)) {}
    void redo() override { put(after_); }
    void undo() override { put(before_); }

private:
    void put(const std::optional<Value>& value) {
        if constexpr (std::is_same_v<Value, annotate::PairAnnotation>)
            store_.putPair(key_, value);
        else
            store_.putQuestion(key_, value);
    }
    AnnotationStore& store_;
    Key key_;
    std::optional<Value> before_;
    std::optional<Value> after_;
};

}  // namespace

std::string pairId(const annotate::PairKey& key) {
    return key.question.itemId + '\x1f' + key.run;
}

bool isEmpty(const annotate::PairAnnotation& a) {
    return !a.verdict && a.note.empty();
}

bool isEmpty(const annotate::QuestionAnnotation& a) {
    return !a.goldQuestionable && a.note.empty() && a.alternateGolds.empty();
}

AnnotationStore::AnnotationStore(QObject* parent) : QObject(parent), undo_(new QUndoStack(this)) {}

AnnotationStore::~AnnotationStore() = default;

QString AnnotationStore::open(const QString& path, bool create) {
    workspace::WorkspaceOpen opened =
        workspace::Workspace::open(path.toStdString(), create ? workspace::OpenMode::CreateOrOpen
                                                              : workspace::OpenMode::OpenExisting);
    if (!opened.ok()) return QString::fromStdString(opened.error);
    std::string error;
    std::vector<annotate::PairAnnotation> pairs = opened.workspace->pairAnnotations(&error);
    std::vector<annotate::QuestionAnnotation> questions =
        error.empty() ? opened.workspace->questionAnnotations(&error)
                      : std::vector<annotate::QuestionAnnotation>{};
    if (!error.empty()) return QString::fromStdString(error);
    workspace_ = std::move(opened.workspace);
    pairs_.clear();
    questions_.clear();
    for (annotate::PairAnnotation& a : pairs)
        pairs_[pairId(a.pair)] = std::move(a);
    for (annotate::QuestionAnnotation& a : questions)
        questions_[a.question.itemId] = std::move(a);
    undo_->clear();
    emit changed();
    return {};
}

void AnnotationStore::close() {
    workspace_.reset();
    pairs_.clear();
    questions_.clear();
    undo_->clear();
    emit changed();
}

QString AnnotationStore::path() const {
    return workspace_ ? QString::fromStdString(workspace_->path()) : QString();
}

std::optional<annotate::PairAnnotation> AnnotationStore::pair(const annotate::PairKey& key) const {
    const auto it = pairs_.find(pairId(key));
    if (it == pairs_.end()) return std::nullopt;
    return it->second;
}

std::optional<annotate::QuestionAnnotation> AnnotationStore::question(
    const annotate::QuestionKey& key) const {
    const auto it = questions_.find(key.itemId);
    if (it == questions_.end()) return std::nullopt;
    return it->second;
}

std::vector<annotate::PairAnnotation> AnnotationStore::pairs() const {
    std::vector<annotate::PairAnnotation> out;
    for (const auto& [id, a] : pairs_)
        out.push_back(a);
    return out;
}

std::vector<annotate::QuestionAnnotation> AnnotationStore::questions() const {
    std::vector<annotate::QuestionAnnotation> out;
    for (const auto& [id, a] : questions_)
        out.push_back(a);
    return out;
}

bool AnnotationStore::judged(const annotate::PairKey& key) const {
    const auto it = pairs_.find(pairId(key));
    return it != pairs_.end() && it->second.verdict.has_value();
}

void AnnotationStore::editPair(const annotate::PairAnnotation& after, const QString& description) {
    std::optional<annotate::PairAnnotation> value;
    if (!isEmpty(after)) value = after;
    if (pair(after.pair) == value) return;
    undo_->push(new AnnotationEdit<annotate::PairKey, annotate::PairAnnotation>(
        *this, after.pair, pair(after.pair), value, description));
}

void AnnotationStore::editQuestion(const annotate::QuestionAnnotation& after,
                                   const QString& description) {
    std::optional<annotate::QuestionAnnotation> value;
    if (!isEmpty(after)) value = after;
    if (question(after.question) == value) return;
    undo_->push(new AnnotationEdit<annotate::QuestionKey, annotate::QuestionAnnotation>(
        *this, after.question, question(after.question), value, description));
}

bool AnnotationStore::putPair(const annotate::PairKey& key,
                              const std::optional<annotate::PairAnnotation>& value) {
    if (!workspace_) {
        emit writeFailed(tr("No workspace is open: annotations are kept in a workspace."));
        return false;
    }
    const std::string error =
        value ? workspace_->setPairAnnotation(*value) : workspace_->removePairAnnotation(key);
    if (!error.empty()) {
        emit writeFailed(QString::fromStdString(error));
        return false;
    }
    if (value)
        pairs_[pairId(key)] = *value;
    else
        pairs_.erase(pairId(key));
    emit changed();
    return true;
}

bool AnnotationStore::putQuestion(const annotate::QuestionKey& key,
                                  const std::optional<annotate::QuestionAnnotation>& value) {
    if (!workspace_) {
        emit writeFailed(tr("No workspace is open: annotations are kept in a workspace."));
        return false;
    }
    const std::string error = value ? workspace_->setQuestionAnnotation(*value)
                                    : workspace_->removeQuestionAnnotation(key);
    if (!error.empty()) {
        emit writeFailed(QString::fromStdString(error));
        return false;
    }
    if (value)
        questions_[key.itemId] = *value;
    else
        questions_.erase(key.itemId);
    emit changed();
    return true;
}

}  // namespace sqlscope::ui
