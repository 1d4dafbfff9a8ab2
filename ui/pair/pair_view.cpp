#include "ui/pair/pair_view.h"

#include <QAction>
#include <QCheckBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QScrollBar>
#include <QSplitter>
#include <QStackedWidget>
#include <QTabWidget>
#include <QTableWidget>
#include <QToolButton>
#include <QVBoxLayout>
#include <algorithm>
#include <cmath>

#include "core/explain/pair_explanation.h"
#include "ui/pair/component_table.h"
#include "ui/pair/linking_table.h"
#include "ui/pair/mark_legend.h"
#include "ui/pair/pair_header.h"
#include "ui/pair/result_grids.h"
#include "ui/pair/rule_list.h"
#include "ui/pair/sql_editor.h"

namespace sqlscope::ui {

namespace {

// Blind mode keeps only the marks no metric made: the token diff and parse errors.
std::vector<explain::Mark> shownMarks(const explain::PairExplanation& x, bool blind) {
    if (!blind) return x.marks;
    std::vector<explain::Mark> marks;
    for (const explain::Mark& mark : x.marks)
        if (mark.kind == explain::MarkKind::OnlyInGold ||
            mark.kind == explain::MarkKind::OnlyInPrediction ||
            mark.kind == explain::MarkKind::ParseError)
            marks.push_back(mark);
    return marks;
}

}  // namespace

namespace {

// A small bold header above an editor.
QWidget* titledColumn(QLabel* header, QWidget* trailing, SqlEditor* editor) {
    auto* column = new QWidget;
    auto* layout = new QVBoxLayout(column);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    QFont font = header->font();
    font.setBold(true);
    header->setFont(font);
    header->setContentsMargins(4, 0, 4, 0);
    auto* row = new QHBoxLayout;
    row->setContentsMargins(0, 0, 0, 0);
    row->addWidget(header, 1);
    if (trailing) row->addWidget(trailing);
    layout->addLayout(row);
    layout->addWidget(editor, 1);
    return column;
}

// The cover of the spans of `x`'s marks on `side` that `keep` accepts;
// nullopt when there is none.
template <typename Keep>
std::optional<sql::Span> coverOf(const explain::PairExplanation& x, explain::Side side,
                                 Keep&& keep) {
    std::optional<sql::Span> cover;
    for (const explain::Mark& mark : x.marks) {
        if (mark.side != side || !keep(mark)) continue;
        cover = cover ? sql::Span::cover(*cover, mark.span) : mark.span;
    }
    return cover;
}

}  // namespace

PairView::PairView(QWidget* parent) : QWidget(parent) {
    setObjectName(QStringLiteral("pairView"));
    header_ = new PairHeader(this);

    message_ = new QLabel(this);
    message_->setObjectName(QStringLiteral("pairMessage"));
    message_->setAlignment(Qt::AlignCenter);
    message_->setWordWrap(true);
    message_->setTextInteractionFlags(Qt::TextSelectableByMouse);

    tabs_ = new QTabWidget;
    tabs_->setObjectName(QStringLiteral("pairTabs"));
    tabs_->setDocumentMode(true);
    // The tabs' pages (grids, message panels) would otherwise claim a tall
    // minimum and keep the editors from the height their text needs.
    tabs_->setMinimumHeight(140);
    components_ = new ComponentTable;
    rules_ = new RuleList;
    results_ = new ResultGrids;
    linking_ = new LinkingTable;
    notes_ = new QListWidget;
    notes_->setObjectName(QStringLiteral("notesTab"));
    notes_->setWordWrap(true);
    notes_->setSelectionMode(QAbstractItemView::NoSelection);
    tabs_->addTab(components_, tr("Components"));
    tabs_->addTab(rules_, tr("Rules"));
    tabs_->addTab(results_, tr("Results"));
    tabs_->addTab(linking_, tr("Linking"));
    tabs_->addTab(notes_, tr("Notes"));

    content_ = new QSplitter(Qt::Vertical);
    content_->setObjectName(QStringLiteral("pairContent"));
    content_->setChildrenCollapsible(false);
    content_->addWidget(makeEditors());
    content_->addWidget(tabs_);
    content_->setStretchFactor(0, 2);
    content_->setStretchFactor(1, 3);
    connect(content_, &QSplitter::splitterMoved, this, [this] { userSizedEditors_ = true; });

    stack_ = new QStackedWidget(this);
    stack_->addWidget(message_);
    stack_->addWidget(content_);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->setSpacing(6);
    layout->addWidget(header_);
    layout->addWidget(stack_, 1);

    connect(components_, &ComponentTable::componentSelected, this, &PairView::showComponent);
    connect(rules_, &RuleList::ruleSelected, this, &PairView::showRule);
    connect(rules_, &RuleList::normalFormsToggled, this, &PairView::setNormalFormsShown);

    clear(tr("No pair selected."));
}

PairView::~PairView() = default;

QWidget* PairView::makeEditors() {
    auto* pane = new QWidget;
    pane->setObjectName(QStringLiteral("editorsPane"));
    auto* splitter = new QSplitter(Qt::Horizontal, pane);
    splitter->setObjectName(QStringLiteral("editorSplitter"));
    splitter->setChildrenCollapsible(false);

    wordWrap_ = new QAction(tr("Wrap lines"), this);
    wordWrap_->setObjectName(QStringLiteral("wordWrapAction"));
    wordWrap_->setCheckable(true);
    wordWrap_->setChecked(true);
    wordWrap_->setToolTip(tr("Wrap long queries at spaces in both editors"));
    auto* wrapButton = new QToolButton;
    wrapButton->setDefaultAction(wordWrap_);
    wrapButton->setAutoRaise(true);

    goldEditor_ = new SqlEditor;
    goldEditor_->setObjectName(QStringLiteral("goldEditor"));
    goldHeader_ = new QLabel(tr("Gold"));
    goldHeader_->setObjectName(QStringLiteral("goldHeader"));
    splitter->addWidget(titledColumn(goldHeader_, nullptr, goldEditor_));
    predictionEditor_ = new SqlEditor;
    predictionEditor_->setObjectName(QStringLiteral("predictionEditor"));
    predictionHeader_ = new QLabel(tr("Prediction"));
    predictionHeader_->setObjectName(QStringLiteral("predictionHeader"));
    splitter->addWidget(titledColumn(predictionHeader_, wrapButton, predictionEditor_));
    // Both editors start at the same height although only one header has a button.
    goldHeader_->setFixedHeight(wrapButton->sizeHint().height());
    predictionHeader_->setFixedHeight(wrapButton->sizeHint().height());
    splitter->setStretchFactor(0, 1);
    splitter->setStretchFactor(1, 1);
    // QAbstractScrollArea's minimum size hint would keep the editors tall.
    for (SqlEditor* editor : {goldEditor_, predictionEditor_})
        editor->setMinimumHeight(editor->preferredHeight(2));

    connect(wordWrap_, &QAction::toggled, this, [this](bool wrap) {
        goldEditor_->setWordWrap(wrap);
        predictionEditor_->setWordWrap(wrap);
        queueFit();
    });
    connect(goldEditor_->verticalScrollBar(), &QScrollBar::valueChanged, this,
            [this] { followScroll(goldEditor_, predictionEditor_); });
    connect(predictionEditor_->verticalScrollBar(), &QScrollBar::valueChanged, this,
            [this] { followScroll(predictionEditor_, goldEditor_); });

    legend_ = new MarkLegend;
    auto* layout = new QVBoxLayout(pane);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(4);
    layout->addWidget(splitter, 1);
    layout->addWidget(legend_);
    return pane;
}

// The other editor goes to the same first-line ratio of its own range.
void PairView::followScroll(SqlEditor* from, SqlEditor* to) {
    if (syncing_) return;
    syncing_ = true;
    const QScrollBar* source = from->verticalScrollBar();
    QScrollBar* target = to->verticalScrollBar();
    const double ratio =
        source->maximum() > 0 ? double(source->value()) / double(source->maximum()) : 0.0;
    target->setValue(static_cast<int>(std::lround(ratio * target->maximum())));
    syncing_ = false;
}

QString PairView::messageText() const {
    return stack_->currentWidget() == message_ ? message_->text() : QString();
}

void PairView::setExplanation(std::shared_ptr<const explain::PairExplanation> explanation,
                              const QString& evidence) {
    if (!explanation) {
        clear(tr("No pair selected."));
        return;
    }
    explanation_ = std::move(explanation);
    evidence_ = evidence;
    loading_ = false;
    normalForms_ = false;
    {
        const QSignalBlocker blocker(rules_->normalFormsToggle());
        rules_->normalFormsToggle()->setChecked(false);
    }
    render();
}

void PairView::render() {
    const explain::PairExplanation& x = *explanation_;
    content_->setEnabled(true);
    header_->setExplanation(x, evidence_);
    header_->setStatus(QString());
    predictionHeader_->setText(tr("Prediction (%1)").arg(QString::fromStdString(x.run)));
    showTexts();
    components_->setExplanation(x);
    rules_->setExplanation(x);
    results_->setExplanation(x);
    linking_->setExplanation(x);
    notes_->clear();
    for (const std::string& note : x.notes)
        notes_->addItem(QString::fromStdString(note));
    if (x.notes.empty()) notes_->addItem(tr("No notes for this pair."));
    tabs_->setTabText(tabs_->indexOf(rules_),
                      x.rules.empty() ? tr("Rules") : tr("Rules (%1)").arg(x.rules.size()));
    tabs_->setTabText(tabs_->indexOf(notes_),
                      x.notes.empty() ? tr("Notes") : tr("Notes (%1)").arg(x.notes.size()));
    stack_->setCurrentWidget(content_);
    queueFit();
}

void PairView::queueFit() {
    if (fitQueued_) return;
    fitQueued_ = true;
    QMetaObject::invokeMethod(
        this,
        [this] {
            fitQueued_ = false;
            fitEditors();
        },
        Qt::QueuedConnection);
}

// The editors take the height their texts need (at least three lines, at
// most 55% of the content), the tabs the rest, until the user drags the
// splitter.
void PairView::fitEditors() {
    if (userSizedEditors_ || !explanation_ || !content_->isVisible()) return;
    const int total = content_->height() - content_->handleWidth();
    if (total <= 0) return;
    QWidget* pane = content_->widget(0);
    const int around = pane->height() - goldEditor_->height();
    const int text = std::max(goldEditor_->preferredHeight(), predictionEditor_->preferredHeight());
    const int wanted = std::min(text + around, total * 55 / 100);
    content_->setSizes({wanted, total - wanted});
}

void PairView::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    queueFit();
}

