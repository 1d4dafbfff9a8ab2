#include "ui/session/evaluation_worker.h"

#include <QMetaObject>
#include <chrono>
#include <functional>
#include <thread>

#ifdef __linux__
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>
#endif

#include "core/counterexample/counterexample_pass.h"
#include "core/job/evaluation_job.h"
#include "core/job/job_cache.h"

namespace sqlscope::ui {

namespace {

// The evaluation yields to the GUI thread when the cores are busy: its
// thread, and the batch threads it starts (which inherit it), run at a
// lower scheduling priority, so the window stays responsive while every
// core evaluates (bench/README.md, sqlscope-bench-gui-responsiveness).
constexpr int kBackgroundNiceness = 8;

void lowerPriority() {
#ifdef __linux__
    setpriority(PRIO_PROCESS, static_cast<id_t>(syscall(SYS_gettid)), kBackgroundNiceness);
#endif
}

using Clock = std::chrono::steady_clock;
// Rows are handed to the GUI thread at most this often (and at the end).
constexpr auto kRowInterval = std::chrono::milliseconds(50);

}  // namespace

// One job on its own thread.
class EvaluationWorker::Run : public job::JobListener {
public:
    Run(EvaluationWorker* worker, quint64 generation, job::EvaluationRequest request)
        : worker_(worker),
          generation_(generation),
          counterexamples_(request.counterexamples),
          jobs_(request.jobs),
          job_(std::move(request)) {}

    void start() {
        thread_ = std::thread([this] {
            lowerPriority();
            auto result = std::make_shared<job::JobResult>(job_.run(*this));
            flushRows();
            // Handed over by onContext already; the search below still needs it.
            std::shared_ptr<eval::EvaluationContext> context = std::move(result->context);
            result->context.reset();
            std::shared_ptr<const job::JobResult> done = std::move(result);
            const bool search = counterexamples_.enabled && done->status == job::JobStatus::Done &&
                                context && !stop_;
            if (!search) {
                ended(done, nullptr);
                return;
            }
            QMetaObject::invokeMethod(
                worker_, [w = worker_, g = generation_, done] { w->jobDone(g, done); },
                Qt::QueuedConnection);
            counterexample::PassOptions options = counterexample::passOptions(
                counterexamples_,
                jobs_ ? jobs_ : std::max(1u, std::thread::hardware_concurrency()));
            options.progress = [this](size_t pairsDone, size_t total) {
                if (pairsDone != total && Clock::now() - lastProgress_ < kRowInterval) return;
                lastProgress_ = Clock::now();
                const qulonglong d = pairsDone, t = total;
                worker_->post(generation_,
                              [w = worker_, d, t] { emit w->counterexampleProgress(d, t); });
            };
            auto pass = std::make_shared<const counterexample::PassResult>(
                counterexample::runCounterexamplePass(done->report, *context, options, &stop_));
            ended(nullptr, std::move(pass));
        });
    }
    // Stops the job, or the search after it.
    void cancel() {
        stop_ = true;
        job_.cancel();
    }
    void join() {
        if (thread_.joinable()) thread_.join();
    }
    quint64 generation() const { return generation_; }

    void onPlan(const job::JobPlan& plan) override {
        auto shared = std::make_shared<const job::JobPlan>(plan);
        worker_->post(generation_, [w = worker_, shared] { emit w->planned(shared); });
    }
    void onContext(const std::shared_ptr<eval::EvaluationContext>& context) override {
        worker_->post(generation_, [w = worker_, context] { emit w->contextReady(context); });
    }
    void onBadInput(const std::string& problem) override {
        const QString text = QString::fromStdString(problem);
        worker_->post(generation_, [w = worker_, text] { emit w->badInput(text); });
    }
    void onRows(const std::vector<job::SummaryRow>& rows) override {
        pending_.insert(pending_.end(), rows.begin(), rows.end());
        if (Clock::now() - lastRows_ >= kRowInterval) flushRows();
    }
    void onProgress(const job::JobProgress& progress) override {
        if (progress.done == progress.total) flushRows();
        const qulonglong done = progress.done, total = progress.total;
        worker_->post(generation_, [w = worker_, done, total] { emit w->progressed(done, total); });
    }

private:
    void ended(std::shared_ptr<const job::JobResult> done,
               std::shared_ptr<const counterexample::PassResult> pass) {
        QMetaObject::invokeMethod(
            worker_,
            [w = worker_, g = generation_, done, pass, settings = counterexamples_] {
                w->runEnded(g, done, pass, settings);
            },
            Qt::QueuedConnection);
    }

