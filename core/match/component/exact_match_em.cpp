#include "core/match/component/exact_match_em.h"

#include <algorithm>
#include <array>
#include <cstring>
#include <functional>
#include <vector>

#include "core/match/component/name_binding.h"
#include "core/sql/expr_chain.h"
#include "core/sql/parser.h"

namespace sqlscope::match::component {

namespace {

// Replaces [begin, end) of the text with " as tN" (an alias) or "tN" (a
// qualifier), N = `number`.
struct Edit {
    uint32_t begin = 0;
    uint32_t end = 0;
    size_t number = 0;
    bool alias = false;
};

// Finds every table FROM item (in source order) and every qualifier that
// names one, by walking the statement with its scopes.
class AliasRenamer {
public:
    explicit AliasRenamer(const sql::SelectStatement& s)
        : binder_(nullptr, componentBindOptions()) {
        collectItems(s);
        std::sort(items_.begin(), items_.end(), [](const sql::FromItem* a, const sql::FromItem* b) {
            return a->span.begin < b->span.begin;
        });
        numbers_.reserve(items_.size());
        for (size_t i = 0; i < items_.size(); ++i)
            numbers_.push_back({items_[i], i + 1});
        std::sort(numbers_.begin(), numbers_.end(), byItem);
        // Only qualifiers are renamed: without any (or without a table to
        // name), the scopes need not be built.
        if (qualified_ && !items_.empty()) statement(s, nullptr, nullptr);
    }

    std::vector<Edit> edits() {
        for (size_t i = 0; i < items_.size(); ++i) {
            const sql::FromItem* item = items_[i];
            const auto& table = std::get<sql::TableName>(item->source);
            const uint32_t end = item->alias ? item->alias->span.end : table.name.span.end;
            edits_.push_back({table.name.span.end, end, i + 1, true});
        }
        std::sort(edits_.begin(), edits_.end(),
                  [](const Edit& a, const Edit& b) { return a.begin < b.begin; });
        return std::move(edits_);
    }

private:
    void collectItems(const sql::SelectStatement& s) {
        if (s.with) {
            for (const auto& cte : s.with->tables)
                if (cte.select) collectItems(*cte.select);
        }
        collectCore(s.first);
        for (const auto& term : s.compounds)
            collectCore(term.core);
        for (const auto& term : s.orderBy)
            collectExpr(*term.expr);
        if (s.limit) {
            collectExpr(*s.limit->count);
            if (s.limit->offset) collectExpr(*s.limit->offset);
        }
    }
    void collectCore(const sql::SelectCore& c) {
        for (const auto& row : c.values)
            for (const auto& e : row)
                collectExpr(*e);
        for (const auto& column : c.columns) {
            if (column.kind == sql::ResultColumn::Kind::TableStar) qualified_ = true;
            if (column.expr) collectExpr(*column.expr);
        }
        if (c.from) collectFrom(*c.from);
        if (c.where) collectExpr(*c.where);
        for (const auto& e : c.groupBy)
            collectExpr(*e);
        if (c.having) collectExpr(*c.having);
    }
    void collectFrom(const sql::FromClause& from) {
        for (const sql::FromItem& item : from.items) {
            if (std::holds_alternative<sql::TableName>(item.source)) {
                items_.push_back(&item);
            } else if (auto* sub = std::get_if<sql::TableSubquery>(&item.source)) {
                if (sub->select) collectItems(*sub->select);
            } else if (auto* nested = std::get_if<sql::NestedJoin>(&item.source)) {
                if (nested->from) collectFrom(*nested->from);
            } else if (auto* function = std::get_if<sql::TableFunction>(&item.source)) {
                for (const auto& e : function->arguments)
                    collectExpr(*e);
            }
            if (item.on) collectExpr(*item.on);
        }
    }
    void collectExpr(const sql::Expr& top) {
        auto onExpr = [this](const sql::Expr& child) { collectExpr(child); };
        auto onSelect = [this](const sql::SelectStatement& s) { collectItems(s); };
        // Down a chain (sql/expr_chain.h) with a loop, not by recursion.
        sql::walkChain(
            top, [](const sql::Expr&) {},
            [&](const sql::Expr& e) {
                if (auto* c = e.as<sql::ColumnRef>()) {
                    if (c->table) qualified_ = true;
                    return;
                }
                forEachChild(e, onExpr, onSelect);
            },
            [&](const sql::Expr& n) { forEachChild(n, onExpr, onSelect, true); });
    }

