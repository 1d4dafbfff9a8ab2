// A line-by-line reading of the parse_* functions of ETM_utils/process_sql.py.
// Python's exceptions (IndexError on toks[len], KeyError on an unknown alias
// or id, failed asserts, ValueError on unpacking) are thrown as PyError and
// caught in parseEtm, where the reference's caller would catch them.
#include "core/match/esm_plus/etm_parser.h"

#include <algorithm>
#include <array>

#include "core/match/esm/python_semantics.h"
#include "core/match/esm_plus/rule.h"

namespace sqlscope::match::esm_plus {

using namespace std::string_view_literals;  // == "x"sv compares sizes first
namespace {

using esm::pythonLower;
using rules::ConditionScratch;
using rules::RuleEnv;
using rules::RuleRegistry;

constexpr std::array<std::string_view, 10> kClauseKeywords = {
    "select", "from",      "where", "group",  "order",
    "limit",  "intersect", "union", "except", "partition"};
constexpr std::array<std::string_view, 3> kJoinKeywords = {"join", "on", "as"};
constexpr std::array<std::string_view, 6> kJoinTypes = {"join",       "left-join",  "right-join",
                                                        "inner-join", "outer-join", "cross-join"};
constexpr std::array<std::string_view, 12> kWhereOps = {
    "not", "between", "=", ">", "<", ">=", "<=", "!=", "in", "like", "is", "exists"};
constexpr std::array<std::string_view, 5> kUnitOps = {"none", "-", "+", "*", "/"};
constexpr std::array<std::string_view, 7> kAggOps = {"none", "max", "min",     "count",
                                                     "sum",  "avg", "strftime"};
constexpr std::array<std::string_view, 7> kTime = {"Y", "m", "d", "H", "M", "S", "s"};
constexpr int kMaxDepth = 150;  // nested parse_sql calls before Python's RecursionError

// The keyword lists are short and tokens rarely match: comparing sizes and
// first characters before the bytes keeps the common miss cheap.
template <size_t N>
int indexIn(const std::array<std::string_view, N>& list, std::string_view token) {
    if (token.empty()) {
        for (size_t i = 0; i < N; ++i)
            if (list[i].empty()) return static_cast<int>(i);
        return -1;
    }
    for (size_t i = 0; i < N; ++i) {
        const std::string_view entry = list[i];
        if (entry.size() == token.size() && entry.front() == token.front() && entry == token)
            return static_cast<int>(i);
    }
    return -1;
}

bool isClauseKeyword(std::string_view t) {
    return indexIn(kClauseKeywords, t) >= 0;
}
bool isJoinKeyword(std::string_view t) {
    return indexIn(kJoinKeywords, t) >= 0;
}
bool isCondOp(std::string_view t) {
    return t == "and"sv || t == "or"sv;
}
bool isOrderOp(std::string_view t) {
    return t == "desc"sv || t == "asc"sv;
}
bool isSqlOp(std::string_view t) {
    return t == "intersect"sv || t == "union"sv || t == "except"sv;
}

bool isQuoteChar(char c) {
    return c == '"' || c == '`' || c == '\'';
}

std::string stripQuotes(std::string_view tok) {
    // Stripping changes nothing unless an end is a quote (the usual case).
    if (tok.empty() || (!isQuoteChar(tok.front()) && !isQuoteChar(tok.back())))
        return std::string(tok);
    return std::string(pyStripView(pyStripView(pyStripView(tok, "\""), "`"), "'"));
}

// float(tok). Most tokens are words, and a word can only be a float when
// it is inf, infinity or nan: the others are answered without parsing.
std::optional<double> pythonFloat(std::string_view tok) {
    if (!tok.empty()) {
        char c = tok.front();
        bool letter = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
        char lower = static_cast<char>(c | 0x20);
        if (letter && lower != 'i' && lower != 'n') return std::nullopt;
    }
    return esm::pythonFloat(tok);
}

bool needsLowering(std::string_view tok) {
    for (char c : tok)
        if ((c >= 'A' && c <= 'Z') || static_cast<unsigned char>(c) == 0xC3) return true;
    return false;
}

// tok.strip('"').strip('`').strip("'").lower(): `tok` itself when that changes
// nothing (the usual case: the tokenizer lowercased it), else `scratch`.
std::string_view loweredIdentifier(std::string_view tok, std::string& scratch) {
    bool quoted = !tok.empty() && (isQuoteChar(tok.front()) || isQuoteChar(tok.back()));
    if (!quoted && !needsLowering(tok)) return tok;
    scratch = pythonLower(stripQuotes(tok));
    return scratch;
}

// A Python list of tokens: the whole query, or the slice parse_value hands
// to parse_val_unit.
struct TokenView {
    const EtmToken* data = nullptr;
    size_t size = 0;

