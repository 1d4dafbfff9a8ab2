#include "ui/pair/mark_legend.h"

#include <Qsci/qsciscintillabase.h>

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPainter>
#include <QPainterPath>
#include <QResizeEvent>
#include <algorithm>

#include "ui/pair/mark_style.h"

namespace sqlscope::ui {

namespace {

constexpr int kSpacing = 14;
constexpr int kRowSpacing = 2;

// The margin marker's shape, small, at `centre`.
void drawMarker(QPainter& p, const MarkStyle& s, QPointF centre) {
    p.setPen(QPen(s.color, 1.6));
    p.setBrush(s.color);
    const qreal r = 4.0;
    switch (s.markerSymbol) {
        case QsciScintillaBase::SC_MARK_MINUS:
            p.drawLine(QPointF(centre.x() - r, centre.y()), QPointF(centre.x() + r, centre.y()));
            break;
        case QsciScintillaBase::SC_MARK_PLUS:
            p.drawLine(QPointF(centre.x() - r, centre.y()), QPointF(centre.x() + r, centre.y()));
            p.drawLine(QPointF(centre.x(), centre.y() - r), QPointF(centre.x(), centre.y() + r));
            break;
        case QsciScintillaBase::SC_MARK_ROUNDRECT:
            p.drawRoundedRect(QRectF(centre.x() - r, centre.y() - r * 0.7, 2 * r, 1.4 * r), 2, 2);
            break;
        case QsciScintillaBase::SC_MARK_SHORTARROW: {
            QPainterPath path;
            path.moveTo(centre.x() - r, centre.y() - r / 2);
            path.lineTo(centre.x(), centre.y() - r / 2);
            path.lineTo(centre.x(), centre.y() - r);
            path.lineTo(centre.x() + r, centre.y());
            path.lineTo(centre.x(), centre.y() + r);
            path.lineTo(centre.x(), centre.y() + r / 2);
            path.lineTo(centre.x() - r, centre.y() + r / 2);
            path.closeSubpath();
            p.drawPath(path);
            break;
        }
        case QsciScintillaBase::SC_MARK_ARROWDOWN: {
            const QPointF pts[3] = {{centre.x() - r, centre.y() - r / 2},
                                    {centre.x() + r, centre.y() - r / 2},
                                    {centre.x(), centre.y() + r * 0.7}};
            p.drawPolygon(pts, 3);
            break;
        }
        case QsciScintillaBase::SC_MARK_CIRCLE:
            p.drawEllipse(centre, r, r);
            break;
        case QsciScintillaBase::SC_MARK_SMALLRECT:
            p.drawRect(QRectF(centre.x() - r * 0.7, centre.y() - r * 0.7, 1.4 * r, 1.4 * r));
            break;
        default: {  // SC_MARK_BOOKMARK
            QPainterPath path;
            path.moveTo(centre.x() - r, centre.y() - r * 0.6);
            path.lineTo(centre.x() + r * 0.3, centre.y() - r * 0.6);
            path.lineTo(centre.x() + r, centre.y());
            path.lineTo(centre.x() + r * 0.3, centre.y() + r * 0.6);
            path.lineTo(centre.x() - r, centre.y() + r * 0.6);
            path.closeSubpath();
            p.drawPath(path);
            break;
        }
    }
}

}  // namespace

QPixmap MarkLegend::sample(explain::MarkKind kind, bool dark, const QFont& font, qreal dpr) {
    const MarkStyle s = markStyle(kind, dark);
    const QFontMetrics metrics(font);
    const QString word = QStringLiteral("sql");
    const int markerWidth = 14;
    const int textWidth = metrics.horizontalAdvance(word) + 6;
    const int height = metrics.height() + 6;
    QPixmap pixmap(QSize(markerWidth + textWidth, height) * dpr);
    pixmap.setDevicePixelRatio(dpr);
    pixmap.fill(Qt::transparent);
    QPainter p(&pixmap);
    p.setRenderHint(QPainter::Antialiasing);
    drawMarker(p, s, QPointF(markerWidth / 2.0, height / 2.0));

    const QRectF box(markerWidth + 0.5, 1.5, textWidth - 1, height - 3);
    const qreal baseline = box.bottom() - 1;
    QColor fillColor = s.color;
    fillColor.setAlpha(s.fillAlpha);
    QColor outline = s.color;
    outline.setAlpha(s.outlineAlpha);
    switch (s.indicatorStyle) {
        case QsciScintillaBase::INDIC_STRAIGHTBOX:
            p.setPen(QPen(outline, 1));
            p.setBrush(fillColor);
            p.drawRect(box);
            break;
        case QsciScintillaBase::INDIC_BOX:
            p.setPen(QPen(s.color, 1));
            p.setBrush(Qt::NoBrush);
            p.drawRect(box);
            break;
        case QsciScintillaBase::INDIC_DOTS:
            p.setPen(Qt::NoPen);
            p.setBrush(s.color);
            for (qreal x = box.left(); x < box.right(); x += 2)
                p.drawRect(QRectF(x, baseline, 1, 1));
            break;
        case QsciScintillaBase::INDIC_DASH:
            p.setPen(QPen(s.color, 1));
            for (qreal x = box.left(); x < box.right(); x += 6)
                p.drawLine(QPointF(x, baseline), QPointF(std::min(x + 3.5, box.right()), baseline));
            break;
        case QsciScintillaBase::INDIC_SQUIGGLE: {
            p.setPen(QPen(s.color, 1));
            QPainterPath path(QPointF(box.left(), baseline));
            bool up = true;
            for (qreal x = box.left() + 2; x <= box.right(); x += 2, up = !up)
                path.lineTo(x, up ? baseline - 2 : baseline);
            p.drawPath(path);
            break;
        }
        default:  // INDIC_PLAIN
            p.setPen(QPen(s.color, 1));
            p.drawLine(QPointF(box.left(), baseline), QPointF(box.right(), baseline));
            break;
    }
    p.setFont(font);
    p.setPen(dark ? QColor(0xE8, 0xE8, 0xEC) : QColor(0x20, 0x20, 0x24));
    p.drawText(QRectF(markerWidth, 0, textWidth, height - 2), Qt::AlignCenter, word);
    return pixmap;
}

MarkLegend::MarkLegend(QWidget* parent) : QWidget(parent) {
    setObjectName(QStringLiteral("markLegend"));
    QSizePolicy policy(QSizePolicy::Preferred, QSizePolicy::Preferred);
    policy.setHeightForWidth(true);
    setSizePolicy(policy);
    rebuild();
}

void MarkLegend::rebuild() {
    for (QWidget* entry : entries_)
        delete entry;
    entries_.clear();
    const bool dark = isDarkPalette(palette());
    QFont small = font();
    small.setPointSizeF(small.pointSizeF() * 0.92);
    for (explain::MarkKind kind : kAllMarkKinds) {
        const MarkStyle s = markStyle(kind, dark);
        auto* entry = new QWidget(this);
        entry->setObjectName(QStringLiteral("legend_") +
                             QString::fromUtf8(explain::markKindName(kind).data()));
        auto* layout = new QHBoxLayout(entry);
        layout->setContentsMargins(0, 0, 0, 0);
        layout->setSpacing(3);
        auto* icon = new QLabel(entry);
        icon->setPixmap(sample(kind, dark, small, devicePixelRatioF()));
        auto* label = new QLabel(s.label, entry);
        label->setFont(small);
        layout->addWidget(icon);
        layout->addWidget(label);
        layout->addStretch(1);
        entry->setToolTip(s.description);
        entry->adjustSize();
        entry->show();
        entries_.push_back(entry);
    }
    place(width());
    updateGeometry();
}

int MarkLegend::entryWidth() const {
    int widest = 0;
    for (QWidget* entry : entries_)
        widest = std::max(widest, entry->sizeHint().width());
    return widest;
}

// Entries in a grid of equal columns, as many as fit in `width`.
void MarkLegend::place(int width) {
    if (entries_.empty()) return;
    const int column = entryWidth();
    const int rowHeight = entries_.front()->sizeHint().height();
    const int columns = std::max(1, std::min<int>(static_cast<int>(entries_.size()),
                                                  (width + kSpacing) / (column + kSpacing)));
    for (size_t i = 0; i < entries_.size(); ++i) {
        const int row = static_cast<int>(i) / columns, col = static_cast<int>(i) % columns;
        entries_[i]->setGeometry(col * (column + kSpacing), row * (rowHeight + kRowSpacing), column,
                                 rowHeight);
    }
}

int MarkLegend::heightForWidth(int width) const {
    if (entries_.empty()) return 0;
    const int column = entryWidth();
    const int count = static_cast<int>(entries_.size());
    const int columns = std::max(1, std::min(count, (width + kSpacing) / (column + kSpacing)));
    const int rows = (count + columns - 1) / columns;
    const int rowHeight = entries_.front()->sizeHint().height();
    return rows * rowHeight + (rows - 1) * kRowSpacing;
}

QSize MarkLegend::sizeHint() const {
    const int count = static_cast<int>(entries_.size());
    const int width = count * entryWidth() + (count - 1) * kSpacing;
    return {width, heightForWidth(width)};
}

// As tall as the rows at the current width (layouts ask for a minimum
// height without a width): a narrower legend asks again when it resizes.
QSize MarkLegend::minimumSizeHint() const {
    return {entryWidth(), heightForWidth(std::max(width(), entryWidth()))};
}

void MarkLegend::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    place(width());
    if (heightForWidth(event->oldSize().width()) != heightForWidth(width())) updateGeometry();
}

void MarkLegend::changeEvent(QEvent* event) {
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::FontChange) rebuild();
}

}  // namespace sqlscope::ui
