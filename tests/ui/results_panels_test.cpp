// The widgets around the results table (ui/results): the filter bar builds
// the filter its controls show; every count of the run summary panel is a
// link whose filter selects exactly that many rows; the cross-run view shows
// one question's runs with the table's cells. On the demo job's rows.
#include <QComboBox>
#include <QHeaderView>
#include <QLineEdit>
#include <QPushButton>
#include <QScrollBar>
#include <QSignalSpy>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBlock>
#include <QTextBrowser>
#include <QToolButton>
#include <QUrl>

#include "core/dataset/benchmark.h"
#include "core/dataset/demo_benchmark.h"
#include "core/inspect/run_summary.h"
#include "core/inspect/verdict_columns.h"
#include "core/job/evaluation_job.h"
#include "core/job/job_listener.h"
#include "core/match/esm_plus/esm_plus_mode.h"
#include "tests/demo_test_request.h"
#include "tests/test_registry.h"
#include "ui/results/cross_run_view.h"
#include "ui/results/filter_bar.h"
#include "ui/results/results_filter_proxy.h"
#include "ui/results/results_table_model.h"
#include "ui/results/run_summary_panel.h"
#include "ui/theme/verdict_style.h"

using namespace sqlscope;

Q_DECLARE_METATYPE(sqlscope::inspect::PairFilter)

namespace {

struct ModelFeeder : job::JobListener {
    ui::ResultsTableModel* model = nullptr;
    void onPlan(const job::JobPlan& p) override { model->reset(p); }
    void onRows(const std::vector<job::SummaryRow>& rows) override { model->addRows(rows); }
};

bool runDemo(const QString& dir, ui::ResultsTableModel& model) {
    dataset::DemoResult demo = dataset::materializeDemo(dir.toStdString() + "/demo");
    if (!demo.ok()) return false;
    job::EvaluationRequest r = testing::demoTestRequest(demo.layout);
    ModelFeeder feeder;
    feeder.model = &model;
    job::EvaluationJob evaluation(std::move(r));
    return evaluation.run(feeder).ok();
}

struct Link {
    QString href;
    QString text;
    int position = 0;  // in the document
};

std::vector<Link> links(const QTextDocument* document) {
    std::vector<Link> out;
    for (QTextBlock block = document->begin(); block.isValid(); block = block.next())
        for (auto it = block.begin(); !it.atEnd(); ++it) {
            const QTextFragment fragment = it.fragment();
            if (fragment.isValid() && fragment.charFormat().isAnchor())
                out.push_back(
                    {fragment.charFormat().anchorHref(), fragment.text(), fragment.position()});
        }
    return out;
}

template <typename T>
T* child(QWidget* parent, const char* name) {
    T* w = parent->findChild<T*>(QLatin1String(name));
    if (!w) qWarning("no child %s", name);
    return w;
}

// Saves a screenshot when SQLSCOPE_SCREENSHOTS names a folder (to look at).
void screenshot(QWidget& w, const char* name) {
    const QByteArray dir = qgetenv("SQLSCOPE_SCREENSHOTS");
    if (!dir.isEmpty()) w.grab().save(QString::fromUtf8(dir) + "/" + name + ".png");
}

}  // namespace

class ResultsPanelsTest : public QObject {
    Q_OBJECT

    QTemporaryDir dir_;
    ui::ResultsTableModel model_;

private slots:
    void initTestCase() {
        QVERIFY(dir_.isValid());
        QVERIFY(runDemo(dir_.path(), model_));
        QCOMPARE(model_.rowCount(), 120);
    }

