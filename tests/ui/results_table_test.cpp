// The results table (ui/results): ResultsTableModel over the demo job's
// streamed rows, in both groupings, and ResultsFilterProxy's filters, presets
// and sorts, checked against lists computed here from the SummaryRows and
// the plan's texts, independently of core/inspect.
#include <QHeaderView>
#include <QSignalSpy>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <algorithm>
#include <cmath>

#include "core/dataset/benchmark.h"
#include "core/dataset/demo_benchmark.h"
#include "core/inspect/verdict_columns.h"
#include "core/job/evaluation_job.h"
#include "core/job/job_listener.h"
#include "tests/demo_test_request.h"
#include "tests/test_registry.h"
#include "ui/results/results_filter_proxy.h"
#include "ui/results/results_table_model.h"
#include "ui/theme/verdict_style.h"

using namespace sqlscope;
using ui::PairRef;
using ui::ResultsTableModel;

namespace {

// The demo's plan and rows, as the job streamed them.
struct DemoRun : job::JobListener {
    job::JobPlan plan;
    std::vector<std::vector<job::SummaryRow>> batches;
    ResultsTableModel* model = nullptr;  // fed as the rows arrive when set
    void onPlan(const job::JobPlan& p) override {
        plan = p;
        if (model) model->reset(p);
    }
    void onRows(const std::vector<job::SummaryRow>& rows) override {
        batches.push_back(rows);
        if (model) model->addRows(rows);
    }
    std::vector<job::SummaryRow> rows() const {
        std::vector<job::SummaryRow> all;
        for (const auto& b : batches)
            all.insert(all.end(), b.begin(), b.end());
        return all;
    }
};

bool runDemo(const QString& dir, DemoRun& listener) {
    dataset::DemoResult demo = dataset::materializeDemo(dir.toStdString() + "/demo");
    if (!demo.ok()) return false;
    job::EvaluationRequest r = testing::demoTestRequest(demo.layout);
    job::EvaluationJob evaluation(std::move(r));
    return evaluation.run(listener).ok();
}

using PairIds = std::vector<std::pair<uint32_t, uint32_t>>;  // (benchmark item, run)

// Every pair the proxy shows, as (item, run), sorted.
PairIds shown(const ui::ResultsFilterProxy& proxy, const ResultsTableModel& model) {
    PairIds out;
    for (int row = 0; row < proxy.rowCount(); ++row) {
        const PairRef p = proxy.index(row, 0).data(ResultsTableModel::PairRefRole).value<PairRef>();
        out.emplace_back(model.table().itemIndex(p.itemPos), uint32_t(p.run));
    }
    std::sort(out.begin(), out.end());
    return out;
}

bool is(float v, float x) {
    return !std::isnan(v) && v == x;
}

QString lower(const std::string& s) {
    return QString::fromStdString(s).toLower();
}

}  // namespace

class ResultsTableTest : public QObject {
    Q_OBJECT

    QTemporaryDir dir_;
    DemoRun demo_;
    std::vector<job::SummaryRow> rows_;

    // The rows of `demo_` that `keep` accepts, as (item, run), sorted.
    template <typename Keep>
    PairIds expected(Keep keep) const {
        PairIds out;
        for (const job::SummaryRow& r : rows_)
            if (keep(r)) out.emplace_back(r.item, r.run);
        std::sort(out.begin(), out.end());
        return out;
    }
    // EX (metric 0) of the other run of the same item.
    const job::SummaryRow& other(const job::SummaryRow& r) const {
        for (const job::SummaryRow& o : rows_)
            if (o.item == r.item && o.run != r.run) return o;
        return r;
    }

private slots:
    void initTestCase() {
        QVERIFY(dir_.isValid());
        QVERIFY(runDemo(dir_.path(), demo_));
        rows_ = demo_.rows();
        QCOMPARE(rows_.size(), size_t(120));
    }