    const std::string& at(size_t i) const {
        if (i >= size) raiseIndexError();
        return data[i].text;
    }
    bool is(size_t i, std::string_view text) const { return i < size && data[i].text == text; }
    sql::Span span(size_t begin, size_t end) const {  // tokens [begin, end)
        if (begin >= end || begin >= size) return begin < size ? data[begin].span : sql::Span{};
        end = std::min(end, size);
        return sql::Span::cover(data[begin].span, data[end - 1].span);
    }
};

bool truthy(const Operand& operand) {
    return operand.kind != Operand::Kind::Number || operand.number != 0 ||
           operand.number != operand.number;
}

class Parser {
public:
    Parser(std::vector<EtmToken>& tokens, const EtmSchema& schema, const EtmParseOptions& options,
           RuleTrace& trace)
        : toks_(tokens),
          schema_(schema),
          options_(options),
          fixes_(options.mode != EsmPlusMode::Reference),
          trace_(trace),
          registry_(RuleRegistry::instance()) {}

    EtmSql getSql() {
        if (!fixes_ && !schema_.referenceError.empty()) throw PyError{schema_.referenceError};
        scanAliases();
        scopes_.push_back(Scope{-1, {}});
        size_t idx = 0;
        return parseSql(idx, 0);
    }

    // Gives the tokens back the texts they had before lowerToken().
    void restoreTokens() {
        for (auto it = rewrites_.rbegin(); it != rewrites_.rend(); ++it)
            toks_[it->first].text = std::move(it->second);
        rewrites_.clear();
    }

private:
    struct Scope {
        int parent = -1;
        std::vector<std::pair<std::string, std::string>> aliases;  // alias -> table
    };

    // The state of one parse_sql call: the reference builds a fresh schema and
    // alias map for every call.
    struct Call {
        Call(const Parser& parser, int scopeIndex)
            : facts(parser.schema_, parser.options_.mode == EsmPlusMode::Strict),
              scope(scopeIndex),
              env(RuleEnv::make(parser.options_.mode, parser.options_.side, facts, parser.trace_,
                                parser.options_.active, parser.registry_)) {
            if (parser.options_.mode == EsmPlusMode::Strict) facts.setTrace(&parser.trace_);
            env.attributeDeviations = parser.options_.attributeDeviations;
            env.traceTexts = parser.options_.traceTexts;
            facts.setTraceTexts(parser.options_.traceTexts);
        }
        Call(const Call&) = delete;
        Call& operator=(const Call&) = delete;

        QueryFacts facts;
        std::vector<std::pair<std::string, std::string>> rule14;  // this call's Rule 14 aliases
        int scope = 0;
        std::vector<std::string> defaultTables;
        RuleEnv env;
    };

    TokenView all() const { return TokenView{toks_.data(), toks_.size()}; }
    const std::string& at(size_t i) const {
        if (i >= toks_.size()) raiseIndexError();
        return toks_[i].text;
    }
    bool isJoinType(std::string_view t) const {
        return indexIn(kJoinTypes, t) >= 0 || (fixes_ && t == "full-join"sv);
    }

    // The reference lowercases and unquotes some tokens of its list in place
    // (aliases, table names); the caller's tokens get their text back from
    // restoreTokens(), so they need not be copied for the parse.
    void lowerToken(size_t i) {
        std::string lowered;
        std::string_view text = loweredIdentifier(toks_[i].text, lowered);
        if (text.data() == toks_[i].text.data()) return;  // unchanged
        rewrites_.emplace_back(i, std::move(toks_[i].text));
        toks_[i].text = std::move(lowered);
    }

    // ---- aliases ---------------------------------------------------------------

    // scan_alias + get_tables_with_alias (the assertion only in reference mode).
    void scanAliases() {
        for (size_t idx = 0; idx < toks_.size(); ++idx) {
            if (toks_[idx].text != "as"sv) continue;
            if (idx + 1 >= toks_.size()) raiseIndexError();
            lowerToken(idx + 1);
            lowerToken(idx == 0 ? toks_.size() - 1 : idx - 1);
            const EtmToken& before = idx == 0 ? toks_.back() : toks_[idx - 1];
            globalAliases_.emplace_back(toks_[idx + 1].text, before.text);
        }
        for (const std::string& table : schema_.tableNames) {
            if (findGlobalAlias(table)) {
                if (!fixes_) raiseAssertion("Alias " + table + " has the same name in table");
                trace_.deviate("U4 alias named like a table");
            }
        }
    }