    void flushRows() {
        if (pending_.empty()) return;
        auto rows = std::make_shared<const SummaryRows>(std::move(pending_));
        pending_ = {};
        lastRows_ = Clock::now();
        worker_->post(generation_, [w = worker_, rows] { emit w->rowsArrived(rows); });
    }

    EvaluationWorker* worker_;
    const quint64 generation_;
    const counterexample::CounterexampleSettings counterexamples_;
    const unsigned jobs_;
    std::atomic<bool> stop_{false};
    Clock::time_point lastProgress_{};
    job::EvaluationJob job_;
    std::thread thread_;
    SummaryRows pending_;
    Clock::time_point lastRows_{};
};

EvaluationWorker::EvaluationWorker(QObject* parent)
    : QObject(parent), cache_(std::make_shared<job::JobCache>(/*keepResults=*/true)) {
    qRegisterMetaType<std::shared_ptr<const sqlscope::job::JobPlan>>();
    qRegisterMetaType<std::shared_ptr<sqlscope::eval::EvaluationContext>>();
    qRegisterMetaType<std::shared_ptr<const sqlscope::ui::SummaryRows>>();
    qRegisterMetaType<std::shared_ptr<const sqlscope::job::JobResult>>();
    qRegisterMetaType<std::shared_ptr<const sqlscope::counterexample::PassResult>>();
    qRegisterMetaType<sqlscope::counterexample::CounterexampleSettings>();
}

EvaluationWorker::~EvaluationWorker() {
    if (current_) current_->cancel();
    for (auto& run : retired_)
        run->cancel();
    if (current_) current_->join();
    for (auto& run : retired_)
        run->join();
}

void EvaluationWorker::start(job::EvaluationRequest request) {
    retire();
    request.cache = cache_;
    request.csvPath.clear();  // the window writes nothing: exports are explicit
    request.reportPath.clear();
    request.standardOutput = nullptr;
    current_ = std::make_shared<Run>(this, ++generation_, std::move(request));
    running_ = true;
    emit started();
    current_->start();
}

void EvaluationWorker::cancel() {
    // While searching, only the search stops: it still reports what it found.
    if (searching_ && current_) {
        current_->cancel();
        return;
    }
    retire();
}

void EvaluationWorker::retire() {
    if (!current_) return;
    searching_ = false;  // a retired search's outcome is dropped
    current_->cancel();
    retired_.push_back(std::move(current_));
    current_.reset();
    // The cancelled job's own `finished` is dropped (another generation);
    // the view hears of the cancel now.
    if (running_) {
        running_ = false;
        auto result = std::make_shared<job::JobResult>();
        result->status = job::JobStatus::Cancelled;
        emit finished(std::move(result));
    }
}

size_t EvaluationWorker::queriesRun() const {
    return cache_->goldExecutions();
}

void EvaluationWorker::post(quint64 generation, std::function<void()> emitter) {
    QMetaObject::invokeMethod(
        this,
        [this, generation, emitter = std::move(emitter)] {
            if (generation == generation_ && current_) emitter();  // else: a replaced job's
        },
        Qt::QueuedConnection);
}

void EvaluationWorker::jobDone(quint64 generation, std::shared_ptr<const job::JobResult> result) {
    if (!current_ || current_->generation() != generation) return;
    running_ = false;
    searching_ = true;
    emit finished(std::move(result));
}

void EvaluationWorker::runEnded(quint64 generation, std::shared_ptr<const job::JobResult> result,
                                std::shared_ptr<const counterexample::PassResult> pass,
                                const counterexample::CounterexampleSettings& settings) {
    if (current_ && current_->generation() == generation) {
        current_->join();  // its thread has posted its last call
        current_.reset();
        if (result) {
            running_ = false;
            emit finished(std::move(result));
        }
        if (pass) {
            searching_ = false;
            emit counterexamplesSearched(std::move(pass), settings);
        }
        return;
    }
    for (auto it = retired_.begin(); it != retired_.end(); ++it) {
        if ((*it)->generation() != generation) continue;
        (*it)->join();
        retired_.erase(it);
        return;
    }
}

}  // namespace sqlscope::ui
