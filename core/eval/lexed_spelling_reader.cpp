#include "core/eval/lexed_spelling_reader.h"

#include <cstdint>
#include <optional>
#include <string>

#include "core/exec/executor.h"
#include "core/exec/prepare_record.h"
#include "core/sql/lexer.h"
#include "core/util/ascii_case.h"

namespace sqlscope::eval {

namespace {

using sql::Keyword;
using sql::Token;
using sql::TokenKind;

// Where SQLite takes a result column's name from.
enum class Source : uint8_t {
    Schema,  // a bare column reference: the table's column name, as the schema spells it
    Alias,   // AS alias (or an alias without AS): the alias token as written, unquoted
    Text,    // any other expression: its text as written, from its first token to its last
    Star,    // * or t.*: the tables' column names, as the schema spells them
};

struct Column {
    Source source = Source::Text;
    uint32_t from = 0, to = 0;  // tokens: the alias (from == to) or the expression [from, to]
    bool operator==(const Column&) const = default;
};

bool isWord(const Token& t, Keyword k) {
    return t.kind == TokenKind::Word && t.keyword == k;
}

bool isName(const Token& t) {
    return t.kind == TokenKind::Word || t.kind == TokenKind::QuotedName;
}

// Where a clause after the column list (or after FROM's tables) begins.
bool endsClause(const Token& t) {
    if (t.kind == TokenKind::End || t.kind == TokenKind::Semicolon) return true;
    if (t.kind != TokenKind::Word) return false;
    switch (t.keyword) {
        case Keyword::FROM:
        case Keyword::WHERE:
        case Keyword::GROUP:
        case Keyword::HAVING:
        case Keyword::ORDER:
        case Keyword::LIMIT:
        case Keyword::UNION:
        case Keyword::INTERSECT:
        case Keyword::EXCEPT:
            return true;
        default:
            return false;
    }
}

// Whether tokens [a, b) are name(.name)*; `star`: ending in .* (or * alone).
bool isDottedName(const std::vector<Token>& t, uint32_t a, uint32_t b, bool star) {
    if (b <= a || (b - a) % 2 == 0) return false;
    for (uint32_t i = a; i < b; ++i) {
        const bool last = i + 1 == b;
        if ((i - a) % 2 == 1) {
            if (t[i].kind != TokenKind::Dot) return false;
        } else if (last && star) {
            if (t[i].kind != TokenKind::Star) return false;
        } else if (!isName(t[i])) {
            return false;
        }
    }
    return b - a <= 5;
}

// The column of tokens [a, b) of the column list; false when unsure.
bool addColumn(const std::vector<Token>& t, std::string_view text, uint32_t a, uint32_t b,
               std::vector<Column>& out) {
    if (b <= a) return false;
    if (isDottedName(t, a, b, true)) {
        out.push_back({Source::Star, a, b - 1});
        return true;
    }
    uint32_t e = b;  // the expression is [a, e)
    std::optional<uint32_t> alias;
    const Token& last = t[b - 1];
    const bool aliasLike = isName(last) || last.kind == TokenKind::String;
    if (b - a >= 3 && aliasLike && isWord(t[b - 2], Keyword::AS)) {
        alias = b - 1;
        e = b - 2;
    } else if (b - a >= 2 && aliasLike) {
        // A name right after a whole operand is an alias; after an operator,
        // it is the expression's own; after a keyword (COLLATE x, CASE ...
        // END x, IS NULL), unsure.
        const Token& p = t[b - 2];
        if (p.kind == TokenKind::RightParen || p.kind == TokenKind::Integer ||
            p.kind == TokenKind::Real || p.kind == TokenKind::String || p.kind == TokenKind::Blob ||
            p.kind == TokenKind::QuotedName ||
            (p.kind == TokenKind::Word && p.keyword == Keyword::None)) {
            alias = b - 1;
            e = b - 1;
        } else if (p.kind == TokenKind::Word) {
            return false;
        }
    }
    if (e <= a) return false;
    if (alias) {
        out.push_back({Source::Alias, *alias, *alias});
        return true;
    }
    // SQLite drops the parentheses around an expression: (col) is still a
    // column reference, while the span of (a + b) keeps them.
    uint32_t x = a, y = e;
    while (y - x >= 2 && t[x].kind == TokenKind::LeftParen &&
           t[y - 1].kind == TokenKind::RightParen) {
        int depth = 0;
        uint32_t close = x;
        for (; close < y; ++close) {
            if (t[close].kind == TokenKind::LeftParen) ++depth;
            if (t[close].kind == TokenKind::RightParen && --depth == 0) break;
        }
        if (close != y - 1) break;
        ++x;
        --y;
    }
    if (isDottedName(t, x, y, false)) {
        if (y - x == 1 && t[x].kind == TokenKind::Word) {
            const std::string_view word = t[x].span.textIn(text);
            // TRUE and FALSE are columns only when a table has one.
            if (util::equalsIgnoringAsciiCase(word, "true") ||
                util::equalsIgnoringAsciiCase(word, "false"))
                return false;
            if (util::equalsIgnoringAsciiCase(word, "null") ||
                util::equalsIgnoringAsciiCase(word, "current_date") ||
                util::equalsIgnoringAsciiCase(word, "current_time") ||
                util::equalsIgnoringAsciiCase(word, "current_timestamp")) {
                out.push_back({Source::Text, a, e - 1});
                return true;
            }
        }
        // A double-quoted name that is no column is a string, named as written.
        if (x != a && t[x].kind == TokenKind::QuotedName) return false;
        out.push_back({Source::Schema, a, e - 1});
        return true;
    }
    out.push_back({Source::Text, a, e - 1});
    return true;
}

// The columns of a plain SELECT's list (the first SELECT of a compound);
// false when SQLite's naming of them is not certain from the tokens.
bool columnsOf(const std::vector<Token>& t, std::string_view text, std::vector<Column>& out) {
    if (!isWord(t[0], Keyword::SELECT)) return false;
    uint32_t i = 1;
    if (isWord(t[i], Keyword::DISTINCT) || isWord(t[i], Keyword::ALL)) ++i;
    uint32_t start = i;
    int depth = 0;
    for (;; ++i) {
        const Token& token = t[i];
        if (token.kind == TokenKind::End && depth != 0) return false;
        if (isWord(token, Keyword::WINDOW) || isWord(token, Keyword::WITH)) return false;
        if (token.kind == TokenKind::LeftParen) {
            ++depth;
        } else if (token.kind == TokenKind::RightParen) {
            if (--depth < 0) return false;
        } else if (depth == 0) {
            // IS DISTINCT FROM would end the list early.
            if (isWord(token, Keyword::DISTINCT)) return false;
            if (token.kind == TokenKind::Comma || endsClause(token)) {
                if (!addColumn(t, text, start, i, out)) return false;
                if (token.kind != TokenKind::Comma) break;
                start = i + 1;
            }
        }
    }
    // FROM may name tables and views only: a subquery or a table-valued
    // function would name its columns from its own text.
    if (isWord(t[i], Keyword::FROM))
        for (++i; !endsClause(t[i]) || isWord(t[i], Keyword::FROM); ++i)
            if (t[i].kind == TokenKind::LeftParen || isWord(t[i], Keyword::FROM)) return false;
    return true;
}

// Just after the first ';', or the end of the text.
size_t statementEnd(const std::vector<Token>& t, std::string_view text) {
    for (const Token& token : t)
        if (token.kind == TokenKind::Semicolon) return token.span.end;
    return text.size();
}

// A name token as SQLite reads it: a word as written, a quoted one unquoted.
std::string unquoted(const Token& token, std::string_view text) {
    const std::string_view written = token.span.textIn(text);
    return token.kind == TokenKind::Word ? std::string(written)
                                         : sql::unquote(written, token.quote);
}

// The names `columns` give in `text`: a star's columns and bare column
// references are `schemaNames`' (the first spelling's); false when the
// columns cannot cover `count` names.
bool namesIn(const std::vector<Column>& columns, const std::vector<Token>& t, std::string_view text,
             const std::vector<std::string>& schemaNames, std::vector<std::string>& names) {
    const size_t count = schemaNames.size();
    size_t stars = 0, firstStar = columns.size(), lastStar = 0;
    for (size_t c = 0; c < columns.size(); ++c)
        if (columns[c].source == Source::Star) {
            ++stars;
            firstStar = std::min(firstStar, c);
            lastStar = c;
        }
    if (stars == 0 && columns.size() != count) return false;
    if (stars > 0 && (lastStar - firstStar + 1 != stars || count < columns.size())) return false;
    names.clear();
    names.reserve(count);
    for (size_t c = 0; c < columns.size(); ++c) {
        const Column& column = columns[c];
        const Token& from = t[column.from];
        switch (column.source) {
            case Source::Star:
                // The star block covers what the other columns leave.
                if (c == firstStar)
                    for (size_t n = 0; n < count - (columns.size() - stars); ++n)
                        names.push_back(schemaNames[names.size()]);
                break;
            case Source::Schema:
                names.push_back(schemaNames[names.size()]);
                break;
            case Source::Alias:
                names.push_back(unquoted(from, text));
                break;
            case Source::Text:
                names.emplace_back(
                    text.substr(from.span.begin, t[column.to].span.end - from.span.begin));
                break;
        }
    }
    return names.size() == count;
}

// The tokens naming the tables of every FROM clause (the main query's and
// its subqueries'): the first name after FROM, JOIN or a FROM clause's
// comma (the last of schema.table). False when a FROM clause holds a
// parenthesis (a subquery, a table-valued function, a join in brackets).
bool fromTables(const std::vector<Token>& t, std::vector<uint32_t>& tables) {
    tables.clear();
    for (uint32_t i = 0; t[i].kind != TokenKind::End; ++i) {
        if (!isWord(t[i], Keyword::FROM)) continue;
        bool expectTable = true;
        uint32_t j = i + 1;
        for (; !endsClause(t[j]) && t[j].kind != TokenKind::RightParen; ++j) {
            const Token& token = t[j];
            if (token.kind == TokenKind::LeftParen) return false;
            if (token.kind == TokenKind::Comma || isWord(token, Keyword::JOIN)) {
                expectTable = true;
            } else if (expectTable && isName(token)) {
                while (t[j + 1].kind == TokenKind::Dot && isName(t[j + 2]))
                    j += 2;
                tables.push_back(j);
                expectTable = false;
            }
        }
        if (isWord(t[j], Keyword::FROM)) return false;
        i = j - 1;
    }
    return true;
}

}  // namespace

bool LexedSpellingReader::read(std::string_view firstText, const exec::ExecResult& first,
                               std::string_view text, exec::SpellingReading& out) const {
    const std::vector<std::string>& firstNames = first.result.columnNames;
    const sql::LexResult firstLex = sql::tokenize(firstText);
    const sql::LexResult lex = sql::tokenize(text);
    if (firstLex.error || lex.error || firstLex.tokens.size() != lex.tokens.size()) return false;
    const std::vector<Token>& t1 = firstLex.tokens;
    const std::vector<Token>& t2 = lex.tokens;
    std::vector<Column> firstColumns, columns;
    if (!columnsOf(t1, firstText, firstColumns) || !columnsOf(t2, text, columns) ||
        columns != firstColumns)
        return false;
    // The reading must give the first spelling what SQLite gave it.
    if (!namesIn(firstColumns, t1, firstText, firstNames, out.names) || out.names != firstNames)
        return false;
    if (!namesIn(columns, t2, text, firstNames, out.names)) return false;
    const exec::PrepareRecord* record = first.prepare.get();
    if (!record) return true;
    if (statementEnd(t1, firstText) != record->statementEnd) return false;
    out.end = statementEnd(t2, text);
    // The authorizer's reads name a table by the schema's spelling when
    // they read a column of it, and by the FROM clause's when they read
    // none (SELECT count(*) FROM t). Each table a FROM clause names must be
    // one the reads name: a view would read tables its name does not say,
    // and the schema's spelling of those could be taken for the text's.
    std::vector<uint32_t> tables;
    if (!fromTables(t1, tables)) return false;
    std::vector<std::string> firstTables;  // as the first spelling names them
    for (uint32_t table : tables) {
        const std::string& name = firstTables.emplace_back(unquoted(t1[table], firstText));
        bool read = false;
        for (const auto& [readTable, column] : record->reads)
            read = read || util::equalsIgnoringAsciiCase(readTable, name);
        if (!read) return false;
    }
    out.reads = record->reads;
    for (auto& [table, column] : out.reads) {
        if (!column.empty()) continue;
        // A column-less read's table is a FROM clause's name as written:
        // the same token in this spelling, when every token spelling it
        // in the first is spelled alike here.
        std::optional<std::string> respelled;
        for (size_t k = 0; k < tables.size(); ++k) {
            if (firstTables[k] != table) continue;
            std::string here = unquoted(t2[tables[k]], text);
            if (respelled && *respelled != here) return false;
            respelled = std::move(here);
        }
        if (!respelled) return false;
        table = std::move(*respelled);
    }
    return true;
}

}  // namespace sqlscope::eval