    void filterBarBuildsTheFilterItShows() {
        ui::FilterBar bar;
        bar.resize(1100, bar.sizeHint().height());
        bar.show();
        bar.setTable(model_.table());
        auto* text = child<QLineEdit>(&bar, "filterText");
        auto* database = child<QComboBox>(&bar, "filterDatabase");
        auto* hardness = child<QComboBox>(&bar, "filterHardness");
        auto* run = child<QComboBox>(&bar, "filterRun");
        auto* outcome = child<QComboBox>(&bar, "filterOutcome");
        auto* rule = child<QComboBox>(&bar, "filterRule");
        auto* category = child<QComboBox>(&bar, "filterErrorCategory");
        auto* preset = child<QComboBox>(&bar, "filterPreset");
        auto* verdict = child<QToolButton>(&bar, "filterVerdict");
        QVERIFY(text && database && hardness && run && outcome && rule && category && preset &&
                verdict);
        QCOMPARE(text->placeholderText(), QString("Filter question and SQL (Ctrl+F)"));
        QCOMPARE(database->count(), int(model_.table().databases().size()) + 1);
        QCOMPARE(run->count(), 3);
        QCOMPARE(run->itemText(2), QString("model_b"));
        QCOMPARE(hardness->count(), 6);
        QCOMPARE(outcome->count(), 10);
        QCOMPARE(rule->count(), sqlscope::match::esm_plus::kRuleCount + 1);  // "any" + each rule
        QCOMPARE(category->count(), 5);
        QCOMPARE(preset->count(), 10);  // "No preset", eight presets, "In labelling sample"
        QVERIFY(bar.filter().empty());

        QSignalSpy changed(&bar, &ui::FilterBar::filterChanged);
        QTest::keyClicks(text, "Singer");
        QCOMPARE(changed.count(), 0);  // debounced
        QCOMPARE(bar.filter().text, std::string("Singer"));
        QVERIFY(changed.wait(1000));
        QCOMPARE(changed.count(), 1);  // once for the six keystrokes

        hardness->setCurrentIndex(2);  // medium
        run->setCurrentIndex(2);       // model_b
        outcome->setCurrentIndex(3);   // timeout
        rule->setCurrentIndex(7);      // rule 7
        category->setCurrentIndex(4);  // schema_errors
        preset->setCurrentIndex(3);    // ESM fail & ESM+ pass
        database->setCurrentIndex(1);
        QCOMPARE(changed.count(), 8);
        inspect::PairFilter want;
        want.text = "Singer";
        want.databases = {model_.table().databases()[0]};
        want.hardness = {1};
        want.runs = {1};
        want.outcomes = {eval::ExecOutcome::Timeout};
        want.rule = 7;
        want.errorCategory = match::component::ErrorCategory::SchemaErrors;
        want.preset = inspect::DisagreementPreset::EsmFailEsmPlusPass;
        QVERIFY(bar.filter() == want);

        // A filter from elsewhere: shown, announced once; two hardness
        // levels show as "2 selected" and stay in the filter.
        inspect::PairFilter other;
        other.hardness = {0, 3};
        other.runs = {0};
        other.verdict = inspect::VerdictCondition{inspect::kColumnEx, inspect::CellVerdict::Fail};
        bar.setFilter(other);
        QCOMPARE(changed.count(), 9);
        QVERIFY(bar.filter() == other);
        QCOMPARE(hardness->currentText(), QString("2 selected"));
        QCOMPARE(run->currentText(), QString("model_a"));
        QCOMPARE(text->text(), QString());
        QVERIFY(verdict->isVisible());
        QCOMPARE(verdict->text(), QString("EX fail  \u2715"));
        screenshot(bar, "filter_bar");
        verdict->click();
        QVERIFY(!verdict->isVisible());
        QVERIFY(!bar.filter().verdict);
        QCOMPARE(changed.count(), 10);
        hardness->setCurrentIndex(1);  // easy: "2 selected" goes away
        QCOMPARE(bar.filter().hardness, (std::set<int>{0}));
        QCOMPARE(hardness->findText("2 selected"), -1);
        child<QPushButton>(&bar, "filterClear")->click();
        QVERIFY(bar.filter().empty());
        QCOMPARE(changed.count(), 12);
        bar.focusText();
    }