    template <typename OnExpr, typename OnSelect>
    static void forEachChild(const sql::Expr& e, OnExpr onExpr, OnSelect onSelect,
                             bool skipChainOperand = false) {
        using namespace sql;
        auto operand = [&](const sql::Expr& x) {
            if (!skipChainOperand) onExpr(x);
        };
        if (auto* u = e.as<Unary>()) {
            onExpr(*u->operand);
        } else if (auto* b = e.as<Binary>()) {
            operand(*b->left);
            onExpr(*b->right);
        } else if (auto* b = e.as<Between>()) {
            operand(*b->operand);
            onExpr(*b->low);
            onExpr(*b->high);
        } else if (auto* in = e.as<In>()) {
            operand(*in->operand);
            for (const auto& x : in->list)
                onExpr(*x);
            if (in->subquery) onSelect(*in->subquery);
        } else if (auto* p = e.as<Pattern>()) {
            operand(*p->operand);
            onExpr(*p->pattern);
            if (p->escape) onExpr(*p->escape);
        } else if (auto* n = e.as<NullTest>()) {
            operand(*n->operand);
        } else if (auto* x = e.as<Exists>()) {
            onSelect(*x->subquery);
        } else if (auto* s = e.as<Subquery>()) {
            onSelect(*s->select);
        } else if (auto* c = e.as<Case>()) {
            if (c->operand) onExpr(*c->operand);
            for (const auto& w : c->whens) {
                onExpr(*w.when);
                onExpr(*w.then);
            }
            if (c->otherwise) onExpr(*c->otherwise);
        } else if (auto* c = e.as<Cast>()) {
            onExpr(*c->operand);
        } else if (auto* c = e.as<Collate>()) {
            operand(*c->operand);
        } else if (auto* f = e.as<FunctionCall>()) {
            for (const auto& a : f->arguments)
                onExpr(*a);
            if (f->filter) onExpr(*f->filter);
            if (f->over) {
                for (const auto& x : f->over->partitionBy)
                    onExpr(*x);
                for (const auto& t : f->over->orderBy)
                    onExpr(*t.expr);
            }
        } else if (auto* r = e.as<RowValue>()) {
            for (const auto& x : r->elements)
                onExpr(*x);
        }
    }

    // ---- second pass: qualifiers, with scopes ----

