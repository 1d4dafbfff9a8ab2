#include "ui/study/study_panel.h"

#include <QBuffer>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QMessageBox>
#include <QPainter>
#include <QPushButton>
#include <QSvgGenerator>
#include <QTabWidget>
#include <QVBoxLayout>

#include "core/inspect/stamped_export.h"
#include "core/study/table_export.h"
#include "ui/study/ablation_chart.h"
#include "ui/study/confusion_view.h"
#include "ui/study/error_rate_view.h"

namespace sqlscope::ui {

namespace {

// The stable key of a tab in the stamp ("view").
std::string_view viewKey(int tab) {
    switch (tab) {
        case StudyPanel::MetricVsMetric:
            return "metric_vs_metric";
        case StudyPanel::MetricVsHuman:
            return "metric_vs_human";
        default:
            return "rule_ablation";
    }
}

}  // namespace

StudyPanel::StudyPanel(QWidget* parent) : QWidget(parent) {
    setWindowTitle(tr("FP/FN"));
    tabs_ = new QTabWidget(this);
    tabs_->setObjectName(QStringLiteral("studyTabs"));
    confusion_ = new ConfusionView(this);
    errorRates_ = new ErrorRateView(this);
    ablation_ = new AblationChart(this);
    tabs_->addTab(confusion_, tr("Metric vs metric"));
    tabs_->addTab(errorRates_, tr("Metric vs human"));
    tabs_->addTab(ablation_, tr("Rule ablation"));

    csv_ = new QPushButton(tr("Export CSV…"), this);
    latex_ = new QPushButton(tr("Export LaTeX…"), this);
    png_ = new QPushButton(tr("Export PNG…"), this);
    svg_ = new QPushButton(tr("Export SVG…"), this);
    recompute_ = new QPushButton(tr("Recompute ablation"), this);
    csv_->setObjectName(QStringLiteral("exportCsv"));
    latex_->setObjectName(QStringLiteral("exportLatex"));
    png_->setObjectName(QStringLiteral("exportPng"));
    svg_->setObjectName(QStringLiteral("exportSvg"));
    recompute_->setObjectName(QStringLiteral("recomputeAblation"));
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(recompute_);
    buttons->addStretch(1);
    buttons->addWidget(csv_);
    buttons->addWidget(latex_);
    buttons->addWidget(png_);
    buttons->addWidget(svg_);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(tabs_, 1);
    layout->addLayout(buttons);

    connect(confusion_, &ConfusionView::filterRequested, this, &StudyPanel::filterRequested);
    connect(errorRates_, &ErrorRateView::filterRequested, this, &StudyPanel::filterRequested);
    connect(tabs_, &QTabWidget::currentChanged, this, &StudyPanel::tabChanged);
    connect(csv_, &QPushButton::clicked, this, [this] { exportWith(QStringLiteral("csv")); });
    connect(latex_, &QPushButton::clicked, this, [this] { exportWith(QStringLiteral("tex")); });
    connect(png_, &QPushButton::clicked, this, [this] { exportWith(QStringLiteral("png")); });
    connect(svg_, &QPushButton::clicked, this, [this] { exportWith(QStringLiteral("svg")); });
    connect(recompute_, &QPushButton::clicked, this, &StudyPanel::computeAblation);
    tabChanged();
}

void StudyPanel::setTable(const inspect::PairTable& table) {
    table_ = &table;
    confusion_->setTable(table);
    errorRates_->setData(table, verdicts_, design_);
    ablationStale_ = true;
    tabChanged();
}

void StudyPanel::setAnnotations(std::vector<annotate::PairAnnotation> verdicts,
                                std::optional<study::StrataDesign> design) {
    verdicts_ = std::move(verdicts);
    design_ = std::move(design);
    if (table_) errorRates_->setData(*table_, verdicts_, design_);
    ablationStale_ = true;
    tabChanged();
}

void StudyPanel::setSample(std::shared_ptr<const study::StratifiedSample> sample) {
    errorRates_->setSample(std::move(sample));
    if (table_) errorRates_->setData(*table_, verdicts_, design_);
}

void StudyPanel::setAblationInputs(std::string tablesFile, std::vector<std::string> databaseDirs) {
    tablesFile_ = std::move(tablesFile);
    databaseDirs_ = std::move(databaseDirs);
    ablationStale_ = true;
    tabChanged();
}

void StudyPanel::computeAblation() {
    if (!table_ || tablesFile_.empty()) return;
    ablationStale_ = false;
    ablation_->compute(*table_, verdicts_, tablesFile_, databaseDirs_);
}

void StudyPanel::showEvent(QShowEvent* event) {
    QWidget::showEvent(event);
    tabChanged();  // a panel shown on its ablation tab computes it
}

void StudyPanel::tabChanged() {
    const bool tables = tabs_->currentIndex() != RuleAblation;
    latex_->setEnabled(tables);
    recompute_->setVisible(!tables);
    recompute_->setEnabled(table_ && !tablesFile_.empty());
    if (!tables && ablationStale_ && isVisible()) computeAblation();
}

void StudyPanel::setStampProvider(std::function<inspect::ExportStamp()> provider) {
    stampProvider_ = std::move(provider);
}

bool StudyPanel::writeExport(const QString& path, std::string_view content) {
    lastExportError_.clear();
    if (content.empty()) {
        lastExportError_ = tr("This tab has nothing to export in that format yet.");
        return false;
    }
    inspect::ExportStamp stamp;
    if (stampProvider_) stamp = stampProvider_();
    const std::string error = inspect::writeStampedExport(path.toStdString(), content, stamp,
                                                          viewKey(tabs_->currentIndex()));
    lastExportError_ = QString::fromStdString(error);
    return error.empty();
}

bool StudyPanel::exportCsv(const QString& path) {
    switch (tabs_->currentIndex()) {
        case MetricVsMetric:
            return writeExport(
                path, study::confusionTablesCsv(confusion_->tables(), confusion_->runNames()));
        case MetricVsHuman:
            return writeExport(path, study::errorRateTableCsv(errorRates_->rates()));
        case RuleAblation:
            return writeExport(path, ablation_->ablation().runs.empty()
                                         ? std::string()
                                         : study::ablationCsv(ablation_->ablation()));
        default:
            return writeExport(path, {});
    }
}

bool StudyPanel::exportLatex(const QString& path) {
    switch (tabs_->currentIndex()) {
        case MetricVsMetric:
            return writeExport(
                path, study::confusionTablesLatex(confusion_->tables(), confusion_->runNames()));
        case MetricVsHuman:
            return writeExport(path, study::errorRateTableLatex(errorRates_->rates()));
        default:
            return writeExport(path, {});
    }
}

bool StudyPanel::exportPng(const QString& path) {
    QByteArray bytes;
    if (tabs_->currentIndex() == RuleAblation) {
        bytes = ablation_->pngBytes();
    } else {
        QBuffer buffer(&bytes);
        if (!buffer.open(QIODevice::WriteOnly) ||
            !tabs_->currentWidget()->grab().save(&buffer, "PNG"))
            bytes.clear();
    }
    return writeExport(path, std::string_view(bytes.constData(), size_t(bytes.size())));
}

bool StudyPanel::exportSvg(const QString& path) {
    QByteArray bytes;
    if (tabs_->currentIndex() == RuleAblation) {
        if (!ablation_->ablation().runs.empty())
            bytes = ablation_->svgBytes(
                tr("Rule ablation: ESM+ false negatives as its rules are switched on"));
    } else {
        QWidget* tab = tabs_->currentWidget();
        QBuffer buffer(&bytes);
        QSvgGenerator svg;
        svg.setOutputDevice(&buffer);
        svg.setTitle(tabs_->tabText(tabs_->currentIndex()));
        svg.setSize(tab->size());
        svg.setViewBox(tab->rect());
        QPainter painter;
        if (painter.begin(&svg)) {
            tab->render(&painter);
            if (!painter.end()) bytes.clear();
        }
    }
    return writeExport(path, std::string_view(bytes.constData(), size_t(bytes.size())));
}

void StudyPanel::exportWith(const QString& kind) {
    const QString filter = kind == QLatin1String("csv")   ? tr("CSV (*.csv)")
                           : kind == QLatin1String("tex") ? tr("LaTeX (*.tex)")
                           : kind == QLatin1String("svg") ? tr("SVG image (*.svg)")
                                                          : tr("PNG image (*.png)");
    QString path = QFileDialog::getSaveFileName(this, tr("Export"), QString(), filter);
    if (path.isEmpty()) return;
    if (!path.endsWith(QLatin1Char('.') + kind)) path += QLatin1Char('.') + kind;
    const bool ok = kind == QLatin1String("csv")   ? exportCsv(path)
                    : kind == QLatin1String("tex") ? exportLatex(path)
                    : kind == QLatin1String("svg") ? exportSvg(path)
                                                   : exportPng(path);
    if (!ok)
        QMessageBox::warning(this, tr("Export"),
                             tr("Could not write %1: %2").arg(path, lastExportError_));
}

}  // namespace sqlscope::ui
