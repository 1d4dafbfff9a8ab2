// Row-shuffled copies of benchmark databases for the nondeterminism probe
// (docs/audit.md#nondeterminism): each table's rows inserted in a seeded
// order (splitmix64.h) into a new file in a private temporary folder, with
// the same tables, indexes and views; the benchmark file is only read,
// through the sandboxed connection (core/exec/sandbox_connection.h), and the
// copies are deleted with this object. The executor then runs the gold on a
// copy as on any database (it opens files, read-only).
//
// What a shuffle can move: a rowid table is scanned in rowid order, and new
// rowids are given in insertion order, so the scan order of a table WITHOUT
// an INTEGER PRIMARY KEY changes; a table whose INTEGER PRIMARY KEY is its
// rowid, or a WITHOUT ROWID table, keeps its order (its key is data), and so
// does every index. TableOrder says which tables moved.
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <vector>

namespace sqlscope::audit {

struct TableOrder {
    std::string table;
    size_t rows = 0;
    // The table's scan order follows insertion: its rows were moved.
    bool moved = false;
};

struct ShuffledCopy {
    std::string path;   // the copy; "" when it could not be made
    std::string error;  // why, when path is ""
    std::vector<TableOrder> tables;
    bool anyMoved() const;
};

// Databases larger than this are not copied (a BIRD database can be
// gigabytes): the variant is then noted as not run.
inline constexpr uint64_t kMaxShuffledDatabaseBytes = 256ull * 1024 * 1024;

class ShuffledCopies {
public:
    explicit ShuffledCopies(uint64_t seed, uint64_t maxBytes = kMaxShuffledDatabaseBytes);
    ~ShuffledCopies();
    ShuffledCopies(const ShuffledCopies&) = delete;
    ShuffledCopies& operator=(const ShuffledCopies&) = delete;

    // The shuffled copy of the database file at `path`, made on first use.
    const ShuffledCopy& copyOf(const std::string& path);
    uint64_t seed() const { return seed_; }

private:
    ShuffledCopy make(const std::string& path);

    uint64_t seed_;
    uint64_t maxBytes_;
    std::string folder_;  // made on first use
    std::map<std::string, ShuffledCopy> copies_;
};

}  // namespace sqlscope::audit
