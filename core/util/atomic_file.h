// An output file that is replaced whole or not at all: the new content goes
// to a hidden temporary file in the target's folder and is renamed over the
// target only when complete, so the target is always either the old file or
// the complete new one (also after SIGKILL or a crash; what such a stop can
// leave behind is the hidden `.NAME.sqlscope-XXXXXX`, never a partial target).
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace sqlscope::util {

class AtomicFile {
public:
    // Creates the temporary file next to `target` (a symbolic link as the
    // target is followed: the file it points to is replaced, the link stays).
    // On failure error() says why, as "TARGET: cannot write: reason".
    explicit AtomicFile(std::string target);
    AtomicFile(AtomicFile&& other) noexcept;
    AtomicFile& operator=(AtomicFile&&) = delete;
    // Removes the temporary file unless commit() succeeded: the target is untouched.
    ~AtomicFile();

    bool ok() const { return error_.empty(); }
    const std::string& error() const { return error_; }
    const std::string& target() const { return target_; }
    const std::string& tempPath() const { return temp_; }

    // Appends to the temporary file (pieces with writev, not joined first).
    // False, with error() set, on failure; further writes then do nothing.
    bool write(std::string_view bytes);
    bool write(const std::vector<std::string_view>& pieces);

    // Appends the first `size` bytes of the regular file open as `source`
    // (read from its start, whatever its offset), in the kernel where the
    // system can (copy_file_range: no copy through this process), else
    // through a buffer. False, with error() set, on failure.
    bool writeFrom(int source, size_t size);

    // Starts writing what the file holds so far to disk without waiting
    // (sync_file_range), so that flush() later waits only for the rest. A
    // hint: it fails silently where the system lacks it.
    void startWriteback();
    // Flushes the content to disk and closes the temporary file (no more
    // writes). commit() does it when not done before; separate, so that
    // several files can be flushed in parallel and then committed together.
    bool flush();
    // Renames the complete temporary file over the target. The file has the
    // mode a new file gets (0666 & ~umask).
    // False, with error() set and the temporary removed, on failure.
    bool commit();
    // Removes the temporary file now (the target stays as it was).
    void discard();

private:
    bool fail(int error);

    std::string target_;  // the file replaced (a symlink's destination)
    std::string shown_;   // the path as the user gave it, for messages
    std::string temp_;
    int fd_ = -1;
    bool flushed_ = false;
    std::string error_;
};

// `content` to `path` through an AtomicFile; "" or "PATH: cannot write: reason".
std::string writeFileAtomically(const std::string& path, std::string_view content);

}  // namespace sqlscope::util
