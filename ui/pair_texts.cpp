#include "ui/pair_texts.h"

#include <QFile>
#include <exception>

#include "core/dataset/demo_benchmark.h"
#include "core/dataset/query_file.h"

namespace sqlscope::ui {

namespace {

QString fromUtf8(const std::string& text) {
    return QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size()));
}

// `FILE: cannot read: reason`, as the CLI words it.
QString readError(const QString& path, const std::string& reason) {
    return QStringLiteral("%1: cannot read: %2").arg(path, fromUtf8(reason));
}

dataset::QueryFile readQueries(const QString& path) {
    return dataset::readQueryFile(QFile::encodeName(path).toStdString());
}

}  // namespace

PairTexts readPairTexts(const QString& goldFile, const QString& predictionFile,
                        const QString& source) {
    PairTexts result;
    result.source = source;
    result.goldFile = goldFile;
    result.predictionFile = predictionFile;

    const dataset::QueryFile gold = readQueries(goldFile);
    if (!gold.ok()) {
        result.error = readError(goldFile, gold.error);
        return result;
    }
    const dataset::QueryFile predicted = readQueries(predictionFile);
    if (!predicted.ok()) {
        result.error = readError(predictionFile, predicted.error);
        return result;
    }
    if (gold.queries.empty()) {
        result.error = QStringLiteral("%1 holds no gold queries").arg(goldFile);
        return result;
    }

    result.pairs.reserve(gold.queries.size());
    for (std::size_t i = 0; i < gold.queries.size(); ++i) {
        PairText pair;
        pair.goldSql = fromUtf8(gold.queries[i].sql);
        pair.dbId = fromUtf8(gold.queries[i].dbId);
        if (i < predicted.queries.size()) {
            pair.predictedSql = fromUtf8(predicted.queries[i].sql);
            pair.hasPrediction = true;
        }
        result.pairs.push_back(std::move(pair));
    }
    if (predicted.queries.size() != gold.queries.size()) {
        result.warning = QStringLiteral("%1 predictions for %2 gold queries")
                             .arg(predicted.queries.size())
                             .arg(gold.queries.size());
    }
    return result;
}

PairTexts readDemoPairTexts() {
    dataset::DemoResult demo;
    try {
        demo = dataset::materializeDemo(dataset::defaultDemoRoot());
    } catch (const std::exception& e) {
        demo.error = e.what();
    }
    if (!demo.ok()) {
        PairTexts result;
        result.source = QStringLiteral("demo");
        result.error = QStringLiteral("demo benchmark unavailable: %1")
                           .arg(QString::fromStdString(demo.error));
        return result;
    }
    if (demo.layout.predictionFiles.empty()) {
        PairTexts result;
        result.source = QStringLiteral("demo");
        result.goldFile = QString::fromStdString(demo.layout.goldFile);
        result.error = QStringLiteral("demo benchmark has no prediction files");
        return result;
    }
    return readPairTexts(QString::fromStdString(demo.layout.goldFile),
                         QString::fromStdString(demo.layout.predictionFiles.front()),
                         QStringLiteral("demo"));
}

}  // namespace sqlscope::ui
