// The FP/FN views (ui/study) on the demo job's pairs: the confusion view's
// counts are core's and clicking one emits its cell's filter; the
// metric-vs-human table shows exact rates for human verdicts made here
// (stratified and plain); the ablation chart, computed off the GUI thread,
// draws core's ablateRules series and each rule's contribution; the panel's
// exports write core's text. Screenshots of every tab in light and dark
// when SQLSCOPE_SCREENSHOTS names a folder.
#include <QComboBox>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QPainter>
#include <QSignalSpy>
#include <QSvgRenderer>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>
#include <QtCharts/QBarSeries>
#include <QtCharts/QBarSet>
#include <QtCharts/QChart>
#include <QtCharts/QChartView>
#include <QtCharts/QLineSeries>
#include <QtCharts/QValueAxis>

#include "core/dataset/demo_benchmark.h"
#include "core/inspect/pair_table.h"
#include "core/inspect/pairs_export.h"
#include "core/job/evaluation_job.h"
#include "core/job/job_listener.h"
#include "core/match/esm_plus/esm_plus_schemas.h"
#include "core/schema/catalog.h"
#include "core/study/confusion_tables.h"
#include "core/study/fp_fn_table.h"
#include "core/study/pair_keys.h"
#include "core/study/rule_ablation.h"
#include "core/study/stratified_sample.h"
#include "core/study/table_export.h"
#include "core/util/sha256.h"
#include "tests/core/study/study_demo_verdicts.h"
#include "tests/demo_test_request.h"
#include "tests/test_registry.h"
#include "ui/study/ablation_chart.h"
#include "ui/study/confusion_view.h"
#include "ui/study/error_rate_view.h"
#include "ui/study/study_panel.h"
#include "ui/theme/app_palette.h"

using namespace sqlscope;

Q_DECLARE_METATYPE(sqlscope::inspect::PairFilter)

using ui::darkPalette;

namespace {

struct TableFeeder : job::JobListener {
    inspect::PairTable table;
    void onPlan(const job::JobPlan& plan) override { table.reset(plan); }
    void onRows(const std::vector<job::SummaryRow>& batch) override { table.add(batch); }
};

void screenshot(QWidget& w, const QString& name) {
    const QByteArray dir = qgetenv("SQLSCOPE_SCREENSHOTS");
    if (!dir.isEmpty()) w.grab().save(QString::fromUtf8(dir) + "/" + name + ".png");
}

QString readAll(const QString& path) {
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) return {};
    return QString::fromUtf8(f.readAll());
}

}  // namespace

class StudyViewsTest : public QObject {
    Q_OBJECT

    QTemporaryDir dir_;
    dataset::DemoResult demo_;
    TableFeeder feeder_;

private slots:
    void initTestCase() {
        qRegisterMetaType<inspect::PairFilter>();
        QVERIFY(dir_.isValid());
        demo_ = dataset::materializeDemo(dir_.path().toStdString() + "/demo");
        QVERIFY2(demo_.ok(), demo_.error.c_str());
        job::EvaluationRequest r = testing::demoTestRequest(demo_.layout);
        job::EvaluationJob evaluation(std::move(r));
        const job::JobResult result = evaluation.run(feeder_);
        QVERIFY2(result.ok(), result.error.c_str());
    }

