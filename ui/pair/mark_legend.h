// The legend of the editors' marks: per mark kind a sample drawn in the
// kind's indicator style and colour (ui/pair/mark_style.h) and its words,
// laid out in as many columns as fit. Follows the palette (light or dark).
#pragma once

#include <QPixmap>
#include <QWidget>

#include "core/explain/pair_explanation.h"

namespace sqlscope::ui {

class MarkLegend : public QWidget {
    Q_OBJECT

public:
    explicit MarkLegend(QWidget* parent = nullptr);

    // A sample word drawn with `kind`'s indicator and margin marker shape.
    static QPixmap sample(explain::MarkKind kind, bool dark, const QFont& font, qreal dpr = 1.0);

    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override;
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void changeEvent(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    void rebuild();
    void place(int width);
    int entryWidth() const;

    std::vector<QWidget*> entries_;
};

}  // namespace sqlscope::ui
