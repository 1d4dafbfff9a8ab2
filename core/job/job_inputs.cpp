#include "core/job/job_inputs.h"

#include <filesystem>
#include <map>
#include <system_error>

#include "core/exec/readonly_connection.h"
#include "core/exec/sandbox_connection.h"
#include "core/exec/test_suite_databases.h"
#include "core/job/evaluation_request.h"
#include "core/schema/catalog.h"
#include "core/util/sha256.h"

namespace sqlscope::job {

namespace {

// The database files of every item (all shards alike), for provenance.
std::vector<std::string> databaseFiles(const dataset::Benchmark& benchmark,
                                       const std::string& databaseDir) {
    std::set<std::string> dbIds;
    for (const dataset::BenchmarkItem& item : benchmark.items)
        dbIds.insert(item.dbId);
    std::vector<std::string> files;
    for (const std::string& dbId : dbIds) {
        std::string path = schema::databasePath(databaseDir, dbId);
        std::error_code ec;
        if (std::filesystem::is_regular_file(path, ec)) files.push_back(std::move(path));
    }
    return files;
}

}  // namespace

BenchmarkInputs readBenchmarkInputs(const EvaluationRequest& request) {
    BenchmarkInputs inputs;
    inputs.gold = dataset::readBenchmark(request.goldFile, request.read);
    if (!inputs.gold.ok()) {
        inputs.error = inputs.gold.error->text();
        return inputs;
    }
    if (request.selfCheck) {
        // The gold as its own prediction: one run named "gold".
        dataset::PredictionFile self;
        self.path = request.goldFile;
        self.name = "gold";
        for (const dataset::BenchmarkItem& item : inputs.gold.benchmark.items)
            self.predictions.push_back(dataset::Prediction{item.gold, item.line, false});
        inputs.runs.push_back(std::move(self));
    }
    std::map<std::string, std::string> pathOfRun;
    for (const std::string& path : request.predictionFiles) {
        dataset::PredictionLoad pred =
            dataset::readPredictions(path, inputs.gold.benchmark, request.read);
        if (!pred.ok()) {
            inputs.error = pred.error->text();
            return inputs;
        }
        if (auto [it, inserted] = pathOfRun.emplace(pred.file.name, path); !inserted) {
            inputs.error =
                path + ": run name '" + pred.file.name + "' is already used by " + it->second;
            return inputs;
        }
        inputs.runs.push_back(std::move(pred.file));
    }
    inputs.plan = eval::planBatch(inputs.gold.benchmark, inputs.runs, request.shard);
    inputs.databases = databaseFiles(inputs.gold.benchmark, request.databaseDir);
    return inputs;
}

std::optional<std::string> checkDatabaseDir(const std::string& path) {
    std::error_code ec;
    auto status = std::filesystem::status(path, ec);
    if (!std::filesystem::exists(status)) return path + ": no such directory";
    if (!std::filesystem::is_directory(status)) return path + ": not a directory";
    return std::nullopt;
}

std::vector<util::RolePath> requestInputs(const EvaluationRequest& request) {
    std::vector<util::RolePath> inputs{{"the gold file", request.goldFile},
                                       {"the tables file", request.tablesFile}};
    for (const std::string& pred : request.predictionFiles)
        inputs.push_back({"the prediction file", pred});
    if (!request.read.questionsFile.empty())
        inputs.push_back({"the questions file", request.read.questionsFile});
    if (!request.settings.linkingPredictionFile.empty())
        inputs.push_back({"the linking predictions file", request.settings.linkingPredictionFile});
    return inputs;
}

std::vector<util::RolePath> databaseInputs(const dataset::Benchmark& benchmark,
                                           const EvaluationRequest& request) {
    std::set<std::string> dbIds;
    for (const dataset::BenchmarkItem& item : benchmark.items)
        dbIds.insert(item.dbId);
    std::vector<util::RolePath> inputs;
    for (const std::string& dbId : dbIds) {
        for (const std::string& path :
             exec::testSuiteDatabases(schema::databasePath(request.databaseDir, dbId)))
            inputs.push_back({"the database", path});
        if (!request.settings.testSuiteDir.empty())
            for (const std::string& path : exec::testSuiteDatabases(
                     schema::databasePath(request.settings.testSuiteDir, dbId)))
                inputs.push_back({"the test-suite database", path});
    }
    return inputs;
}

std::vector<report::InputDigest> digestInputs(const EvaluationRequest& request,
                                              const std::vector<std::string>& databases) {
    std::vector<report::InputDigest> inputs;
    auto add = [&](const std::string& role, const std::string& path) {
        util::FileDigest digest = util::sha256File(path);
        inputs.push_back({role, path, digest.ok() ? digest.hex : ""});
    };
    add("gold", request.goldFile);
    if (!request.read.questionsFile.empty()) add("questions", request.read.questionsFile);
    add("tables", request.tablesFile);
    for (const std::string& pred : request.predictionFiles)
        add("pred", pred);
    if (!request.settings.linkingPredictionFile.empty())
        add("linking_pred", request.settings.linkingPredictionFile);
    for (const std::string& database : databases)
        add("database", database);
    return inputs;
}

std::vector<std::string> checkDatabases(const dataset::Benchmark& benchmark,
                                        const std::vector<uint32_t>& items,
                                        const schema::Catalog& catalog,
                                        const eval::EvalSettings& settings,
                                        std::set<std::string>& missingFiles) {
    struct Use {
        uint32_t firstLine = 0;
        size_t count = 0;
    };
    // Counted over the whole benchmark, so that every shard words a problem
    // the same way (merge lists it once).
    std::map<std::string, Use> uses;
    for (const dataset::BenchmarkItem& item : benchmark.items) {
        Use& use = uses[item.dbId];
        if (use.count++ == 0) use.firstLine = item.line;
    }
    std::set<std::string> inShard;
    for (uint32_t i : items)
        inShard.insert(benchmark.items[i].dbId);
    std::vector<std::string> problems;
    const bool executes = settings.metrics.needsExecution();
    for (const auto& [dbId, use] : uses) {
        if (!inShard.count(dbId)) continue;
        auto where = [&] {
            return dataset::InputProblem{benchmark.goldFile, use.firstLine, ""}.text();
        };
        const std::string count =
            std::to_string(use.count) + " gold quer" + (use.count == 1 ? "y" : "ies");
        if (!catalog.find(dbId))
            problems.push_back(where() + "db_id '" + dbId + "' is not in tables.json (" + count +
                               ")");
        const std::string path = schema::databasePath(settings.databaseDir, dbId);
        if (path.empty()) {
            // Never read: a db_id such as ../x or /etc would leave --db.
            missingFiles.insert(dbId);
            problems.push_back(where() + "db_id '" + dbId +
                               "' is not a plain folder name (it may not contain '/', '\\', "
                               "NUL or be '..'); nothing outside --db is read (" +
                               count + " not executed)");
            continue;
        }
        exec::FileIdentity identity;
        const exec::DatabaseFileState state = exec::statDatabaseFile(path, identity);
        if (executes && state != exec::DatabaseFileState::File) {
            // stat() only: a FIFO would block whoever opens it.
            missingFiles.insert(dbId);
            problems.push_back(where() + exec::databaseFileProblem(state, path) + " (" + count +
                               " not executed)");
        }
    }
    return problems;
}

}  // namespace sqlscope::job
