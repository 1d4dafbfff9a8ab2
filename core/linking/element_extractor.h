// The schema elements of one query (docs/metrics/linking.md#extracting-elements): SQLite's
// own reads while preparing it on the database when it can (exact), the AST
// walk when it cannot (approximate: e.g. a column that does not exist, or no
// database file), nothing when neither SQLite nor the parser can read it.
// The elements carry the spans the AST gives their names. One extractor per
// thread: it owns that thread's prepare connections.
#pragma once

#include <optional>
#include <string_view>

#include "core/linking/link_schema.h"
#include "core/linking/prepare_reads.h"
#include "core/linking/schema_elements.h"
#include "core/sql/parser.h"

namespace sqlscope::linking {

class ElementExtractor {
public:
    // `parsed`, when given, is `sql` already parsed (saves parsing it again).
    // `syntax`: see PrepareReader::read (unset when no prepare was made).
    QueryElements extract(const LinkDatabase& database, std::string_view sql,
                          const sql::ParseResult* parsed = nullptr,
                          std::optional<match::component::PreparedSyntax>* syntax = nullptr);

    // The AST walk on its own (no SQLite), with `diagnostic` left empty;
    // source None when the query does not parse.
    static QueryElements extractFromAst(const LinkDatabase& database, std::string_view sql,
                                        const sql::ParseResult* parsed = nullptr);

    // SQLite's reads on their own (no spans); source None, with SQLite's
    // message as diagnostic, when it cannot prepare the query.
    QueryElements extractFromSqlite(const LinkDatabase& database, std::string_view sql);

    PrepareReader& reader() { return reader_; }

private:
    PrepareReader reader_;
};

}  // namespace sqlscope::linking
