// The inspector window end to end on the embedded demo (60 questions, two
// runs): the evaluation in the background fills the table; each filter
// preset shows exactly the pairs its definition selects; the pair view
// follows the selection and draws the pair's marks; keyboard navigation;
// cancelling mid-run leaves a consistent table; reopening runs no query
// again; Ctrl+C copies the pair.
#include <QAbstractItemModel>
#include <QApplication>
#include <QClipboard>
#include <QFile>
#include <QTemporaryDir>

#include <QLabel>
#include <QPalette>
#include <QSignalSpy>
#include <QTableView>
#include <QTableWidget>
#include <QTest>
#include <cmath>
#include <set>
#include <utility>

#include "core/explain/pair_explanation.h"
#include "core/inspect/pair_filter.h"
#include "core/inspect/pair_table.h"
#include "core/job/summary_row.h"
#include "core/report/metric_registry.h"
#include "tests/test_registry.h"
#include "tests/ui/pair_test_support.h"
#include "ui/main_window.h"
#include "ui/pair/mark_style.h"
#include "ui/pair/pair_view.h"
#include "ui/pair/result_grids.h"
#include "ui/pair/rule_list.h"
#include "ui/pair/sql_editor.h"
#include "ui/results/results_filter_proxy.h"
#include "ui/results/results_table_model.h"
#include "ui/session/evaluation_worker.h"
#include "ui/theme/verdict_style.h"

using namespace sqlscope;
using ui::MainWindow;

namespace {

constexpr int kDemoItems = 60;
constexpr int kDemoRuns = 2;
constexpr int kEvaluationTimeoutMs = 120000;

using PairKey = std::pair<size_t, size_t>;  // (benchmark item index, run)

QString shownText(const MainWindow& window) {
    auto* label = window.findChild<QLabel*>(QStringLiteral("shownCount"));
    return label ? label->text() : QString();
}

QString progressText(const MainWindow& window) {
    auto* label = window.findChild<QLabel*>(QStringLiteral("progressLabel"));
    return label ? label->text() : QString();
}

// The pairs the table shows, in benchmark terms.
std::set<PairKey> shownPairs(const MainWindow& window) {
    std::set<PairKey> out;
    const auto* proxy = window.resultsProxy();
    const auto* model = window.resultsModel();
    for (int row = 0; row < proxy->rowCount(); ++row) {
        const QModelIndex source = proxy->mapToSource(proxy->index(row, 0));
        const auto ref = model->pairAt(source.row(), 0);
        out.insert({model->table().itemIndex(ref.itemPos), ref.run});
    }
    return out;
}

// A metric of a row by its report key: 1, 0, or -1 (no verdict).
int binary(const job::SummaryRow& row, const char* key) {
    const std::optional<double> value = row.metric(size_t(report::metricIndex(key)));
    return value ? int(*value) : -1;
}

// The pairs each preset must show, from the rows and the presets' definitions
// (docs/gui-results.md), written out here rather than asked of core.
std::set<PairKey> expectedPairs(const inspect::PairTable& table,
                                inspect::DisagreementPreset preset) {
    std::set<PairKey> out;
    for (size_t pos = 0; pos < table.itemCount(); ++pos) {
        std::set<int> exVerdicts;
        for (size_t run = 0; run < table.runCount(); ++run)
            if (table.has(pos, run) && binary(table.row(pos, run), "ex") >= 0)
                exVerdicts.insert(binary(table.row(pos, run), "ex"));
        for (size_t run = 0; run < table.runCount(); ++run) {
            if (!table.has(pos, run)) continue;
            const job::SummaryRow& row = table.row(pos, run);
            bool holds = false;
            switch (preset) {
                case inspect::DisagreementPreset::ExPassEsmPlusFail:
                    holds = binary(row, "ex") == 1 && binary(row, "esm+") == 0;
                    break;
                case inspect::DisagreementPreset::ExFailEsmPlusPass:
                    holds = binary(row, "ex") == 0 && binary(row, "esm+") == 1;
                    break;
                case inspect::DisagreementPreset::EsmFailEsmPlusPass:
                    holds = binary(row, "esm") == 0 && binary(row, "esm+") == 1;
                    break;
                case inspect::DisagreementPreset::RunsDisagree:
                    holds = exVerdicts.size() == 2;
                    break;
                case inspect::DisagreementPreset::ParseError:
                    holds = row.parseFailed;
                    break;
                default:
                    continue;
            }
            if (holds) out.insert({table.itemIndex(pos), run});
        }
    }
    return out;
}

bool waitForEvaluation(MainWindow& window) {
    return QTest::qWaitFor([&] { return window.evaluationFinished(); }, kEvaluationTimeoutMs);
}

bool waitForExplanation(MainWindow& window) {
    return QTest::qWaitFor([&] { return !window.explaining() && window.pairView()->explanation(); },
                           30000);
}

}  // namespace

class MainWindowTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        QApplication::setOrganizationName(QStringLiteral("sqlscope-tests"));
        window_ = std::make_unique<MainWindow>();
        window_->resize(1400, 900);
        window_->show();
        window_->openDemo();
        QVERIFY(waitForEvaluation(*window_));
    }

    void tableHoldsEveryPair() {
        QCOMPARE(window_->resultsModel()->rowCount(), kDemoItems * kDemoRuns);
        QCOMPARE(window_->resultsProxy()->rowCount(), kDemoItems * kDemoRuns);
        QCOMPARE(shownText(*window_), QStringLiteral("120 of 120 shown"));
        QVERIFY2(progressText(*window_).startsWith(QStringLiteral("Evaluated 120 pairs")),
                 qPrintable(progressText(*window_)));
        QVERIFY(window_->windowTitle().contains(QStringLiteral("gold.txt")));
        window_->setGroupedByQuestion(true);
        QCOMPARE(window_->resultsModel()->rowCount(), kDemoItems);
        window_->setGroupedByQuestion(false);
        QCOMPARE(window_->resultsModel()->rowCount(), kDemoItems * kDemoRuns);
    }

    void presetsShowExactlyTheirPairs() {
        const inspect::PairTable& table = window_->resultsModel()->table();
        for (const inspect::PresetInfo& info : inspect::disagreementPresets()) {
            if (info.preset == inspect::DisagreementPreset::None ||
                info.preset == inspect::DisagreementPreset::ExecutionError)
                continue;
            inspect::PairFilter filter;
            filter.preset = info.preset;
            window_->applyFilterFromOutside(filter);
            const std::set<PairKey> expected = expectedPairs(table, info.preset);
            QCOMPARE(shownPairs(*window_), expected);
            QCOMPARE(shownText(*window_), QStringLiteral("%1 of 120 shown").arg(expected.size()));
        }
        // The demo's documented cases (resources/demo/README.md): line 1 of
        // model_a is rescued by an ESM+ rule; line 9 of model_b is an EX pass
        // that ESM+ rejects (age > 29 for age > 30); line 24 of model_b does
        // not parse.
        auto shows = [&](inspect::DisagreementPreset preset, PairKey pair) {
            inspect::PairFilter filter;
            filter.preset = preset;
            window_->applyFilterFromOutside(filter);
            return shownPairs(*window_).count(pair) == 1;
        };
        QVERIFY(shows(inspect::DisagreementPreset::EsmFailEsmPlusPass, {0, 0}));
        QVERIFY(shows(inspect::DisagreementPreset::ExPassEsmPlusFail, {8, 1}));
        QVERIFY(shows(inspect::DisagreementPreset::ParseError, {23, 1}));
        QVERIFY(!shows(inspect::DisagreementPreset::ParseError, {0, 0}));
        window_->applyFilterFromOutside(inspect::PairFilter{});
        QCOMPARE(shownText(*window_), QStringLiteral("120 of 120 shown"));
    }

    void pairViewDrawsTheSelectedPair() {
        window_->selectPairWhenReady({QStringLiteral("model_a"), 0});
        QVERIFY(waitForExplanation(*window_));
        const auto current = window_->currentPair();
        QVERIFY(current);
        QCOMPARE(window_->resultsModel()->table().itemIndex(current->first), uint32_t(0));
        QCOMPARE(current->second, size_t(0));
        const auto explanation = window_->pairView()->explanation();
        QCOMPARE(explanation->item, size_t(0));
        QCOMPARE(explanation->run, std::string("model_a"));
        ui::SqlEditor* gold = window_->pairView()->goldEditor();
        ui::SqlEditor* pred = window_->pairView()->predictionEditor();
        QCOMPARE(gold->text().toStdString(), explanation->gold);
        QCOMPARE(pred->text().toStdString(), explanation->pred);
        QCOMPARE(window_->pairView()->ruleList()->table()->rowCount(),
                 int(explanation->rules.size()));
        QVERIFY(!explanation->rules.empty());  // the rescued pair's rule
    }

    // Chosen demo pairs as the window shows them (explained on its own
    // thread from its own evaluation): every mark kind drawn exactly over its
    // spans in both editors, the rules listed, the result cells tinted
    // where EXP/EXR matched them.
    void pairViewDrawsEveryMarkKind() {
        std::set<explain::MarkKind> seen;
        size_t cellsChecked = 0;
        for (const auto& [item, run] : std::vector<std::pair<size_t, QString>>{{0, "model_a"},
                                                                               {3, "model_a"},
                                                                               {23, "model_b"},
                                                                               {0, "model_b"},
                                                                               {7, "model_b"},
                                                                               {8, "model_b"}}) {
            window_->selectPairWhenReady({run, item});
            QVERIFY(waitForExplanation(*window_));
            const auto x = window_->pairView()->explanation();
            QCOMPARE(x->item, item);
            QCOMPARE(QString::fromStdString(x->run), run);
            for (explain::Side side : {explain::Side::Gold, explain::Side::Prediction}) {
                ui::SqlEditor* editor = side == explain::Side::Gold
                                            ? window_->pairView()->goldEditor()
                                            : window_->pairView()->predictionEditor();
                for (explain::MarkKind kind : ui::kAllMarkKinds) {
                    const testing::Ranges expected = testing::expectedRanges(*x, side, kind);
                    if (!expected.empty()) seen.insert(kind);
                    const QString where = QStringLiteral("%1:%2 %3 %4")
                                              .arg(run)
                                              .arg(item)
                                              .arg(explain::sideName(side).data())
                                              .arg(explain::markKindName(kind).data());
                    QVERIFY2(
                        editor->indicatorRanges(ui::markStyle(kind, false).indicator) == expected,
                        qPrintable(where));
                }
            }
            QCOMPARE(window_->pairView()->ruleList()->table()->rowCount(), int(x->rules.size()));
            // Result cells: tinted matched exactly where EXP/EXR matched them.
            const QTableWidget* grid = window_->pairView()->resultGrids()->predictionTable();
            const auto& cells = x->results.predCells;
            const int firstColumn = grid->columnCount() - int(x->results.pred.columns.size());
            for (size_t r = 0; r < cells.size() && int(r) < grid->rowCount(); ++r)
                for (size_t c = 0; c < cells[r].size(); ++c) {
                    const QTableWidgetItem* cell = grid->item(int(r), firstColumn + int(c));
                    QVERIFY(cell);
                    QCOMPARE(cell->background().color(),
                             cells[r][c] ? ui::matchedTint(false) : ui::unmatchedTint(false));
                    ++cellsChecked;
                }
        }
        QCOMPARE(seen.size(), ui::kAllMarkKinds.size());
        QVERIFY(cellsChecked >= 22);  // at least pair 8's 11 rows x 2 columns
    }

    void keyboardMovesThroughThePairs() {
        window_->selectPairWhenReady({QStringLiteral("model_a"), 0});
        QVERIFY(waitForExplanation(*window_));
        QTableView* table = window_->resultsView();
        table->setFocus();
        const int start = table->currentIndex().row();
        QTest::keyClick(table, Qt::Key_Down);
        QCOMPARE(table->currentIndex().row(), start + 1);
        QVERIFY(waitForExplanation(*window_));
        QCOMPARE(window_->pairView()->explanation()->run, std::string("model_b"));
        QTest::keyClick(table, Qt::Key_J);
        QCOMPARE(table->currentIndex().row(), start + 2);
        QVERIFY(waitForExplanation(*window_));
        QCOMPARE(window_->pairView()->explanation()->item, size_t(1));
        QTest::keyClick(table, Qt::Key_K);
        QTest::keyClick(table, Qt::Key_Up);
        QCOMPARE(table->currentIndex().row(), start);
        QVERIFY(waitForExplanation(*window_));
        QCOMPARE(window_->pairView()->explanation()->item, size_t(0));
        QCOMPARE(window_->pairView()->explanation()->run, std::string("model_a"));
    }

    void copyPairAsText() {
        window_->selectPairWhenReady({QStringLiteral("model_b"), 8});
        QVERIFY(waitForExplanation(*window_));
        window_->copyPair();
        const QString text = QApplication::clipboard()->text();
        const inspect::PairTable& table = window_->resultsModel()->table();
        const size_t pos = *table.itemPosOf(8);
        QVERIFY2(text.contains(QString::fromStdString(std::string(table.goldSql(pos)))),
                 qPrintable(text));
        QVERIFY(text.contains(QString::fromStdString(std::string(table.prediction(pos, 1)))));
        QVERIFY(text.contains(QStringLiteral("EX")));
    }

    // The table's verdict colours follow the application palette as it changes.
    void verdictColoursFollowThePalette() {
        const QPalette original = QApplication::palette();
        QCOMPARE(window_->resultsModel()->verdictStyle().isDark(), false);
        QPalette dark = original;
        dark.setColor(QPalette::Window, QColor(0x20, 0x20, 0x24));
        dark.setColor(QPalette::Base, QColor(0x18, 0x18, 0x1b));
        QApplication::setPalette(dark);
        QTRY_VERIFY(window_->resultsModel()->verdictStyle().isDark());
        QApplication::setPalette(original);
        QTRY_VERIFY(!window_->resultsModel()->verdictStyle().isDark());
    }

    void reopeningRunsNoQueryAgain() {
        const size_t before = window_->evaluationWorker()->queriesRun();
        QVERIFY(before > 0);
        window_->reevaluate();
        QVERIFY(waitForEvaluation(*window_));
        QCOMPARE(window_->resultsModel()->rowCount(), kDemoItems * kDemoRuns);
        QCOMPARE(window_->evaluationWorker()->queriesRun(), before);
    }

    // Run > Evaluation Settings re-evaluates in the background: without
    // rule 7 (COUNT(c) = COUNT(*) for a NOT NULL c), demo line 1 of model_a
    // is no longer rescued.
    void changedSettingsReevaluate() {
        const auto esmPlusOf = [&](size_t item, size_t run) {
            const inspect::PairTable& table = window_->resultsModel()->table();
            return binary(table.row(*table.itemPosOf(uint32_t(item)), run), "esm+");
        };
        QCOMPARE(esmPlusOf(0, 0), 1);
        eval::EvalSettings settings = window_->evaluationSettings();
        settings.esmPlusRules.set(7, false);
        window_->setEvaluationSettings(settings);
        window_->reevaluate();
        QVERIFY(window_->evaluating());
        QVERIFY(waitForEvaluation(*window_));
        QCOMPARE(window_->resultsModel()->rowCount(), kDemoItems * kDemoRuns);
        QCOMPARE(esmPlusOf(0, 0), 0);
        settings.esmPlusRules.set(7, true);
        window_->setEvaluationSettings(settings);
        window_->reevaluate();
        QVERIFY(waitForEvaluation(*window_));
        QCOMPARE(esmPlusOf(0, 0), 1);
    }

    // A prediction file dropped on the window becomes a new run.
    void droppedFileBecomesARun() {
        QTemporaryDir dir;
        const inspect::PairTable& table = window_->resultsModel()->table();
        const QString copy = dir.filePath(QStringLiteral("model_c.txt"));
        const auto& first = (*table.runFiles())[0];
        QVERIFY(QFile::copy(QString::fromStdString(first.path), copy));
        window_->openDroppedFiles({copy});
        QVERIFY(window_->evaluating());
        QVERIFY(waitForEvaluation(*window_));
        QCOMPARE(window_->resultsModel()->table().runCount(), size_t(3));
        QCOMPARE(window_->resultsModel()->table().runName(2), std::string("model_c"));
        QCOMPARE(window_->resultsModel()->rowCount(), kDemoItems * 3);
    }

    void cancelMidRunLeavesAConsistentTable() {
        MainWindow window;
        window.show();
        bool cancelled = false;
        connect(window.resultsModel(), &QAbstractItemModel::rowsInserted, &window, [&] {
            if (!cancelled) {
                cancelled = true;
                window.cancelEvaluation();
            }
        });
        window.openDemo();
        QVERIFY(waitForEvaluation(window));
        QVERIFY(cancelled);
        const int rows = window.resultsModel()->rowCount();
        const inspect::PairTable& table = window.resultsModel()->table();
        QVERIFY2(rows > 0 && rows < kDemoItems * kDemoRuns, qPrintable(QString::number(rows)));
        QCOMPARE(size_t(rows), table.pairsPresent());
        // Every row shown has its verdicts; the rest are not shown at all.
        for (int row = 0; row < rows; ++row) {
            const auto ref = window.resultsModel()->pairAt(row, 0);
            QVERIFY(table.has(ref.itemPos, ref.run));
        }
        QCOMPARE(shownText(window), QStringLiteral("%1 of %1 shown").arg(rows));
        QVERIFY2(progressText(window).startsWith(QStringLiteral("Cancelled")),
                 qPrintable(progressText(window)));
        // No late rows after the cancel.
        QTest::qWait(300);
        QCOMPARE(window.resultsModel()->rowCount(), rows);
        // A filter and the pair view still work on what arrived.
        inspect::PairFilter filter;
        filter.text = "select";
        window.applyFilterFromOutside(filter);
        QVERIFY(window.resultsProxy()->rowCount() <= rows);
    }

    void cleanupTestCase() { window_.reset(); }

private:
    std::unique_ptr<MainWindow> window_;
};

SQLSCOPE_TEST_SUITE(MainWindowTest)
#include "main_window_test.moc"
