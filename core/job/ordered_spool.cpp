#include "core/job/ordered_spool.h"

#include <cerrno>
#include <cstring>
#include <memory>
#include <utility>

namespace sqlscope::job {

namespace {

// In-order bytes kept in memory before they go to the run's file.
constexpr size_t kBufferBytes = 64 * 1024;

}  // namespace

OrderedSpool::OrderedSpool(size_t runs, std::string separator)
    : runs_(runs), separator_(std::move(separator)) {}

OrderedSpool::~OrderedSpool() {
    for (Run& run : runs_)
        if (run.file) std::fclose(run.file);
}

void OrderedSpool::append(Run& run, const std::string& record) {
    if (run.next > 0) run.buffer += separator_;
    run.buffer += record;
    ++run.next;
    if (run.buffer.size() < kBufferBytes || !error_.empty()) return;
    // A temporary file the system removes when closed (or the process
    // ends); without one (no writable temp folder) the records stay here.
    if (!run.file) run.file = std::tmpfile();
    if (!run.file) return;
    if (std::fwrite(run.buffer.data(), 1, run.buffer.size(), run.file) != run.buffer.size()) {
        error_ = std::string("cannot write a temporary file: ") + std::strerror(errno);
        return;
    }
    run.fileBytes += run.buffer.size();
    run.buffer.clear();
}

void OrderedSpool::add(size_t run, size_t position, std::string record) {
    std::lock_guard lock(mutex_);
    Run& r = runs_[run];
    if (position != r.next) {
        r.pending.emplace(position, std::move(record));
        return;
    }
    append(r, record);
    for (auto it = r.pending.begin(); it != r.pending.end() && it->first == r.next;
         it = r.pending.erase(it))
        append(r, it->second);
}

bool OrderedSpool::hasRecords(size_t run) const {
    std::lock_guard lock(mutex_);
    return runs_[run].next > 0;
}

std::string OrderedSpool::copyRun(size_t run, const std::function<bool(std::string_view)>& write) {
    return copyRun(run, write, {});
}

std::string OrderedSpool::copyRun(size_t run, const std::function<bool(std::string_view)>& write,
                                  const std::function<bool(int fd, size_t size)>& copyFile) {
    std::lock_guard lock(mutex_);
    if (!error_.empty()) return error_;
    Run& r = runs_[run];
    if (r.file && copyFile) {
        if (std::fflush(r.file) != 0)
            return std::string("cannot read a temporary file: ") + std::strerror(errno);
        if (!copyFile(fileno(r.file), r.fileBytes)) return "";
    } else if (r.file) {
        if (std::fflush(r.file) != 0 || std::fseek(r.file, 0, SEEK_SET) != 0)
            return std::string("cannot read a temporary file: ") + std::strerror(errno);
        // Not zeroed first: fread fills what is read.
        constexpr size_t kChunk = 1 << 20;
        const std::unique_ptr<char[]> chunk(new char[kChunk]);
        while (true) {
            const size_t got = std::fread(chunk.get(), 1, kChunk, r.file);
            if (got > 0 && !write(std::string_view(chunk.get(), got))) return "";
            if (got < kChunk) break;
        }
        if (std::ferror(r.file))
            return std::string("cannot read a temporary file: ") + std::strerror(errno);
    }
    if (!r.buffer.empty()) write(r.buffer);
    return "";
}

void OrderedSpool::releaseRun(size_t run) {
    std::FILE* file = nullptr;
    {
        std::lock_guard lock(mutex_);
        Run& r = runs_[run];
        file = std::exchange(r.file, nullptr);
        r.fileBytes = 0;
        std::string().swap(r.buffer);
        r.pending.clear();
    }
    if (file) std::fclose(file);
}

}  // namespace sqlscope::job