void PairView::showEvent(QShowEvent* event) {
    QWidget::showEvent(event);
    queueFit();
}

void PairView::showTexts() {
    const explain::PairExplanation& x = *explanation_;
    if (normalForms_) {
        goldEditor_->setSqlBytes(x.goldNormalForm);
        predictionEditor_->setSqlBytes(x.predNormalForm);
        goldHeader_->setText(tr("Gold — as ESM+ saw it") +
                             (x.goldNormalForm.empty() ? tr(" (ESM+ could not read it)") : ""));
        predictionHeader_->setText(
            tr("Prediction (%1) — as ESM+ saw it").arg(QString::fromStdString(x.run)) +
            (x.predNormalForm.empty() ? tr(" (ESM+ could not read it)") : ""));
        return;
    }
    goldHeader_->setText(tr("Gold"));
    predictionHeader_->setText(tr("Prediction (%1)").arg(QString::fromStdString(x.run)));
    goldEditor_->setSqlBytes(x.gold);
    predictionEditor_->setSqlBytes(x.pred);
    const std::vector<explain::Mark> marks = shownMarks(x, blind_);
    goldEditor_->setMarks(marks, explain::Side::Gold);
    predictionEditor_->setMarks(marks, explain::Side::Prediction);
}

void PairView::setBlind(bool blind) {
    if (blind_ == blind) return;
    blind_ = blind;
    header_->setBlind(blind);
    tabs_->setVisible(!blind);
    if (explanation_ && !normalForms_) showTexts();
}

