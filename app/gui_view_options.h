// The window's view options (docs/gui.md, "Command line"): what to show
// once the evaluation is done -- grouping, a filter preset, the cross-run
// view, a tab of the pair view, a rule -- and `--screenshot`, which renders
// the settled window (or the sample dialog) to a PNG and exits. scripts/screenshots uses them.
#pragma once

#include <QCommandLineOption>
#include <QSize>
#include <QString>

class QCommandLineParser;

namespace sqlscope::ui {
class MainWindow;
}

struct ViewOptionNames {
    QCommandLineOption groupByQuestion{QStringLiteral("group-by-question")};
    QCommandLineOption crossRun{QStringLiteral("cross-run")};
    QCommandLineOption tab{QStringLiteral("tab")};
    QCommandLineOption rule{QStringLiteral("select-rule")};
    QCommandLineOption preset{QStringLiteral("preset")};
    QCommandLineOption filter{QStringLiteral("filter")};
    QCommandLineOption size{QStringLiteral("size")};
    QCommandLineOption screenshot{QStringLiteral("screenshot")};
    QCommandLineOption study{QStringLiteral("study")};
    QCommandLineOption studySample{QStringLiteral("study-sample")};
    // The gold audit (docs/gui-audit.md).
    QCommandLineOption audit{QStringLiteral("audit")};
    QCommandLineOption counterexamples{QStringLiteral("counterexamples")};
};

struct ViewOptions {
    bool groupByQuestion = false;
    bool crossRun = false;
    QString tab;     // components, rules, results, linking
    int rule = -1;   // row of the Rules tab to select
    QString preset;  // a disagreement preset's name
    QString filter;  // free text
    QSize size{1400, 900};
    QString screenshot;
    int study = -1;  // the FP/FN area's tab: 0 metric vs metric, 1 vs human, 2 ablation
    // --study-sample N: opens Study > Draw Labelling Sample with N pairs per
    // stratum (seed 1); the screenshot is of the dialog. 0: not opened.
    int samplePerCell = 0;
    // --audit: Study > Audit Gold Queries…, the first flag selected once the
    // audit is done (the screenshot waits for it).
    bool audit = false;
    // --counterexamples MS: the counterexample search after the evaluation
    // (EX, MS ms a pair, seed 1; docs/gui.md#counterexamples). 0: as the
    // settings say (off).
    int counterexampleBudgetMs = 0;
};

ViewOptionNames addViewOptions(QCommandLineParser& parser);
// An error message for a malformed value; empty when every option is fine.
QString readViewOptions(const QCommandLineParser& parser, const ViewOptionNames& names,
                        ViewOptions& options);
// Applies the options once the window has settled, then takes the screenshot.
void applyViewOptions(sqlscope::ui::MainWindow& window, const ViewOptions& options);
