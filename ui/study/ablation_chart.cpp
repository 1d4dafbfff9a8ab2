#include "ui/study/ablation_chart.h"

#include <QBuffer>

#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QEvent>
#include <QGraphicsScene>
#include <QLabel>
#include <QLineSeries>
#include <QPainter>
#include <QSvgGenerator>
#include <QVBoxLayout>
#include <QValueAxis>
#include <QtConcurrent/QtConcurrentRun>
#include <algorithm>
#include <cmath>

#include "core/inspect/pair_table.h"
#include "core/match/esm_plus/esm_plus_schemas.h"
#include "core/schema/catalog.h"

namespace sqlscope::ui {

namespace {

// Okabe-Ito, in an order that stays apart on a light and on a dark chart.
QColor seriesColor(size_t i, bool dark) {
    static const QColor light[] = {QColor(0x00, 0x72, 0xB2), QColor(0xD5, 0x5E, 0x00),
                                   QColor(0x00, 0x9E, 0x73), QColor(0xCC, 0x79, 0xA7),
                                   QColor(0xE6, 0x9F, 0x00), QColor(0x56, 0xB4, 0xE9),
                                   QColor(0x00, 0x00, 0x00), QColor(0x99, 0x99, 0x99)};
    static const QColor onDark[] = {QColor(0x56, 0xB4, 0xE9), QColor(0xE6, 0x9F, 0x00),
                                    QColor(0x00, 0x9E, 0x73), QColor(0xCC, 0x79, 0xA7),
                                    QColor(0xF0, 0xE4, 0x42), QColor(0xD5, 0x5E, 0x00),
                                    QColor(0xEE, 0xEE, 0xEE), QColor(0x99, 0x99, 0x99)};
    // Eight apart (seven Spider dev runs each get their own), then again.
    return (dark ? onDark : light)[i % 8];
}

bool isDark(const QPalette& palette) {
    return palette.color(QPalette::Window).lightness() < 128;
}

QChartView* makeView(QWidget* parent) {
    auto* view = new QChartView(new QChart, parent);
    view->setRenderHint(QPainter::Antialiasing);
    view->setMinimumHeight(260);
    return view;
}

}  // namespace

AblationChart::AblationChart(QWidget* parent) : QWidget(parent) {
    status_ = new QLabel(this);
    status_->setObjectName(QStringLiteral("ablationStatus"));
    status_->setWordWrap(true);
    lineView_ = makeView(this);
    lineView_->setObjectName(QStringLiteral("ablationLine"));
    barView_ = makeView(this);
    barView_->setObjectName(QStringLiteral("ablationBars"));
    watcher_ = new QFutureWatcher<AblationResult>(this);
    connect(watcher_, &QFutureWatcherBase::finished, this, &AblationChart::finished);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(status_);
    layout->addWidget(lineView_, 3);
    layout->addWidget(barView_, 2);
    status_->setText(tr("No ablation computed yet."));
    render();
}

AblationChart::~AblationChart() {
    watcher_->disconnect(this);
    watcher_->waitForFinished();
}

void AblationChart::compute(const inspect::PairTable& table,
                            std::vector<annotate::PairAnnotation> human, std::string tablesFile,
                            std::vector<std::string> databaseDirs, study::AblationOptions options) {
    if (running_) {
        status_->setText(tr("Computing the rule ablation…"));
        // finished() starts the latest request once the running one ends.
        pending_ = [this, &table, human = std::move(human), tablesFile = std::move(tablesFile),
                    databaseDirs = std::move(databaseDirs), options]() mutable {
            compute(table, std::move(human), std::move(tablesFile), std::move(databaseDirs),
                    options);
        };
        return;
    }
    status_->setText(tr("Computing the rule ablation…"));
    running_ = true;
    const inspect::PairTable* t = &table;
    watcher_->setFuture(
        QtConcurrent::run([t, human = std::move(human), tablesFile = std::move(tablesFile),
                           dirs = std::move(databaseDirs), options] {
            AblationResult out;
            schema::CatalogLoad load = schema::Catalog::fromTablesJson(tablesFile);
            if (!load.ok()) {
                out.error = load.error;
                return out;
            }
            match::esm_plus::EsmPlusSchemas schemas(load.catalog, dirs);
            out.ablation = study::ablateRules(*t, human, schemas, options);
            return out;
        }));
}

bool AblationChart::isComputing() const {
    return running_ || bool(pending_);
}

void AblationChart::finished() {
    running_ = false;
    AblationResult result = watcher_->result();
    if (pending_) {  // a newer request came while this one ran: drop this result
        auto next = std::move(pending_);
        pending_ = nullptr;
        next();
        return;
    }
    if (!result.error.empty()) {
        status_->setText(tr("Rule ablation failed: %1").arg(QString::fromStdString(result.error)));
        emit failed(QString::fromStdString(result.error));
        return;
    }
    setAblation(std::move(result.ablation));
    emit computed();
}

// RuleAblation::truthNote in the window's language (the same two phrasings).
QString AblationChart::truthText() const {
    if (ablation_.truthNote.empty()) return {};
    if (ablation_.humanTruths == 0) return tr("truth: EXE (no human verdicts)");
    return tr("truth: human verdicts on %1 pairs, otherwise EXE (%2 pairs)")
        .arg(ablation_.humanTruths)
        .arg(ablation_.exeTruths);
}

void AblationChart::setAblation(study::RuleAblation ablation) {
    ablation_ = std::move(ablation);
    QStringList lines;
    lines << truthText();
    for (const study::RunAblation& r : ablation_.runs) {
        QString line = tr("%1: FN rate over %2 pairs judged equivalent (%3 by a human, %4 by EXE)")
                           .arg(QString::fromStdString(r.runName))
                           .arg(r.equivalent)
                           .arg(r.byHuman)
                           .arg(r.byExe);
        if (r.withoutTruth + r.unscored)
            line += tr("; %1 left out (no truth or not scored by ESM+)")
                        .arg(r.withoutTruth + r.unscored);
        lines << line;
    }
    status_->setText(lines.join(QLatin1Char('\n')));
    render();
}

void AblationChart::changeEvent(QEvent* event) {
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange) render();
}

