// The schema elements one query uses (docs/metrics/linking.md):
// its base tables and its table.column pairs, lowercased, each with the
// places in the query text that name it (for the GUI's underlines).
#pragma once

#include <forward_list>
#include <string>
#include <string_view>
#include <vector>

#include "core/sql/span.h"
#include "core/util/inline_vector.h"

namespace sqlscope::linking {

enum class ElementKind { Table, Column };

// One element: `name` is `table` or `table.column`, lowercased; `spans` are
// the byte ranges of the query that name it (a table's name in FROM, a
// column reference, the `*` that expands to it); empty when the AST cannot
// say (e.g. the query did not parse, or SQLite read a column implicitly).
struct SchemaElement {
    std::string name;
    util::InlineVector<sql::Span, 2> spans;  // most elements are named once or twice
};

// Where a query's elements come from.
enum class ElementSource {
    Authorizer,  // SQLite's SQLITE_READ callbacks while preparing
                 // (docs/metrics/linking.md#extracting-elements): exact
    Ast,         // SQLite could not prepare it: the AST walk, approximate
    File,        // a schema-linking prediction file
                 // (docs/metrics/linking.md#where-the-prediction-comes-from)
    None,        // neither SQLite nor the parser could read the query: no elements
};
std::string_view elementSourceName(ElementSource source);  // authorizer, ast, file, none

// A name the AST walk could not resolve against the schema (only for AST results).
struct UnresolvedName {
    std::string text;  // as written, e.g. "T3.nope"
    sql::Span span;
    std::string reason;  // e.g. "no such column"
};

struct QueryElements {
    std::vector<SchemaElement> tables;   // sorted by name, unique
    std::vector<SchemaElement> columns;  // sorted by name, unique
    ElementSource source = ElementSource::None;
    // SQLite's reason when it could not prepare the query (then the elements
    // come from the AST or are empty), plus the parser's when that failed too.
    std::string diagnostic;
    std::vector<UnresolvedName> unresolved;  // AST source only

    bool approximate() const { return source == ElementSource::Ast; }
    const std::vector<SchemaElement>& of(ElementKind kind) const {
        return kind == ElementKind::Table ? tables : columns;
    }
    std::vector<SchemaElement>& of(ElementKind kind) {
        return kind == ElementKind::Table ? tables : columns;
    }
    const SchemaElement* find(ElementKind kind, std::string_view name) const;
};

// Collects elements with their spans; `take` sorts and merges duplicates.
class ElementCollector {
public:
    ElementCollector();
    void add(ElementKind kind, std::string name, sql::Span span);
    void addWithoutSpan(ElementKind kind, std::string name);
    // `name` must stay valid until takeInto (e.g. a LinkTable's element name).
    void addStable(ElementKind kind, std::string_view name, sql::Span span);
    // Sorted, unique, spans merged (sorted by position, unique).
    void takeInto(QueryElements& out);

private:
    // One naming of an element, flat (no vector per span until takeInto).
    struct Naming {
        std::string_view name;  // stable, or one of `owned_`
        sql::Span span;
        bool hasSpan = false;
    };
    std::string_view own(std::string name);
    std::vector<Naming> tables_;
    std::vector<Naming> columns_;
    // Names made by the caller (a list never moves them; unlike a deque it
    // allocates nothing while empty, as it nearly always is).
    std::forward_list<std::string> owned_;
};

// `table.column`, both lowercased.
std::string columnElementName(std::string_view table, std::string_view column);

}  // namespace sqlscope::linking
