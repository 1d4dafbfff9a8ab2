// The inspector's pair view: why one pair of one run got each verdict,
// drawn from core's explain::PairExplanation without computing anything.
// On top the question, "Pair N · db · hardness · run" and the verdict chips;
// the gold and predicted queries side by side with their marks (scrolled
// together) and the marks' legend; below, tabs: Components, Rules, Results,
// Linking, Notes. docs/gui-pair-view.md describes what each part shows.
#pragma once

#include <QWidget>
#include <memory>

class QAction;
class QLabel;
class QListWidget;
class QSplitter;
class QStackedWidget;
class QTabWidget;

namespace sqlscope::explain {
struct PairExplanation;
}

namespace sqlscope::ui {

class ComponentTable;
class LinkingTable;
class MarkLegend;
class PairHeader;
class ResultGrids;
class RuleList;
class SqlEditor;

class PairView : public QWidget {
    Q_OBJECT

public:
    explicit PairView(QWidget* parent = nullptr);
    ~PairView() override;

    // Shows `explanation` (null: like clear()). `evidence`: BIRD's evidence
    // for the question, shown under it when not empty.
    void setExplanation(std::shared_ptr<const explain::PairExplanation> explanation,
                        const QString& evidence = QString());
    // Shows only `message` (no pair selected, the explanation failed, ...).
    void clear(const QString& message);
    // An explanation is on its way: the current content stays, greyed, with
    // `message` ("explaining…" when empty) in the header; with no content
    // yet the message is all that shows.
    void showLoading(const QString& message = QString());

    std::shared_ptr<const explain::PairExplanation> explanation() const { return explanation_; }
    bool isLoading() const { return loading_; }

    // For tests and the main window.
    SqlEditor* goldEditor() const { return goldEditor_; }
    SqlEditor* predictionEditor() const { return predictionEditor_; }
    QTabWidget* tabs() const { return tabs_; }
    PairHeader* header() const { return header_; }
    ComponentTable* componentTable() const { return components_; }
    RuleList* ruleList() const { return rules_; }
    ResultGrids* resultGrids() const { return results_; }
    LinkingTable* linkingTable() const { return linking_; }
    MarkLegend* legend() const { return legend_; }
    QAction* wordWrapAction() const { return wordWrap_; }
    QString messageText() const;
    bool showingNormalForms() const { return normalForms_; }
    bool isBlind() const { return blind_; }

public slots:
    // Brings the clause of a component ("WHERE", "SELECT (no AGG)") into view
    // in both editors: the spans of its clause-mismatch marks, flashed.
    void showComponent(const QString& name);
    // Fills the spans of rule event `event` (an index into the rules; -1:
    // none) with the selected-rule indicator and scrolls to them.
    void showRule(int event);
    // Both queries as ESM+ saw them (its normal forms), or as in the files.
    void setNormalFormsShown(bool shown);
    // Blind mode (judging without seeing the metrics): the verdict chips,
    // the metric tabs and every mark drawn from a metric (clause mismatches,
    // rule events, schema linking) are hidden; the texts, the token diff and
    // parse errors stay.
    void setBlind(bool blind);

protected:
    void changeEvent(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void showEvent(QShowEvent* event) override;

private:
    QWidget* makeEditors();
    void render();
    void showTexts();
    void followScroll(SqlEditor* from, SqlEditor* to);
    void queueFit();
    void fitEditors();

    std::shared_ptr<const explain::PairExplanation> explanation_;
    QString evidence_;
    bool loading_ = false;
    bool normalForms_ = false;
    bool blind_ = false;
    bool syncing_ = false;
    bool repaintQueued_ = false;
    bool fitQueued_ = false;
    bool userSizedEditors_ = false;

    PairHeader* header_ = nullptr;
    QStackedWidget* stack_ = nullptr;
    QLabel* message_ = nullptr;
    QSplitter* content_ = nullptr;
    QLabel* goldHeader_ = nullptr;
    QLabel* predictionHeader_ = nullptr;
    SqlEditor* goldEditor_ = nullptr;
    SqlEditor* predictionEditor_ = nullptr;
    MarkLegend* legend_ = nullptr;
    QAction* wordWrap_ = nullptr;
    QTabWidget* tabs_ = nullptr;
    ComponentTable* components_ = nullptr;
    RuleList* rules_ = nullptr;
    ResultGrids* results_ = nullptr;
    LinkingTable* linking_ = nullptr;
    QListWidget* notes_ = nullptr;
};

}  // namespace sqlscope::ui