    void confusionCountsAreCoresAndClickEmitsTheCellsFilter() {
        ui::ConfusionView view;
        view.resize(760, 420);
        view.show();
        view.setTable(feeder_.table);
        const std::vector<study::ConfusionTable> core = study::confusionTables(feeder_.table);
        QCOMPARE(view.runBox()->count(), 2);
        QCOMPARE(view.runBox()->itemText(1), QStringLiteral("model_b"));
        for (size_t run = 0; run < 2; ++run) {
            view.setRun(run);
            QCOMPARE(view.grid()->rowCount(), 10);
            for (int row = 0; row < 10; ++row) {
                const study::ConfusionTable& t = core[run * 10 + size_t(row)];
                QCOMPARE(view.grid()->item(row, 0)->text().toStdString(),
                         std::string(inspect::verdictColumns()[t.first].label));
                QCOMPARE(view.grid()->item(row, 1)->text().toStdString(),
                         std::string(inspect::verdictColumns()[t.second].label));
                for (int k = 0; k < 4; ++k)
                    QCOMPARE(view.grid()->item(row, 2 + k)->text(),
                             t.computed
                                 ? QString::number(t.cells[size_t(k / 2)][size_t(k % 2)].count)
                                 : QStringLiteral("–"));
                QCOMPARE(view.grid()->item(row, 6)->text(), QString::number(t.withoutVerdict));
            }
        }
        // model_a, EX vs ESM+ (row 3): 36 6 9 8, one without a verdict.
        view.setRun(0);
        QCOMPARE(view.grid()->item(3, 1)->text(), QStringLiteral("ESM+"));
        QCOMPARE(view.grid()->item(3, 2)->text(), QStringLiteral("36"));
        QCOMPARE(view.grid()->item(3, 3)->text(), QStringLiteral("6"));
        QCOMPARE(view.grid()->item(3, 4)->text(), QStringLiteral("9"));
        QCOMPARE(view.grid()->item(3, 5)->text(), QStringLiteral("8"));
        QCOMPARE(view.grid()->item(3, 6)->text(), QStringLiteral("1"));
        QSignalSpy spy(&view, &ui::ConfusionView::filterRequested);
        QTableWidget* grid = view.grid();
        const QPoint at = grid->visualItemRect(grid->item(3, 4)).center();
        QTest::mouseClick(grid->viewport(), Qt::LeftButton, {}, at);
        QCOMPARE(spy.count(), 1);
        const auto filter = spy.at(0).at(0).value<inspect::PairFilter>();
        QVERIFY(filter == core[3].cells[1][0].filter);  // EX fails, ESM+ passes
        QCOMPARE(filter.runs, std::set<size_t>{0});
        // The "n/a" column is not a filter.
        QTest::mouseClick(grid->viewport(), Qt::LeftButton, {},
                          grid->visualItemRect(grid->item(3, 6)).center());
        QCOMPARE(spy.count(), 1);
    }

    void errorRatesStratifiedAndPlain() {
        ui::ErrorRateView view;
        view.resize(760, 300);
        view.show();
        view.setData(feeder_.table, verdicts(), study::StrataDesign{});
        QTableWidget* grid = view.grid();
        QCOMPARE(grid->rowCount(), 5);
        QCOMPARE(grid->columnCount(), 4);
        QCOMPARE(grid->verticalHeaderItem(4)->text(), QStringLiteral("ESM+"));
        QCOMPARE(grid->horizontalHeaderItem(3)->text(), QStringLiteral("model_b\nFN %"));
        // As core's formatErrorRateTable (study_demo_test): model_a EX FP, FN;
        // ESM+ FN; model_b EX FN.
        QCOMPARE(grid->item(0, 0)->text(), QStringLiteral("33.9 [0.0, 71.7]"));
        QCOMPARE(grid->item(0, 1)->text(), QStringLiteral("23.7 [18.0, 29.5]"));
        QCOMPARE(grid->item(4, 1)->text(), QStringLiteral("12.7 [5.4, 20.0]"));
        QCOMPARE(grid->item(0, 3)->text(), QStringLiteral("14.2 [5.0, 23.3]"));
        // Every cell as core computes it ("–" where a metric has no verdict).
        const study::ErrorRateTable core =
            study::estimateErrorRates(feeder_.table, verdicts(), study::StrataDesign{});
        size_t notComputed = 0;
        for (size_t run = 0; run < 2; ++run)
            for (size_t m = 0; m < 5; ++m) {
                const study::MetricErrorRates& rate = core.runs[run].metrics[m];
                for (int side = 0; side < 2; ++side) {
                    const study::RateEstimate& e = side == 0 ? rate.fp : rate.fn;
                    const QString expected = rate.computed ? QStringLiteral("%1 [%2, %3]")
                                                                 .arg(100 * e.rate, 0, 'f', 1)
                                                                 .arg(100 * e.low, 0, 'f', 1)
                                                                 .arg(100 * e.high, 0, 'f', 1)
                                                           : QStringLiteral("–");
                    QCOMPARE(grid->item(int(m), int(2 * run) + side)->text(), expected);
                }
                notComputed += !rate.computed;
            }
        QCOMPARE(notComputed, size_t(0));  // the demo has every metric in both runs
        QCOMPARE(view.note()->text(),
                 QStringLiteral(
                     "<b>Stratified estimates</b>: FP and FN as % of all the run's "
                     "pairs (each labelled pair stands for its stratum), 95% "
                     "intervals.<br>model_a: 13 labelled of 59 pairs, 1 unsure left "
                     "out; left out: 1 pair(s) in 1 stratum/strata without labels<br>model_b: "
                     "15 labelled of 60 pairs, 0 unsure left out"));
        screenshot(view, QStringLiteral("study_error_rates"));

        // A click on model_b's ESM FN cell: model_b's pairs where ESM fails.
        QSignalSpy spy(&view, &ui::ErrorRateView::filterRequested);
        QTest::mouseClick(grid->viewport(), Qt::LeftButton, {},
                          grid->visualItemRect(grid->item(3, 3)).center());
        QCOMPARE(spy.count(), 1);
        const auto filter = spy.at(0).at(0).value<inspect::PairFilter>();
        QCOMPARE(filter.runs, std::set<size_t>{1});
        QVERIFY(filter.verdict.has_value());
        QCOMPARE(filter.verdict->column, inspect::kColumnEsm);
        QVERIFY(filter.verdict->verdict == inspect::CellVerdict::Fail);
        QVERIFY(!filter.verdict2.has_value());
        QVERIFY(grid->item(3, 3)->toolTip().contains(QStringLiteral("cannot select human")));
        QVERIFY(!view.filterAt(5, 0).has_value());  // outside the table: no filter
        QVERIFY(!view.filterAt(0, 4).has_value());

        // Plain rates: EX's FP on model_a is 3 of 13, Wilson [8.2, 50.3].
        view.setData(feeder_.table, verdicts(), std::nullopt);
        QCOMPARE(grid->item(0, 0)->text(), QStringLiteral("23.1 [8.2, 50.3]"));
        QVERIFY(view.note()->text().startsWith(QStringLiteral("<b>Plain rates</b>")));
        QVERIFY(view.note()->text().contains(
            QStringLiteral("model_a: 13 labelled pairs of 60, 1 unsure left out")));
    }

