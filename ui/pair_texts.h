// The SQL text of every (gold, prediction) pair of one prediction file, for
// the bare pair view until the core's benchmark and run types are wired in.
#pragma once

#include <QString>
#include <vector>

namespace sqlscope::ui {

struct PairText {
    QString goldSql;
    QString dbId;
    QString predictedSql;
    bool hasPrediction = false;  // false when the prediction file ran out of lines
};

struct PairTexts {
    QString source;  // what is shown: "demo" or the prediction file's name
    QString goldFile;
    QString predictionFile;
    std::vector<PairText> pairs;
    QString error;    // why nothing could be read; empty on success
    QString warning;  // e.g. line counts differ; pairs are still usable

    bool ok() const { return error.isEmpty(); }
};

// Reads both files with core's query-file reader (gold `SQL<TAB>db_id`,
// prediction `SQL`, blank lines skipped) and pairs them by position.
PairTexts readPairTexts(const QString& goldFile, const QString& predictionFile,
                        const QString& source);

// The embedded demo, materialized on disk by core: its gold file against its
// first prediction file.
PairTexts readDemoPairTexts();

}  // namespace sqlscope::ui