    // The reference's dict built by get_tables_with_alias: every alias in
    // order (a later one replaces an earlier one), then every table name
    // mapped to itself.
    const std::string* findGlobalAlias(std::string_view name) const {
        for (auto it = globalAliases_.rbegin(); it != globalAliases_.rend(); ++it)
            if (it->first == name) return &it->second;
        return nullptr;
    }
    const std::string* globalAlias(std::string_view name) const {
        if (const std::string* table = schema_.tableName(name)) return table;
        return findGlobalAlias(name);
    }

    // tables_with_alias[name] as the reference's per-call map gives it.
    const std::string* referenceAlias(const Call& call, std::string_view name) const {
        for (auto it = call.rule14.rbegin(); it != call.rule14.rend(); ++it)
            if (it->first == name) return &it->second;
        return globalAlias(name);
    }

    const std::string& resolveAlias(const Call& call, std::string_view name) {
        const std::string* reference = referenceAlias(call, name);
        if (!fixes_) {
            if (!reference) raiseKeyError(std::string(name));
            return *reference;
        }
        // U4: the aliases of this (sub)query's FROM, then the enclosing ones,
        // then the table names themselves.
        const std::string* scoped = nullptr;
        for (int s = call.scope; s >= 0 && !scoped; s = scopes_[static_cast<size_t>(s)].parent) {
            const auto& aliases = scopes_[static_cast<size_t>(s)].aliases;
            for (auto it = aliases.rbegin(); it != aliases.rend(); ++it) {
                if (it->first == name) {
                    scoped = &it->second;
                    break;
                }
            }
        }
        if (!scoped) scoped = schema_.tableName(name);
        if (!scoped) raiseKeyError(std::string(name));
        if (!reference || *reference != *scoped) trace_.deviate("U4 aliases scoped per subquery");
        return *scoped;
    }

    void addAlias(Call& call, const std::string& alias, const std::string& table) {
        if (fixes_) scopes_[static_cast<size_t>(call.scope)].aliases.emplace_back(alias, table);
    }

    // ---- rules at parse time ---------------------------------------------------

    bool columnDistinct(Call& call, const std::string& colId, bool distinct, sql::Span span) {
        if (!options_.active.has(2)) return distinct;
        return registry_.rule(2).columnDistinct(call.env, colId, distinct, span);
    }

    std::optional<double> numericLiteral(Call& call, const std::string& token, sql::Span span) {
        if (!options_.active.has(11)) return std::nullopt;
        return registry_.rule(11).numericLiteral(call.env, token, span, compared_);
    }

    // ---- columns ----------------------------------------------------------------

    // schema.idMap[table + '.' + column].
    const std::string& columnId(std::string_view table, std::string_view column) {
        key_.assign(table);
        key_ += '.';
        key_ += column;
        return schema_.id(key_);
    }

    size_t parseCol(const TokenView& t, size_t start, Call& call, std::string& colId) {
        std::string lowered;
        std::string_view tok = loweredIdentifier(t.at(start), lowered);
        if (tok == "*"sv) {
            colId = schema_.id("*"sv);
            return start + 1;
        }
        if (tok.find('.') != std::string::npos) {
            SplitFields parts = pySplitFields(tok, '.');
            if (parts.count != 2) raiseValueError("too many values to unpack (expected 2)");
            colId = columnId(resolveAlias(call, parts.first), parts.second);
            return start + 1;
        }
        if (tok == "cast"sv) {
            size_t idx = start + 2;
            idx = parseCol(t, idx, call, colId);
            idx += 2;
            return idx + 1;
        }
        if (call.defaultTables.empty())
            raiseAssertion("Default tables should not be None or empty");
        for (const std::string& name : call.defaultTables) {
            const std::string& table = fixes_ ? name : resolveAlias(call, name);
            if (schema_.table(table).hasColumn(tok)) {
                colId = columnId(table, tok);
                return start + 1;
            }
        }
        raiseAssertion("Error col: " + std::string(tok));
    }

