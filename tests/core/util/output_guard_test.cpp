// util::OutputGuard: outputs' folders, outputs that are inputs or each other.
#include <sys/stat.h>
#include <unistd.h>

#include <QObject>
#include <QTemporaryDir>
#include <QTest>
#include <filesystem>
#include <fstream>
#include <string>

#include "core/util/output_guard.h"
#include "tests/test_registry.h"

using namespace sqlscope::util;
namespace fs = std::filesystem;
using Outputs = std::vector<RolePath>;

class OutputGuardTest : public QObject {
    Q_OBJECT

private slots:
    void folders() {
        QTemporaryDir dir;
        const std::string root = dir.path().toStdString();
        std::ofstream(root + "/file.txt") << "x";
        QCOMPARE(OutputGuard(Outputs{{"--csv", root + "/out.csv"}}).checkOutputs(), std::string());
        QCOMPARE(OutputGuard(Outputs{{"--csv", "-"}}).checkOutputs(), std::string());
        QCOMPARE(OutputGuard(Outputs{{"--csv", root + "/no/out.csv"}}).checkOutputs(),
                 "--csv " + root + "/no/out.csv: cannot write: no such folder " + root + "/no");
        QCOMPARE(OutputGuard(Outputs{{"--out", root + "/file.txt/r.json"}}).checkOutputs(),
                 "--out " + root + "/file.txt/r.json: cannot write: " + root +
                     "/file.txt is not a folder");
        QCOMPARE(OutputGuard(Outputs{{"--out", root}}).checkOutputs(),
                 "--out " + root + ": cannot write: it is a folder");
        // A device or FIFO would be replaced by the finished output's rename.
        const std::string deviceError = OutputGuard(Outputs{{"--csv", "/dev/null"}}).checkOutputs();
        QVERIFY2(deviceError.starts_with("--csv /dev/null: cannot write: it is not a regular file"),
                 deviceError.c_str());
        const std::string fifo = root + "/fifo";
        QCOMPARE(::mkfifo(fifo.c_str(), 0600), 0);
        QVERIFY(!OutputGuard(Outputs{{"--out", fifo}}).checkOutputs().empty());
        QVERIFY(fs::is_fifo(fifo));  // checked with stat only: never opened, never replaced
    }

    void outputsThatAreOneFile() {
        QTemporaryDir dir;
        const std::string root = dir.path().toStdString();
        // Not there yet: the same path spelt two ways.
        QCOMPARE(OutputGuard(Outputs{{"--csv", root + "/x"}, {"--out", root + "/sub/../x"}})
                     .checkOutputs()
                     .empty(),
                 false);
        std::ofstream(root + "/a") << "a";
        fs::create_hard_link(root + "/a", root + "/b");
        QCOMPARE(
            OutputGuard(Outputs{{"--csv", root + "/a"}, {"--out", root + "/b"}}).checkOutputs(),
            "--out " + root + "/b: is the same file as --csv " + root +
                "/a; refusing to write two outputs to one file");
        QCOMPARE(
            OutputGuard(Outputs{{"--csv", root + "/a"}, {"--out", root + "/c"}}).checkOutputs(),
            std::string());
    }

    void outputsThatAreInputs() {
        QTemporaryDir dir;
        const std::string root = dir.path().toStdString();
        std::ofstream(root + "/gold.txt") << "g";
        fs::create_symlink(root + "/gold.txt", root + "/link");
        const OutputGuard guard(Outputs{{"--out", root + "/link"}});
        QVERIFY(guard.anyOutputExists());
        QCOMPARE(guard.checkInputs({{"the tables file", root + "/missing.json"},
                                    {"the gold file", root + "/gold.txt"}}),
                 "--out " + root + "/link: is the same file as the gold file " + root +
                     "/gold.txt; refusing to overwrite an input");
        const OutputGuard fresh(Outputs{{"--out", root + "/new.json"}});
        QVERIFY(!fresh.anyOutputExists());
        QCOMPARE(fresh.checkInputs({{"the gold file", root + "/gold.txt"}}), std::string());
    }
};

SQLSCOPE_TEST_SUITE(OutputGuardTest)
#include "output_guard_test.moc"
