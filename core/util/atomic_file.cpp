#include "core/util/atomic_file.h"

#include <fcntl.h>
#include <limits.h>
#include <sys/stat.h>
#include <sys/uio.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <memory>
#include <mutex>
#include <system_error>
#include <utility>

namespace sqlscope::util {

namespace {

namespace fs = std::filesystem;

// The process's umask, read without changing it where the system allows
// (umask() can only be read by setting it, which races with other threads).
mode_t currentUmask() {
    static mode_t mask = [] {
        std::ifstream status("/proc/self/status");
        std::string line;
        while (std::getline(status, line)) {
            if (line.rfind("Umask:", 0) == 0)
                return static_cast<mode_t>(std::strtoul(line.c_str() + 6, nullptr, 8));
        }
        const mode_t old = ::umask(022);
        ::umask(old);
        return old;
    }();
    return mask;
}

std::string reason(int error) {
    return std::error_code(error, std::generic_category()).message();
}

}  // namespace

AtomicFile::AtomicFile(std::string target) : target_(target), shown_(std::move(target)) {
    std::error_code ec;
    if (fs::is_symlink(target_, ec)) {
        fs::path resolved = fs::weakly_canonical(target_, ec);
        if (!ec) target_ = resolved.string();
    }
    const fs::path path(target_);
    const fs::path folder = path.parent_path();
    temp_ = (folder / ("." + path.filename().string() + ".sqlscope-XXXXXX")).string();
    currentUmask();  // read once, before workers start creating files
    fd_ = ::mkostemp(temp_.data(), O_CLOEXEC);
    if (fd_ < 0) {
        const int error = errno;
        temp_.clear();
        fail(error);
        return;
    }
    if (::fchmod(fd_, 0666 & ~currentUmask()) != 0) fail(errno);
}

AtomicFile::AtomicFile(AtomicFile&& other) noexcept
    : target_(std::move(other.target_)),
      shown_(std::move(other.shown_)),
      temp_(std::exchange(other.temp_, std::string())),
      fd_(std::exchange(other.fd_, -1)),
      flushed_(other.flushed_),
      error_(std::move(other.error_)) {}

AtomicFile::~AtomicFile() {
    discard();
}

void AtomicFile::discard() {
    if (fd_ >= 0) ::close(fd_);
    fd_ = -1;
    if (!temp_.empty()) ::unlink(temp_.c_str());
    temp_.clear();
}

bool AtomicFile::fail(int error) {
    if (error_.empty()) error_ = shown_ + ": cannot write: " + reason(error);
    discard();
    return false;
}

bool AtomicFile::write(std::string_view bytes) {
    return write(std::vector<std::string_view>{bytes});
}

bool AtomicFile::write(const std::vector<std::string_view>& pieces) {
    if (!ok() || fd_ < 0) return false;
    std::vector<iovec> batch;
    size_t next = 0;
    while (next < pieces.size()) {
        batch.clear();
        for (; next < pieces.size() && batch.size() < IOV_MAX; ++next)
            if (!pieces[next].empty())
                batch.push_back(iovec{const_cast<char*>(pieces[next].data()), pieces[next].size()});
        size_t first = 0;  // the batch's first piece not yet written in full
        while (first < batch.size()) {
            const ssize_t written =
                ::writev(fd_, batch.data() + first, static_cast<int>(batch.size() - first));
            if (written < 0) {
                if (errno == EINTR) continue;
                return fail(errno);
            }
            auto rest = static_cast<size_t>(written);
            while (first < batch.size() && rest >= batch[first].iov_len)
                rest -= batch[first++].iov_len;
            if (rest > 0) {
                batch[first].iov_base = static_cast<char*>(batch[first].iov_base) + rest;
                batch[first].iov_len -= rest;
            }
        }
    }
    return true;
}

bool AtomicFile::writeFrom(int source, size_t size) {
    if (!ok() || fd_ < 0) return false;
    loff_t from = 0;
    while (size > 0) {
        const ssize_t copied = ::copy_file_range(source, &from, fd_, nullptr, size, 0);
        if (copied > 0) {
            size -= static_cast<size_t>(copied);
            continue;
        }
        if (copied < 0 && errno == EINTR) continue;
        if (copied == 0) return fail(EIO);  // the source is shorter than `size`
        if (errno != EXDEV && errno != ENOSYS && errno != EINVAL && errno != EOPNOTSUPP)
            return fail(errno);
        // No kernel copy between these files: through a buffer, from where it stopped.
        constexpr size_t kChunk = 1 << 20;
        const std::unique_ptr<char[]> chunk(new char[std::min(size, kChunk)]);
        while (size > 0) {
            const ssize_t got = ::pread(source, chunk.get(), std::min(size, kChunk), from);
            if (got < 0 && errno == EINTR) continue;
            if (got < 0) return fail(errno);
            if (got == 0) return fail(EIO);
            if (!write(std::string_view(chunk.get(), static_cast<size_t>(got)))) return false;
            from += got;
            size -= static_cast<size_t>(got);
        }
    }
    return true;
}

void AtomicFile::startWriteback() {
    if (ok() && fd_ >= 0) ::sync_file_range(fd_, 0, 0, SYNC_FILE_RANGE_WRITE);
}

bool AtomicFile::flush() {
    if (!ok()) return false;
    if (fd_ < 0) return flushed_;
    if (::fsync(fd_) != 0) return fail(errno);
    const int fd = std::exchange(fd_, -1);
    if (::close(fd) != 0) return fail(errno);
    flushed_ = true;
    return true;
}

bool AtomicFile::commit() {
    if (!flush() || temp_.empty()) return false;
    if (::rename(temp_.c_str(), target_.c_str()) != 0) return fail(errno);
    temp_.clear();
    // The folder is not synced: that would only make the rename itself
    // survive a power cut (without it the target is then the old file, still
    // whole), and it costs about as much as the file's own fsync.
    return true;
}

std::string writeFileAtomically(const std::string& path, std::string_view content) {
    AtomicFile file(path);
    if (file.write(content) && file.commit()) return {};
    return file.error();
}

}  // namespace sqlscope::util