    void rowsAppearAsTheyStream() {
        DemoRun run;
        ResultsTableModel model;
        run.model = &model;
        QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
        QTemporaryDir dir;
        QVERIFY(runDemo(dir.path(), run));
        QCOMPARE(model.rowCount(), 120);
        QCOMPARE(size_t(inserted.count()), run.batches.size());  // one insertion per batch
        int total = 0, expectedFirst = 0;
        for (const QList<QVariant>& args : inserted) {
            QCOMPARE(args[1].toInt(), expectedFirst);  // always at the end
            total += args[2].toInt() - args[1].toInt() + 1;
            expectedFirst = args[2].toInt() + 1;
        }
        QCOMPARE(total, 120);
    }

    void perPairAndPerQuestionShapes() {
        ResultsTableModel model;
        model.reset(demo_.plan);
        model.addRows(rows_);
        QCOMPARE(model.rowCount(), 120);  // items x runs
        QCOMPARE(model.columnCount(), 5 + 10);
        QStringList headers;
        for (int c = 0; c < model.columnCount(); ++c)
            headers << model.headerData(c, Qt::Horizontal).toString();
        QCOMPARE(headers,
                 (QStringList{"Id", "Run", "Database", "Hardness", "Question", "EX", "EX-BIRD",
                              "EXE", "ESM", "ESM+", "EXP", "EXR", "F1", "Comp F1", "Link F1+"}));
        for (int row = 0; row < model.rowCount(); ++row) {
            const PairRef p = model.pairAt(row);
            QCOMPARE(p.itemPos, size_t(row / 2));
            QCOMPARE(p.run, size_t(row % 2));
            QCOMPARE(model.rowOf(p), row);
            QCOMPARE(model.index(row, 3).data(ResultsTableModel::PairRefRole).value<PairRef>(), p);
        }
        QCOMPARE(model.index(3, ResultsTableModel::PairRun).data().toString(), QString("model_b"));
        const auto& item = demo_.plan.benchmark->items[demo_.plan.items[1]];
        QCOMPARE(model.index(3, ResultsTableModel::PairQuestion).data().toString(),
                 QString::fromStdString(item.question));
        QCOMPARE(model.index(3, ResultsTableModel::PairDatabase).data().toString(),
                 QString::fromStdString(item.dbId));
        const QString copied = model.pairText(model.pairAt(3));
        QVERIFY(copied.startsWith(QString::fromStdString("id: " + item.id + "\nrun: model_b\n")));
        QVERIFY(copied.contains(QString::fromStdString("question: " + item.question + "\n")));
        QCOMPARE(model.pairText(PairRef{60, 0}), QString());

        model.setGrouping(ResultsTableModel::Grouping::PerQuestion);
        QCOMPARE(model.rowCount(), 60);  // items
        QCOMPARE(model.columnCount(), 4 + 2 * 10);
        QCOMPARE(model.headerData(4, Qt::Horizontal).toString(), QString("model_a \u00b7 EX"));
        QCOMPARE(model.headerData(4 + 10 + 4, Qt::Horizontal).toString(),
                 QString("model_b \u00b7 ESM+"));
        QCOMPARE(model.pairAt(7, 4 + 10 + 4), (PairRef{7, 1}));
        QCOMPARE(model.pairAt(7, 1), (PairRef{7, 0}));
        QCOMPARE(model.rowOf(PairRef{7, 1}), 7);
        QCOMPARE(model.columnOf(inspect::kColumnEsmPlus, 1), 18);
        // Per question, each run's cells say what its row says.
        for (int row = 0; row < 60; ++row)
            for (size_t run = 0; run < 2; ++run) {
                const job::SummaryRow& r = rows_[size_t(row) * 2 + run];
                const float ex = r.metrics[0];
                const double key = model.index(row, model.columnOf(0, run))
                                       .data(ResultsTableModel::SortRole)
                                       .toDouble();
                QCOMPARE(key, std::isnan(ex) ? -1.0 : double(ex));
            }
    }

