#include "core/job/evaluation_job.h"

#include <chrono>
#include <condition_variable>
#include <exception>
#include <future>
#include <mutex>
#include <optional>
#include <ostream>
#include <set>
#include <stdexcept>
#include <thread>
#include <utility>

#include "core/eval/batch_runner.h"
#include "core/eval/evaluation_context.h"
#include "core/exec/executor.h"
#include "core/exec/process_limits.h"
#include "core/exec/readonly_connection.h"
#include "core/job/job_cache.h"
#include "core/job/job_inputs.h"
#include "core/job/job_listener.h"
#include "core/job/ordered_spool.h"
#include "core/job/row_sequencer.h"
#include "core/linking/linking_predictions.h"
#include "core/report/metric_registry.h"
#include "core/report/pairs_csv.h"
#include "core/report/report_builder.h"
#include "core/report/report_json.h"
#include "core/report/settings_record.h"
#include "core/schema/catalog.h"
#include "core/util/atomic_file.h"
#include "core/util/output_guard.h"

namespace sqlscope::job {

namespace {

using Clock = std::chrono::steady_clock;

// Rows per onRows call, and the longest a ready row waits for its batch.
constexpr size_t kBatchRows = 64;
constexpr auto kBatchInterval = std::chrono::milliseconds(100);
// How often the calling thread looks at the stop flags while the batch runs.
constexpr auto kPollInterval = std::chrono::milliseconds(20);

// An output file: its temporary file, created before the batch runs (so a
// folder that cannot be written is reported at once), or nothing for "-"
// (the request's standard output) and "" (not wanted).
std::optional<util::AtomicFile> openOutput(const std::string& path) {
    if (path.empty() || path == "-") return std::nullopt;
    return util::AtomicFile(path);
}

// Where an output's bytes go: its temporary file, or the standard output.
class OutputSink {
public:
    OutputSink(std::optional<util::AtomicFile>& file, std::ostream* out) : file_(file), out_(out) {}

    bool write(std::string_view bytes) {
        if (file_) return file_->write(bytes);
        if (!out_) return false;
        out_->write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
        return static_cast<bool>(*out_);
    }
    // Flushed to disk here; renamed over the target once both outputs are
    // complete (AtomicFile::commit). An error message or "".
    std::string finish() {
        if (file_) return file_->flush() ? "" : file_->error();
        if (out_) out_->flush();
        return out_ && *out_ ? "" : "-: cannot write to standard output";
    }
    std::string error() const {
        if (file_) return file_->error();
        return "-: cannot write to standard output";
    }