    void everySummaryCountSelectsThatManyRows() {
        ui::RunSummaryPanel panel;
        panel.resize(300, 900);
        panel.show();
        panel.refresh(model_.table());
        ui::ResultsFilterProxy proxy;
        proxy.setSourceModel(&model_);
        QSignalSpy requested(&panel, &ui::RunSummaryPanel::filterRequested);
        // Every run is listed (its name shows its detail); the counts are
        // filter links: those of every run's headline and of the detail of
        // the current run.
        std::vector<Link> all;
        std::vector<Link> runs;
        for (const Link& link : links(panel.browser()->document()))
            (link.href.startsWith(QStringLiteral("run:")) ? runs : all).push_back(link);
        QCOMPARE(runs.size(), size_t(2));
        QCOMPARE(runs[1].text, QString("model_b"));
        QVERIFY(all.size() > 30);
        for (const Link& link : all) {
            requested.clear();
            emit panel.browser()->anchorClicked(QUrl(link.href));
            QCOMPARE(requested.count(), 1);
            proxy.setFilter(requested[0][0].value<inspect::PairFilter>());
            QVERIFY2(proxy.rowCount() == link.text.toInt(),
                     qPrintable(link.href + " " + link.text));
        }
        // A run's name shows its detail.
        QSignalSpy chosen(&panel, &ui::RunSummaryPanel::runChosen);
        emit panel.browser()->anchorClicked(QUrl(runs[1].href));
        QCOMPARE(chosen.count(), 1);
        QCOMPARE(panel.currentRun(), size_t(1));
        QVERIFY(panel.browser()->toPlainText().contains(QStringLiteral("model_b \u00b7 60")));
        panel.setCurrentRun(0);
        // The first filter link is model_a's pair count, and a real click on it works.
        QCOMPARE(all[0].text, QString("60"));
        QTextCursor cursor(panel.browser()->document());
        cursor.setPosition(all[0].position + 1);
        const QRect at = panel.browser()->cursorRect(cursor);
        requested.clear();
        QTest::mouseClick(panel.browser()->viewport(), Qt::LeftButton, {}, at.center());
        QCOMPARE(requested.count(), 1);
        QCOMPARE(requested[0][0].value<inspect::PairFilter>().runs, (std::set<size_t>{0}));
        screenshot(panel, "run_summary");
        // Nothing is clipped in a 300 px dock: no horizontal scrolling.
        QCOMPARE(panel.browser()->horizontalScrollBar()->maximum(), 0);
    }

    void crossRunViewShowsEveryRunOfAQuestion() {
        ui::CrossRunView view;
        view.resize(900, 300);
        view.show();
        const inspect::PairTable& table = model_.table();
        view.showQuestion(table, 5);
        QTableWidget* runs = view.runTable();
        QCOMPARE(runs->rowCount(), 2);
        QCOMPARE(runs->item(1, 0)->text(), QString("model_b"));
        const std::string_view pred = table.prediction(5, 1);
        QCOMPARE(runs->item(1, 1)->toolTip(),
                 QString::fromUtf8(pred.data(), qsizetype(pred.size())));
        const auto& columns = inspect::verdictColumns();
        for (size_t run = 0; run < 2; ++run)
            for (size_t c = 0; c < columns.size(); ++c) {
                const inspect::Cell cell = inspect::cellOf(table.row(5, run), c);
                QCOMPARE(runs->item(int(run), 2 + int(c))->text(),
                         ui::VerdictStyle::cellText(cell, columns[c].binary));
                QCOMPARE(runs->isColumnHidden(2 + int(c)), !table.columnComputed(c));
            }
        QVERIFY(runs->isColumnHidden(2 + 1) == !table.columnComputed(1));
        screenshot(view, "cross_run");
        QSignalSpy activated(&view, &ui::CrossRunView::runActivated);
        const QRect cell = runs->visualItemRect(runs->item(1, 0));
        // A view takes a double click on the row it was pressed on.
        QTest::mouseClick(runs->viewport(), Qt::LeftButton, {}, cell.center());
        QTest::mouseDClick(runs->viewport(), Qt::LeftButton, {}, cell.center());
        QCOMPARE(activated.count(), 1);
        QCOMPARE(activated[0][0].value<size_t>(), size_t(1));
    }

    void tableScreenshot() {
        // Only for looking at (SQLSCOPE_SCREENSHOTS): the table as the window shows it.
        if (qgetenv("SQLSCOPE_SCREENSHOTS").isEmpty()) QSKIP("no SQLSCOPE_SCREENSHOTS folder");
        ui::ResultsFilterProxy proxy;
        proxy.setSourceModel(&model_);
        QTableView view;
        view.setModel(&proxy);
        view.resize(1300, 500);
        view.show();
        view.resizeColumnsToContents();
        view.setColumnWidth(ui::ResultsTableModel::PairQuestion, 320);
        screenshot(view, "table");
    }
};

SQLSCOPE_TEST_SUITE(ResultsPanelsTest)
#include "results_panels_test.moc"
