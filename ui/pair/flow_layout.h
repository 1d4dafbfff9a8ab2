// A layout that places its items left to right and wraps them onto more
// rows when the width runs out (after Qt's Flow Layout example), so that a
// row of chips never sets the view's minimum width.
#pragma once

#include <QLayout>
#include <QList>

namespace sqlscope::ui {

class FlowLayout : public QLayout {
public:
    explicit FlowLayout(QWidget* parent = nullptr, int spacing = 5, int rowSpacing = 4);
    ~FlowLayout() override;

    void addItem(QLayoutItem* item) override;
    // Puts `widget` before item `index` (count(): at the end).
    void insertWidget(int index, QWidget* widget);
    int count() const override { return static_cast<int>(items_.size()); }
    QLayoutItem* itemAt(int index) const override { return items_.value(index); }
    QLayoutItem* takeAt(int index) override;
    Qt::Orientations expandingDirections() const override { return {}; }
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override { return arrange(QRect(0, 0, width, 0), false); }
    QSize sizeHint() const override;
    QSize minimumSize() const override;
    void setGeometry(const QRect& rect) override;

private:
    int arrange(const QRect& rect, bool apply) const;  // the height used

    QList<QLayoutItem*> items_;
    int spacing_;
    int rowSpacing_;
};

}  // namespace sqlscope::ui
