#include "ui/annotate/annotation_panel.h"

#include <QAbstractButton>
#include <QButtonGroup>
#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSettings>
#include <QVBoxLayout>

#include "ui/annotate/annotation_store.h"

namespace sqlscope::ui {

namespace {

using annotate::GoldIssue;
using annotate::HumanVerdict;

QPlainTextEdit* noteEdit(const QString& placeholder, QWidget* parent) {
    auto* edit = new QPlainTextEdit(parent);
    edit->setPlaceholderText(placeholder);
    edit->setTabChangesFocus(true);
    edit->setMaximumHeight(edit->fontMetrics().height() * 4 + 12);
    return edit;
}

// A note is saved when the editor loses the focus (or the pair changes).
class FocusOutSaver : public QObject {
public:
    FocusOutSaver(QObject* parent, std::function<void()> save)
        : QObject(parent), save_(std::move(save)) {}
    bool eventFilter(QObject* watched, QEvent* event) override {
        if (event->type() == QEvent::FocusOut) save_();
        return QObject::eventFilter(watched, event);
    }

private:
    std::function<void()> save_;
};

}  // namespace

AnnotationPanel::AnnotationPanel(AnnotationStore& store, QWidget* parent)
    : QWidget(parent), store_(store) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    title_ = new QLabel(this);
    title_->setObjectName(QStringLiteral("annotationTitle"));
    title_->setWordWrap(true);
    QFont bold = title_->font();
    bold.setBold(true);
    title_->setFont(bold);
    layout->addWidget(title_);
    hint_ = new QLabel(this);
    hint_->setObjectName(QStringLiteral("annotationHint"));
    hint_->setWordWrap(true);
    layout->addWidget(hint_);

    auto* pairBox = new QGroupBox(tr("Human verdict on this pair"), this);
    auto* pairLayout = new QVBoxLayout(pairBox);
    auto* buttons = new QHBoxLayout;
    verdicts_ = new QButtonGroup(this);
    verdicts_->setExclusive(false);  // a second click clears the verdict
    const std::pair<HumanVerdict, QString> choices[] = {
        {HumanVerdict::Equivalent, tr("1 Equivalent")},
        {HumanVerdict::NotEquivalent, tr("2 Not equivalent")},
        {HumanVerdict::Unsure, tr("3 Unsure")}};
    for (const auto& [verdict, text] : choices) {
        auto* button = new QPushButton(text, pairBox);
        button->setCheckable(true);
        button->setObjectName(
            QStringLiteral("verdict_%1")
                .arg(QString::fromUtf8(annotate::humanVerdictKey(verdict).data())));
        verdicts_->addButton(button, int(verdict));
        buttons->addWidget(button);
    }
    pairLayout->addLayout(buttons);
    pairNote_ = noteEdit(tr("Note on this pair"), pairBox);
    pairNote_->setObjectName(QStringLiteral("pairNote"));
    pairLayout->addWidget(pairNote_);
    auto* labellerRow = new QFormLayout;
    labeller_ =
        new QLineEdit(QSettings().value(QStringLiteral("annotate/labeller")).toString(), pairBox);
    labeller_->setObjectName(QStringLiteral("labeller"));
    labeller_->setPlaceholderText(tr("your name or initials"));
    labellerRow->addRow(tr("Labeller:"), labeller_);
    pairLayout->addLayout(labellerRow);
    layout->addWidget(pairBox);

    auto* questionBox = new QGroupBox(tr("This question's gold"), this);
    auto* questionLayout = new QVBoxLayout(questionBox);
    questionable_ = new QCheckBox(tr("Gold is questionable (G)"), questionBox);
    questionable_->setObjectName(QStringLiteral("goldQuestionable"));
    questionLayout->addWidget(questionable_);
    issue_ = new QComboBox(questionBox);
    issue_->setObjectName(QStringLiteral("goldIssue"));
    issue_->addItem(tr("Ambiguous question"), int(GoldIssue::AmbiguousQuestion));
    issue_->addItem(tr("Wrong gold"), int(GoldIssue::WrongGold));
    issue_->addItem(tr("Assumption the schema does not declare"),
                    int(GoldIssue::UndeclaredAssumption));
    issue_->addItem(tr("Ties or order not determined"), int(GoldIssue::TiesOrOrder));
    issue_->addItem(tr("Other"), int(GoldIssue::Other));
    questionLayout->addWidget(issue_);
    questionNote_ = noteEdit(tr("Note on this question"), questionBox);
    questionNote_->setObjectName(QStringLiteral("questionNote"));
    questionLayout->addWidget(questionNote_);
    questionLayout->addWidget(
        new QLabel(tr("Alternate gold queries (also accepted):"), questionBox));
    alternates_ = new QListWidget(questionBox);
    alternates_->setObjectName(QStringLiteral("alternateGolds"));
    alternates_->setMaximumHeight(90);
    questionLayout->addWidget(alternates_);
    auto* alternateButtons = new QHBoxLayout;
    addAlternate_ = new QPushButton(tr("Add…"), questionBox);
    removeAlternate_ = new QPushButton(tr("Remove"), questionBox);
    alternateButtons->addWidget(addAlternate_);
    alternateButtons->addWidget(removeAlternate_);
    alternateButtons->addStretch();
    questionLayout->addLayout(alternateButtons);
    layout->addWidget(questionBox);
    layout->addStretch();