    void ablationChartDrawsCoresSeries() {
        schema::CatalogLoad load = schema::Catalog::fromTablesJson(demo_.layout.tablesFile);
        QVERIFY(load.ok());
        match::esm_plus::EsmPlusSchemas schemas(load.catalog, {demo_.layout.databaseDir});
        const study::RuleAblation core = study::ablateRules(feeder_.table, verdicts(), schemas);

        ui::AblationChart chart;
        chart.resize(900, 700);
        chart.show();
        QSignalSpy done(&chart, &ui::AblationChart::computed);
        chart.compute(feeder_.table, verdicts(), demo_.layout.tablesFile,
                      {demo_.layout.databaseDir});
        QVERIFY(chart.isComputing());
        QTRY_COMPARE_WITH_TIMEOUT(done.count(), 1, 30000);
        QVERIFY(!chart.isComputing());
        QCOMPARE(chart.ablation().truthNote, core.truthNote);
        QVERIFY(chart.lineView()->chart()->title().contains(
            QStringLiteral("truth: human verdicts on 28 pairs, otherwise EXE (92 pairs)")));
        const QList<QAbstractSeries*> lines = chart.lineView()->chart()->series();
        QCOMPARE(lines.size(), 2);
        for (int run = 0; run < 2; ++run) {
            auto* series = qobject_cast<QLineSeries*>(lines[run]);
            QVERIFY(series);
            QCOMPARE(series->name().toStdString(), core.runs[size_t(run)].runName);
            const QList<QPointF> points = series->points();
            QCOMPARE(points.size(), match::esm_plus::kRuleCount + 1);
            for (int k = 0; k <= match::esm_plus::kRuleCount; ++k) {
                QCOMPARE(points[k].x(), double(k));
                QCOMPARE(points[k].y(), core.runs[size_t(run)].series[size_t(k)].rate);
            }
        }
        // model_a: 19 of 52 false negatives with no rule, 7 with all twenty.
        QCOMPARE(qobject_cast<QLineSeries*>(lines[0])->points()[0].y(), 100.0 * 19 / 52);
        QCOMPARE(qobject_cast<QLineSeries*>(lines[0])->points()[20].y(), 100.0 * 7 / 52);
        const QList<QAbstractSeries*> bars = chart.barView()->chart()->series();
        QCOMPARE(bars.size(), 1);
        const QList<QBarSet*> sets = qobject_cast<QBarSeries*>(bars[0])->barSets();
        QCOMPARE(sets.size(), 2);
        for (int run = 0; run < 2; ++run) {
            QCOMPARE(sets[run]->count(), match::esm_plus::kRuleCount);
            for (int r = 0; r < match::esm_plus::kRuleCount; ++r)
                QCOMPARE(sets[run]->at(r), core.runs[size_t(run)].rules[size_t(r)].alone);
        }
        QCOMPARE(sets[0]->at(6), 100.0 * 4 / 52);  // rule 7 alone rescues 4 pairs
        // The FN axis ends on a round number: model_b starts at 100 %.
        auto* y = qobject_cast<QValueAxis*>(chart.lineView()->chart()->axes(Qt::Vertical).first());
        QVERIFY(y);
        QCOMPARE(y->max(), 100.0);
        QCOMPARE(y->tickCount(), 6);

        // A request made while one runs supersedes it: one result, the later one's.
        QSignalSpy again(&chart, &ui::AblationChart::computed);
        chart.compute(feeder_.table, verdicts(), demo_.layout.tablesFile,
                      {demo_.layout.databaseDir});
        chart.compute(feeder_.table, {}, demo_.layout.tablesFile, {demo_.layout.databaseDir});
        QTRY_COMPARE_WITH_TIMEOUT(again.count(), 1, 30000);
        QTest::qWait(200);
        QCOMPARE(again.count(), 1);
        QCOMPARE(chart.ablation().truthNote, std::string("truth: EXE (no human verdicts)"));
        QVERIFY(chart.lineView()->chart()->title().contains(
            QStringLiteral("truth: EXE (no human verdicts)")));

        // A catalog that cannot be read fails, and says so.
        QSignalSpy failed(&chart, &ui::AblationChart::failed);
        chart.compute(feeder_.table, {}, dir_.path().toStdString() + "/missing.json", {});
        QTRY_COMPARE_WITH_TIMEOUT(failed.count(), 1, 30000);
        QVERIFY(chart.status()->text().startsWith(QStringLiteral("Rule ablation failed")));
    }

