// SHA-256 against the FIPS 180-4 / NIST test vectors, incremental updates and files.
#include <QObject>
#include <QTemporaryDir>
#include <QTest>
#include <fstream>
#include <string>

#include "core/util/sha256.h"
#include "tests/test_registry.h"

using namespace sqlscope::util;

class Sha256Test : public QObject {
    Q_OBJECT

private slots:
    void standardVectors() {
        QCOMPARE(sha256Hex(""),
                 std::string("e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"));
        QCOMPARE(sha256Hex("abc"),
                 std::string("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"));
        QCOMPARE(sha256Hex("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq"),
                 std::string("248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"));
        QCOMPARE(sha256Hex(std::string(1'000'000, 'a')),
                 std::string("cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0"));
    }

    void portableVectors() {
        // The portable rounds, whatever the CPU (update() may use SHA-NI).
        auto portable = [](const std::string& data) {
            Sha256 hash(false);
            hash.update(data);
            return Sha256::toHex(hash.finish());
        };
        QCOMPARE(portable("abc"),
                 std::string("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"));
        QCOMPARE(portable(std::string(1'000'000, 'a')),
                 std::string("cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0"));
    }

    void hardwareAgreesWithPortable() {
        if (!Sha256::hardwareAvailable()) QSKIP("this CPU has no SHA instructions");
        uint32_t seed = 12345;
        std::string data;
        for (int i = 0; i < 5000; ++i) {
            seed = seed * 1103515245u + 12345u;
            data += static_cast<char>(seed >> 16);
        }
        for (size_t len = 0; len <= data.size(); len += len < 200 ? 1 : 97) {
            Sha256 hardware(true), portable(false);
            hardware.update(data.data(), len);
            portable.update(data.data(), len);
            QCOMPARE(Sha256::toHex(hardware.finish()), Sha256::toHex(portable.finish()));
        }
    }

    void incrementalUpdatesMatchOneShot() {
        // Split points around the 64-byte block and the 56-byte padding edge.
        std::string data;
        for (int i = 0; i < 300; ++i)
            data += static_cast<char>(i * 7);
        for (size_t len : {0u, 1u, 55u, 56u, 63u, 64u, 65u, 119u, 120u, 128u, 300u}) {
            std::string part = data.substr(0, len);
            for (size_t split = 0; split <= len; split += 13) {
                Sha256 hash;
                hash.update(part.substr(0, split));
                hash.update(part.substr(split));
                QCOMPARE(Sha256::toHex(hash.finish()), sha256Hex(part));
            }
        }
        Sha256 hash;
        hash.update("ab");
        hash.finish();
        hash.reset();
        hash.update("abc");
        QCOMPARE(Sha256::toHex(hash.finish()),
                 std::string("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"));
    }

    void files() {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const std::string path = dir.filePath("a.bin").toStdString();
        {
            std::ofstream out(path, std::ios::binary);
            out << std::string(200'000, 'a');
        }
        FileDigest digest = sha256File(path);
        QVERIFY(digest.ok());
        QCOMPARE(digest.hex, sha256Hex(std::string(200'000, 'a')));

        FileDigest missing = sha256File(dir.filePath("missing.bin").toStdString());
        QVERIFY(!missing.ok());
        QCOMPARE(missing.error, std::string("No such file or directory"));
        QVERIFY(missing.hex.empty());
    }
};

SQLSCOPE_TEST_SUITE(Sha256Test)
#include "sha256_test.moc"
