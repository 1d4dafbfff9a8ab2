#include "app/gui_view_options.h"

#include <QAbstractItemView>
#include <QApplication>
#include <QCommandLineParser>
#include <QCoreApplication>
#include <QItemSelectionModel>
#include <QPixmap>
#include <QTabWidget>
#include <QTableWidget>
#include <QTimer>
#include <cstdio>
#include <optional>

#include "core/inspect/pair_filter.h"
#include "ui/audit/audit_panel.h"
#include "ui/main_window.h"
#include "ui/pair/pair_view.h"
#include "ui/pair/rule_list.h"
#include "ui/results/filter_bar.h"
#include "ui/study/ablation_chart.h"
#include "ui/study/sample_dialog.h"
#include "ui/study/study_panel.h"

namespace {

// A disagreement preset by its key ("ex_pass_esm_plus_fail", ...).
std::optional<sqlscope::inspect::DisagreementPreset> parsePreset(const QString& key) {
    for (const sqlscope::inspect::PresetInfo& info : sqlscope::inspect::disagreementPresets())
        if (QString::fromUtf8(info.key.data(), int(info.key.size())) == key) return info.preset;
    return std::nullopt;
}

QString presetKeys() {
    QStringList keys;
    for (const sqlscope::inspect::PresetInfo& info : sqlscope::inspect::disagreementPresets())
        if (info.preset != sqlscope::inspect::DisagreementPreset::None)
            keys << QString::fromUtf8(info.key.data(), int(info.key.size()));
    return keys.join(QStringLiteral(", "));
}

}  // namespace

ViewOptionNames addViewOptions(QCommandLineParser& parser) {
    ViewOptionNames names;
    names.groupByQuestion.setDescription(
        QStringLiteral("Show one row per question, a column group per run."));
    names.crossRun.setDescription(QStringLiteral("Show the selected question across runs."));
    names.tab.setDescription(
        QStringLiteral("Pair view tab: components, rules, results or linking."));
    names.tab.setValueName(QStringLiteral("NAME"));
    names.rule.setDescription(
        QStringLiteral("Select the Nth (0-based) rule event of the Rules tab."));
    names.rule.setValueName(QStringLiteral("N"));
    names.preset.setDescription(QStringLiteral("Filter preset (see docs/gui-results.md)."));
    names.preset.setValueName(QStringLiteral("NAME"));
    names.filter.setDescription(
        QStringLiteral("Free-text filter over question and both SQL texts."));
    names.filter.setValueName(QStringLiteral("TEXT"));
    names.size.setDescription(QStringLiteral("Window size (default 1400x900)."));
    names.size.setValueName(QStringLiteral("WxH"));
    names.screenshot.setDescription(QStringLiteral(
        "Once evaluated and the pair explained, save the window as a PNG and exit."));
    names.screenshot.setValueName(QStringLiteral("FILE.png"));
    names.study.setDescription(
        QStringLiteral("Show the FP/FN tables: metric-vs-metric, metric-vs-human or ablation."));
    names.study.setValueName(QStringLiteral("VIEW"));
    names.studySample.setDescription(QStringLiteral(
        "Open Study > Draw Labelling Sample with N pairs per stratum (the screenshot shows it)."));
    names.studySample.setValueName(QStringLiteral("N"));
    // The gold audit.
    names.audit.setDescription(
        QStringLiteral("Open Study > Audit Gold Queries… and select the first flag once audited."));
    names.counterexamples.setDescription(
        QStringLiteral("Search counterexamples after the evaluation: EX, MS ms a pair, seed 1."));
    names.counterexamples.setValueName(QStringLiteral("MS"));
    for (const QCommandLineOption* option :
         {&names.audit, &names.counterexamples, &names.study, &names.studySample,
          &names.groupByQuestion, &names.crossRun, &names.tab, &names.rule, &names.preset,
          &names.filter, &names.size, &names.screenshot})
        parser.addOption(*option);
    return names;
}

QString readViewOptions(const QCommandLineParser& parser, const ViewOptionNames& names,
                        ViewOptions& options) {
    options.groupByQuestion = parser.isSet(names.groupByQuestion);
    options.crossRun = parser.isSet(names.crossRun);
    options.tab = parser.value(names.tab).toLower();
    if (!options.tab.isEmpty() &&
        !QStringList{QStringLiteral("components"), QStringLiteral("rules"),
                     QStringLiteral("results"), QStringLiteral("linking")}
             .contains(options.tab))
        return QStringLiteral("--tab: components, rules, results or linking");
    if (parser.isSet(names.rule)) {
        bool ok = false;
        options.rule = parser.value(names.rule).toInt(&ok);
        if (!ok || options.rule < 0) return QStringLiteral("--select-rule needs a number >= 0");
    }
    options.preset = parser.value(names.preset);
    if (!options.preset.isEmpty() && !parsePreset(options.preset))
        return QStringLiteral("--preset: unknown preset '%1' (%2)")
            .arg(options.preset, presetKeys());
    options.filter = parser.value(names.filter);
    if (parser.isSet(names.size)) {
        const QStringList parts = parser.value(names.size).split(QLatin1Char('x'));
        bool w = false, h = false;
        if (parts.size() == 2) options.size = QSize(parts[0].toInt(&w), parts[1].toInt(&h));
        if (!w || !h || options.size.width() < 400 || options.size.height() < 300)
            return QStringLiteral("--size needs WxH, at least 400x300");
    }
    options.screenshot = parser.value(names.screenshot);
    if (parser.isSet(names.study)) {
        const QStringList views{QStringLiteral("metric-vs-metric"),
                                QStringLiteral("metric-vs-human"), QStringLiteral("ablation")};
        options.study = int(views.indexOf(parser.value(names.study)));
        if (options.study < 0)
            return QStringLiteral("--study: metric-vs-metric, metric-vs-human or ablation");
    }
    if (parser.isSet(names.studySample)) {
        bool ok = false;
        options.samplePerCell = parser.value(names.studySample).toInt(&ok);
        if (!ok || options.samplePerCell < 1)
            return QStringLiteral("--study-sample needs a number >= 1");
    }
    options.audit = parser.isSet(names.audit);  // the gold audit
    if (parser.isSet(names.counterexamples)) {
        bool ok = false;
        options.counterexampleBudgetMs = parser.value(names.counterexamples).toInt(&ok);
        if (!ok || options.counterexampleBudgetMs < 1)
            return QStringLiteral("--counterexamples needs a budget in ms >= 1");
    }
    return {};
}