    void statement(const sql::SelectStatement& s, const Scope* outer, const CteEnv* parent) {
        CteEnv env = binder_.ctesOf(s, parent);
        if (s.with) {
            for (const auto& cte : s.with->tables)
                if (cte.select) statement(*cte.select, nullptr, &env);
        }
        Scope first = binder_.scopeOf(s.first, outer, &env);
        core(s.first, first, &env);
        for (const auto& term : s.compounds) {
            Scope scope = binder_.scopeOf(term.core, outer, &env);
            core(term.core, scope, &env);
        }
        for (const auto& term : s.orderBy)
            expr(*term.expr, first);
        if (s.limit) {
            expr(*s.limit->count, first);
            if (s.limit->offset) expr(*s.limit->offset, first);
        }
    }
    void core(const sql::SelectCore& c, const Scope& scope, const CteEnv* env) {
        for (const auto& row : c.values)
            for (const auto& e : row)
                expr(*e, scope);
        for (const auto& column : c.columns) {
            if (column.kind == sql::ResultColumn::Kind::TableStar)
                qualifier(*column.table, scope);
            else if (column.expr)
                expr(*column.expr, scope);
        }
        if (c.from) from(*c.from, scope, env);
        if (c.where) expr(*c.where, scope);
        for (const auto& e : c.groupBy)
            expr(*e, scope);
        if (c.having) expr(*c.having, scope);
    }
    void from(const sql::FromClause& f, const Scope& scope, const CteEnv* env) {
        for (const sql::FromItem& item : f.items) {
            if (auto* sub = std::get_if<sql::TableSubquery>(&item.source)) {
                if (sub->select) statement(*sub->select, nullptr, env);
            } else if (auto* nested = std::get_if<sql::NestedJoin>(&item.source)) {
                if (nested->from) from(*nested->from, scope, env);
            } else if (auto* function = std::get_if<sql::TableFunction>(&item.source)) {
                for (const auto& e : function->arguments)
                    expr(*e, scope);
            }
            if (item.on) expr(*item.on, scope);
        }
    }
    void qualifier(const sql::Identifier& name, const Scope& scope) {
        const Binding* binding = binder_.findBinding(scope, name.name);
        if (!binding || !binding->item) return;
        auto it =
            std::lower_bound(numbers_.begin(), numbers_.end(),
                             std::pair<const sql::FromItem*, size_t>(binding->item, 0), byItem);
        if (it == numbers_.end() || it->first != binding->item) return;
        edits_.push_back({name.span.begin, name.span.end, it->second, false});
    }
    void expr(const sql::Expr& top, const Scope& scope) {
        auto onExpr = [&](const sql::Expr& child) { expr(child, scope); };
        auto onSelect = [&](const sql::SelectStatement& s) { statement(s, &scope, scope.ctes); };
        sql::walkChain(
            top, [](const sql::Expr&) {},
            [&](const sql::Expr& e) {
                if (auto* c = e.as<sql::ColumnRef>()) {
                    if (c->table) qualifier(*c->table, scope);
                    return;
                }
                forEachChild(e, onExpr, onSelect);
            },
            [&](const sql::Expr& n) { forEachChild(n, onExpr, onSelect, true); });
    }

