#include "core/match/esm/hardness.h"
#include "core/report/metric_registry.h"
#include "core/report/report_model.h"
#include "core/sql/parse_error.h"

namespace sqlscope::report {

bool Report::hasDifficulty() const {
    for (const ItemRecord& item : items)
        if (!item.item.difficulty.empty()) return true;
    return false;
}

PairRecord recordVerdict(const eval::PairVerdict& verdict, const sql::ParseResult& predParse,
                         std::string& hardness) {
    PairRecord record;
    if (!predParse.ok()) {
        const sql::ParseError& e = *predParse.error;
        record.parseError =
            std::to_string(e.line) + ":" + std::to_string(e.column) + ": " + e.message;
    }
    const eval::ExecutionVerdict& exec = verdict.execution;
    record.execStatus = std::string(eval::execOutcomeName(exec.outcome));
    record.execMessage = exec.message;
    if (exec.gold && exec.gold->ok()) {
        record.goldRows = static_cast<int64_t>(exec.gold->result.rowCount());
        record.goldColumns = static_cast<int64_t>(exec.gold->result.columnCount());
    }
    if (exec.pred && exec.pred->ok()) {
        record.predRows = static_cast<int64_t>(exec.pred->result.rowCount());
        record.predColumns = static_cast<int64_t>(exec.pred->result.columnCount());
    }
    const match::esm::EsmVerdict& esm = verdict.esm;
    record.esmScored = esm.scored;
    if (verdict.esmReported) record.esmError = esm.errorText();
    record.quirks = verdict.quirks;
    if (esm.scored) {
        hardness = std::string(match::esm::hardnessName(esm.hardness));
        for (size_t c = 0; c < match::esm::kComponentCount; ++c) {
            const match::esm::ComponentScore& s = esm.match.partial[c];
            record.partial[c] = ComponentRecord{s.acc, s.rec, s.f1, s.predTotal, s.labelTotal};
        }
    }
    return record;
}

std::vector<std::optional<double>> metricValues(const eval::PairVerdict& verdict, size_t question) {
    const auto& definitions = metricDefinitions();
    std::vector<std::optional<double>> values;
    values.reserve(definitions.size());
    for (const MetricDefinition& d : definitions)
        values.push_back(d.value(verdict, question));
    return values;
}

}  // namespace sqlscope::report
