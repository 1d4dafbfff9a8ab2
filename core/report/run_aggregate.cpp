#include "core/report/run_aggregate.h"

#include <algorithm>
#include <cstdint>
#include <future>
#include <map>

#include "core/match/esm/hardness.h"
#include "core/report/metric_registry.h"

namespace sqlscope::report {

namespace {

constexpr const char* kHardness[] = {"easy", "medium", "hard", "extra"};

void addScores(ScoreRow& row, const PairRecord& pair) {
    for (size_t m = 0; m < row.size() && m < pair.metrics.size(); ++m)
        if (pair.metrics[m]) row[m].add(*pair.metrics[m]);
}

GroupScores makeGroup(std::string name, size_t metrics) {
    return GroupScores{std::move(name), 0, ScoreRow(metrics)};
}

int difficultyRank(const std::string& name) {
    if (name == "simple") return 0;
    if (name == "moderate") return 1;
    if (name == "challenging") return 2;
    return 3;
}

void countOutcome(OutcomeCounts& o, const PairRecord& pair) {
    ++o.pairs;
    if (pair.missing) {
        ++o.missing;
    } else {
        if (pair.parseError.empty()) {
            ++o.parsed;
        } else {
            ++o.parseErrors;
        }
        const std::string& s = pair.execStatus;
        if (s == "ok") {
            ++o.ok;
        } else if (s == "timeout") {
            ++o.timeout;
        } else if (s == "denied") {
            ++o.denied;
        } else if (s == "gold_error") {
            ++o.goldError;
        } else if (s == "row_limit") {
            ++o.rowLimit;
        } else if (s == "memory_limit") {
            ++o.memoryLimit;
        } else if (s == "too_large") {
            ++o.tooLarge;
        } else if (s == "not_run") {
            ++o.notRun;
        } else {
            ++o.error;
        }
    }
    if (pair.missing && pair.execStatus == "gold_error") ++o.goldError;
    if (pair.esmScored) {
        ++o.esmScored;
    } else {
        ++o.esmUnscored;
    }
    if (!pair.quirks.empty()) ++o.quirkChanged;
    for (size_t q = 0; q < eval::kReferenceQuirkCount; ++q)
        if (pair.quirks.has(q)) ++o.quirks[q];
}

match::esm::PartialScores partialScores(const PairRecord& pair) {
    match::esm::PartialScores scores{};
    for (size_t c = 0; c < scores.size(); ++c) {
        const ComponentRecord& r = pair.partial[c];
        scores[c].acc = r.acc;
        scores[c].rec = r.rec;
        scores[c].f1 = r.f1;
        scores[c].predTotal = r.predTotal;
        scores[c].labelTotal = r.labelTotal;
    }
    return scores;
}

std::vector<int> selectedMetrics(const Report& report) {
    return metricIndices(report.metrics);
}

// What every run's aggregation reads besides the run itself, computed once.
struct RunInputs {
    std::vector<std::string> databases;  // by name: the breakdown and the bootstrap clusters
    std::vector<size_t> clusterOfItem;   // per report item, into `databases`
    std::vector<std::optional<match::esm::Hardness>> hardness;  // per report item
    std::vector<std::vector<uint32_t>> draws;                   // bootstrap draws over `databases`
    std::vector<int> agreementMetrics;
    int esmMetric = -1;
};

RunAggregate aggregateRun(const Report& report, const RunReport& run, const RunInputs& shared) {
    const auto& definitions = metricDefinitions();
    const size_t metricCount = definitions.size();
    RunAggregate agg;
    agg.overall.assign(metricCount, Score{});
    for (const char* h : kHardness)
        agg.byHardness.push_back(makeGroup(h, metricCount));
    for (const std::string& db : shared.databases)
        agg.byDatabase.push_back(makeGroup(db, metricCount));
    std::map<std::string, size_t> difficultyOf;
    if (report.hasDifficulty()) {
        std::vector<std::string> names;
        for (const ItemRecord& item : report.items)
            if (!item.item.difficulty.empty()) names.push_back(item.item.difficulty);
        std::sort(names.begin(), names.end(), [](const std::string& a, const std::string& b) {
            return std::pair(difficultyRank(a), a) < std::pair(difficultyRank(b), b);
        });
        names.erase(std::unique(names.begin(), names.end()), names.end());
        for (const std::string& name : names) {
            difficultyOf[name] = agg.byDifficulty.size();
            agg.byDifficulty.push_back(makeGroup(name, metricCount));
        }
    }
    const bool multiTurn = report.multiTurn();
    if (multiTurn) {
        for (const char* t : {"1", "2", "3", "4", ">4"})
            agg.byTurn.push_back(makeGroup(t, metricCount));
    }
    agg.interactions = makeGroup("interactions", metricCount);
    std::vector<std::vector<ClusterSum>> clusters(metricCount,
                                                  std::vector<ClusterSum>(shared.databases.size()));

    // Interaction level: per metric, whether every turn so far passed.
    struct Interaction {
        int id = -1;
        std::vector<int> state;  // -1 no verdict on some turn, 0 failed, 1 passed
    } current;
    auto closeInteraction = [&] {
        if (current.id < 0) return;
        ++agg.interactions.pairs;
        for (size_t m = 0; m < metricCount; ++m)
            if (current.state[m] >= 0) agg.interactions.scores[m].add(current.state[m]);
        current.id = -1;
    };

    for (size_t k = 0; k < run.pairs.size() && k < report.items.size(); ++k) {
        const PairRecord& pair = run.pairs[k];
        const ItemRecord& item = report.items[k];
        countOutcome(agg.outcomes, pair);
        addScores(agg.overall, pair);
        const std::optional<match::esm::Hardness> level = shared.hardness[k];
        if (level) {
            GroupScores& group = agg.byHardness[static_cast<size_t>(*level)];
            ++group.pairs;
            addScores(group.scores, pair);
        }
        const size_t cluster = shared.clusterOfItem[k];
        ++agg.byDatabase[cluster].pairs;
        addScores(agg.byDatabase[cluster].scores, pair);
        for (size_t m = 0; m < metricCount && m < pair.metrics.size(); ++m) {
            if (!pair.metrics[m]) continue;
            clusters[m][cluster].sum += *pair.metrics[m];
            ++clusters[m][cluster].count;
        }
        if (auto it = difficultyOf.find(item.item.difficulty); it != difficultyOf.end()) {
            ++agg.byDifficulty[it->second].pairs;
            addScores(agg.byDifficulty[it->second].scores, pair);
        }
        if (multiTurn && item.item.interaction >= 0) {
            GroupScores& turn = agg.byTurn[std::min(item.item.turn, 4)];
            ++turn.pairs;
            addScores(turn.scores, pair);
            if (item.item.interaction != current.id) {
                closeInteraction();
                current.id = item.item.interaction;
                current.state.assign(metricCount, 1);
            }
            for (size_t m = 0; m < metricCount; ++m) {
                if (!definitions[m].binary || current.state[m] < 0) {
                    current.state[m] = -1;
                    continue;
                }
                const auto& v = m < pair.metrics.size() ? pair.metrics[m] : std::nullopt;
                if (!v) {
                    current.state[m] = -1;
                } else if (*v < 1.0) {
                    current.state[m] = 0;
                }
            }
        }
        if (pair.esmScored && level) {
            const auto& esm = pair.metrics[shared.esmMetric];
            agg.esm.add(*level, esm && *esm == 1.0, partialScores(pair));
        }
    }
    closeInteraction();

    agg.intervals = bootstrapIntervals(clusters, shared.draws);

    const auto& binary = shared.agreementMetrics;
    for (size_t i = 0; i < binary.size(); ++i) {
        for (size_t j = i + 1; j < binary.size(); ++j) {
            AgreementTable table;
            table.first = binary[i];
            table.second = binary[j];
            for (size_t k = 0; k < run.pairs.size() && k < report.items.size(); ++k) {
                const auto& a = run.pairs[k].metrics[binary[i]];
                const auto& b = run.pairs[k].metrics[binary[j]];
                if (!a || !b) {
                    ++table.excluded;
                    continue;
                }
                const bool passA = *a == 1.0;
                const bool passB = *b == 1.0;
                const size_t cell = passA ? (passB ? 0 : 1) : (passB ? 2 : 3);
                table.cells[cell].push_back(report.items[k].index);
            }
            agg.agreements.push_back(std::move(table));
        }
    }
    return agg;
}

// A run's verdicts on the binary metrics as one byte per pair and metric
// (metric-major: 0 no verdict, 1 pass, 2 fail), so that the tests between
// runs read each run's pair records once, right after its aggregation.
enum : uint8_t { kNoVerdict = 0, kPass = 1, kFail = 2 };
std::vector<uint8_t> binaryVerdicts(const RunReport& run, const std::vector<int>& binaryMetrics) {
    const std::vector<PairRecord>& pairs = run.pairs;
    std::vector<uint8_t> v(pairs.size() * binaryMetrics.size(), kNoVerdict);
    for (size_t k = 0; k < pairs.size(); ++k)
        for (size_t i = 0; i < binaryMetrics.size(); ++i)
            if (const auto& x = pairs[k].metrics[binaryMetrics[i]])
                v[i * pairs.size() + k] = *x == 1.0 ? kPass : kFail;
    return v;
}

// McNemar's test for every two runs on every binary metric.
std::vector<PairedTest> pairedTests(const Report& report, const std::vector<int>& binaryMetrics,
                                    const std::vector<std::vector<uint8_t>>& verdicts) {
    std::vector<PairedTest> paired;
    for (size_t a = 0; a < report.runs.size(); ++a) {
        for (size_t b = a + 1; b < report.runs.size(); ++b) {
            const size_t na = report.runs[a].pairs.size(), nb = report.runs[b].pairs.size();
            const size_t n = std::min(na, nb);
            for (size_t i = 0; i < binaryMetrics.size(); ++i) {
                PairedTest test;
                test.runA = a;
                test.runB = b;
                test.metric = binaryMetrics[i];
                const uint8_t* x = verdicts[a].data() + i * na;
                const uint8_t* y = verdicts[b].data() + i * nb;
                // Without branches, so that the compiler runs it on vectors.
                uint32_t compared = 0, aOnly = 0, bOnly = 0;
                for (size_t k = 0; k < n; ++k) {
                    const uint8_t u = x[k], v = y[k];
                    compared += static_cast<uint32_t>((u != kNoVerdict) & (v != kNoVerdict));
                    aOnly += static_cast<uint32_t>((u == kPass) & (v == kFail));
                    bOnly += static_cast<uint32_t>((u == kFail) & (v == kPass));
                }
                test.compared = compared;
                test.aOnly = aOnly;
                test.bOnly = bOnly;
                test.test = mcnemar(test.aOnly, test.bOnly);
                paired.push_back(test);
            }
        }
    }
    return paired;
}

}  // namespace

struct ReportAggregator::Shared : RunInputs {
    std::vector<std::vector<uint8_t>> verdicts;  // per run: binaryVerdicts
};

ReportAggregator::ReportAggregator(const Report& report)
    : report_(report), shared_(std::make_unique<Shared>()) {
    const auto& definitions = metricDefinitions();
    ReportAggregate& result = result_;
    result.metrics = selectedMetrics(report);
    for (int m : result.metrics) {
        if (definitions[m].binary) result.binaryMetrics.push_back(m);
        if (definitions[m].binary && definitions[m].agreement) result.agreementMetrics.push_back(m);
    }
    const bool wantEx = std::count(result.metrics.begin(), result.metrics.end(), metricIndex("ex"));
    const bool wantExe =
        std::count(result.metrics.begin(), result.metrics.end(), metricIndex("exe"));
    const bool testSuite =
        report.settings.contains("esm_variant") && report.settings["esm_variant"] == "testsuite";
    if (wantEx && (!testSuite || !wantExe)) {
        result.executionMetric = metricIndex("ex");
    } else if (wantExe) {
        result.executionMetric = metricIndex("exe");
    }

    RunInputs& shared = *shared_;
    shared.agreementMetrics = result.agreementMetrics;
    shared.esmMetric = metricIndex("esm");
    {
        // Databases in order of name.
        std::map<std::string, size_t> clusterOf;
        for (const ItemRecord& item : report.items)
            clusterOf.emplace(item.item.dbId, 0);
        for (auto& [db, index] : clusterOf) {
            index = shared.databases.size();
            shared.databases.push_back(db);
        }
        for (const ItemRecord& item : report.items) {
            shared.clusterOfItem.push_back(clusterOf[item.item.dbId]);
            shared.hardness.push_back(match::esm::hardnessFromName(item.hardness));
        }
    }
    shared.draws = bootstrapDraws(shared.databases.size());
    result.runs.resize(report.runs.size());
    shared_->verdicts.resize(report.runs.size());
}

ReportAggregator::~ReportAggregator() = default;

void ReportAggregator::aggregateRun(size_t run) {
    result_.runs[run] = sqlscope::report::aggregateRun(report_, report_.runs[run], *shared_);
    shared_->verdicts[run] = binaryVerdicts(report_.runs[run], result_.binaryMetrics);
}

void ReportAggregator::pairedTests() {
    for (size_t r = 0; r < report_.runs.size(); ++r)  // runs not aggregated here
        if (shared_->verdicts[r].size() !=
            report_.runs[r].pairs.size() * result_.binaryMetrics.size())
            shared_->verdicts[r] = binaryVerdicts(report_.runs[r], result_.binaryMetrics);
    result_.paired =
        sqlscope::report::pairedTests(report_, result_.binaryMetrics, shared_->verdicts);
}

void ReportAggregator::spreads() {
    const size_t metricCount = metricDefinitions().size();
    result_.spreads.resize(metricCount);
    for (size_t m = 0; m < metricCount; ++m) {
        std::vector<double> values;
        for (const RunAggregate& run : result_.runs)
            if (run.overall[m].n > 0) values.push_back(run.overall[m].mean());
        result_.spreads[m] = spreadOf(values);
    }
}

ReportAggregate aggregateReport(const Report& report) {
    ReportAggregator aggregator(report);
    // Runs are independent: half of them on a second thread.
    const size_t runs = report.runs.size();
    auto aggregate = [&](size_t begin, size_t end) {
        for (size_t r = begin; r < end; ++r)
            aggregator.aggregateRun(r);
    };
    const size_t half = (runs + 1) / 2;
    if (half == runs) {
        aggregate(0, runs);
    } else {
        auto second = std::async(std::launch::async, aggregate, half, runs);
        aggregate(0, half);
        second.get();
    }
    aggregator.pairedTests();
    aggregator.spreads();
    return aggregator.take();
}

}  // namespace sqlscope::report