    Operand parseColUnit(const TokenView& t, size_t& idx, Call& call) {
        size_t start = idx;
        bool isBlock = false;
        if (t.at(idx) == "("sv) {
            isBlock = true;
            ++idx;
        }
        std::optional<Operand> val;
        const std::string& tok = t.at(idx);
        sql::Span tokSpan = t.data[idx].span;
        if (tok.find('"') != std::string::npos) {
            if (std::optional<double> number = numericLiteral(call, tok, tokSpan)) {
                val = Operand::literal(*number, tokSpan);
                ++idx;
            }
        } else if (tok == "null"sv) {
            val = Operand::null(tokSpan);
            ++idx;
        } else if (std::optional<double> number = pythonFloat(tok)) {
            val = Operand::literal(*number, tokSpan);
            ++idx;
        }
        if (val && truthy(*val)) {
            if (isBlock) {
                if (t.at(idx) != ")"sv) raiseAssertion();
                ++idx;
            }
            return *val;
        }
        if (t.at(idx) == "cast"sv) {
            idx += 2;
            Operand unit = parseColUnit(t, idx, call);
            idx += 2;
            idx += 1;
            return unit;
        }
        ColUnit col;
        if (t.at(idx) == "strftime"sv) {
            col.agg = kAggStrftime;
            idx += 2;
            std::vector<int> timers;
            for (const std::string& time : pySplit(t.at(idx), ' ')) {
                int timeId = indexIn(kTime, pyStrip(pyStrip(time, "\""), "%"));
                if (timeId < 0) raiseValueError("tuple.index(x): x not in tuple");
                timers.push_back(timeId);
            }
            col.timers = std::move(timers);
            idx += 2;
            if (t.at(idx) == "distinct"sv) {
                ++idx;
                col.distinct = true;
            }
            idx = parseCol(t, idx, call, col.colId);
            if (!(idx < t.size && t.at(idx) == ")"sv)) raiseAssertion();
            ++idx;
            col.span = t.span(start, idx);
            col.distinct = columnDistinct(call, col.colId, col.distinct, col.span);
            return Operand::column(std::move(col));
        }
        if (int agg = indexIn(kAggOps, t.at(idx)); agg >= 0) {
            col.agg = agg;
            ++idx;
            if (!(idx < t.size && t.at(idx) == "("sv)) raiseAssertion();
            ++idx;
            if (t.at(idx) == "distinct"sv) {
                ++idx;
                col.distinct = true;
            }
            idx = parseCol(t, idx, call, col.colId);
            if (!(idx < t.size && t.at(idx) == ")"sv)) raiseAssertion();
            ++idx;
            col.span = t.span(isBlock ? start + 1 : start, idx);
            col.distinct = columnDistinct(call, col.colId, col.distinct, col.span);
            return Operand::column(std::move(col));
        }
        if (t.at(idx) == "distinct"sv) {
            ++idx;
            col.distinct = true;
        }
        idx = parseCol(t, idx, call, col.colId);
        if (isBlock) {
            if (t.at(idx) != ")"sv) raiseAssertion();
            ++idx;
        }
        col.span = t.span(start, idx);
        col.distinct = columnDistinct(call, col.colId, col.distinct, col.span);
        return Operand::column(std::move(col));
    }

    ValUnit parseRank(const TokenView& t, size_t& idx, Call& call) {
        size_t start = idx;
        auto rest = [&] { return std::string("[...]"); };
        if (t.at(idx) != "rank()"sv) raiseAssertion("Error rank no rank: " + rest());
        ++idx;
        if (t.at(idx) != "over"sv) raiseAssertion("Error over no over: " + rest());
        ++idx;
        if (t.at(idx) != "("sv) raiseAssertion("Error over no (: " + rest());
        ++idx;
        const std::string& keyword = t.at(idx);
        if (keyword != "rank"sv && keyword != "over"sv && keyword != "partition"sv &&
            keyword != "order"sv)
            raiseAssertion("Error rank no keyword: " + rest());
        auto rank = std::make_shared<Rank>();
        if (t.at(idx) == "partition"sv) {
            ++idx;
            if (t.at(idx) != "by"sv) raiseAssertion("Error partition no by: " + rest());
            ++idx;
            std::vector<Operand> cols;
            while (idx < t.size &&
                   !(isClauseKeyword(t.at(idx)) || t.at(idx) == ")"sv || t.at(idx) == ";"sv)) {
                cols.push_back(parseColUnit(t, idx, call));
                if (idx < t.size && t.at(idx) == ","sv) {
                    ++idx;
                } else {
                    break;
                }
            }
            rank->partition = std::move(cols);
        }
        if (t.at(idx) == "order"sv) {
            ++idx;
            if (t.at(idx) != "by"sv) raiseAssertion("Error order no by: " + rest());
            ++idx;
            std::vector<ValUnit> units;
            std::optional<std::string> orderType;
            while (idx < t.size &&
                   !(isClauseKeyword(t.at(idx)) || t.at(idx) == ")"sv || t.at(idx) == ";"sv)) {
                units.push_back(parseValUnit(t, idx, call));
                if (idx < t.size && isOrderOp(t.at(idx))) {
                    orderType = t.at(idx);
                    ++idx;
                }
                if (idx < t.size && t.at(idx) == ","sv) {
                    ++idx;
                } else {
                    break;
                }
            }
            if (!orderType)
                throw PyError{
                    "UnboundLocalError: cannot access local variable 'order_type' where it is "
                    "not associated with a value"};
            rank->order = std::make_pair(*orderType, std::move(units));
        }
        if (t.at(idx) != ")"sv) raiseAssertion("Error over no ): " + rest());
        ++idx;
        ValUnit unit;
        unit.rank = std::move(rank);
        unit.span = t.span(start, idx);
        return unit;
    }

