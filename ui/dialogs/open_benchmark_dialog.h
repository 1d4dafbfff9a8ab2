// File > Open Benchmark: the gold file (Spider/CoSQL gold, BIRD JSON or JSON
// Lines; the format detected or chosen), its questions file, tables.json,
// the database folder, an optional test-suite database folder, and the
// runs (prediction files). A preview of the first items, read off the GUI
// thread, shows what was detected, or why the file cannot be read.
#pragma once

#include <QDialog>

#include "core/job/evaluation_request.h"

class QCheckBox;
class QComboBox;
class QFormLayout;
class QTimer;
class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;
class QTableWidget;

namespace sqlscope::dataset {
struct BenchmarkPreview;
}

namespace sqlscope::ui {

class OpenBenchmarkDialog : public QDialog {
    Q_OBJECT

public:
    explicit OpenBenchmarkDialog(QWidget* parent = nullptr);
    ~OpenBenchmarkDialog() override;

    // The fields shown (settings, jobs and outputs of `request` are kept as given).
    void setRequest(const job::EvaluationRequest& request);
    job::EvaluationRequest request() const;

    // For tests: the preview's state once the background read is done.
    QString previewStatus() const;
    int previewRows() const;
    bool previewPending() const { return pendingReads_ > 0; }

signals:
    void previewUpdated();

private:
    void goldChanged();
    void addRunItem(const QString& path);
    void fillSiblings(const QString& goldPath);
    void refreshPreview();
    void showPreview(const dataset::BenchmarkPreview& preview,
                     const job::EvaluationRequest& wanted);
    void updateAcceptable();
    QLineEdit* pathRow(const QString& label, const QString& objectName, bool directory,
                       const QString& filter, QFormLayout* form);

    job::EvaluationRequest base_;
    QLineEdit* gold_ = nullptr;
    QComboBox* format_ = nullptr;
    QLineEdit* questions_ = nullptr;
    QLineEdit* tables_ = nullptr;
    QLineEdit* databases_ = nullptr;
    QLineEdit* testSuite_ = nullptr;
    QListWidget* runs_ = nullptr;
    QCheckBox* allowMissing_ = nullptr;
    QTimer* debounce_ = nullptr;
    bool lastPreviewFailed_ = false;
    QLabel* status_ = nullptr;
    QTableWidget* preview_ = nullptr;
    QPushButton* openButton_ = nullptr;
    int pendingReads_ = 0;
    quint64 previewGeneration_ = 0;
};

}  // namespace sqlscope::ui