    void cellsShowGlyphWordColourAndReason() {
        ResultsTableModel model;
        model.setVerdictStyle(ui::VerdictStyle::light());
        model.reset(demo_.plan);
        model.addRows(rows_);
        int pass = -1, fail = -1, none = -1, score = -1;
        for (int row = 0; row < 120; ++row) {
            const job::SummaryRow& r = rows_[size_t(row)];
            if (pass < 0 && is(r.metrics[0], 1)) pass = row;
            if (fail < 0 && is(r.metrics[0], 0)) fail = row;
            if (none < 0 && std::isnan(r.metrics[0])) none = row;
            if (score < 0 && !std::isnan(r.metrics[5]) && r.metrics[5] > 0 && r.metrics[5] < 1)
                score = row;
        }
        QVERIFY(pass >= 0 && fail >= 0 && none >= 0 && score >= 0);
        const int ex = model.columnOf(inspect::kColumnEx), exp = model.columnOf(5);
        QCOMPARE(model.index(pass, ex).data().toString(), QString("\u2713 pass"));
        QCOMPARE(model.index(fail, ex).data().toString(), QString("\u2717 fail"));
        QCOMPARE(model.index(none, ex).data().toString(), QString("\u2013 n/a"));
        QCOMPARE(model.index(score, exp).data().toString(),
                 QString::number(double(rows_[size_t(score)].metrics[5]), 'f', 2));
        QCOMPARE(model.index(pass, ex).data(ResultsTableModel::SortRole).toDouble(), 1.0);
        QCOMPARE(model.index(fail, ex).data(ResultsTableModel::SortRole).toDouble(), 0.0);
        QCOMPARE(model.index(none, ex).data(ResultsTableModel::SortRole).toDouble(), -1.0);
        QCOMPARE(model.index(pass, ex).data(Qt::TextAlignmentRole).toInt(),
                 int(Qt::AlignRight | Qt::AlignVCenter));
        const ui::VerdictStyle light = ui::VerdictStyle::light();
        QCOMPARE(model.index(pass, ex).data(Qt::BackgroundRole).value<QColor>(),
                 light.colors(inspect::CellVerdict::Pass).background);
        QCOMPARE(model.index(fail, ex).data(Qt::ForegroundRole).value<QColor>(),
                 light.colors(inspect::CellVerdict::Fail).foreground);
        QVERIFY(!model.index(none, ex).data(Qt::BackgroundRole).isValid());
        QCOMPARE(model.index(fail, ex).data(Qt::ToolTipRole).toString().toStdString(),
                 inspect::cellReason(rows_[size_t(fail)], inspect::kColumnEx));
        QCOMPARE(model.index(pass, ResultsTableModel::PairQuestion)
                     .data(ResultsTableModel::SortRole)
                     .toString(),
                 model.index(pass, ResultsTableModel::PairQuestion).data().toString());
        // The dark variant is another palette, still blue for pass.
        const ui::VerdictStyle dark = ui::VerdictStyle::dark();
        QVERIFY(dark.colors(inspect::CellVerdict::Pass).background !=
                light.colors(inspect::CellVerdict::Pass).background);
        QVERIFY(dark.colors(inspect::CellVerdict::Pass).background.blue() >
                dark.colors(inspect::CellVerdict::Pass).background.red());
        QVERIFY(light.colors(inspect::CellVerdict::Fail).background.red() >
                light.colors(inspect::CellVerdict::Fail).background.blue());
    }

    void perQuestionRowsFillAsTheirRunsArrive() {
        ResultsTableModel model;
        model.setGrouping(ResultsTableModel::Grouping::PerQuestion);
        model.reset(demo_.plan);
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        model.addRows({rows_[0], rows_[1], rows_[2]});  // question 1 has only model_a
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(model.index(1, model.columnOf(0, 1)).data().toString(), QString());
        QCOMPARE(changed.count(), 0);
        model.addRows({rows_[3]});
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(changed.count(), 1);
        QCOMPARE(changed[0][0].toModelIndex().row(), 1);
        QVERIFY(!model.index(1, model.columnOf(0, 1)).data().toString().isEmpty());
    }

