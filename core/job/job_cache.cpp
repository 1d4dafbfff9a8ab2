#include "core/job/job_cache.h"

#include "core/eval/evaluation_context.h"

namespace sqlscope::job {

JobCache::JobCache(bool keepResults) : keepResults_(keepResults) {}
JobCache::~JobCache() = default;

std::shared_ptr<eval::EvaluationContext> JobCache::context(
    const std::string& key, const std::function<std::shared_ptr<eval::EvaluationContext>()>& make) {
    std::lock_guard lock(mutex_);
    if (context_ && key == key_) return context_;
    if (context_) droppedExecutions_ += context_->goldResults().executions();
    context_ = make();
    key_ = key;
    ++made_;
    return context_;
}

size_t JobCache::goldExecutions() const {
    std::lock_guard lock(mutex_);
    return droppedExecutions_ + (context_ ? context_->goldResults().executions() : 0);
}

size_t JobCache::contextsMade() const {
    std::lock_guard lock(mutex_);
    return made_;
}

void JobCache::clear() {
    std::lock_guard lock(mutex_);
    if (context_) droppedExecutions_ += context_->goldResults().executions();
    context_.reset();
    key_.clear();
}

}  // namespace sqlscope::job
