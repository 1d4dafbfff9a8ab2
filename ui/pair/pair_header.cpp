#include "ui/pair/pair_header.h"

#include <QLabel>
#include <QVBoxLayout>
#include <algorithm>
#include <array>

#include <cmath>

#include "core/explain/pair_explanation.h"
#include "core/inspect/verdict_columns.h"
#include "ui/i18n/core_text.h"
#include "ui/pair/flow_layout.h"
#include "ui/pair/mark_style.h"
#include "ui/theme/verdict_style.h"

namespace sqlscope::ui {

namespace {

struct ChipMetric {
    const char* key;    // pairs.csv column (report/metric_registry)
    const char* label;  // shown
    bool binary;        // 0/1: ✓ / ✗; else a score in [0, 1]
};

constexpr std::array<ChipMetric, 10> kChips = {{
    {"ex", "EX", true},
    {"ex_bird", "EX (BIRD)", true},
    {"exe", "EXE", true},
    {"esm", "ESM", true},
    {"esm_plus", "ESM+", true},
    {"em", "EM", true},
    {"exp", "EXP", false},
    {"exr", "EXR", false},
    {"ex_f1", "EX F1", false},
    {"comp_avg_f1", "Comp F1", false},
}};

// A pairs.csv value as the results table judges it; not a number: no verdict.
inspect::Cell cellOfText(const std::string& value, bool binary) {
    bool ok = false;
    const double number = QString::fromStdString(value).toDouble(&ok);
    return VerdictStyle::cellOfValue(ok ? number : std::nan(""), binary);
}

// "EX ✓", "ESM+ ✗", "EX –" for a binary metric; "EXP 1.00", "Comp F1 0.67"
// for a score: the table cell's number.
QString chipText(const QString& label, const inspect::Cell& cell, bool binary) {
    if (binary || cell.verdict == inspect::CellVerdict::NoVerdict)
        return label + QLatin1Char(' ') + VerdictStyle::glyph(cell.verdict);
    return label + QLatin1Char(' ') + VerdictStyle::cellText(cell, false);
}

// A rounded chip in the verdict's colours; a chip without a verdict on the
// neutral tint, so that it still reads as a chip.
QString chipStyleSheet(const VerdictColors& colors, const QColor& neutral) {
    return QStringLiteral(
               "QLabel { background: %1; color: %2; border-radius: 8px; "
               "padding: 1px 5px; }")
        .arg((colors.background.isValid() ? colors.background : neutral).name(),
             colors.foreground.name());
}

}  // namespace

PairHeader::PairHeader(QWidget* parent) : QWidget(parent) {
    setObjectName(QStringLiteral("pairHeader"));
    question_ = new QLabel(this);
    question_->setObjectName(QStringLiteral("pairQuestion"));
    question_->setWordWrap(true);
    question_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QFont big = question_->font();
    big.setPointSizeF(big.pointSizeF() * 1.15);
    big.setBold(true);
    question_->setFont(big);
    evidence_ = new QLabel(this);
    evidence_->setObjectName(QStringLiteral("pairEvidence"));
    evidence_->setWordWrap(true);
    evidence_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    chips_ = new QWidget(this);
    title_ = new QLabel(chips_);
    title_->setObjectName(QStringLiteral("pairTitle"));
    title_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    title_->setContentsMargins(0, 0, 8, 0);
    status_ = new QLabel(chips_);
    status_->setObjectName(QStringLiteral("pairStatus"));
    QFont italic = status_->font();
    italic.setItalic(true);
    status_->setFont(italic);
    chips_->setObjectName(QStringLiteral("verdictChips"));
    chipLayout_ = new FlowLayout(chips_, 5, 3);
    chipLayout_->addWidget(title_);
    chipLayout_->addWidget(status_);
    QSizePolicy chipPolicy(QSizePolicy::Preferred, QSizePolicy::Preferred);
    chipPolicy.setHeightForWidth(true);
    chips_->setSizePolicy(chipPolicy);

    // The title, the chips and the status flow on one line, onto more
    // when the view is narrow.
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(2, 2, 2, 2);
    layout->setSpacing(3);
    layout->addWidget(question_);
    layout->addWidget(evidence_);
    layout->addWidget(chips_);
    clearHeader();
}

void PairHeader::clearHeader() {
    question_->clear();
    question_->hide();
    evidence_->clear();
    evidence_->hide();
    title_->clear();
    status_->hide();
    // The chips go; the title (first) and the status (last) stay.
    for (int i = chipLayout_->count() - 1; i >= 0; --i) {
        QWidget* widget = chipLayout_->itemAt(i)->widget();
        if (widget == title_ || widget == status_) continue;
        delete chipLayout_->takeAt(i);
        delete widget;
    }
}

void PairHeader::setStatus(const QString& status) {
    status_->setText(status);
    status_->setVisible(!status.isEmpty());
}

// Before the status, which stays last.
void PairHeader::insertChip(QWidget* chip) {
    auto* flow = static_cast<FlowLayout*>(chipLayout_);
    flow->insertWidget(flow->count() - 1, chip);
}

QString PairHeader::titleText() const {
    return title_->text();
}

QStringList PairHeader::chipTexts() const {
    QStringList texts;
    for (int i = 0; i < chipLayout_->count(); ++i)
        if (auto* chip = qobject_cast<QLabel*>(chipLayout_->itemAt(i)->widget());
            chip && chip != title_ && chip != status_)
            texts << chip->text();
    return texts;
}

void PairHeader::setExplanation(const explain::PairExplanation& x, const QString& evidence) {
    clearHeader();
    question_->setText(x.question.empty() ? tr("(no question)")
                                          : QString::fromStdString(x.question));
    question_->show();
    if (!evidence.isEmpty()) {
        evidence_->setText(tr("Evidence: ") + evidence);
        evidence_->show();
    }
    QStringList parts{tr("Pair %1").arg(x.item), QString::fromStdString(x.dbId)};
    if (!x.hardness.empty()) parts << coreText(x.hardness);
    parts << QString::fromStdString(x.run);
    title_->setText(parts.join(QStringLiteral(" · ")));

    const VerdictStyle style = VerdictStyle::forPalette(palette());
    const QColor neutral = neutralTint(style.isDark());
    for (const ChipMetric& chip : kChips) {
        const auto metric = std::find_if(x.metrics.begin(), x.metrics.end(),
                                         [&](const auto& m) { return m.key == chip.key; });
        if (metric == x.metrics.end() || metric->value.empty()) continue;
        const inspect::Cell cell = cellOfText(metric->value, chip.binary);
        auto* label =
            new QLabel(chipText(QString::fromLatin1(chip.label), cell, chip.binary), chips_);
        label->setObjectName(QStringLiteral("chip_") + QString::fromLatin1(chip.key));
        label->setStyleSheet(chipStyleSheet(style.colors(cell.verdict), neutral));
        label->setToolTip(QStringLiteral("%1 = %2").arg(QString::fromLatin1(chip.key),
                                                        QString::fromStdString(metric->value)));
        insertChip(label);
    }
    // Schema linking over tables and columns together (pairs.csv keeps them apart).
    if (x.linking.scored && x.linking.f1Plus) {
        const inspect::Cell cell = VerdictStyle::cellOfValue(*x.linking.f1Plus, false);
        auto* chip = new QLabel(chipText(QStringLiteral("Link F1+"), cell, false), chips_);
        chip->setObjectName(QStringLiteral("chip_link_f1plus"));
        chip->setStyleSheet(chipStyleSheet(style.colors(cell.verdict), neutral));
        chip->setToolTip(tr("schema linking F1+ over tables and columns together = %1")
                             .arg(*x.linking.f1Plus, 0, 'g', 6));
        insertChip(chip);
    }
}

void PairHeader::setBlind(bool blind) {
    blind_ = blind;
    chips_->setVisible(!blind);
}

}  // namespace sqlscope::ui