    void presetsSelectThePairsTheRowsSay() {
        ResultsTableModel model;
        model.reset(demo_.plan);
        model.addRows(rows_);
        ui::ResultsFilterProxy proxy;
        proxy.setSourceModel(&model);
        QCOMPARE(proxy.rowCount(), 120);
        using P = inspect::DisagreementPreset;
        auto with = [&](P preset) {
            inspect::PairFilter f;
            f.preset = preset;
            proxy.setFilter(f);
            return shown(proxy, model);
        };
        const auto exPassPlusFail = expected(
            [](const job::SummaryRow& r) { return is(r.metrics[0], 1) && is(r.metrics[4], 0); });
        QVERIFY(!exPassPlusFail.empty());
        QCOMPARE(with(P::ExPassEsmPlusFail), exPassPlusFail);
        QCOMPARE(with(P::ExFailEsmPlusPass), expected([](const job::SummaryRow& r) {
                     return is(r.metrics[0], 0) && is(r.metrics[4], 1);
                 }));
        const auto rescued = expected(
            [](const job::SummaryRow& r) { return is(r.metrics[3], 0) && is(r.metrics[4], 1); });
        QVERIFY(!rescued.empty());
        QCOMPARE(with(P::EsmFailEsmPlusPass), rescued);
        const auto disagree = expected([this](const job::SummaryRow& r) {
            const float a = r.metrics[0], b = other(r).metrics[0];
            return !std::isnan(a) && !std::isnan(b) && a != b;
        });
        QVERIFY(!disagree.empty());
        QCOMPARE(with(P::RunsDisagree), disagree);
        const auto parse = expected([](const job::SummaryRow& r) { return r.parseFailed; });
        QVERIFY(!parse.empty());
        QCOMPARE(with(P::ParseError), parse);
        QCOMPARE(with(P::ExecutionError), expected([](const job::SummaryRow& r) {
                     return r.outcome != eval::ExecOutcome::Ok &&
                            r.outcome != eval::ExecOutcome::GoldError &&
                            r.outcome != eval::ExecOutcome::NotRun;
                 }));
        QCOMPARE(with(P::None).size(), size_t(120));

        // Per question: the questions with any run in the preset.
        model.setGrouping(ResultsTableModel::Grouping::PerQuestion);
        inspect::PairFilter f;
        f.preset = P::EsmFailEsmPlusPass;
        proxy.setFilter(f);
        std::vector<uint32_t> items, expectedItems;
        for (int row = 0; row < proxy.rowCount(); ++row)
            items.push_back(model.table().itemIndex(
                proxy.index(row, 0).data(ResultsTableModel::PairRefRole).value<PairRef>().itemPos));
        for (const auto& [item, run] : rescued)
            if (expectedItems.empty() || expectedItems.back() != item)
                expectedItems.push_back(item);
        std::sort(items.begin(), items.end());
        QCOMPARE(items, expectedItems);
    }

    void textFilterMatchesQuestionGoldOrPrediction() {
        ResultsTableModel model;
        model.reset(demo_.plan);
        model.addRows(rows_);
        ui::ResultsFilterProxy proxy;
        proxy.setSourceModel(&model);
        for (const char* needle : {"COUNT", "singer", "where", "zzz-nothing"}) {
            inspect::PairFilter f;
            f.text = needle;
            proxy.setFilter(f);
            const QString n = QString(needle).toLower();
            const auto want = expected([&](const job::SummaryRow& r) {
                const auto& item = demo_.plan.benchmark->items[r.item];
                const auto& pred = (*demo_.plan.runFiles)[r.run].predictions[r.item];
                return lower(item.question).contains(n) || lower(item.gold).contains(n) ||
                       (!pred.missing && lower(pred.sql).contains(n));
            });
            QCOMPARE(shown(proxy, model), want);
        }
    }