void AblationChart::render() {
    const bool dark = isDark(palette());
    const QString truth = truthText();

    // The line chart: FN % against k.
    auto* line = new QChart;
    line->setTheme(dark ? QChart::ChartThemeDark : QChart::ChartThemeLight);
    line->setTitle(
        tr("ESM+ false-negative rate as rules 1..k are switched on") +
        (truth.isEmpty() ? QString() : QStringLiteral("<br><small>%1</small>").arg(truth)));
    double top = 0;
    for (size_t i = 0; i < ablation_.runs.size(); ++i) {
        const study::RunAblation& r = ablation_.runs[i];
        auto* series = new QLineSeries;
        series->setName(QString::fromStdString(r.runName));
        for (const study::AblationPoint& p : r.series) {
            series->append(p.rules, p.rate);
            top = std::max(top, p.rate);
        }
        QPen pen(seriesColor(i, dark));
        pen.setWidthF(2.5);
        series->setPen(pen);
        series->setPointsVisible(true);
        line->addSeries(series);
    }
    auto* x = new QValueAxis;
    x->setRange(0, match::esm_plus::kRuleCount);
    x->setTickCount(match::esm_plus::kRuleCount + 1);
    x->setLabelFormat(QStringLiteral("%d"));
    x->setTitleText(tr("k: rules 1..k on"));
    auto* y = new QValueAxis;
    // Round ticks: every 10 points up to 50, every 20 above; 0..100 at most.
    const double step = top > 50 ? 20 : 10;
    const double upper = std::max(step, std::min(100.0, std::ceil(top / step) * step));
    y->setRange(0, upper);
    y->setTickCount(int(upper / step) + 1);
    y->setLabelFormat(QStringLiteral("%.0f"));
    y->setTitleText(tr("FN rate (%)"));
    line->addAxis(x, Qt::AlignBottom);
    line->addAxis(y, Qt::AlignLeft);
    for (QAbstractSeries* s : line->series()) {
        s->attachAxis(x);
        s->attachAxis(y);
    }
    line->legend()->setAlignment(Qt::AlignRight);
    QChart* oldLine = lineView_->chart();
    lineView_->setChart(line);
    delete oldLine;

    // The bars: each rule's own contribution.
    auto* bars = new QChart;
    bars->setTheme(dark ? QChart::ChartThemeDark : QChart::ChartThemeLight);
    bars->setTitle(
        tr("Each rule alone: FN points it rescues (FN rate with no rule minus with "
           "the rule alone)"));
    auto* barSeries = new QBarSeries;
    double low = 0, high = 0;
    for (size_t i = 0; i < ablation_.runs.size(); ++i) {
        const study::RunAblation& r = ablation_.runs[i];
        auto* set = new QBarSet(QString::fromStdString(r.runName));
        set->setColor(seriesColor(i, dark));
        set->setBorderColor(seriesColor(i, dark));
        for (const study::RuleContribution& c : r.rules) {
            *set << c.alone;
            low = std::min(low, c.alone);
            high = std::max(high, c.alone);
        }
        barSeries->append(set);
    }
    bars->addSeries(barSeries);
    auto* rules = new QBarCategoryAxis;
    for (int k = 1; k <= match::esm_plus::kRuleCount; ++k)
        rules->append(QString::number(k));
    rules->setTitleText(tr("rule"));
    auto* points = new QValueAxis;
    points->setRange(std::floor(low), high > 0 ? std::ceil(high + 0.01) : 1);
    // Whole-number ticks (0, 2, 4, ...), not a fixed count of fractional ones.
    points->applyNiceNumbers();
    points->setLabelFormat(QStringLiteral("%.0f"));
    points->setTitleText(tr("points"));
    bars->addAxis(rules, Qt::AlignBottom);
    bars->addAxis(points, Qt::AlignLeft);
    barSeries->attachAxis(rules);
    barSeries->attachAxis(points);
    bars->legend()->setAlignment(Qt::AlignRight);
    QChart* oldBars = barView_->chart();
    barView_->setChart(bars);
    delete oldBars;
}