    ValUnit parseValUnit(const TokenView& t, size_t& idx, Call& call) {
        size_t start = idx;
        bool isBlock = false;
        if (t.at(idx) == "("sv) {
            isBlock = true;
            ++idx;
        }
        if (t.at(idx) == "rank()"sv) return parseRank(t, idx, call);
        ValUnit unit;
        unit.col1 = parseColUnit(t, idx, call);
        if (idx < t.size) {
            if (int op = indexIn(kUnitOps, t.at(idx)); op >= 0) {
                unit.op = op;
                ++idx;
                unit.col2 = parseColUnit(t, idx, call);
            }
        }
        if (isBlock) {
            if (t.at(idx) != ")"sv) raiseAssertion();
            ++idx;
        }
        unit.span = t.span(start, idx);
        return unit;
    }

    // ---- FROM -------------------------------------------------------------------

    TableItem parseTableUnit(size_t& idx, Call& call, std::string& tableName) {
        size_t start = idx;
        if (idx >= toks_.size()) raiseIndexError();
        lowerToken(idx);
        std::string key = resolveAlias(call, toks_[idx].text);
        size_t len = toks_.size();
        if (idx + 1 < len && toks_[idx + 1].text == "as"sv) {
            if (fixes_) {
                if (idx + 2 >= len) raiseIndexError();
                addAlias(call, toks_[idx + 2].text, key);
            }
            idx += 3;
        } else if (idx + 1 < len && isAliasWithoutAs(toks_[idx + 1].text)) {
            if (options_.active.has(14)) {
                const std::string& alias = toks_[idx + 1].text;
                registry_.rule(14).aliasWithoutAs(
                    call.env, key, alias, sql::Span::cover(toks_[idx].span, toks_[idx + 1].span));
                call.rule14.emplace_back(alias, key);
                addAlias(call, alias, key);
                idx += 2;
            } else {
                idx += 1;
            }
        } else {
            idx += 1;
        }
        TableItem unit;
        unit.kind = TableItem::Kind::Table;
        unit.text = schema_.id(key);
        unit.span = all().span(start, std::min(idx, len));
        tableName = key;
        return unit;
    }

    bool isAliasWithoutAs(const std::string& next) const {
        return !isJoinKeyword(next) && !isJoinType(next) && !isClauseKeyword(next) &&
               !isCondOp(next) && !isOrderOp(next) && next != ")"sv && next != ";"sv &&
               next != ","sv && !isSqlOp(next) && next != "on"sv && next != "limit"sv;
    }

    size_t parseFrom(size_t start, Call& call, EtmSql& sql) {
        size_t len = toks_.size();
        size_t fromIndex = start;
        while (fromIndex < len && toks_[fromIndex].text != "from"sv)
            ++fromIndex;
        if (fromIndex >= len) raiseAssertion("'from' not found");
        size_t idx = fromIndex + 1;
        while (idx < len) {
            bool isBlock = false;
            size_t unitStart = idx;
            if (at(idx) == "("sv) {
                isBlock = true;
                ++idx;
            }
            if (at(idx) == "select"sv) {
                TableItem unit;
                unit.kind = TableItem::Kind::Sql;
                unit.sql = std::make_shared<const EtmSql>(parseSql(idx, call.scope));
                unit.span = all().span(unitStart, idx);
                sql.tableUnits.push_back(std::move(unit));
            } else {
                std::optional<TableItem> joinType;
                if (idx < len && isJoinType(at(idx))) {
                    TableItem marker;
                    marker.kind = TableItem::Kind::Join;
                    marker.text = at(idx);
                    marker.span = toks_[idx].span;
                    joinType = std::move(marker);
                    ++idx;
                }
                std::string tableName;
                TableItem unit = parseTableUnit(idx, call, tableName);
                if (joinType) sql.tableUnits.push_back(std::move(*joinType));
                sql.tableUnits.push_back(std::move(unit));
                call.defaultTables.push_back(tableName);
            }
            if (idx < len && at(idx) == "on"sv) {
                sql::Span onSpan = toks_[idx].span;
                ++idx;
                Condition conds = parseCondition(idx, call);
                if (!sql.fromConds.empty()) sql.fromConds.push_back(CondItem::conn("and", onSpan));
                for (CondItem& item : conds)
                    sql.fromConds.push_back(std::move(item));
            }
            if (isBlock) {
                if (at(idx) != ")"sv) raiseAssertion();
                ++idx;
            }
            if (idx < len && (isClauseKeyword(at(idx)) || at(idx) == ")"sv || at(idx) == ";"sv))
                break;
        }
        sql.spans.from = all().span(fromIndex, idx);
        return idx;
    }

