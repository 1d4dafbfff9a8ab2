// Reading gold and prediction files into pairs for the bare pair view.
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include "tests/test_registry.h"
#include "ui/pair_texts.h"

using sqlscope::ui::readPairTexts;

namespace {

bool writeFile(const QString& path, const QByteArray& content) {
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(content) == content.size();
}

}  // namespace

class PairTextsTest : public QObject {
    Q_OBJECT

private slots:
    void pairsGoldAndPredictionLinesByPosition() {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString gold = dir.filePath(QStringLiteral("gold.txt"));
        const QString pred = dir.filePath(QStringLiteral("pred.txt"));
        QVERIFY(writeFile(gold, "SELECT 'a b' FROM t\tdb_1\r\n\n  \nSELECT 2\tdb_2\n"));
        QVERIFY(writeFile(pred, "SELECT 1\n\nSELECT 2\tdb_2\n"));

        const auto texts = readPairTexts(gold, pred, QStringLiteral("pred.txt"));
        QVERIFY(texts.ok());
        QCOMPARE(texts.source, QStringLiteral("pred.txt"));
        QCOMPARE(texts.warning, QString());
        QCOMPARE(texts.pairs.size(), std::size_t{2});
        QCOMPARE(texts.pairs[0].goldSql, QStringLiteral("SELECT 'a b' FROM t"));
        QCOMPARE(texts.pairs[0].dbId, QStringLiteral("db_1"));
        QCOMPARE(texts.pairs[0].predictedSql, QStringLiteral("SELECT 1"));
        QCOMPARE(texts.pairs[1].goldSql, QStringLiteral("SELECT 2"));
        QCOMPARE(texts.pairs[1].dbId, QStringLiteral("db_2"));
        QCOMPARE(texts.pairs[1].predictedSql, QStringLiteral("SELECT 2"));
        QVERIFY(texts.pairs[1].hasPrediction);
    }

    void keepsTheSqlAsWritten() {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString gold = dir.filePath(QStringLiteral("gold.txt"));
        const QString pred = dir.filePath(QStringLiteral("pred.txt"));
        QVERIFY(writeFile(gold, "SELECT name FROM héros WHERE x = 'é'  \t pets \n"));
        QVERIFY(writeFile(pred, "  select name from héros\n"));
        const auto texts = readPairTexts(gold, pred, QStringLiteral("pred.txt"));
        QVERIFY(texts.ok());
        QCOMPARE(texts.pairs.size(), std::size_t{1});
        // Byte spans from core index this exact text, so nothing is trimmed.
        QCOMPARE(texts.pairs[0].goldSql, QStringLiteral("SELECT name FROM héros WHERE x = 'é'  "));
        QCOMPARE(texts.pairs[0].dbId, QStringLiteral("pets"));
        QCOMPARE(texts.pairs[0].predictedSql, QStringLiteral("  select name from héros"));
    }

    void shortPredictionFileLeavesPairsWithoutPrediction() {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString gold = dir.filePath(QStringLiteral("gold.txt"));
        const QString pred = dir.filePath(QStringLiteral("pred.txt"));
        QVERIFY(writeFile(gold, "SELECT 1\tdb\nSELECT 2\tdb\n"));
        QVERIFY(writeFile(pred, ""));
        const auto texts = readPairTexts(gold, pred, QStringLiteral("pred.txt"));
        QVERIFY(texts.ok());
        QCOMPARE(texts.pairs.size(), std::size_t{2});
        QVERIFY(!texts.pairs[0].hasPrediction);
        QCOMPARE(texts.warning, QStringLiteral("0 predictions for 2 gold queries"));
    }

    void missingOrEmptyGoldIsAnError() {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString empty = dir.filePath(QStringLiteral("empty.txt"));
        QVERIFY(writeFile(empty, "\n\n"));
        const QString missing = dir.filePath(QStringLiteral("missing.txt"));

        const auto noFile = readPairTexts(missing, empty, QStringLiteral("x"));
        QVERIFY(!noFile.ok());
        QVERIFY2(noFile.error.startsWith(missing + QStringLiteral(": cannot read: ")),
                 qPrintable(noFile.error));
        QVERIFY(noFile.pairs.empty());

        const auto noPredFile = readPairTexts(empty, missing, QStringLiteral("x"));
        QVERIFY(!noPredFile.ok());
        QVERIFY(noPredFile.error.startsWith(missing));

        const auto noQueries = readPairTexts(empty, empty, QStringLiteral("x"));
        QVERIFY(!noQueries.ok());
        QCOMPARE(noQueries.error, empty + QStringLiteral(" holds no gold queries"));
    }
};

SQLSCOPE_TEST_SUITE(PairTextsTest)
#include "pair_texts_test.moc"