QByteArray AblationChart::pngBytes() {
    QByteArray bytes;
    QBuffer buffer(&bytes);
    if (!buffer.open(QIODevice::WriteOnly) || !grab().save(&buffer, "PNG")) return {};
    return bytes;
}

QByteArray AblationChart::svgBytes(const QString& title) {
    const QSize line = lineView_->size(), bar = barView_->size();
    const int titleHeight = 2 * fontMetrics().height();
    const int width = std::max(line.width(), bar.width());
    QByteArray bytes;
    QBuffer buffer(&bytes);
    QSvgGenerator svg;
    svg.setOutputDevice(&buffer);
    svg.setTitle(title);
    svg.setDescription(QString::fromStdString(ablation_.truthNote));
    svg.setSize(QSize(width, titleHeight + line.height() + bar.height()));
    svg.setViewBox(QRect(0, 0, width, titleHeight + line.height() + bar.height()));
    QPainter painter;
    if (!painter.begin(&svg)) return {};
    painter.fillRect(QRect(0, 0, width, titleHeight + line.height() + bar.height()),
                     palette().color(QPalette::Window));
    QFont font = painter.font();
    font.setBold(true);
    painter.setFont(font);
    painter.setPen(palette().color(QPalette::WindowText));
    painter.drawText(QRect(0, 0, width, titleHeight), Qt::AlignCenter, title);
    // The scenes, not the widgets: their items are painted as vectors and text.
    lineView_->scene()->render(&painter, QRectF(0, titleHeight, line.width(), line.height()),
                               QRectF(QPointF(0, 0), QSizeF(line)));
    barView_->scene()->render(&painter,
                              QRectF(0, titleHeight + line.height(), bar.width(), bar.height()),
                              QRectF(QPointF(0, 0), QSizeF(bar)));
    if (!painter.end()) return {};
    return bytes;
}

}  // namespace sqlscope::ui
