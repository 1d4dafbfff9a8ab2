// Crash safety of annotation writes (issue 15; CTest label `crash`): 20
// times, a forked child opens the workspace and writes 1,000 pair
// annotations, one committed transaction each, telling the parent each
// index through a pipe once setPairAnnotation has returned; the parent
// SIGKILLs it after a random delay (seeded) within the time 1,000 commits
// take. On reopen, every reported annotation is there with its exact
// content, the annotations are a prefix of the sequence (nothing after a
// gap), and PRAGMA integrity_check says ok.
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <QObject>
#include <QTemporaryDir>
#include <QTest>
#include <chrono>
#include <random>
#include <string>
#include <thread>
#include <vector>

#include "core/workspace/sqlite_statement.h"
#include "core/workspace/workspace.h"
#include "tests/test_registry.h"

using namespace sqlscope;
using namespace sqlscope::workspace;

namespace {

constexpr int kRounds = 20;
constexpr int kAnnotations = 1000;

// The i-th annotation of round `round`: every field depends on both.
annotate::PairAnnotation annotationOf(int round, int i) {
    annotate::PairAnnotation a;
    a.pair.question.itemId = "q" + std::to_string(i);
    a.pair.question.item = static_cast<uint32_t>(i);
    a.pair.run = "round" + std::to_string(round);
    if (i % 4 != 3) a.verdict = static_cast<annotate::HumanVerdict>(i % 4);
    a.note = "note " + std::to_string(round) + "/" + std::to_string(i) + std::string(i % 50, '.');
    a.labeller = i % 2 ? "ana" : "";
    return a;
}

// The child's whole life: writes, reports, never returns.
[[noreturn]] void writeAnnotations(const std::string& path, int round, int pipeOut) {
    WorkspaceOpen opened = Workspace::open(path, OpenMode::OpenExisting);
    if (!opened.ok()) _exit(2);
    for (int i = 0; i < kAnnotations; ++i) {
        if (!opened.workspace->setPairAnnotation(annotationOf(round, i)).empty()) _exit(3);
        const int32_t done = i;
        if (write(pipeOut, &done, sizeof done) != sizeof done) _exit(4);
    }
    _exit(0);
}

}  // namespace

class WorkspaceCrashTest : public QObject {
    Q_OBJECT

    QTemporaryDir dir_;

private slots:
    void killedWritersLoseNothingCommitted() {
        QVERIFY(dir_.isValid());
        const std::string path = dir_.path().toStdString() + "/crash.sqlscope";
        {
            WorkspaceOpen created = Workspace::open(path, OpenMode::CreateOrOpen);
            QVERIFY2(created.ok(), created.error.c_str());
        }
        // How long 1,000 commits take here, in a separate file.
        std::chrono::microseconds duration{};
        {
            const std::string timing = dir_.path().toStdString() + "/timing.sqlscope";
            WorkspaceOpen ws = Workspace::open(timing, OpenMode::CreateOrOpen);
            QVERIFY(ws.ok());
            const auto start = std::chrono::steady_clock::now();
            for (int i = 0; i < kAnnotations; ++i)
                QCOMPARE(ws.workspace->setPairAnnotation(annotationOf(0, i)), std::string());
            duration = std::chrono::duration_cast<std::chrono::microseconds>(
                std::chrono::steady_clock::now() - start);
        }
        qInfo("1,000 commits take %lld us here", static_cast<long long>(duration.count()));

        std::mt19937 random(15);
        std::uniform_int_distribution<long long> delay(0, duration.count());
        int killedMidway = 0;
        // At least kRounds rounds; under load a child may be killed before its
        // first commit (its start-up is slower than the timing run's), so
        // rounds go on, up to 3 x kRounds, until half were killed midway.
        int round = 0;
        for (; round < kRounds || (killedMidway < kRounds / 2 && round < 3 * kRounds); ++round) {
            int fds[2];
            QCOMPARE(pipe(fds), 0);
            const pid_t child = fork();
            QVERIFY(child >= 0);
            if (child == 0) {
                close(fds[0]);
                writeAnnotations(path, round, fds[1]);
            }
            close(fds[1]);
            std::this_thread::sleep_for(std::chrono::microseconds(delay(random)));
            kill(child, SIGKILL);
            int status = 0;
            QCOMPARE(waitpid(child, &status, 0), child);
            // Killed, or finished first (exit 0); never a failed write.
            QVERIFY((WIFSIGNALED(status) && WTERMSIG(status) == SIGKILL) ||
                    (WIFEXITED(status) && WEXITSTATUS(status) == 0));
            std::vector<int32_t> reported;
            int32_t index = 0;
            while (read(fds[0], &index, sizeof index) == sizeof index)
                reported.push_back(index);
            close(fds[0]);
            for (size_t k = 0; k < reported.size(); ++k)
                QCOMPARE(reported[k], int32_t(k));
            killedMidway += reported.size() > 0 && reported.size() < size_t(kAnnotations);

            WorkspaceOpen reopened = Workspace::open(path, OpenMode::OpenExisting);
            QVERIFY2(reopened.ok(), reopened.error.c_str());
            Statement integrity(reopened.workspace->handle(), "PRAGMA integrity_check");
            QVERIFY(integrity.step());
            QCOMPARE(integrity.text(0), std::string("ok"));
            // This round's annotations: every reported one, and at most one
            // more (committed, killed before it was reported).
            std::vector<annotate::PairAnnotation> found;
            for (annotate::PairAnnotation& a : reopened.workspace->pairAnnotations())
                if (a.pair.run == "round" + std::to_string(round)) found.push_back(std::move(a));
            QVERIFY2(found.size() == reported.size() || found.size() == reported.size() + 1,
                     qPrintable(QString("round %1: %2 reported, %3 found")
                                    .arg(round)
                                    .arg(reported.size())
                                    .arg(found.size())));
            for (size_t i = 0; i < found.size(); ++i)
                QCOMPARE(found[i], annotationOf(round, static_cast<int>(i)));
            // Earlier rounds are all still there.
            QVERIFY(reopened.workspace->pairAnnotations().size() >= found.size());
        }
        qInfo("%d of %d rounds killed after some and before all commits", killedMidway, round);
        QVERIFY(killedMidway >= kRounds / 2);
    }
};

SQLSCOPE_TEST_SUITE(WorkspaceCrashTest)
#include "workspace_crash_test.moc"