    // ---- conditions -------------------------------------------------------------

    Value parseValue(size_t& idx, Call& call) {
        const TokenView t = all();
        size_t start = idx;
        bool isBlock = false;
        if (at(idx) == "("sv) {
            isBlock = true;
            ++idx;
        }
        Value value;
        const std::string& tok = at(idx);
        sql::Span tokSpan = toks_[idx].span;
        if (tok == "select"sv) {
            size_t sqlStart = idx;
            EtmSqlPtr nested = std::make_shared<const EtmSql>(parseSql(idx, call.scope));
            value = Value::ofSql(std::move(nested), t.span(sqlStart, idx));
        } else if (tok.find('"') != std::string::npos) {
            if (std::optional<double> number = numericLiteral(call, tok, tokSpan)) {
                value = Value::numberValue(*number, tokSpan);
            } else {
                value = Value::textValue(tok, tokSpan);
            }
            ++idx;
        } else if (tok == "null"sv) {
            value = Value::textValue(tok, tokSpan);
            ++idx;
        } else if (std::optional<double> number = pythonFloat(tok)) {
            value = Value::numberValue(*number, tokSpan);
            ++idx;
        } else {
            size_t end = idx;
            while (end < t.size) {
                const std::string& e = toks_[end].text;
                if (e == ","sv || e == ")"sv || e == "and"sv || isClauseKeyword(e) ||
                    isJoinKeyword(e) || isJoinType(e))
                    break;
                ++end;
            }
            // parse_val_unit(toks[start_idx: end_idx], 0, ...): the slice
            // begins at the value's start, its '(' included.
            TokenView slice{toks_.data() + start, end - start};
            size_t sliceIdx = 0;
            ValUnit unit = parseValUnit(slice, sliceIdx, call);
            value = Value::ofValUnit(std::move(unit));
            idx = end;
        }
        if (isBlock) {
            if (at(idx) != ")"sv) raiseAssertion();
            ++idx;
        }
        if (value.span.empty()) value.span = t.span(start, idx);
        return value;
    }

    Condition parseCondition(size_t& idx, Call& call) {
        size_t len = toks_.size();
        Condition conds;
        ConditionScratch scratch;
        while (idx < len) {
            CondUnit unit;
            size_t start = idx;
            if (at(idx) == "not"sv) {
                unit.notOp = !unit.notOp;
                ++idx;
            }
            unit.valUnit = parseValUnit(all(), idx, call);
            if (at(idx) == "not"sv) {
                unit.notOp = !unit.notOp;
                ++idx;
            }
            if (idx >= len) raiseIndexError();  // evaluating the assert's message
            int op = indexIn(kWhereOps, at(idx));
            if (op < 0)
                raiseAssertion("Error condition: idx: " + std::to_string(idx) +
                               ", tok: " + at(idx));
            unit.op = op;
            const ColUnit* compared = nullptr;
            if (!unit.valUnit.rank && unit.valUnit.op == 0 && unit.valUnit.col1.isColumn())
                compared = &unit.valUnit.col1.col;
            compared_ = compared;
            bool isNumber = idx + 2 < len && pythonFloat(toks_[idx + 2].text).has_value();
            if (op == kOpIn) {
                const std::string& after = at(idx + 2);
                if (after != "select"sv && (after.find('"') != std::string::npos || isNumber)) {
                    ++idx;
                    if (at(idx) != "("sv) raiseAssertion();
                    ++idx;
                    std::vector<Value> values;
                    while (idx < len && at(idx) != ")"sv) {
                        values.push_back(parseValue(idx, call));
                        if (idx < len && at(idx) == ","sv) ++idx;
                    }
                    if (at(idx) != ")"sv) raiseAssertion();
                    ++idx;
                    unit.span = all().span(start, idx);
                    compared_ = nullptr;
                    bool expanded =
                        options_.active.has(15) &&
                        registry_.rule(15).expandInList(call.env, conds, scratch, values,
                                                        unit.notOp, unit.valUnit, unit.span);
                    if (!expanded) {
                        unit.op = kOpIn;
                        Value list;
                        list.kind = Value::Kind::List;
                        list.span = unit.span;
                        list.list = std::make_shared<const std::vector<Value>>(std::move(values));
                        unit.val1 = std::move(list);
                        conds.push_back(CondItem::of(std::move(unit)));
                    }
                    if (endOfCondition(idx, conds)) break;
                    continue;
                }
            }
            ++idx;
            if (op == kOpBetween) {
                unit.val1 = parseValue(idx, call);
                if (at(idx) != "and"sv) raiseAssertion();
                ++idx;
                unit.val2 = parseValue(idx, call);
            } else {
                if (at(idx) == "not"sv) {
                    unit.notOp = !unit.notOp;
                    ++idx;
                }
                unit.val1 = parseValue(idx, call);
            }
            compared_ = nullptr;
            if (op == kOpEq && unit.val1.kind == Value::Kind::ValUnit && !unit.val1.valUnit->rank) {
                // sorted([val_unit, val1]): one comparison, val1 < val_unit.
                if (pyLess(*unit.val1.valUnit, unit.valUnit)) {
                    ValUnit smaller = *unit.val1.valUnit;
                    unit.val1 = Value::ofValUnit(std::move(unit.valUnit));
                    unit.valUnit = std::move(smaller);
                }
            }
            unit.span = all().span(start, idx);
            if (options_.active.has(20)) registry_.rule(20).condUnitRead(call.env, unit);
            bool dropped = options_.active.has(8) &&
                           registry_.rule(8).dropCondUnit(call.env, unit, scratch, conds.size());
            if (!dropped) conds.push_back(CondItem::of(std::move(unit)));
            if (endOfCondition(idx, conds)) break;
        }
        if (!conds.empty() && conds.back().isConnector()) conds.pop_back();
        if (!conds.empty() && conds.front().isConnector()) {
            conds.erase(conds.begin());
            for (size_t& i : scratch.dropCandidates)
                --i;
            for (auto& e : scratch.expansions) {
                --e.begin;
                --e.end;
            }
        }
        if (fixes_) {
            if (options_.active.has(15)) registry_.rule(15).conditionRead(call.env, conds, scratch);
            if (options_.active.has(8)) registry_.rule(8).conditionRead(call.env, conds, scratch);
        }
        return conds;
    }

