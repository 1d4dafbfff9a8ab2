#include "ui/audit/audit_worker.h"

#include <QMetaObject>
#include <QPointer>
#include <QThread>
#include <chrono>

#include "core/audit/gold_audit.h"
#include "core/dataset/benchmark.h"
#include "core/schema/catalog.h"

namespace sqlscope::ui {

AuditWorker::AuditWorker(QObject* parent) : QObject(parent) {}

AuditWorker::~AuditWorker() {
    stopThread();
}

void AuditWorker::endThread() {
    if (!thread_) return;
    thread_->wait();
    delete thread_;
    thread_ = nullptr;
}

void AuditWorker::stopThread() {
    ++generation_;
    if (stop_) stop_->store(true);
    endThread();
}

void AuditWorker::cancel() {
    if (!thread_) return;
    stopThread();
    emit cancelled();
}

void AuditWorker::start(const job::EvaluationRequest& request) {
    stopThread();
    const quint64 generation = ++generation_;
    auto stop = std::make_shared<std::atomic<bool>>(false);
    stop_ = stop;
    QPointer<AuditWorker> self(this);
    // Every report comes back through the GUI thread's event loop and is
    // dropped when a later start() or cancel() has replaced this audit.
    auto post = [self, generation](auto report) {
        QMetaObject::invokeMethod(
            self.data(),
            [self, generation, report] {
                if (self && self->generation_ == generation) report(*self);
            },
            Qt::QueuedConnection);
    };
    const std::string gold = request.goldFile, tables = request.tablesFile,
                      databaseDir = request.databaseDir;
    const dataset::ReadOptions read = request.read;
    thread_ = QThread::create([=] {
        const auto begin = std::chrono::steady_clock::now();
        schema::CatalogLoad catalog = schema::Catalog::fromTablesJson(tables);
        if (!catalog.ok()) {
            const QString message = QString::fromStdString(catalog.error);
            post([message](AuditWorker& w) {
                w.endThread();
                emit w.failed(message);
            });
            return;
        }
        dataset::BenchmarkLoad benchmark = dataset::readBenchmark(gold, read);
        if (!benchmark.ok()) {
            const QString message = QString::fromStdString(benchmark.error->text());
            post([message](AuditWorker& w) {
                w.endThread();
                emit w.failed(message);
            });
            return;
        }
        catalog.catalog.attachDatabaseDir(databaseDir);
        audit::AuditSettings settings;
        settings.databaseDir = databaseDir;
        settings.probe.exec.timeoutSeconds = 10.0;  // as `sqlscope-cli audit`
        audit::GoldAuditor auditor(catalog.catalog, settings);
        auto run = std::make_shared<AuditRun>();
        const auto& items = benchmark.benchmark.items;
        const int total = static_cast<int>(items.size());
        run->audits.reserve(items.size());
        auto lastReport = std::chrono::steady_clock::now();
        for (size_t i = 0; i < items.size(); ++i) {
            if (stop->load()) return;
            run->audits.push_back(auditor.audit(static_cast<uint32_t>(i), items[i], stop.get()));
            const auto now = std::chrono::steady_clock::now();
            if (now - lastReport > std::chrono::milliseconds(100) || i + 1 == items.size()) {
                lastReport = now;
                const int done = static_cast<int>(i + 1);
                post([done, total](AuditWorker& w) { emit w.progress(done, total); });
            }
        }
        if (stop->load()) return;
        run->seconds =
            std::chrono::duration<double>(std::chrono::steady_clock::now() - begin).count();
        std::shared_ptr<const AuditRun> result = std::move(run);
        post([result](AuditWorker& w) {
            w.endThread();
            emit w.finished(result);
        });
    });
    thread_->setObjectName(QStringLiteral("goldAudit"));
    thread_->start();
}

}  // namespace sqlscope::ui
