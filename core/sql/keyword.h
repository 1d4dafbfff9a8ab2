// SQLite's keywords and how reserved each one is. Most SQLite keywords fall
// back to ordinary identifiers where the grammar allows it (a column may be
// called `year`, `key` or `replace`); only the Reserved ones never name things,
// and the join words (LEFT, NATURAL, ...) may name columns but not aliases.
#pragma once

#include <cstdint>
#include <string_view>

namespace sqlscope::sql {

// X(Name, Reservation); NULL_ spells NULL (NULL itself is a C macro).
// clang-format off
#define SQLSCOPE_KEYWORDS(X)                                                                                 \
    X(ABORT, Fallback) X(ACTION, Fallback) X(ADD, Reserved) X(AFTER, Fallback)                               \
    X(ALL, Reserved) X(ALTER, Reserved) X(ALWAYS, Fallback) X(ANALYZE, Fallback)                             \
    X(AND, Reserved) X(AS, Reserved) X(ASC, Fallback) X(ATTACH, Fallback)                                    \
    X(AUTOINCREMENT, Reserved) X(BEFORE, Fallback) X(BEGIN, Fallback) X(BETWEEN, Reserved)                   \
    X(BY, Fallback) X(CASCADE, Fallback) X(CASE, Reserved) X(CAST, Fallback)                                 \
    X(CHECK, Reserved) X(COLLATE, Reserved) X(COLUMN, Fallback) X(COMMIT, Reserved)                          \
    X(CONFLICT, Fallback) X(CONSTRAINT, Reserved) X(CREATE, Reserved) X(CROSS, JoinWord)                     \
    X(CURRENT, Fallback) X(CURRENT_DATE, Fallback) X(CURRENT_TIME, Fallback) X(CURRENT_TIMESTAMP, Fallback)  \
    X(DATABASE, Fallback) X(DEFAULT, Reserved) X(DEFERRABLE, Reserved) X(DEFERRED, Fallback)                 \
    X(DELETE, Reserved) X(DESC, Fallback) X(DETACH, Fallback) X(DISTINCT, Reserved)                          \
    X(DO, Fallback) X(DROP, Reserved) X(EACH, Fallback) X(ELSE, Reserved)                                    \
    X(END, Fallback) X(ESCAPE, Reserved) X(EXCEPT, Reserved) X(EXCLUDE, Fallback)                            \
    X(EXCLUSIVE, Fallback) X(EXISTS, Reserved) X(EXPLAIN, Fallback) X(FAIL, Fallback)                        \
    X(FILTER, Fallback) X(FIRST, Fallback) X(FOLLOWING, Fallback) X(FOR, Fallback)                           \
    X(FOREIGN, Reserved) X(FROM, Reserved) X(FULL, JoinWord) X(GENERATED, Fallback)                          \
    X(GLOB, Fallback) X(GROUP, Reserved) X(GROUPS, Fallback) X(HAVING, Reserved)                             \
    X(IF, Fallback) X(IGNORE, Fallback) X(IMMEDIATE, Fallback) X(IN, Reserved)                               \
    X(INDEX, Reserved) X(INDEXED, Fallback) X(INITIALLY, Fallback) X(INNER, JoinWord)                        \
    X(INSERT, Reserved) X(INSTEAD, Fallback) X(INTERSECT, Reserved) X(INTO, Reserved)                        \
    X(IS, Reserved) X(ISNULL, Reserved) X(JOIN, Reserved) X(KEY, Fallback)                                   \
    X(LAST, Fallback) X(LEFT, JoinWord) X(LIKE, Fallback) X(LIMIT, Reserved)                                 \
    X(MATCH, Fallback) X(MATERIALIZED, Fallback) X(NATURAL, JoinWord) X(NO, Fallback)                        \
    X(NOT, Reserved) X(NOTHING, Reserved) X(NOTNULL, Reserved) X(NULL_, Reserved)                            \
    X(NULLS, Fallback) X(OF, Fallback) X(OFFSET, Fallback) X(ON, Reserved)                                   \
    X(OR, Reserved) X(ORDER, Reserved) X(OTHERS, Fallback) X(OUTER, JoinWord)                                \
    X(OVER, Fallback) X(PARTITION, Fallback) X(PLAN, Fallback) X(PRAGMA, Fallback)                           \
    X(PRECEDING, Fallback) X(PRIMARY, Reserved) X(QUERY, Fallback) X(RAISE, Fallback)                        \
    X(RANGE, Fallback) X(RECURSIVE, Fallback) X(REFERENCES, Reserved) X(REGEXP, Fallback)                    \
    X(REINDEX, Fallback) X(RELEASE, Fallback) X(RENAME, Fallback) X(REPLACE, Fallback)                       \
    X(RESTRICT, Fallback) X(RETURNING, Reserved) X(RIGHT, JoinWord) X(ROLLBACK, Reserved)                    \
    X(ROW, Fallback) X(ROWS, Fallback) X(SAVEPOINT, Fallback) X(SELECT, Reserved)                            \
    X(SET, Reserved) X(TABLE, Reserved) X(TEMP, Fallback) X(TEMPORARY, Fallback)                             \
    X(THEN, Reserved) X(TIES, Fallback) X(TO, Reserved) X(TRANSACTION, Reserved)                             \
    X(TRIGGER, Fallback) X(UNBOUNDED, Fallback) X(UNION, Reserved) X(UNIQUE, Reserved)                       \
    X(UPDATE, Reserved) X(USING, Reserved) X(VACUUM, Fallback) X(VALUES, Reserved)                           \
    X(VIEW, Fallback) X(VIRTUAL, Fallback) X(WHEN, Reserved) X(WHERE, Reserved)                              \
    X(WINDOW, Fallback) X(WITH, Fallback) X(WITHOUT, Fallback)
// clang-format on

enum class Keyword : uint8_t {
    None,
#define SQLSCOPE_KEYWORD_ENUM(name, reservation) name,
    SQLSCOPE_KEYWORDS(SQLSCOPE_KEYWORD_ENUM)
#undef SQLSCOPE_KEYWORD_ENUM
};

enum class Reservation : uint8_t { NotKeyword, Fallback, JoinWord, Reserved };

// The keyword a bare word spells (case-insensitive), or Keyword::None.
Keyword lookupKeyword(std::string_view word);
Reservation reservationOf(Keyword keyword);
// Upper-case spelling, e.g. "SELECT"; "" for Keyword::None.
std::string_view keywordText(Keyword keyword);

}  // namespace sqlscope::sql
