#include "ui/results/run_summary_panel.h"

#include <QEvent>
#include <QScrollBar>
#include <QTextBrowser>
#include <QUrl>
#include <QVBoxLayout>

#include "core/inspect/inspect_names.h"
#include "core/inspect/pair_table.h"
#include "core/inspect/run_summary.h"
#include "ui/i18n/core_text.h"

namespace sqlscope::ui {

namespace {

QString html(const std::string& s) {
    return QString::fromStdString(s).toHtmlEscaped();
}
// A fixed phrase of core (hardness, outcome, rule or preset name), translated.
QString coreHtml(std::string_view s) {
    return coreText(s).toHtmlEscaped();
}

QString percent(const std::optional<double>& value) {
    return value ? QString::number(*value, 'f', 1) + QStringLiteral("%")
                 : QStringLiteral("<span class=muted>\u2013</span>");
}

}  // namespace

RunSummaryPanel::RunSummaryPanel(QWidget* parent) : QWidget(parent) {
    browser_ = new QTextBrowser(this);
    browser_->setObjectName(QStringLiteral("runSummary"));
    browser_->setOpenLinks(false);
    browser_->setOpenExternalLinks(false);
    browser_->setFrameShape(QFrame::NoFrame);
    browser_->setHorizontalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    browser_->setMinimumWidth(220);
    browser_->document()->setDocumentMargin(3);
    connect(browser_, &QTextBrowser::anchorClicked, this, &RunSummaryPanel::linkActivated);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(browser_);
    applyStyleSheet();
    browser_->setHtml(QStringLiteral("<p class=muted>%1</p>").arg(tr("No results yet.")));
}

void RunSummaryPanel::applyStyleSheet() {
    const QPalette p = palette();
    const QString muted = p.color(QPalette::PlaceholderText).name();
    const QString link = p.color(QPalette::Link).name();
    const QString rule = p.color(QPalette::Mid).name();
    browser_->document()->setDefaultStyleSheet(
        QStringLiteral(
            "a { color: %1; text-decoration: none; font-weight: 600; }"
            ".muted { color: %2; }"
            "a.current { text-decoration: underline; }"
            "h3 { margin-top: 10px; margin-bottom: 2px; }"
            "h4 { margin-top: 8px; margin-bottom: 1px; color: %2; font-weight: 600; }"
            "th { color: %2; font-weight: normal; text-align: right; border-bottom: 1px solid %3; }"
            "th.l { text-align: left; }"
            "td { padding-right: 2px; }"
            "td.n { text-align: right; }")
            .arg(link, muted, rule));
}

void RunSummaryPanel::changeEvent(QEvent* event) {
    if (event->type() == QEvent::PaletteChange) applyStyleSheet();
    QWidget::changeEvent(event);
}

void RunSummaryPanel::refresh(const inspect::PairTable& table) {
    summaries_.clear();
    for (size_t run = 0; run < table.runCount(); ++run)
        summaries_.push_back(inspect::summarizeRun(table, run));
    if (currentRun_ >= summaries_.size()) currentRun_ = 0;
    render();
}

void RunSummaryPanel::setCurrentRun(size_t run) {
    if (run == currentRun_ || run >= summaries_.size()) return;
    currentRun_ = run;
    render();
}

// Every run's headline (a line each), then the current run's detail: one
// run's document keeps the redraw short (a few ms) however many runs there are.
void RunSummaryPanel::render() {
    filters_.clear();
    // A count as a link to its filter; zero as plain, muted text.
    auto count = [this](const inspect::FilteredCount& c) -> QString {
        if (c.count == 0) return QStringLiteral("<span class=muted>0</span>");
        filters_.push_back(c.filter);
        return QStringLiteral("<a href=\"filter:%1\">%2</a>").arg(filters_.size() - 1).arg(c.count);
    };
    auto headline = [](const inspect::RunSummary& s, size_t column) -> QString {
        for (const inspect::MetricSummary& m : s.metrics)
            if (m.column == column) return percent(m.mean);
        return percent(std::nullopt);
    };
    QString out;
    if (summaries_.size() > 1) {
        out += QStringLiteral(
                   "<h3>%1</h3><table width=\"99%\" cellspacing=0 cellpadding=1><tr>"
                   "<th class=l>%2</th><th>%3</th><th>EX</th><th>ESM+</th></tr>")
                   .arg(tr("Runs"), tr("Run"), tr("Pairs"));
        for (const inspect::RunSummary& s : summaries_) {
            const bool current = s.run == currentRun_;
            out += QStringLiteral(
                       "<tr><td>%1<a href=\"run:%2\"%3>%4</a></td><td class=n>%5</td>"
                       "<td class=n>%6</td><td class=n>%7</td></tr>")
                       .arg(current ? QStringLiteral("▸ ") : QString())
                       .arg(s.run)
                       .arg(current ? QStringLiteral(" class=current") : QString())
                       .arg(html(s.name), count(s.pairs), headline(s, inspect::kColumnEx),
                            headline(s, inspect::kColumnEsmPlus));
        }
        out += QStringLiteral("</table>");
    }
    for (const inspect::RunSummary& s : summaries_) {
        if (s.run != currentRun_) continue;
        out += QStringLiteral(
                   "<h3>%1 <span class=muted style=\"font-weight:normal\">\u00b7 %2 %3</span></h3>")
                   .arg(html(s.name), count(s.pairs), tr("pairs"));
        if (s.pairs.count == 0) continue;

        QStringList notComputed;
        out += QStringLiteral(
                   "<table width=\"99%\" cellspacing=0 cellpadding=1><tr><th class=l>%1</th>"
                   "<th>%2</th><th>\u2713</th><th>\u2248</th><th>\u2717</th><th>%3</th></tr>")
                   .arg(tr("Metric"), tr("Mean"), coreHtml("n/a"));
        for (const inspect::MetricSummary& m : s.metrics) {
            if (m.withVerdict == 0) {
                notComputed << html(m.label);
                continue;
            }
            const QString mean = m.binary ? percent(m.mean) : QString::number(*m.mean, 'f', 2);
            out += QStringLiteral(
                       "<tr><td>%1</td><td class=n>%2</td><td class=n>%3</td>"
                       "<td class=n>%4</td><td class=n>%5</td><td class=n>%6</td></tr>")
                       .arg(html(m.label), mean, count(m.pass),
                            m.binary ? QString() : count(m.partial), count(m.fail),
                            count(m.noVerdict));
        }
        out += QStringLiteral("</table>");
        if (!notComputed.isEmpty())
            out += QStringLiteral("<p class=muted style=\"margin-top:2px\">%1 %2</p>")
                       .arg(tr("Not computed:"), notComputed.join(QStringLiteral(", ")));

        // Each metric against the gold and against any accepted gold
        // (docs/metrics/alternate-golds.md): "EX 41 → 43 of 60".
        if (s.alternatePairs > 0) {
            out +=
                QStringLiteral(
                    "<h4 title=\"%1\">%2 <span class=muted style=\"font-weight:normal\">"
                    "\u00b7 %3</span></h4><table width=\"99%\" cellspacing=0 cellpadding=1>"
                    "<tr><th class=l>%4</th><th>%5</th><th>%6</th><th>%7</th></tr>")
                    .arg(
                        tr("A pass against any accepted gold: the gold or one of the "
                           "question's alternate golds"),
                        tr("With alternate golds"),
                        tr("alternates on %1 of %2 pairs").arg(s.alternatePairs).arg(s.pairs.count),
                        tr("Metric"), tr("Pass"), tr("of"), tr("Changed"));
            for (const inspect::MetricSummary& m : s.metrics) {
                if (m.withVerdict == 0 && m.withVerdictAnyGold == 0) continue;
                out += QStringLiteral(
                           "<tr><td>%1</td><td class=n>%2 \u2192 %3</td><td class=n>%4</td>"
                           "<td class=n>%5</td></tr>")
                           .arg(html(m.label), count(m.pass), count(m.passAnyGold))
                           .arg(m.withVerdictAnyGold)
                           .arg(count(m.changed));
            }
            out += QStringLiteral("</table>");
        }

        // The counterexample search (docs/metrics/exc.md): EXC and the
        // sqlscope verdict, and where the search left the pairs.
        if (s.counterexamples) {
            const inspect::CounterexampleSummary& c = *s.counterexamples;
            out +=
                QStringLiteral(
                    "<h4 title=\"%1\">%2</h4><table width=\"99%\" cellspacing=0 "
                    "cellpadding=1><tr><th class=l>%3</th><th>%4</th><th>\u2713</th>"
                    "<th>\u2717</th><th>%5</th></tr>")
                    .arg(tr("EXC: the checked metric passes and no database found tells the "
                            "queries apart; sqlscope: ESM+ (strict) accepts, or EXC passes"),
                         tr("Counterexample search"), tr("Verdict"), tr("Rate"), coreHtml("n/a"));
            out += QStringLiteral(
                       "<tr><td>EXC</td><td class=n>%1</td><td class=n>%2</td><td class=n>%3</td>"
                       "<td class=n>%4</td></tr>")
                       .arg(percent(c.excRate), count(c.excPass), count(c.excFail),
                            count(c.excNoVerdict));
            out += QStringLiteral(
                       "<tr><td>sqlscope</td><td class=n>%1</td><td class=n>%2</td>"
                       "<td class=n>%3</td><td></td></tr>")
                       .arg(percent(c.sqlscopeRate), count(c.sqlscopePass), count(c.sqlscopeFail));
            out += QStringLiteral("</table><table width=\"99%\" cellspacing=0 cellpadding=1>");
            const std::pair<QString, const inspect::FilteredCount*> rows[] = {
                {tr("counterexample found"), &c.found},
                {tr("none within the budget"), &c.none},
                {tr("not applicable"), &c.notApplicable},
                {tr("not searched"), &c.notSearched}};
            for (const auto& [label, counted] : rows)
                out += QStringLiteral("<tr><td>%1</td><td class=n>%2</td></tr>")
                           .arg(label.toHtmlEscaped(), count(*counted));
            out += QStringLiteral("</table>");
        }

        out += QStringLiteral(
                   "<h4>%1</h4><table width=\"99%\" cellspacing=0 cellpadding=1><tr>"
                   "<th class=l>%2</th><th>%3</th><th>EX</th><th>ESM+</th></tr>")
                   .arg(tr("By hardness"), tr("Level"), tr("Pairs"));
        for (const inspect::HardnessSummary& h : s.hardness) {
            if (h.pairs.count == 0 && h.hardness < 0) continue;  // no unscored pairs: no row
            out += QStringLiteral(
                       "<tr><td>%1</td><td class=n>%2</td><td class=n>%3</td>"
                       "<td class=n>%4</td></tr>")
                       .arg(coreHtml(h.pairs.label), count(h.pairs), percent(h.exAccuracy),
                            percent(h.esmPlusAccuracy));
        }
        out += QStringLiteral("</table>");

        out += QStringLiteral("<h4>%1</h4><table width=\"99%\" cellspacing=0 cellpadding=1>")
                   .arg(tr("Execution outcomes"));
        for (const inspect::FilteredCount& o : s.outcomes)
            out += QStringLiteral("<tr><td>%1</td><td class=n>%2</td></tr>")
                       .arg(coreHtml(o.label), count(o));
        out += QStringLiteral("</table>");

        if (!s.rescues.empty()) {
            out += QStringLiteral("<h4>%1</h4><table width=\"99%\" cellspacing=0 cellpadding=1>")
                       .arg(tr("Rescued by ESM+ rules"));
            for (const inspect::RuleRescue& r : s.rescues)
                out += QStringLiteral("<tr><td>%1&nbsp;%2</td><td class=n valign=top>%3</td></tr>")
                           .arg(r.rule)
                           .arg(coreHtml(r.name), count(r.pairs));
            out += QStringLiteral("</table>");
        }

        out += QStringLiteral("<h4>%1</h4><table width=\"99%\" cellspacing=0 cellpadding=1>")
                   .arg(tr("Disagreements"));
        for (size_t d = 0; d < s.disagreements.size(); ++d)
            out +=
                QStringLiteral("<tr><td title=\"%1\">%2</td><td class=n valign=top>%3</td></tr>")
                    .arg(
                        coreHtml(inspect::presetInfo(s.disagreements[d].filter.preset).description),
                        coreHtml(s.disagreements[d].label), count(s.disagreements[d]));
        out += QStringLiteral("</table>");
    }
    if (summaries_.empty())
        out = QStringLiteral("<p class=muted>%1</p>").arg(tr("No results yet."));

    QScrollBar* bar = browser_->verticalScrollBar();
    const int position = bar->value();
    browser_->setHtml(out);
    bar->setValue(position);
}

void RunSummaryPanel::linkActivated(const QUrl& url) {
    if (url.scheme() == QLatin1String("run")) {
        bool ok = false;
        const size_t run = url.path().toULongLong(&ok);
        if (ok) setCurrentRun(run);
        emit runChosen(run);
        return;
    }
    if (url.scheme() != QLatin1String("filter")) return;
    bool ok = false;
    const size_t index = url.path().toULongLong(&ok);
    if (ok && index < filters_.size()) emit filterRequested(filters_[index]);
}

}  // namespace sqlscope::ui