    // Run `run` of `spool` appended, its temporary file's part copied in
    // the kernel when this is a file; the spool's error message or "" (a
    // failed write: error()). The run's records are released after, and
    // the file's writeback to disk started, so that finish() waits only for
    // what follows.
    std::string copyRun(OrderedSpool& spool, size_t run, bool& written) {
        written = true;
        auto write = [&](std::string_view bytes) { return written = this->write(bytes); };
        std::string error = file_ ? spool.copyRun(run, write,
                                                  [&](int fd, size_t size) {
                                                      return written = file_->writeFrom(fd, size);
                                                  })
                                  : spool.copyRun(run, write);
        spool.releaseRun(run);
        if (file_) file_->startWriteback();
        return error;
    }

private:
    std::optional<util::AtomicFile>& file_;
    std::ostream* out_;
};

// The identity of a file as text (empty when it is not a regular file).
std::string fileIdentityText(const std::string& path) {
    exec::FileIdentity id;
    if (path.empty() || exec::statDatabaseFile(path, id) != exec::DatabaseFileState::File)
        return "-";
    return std::to_string(id.device) + ":" + std::to_string(id.inode) + ":" +
           std::to_string(id.size) + ":" + std::to_string(id.mtimeNs);
}

// The JobCache key of a request: what the context's caches depend on.
std::string contextKey(const std::string& settingsJson, const EvaluationRequest& request,
                       const std::vector<util::RolePath>& databases) {
    std::string key =
        settingsJson + '\n' + request.databaseDir + '\n' + request.settings.testSuiteDir;
    auto add = [&](const std::string& path) {
        key += '\n';
        key += path;
        key += '=';
        key += fileIdentityText(path);
    };
    add(request.tablesFile);
    add(request.settings.linkingPredictionFile);
    for (const util::RolePath& database : databases)
        add(database.path);
    return key;
}

}  // namespace

EvaluationJob::EvaluationJob(EvaluationRequest request) : request_(std::move(request)) {}

EvaluationJob::~EvaluationJob() = default;

JobResult EvaluationJob::run(JobListener& listener) {
    const EvaluationRequest& request = request_;
    JobResult result;
    auto stopWith = [&result](JobStatus status, std::string error) {
        result.status = status;
        result.error = std::move(error);
        return std::move(result);
    };
    auto externalStop = [&] { return request.stop && request.stop->load(); };

    // Outputs are checked before any input is read (docs/cli.md, "Outputs"),
    // then their temporary files made: targets are only replaced at the end.
    const util::OutputGuard guard({{"--csv", request.csvPath}, {"--out", request.reportPath}});
    if (std::string error = guard.checkOutputs(); !error.empty())
        return stopWith(JobStatus::InputError, error);
    if (std::string error = guard.checkInputs(requestInputs(request)); !error.empty())
        return stopWith(JobStatus::InputError, error);
    std::optional<util::AtomicFile> csvFile = openOutput(request.csvPath);
    std::optional<util::AtomicFile> jsonFile = openOutput(request.reportPath);
    for (const auto* file : {&csvFile, &jsonFile})
        if (*file && !(*file)->ok()) return stopWith(JobStatus::InputError, (*file)->error());

    // The context (gold results, gold parses, schemas) of an identical
    // earlier request is reused from the cache.
    std::shared_ptr<JobCache> cache =
        request.cache ? request.cache : std::make_shared<JobCache>(/*keepResults=*/false);
    eval::BatchOptions batchOptions{request.jobs};
    batchOptions.releaseResults = !cache->keepsResults();
    batchOptions.releaseGoldParses = request.releaseGoldParses;
    // The outputs and summary rows read SQLMorph's scores, never its rows.
    batchOptions.rowEvidence = false;

    // The gold and prediction files are read, the batch planned and
    // scheduled (eval::scheduleBatch) and the report's records sized on a
    // second thread while tables.json, the longest input, loads here;
    // problems are reported in the same order as when read one by one.
    BenchmarkInputs inputs;
    // Moved (not copied) into shared values that the plan hands to the listener.
    std::shared_ptr<const dataset::Benchmark> benchmarkShared;
    std::shared_ptr<const std::vector<dataset::PredictionFile>> runsShared;
    eval::BatchSchedule schedule;
    std::optional<report::ReportBuilder> builder;
    auto inputsLoad = std::async(std::launch::async, [&] {
        inputs = readBenchmarkInputs(request);
        if (inputs.error) return;
        benchmarkShared =
            std::make_shared<const dataset::Benchmark>(std::move(inputs.gold.benchmark));
        runsShared =
            std::make_shared<const std::vector<dataset::PredictionFile>>(std::move(inputs.runs));
        schedule = eval::scheduleBatch(inputs.plan, batchOptions);
        builder.emplace(*benchmarkShared, *runsShared, inputs.plan);
    });
    schema::CatalogLoad tables = schema::Catalog::fromTablesJson(request.tablesFile);
    inputsLoad.get();
    const eval::BatchPlan& plan = inputs.plan;
    if (!tables.ok()) return stopWith(JobStatus::InputError, tables.error);
    if (auto error = checkDatabaseDir(request.databaseDir))
        return stopWith(JobStatus::InputError, *error);
    if (!request.settings.testSuiteDir.empty()) {
        if (auto error = checkDatabaseDir(request.settings.testSuiteDir))
            return stopWith(JobStatus::InputError, *error);
    }
    if (inputs.error) return stopWith(JobStatus::InputError, *inputs.error);
    const dataset::Benchmark& benchmark = *benchmarkShared;
    const std::vector<dataset::PredictionFile>& runs = *runsShared;
    const std::vector<util::RolePath> databases = databaseInputs(benchmark, request);
    if (guard.anyOutputExists()) {
        if (std::string error = guard.checkInputs(databases); !error.empty())
            return stopWith(JobStatus::InputError, error);
    }

    eval::EvalSettings settings = request.settings;
    // docs/metrics/linking.md#where-the-prediction-comes-from: question ids are pair indices.
    if (!settings.linkingPredictionFile.empty()) {
        linking::LinkingPredictionsLoad links =
            linking::readLinkingPredictions(settings.linkingPredictionFile, benchmark.items.size());
        if (!links.ok()) return stopWith(JobStatus::InputError, links.error);
        settings.linkingPredictions =
            std::make_shared<const linking::LinkingPredictions>(std::move(links.predictions));
    }
    settings.databaseDir = request.databaseDir;
    // The memory ceiling and the maximum query size hold for the whole process.
    exec::setProcessLimits(settings.limits);

    result.pairCount = plan.pairCount;
    {
        JobPlan shown{plan.items,      {},        plan.pairCount, plan.work.size(),
                      benchmarkShared, runsShared};
        for (const dataset::PredictionFile& run : runs)
            shown.runs.push_back(run.name);
        listener.onPlan(shown);
    }

    std::set<std::string> missingFiles;
    std::vector<std::string> badInputs =
        checkDatabases(benchmark, plan.items, tables.catalog, settings, missingFiles);
    for (const dataset::PredictionFile& run : runs)
        for (const dataset::InputProblem& problem : run.problems)
            badInputs.push_back(problem.text());
    for (const std::string& problem : badInputs)
        listener.onBadInput(problem);

    auto digests = std::async(std::launch::async, digestInputs, std::cref(request),
                              std::cref(inputs.databases));

    const report::RunOptionsRecord record{benchmark.format, request.read.fields,
                                          request.read.allowMissing, request.metricKeys};
    nlohmann::ordered_json settingsRecord = report::settingsJson(settings, record);

    std::shared_ptr<eval::EvaluationContext> context =
        cache->context(contextKey(settingsRecord.dump(), request, databases), [&] {
            return std::make_shared<eval::EvaluationContext>(settings, std::move(tables.catalog));
        });
    result.context = context;
    listener.onContext(context);
    eval::BatchRunner runner(*context, batchOptions);

    // pairs.csv records and report.json's pairs, made by the workers, kept
    // in (run, position) order in temporary files until the outputs are
    // written (the report's items and pair records do not change after).
    const bool wantCsv = !request.csvPath.empty();
    const bool wantJson = !request.reportPath.empty();
    const std::vector<int> jsonMetrics = report::metricIndices(request.metricKeys);
    OrderedSpool csvSpool(runs.size(), "");
    OrderedSpool jsonSpool(runs.size(), ",");
    RowSequencer rows(runs.size(), kBatchRows);

    std::atomic<size_t> pairsDone{0};
    std::atomic<const eval::WorkItem*> lastWork{nullptr};
    // Self-check: each pair's finding (report/self_check.h), by position.
    std::vector<std::optional<report::SelfCheckFinding>> selfCheckFindings(
        request.selfCheck ? plan.items.size() : 0);

    auto consumer = [&](size_t work, const eval::WorkItem& item, eval::PairVerdict&& verdict,
                        const sql::ParseResult& parse) {
        builder->add(work, item, verdict, parse);
        if (request.selfCheck) {
            for (const eval::PairRef& ref : item.pairs)
                selfCheckFindings[builder->positionOf(ref.item)] =
                    report::selfCheckPair(ref.item, benchmark.items[ref.item].dbId, verdict,
                                          report::metricValues(verdict, ref.item), jsonMetrics);
        }
        // Pairs of one work item that are one question in several runs
        // (most of them) share their records but for the run: each is
        // written once and copied (the CSV record with its run field
        // spliced in).
        const eval::PairRef* previous = nullptr;
        std::string json, csv;
        std::optional<report::PairRow> csvRow;
        eval::PairVerdict missing;
        for (const eval::PairRef& ref : item.pairs) {
            // The records are copied for the pairs that follow, moved by the last.
            const bool last = &ref == &item.pairs.back();
            const size_t position = builder->positionOf(ref.item);
            const report::PairRecord& pairRecord = builder->pair(ref.run, position);
            const dataset::Prediction& pred = runs[ref.run].predictions[ref.item];
            const bool sameQuestion =
                previous && previous->item == ref.item &&
                runs[previous->run].predictions[ref.item].missing == pred.missing &&
                runs[previous->run].predictions[ref.item].line == pred.line;
            if (wantJson) {
                if (!sameQuestion)
                    json = report::reportPairJson(builder->item(position), pairRecord, jsonMetrics);
                jsonSpool.add(ref.run, position, last ? std::move(json) : std::string(json));
            }
            if (wantCsv) {
                const dataset::BenchmarkItem& goldItem = benchmark.items[ref.item];
                const eval::PairVerdict* shown = &verdict;
                if (pred.missing && verdict.execution.outcome != eval::ExecOutcome::GoldError &&
                    verdict.execution.outcome != eval::ExecOutcome::NotRun) {
                    if (!sameQuestion) {
                        missing = verdict;
                        missing.execution.message = report::kMissingPredictionMessage;
                    }
                    shown = &missing;
                }
                const report::PairRow row{ref.item,      goldItem.dbId, runs[ref.run].name,
                                          goldItem.gold, pred.sql,      parse,
                                          *shown};
                csv = sameQuestion ? report::pairsCsvRecordFrom(csv, *csvRow, row)
                                   : report::pairsCsvRecord(row);
                csvRow.emplace(row);
                csvSpool.add(ref.run, position, last ? std::move(csv) : std::string(csv));
            }
            previous = &ref;
            rows.add(position, makeSummaryRow(ref.run, pairRecord, verdict));
        }
        pairsDone.fetch_add(item.pairs.size(), std::memory_order_relaxed);
    };
    eval::BatchRunner::Progress progress = [&](size_t, size_t, const eval::WorkItem& item) {
        lastWork.store(&item, std::memory_order_relaxed);
    };

    // The batch runs on its own thread (and the pool it starts), so that
    // this thread makes every listener call.
    if (externalStop()) stop_.store(true);
    eval::BatchStatus status;
    std::thread batch([&] {
        try {
            status = runner.run(plan, schedule, consumer, progress, &stop_);
        } catch (const std::exception& e) {
            status.error = e.what();
        }
        rows.finish();
    });
    // Should a listener call throw, the batch is stopped and joined before
    // the exception leaves run().
    struct JoinOnExit {
        std::thread& thread;
        std::atomic<bool>& stop;
        ~JoinOnExit() {
            if (!thread.joinable()) return;
            stop.store(true);
            thread.join();
        }
    } joinOnExit{batch, stop_};

    // Gold queries that fail on a database that exists: bad gold, found as
    // the first run's rows arrive in item order.
    auto deliver = [&](const std::vector<SummaryRow>& batchRows) {
        listener.onRows(batchRows);
        for (const SummaryRow& row : batchRows) {
            if (row.run != 0 || row.outcome != eval::ExecOutcome::GoldError) continue;
            const dataset::BenchmarkItem& item = benchmark.items[row.item];
            if (missingFiles.count(item.dbId)) continue;
            const report::PairRecord& pair = builder->pair(0, builder->positionOf(row.item));
            badInputs.push_back(dataset::InputProblem{benchmark.goldFile, item.line,
                                                      "gold query fails: " + pair.execMessage}
                                    .text());
            listener.onBadInput(badInputs.back());
        }
    };
    std::vector<SummaryRow> ready;
    Clock::time_point lastRows = Clock::now(), lastProgress{};
    size_t shownDone = 0;
    auto showProgress = [&](size_t done) {
        const eval::WorkItem* work = lastWork.load(std::memory_order_relaxed);
        const eval::PairRef pair = work ? work->pairs.front() : eval::PairRef{};
        listener.onProgress(JobProgress{done, plan.pairCount, pair.run, pair.item});
        shownDone = done;
        lastProgress = Clock::now();
    };
    for (bool finished = false; !finished;) {
        std::vector<SummaryRow> taken = rows.take(kPollInterval, finished);
        if (externalStop()) stop_.store(true);
        ready.insert(ready.end(), taken.begin(), taken.end());
        size_t start = 0;
        for (; ready.size() - start >= kBatchRows; start += kBatchRows)
            deliver(std::vector<SummaryRow>(
                ready.begin() + static_cast<ptrdiff_t>(start),
                ready.begin() + static_cast<ptrdiff_t>(start + kBatchRows)));
        if (start > 0) lastRows = Clock::now();
        ready.erase(ready.begin(), ready.begin() + static_cast<ptrdiff_t>(start));
        if (!ready.empty() && (finished || Clock::now() - lastRows >= kBatchInterval)) {
            deliver(ready);
            ready.clear();
            lastRows = Clock::now();
        }
        const size_t done = pairsDone.load(std::memory_order_relaxed);
        if (done != shownDone && !plan.work.empty() &&
            (done == plan.pairCount || Clock::now() - lastProgress >= kBatchInterval))
            showProgress(done);
    }
    batch.join();
    result.pairsDone = pairsDone.load();
    if (status.cancelled || stop_.load() || externalStop())
        return stopWith(JobStatus::Cancelled, "");
    if (!status.ok()) return stopWith(JobStatus::Failed, status.error);

    // pairs.csv is written while the aggregates and report.json are
    // computed (both only read what the batch produced); with an output on
    // the standard output, one after the other in a fixed order.
    const bool toStdout = request.csvPath == "-" || request.reportPath == "-";
    OutputSink csvSink(csvFile, request.standardOutput);
    auto writeCsv = [&]() -> std::string {
        if (!csvSink.write(report::pairsCsvHeader())) return csvSink.error();
        for (size_t r = 0; r < runs.size(); ++r) {
            bool written = true;
            std::string error = csvSink.copyRun(csvSpool, r, written);
            if (!error.empty()) return request.csvPath + ": " + error;
            if (!written) return csvSink.error();
        }
        return csvSink.finish();
    };
    std::future<std::string> csvWritten;
    if (wantCsv && !toStdout) csvWritten = std::async(std::launch::async, writeCsv);

    report::Report report = builder->take();
    report.version = request.version;
    report.shard = request.shard;
    report.metrics = request.metricKeys;
    report.settings = std::move(settingsRecord);
    report.badInputs = badInputs;
    report.inputs = digests.get();

    // The aggregates run by run, taken one at a time by this thread and a
    // second (the one that finishes the last adds the tests and spreads);
    // report.json is written on a third as its parts become ready, run by
    // run (pairs.csv on a fourth).
    report::ReportAggregator aggregator(report);
    const size_t runCount = report.runs.size();
    struct Parts {
        std::mutex mutex;
        std::condition_variable changed;
        std::vector<bool> ready;  // per run; [runCount]: the tests and spreads
        size_t finished = 0;
        std::exception_ptr error;
    } parts;
    parts.ready.assign(runCount + 1, false);
    std::atomic<size_t> nextPart{0};
    if (runCount == 0) {
        aggregator.pairedTests();
        aggregator.spreads();
        parts.ready[0] = true;
    }
    auto aggregateParts = [&] {
        try {
            for (size_t run; (run = nextPart.fetch_add(1)) < runCount;) {
                aggregator.aggregateRun(run);
                std::unique_lock lock(parts.mutex);
                parts.ready[run] = true;
                parts.changed.notify_all();
                if (++parts.finished < runCount) continue;
                lock.unlock();
                aggregator.pairedTests();
                aggregator.spreads();
                lock.lock();
                parts.ready[runCount] = true;
                parts.changed.notify_all();
            }
        } catch (...) {
            std::lock_guard lock(parts.mutex);
            if (!parts.error) parts.error = std::current_exception();
            parts.changed.notify_all();
        }
    };
    auto partReady = [&](size_t part) {
        std::unique_lock lock(parts.mutex);
        parts.changed.wait(lock, [&] { return parts.ready[part] || parts.error; });
        if (parts.error) throw std::runtime_error("the aggregates failed");
    };

    OutputSink jsonSink(jsonFile, request.standardOutput);
    auto writeJson = [&]() -> std::string {
        std::vector<bool> hasPairs(runs.size());
        for (size_t r = 0; r < runs.size(); ++r)
            hasPairs[r] = jsonSpool.hasRecords(r);
        std::string spoolError;
        const bool written = report::streamReportJson(
            report, aggregator.result(), hasPairs, partReady,
            [&](std::string_view bytes) { return jsonSink.write(bytes); },
            [&](size_t r) {
                bool copied = true;
                std::string error = jsonSink.copyRun(jsonSpool, r, copied);
                if (!error.empty()) spoolError = request.reportPath + ": " + error;
                return error.empty() && copied;
            });
        if (!written) return spoolError.empty() ? jsonSink.error() : spoolError;
        return jsonSink.finish();
    };
    std::future<std::string> jsonWritten;
    if (wantJson && !toStdout) jsonWritten = std::async(std::launch::async, writeJson);
    {
        auto second = std::async(std::launch::async, aggregateParts);
        aggregateParts();
        second.get();
    }
    if (parts.error) {
        if (jsonWritten.valid()) jsonWritten.wait();
        std::rethrow_exception(parts.error);
    }
    listener.onReport(report, aggregator.result());

    if (wantCsv) {
        std::string error = csvWritten.valid() ? csvWritten.get() : writeCsv();
        if (!error.empty()) return stopWith(JobStatus::InputError, error);
    }
    if (wantJson) {
        std::string error = jsonWritten.valid() ? jsonWritten.get() : writeJson();
        if (!error.empty()) return stopWith(JobStatus::InputError, error);
    }
    report::ReportAggregate aggregate = aggregator.take();
    // Both outputs are complete: only now are the targets replaced.
    if (stop_.load() || externalStop()) return stopWith(JobStatus::Cancelled, "");
    for (auto* file : {&csvFile, &jsonFile})
        if (*file && !(*file)->commit()) return stopWith(JobStatus::InputError, (*file)->error());

    if (request.selfCheck) {
        // The nondeterminism probe runs each gold twice more (usual and
        // reversed scan order) on this thread.
        std::vector<report::SelfCheckFinding> own, probes;
        for (auto& finding : selfCheckFindings)
            if (finding) own.push_back(std::move(*finding));
        if (settings.metrics.needsExecution()) {
            exec::Executor executor;
            for (uint32_t index : plan.items) {
                if (missingFiles.count(benchmark.items[index].dbId)) continue;
                if (auto probe = report::probeGoldOrder(index, benchmark.items[index], settings,
                                                        jsonMetrics, executor))
                    probes.push_back(std::move(*probe));
            }
        }
        result.selfCheck = report::mergeSelfCheckFindings(std::move(own), std::move(probes));
        result.selfCheckItems = plan.items.size();
    }
    result.report = std::move(report);
    result.aggregate = std::move(aggregate);
    result.status = JobStatus::Done;
    return result;
}

}  // namespace sqlscope::job
