// The exact way to find the schema elements a query reads
// (component-and-linking.md §B.3): prepare it (never step it) on a read-only,
// immutable connection with an authorizer that records every SQLITE_READ on
// a real table, after SQLite's own name resolution (aliases, subqueries,
// CTEs, `*`, rowid). One reader per thread: it caches one connection per
// database file.
#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace sqlscope::linking {

struct PreparedReads {
    enum class Status {
        Ok,
        PrepareError,  // SQLite rejected the statement (message is SQLite's)
        NoStatement,   // only blanks and comments
        NoDatabase,    // the file cannot be opened as a database
    };
    Status status = Status::Ok;
    std::string message;
    // Lowercased, sorted, unique. A read without a column (count(*), a table
    // whose columns are not used) gives a table only; `ROWID` gives `t.rowid`.
    std::vector<std::string> tables;
    std::vector<std::string> columns;  // "table.column"

    bool ok() const { return status == Status::Ok; }
};

class PrepareReader {
public:
    PrepareReader();
    ~PrepareReader();
    PrepareReader(const PrepareReader&) = delete;
    PrepareReader& operator=(const PrepareReader&) = delete;

    // Prepares the first statement of `sql` on the database file at `path`.
    // Reads of views and of SQLite's own tables (sqlite_master, ...) are
    // left out; writes, ATTACH, PRAGMAs with side effects and
    // load_extension are denied (the prepare then fails).
    PreparedReads read(const std::string& path, std::string_view sql);

    // Drops every cached connection.
    void closeAll();

private:
    struct Impl;
    std::unique_ptr<Impl> impl_;
};

}  // namespace sqlscope::linking