    void panelExportsAndScreenshots() {
        ui::StudyPanel panel;
        panel.resize(980, 720);
        panel.show();
        panel.setTable(feeder_.table);
        panel.setAnnotations(verdicts(), study::StrataDesign{});
        panel.setAblationInputs(demo_.layout.tablesFile, {demo_.layout.databaseDir});
        QSignalSpy forwarded(&panel, &ui::StudyPanel::filterRequested);
        emit panel.confusionView()->filterRequested(inspect::PairFilter{});
        QCOMPARE(forwarded.count(), 1);

        const QString csv = dir_.path() + "/confusion.csv";
        QVERIFY(panel.exportCsv(csv));
        QCOMPARE(readAll(csv).toStdString(),
                 study::confusionTablesCsv(study::confusionTables(feeder_.table),
                                           feeder_.table.runNames()));
        // Every export carries its stamp beside it: the provider's facts, the
        // view and the file's SHA-256; an input is never overwritten.
        QVERIFY(QFile::exists(csv + ".meta.json"));  // stamped even without a provider
        inspect::ExportStamp given;
        given.version = "9.9.9";
        given.inputs = {{"gold", demo_.layout.goldFile, "abc"}};
        panel.setStampProvider([given] { return given; });
        QVERIFY(panel.exportCsv(csv));
        const QJsonObject stamp =
            QJsonDocument::fromJson(readAll(csv + ".meta.json").toUtf8()).object();
        QCOMPARE(stamp.value("format").toString(), QStringLiteral("sqlscope-study-export"));
        QCOMPARE(stamp.value("view").toString(), QStringLiteral("metric_vs_metric"));
        QCOMPARE(stamp.value("sqlscope_version").toString(), QStringLiteral("9.9.9"));
        QCOMPARE(stamp.value("file").toString(), QStringLiteral("confusion.csv"));
        QCOMPARE(stamp.value("file_sha256").toString().toStdString(),
                 util::sha256Hex(readAll(csv).toStdString()));
        QCOMPARE(stamp.value("inputs").toArray().size(), 1);
        const QString gold = QString::fromStdString(demo_.layout.goldFile);
        const QString goldBefore = readAll(gold);
        QVERIFY(!panel.exportCsv(gold));
        QVERIFY(panel.lastExportError().contains(QStringLiteral("gold")));
        QCOMPARE(readAll(gold), goldBefore);
        panel.tabs()->setCurrentIndex(ui::StudyPanel::MetricVsHuman);
        const QString tex = dir_.path() + "/rates.tex";
        QVERIFY(panel.exportLatex(tex));
        QCOMPARE(readAll(tex).toStdString(),
                 study::errorRateTableLatex(
                     study::estimateErrorRates(feeder_.table, verdicts(), study::StrataDesign{})));
        // Showing the ablation tab computes it in the background.
        QSignalSpy done(panel.ablationChart(), &ui::AblationChart::computed);
        panel.tabs()->setCurrentIndex(ui::StudyPanel::RuleAblation);
        QTRY_COMPARE_WITH_TIMEOUT(done.count(), 1, 30000);
        QVERIFY(!panel.exportLatex(dir_.path() + "/none.tex"));  // no table on this tab
        const QString series = dir_.path() + "/ablation.csv";
        QVERIFY(panel.exportCsv(series));
        QCOMPARE(readAll(series).toStdString(),
                 study::ablationCsv(panel.ablationChart()->ablation()));
        QVERIFY(readAll(series).contains(QStringLiteral("\nmodel_a,0,19,52,36.5385,,\n")));
        const QString png = dir_.path() + "/ablation.png";
        QVERIFY(panel.exportPng(png));
        QImage image(png);
        QVERIFY(image.width() > 500 && image.height() > 500);
        // SVG: well-formed XML, a vector drawing with the title and every
        // run's series name as text.
        const QString svg = dir_.path() + "/ablation.svg";
        QVERIFY(panel.exportSvg(svg));
        QFile svgFile(svg);
        QVERIFY(svgFile.open(QIODevice::ReadOnly));
        QXmlStreamReader xml(&svgFile);
        QStringList texts;
        int paths = 0;
        bool rootIsSvg = false;
        while (!xml.atEnd()) {
            if (xml.readNext() != QXmlStreamReader::StartElement) continue;
            if (!rootIsSvg && xml.name() == QLatin1String("svg")) rootIsSvg = true;
            if (xml.name() == QLatin1String("path") || xml.name() == QLatin1String("polyline"))
                ++paths;
            if (xml.name() == QLatin1String("text"))
                texts << xml.readElementText(QXmlStreamReader::IncludeChildElements).trimmed();
        }
        QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
        QVERIFY(rootIsSvg);
        QVERIFY(paths > 10);
        QVERIFY(texts.contains(QStringLiteral("model_a")));
        QVERIFY(texts.contains(QStringLiteral("model_b")));
        QVERIFY(texts.contains(
            QStringLiteral("Rule ablation: ESM+ false negatives as its rules are switched on")));
        if (const QByteArray shots = qgetenv("SQLSCOPE_SCREENSHOTS"); !shots.isEmpty()) {
            // The SVG as another program draws it (QSvgRenderer), to look at.
            QSvgRenderer renderer(svg);
            QImage drawn(renderer.defaultSize(), QImage::Format_ARGB32);
            drawn.fill(Qt::white);
            QPainter painter(&drawn);
            renderer.render(&painter);
            painter.end();
            drawn.save(QString::fromUtf8(shots) + "/ablation_svg.png");
        }
        panel.tabs()->setCurrentIndex(ui::StudyPanel::MetricVsHuman);
        const QString tableSvg = dir_.path() + "/rates.svg";
        QVERIFY(panel.exportSvg(tableSvg));
        QVERIFY(readAll(tableSvg).contains(QStringLiteral("<svg")));
        panel.tabs()->setCurrentIndex(ui::StudyPanel::RuleAblation);

        for (const bool dark : {false, true}) {
            if (dark) panel.setPalette(darkPalette());
            const QString suffix = dark ? QStringLiteral("_dark") : QStringLiteral("_light");
            for (int tab = 0; tab < 3; ++tab) {
                panel.tabs()->setCurrentIndex(tab);
                QCoreApplication::processEvents();
                screenshot(panel, QStringLiteral("study_tab%1").arg(tab) + suffix);
            }
        }
    }

private:
    // tests/core/study/study_demo_verdicts.h
    std::vector<annotate::PairAnnotation> verdicts() const {
        return testing::studyDemoVerdicts(feeder_.table);
    }
};

SQLSCOPE_TEST_SUITE(StudyViewsTest)
#include "study_views_test.moc"