    Binder binder_;
    std::vector<const sql::FromItem*> items_;
    static bool byItem(const std::pair<const sql::FromItem*, size_t>& a,
                       const std::pair<const sql::FromItem*, size_t>& b) {
        return std::less<const sql::FromItem*>()(a.first, b.first);
    }
    // Table FROM items with their numbers, sorted by address.
    std::vector<std::pair<const sql::FromItem*, size_t>> numbers_;
    std::vector<Edit> edits_;
    bool qualified_ = false;  // a qualified column or `t.*` was seen
};

bool isSpace(char c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v';
}

// Per byte: its lowercase when normalizeForEm keeps it as it is apart from
// the case; 0 for whitespace, '"', '<', '=', '>', '!' (and NUL), which the
// normalisation treats specially.
constexpr std::array<char, 256> kPlainLowered = [] {
    std::array<char, 256> table{};
    for (int i = 1; i < 256; ++i) {
        const char c = static_cast<char>(i);
        const bool special = c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' ||
                             c == '\v' || c == '"' || c == '<' || c == '=' || c == '>' || c == '!';
        if (!special) table[i] = (c >= 'A' && c <= 'Z') ? static_cast<char>(c - 'A' + 'a') : c;
    }
    return table;
}();

// count\s*\(\s*([^)]*?)\s*\) -> count(\1), for one function name, in place
// (the text only shrinks: what is written never passes what is read). Text
// between two occurrences of the name is kept as it is.
void tightenCalls(std::string& s, std::string_view name) {
    size_t i = s.find(name);
    if (i == std::string::npos) return;
    char* const d = s.data();
    size_t w = i;  // the write position
    auto keep = [&](size_t from, size_t count) {
        if (w != from) std::memmove(d + w, d + from, count);
        w += count;
    };
    while (i < s.size()) {
        const size_t next = s.find(name, i);
        if (next == std::string::npos) {
            keep(i, s.size() - i);
            break;
        }
        keep(i, next - i);
        i = next;
        size_t j = i + name.size();
        while (j < s.size() && isSpace(s[j]))
            ++j;
        if (j < s.size() && s[j] == '(') {
            size_t k = j + 1;
            while (k < s.size() && isSpace(s[k]))
                ++k;
            size_t close = s.find(')', k);
            if (close != std::string::npos) {
                size_t contentEnd = close;
                while (contentEnd > k && isSpace(s[contentEnd - 1]))
                    --contentEnd;
                keep(i, name.size());
                d[w++] = '(';
                keep(k, contentEnd - k);
                d[w++] = ')';
                i = close + 1;
                continue;
            }
        }
        d[w++] = d[i++];
    }
    s.resize(w);
}

}  // namespace

std::string renameTableAliases(std::string_view sql, const sql::SelectStatement& statement) {
    std::vector<Edit> edits = AliasRenamer(statement).edits();
    std::string out;
    out.reserve(sql.size() + edits.size() * 6);
    size_t at = 0;
    for (const Edit& edit : edits) {
        if (edit.begin < at || edit.end > sql.size()) continue;
        out.append(sql.substr(at, edit.begin - at));
        out += edit.alias ? " as t" : "t";
        out += std::to_string(edit.number);
        at = edit.end;
    }
    out.append(sql.substr(at));
    return out;
}

std::string normalizeForEm(std::string_view sql, const sql::SelectStatement* statement) {
    std::string renamed;
    std::string_view source = sql;
    if (statement) {
        renamed = renameTableAliases(sql, *statement);
        source = renamed;
    }
    // One pass over the text does what the implementation does in steps:
    // strip, collapse whitespace runs to one space, lowercase, rstrip(';'),
    // then " -> ', <> -> != and no spaces around = < > !. The steps before
    // the replacements only shrink the text and only its tail is stripped, so
    // where the stripped text ends is found first, in `source`: after its
    // trailing whitespace, then its trailing ';'s (a space before them stays).
    size_t end = source.size();
    while (end > 0 && isSpace(source[end - 1]))
        --end;
    while (end > 0 && source[end - 1] == ';')
        --end;
    std::string s(end, '\0');
    char* const out = s.data();  // a raw pointer: stores through operator[] may alias `s`
    size_t m = 0;
    bool afterOperator = false;  // spaces right after = < > ! are dropped
    auto emit = [&](char c) {
        if (c == '=' || c == '<' || c == '>' || c == '!') {
            while (m > 0 && out[m - 1] == ' ')
                --m;
            out[m++] = c;
            afterOperator = true;
        } else if (c != ' ' || !afterOperator) {
            out[m++] = c;
            afterOperator = false;
        }
    };
    // The replacements, on the collapsed lowercased text one character at a
    // time; a '<' waits for the next character (<> -> !=).
    bool pendingLess = false;
    auto replace = [&](char c) {
        if (pendingLess) {
            pendingLess = false;
            if (c == '>') {
                emit('!');
                emit('=');
                return;
            }
            emit('<');
        }
        if (c == '"')
            emit('\'');
        else if (c == '<')
            pendingLess = true;
        else
            emit(c);
    };
    bool started = false;       // a character was kept (leading whitespace is dropped)
    bool lastWasSpace = false;  // the collapsed text ends with a space
    const char* const text = source.data();
    for (size_t i = 0; i < end;) {
        // Most characters are kept as they are, lowercased: runs of them are
        // copied the short way (through a local pointer, which no store can
        // alias).
        if (!pendingLess) {
            const size_t runStart = i;
            char* write = out + m;
            while (i < end) {
                const char plain = kPlainLowered[static_cast<unsigned char>(text[i])];
                if (plain == 0) break;
                *write++ = plain;
                ++i;
            }
            if (i > runStart) {
                m += i - runStart;
                afterOperator = false;
                started = true;
                lastWasSpace = false;
                continue;
            }
        }
        const char c = text[i++];
        if (isSpace(c)) {
            if (started && !lastWasSpace) {
                replace(' ');
                lastWasSpace = true;
            }
            continue;
        }
        replace((c >= 'A' && c <= 'Z') ? static_cast<char>(c - 'A' + 'a') : c);
        started = true;
        lastWasSpace = false;
    }
    if (pendingLess) emit('<');
    s.resize(m);
    for (std::string_view name : {"count", "sum", "avg", "min", "max"})
        tightenCalls(s, name);
    return s;
}

std::string normalizeForEm(std::string_view sql) {
    sql::ParseResult parsed = sql::parse(sql);
    return normalizeForEm(sql, parsed.ok() ? parsed.statement.get() : nullptr);
}

}  // namespace sqlscope::match::component
