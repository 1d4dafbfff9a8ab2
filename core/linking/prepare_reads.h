// The exact way to find the schema elements a query reads
// (docs/metrics/linking.md#extracting-elements): prepare it (never step it) on a read-only,
// immutable connection with an authorizer that records every SQLITE_READ on
// a real table, after SQLite's own name resolution (aliases, subqueries,
// CTEs, `*`, rowid). One reader per thread: it caches one entry per
// database file (its real tables, and a connection opened the first time a
// text must be prepared here rather than taken from the executor's offered
// prepare). A cached entry is reused without looking at its file again for
// a second after the last look (stat of size, modification time, inode): a
// database file replaced during a batch is noticed within that second, not
// at once.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/match/component/syntax_check.h"

namespace sqlscope::exec {
struct PrepareRecord;
}

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
    // `syntax`, when given, is set to the component syntax check of `sql` on
    // that file (exactly what match::component::SyntaxChecker::check would
    // say) when this prepare answers it, and left unset when it does not
    // (no connection, a ';' before the first statement): both authorizers
    // refuse the same actions, so one prepare serves both.
    PreparedReads read(const std::string& path, std::string_view sql,
                       std::optional<match::component::PreparedSyntax>* syntax = nullptr);

    // A prepare of `sql` on the file at `path` that the executor already
    // made (exec::PrepareRecord): until withdrawOffers(), read() of that
    // text on that file answers from it instead of preparing again, whenever
    // its own prepare could not differ (the executor prepares from the first
    // character that is not blank, a comment or ';'). `path`, `sql` and
    // `record` must outlive the offer.
    void offer(std::string_view path, std::string_view sql, const exec::PrepareRecord& record);
    void withdrawOffers();

    // Drops every cached connection.
    void closeAll();

private:
    struct Impl;
    std::unique_ptr<Impl> impl_;
};

}  // namespace sqlscope::linking