    void sortsOnNumericKeysStably() {
        ResultsTableModel model;
        model.reset(demo_.plan);
        model.addRows(rows_);
        ui::ResultsFilterProxy proxy;
        proxy.setSourceModel(&model);
        const int ex = model.columnOf(inspect::kColumnEx);
        proxy.sort(ex, Qt::DescendingOrder);
        double previousKey = 2;
        int previousSource = -1;
        for (int row = 0; row < proxy.rowCount(); ++row) {
            const QModelIndex source = proxy.mapToSource(proxy.index(row, ex));
            const double key = source.data(ResultsTableModel::SortRole).toDouble();
            QVERIFY(key <= previousKey);
            if (key == previousKey) QVERIFY(source.row() > previousSource);  // ties: source order
            previousKey = key;
            previousSource = source.row();
        }
        QCOMPARE(proxy.index(0, ex).data().toString(), QString("\u2713 pass"));
        proxy.sort(ResultsTableModel::PairQuestion, Qt::AscendingOrder);
        QString previous;
        for (int row = 0; row < proxy.rowCount(); ++row) {
            const QString q = proxy.index(row, ResultsTableModel::PairQuestion).data().toString();
            QVERIFY2(previous.compare(q, Qt::CaseInsensitive) <= 0, qPrintable(q));
            previous = q;
        }
        proxy.sort(-1);
        for (int row = 0; row < proxy.rowCount(); ++row)
            QCOMPARE(proxy.mapToSource(proxy.index(row, 0)).row(), row);
    }

    void streamingIntoAFilteredSortedProxyEndsAsABatchWould() {
        inspect::PairFilter f;
        f.runs = {1};
        ResultsTableModel streamed, whole;
        ui::ResultsFilterProxy a, b;
        a.setSourceModel(&streamed);
        b.setSourceModel(&whole);
        const int ex = streamed.columnOf(inspect::kColumnEx);
        for (ui::ResultsFilterProxy* p : {&a, &b}) {
            p->setFilter(f);
            p->sort(ex, Qt::DescendingOrder);
        }
        streamed.reset(demo_.plan);
        for (const auto& batch : demo_.batches)
            streamed.addRows(batch);
        whole.reset(demo_.plan);
        whole.addRows(rows_);
        QCOMPARE(a.rowCount(), 60);
        QCOMPARE(b.rowCount(), 60);
        for (int row = 0; row < 60; ++row)
            QCOMPARE(a.mapToSource(a.index(row, 0)).row(), b.mapToSource(b.index(row, 0)).row());
    }

    void aViewKeepsItsSelectionThroughSortAndFilter() {
        ResultsTableModel model;
        model.reset(demo_.plan);
        model.addRows(rows_);
        ui::ResultsFilterProxy proxy;
        proxy.setSourceModel(&model);
        QTableView view;
        view.setModel(&proxy);
        view.resize(900, 400);
        view.show();
        view.selectRow(7);
        const PairRef chosen =
            proxy.index(7, 0).data(ResultsTableModel::PairRefRole).value<PairRef>();
        proxy.sort(model.columnOf(inspect::kColumnEsmPlus), Qt::AscendingOrder);
        const QModelIndex current = view.currentIndex();
        QVERIFY(current.isValid());
        QCOMPARE(current.data(ResultsTableModel::PairRefRole).value<PairRef>(), chosen);
        inspect::PairFilter f;
        f.runs = {chosen.run};
        proxy.setFilter(f);
        QCOMPARE(view.verticalHeader()->count(), 60);
        QCOMPARE(view.currentIndex().data(ResultsTableModel::PairRefRole).value<PairRef>(), chosen);
        f.runs = {1 - chosen.run};
        proxy.setFilter(f);
        QVERIFY(!view.currentIndex().isValid());  // its row is filtered out
        QCOMPARE(view.verticalHeader()->count(), 60);
    }
};

SQLSCOPE_TEST_SUITE(ResultsTableTest)
#include "results_table_test.moc"
