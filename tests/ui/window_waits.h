// Waits the window tests share: an evaluation's end, and the workspace file
// holding the recorded evaluation (the window writes it on a worker thread).
#pragma once

#include <QString>
#include <QTest>

#include "core/workspace/workspace.h"
#include "ui/main_window.h"

namespace sqlscope::testing {

inline bool waitForEvaluation(ui::MainWindow& window, int timeoutMs = 120000) {
    return QTest::qWaitFor([&] { return window.evaluationFinished(); }, timeoutMs);
}

inline bool waitForRecorded(const QString& path) {
    return QTest::qWaitFor(
        [&] {
            auto opened =
                workspace::Workspace::open(path.toStdString(), workspace::OpenMode::OpenExisting);
            return opened.ok() && !opened.workspace->storedSummaryKey().empty();
        },
        20000);
}

}  // namespace sqlscope::testing
