#include "ui/session/recent_benchmarks.h"

#include <QFileInfo>
#include <QSettings>
#include <QStringList>
#include <QVariantMap>

namespace sqlscope::ui {

namespace {

const QString kKey = QStringLiteral("recent/benchmarks");

QString q(const std::string& text) {
    return QString::fromStdString(text);
}

QVariantMap toMap(const job::EvaluationRequest& request) {
    QStringList runs;
    for (const std::string& file : request.predictionFiles)
        runs << q(file);
    return {{QStringLiteral("gold"), q(request.goldFile)},
            {QStringLiteral("format"), q(std::string(dataset::formatName(request.read.format)))},
            {QStringLiteral("questions"), q(request.read.questionsFile)},
            {QStringLiteral("allowMissing"), request.read.allowMissing},
            {QStringLiteral("tables"), q(request.tablesFile)},
            {QStringLiteral("databases"), q(request.databaseDir)},
            {QStringLiteral("testSuite"), q(request.settings.testSuiteDir)},
            {QStringLiteral("runs"), runs}};
}

job::EvaluationRequest fromMap(const QVariantMap& map) {
    job::EvaluationRequest request;
    auto text = [&](const char* key) {
        return map.value(QLatin1String(key)).toString().toStdString();
    };
    request.goldFile = text("gold");
    request.read.format = dataset::parseFormat(text("format")).value_or(dataset::Format::Auto);
    request.read.questionsFile = text("questions");
    request.read.allowMissing = map.value(QStringLiteral("allowMissing")).toBool();
    request.tablesFile = text("tables");
    request.databaseDir = text("databases");
    request.settings.testSuiteDir = text("testSuite");
    for (const QString& run : map.value(QStringLiteral("runs")).toStringList())
        request.predictionFiles.push_back(run.toStdString());
    return request;
}

}  // namespace

std::vector<job::EvaluationRequest> recentBenchmarks() {
    std::vector<job::EvaluationRequest> out;
    for (const QVariant& entry : QSettings().value(kKey).toList()) {
        job::EvaluationRequest request = fromMap(entry.toMap());
        if (!request.goldFile.empty()) out.push_back(std::move(request));
    }
    return out;
}

void rememberBenchmark(const job::EvaluationRequest& request) {
    QVariantList list{toMap(request)};
    for (const job::EvaluationRequest& old : recentBenchmarks()) {
        if (old.goldFile == request.goldFile) continue;
        if (list.size() >= kMaxRecentBenchmarks) break;
        list << toMap(old);
    }
    QSettings().setValue(kKey, list);
}

void clearRecentBenchmarks() {
    QSettings().remove(kKey);
}

QString recentLabel(const job::EvaluationRequest& request) {
    const QString gold = QFileInfo(q(request.goldFile)).fileName();
    const QString databases = QFileInfo(q(request.databaseDir)).fileName();
    const int runs = int(request.predictionFiles.size());
    return runs == 1 ? QObject::tr("%1 — 1 run (%2)").arg(gold, databases)
                     : QObject::tr("%1 — %2 runs (%3)").arg(gold).arg(runs).arg(databases);
}

}  // namespace sqlscope::ui
