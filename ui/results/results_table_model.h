// The results table: every pair of an evaluation as it streams in, one row
// per (question, run) or one row per question with a column group per run.
// It owns the inspect::PairTable the filters and summaries read, and only
// presents it: texts, verdict cells (glyph + word + colour), reasons as
// tooltips, numeric sort keys (docs/gui-results.md).
#pragma once

#include <QAbstractTableModel>
#include <cstddef>
#include <memory>
#include <vector>

#include "core/inspect/pair_table.h"
#include "ui/theme/verdict_style.h"

namespace sqlscope::job {
struct JobPlan;
struct SummaryRow;
}  // namespace sqlscope::job

namespace sqlscope::ui {

// One pair of the table: the item's position in the plan and the run.
struct PairRef {
    size_t itemPos = 0;
    size_t run = 0;
    friend bool operator==(const PairRef&, const PairRef&) = default;
};

// A cell against any accepted gold as the table shows it: the original
// cell's text, and when an alternate gold changed it "✗ fail → ✓ alt"
// ("0.50 → 1.00 alt" for a score). Shared with the cross-run view.
QString anyGoldCellText(const inspect::AnyGoldCell& cell, bool binary);

class ResultsTableModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum class Grouping { PerPair, PerQuestion };
    enum Role {
        // Numeric for verdicts (pass 1, partial its value, fail 0, n/a -1),
        // numbers as double, the item position for the id, the hardness
        // code, the run index; text as is otherwise.
        SortRole = Qt::UserRole + 1,
        PairRefRole,  // QVariant::fromValue(PairRef)
    };
    // The leading columns of each grouping (metric columns follow).
    enum PerPairColumn { PairId, PairRun, PairDatabase, PairHardness, PairQuestion, PairLeading };
    enum PerQuestionColumn {
        QuestionId,
        QuestionDatabase,
        QuestionHardness,
        QuestionText,
        QuestionLeading
    };

    explicit ResultsTableModel(QObject* parent = nullptr);
    ~ResultsTableModel() override;

    // Forgets the rows and takes the plan (JobListener::onPlan).
    void reset(const job::JobPlan& plan);
    // New rows (JobListener::onRows): the table grows at its end by the
    // pairs now present in pair order (rowsInserted), and a question row
    // that got another run's verdicts is updated (dataChanged).
    void addRows(const std::vector<job::SummaryRow>& rows);

    // The verdicts against any accepted gold (inspect/alternate_golds.h):
    // a verdict cell that an alternate gold changes shows both ("✗ fail →
    // ✓ alt"), coloured as its any-gold verdict; null clears them.
    void setAnyGold(std::shared_ptr<const inspect::AnyGoldTable> anyGold);

    // The counterexample search's outcome (inspect/pair_counterexamples.h):
    // per pair, two more columns after the metrics, EXC and sqlscope (not
    // per question); null removes them.
    void setCounterexamples(std::shared_ptr<const inspect::CounterexampleTable> counterexamples);
    // 0 for the EXC column, 1 for the sqlscope column, -1 for any other.
    int counterexampleColumnOf(int column) const;

    Grouping grouping() const { return grouping_; }
    void setGrouping(Grouping grouping);

    // The pair a cell shows (PerQuestion: the run of the column's group, or
    // run 0 outside the metric columns), and the row showing a pair.
    PairRef pairAt(int row, int column = 0) const;
    int rowOf(PairRef pair) const;
    // The verdict column (into inspect::verdictColumns()) and run of a
    // model column, or -1 for a leading column.
    int verdictColumnOf(int column) const;
    int runOfColumn(int column) const;
    // The model column showing `verdictColumn` (of `run` when per question).
    int columnOf(size_t verdictColumn, size_t run = 0) const;

    const inspect::PairTable& table() const { return table_; }
    void setSampleMembers(const std::vector<annotate::PairKey>& p) { table_.setSampleMembers(p); }
    // The pair as plain text (inspect::pairAsText), what Ctrl+C copies.
    QString pairText(PairRef pair) const;

    // The verdict colours (from the application palette at construction);
    // a view sets them again when its palette changes.
    const VerdictStyle& verdictStyle() const { return style_; }
    void setVerdictStyle(const VerdictStyle& style);

    // A row's sort key on a column, as SortRole gives it but without a
    // QVariant, and for the question column the question's rank among the
    // plan's questions (ASCII case-insensitive, then by gold SQL): what the
    // proxy sorts on. A pair not evaluated yet sorts below n/a (-2).
    double sortKey(int row, int column) const;
    bool lessThan(int leftRow, int rightRow, int column) const {
        return sortKey(leftRow, column) < sortKey(rightRow, column);
    }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    enum class Leading { Id, Run, Database, Hardness, Question, None };
    Leading leadingKind(int column) const;
    int leadingColumns() const;
    int shownRowsFor(size_t prefix) const;
    uint32_t questionRank(size_t itemPos) const;
    QVariant leadingData(PairRef pair, int column, int role) const;
    QVariant verdictData(PairRef pair, size_t verdictColumn, int role) const;
    QVariant counterexampleData(PairRef pair, int which, int role) const;
    int counterexampleColumns() const;

    inspect::PairTable table_;
    Grouping grouping_ = Grouping::PerPair;
    int shownRows_ = 0;
    VerdictStyle style_;
    mutable std::vector<uint32_t> questionRank_;  // by item position, built on first use
};

}  // namespace sqlscope::ui

Q_DECLARE_METATYPE(sqlscope::ui::PairRef)