    // The end-of-cond_unit check of parse_condition: true = stop; appends a
    // connector and skips it otherwise.
    bool endOfCondition(size_t& idx, Condition& conds) {
        if (idx >= toks_.size()) return false;
        const std::string& next = at(idx);
        if (isClauseKeyword(next) || next == ")"sv || next == ";"sv || isJoinKeyword(next) ||
            isJoinType(next))
            return true;
        if (isCondOp(next)) {
            conds.push_back(CondItem::conn(next, toks_[idx].span));
            ++idx;
        }
        return false;
    }

    // ---- clauses ----------------------------------------------------------------

    void parseSelect(size_t idx, Call& call, EtmSql& sql) {
        size_t len = toks_.size();
        if (at(idx) != "select"sv) raiseAssertion("'select' not found");
        size_t start = idx;
        ++idx;
        if (idx < len && at(idx) == "distinct"sv) {
            ++idx;
            sql.distinct = true;
        }
        while (idx < len && !isClauseKeyword(at(idx))) {
            SelectItem item;
            size_t itemStart = idx;
            if (int agg = indexIn(kAggOps, at(idx)); agg >= 0) {
                item.agg = agg;
                ++idx;
            }
            item.valUnit = parseValUnit(all(), idx, call);
            item.span = all().span(itemStart, idx);
            sql.select.push_back(std::move(item));
            if (idx < len && at(idx) == "as"sv) idx += 2;
            if (idx < len && at(idx) == ","sv) ++idx;
        }
        sql.spans.select = all().span(start, idx);
    }

    Condition parseWhereOrHaving(size_t& idx, Call& call, std::string_view keyword,
                                 sql::Span& span) {
        if (idx >= toks_.size() || at(idx) != keyword) return {};
        size_t start = idx;
        ++idx;
        Condition conds = parseCondition(idx, call);
        span = all().span(start, idx);
        return conds;
    }

    void parseGroupBy(size_t& idx, Call& call, EtmSql& sql) {
        size_t len = toks_.size();
        if (idx >= len || at(idx) != "group"sv) return;
        size_t start = idx;
        ++idx;
        if (at(idx) != "by"sv) raiseAssertion();
        ++idx;
        while (idx < len && !(isClauseKeyword(at(idx)) || at(idx) == ")"sv || at(idx) == ";"sv)) {
            sql.groupBy.push_back(parseColUnit(all(), idx, call));
            if (idx < len && at(idx) == ","sv) {
                ++idx;
            } else {
                break;
            }
        }
        sql.spans.groupBy = all().span(start, idx);
    }

    void parseOrderBy(size_t& idx, Call& call, EtmSql& sql) {
        size_t len = toks_.size();
        if (idx >= len || at(idx) != "order"sv) return;
        size_t start = idx;
        ++idx;
        if (at(idx) != "by"sv) raiseAssertion();
        ++idx;
        OrderBy order;
        while (idx < len && !(isClauseKeyword(at(idx)) || at(idx) == ")"sv || at(idx) == ";"sv)) {
            order.units.push_back(parseValUnit(all(), idx, call));
            if (idx < len && isOrderOp(at(idx))) {
                order.direction = at(idx);
                ++idx;
            }
            if (idx < len && at(idx) == ","sv) {
                ++idx;
            } else {
                break;
            }
        }
        order.span = all().span(start, idx);
        sql.spans.orderBy = order.span;
        sql.orderBy = std::move(order);
    }

