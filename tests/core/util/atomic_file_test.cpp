// util::AtomicFile: the target is replaced only by commit(), whole.
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <QObject>
#include <QTemporaryDir>
#include <QTest>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <optional>
#include <string>

#include "core/util/atomic_file.h"
#include "tests/test_registry.h"

using namespace sqlscope::util;
namespace fs = std::filesystem;

namespace {

std::string read(const fs::path& path) {
    std::ifstream in(path, std::ios::binary);
    return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

size_t entries(const fs::path& folder) {
    return static_cast<size_t>(std::distance(fs::directory_iterator(folder), {}));
}

}  // namespace

class AtomicFileTest : public QObject {
    Q_OBJECT

private slots:
    void targetUntouchedUntilCommit() {
        QTemporaryDir dir;
        const fs::path target = fs::path(dir.path().toStdString()) / "out.csv";
        std::ofstream(target) << "old";
        {
            AtomicFile file(target.string());
            QVERIFY(file.ok());
            QCOMPARE(fs::path(file.tempPath()).filename().string().rfind(".out.csv.sqlscope-", 0),
                     size_t{0});
            QVERIFY(file.write(std::vector<std::string_view>{"new ", "content"}));
            QCOMPARE(read(target), std::string("old"));
            QVERIFY(file.commit());
        }
        QCOMPARE(read(target), std::string("new content"));
        QCOMPARE(entries(target.parent_path()), size_t{1});
        const mode_t mask = ::umask(022);
        ::umask(mask);
        QCOMPARE(fs::status(target).permissions(),
                 static_cast<fs::perms>(0666 & ~mask) & fs::perms::mask);
    }

    void writeFromCopiesTheStartOfAFile() {
        QTemporaryDir dir;
        const fs::path folder(dir.path().toStdString());
        std::string source;
        for (int i = 0; source.size() < 3 * 1024 * 1024; ++i)
            source += std::to_string(i) + ',';
        std::ofstream(folder / "source") << source;
        const int fd = ::open((folder / "source").c_str(), O_RDONLY);
        QVERIFY(fd >= 0);
        ::lseek(fd, 100, SEEK_SET);  // its offset does not matter
        const size_t size = source.size() - 7;
        {
            AtomicFile file((folder / "out").string());
            QVERIFY(file.write("head:"));
            QVERIFY(file.writeFrom(fd, size));
            QVERIFY(file.write(":tail"));
            QVERIFY(file.commit());
        }
        QVERIFY(read(folder / "out") == "head:" + source.substr(0, size) + ":tail");
        // A source shorter than asked for is an error; the target stays.
        {
            AtomicFile file((folder / "out").string());
            QVERIFY(!file.writeFrom(fd, source.size() + 1));
            QVERIFY(!file.ok());
        }
        QCOMPARE(read(folder / "out").size(), size + 10);
        ::close(fd);
    }

    // startWriteback() only starts the disk writes: the target stays the
    // old file until commit(), the content is whole after it, and the hint
    // does nothing on a flushed or failed file.
    void writebackStartedBetweenWrites() {
        QTemporaryDir dir;
        const fs::path target = fs::path(dir.path().toStdString()) / "report.json";
        std::ofstream(target) << "old";
        const std::string part(256 * 1024, 'x');
        {
            AtomicFile file(target.string());
            QVERIFY(file.write(part));
            file.startWriteback();
            QVERIFY(file.write("|"));
            file.startWriteback();
            QVERIFY(file.ok());
            QCOMPARE(read(target), std::string("old"));
            QVERIFY(file.flush());
            file.startWriteback();
            QVERIFY(file.ok());
            QVERIFY(file.commit());
        }
        QVERIFY(read(target) == part + "|");
        AtomicFile failed(dir.path().toStdString() + "/nowhere/out.csv");
        QVERIFY(!failed.ok());
        failed.startWriteback();
        QVERIFY(!failed.write("x"));
    }

    void discardedWithoutCommit() {
        QTemporaryDir dir;
        const fs::path target = fs::path(dir.path().toStdString()) / "report.json";
        std::ofstream(target) << "old";
        {
            AtomicFile file(target.string());
            QVERIFY(file.write("half"));
        }
        QCOMPARE(read(target), std::string("old"));
        QCOMPARE(entries(target.parent_path()), size_t{1});
    }

    void symlinkKeptAndItsFileReplaced() {
        QTemporaryDir dir;
        const fs::path root(dir.path().toStdString());
        std::ofstream(root / "real.json") << "old";
        fs::create_symlink("real.json", root / "link.json");
        QCOMPARE(writeFileAtomically((root / "link.json").string(), "new"), std::string());
        QVERIFY(fs::is_symlink(root / "link.json"));
        QCOMPARE(read(root / "real.json"), std::string("new"));
    }

    void missingFolderIsAnError() {
        QTemporaryDir dir;
        const std::string target = dir.path().toStdString() + "/nowhere/out.csv";
        QCOMPARE(writeFileAtomically(target, "x"),
                 target + ": cannot write: No such file or directory");
    }
};

SQLSCOPE_TEST_SUITE(AtomicFileTest)
#include "atomic_file_test.moc"
