// Records of one output (pairs.csv, report.json's pairs), one sequence per
// run, made by the batch's workers in any order and kept in position order
// in an anonymous temporary file as soon as every earlier position of the
// run has arrived, so that a large evaluation holds only the few records
// that arrived early instead of all of them until its end. The output is
// then written from the spool, run after run, with the same bytes.
#pragma once

#include <cstddef>
#include <cstdio>
#include <functional>
#include <map>
#include <mutex>
#include <string>
#include <string_view>
#include <vector>

namespace sqlscope::job {

class OrderedSpool {
public:
    // `separator` goes between two records of one run ("," for JSON elements).
    OrderedSpool(size_t runs, std::string separator);
    ~OrderedSpool();
    OrderedSpool(const OrderedSpool&) = delete;
    OrderedSpool& operator=(const OrderedSpool&) = delete;

    // The record at `position` of `run` (each once). Thread-safe.
    void add(size_t run, size_t position, std::string record);

    // Whether `run` received a record at position 0.
    bool hasRecords(size_t run) const;
    // Hands run `run`'s records, in order and with their separators, to
    // `write` in chunks; stops at the first false. After the batch; an error
    // message ("" on success).
    std::string copyRun(size_t run, const std::function<bool(std::string_view)>& write);
    // The same, but the part of the run held in its temporary file goes to
    // `copyFile(fd, size)` (its first `size` bytes: e.g. a copy in the
    // kernel, util::AtomicFile::writeFrom), the rest to `write`.
    std::string copyRun(size_t run, const std::function<bool(std::string_view)>& write,
                        const std::function<bool(int fd, size_t size)>& copyFile);
    // Forgets run `run`'s records and closes its temporary file (the system
    // frees its space on the calling thread): after its last copyRun.
    void releaseRun(size_t run);

private:
    struct Run {
        size_t next = 0;                        // the position the run waits for
        std::map<size_t, std::string> pending;  // arrived before it
        std::string buffer;                     // in order, not yet in the file
        std::FILE* file = nullptr;              // in order; null until needed
        size_t fileBytes = 0;                   // written to `file`
    };
    void append(Run& run, const std::string& record);

    mutable std::mutex mutex_;
    std::vector<Run> runs_;
    std::string separator_;
    std::string error_;  // the first failure to write the temporary file
};

}  // namespace sqlscope::job