    void parseLimit(size_t& idx, EtmSql& sql) {
        if (!(idx < toks_.size() && at(idx) == "limit"sv)) return;
        size_t start = idx;
        idx += 2;
        const std::string& value = at(idx - 1);
        std::optional<std::string> number = esm::pythonInt(value);
        if (!number)
            raiseValueError("invalid literal for int() with base 10: " + esm::pythonRepr(value));
        sql.limit = *number;
        sql.spans.limit = all().span(start, idx);
    }

    size_t skipSemicolons(size_t idx) const {
        while (idx < toks_.size() && toks_[idx].text == ";"sv)
            ++idx;
        return idx;
    }

    EtmSql parseSql(size_t& idx, int parentScope) {
        if (++depth_ > kMaxDepth) throw PyError{"RecursionError: maximum recursion depth exceeded"};
        int scope = 0;
        if (fixes_) {
            scopes_.push_back(Scope{parentScope, {}});
            scope = static_cast<int>(scopes_.size()) - 1;
        }
        Call call(*this, scope);
        const ColUnit* outerCompared = compared_;
        compared_ = nullptr;
        EtmSql sql;
        size_t start = idx;
        bool isBlock = false;
        if (at(idx) == "("sv) {
            isBlock = true;
            ++idx;
        }
        size_t fromEnd = parseFrom(start, call, sql);
        call.env.fromTables = &sql.tableUnits;
        call.env.fromConds = &sql.fromConds;
        parseSelect(idx, call, sql);
        idx = fromEnd;
        sql.where = parseWhereOrHaving(idx, call, "where", sql.spans.where);
        parseGroupBy(idx, call, sql);
        sql.having = parseWhereOrHaving(idx, call, "having", sql.spans.having);
        parseOrderBy(idx, call, sql);
        parseLimit(idx, sql);
        idx = skipSemicolons(idx);
        if (isBlock) {
            if (at(idx) != ")"sv) raiseAssertion();
            ++idx;
        }
        idx = skipSemicolons(idx);
        sql.spans.query = all().span(start, idx);
        if (idx < toks_.size() && isSqlOp(at(idx))) {
            std::string op = at(idx);
            ++idx;
            // A set-operation branch is a sibling scope, not a child.
            int branchParent = fixes_ ? scopes_[static_cast<size_t>(scope)].parent : 0;
            auto branch = std::make_shared<const EtmSql>(parseSql(idx, branchParent));
            if (op == "intersect"sv) {
                sql.intersect = std::move(branch);
            } else if (op == "union"sv) {
                sql.union_ = std::move(branch);
            } else {
                sql.except = std::move(branch);
            }
        }
        for (int rule : RuleRegistry::queryOrder())
            if (options_.active.has(rule)) registry_.rule(rule).queryRead(call.env, sql);
        compared_ = outerCompared;
        --depth_;
        return sql;
    }

    std::vector<EtmToken>& toks_;
    std::vector<std::pair<size_t, std::string>> rewrites_;  // token index, original text
    std::string key_;                                       // columnId's scratch
    const EtmSchema& schema_;
    const EtmParseOptions& options_;
    bool fixes_;
    RuleTrace& trace_;
    const RuleRegistry& registry_;
    std::vector<std::pair<std::string, std::string>> globalAliases_;  // alias -> table, "as" order
    std::vector<Scope> scopes_;
    const ColUnit* compared_ = nullptr;  // the column a literal being read is compared with
    int depth_ = 0;
};

}  // namespace

EtmParse parseEtm(std::string_view query, const EtmSchema& schema, const EtmParseOptions& options) {
    EtmParse result;
    EtmTokenizerOptions tokenizerOptions;
    tokenizerOptions.joinKinds = options.mode != EsmPlusMode::Reference;
    EtmTokenization tokens = tokenizeForEtm(query, tokenizerOptions);
    result.tokens = std::move(tokens.tokens);
    if (!tokens.ok()) {
        result.error = tokens.error;
        return result;
    }
    // U1: the reference reads these join spellings differently (and fails).
    for (const sql::Span& span : tokens.joinKindMerges)
        result.trace.deviate("U1 INNER / OUTER / FULL JOIN", span);
    Parser parser(result.tokens, schema, options, result.trace);
    try {
        result.sql = parser.getSql();
    } catch (const PyError& error) {
        result.error = error.text;
        result.trace.events.clear();
    }
    parser.restoreTokens();
    return result;
}

}  // namespace sqlscope::match::esm_plus
