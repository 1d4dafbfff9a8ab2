// What one evaluation job leaves for the next in the same process: the
// evaluation context (gold results, gold parses, schemas) of its last
// request, so that reopening the same request runs no gold query again. The
// key covers every input the context's caches depend on: the settings, the
// tables file and every database file by identity (device, inode, size,
// modification time), so a changed file gives a fresh context. Held by the
// caller (shared_ptr) across jobs; thread-safe.
#pragma once

#include <cstddef>
#include <functional>
#include <memory>
#include <mutex>
#include <string>

namespace sqlscope::eval {
class EvaluationContext;
}

namespace sqlscope::job {

class JobCache {
public:
    // `keepResults`: the context keeps every query result for the next job
    // (an interactive front end re-opening a request); false lets a batch
    // forget each result, and each gold's ESM, ESM+, component and linking
    // analyses, once no later question needs them (eval::BatchOptions
    // releaseResults), so memory stays flat in a one-shot run such as the
    // CLI's, and only schemas and gold parses outlive the job (the parses
    // too go with EvaluationRequest::releaseGoldParses).
    explicit JobCache(bool keepResults = true);
    bool keepsResults() const { return keepResults_; }
    ~JobCache();
    JobCache(const JobCache&) = delete;
    JobCache& operator=(const JobCache&) = delete;

    // The cached context when `key` is the cached one, else the one `make`
    // returns, which replaces it.
    std::shared_ptr<eval::EvaluationContext> context(
        const std::string& key,
        const std::function<std::shared_ptr<eval::EvaluationContext>()>& make);

    // Queries (gold and predicted) run by the contexts this cache has held
    // (tests, statistics): a reopened request that runs none ran no gold query.
    size_t goldExecutions() const;
    // Contexts made (a request met for the first time, or changed inputs).
    size_t contextsMade() const;
    void clear();

private:
    const bool keepResults_;
    mutable std::mutex mutex_;
    std::string key_;
    std::shared_ptr<eval::EvaluationContext> context_;
    size_t droppedExecutions_ = 0;  // of contexts replaced or cleared
    size_t made_ = 0;
};

}  // namespace sqlscope::job