    connect(verdicts_, &QButtonGroup::idClicked, this,
            [this](int id) { setVerdict(HumanVerdict(id)); });
    connect(questionable_, &QCheckBox::toggled, this, [this] { saveQuestion(); });
    connect(issue_, &QComboBox::currentIndexChanged, this, [this] { saveQuestion(); });
    connect(addAlternate_, &QPushButton::clicked, this, [this] {
        bool ok = false;
        const QString sql = QInputDialog::getMultiLineText(
            this, tr("Alternate gold"), tr("A query that also answers the question:"), {}, &ok);
        if (!ok || sql.trimmed().isEmpty()) return;
        annotate::QuestionAnnotation after = currentQuestion();
        after.alternateGolds.push_back(sql.trimmed().toStdString());
        store_.editQuestion(after, tr("Add an alternate gold"));
    });
    connect(removeAlternate_, &QPushButton::clicked, this, [this] {
        const int row = alternates_->currentRow();
        annotate::QuestionAnnotation after = currentQuestion();
        if (row < 0 || row >= int(after.alternateGolds.size())) return;
        after.alternateGolds.erase(after.alternateGolds.begin() + row);
        store_.editQuestion(after, tr("Remove an alternate gold"));
    });
    connect(labeller_, &QLineEdit::editingFinished, this, [this] {
        QSettings().setValue(QStringLiteral("annotate/labeller"), labeller_->text());
    });
    pairNote_->installEventFilter(new FocusOutSaver(this, [this] { saveNotes(); }));
    questionNote_->installEventFilter(new FocusOutSaver(this, [this] { saveQuestion(); }));
    connect(&store_, &AnnotationStore::changed, this, &AnnotationPanel::refresh);
    refresh();
}

QString AnnotationPanel::labeller() const {
    return labeller_->text().trimmed();
}

void AnnotationPanel::setPair(const std::optional<annotate::PairKey>& pair, const QString& title) {
    if (pair_ && !(pair == pair_)) {
        saveNotes();
        saveQuestion();
    }
    pair_ = pair;
    title_->setText(title);
    refresh();
}

annotate::PairAnnotation AnnotationPanel::currentPair() const {
    annotate::PairAnnotation a = store_.pair(*pair_).value_or(annotate::PairAnnotation{});
    a.pair = *pair_;
    return a;
}

annotate::QuestionAnnotation AnnotationPanel::currentQuestion() const {
    annotate::QuestionAnnotation a =
        store_.question(pair_->question).value_or(annotate::QuestionAnnotation{});
    a.question = pair_->question;
    return a;
}

void AnnotationPanel::setVerdict(HumanVerdict verdict) {
    if (!pair_ || !store_.isOpen()) {
        refresh();
        return;
    }
    annotate::PairAnnotation after = currentPair();
    // Setting the verdict it already has clears it.
    after.verdict = after.verdict == verdict ? std::nullopt : std::optional(verdict);
    after.labeller = after.verdict ? labeller().toStdString() : std::string();
    after.note = pairNote_->toPlainText().trimmed().toStdString();
    store_.editPair(after, tr("Set the human verdict"));
    refresh();
}

void AnnotationPanel::toggleQuestionable() {
    if (!pair_ || !store_.isOpen()) return;
    questionable_->setChecked(!questionable_->isChecked());
}

void AnnotationPanel::saveNotes() {
    if (refreshing_ || !pair_ || !store_.isOpen()) return;
    annotate::PairAnnotation after = currentPair();
    const std::string note = pairNote_->toPlainText().trimmed().toStdString();
    if (after.note == note) return;
    after.note = note;
    store_.editPair(after, tr("Edit the pair's note"));
}

void AnnotationPanel::saveQuestion() {
    if (refreshing_ || !pair_ || !store_.isOpen()) return;
    annotate::QuestionAnnotation after = currentQuestion();
    after.goldQuestionable = questionable_->isChecked();
    after.issue = GoldIssue(issue_->currentData().toInt());
    after.note = questionNote_->toPlainText().trimmed().toStdString();
    store_.editQuestion(after, tr("Edit the question's annotation"));
}

void AnnotationPanel::refresh() {
    refreshing_ = true;
    const bool usable = pair_ && store_.isOpen();
    for (QWidget* w :
         std::initializer_list<QWidget*>{pairNote_, labeller_, questionable_, issue_, questionNote_,
                                         alternates_, addAlternate_, removeAlternate_})
        w->setEnabled(usable);
    for (QAbstractButton* b : verdicts_->buttons())
        b->setEnabled(usable);
    if (!store_.isOpen())
        hint_->setText(
            tr("Annotations are kept in a workspace: File > New Workspace or "
               "Open Workspace."));
    else if (!pair_)
        hint_->setText(tr("Select a pair in the table."));
    else
        hint_->setText(tr("Saved as you go in %1. Ctrl+Z undoes.").arg(store_.path()));
    const annotate::PairAnnotation p = usable ? currentPair() : annotate::PairAnnotation{};
    const annotate::QuestionAnnotation q =
        usable ? currentQuestion() : annotate::QuestionAnnotation{};
    for (QAbstractButton* b : verdicts_->buttons())
        b->setChecked(p.verdict && verdicts_->id(b) == int(*p.verdict));
    if (!pairNote_->hasFocus()) pairNote_->setPlainText(QString::fromStdString(p.note));
    questionable_->setChecked(q.goldQuestionable);
    issue_->setCurrentIndex(std::max(0, issue_->findData(int(q.issue))));
    issue_->setEnabled(usable && q.goldQuestionable);
    if (!questionNote_->hasFocus()) questionNote_->setPlainText(QString::fromStdString(q.note));
    alternates_->clear();
    for (const std::string& sql : q.alternateGolds)
        alternates_->addItem(QString::fromStdString(sql));
    refreshing_ = false;
}

}  // namespace sqlscope::ui
