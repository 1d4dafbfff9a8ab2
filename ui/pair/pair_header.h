// The top of the pair view: the question (and BIRD evidence), the line
// "Pair N · db · hardness · run", the pair's verdict chips (EX ✓, ESM ✗,
// EXP 0.50, ...) in the results table's verdict colours (VerdictStyle) and
// a status ("explaining…").
#pragma once

#include <QWidget>

class QLabel;

namespace sqlscope::explain {
struct PairExplanation;
}

namespace sqlscope::ui {

class PairHeader : public QWidget {
    Q_OBJECT

public:
    explicit PairHeader(QWidget* parent = nullptr);

    void setExplanation(const explain::PairExplanation& explanation, const QString& evidence);
    void clearHeader();
    void setStatus(const QString& status);  // "" hides it

    // Blind mode: the verdict chips are hidden (a labeller must not see the metrics).
    void setBlind(bool blind);
    QString titleText() const;
    // "EX ✓", "ESM+ ✗", "EXP 0.50", ... in display order.
    QStringList chipTexts() const;

private:
    void insertChip(QWidget* chip);

    QLabel* question_ = nullptr;
    QLabel* evidence_ = nullptr;
    QLabel* title_ = nullptr;
    QLabel* status_ = nullptr;
    QWidget* chips_ = nullptr;
    QLayout* chipLayout_ = nullptr;
    bool blind_ = false;
};

}  // namespace sqlscope::ui