namespace {

void selectTab(sqlscope::ui::PairView& view, const QString& name) {
    // The tab's English title ("rules" -> "Rules"), as the window shows it
    // in its language (--lang).
    const QByteArray english = (name.left(1).toUpper() + name.mid(1)).toUtf8();
    const QString shown =
        QCoreApplication::translate("sqlscope::ui::PairView", english.constData()).toLower();
    QTabWidget* tabs = view.tabs();
    for (int i = 0; i < tabs->count(); ++i)
        if (tabs->tabText(i).remove(QLatin1Char('&')).toLower().startsWith(shown))
            tabs->setCurrentIndex(i);
}

// Selects the row of the Rules tab, which fills the rule's spans in the editor.
void selectRule(sqlscope::ui::PairView& view, int event) {
    QTableWidget* rules = view.ruleList()->table();
    if (event < rules->rowCount()) rules->selectRow(event);
}

void saveAndQuit(sqlscope::ui::MainWindow& window, const QString& path) {
    // One more turn of the event loop so the last layout and paint happen.
    QTimer::singleShot(400, &window, [&window, path] {
        // The sample dialog when it is open (--study-sample), else the window.
        QWidget* shown = window.findChild<sqlscope::ui::SampleDialog*>();
        if (!shown) shown = &window;
        const bool saved = shown->grab().save(path, "PNG");
        if (!saved) std::fprintf(stderr, "sqlscope: cannot write %s\n", qPrintable(path));
        QApplication::exit(saved ? 0 : 1);
    });
}

}  // namespace

void applyViewOptions(sqlscope::ui::MainWindow& window, const ViewOptions& options) {
    // Before the benchmark's evaluation starts (the demo is written first,
    // off the GUI thread): its search follows it.
    if (options.counterexampleBudgetMs > 0) {
        sqlscope::counterexample::CounterexampleSettings cx;
        cx.enabled = true;
        cx.budgetMs = options.counterexampleBudgetMs;
        window.setCounterexampleSettings(cx);
    }
    window.whenSettled([&window, options] {
        if (options.groupByQuestion) window.setGroupedByQuestion(true);
        if (!options.preset.isEmpty() || !options.filter.isEmpty()) {
            sqlscope::inspect::PairFilter filter = window.filterBar()->filter();
            if (!options.preset.isEmpty()) filter.preset = *parsePreset(options.preset);
            filter.text = options.filter.toStdString();
            window.applyFilterFromOutside(filter);
        }
        if (options.crossRun) window.showCrossRun(true);
        if (options.samplePerCell > 0) {
            if (sqlscope::ui::SampleDialog* dialog = window.openSampleDialog()) {
                sqlscope::study::SampleOptions sample = dialog->options();
                sample.perCell = size_t(options.samplePerCell);
                dialog->setOptions(sample);
            }
        }
        if (options.study >= 0) {
            window.pairArea()->setCurrentIndex(2);
            window.studyPanel()->tabs()->setCurrentIndex(options.study);
        }
        if (options.audit) window.openAudit();  // the gold audit
        window.whenSettled([&window, options] {
            if (!options.tab.isEmpty()) selectTab(*window.pairView(), options.tab);
            if (options.rule >= 0) selectRule(*window.pairView(), options.rule);
            if (options.screenshot.isEmpty()) return;
            // The ablation is computed on a worker thread when its tab shows.
            if (options.study == sqlscope::ui::StudyPanel::RuleAblation) {
                auto* poll = new QTimer(&window);
                QObject::connect(poll, &QTimer::timeout, &window,
                                 [poll, &window, path = options.screenshot] {
                                     if (window.studyPanel()->ablationChart()->isComputing())
                                         return;
                                     poll->stop();
                                     saveAndQuit(window, path);
                                 });
                poll->start(100);
                return;
            }
            // The gold audit runs on a worker thread: wait for it, show the first flag.
            if (options.audit) {
                auto* poll = new QTimer(&window);
                QObject::connect(poll, &QTimer::timeout, &window,
                                 [poll, &window, path = options.screenshot] {
                                     sqlscope::ui::AuditPanel* audit = window.auditPanel();
                                     if (audit->isAuditing() || !audit->auditRun()) return;
                                     poll->stop();
                                     audit->selectFlag(0);
                                     saveAndQuit(window, path);
                                 });
                poll->start(100);
                return;
            }
            saveAndQuit(window, options.screenshot);
        });
    });
}
