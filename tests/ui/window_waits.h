// Waits the window tests share: an evaluation's end, the workspace file
// holding the recorded evaluation (the window writes it on a worker thread),
// and the demo evaluated into a new workspace.
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

// Opens the demo in `window`, then a new workspace at `path`, and waits
// until the demo is evaluated again and recorded in it. "" when all went
// well, else what did not.
inline QString openDemoInNewWorkspace(ui::MainWindow& window, const QString& path) {
    window.openDemo();
    if (!waitForEvaluation(window)) return QStringLiteral("the demo was not evaluated");
    const QString error = window.openWorkspace(path, true);
    if (!error.isEmpty()) return error;
    if (!waitForEvaluation(window)) return QStringLiteral("not evaluated in the workspace");
    if (!waitForRecorded(path)) return QStringLiteral("the evaluation was not recorded");
    return {};
}

}  // namespace sqlscope::testing