void PairView::clear(const QString& message) {
    explanation_.reset();
    evidence_.clear();
    loading_ = false;
    normalForms_ = false;
    header_->clearHeader();
    goldEditor_->setSql(QString());
    predictionEditor_->setSql(QString());
    components_->clearRows();
    rules_->clearRules();
    results_->clearResults();
    linking_->clearLinking();
    notes_->clear();
    message_->setText(message);
    content_->setEnabled(true);
    stack_->setCurrentWidget(message_);
}

void PairView::showLoading(const QString& message) {
    loading_ = true;
    const QString text = message.isEmpty() ? tr("explaining…") : message;
    if (!explanation_) {
        message_->setText(text);
        stack_->setCurrentWidget(message_);
        return;
    }
    header_->setStatus(text);
    content_->setEnabled(false);
}

void PairView::showComponent(const QString& name) {
    if (!explanation_ || normalForms_) return;
    const std::string prefix = name.toStdString() + ": ";
    auto keep = [&](const explain::Mark& mark) {
        return mark.kind == explain::MarkKind::ClauseMismatch &&
               mark.message.compare(0, prefix.size(), prefix) == 0;
    };
    for (auto [editor, side] : {std::pair{goldEditor_, explain::Side::Gold},
                                std::pair{predictionEditor_, explain::Side::Prediction}}) {
        if (const auto cover = coverOf(*explanation_, side, keep))
            editor->flashRange(static_cast<int>(cover->begin), static_cast<int>(cover->end));
    }
}

void PairView::showRule(int event) {
    goldEditor_->setSelectedSpans({});
    predictionEditor_->setSelectedSpans({});
    if (!explanation_ || normalForms_ || event < 0 ||
        static_cast<size_t>(event) >= explanation_->rules.size())
        return;
    const explain::RuleNote& rule = explanation_->rules[static_cast<size_t>(event)];
    std::vector<sql::Span> spans;
    for (const explain::Mark& mark : explanation_->marks)
        if (mark.ruleEvent == event && mark.side == rule.side) spans.push_back(mark.span);
    if (spans.empty()) spans = rule.spans;
    (rule.side == explain::Side::Gold ? goldEditor_ : predictionEditor_)->setSelectedSpans(spans);
}

void PairView::setNormalFormsShown(bool shown) {
    if (normalForms_ == shown) return;
    normalForms_ = shown;
    {
        const QSignalBlocker blocker(rules_->normalFormsToggle());
        rules_->normalFormsToggle()->setChecked(shown);
    }
    if (!explanation_) return;
    showTexts();
    legend_->setEnabled(!shown);
    if (!shown) {
        const QList<QTableWidgetItem*> selected = rules_->table()->selectedItems();
        if (!selected.isEmpty()) showRule(selected.front()->row());
    }
}

void PairView::changeEvent(QEvent* event) {
    QWidget::changeEvent(event);
    // Tints are chosen for the palette: draw again when it changes.
    if ((event->type() == QEvent::PaletteChange ||
         event->type() == QEvent::ApplicationPaletteChange) &&
        explanation_ && !repaintQueued_) {
        // Once the children have their new palette too.
        repaintQueued_ = true;
        QMetaObject::invokeMethod(
            this,
            [this] {
                repaintQueued_ = false;
                if (!explanation_) return;
                const bool wasLoading = loading_;
                render();
                if (wasLoading) showLoading();
            },
            Qt::QueuedConnection);
    }
}

}  // namespace sqlscope::ui
