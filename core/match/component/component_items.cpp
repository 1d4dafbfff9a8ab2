#include "core/match/component/component_items.h"

#include <algorithm>
#include <set>
#include <utility>

#include "core/match/component/canonical_sql.h"
#include "core/match/component/lowered_text.h"
#include "core/match/component/name_binding.h"
#include "core/sql/expr_chain.h"
#include "core/sql/lexer.h"
#include "core/sql/parser.h"

namespace sqlscope::match::component {

std::string_view componentName(Component component) {
    switch (component) {
        case Component::Select:
            return "SELECT";
        case Component::From:
            return "FROM";
        case Component::Where:
            return "WHERE";
        case Component::GroupBy:
            return "GROUP BY";
        case Component::OrderBy:
            return "ORDER BY";
        case Component::Having:
            return "HAVING";
        case Component::Keywords:
            return "KEYWORDS";
    }
    return "";
}

std::string_view componentKey(Component component) {
    switch (component) {
        case Component::Select:
            return "select";
        case Component::From:
            return "from";
        case Component::Where:
            return "where";
        case Component::GroupBy:
            return "group_by";
        case Component::OrderBy:
            return "order_by";
        case Component::Having:
            return "having";
        case Component::Keywords:
            return "keywords";
    }
    return "";
}

std::string_view predicateItemsName(PredicateItems mode) {
    return mode == PredicateItems::Part ? "part" : "atom";
}

std::string_view clauseKindName(ClauseKind kind) {
    switch (kind) {
        case ClauseKind::Where:
            return "WHERE";
        case ClauseKind::GroupBy:
            return "GROUP BY";
        case ClauseKind::Having:
            return "HAVING";
        case ClauseKind::OrderBy:
            return "ORDER BY";
        case ClauseKind::Limit:
            return "LIMIT";
        case ClauseKind::Join:
            return "JOIN";
        case ClauseKind::Distinct:
            return "DISTINCT";
        case ClauseKind::SetOperation:
            return "SET OPERATION";
        case ClauseKind::Subquery:
            return "SUBQUERY";
    }
    return "";
}

void addItem(ItemSet& set, std::string text, sql::Span span) {
    for (Item& item : set) {
        if (item.text == text) {
            item.spans.push_back(span);
            return;
        }
    }
    // Most sets hold a few items: room for four at once rather than
    // growing 1 -> 2 -> 4.
    if (set.empty()) set.reserve(4);
    set.push_back(Item{std::move(text), {span}});
}

const Item* findItem(const ItemSet& set, std::string_view text) {
    for (const Item& item : set) {
        if (item.text == text) return &item;
    }
    return nullptr;
}

ItemSet QueryAnalysis::componentItems(Component c, PredicateItems mode) const {
    if (mode == PredicateItems::Atom || (c != Component::Where && c != Component::Having))
        return component(c);
    ItemSet set;
    for (const Predicate& p : c == Component::Where ? where : having) {
        if (!p.hasParts) {
            addItem(set, p.text, p.span);
            continue;
        }
        addItem(set, p.left, p.leftSpan);
        addItem(set, p.op, p.opSpan);
        addItem(set, p.right, p.rightSpan);
    }
    return set;
}

namespace {

// The KEYWORDS list (docs/metrics/component.md#components-and-items), in its order (items are
// sorted by it).
constexpr std::string_view kKeywordList[] = {
    "select",    "from",       "where",   "group by",   "having",    "order by",
    "limit",     "distinct",   "join",    "inner join", "left join", "right join",
    "full join", "cross join", "union",   "union all",  "intersect", "except",
    "count",     "sum",        "avg",     "min",        "max",       "like",
    "in",        "not",        "between", "exists",     "is null",   "case"};

// The keyword's position in kKeywordList (its size when not listed), by a
// binary search over the list sorted by text.
size_t keywordRank(std::string_view keyword) {
    using Ranked = std::pair<std::string_view, size_t>;
    static const std::vector<Ranked> byText = [] {
        std::vector<Ranked> ranked;
        for (size_t i = 0; i < std::size(kKeywordList); ++i)
            ranked.emplace_back(kKeywordList[i], i);
        std::sort(ranked.begin(), ranked.end());
        return ranked;
    }();
    auto it = std::lower_bound(byText.begin(), byText.end(), keyword,
                               [](const Ranked& r, std::string_view k) { return r.first < k; });
    return it != byText.end() && it->first == keyword ? it->second : std::size(kKeywordList);
}

bool isAggregateName(std::string_view lower, size_t arguments, bool star) {
    if (lower == "count" || lower == "sum" || lower == "avg" || lower == "total" ||
        lower == "group_concat" || lower == "string_agg")
        return true;
    // min/max with several arguments are SQLite's scalar functions.
    if (lower == "min" || lower == "max") return star || arguments == 1;
    return false;
}

bool isSpace(char c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v';
}

class Extractor {
public:
    // `tokens`: tokenize() of `text`, or null to tokenize it here.
    Extractor(std::string_view text, const std::vector<sql::Token>* tokens,
              const SchemaIndex* schema)
        : text_(text), binder_(schema, componentBindOptions()), writer_(binder_) {
        if (!tokens) {
            ownTokens_ = sql::tokenize(text).tokens;
            tokens = &ownTokens_;
        }
        tokens_ = tokens;
    }

    QueryAnalysis run(const sql::SelectStatement& s) {
        result_.parsed = true;
        // Room for every listed keyword: the set never grows by copying.
        items(Component::Keywords).reserve(std::size(kKeywordList));
        StatementScopes top;
        buildScopes(top, s, nullptr, nullptr);
        components(s, top);
        walkStatement(s, nullptr, nullptr, true, &top);
        // Stable sort by the keyword's rank in the list, rank by rank.
        ItemSet& keywords = result_.items[static_cast<size_t>(Component::Keywords)];
        std::vector<size_t> ranks;
        ranks.reserve(keywords.size());
        for (const Item& item : keywords)
            ranks.push_back(keywordRank(item.text));
        std::vector<size_t> order(keywords.size());
        for (size_t i = 0; i < order.size(); ++i)
            order[i] = i;
        std::stable_sort(order.begin(), order.end(),
                         [&](size_t a, size_t b) { return ranks[a] < ranks[b]; });
        ItemSet sorted;
        sorted.reserve(keywords.size());
        for (size_t i : order)
            sorted.push_back(std::move(keywords[i]));
        keywords = std::move(sorted);
        return std::move(result_);
    }

private:
    ItemSet& items(Component c) { return result_.items[static_cast<size_t>(c)]; }

    // ---- tokens ----------------------------------------------------------

    // The index of the first token starting at or after `pos`.
    size_t tokenIndexAt(uint32_t pos) const {
        auto it =
            std::lower_bound(tokens_->begin(), tokens_->end(), pos,
                             [](const sql::Token& t, uint32_t p) { return t.span.begin < p; });
        return static_cast<size_t>(it - tokens_->begin());
    }

    bool isKeyword(size_t i, sql::Keyword k) const {
        return i < tokens_->size() && (*tokens_)[i].kind == sql::TokenKind::Word &&
               (*tokens_)[i].keyword == k;
    }

    // The span of keyword `k` among the (up to 3) tokens just before `pos`.
    std::optional<sql::Span> keywordBefore(uint32_t pos, sql::Keyword k) const {
        size_t i = tokenIndexAt(pos);
        for (size_t back = 0; back < 3 && i > 0; ++back) {
            --i;
            if (isKeyword(i, k)) return (*tokens_)[i].span;
        }
        return std::nullopt;
    }

    // The span of the first keyword `k` in [from, to).
    std::optional<sql::Span> keywordIn(uint32_t from, uint32_t to, sql::Keyword k) const {
        for (size_t i = tokenIndexAt(from); i < tokens_->size() && (*tokens_)[i].span.begin < to;
             ++i) {
            if (isKeyword(i, k)) return (*tokens_)[i].span;
        }
        return std::nullopt;
    }

    sql::Span trimmed(uint32_t begin, uint32_t end) const {
        end = std::min<uint32_t>(end, static_cast<uint32_t>(text_.size()));
        while (begin < end && isSpace(text_[begin]))
            ++begin;
        while (end > begin && isSpace(text_[end - 1]))
            --end;
        return {begin, end};
    }

    // addItem, building the text only for a new item.
    void keyword(std::string_view word, sql::Span span) {
        ItemSet& keywords = items(Component::Keywords);
        for (Item& item : keywords) {
            if (item.text == word) {
                item.spans.push_back(span);
                return;
            }
        }
        if (keywords.empty()) keywords.reserve(4);
        keywords.push_back(Item{std::string(word), {span}});
    }
    void clause(ClauseKind kind, sql::Span span) {
        result_.features.clauses[static_cast<size_t>(kind)].push_back(span);
    }

    // ---- the seven components of the top-level statement ---------------

    // The name scopes of one statement: its CTEs and one Scope per SELECT
    // (the first, then each compound term's), which point at `env`.
    struct StatementScopes {
        CteEnv env;
        std::vector<Scope> cores;
    };
    void buildScopes(StatementScopes& out, const sql::SelectStatement& s, const Scope* outer,
                     const CteEnv* parentEnv) const {
        out.env = binder_.ctesOf(s, parentEnv);
        out.cores.reserve(1 + s.compounds.size());
        out.cores.push_back(binder_.scopeOf(s.first, outer, &out.env));
        for (const sql::CompoundTerm& term : s.compounds)
            out.cores.push_back(binder_.scopeOf(term.core, outer, &out.env));
    }

    // `top`: the scopes of `s` (it is the top-level statement).
    void components(const sql::SelectStatement& s, const StatementScopes& top) {
        const CteEnv& env = top.env;
        const Scope& first = top.cores[0];
        coreComponents(s.first, first, env);
        for (size_t i = 0; i < s.compounds.size(); ++i)
            coreComponents(s.compounds[i].core, top.cores[i + 1], env);
        for (const sql::OrderingTerm& term : s.orderBy)
            addItem(items(Component::OrderBy), writer_.orderingTerm(term, first), term.span);
    }

    void coreComponents(const sql::SelectCore& core, const Scope& scope, const CteEnv& env) {
        if (core.isValues) return;
        for (const sql::ResultColumn& column : core.columns) {
            sql::Span span = column.kind == sql::ResultColumn::Kind::Expression ? column.expr->span
                                                                                : column.span;
            addItem(items(Component::Select), writer_.resultColumn(column, scope), span);
        }
        if (core.from) {
            std::set<const sql::CommonTableExpr*> expanding;
            fromTables(*core.from, &env, expanding);
        }
        if (core.where) predicates(*core.where, scope, result_.where, Component::Where);
        for (const sql::ExprPtr& e : core.groupBy) {
            addItem(items(Component::GroupBy), groupingText(*e, scope), e->span);
        }
        if (core.having) predicates(*core.having, scope, result_.having, Component::Having);
    }

    std::string groupingText(const sql::Expr& e, const Scope& scope) {
        if (const auto* literal = e.as<sql::Literal>();
            literal && literal->kind == sql::Literal::Kind::Integer && scope.core) {
            // GROUP BY k names the k-th result column, as in SQLite.
            const std::string& t = literal->text;
            if (!t.empty() && t.size() <= 6 &&
                t.find_first_not_of("0123456789") == std::string::npos) {
                size_t k = static_cast<size_t>(std::stoul(t));
                if (k >= 1 && k <= scope.core->columns.size() &&
                    scope.core->columns[k - 1].kind == sql::ResultColumn::Kind::Expression)
                    return writer_.expr(*scope.core->columns[k - 1].expr, scope);
            }
        }
        return writer_.expr(e, scope);
    }

    // FROM items: base tables; a FROM-subquery or CTE contributes its own tables.
    void fromTables(const sql::FromClause& from, const CteEnv* env,
                    std::set<const sql::CommonTableExpr*>& expanding) {
        for (const sql::FromItem& item : from.items) {
            if (auto* table = std::get_if<sql::TableName>(&item.source)) {
                std::string name = lowered(table->name.name);
                const CteEnv::Entry* cte = (!table->schema && env) ? env->find(name) : nullptr;
                if (!cte) {
                    addItem(items(Component::From), std::move(name), table->name.span);
                } else if (cte->cte->select && expanding.insert(cte->cte).second) {
                    statementTables(*cte->cte->select, env, expanding);
                    expanding.erase(cte->cte);
                }
            } else if (auto* function = std::get_if<sql::TableFunction>(&item.source)) {
                addItem(items(Component::From), lowered(function->name.name), function->name.span);
            } else if (auto* sub = std::get_if<sql::TableSubquery>(&item.source)) {
                if (sub->select) statementTables(*sub->select, env, expanding);
            } else if (auto* nested = std::get_if<sql::NestedJoin>(&item.source)) {
                if (nested->from) fromTables(*nested->from, env, expanding);
            }
        }
    }

    void statementTables(const sql::SelectStatement& s, const CteEnv* env,
                         std::set<const sql::CommonTableExpr*>& expanding) {
        CteEnv inner = binder_.ctesOf(s, env);
        if (s.first.from) fromTables(*s.first.from, &inner, expanding);
        for (const sql::CompoundTerm& term : s.compounds) {
            if (term.core.from) fromTables(*term.core.from, &inner, expanding);
        }
    }

    // The operands of AND and OR, in order. A chain of AND and OR is as deep
    // as it is long (sql/expr_chain.h): its left operands are followed with a
    // loop; right operands are bounded by the parser's nesting limit.
    static void splitAtoms(const sql::Expr& e, std::vector<const sql::Expr*>& out) {
        auto connective = [](const sql::Expr& x) {
            const auto* b = x.as<sql::Binary>();
            return b && (b->op == sql::BinaryOp::And || b->op == sql::BinaryOp::Or) ? b : nullptr;
        };
        std::vector<const sql::Binary*> spine;
        const sql::Expr* bottom = &e;
        while (const sql::Binary* b = connective(*bottom)) {
            spine.push_back(b);
            bottom = b->left.get();
        }
        out.push_back(bottom);
        for (auto it = spine.rbegin(); it != spine.rend(); ++it)
            splitAtoms(*(*it)->right, out);
    }

    void predicates(const sql::Expr& root, const Scope& scope, std::vector<Predicate>& out,
                    Component component) {
        std::vector<const sql::Expr*> atoms;
        splitAtoms(root, atoms);
        for (const sql::Expr* atom : atoms) {
            Predicate p = predicate(*atom, scope);
            addItem(items(component), p.text, p.span);
            out.push_back(std::move(p));
        }
    }

    Predicate predicate(const sql::Expr& atom, const Scope& scope) {
        using namespace sql;
        Predicate p;
        p.span = atom.span;
        auto parts = [&](const Expr& left, std::string leftText, std::string op, std::string right,
                         Span rightSpan) {
            p.hasParts = true;
            p.left = std::move(leftText);
            p.leftSpan = left.span;
            p.op = std::move(op);
            p.right = std::move(right);
            p.rightSpan = rightSpan;
            p.opSpan = trimmed(left.span.end, rightSpan.begin);
            if (p.opSpan.empty()) p.opSpan = trimmed(left.span.end, atom.span.end);
        };
        if (auto* b = atom.as<Binary>()) {
            switch (b->op) {
                case BinaryOp::Eq:
                case BinaryOp::EqEq:
                case BinaryOp::Ne:
                case BinaryOp::LtGt:
                case BinaryOp::Lt:
                case BinaryOp::Le:
                case BinaryOp::Gt:
                case BinaryOp::Ge:
                case BinaryOp::Is:
                case BinaryOp::IsNot:
                case BinaryOp::IsDistinctFrom:
                case BinaryOp::IsNotDistinctFrom: {
                    // The atom's text from its operands' (written once).
                    std::string left = writer_.expr(*b->left, scope);
                    std::string right = writer_.expr(*b->right, scope);
                    p.text = CanonicalWriter::binary(*b, left, right);
                    parts(*b->left, std::move(left),
                          std::string(CanonicalWriter::operatorText(b->op)), std::move(right),
                          b->right->span);
                    return p;
                }
                default:
                    break;
            }
        }
        p.text = writer_.expr(atom, scope);
        if (auto* b = atom.as<Between>()) {
            std::string right =
                writer_.expr(*b->low, scope) + " and " + writer_.expr(*b->high, scope);
            parts(*b->operand, writer_.expr(*b->operand, scope),
                  b->negated ? "not between" : "between", std::move(right),
                  Span::cover(b->low->span, b->high->span));
        } else if (auto* in = atom.as<In>()) {
            // The right side starts after the IN keyword.
            Span inWord = keywordIn(in->operand->span.end, atom.span.end, Keyword::IN)
                              .value_or(Span{in->operand->span.end, in->operand->span.end});
            parts(*in->operand, writer_.expr(*in->operand, scope), in->negated ? "not in" : "in",
                  writer_.inRight(*in, scope), trimmed(inWord.end, atom.span.end));
        } else if (auto* pt = atom.as<Pattern>()) {
            std::string op = std::string(pt->negated ? "not " : "") +
                             std::string(pt->op == PatternOp::Like     ? "like"
                                         : pt->op == PatternOp::Glob   ? "glob"
                                         : pt->op == PatternOp::Regexp ? "regexp"
                                                                       : "match");
            std::string right = writer_.expr(*pt->pattern, scope);
            if (pt->escape) right += " escape " + writer_.expr(*pt->escape, scope);
            Span rightSpan =
                pt->escape ? Span::cover(pt->pattern->span, pt->escape->span) : pt->pattern->span;
            parts(*pt->operand, writer_.expr(*pt->operand, scope), std::move(op), std::move(right),
                  rightSpan);
        } else if (auto* n = atom.as<NullTest>()) {
            Span tail = trimmed(n->operand->span.end, atom.span.end);
            parts(*n->operand, writer_.expr(*n->operand, scope),
                  n->form == NullTest::Form::IsNull ? "is" : "is not", "null", tail);
            p.opSpan = tail;
        }
        return p;
    }

    // ---- keywords, clause kinds and counts, over the whole query -----------

    // `given`: the scopes of `s` when already built for `outer` and `parentEnv`.
    void walkStatement(const sql::SelectStatement& s, const Scope* outer, const CteEnv* parentEnv,
                       bool top, const StatementScopes* given = nullptr) {
        StatementScopes own;
        if (!given) {
            buildScopes(own, s, outer, parentEnv);
            given = &own;
        }
        const CteEnv& env = given->env;
        if (s.with) {
            result_.features.nested = true;
            for (const sql::CommonTableExpr& cte : s.with->tables) {
                clause(ClauseKind::Subquery, cte.span);
                if (cte.select) walkStatement(*cte.select, nullptr, &env, false);
            }
        }
        const Scope& first = given->cores[0];
        walkCore(s.first, first, &env, top);
        for (size_t i = 0; i < s.compounds.size(); ++i) {
            const sql::CompoundTerm& term = s.compounds[i];
            result_.features.nested = true;
            clause(ClauseKind::SetOperation, term.opSpan);
            switch (term.op) {
                case sql::CompoundOp::Union:
                    keyword("union", term.opSpan);
                    break;
                case sql::CompoundOp::UnionAll:
                    keyword("union", term.opSpan);
                    keyword("union all", term.opSpan);
                    break;
                case sql::CompoundOp::Intersect:
                    keyword("intersect", term.opSpan);
                    break;
                case sql::CompoundOp::Except:
                    keyword("except", term.opSpan);
                    break;
            }
            walkCore(term.core, given->cores[i + 1], &env, false);
        }
        if (!s.orderBy.empty()) {
            sql::Span terms = sql::Span::cover(s.orderBy.front().span, s.orderBy.back().span);
            sql::Span words = orderByWords(terms.begin).value_or(terms);
            keyword("order by", words);
            clause(ClauseKind::OrderBy, sql::Span::cover(words, terms));
            for (const sql::OrderingTerm& term : s.orderBy)
                walkExpr(*term.expr, first);
        }
        if (s.limit) {
            clause(ClauseKind::Limit, s.limit->span);
            keyword("limit", keywordIn(s.limit->span.begin, s.limit->span.end, sql::Keyword::LIMIT)
                                 .value_or(s.limit->span));
            walkExpr(*s.limit->count, first);
            if (s.limit->offset) walkExpr(*s.limit->offset, first);
        }
    }

    // "GROUP BY" / "ORDER BY" just before `pos`.
    std::optional<sql::Span> twoWordsBefore(uint32_t pos, sql::Keyword firstWord) const {
        auto by = keywordBefore(pos, sql::Keyword::BY);
        if (!by) return std::nullopt;
        auto word = keywordBefore(by->begin, firstWord);
        if (!word) return by;
        return sql::Span::cover(*word, *by);
    }
    std::optional<sql::Span> orderByWords(uint32_t pos) const {
        return twoWordsBefore(pos, sql::Keyword::ORDER);
    }

    void walkCore(const sql::SelectCore& core, const Scope& scope, const CteEnv* env, bool top) {
        QueryFeatures& f = result_.features;
        if (core.isValues) {
            for (const auto& row : core.values)
                for (const sql::ExprPtr& e : row)
                    walkExpr(*e, scope);
            return;
        }
        size_t selectToken = tokenIndexAt(core.span.begin);
        if (isKeyword(selectToken, sql::Keyword::SELECT)) {
            keyword("select", (*tokens_)[selectToken].span);
            if (core.quantifier == sql::SetQuantifier::Distinct &&
                isKeyword(selectToken + 1, sql::Keyword::DISTINCT)) {
                keyword("distinct", (*tokens_)[selectToken + 1].span);
                clause(ClauseKind::Distinct, (*tokens_)[selectToken + 1].span);
            }
        } else {
            keyword("select", core.span);
        }
        if (core.quantifier == sql::SetQuantifier::Distinct &&
            !isKeyword(selectToken + 1, sql::Keyword::DISTINCT)) {
            keyword("distinct", core.span);
            clause(ClauseKind::Distinct, core.span);
        }
        for (const sql::ResultColumn& column : core.columns) {
            if (column.expr) walkExpr(*column.expr, scope);
        }
        if (core.from) {
            keyword(
                "from",
                keywordBefore(core.from->span.begin, sql::Keyword::FROM).value_or(core.from->span));
            walkFrom(*core.from, scope, env);
        }
        if (core.where) {
            f.where = true;
            sql::Span word = keywordBefore(core.where->span.begin, sql::Keyword::WHERE)
                                 .value_or(core.where->span);
            keyword("where", word);
            clause(ClauseKind::Where, sql::Span::cover(word, core.where->span));
            if (top) {
                std::vector<const sql::Expr*> atoms;
                splitAtoms(*core.where, atoms);
                f.topWherePredicates = static_cast<int>(atoms.size());
            }
            walkExpr(*core.where, scope);
        }
        if (!core.groupBy.empty()) {
            f.groupBy = true;
            sql::Span exprs =
                sql::Span::cover(core.groupBy.front()->span, core.groupBy.back()->span);
            sql::Span words = twoWordsBefore(exprs.begin, sql::Keyword::GROUP).value_or(exprs);
            keyword("group by", words);
            clause(ClauseKind::GroupBy, sql::Span::cover(words, exprs));
            for (const sql::ExprPtr& e : core.groupBy)
                walkExpr(*e, scope);
        }
        if (core.having) {
            f.having = true;
            sql::Span word = keywordBefore(core.having->span.begin, sql::Keyword::HAVING)
                                 .value_or(core.having->span);
            keyword("having", word);
            clause(ClauseKind::Having, sql::Span::cover(word, core.having->span));
            walkExpr(*core.having, scope);
        }
        for (const sql::NamedWindow& w : core.windows)
            walkWindow(w.spec, scope);
    }

    void walkFrom(const sql::FromClause& from, const Scope& scope, const CteEnv* env) {
        QueryFeatures& f = result_.features;
        size_t count = 0;
        countItems(from, count);
        if (count >= 2) f.join = true;
        for (const sql::FromItem& item : from.items) {
            const sql::JoinOperator& join = item.join;
            if (join.kind != sql::JoinOperator::Kind::None) {
                // The operator through the joined item and its ON condition.
                sql::Span whole = sql::Span::cover(join.span, item.span);
                if (item.on) whole = sql::Span::cover(whole, item.on->span);
                clause(ClauseKind::Join, whole);
            }
            switch (join.kind) {
                case sql::JoinOperator::Kind::None:
                case sql::JoinOperator::Kind::Comma:
                    break;
                case sql::JoinOperator::Kind::Join:
                    keyword("join", join.span);
                    break;
                case sql::JoinOperator::Kind::Inner:
                    keyword("join", join.span);
                    keyword("inner join", join.span);
                    break;
                case sql::JoinOperator::Kind::Left:
                    keyword("join", join.span);
                    keyword("left join", join.span);
                    break;
                case sql::JoinOperator::Kind::Right:
                    keyword("join", join.span);
                    keyword("right join", join.span);
                    break;
                case sql::JoinOperator::Kind::Full:
                    keyword("join", join.span);
                    keyword("full join", join.span);
                    break;
                case sql::JoinOperator::Kind::Cross:
                    keyword("join", join.span);
                    keyword("cross join", join.span);
                    break;
            }
            if (auto* table = std::get_if<sql::TableName>(&item.source)) {
                ++f.tableReferences;
                std::string name = lowered(table->name.name);
                if (table->schema || !env || !env->find(name))
                    addItem(f.baseTables, std::move(name), table->name.span);
            } else if (auto* function = std::get_if<sql::TableFunction>(&item.source)) {
                ++f.tableReferences;
                for (const sql::ExprPtr& e : function->arguments)
                    walkExpr(*e, scope);
            } else if (auto* sub = std::get_if<sql::TableSubquery>(&item.source)) {
                f.nested = true;
                clause(ClauseKind::Subquery, item.span);
                if (sub->select) walkStatement(*sub->select, nullptr, env, false);
            } else if (auto* nested = std::get_if<sql::NestedJoin>(&item.source)) {
                if (nested->from) walkFrom(*nested->from, scope, env);
            }
            if (item.on) walkExpr(*item.on, scope);
        }
    }

    static void countItems(const sql::FromClause& from, size_t& count) {
        for (const sql::FromItem& item : from.items) {
            if (auto* nested = std::get_if<sql::NestedJoin>(&item.source)) {
                if (nested->from) countItems(*nested->from, count);
            } else {
                ++count;
            }
        }
    }

    void walkWindow(const sql::WindowSpec& spec, const Scope& scope) {
        for (const sql::ExprPtr& e : spec.partitionBy)
            walkExpr(*e, scope);
        for (const sql::OrderingTerm& term : spec.orderBy)
            walkExpr(*term.expr, scope);
    }

    void subquery(const sql::SelectStatement& s, const Scope& scope) {
        result_.features.nested = true;
        clause(ClauseKind::Subquery, s.span);
        walkStatement(s, &scope, scope.ctes, false);
    }

    // NOT between `from` and `to`, for the spans of "not".
    void notKeyword(uint32_t from, uint32_t to) {
        if (auto span = keywordIn(from, to, sql::Keyword::NOT))
            keyword("not", *span);
        else
            keyword("not", trimmed(from, to));
    }

    // Down a chain (sql/expr_chain.h) with a loop: a chain node's keywords
    // before its operand, its other children after, as a recursion would.
    void walkExpr(const sql::Expr& top, const Scope& scope) {
        sql::walkChain(
            top, [&](const sql::Expr& n) { chainKeywords(n); },
            [&](const sql::Expr& e) { walkNode(e, scope); },
            [&](const sql::Expr& n) {
                sql::forEachChild(
                    n, [&](const sql::Expr& child) { walkExpr(child, scope); },
                    [&](const sql::SelectStatement& s) { subquery(s, scope); }, true);
            });
    }

    // The keywords of a chain node.
    void chainKeywords(const sql::Expr& e) {
        using namespace sql;
        if (auto* b = e.as<Binary>()) {
            const bool nullRight =
                b->right->as<Literal>() && b->right->as<Literal>()->kind == Literal::Kind::Null;
            if ((b->op == BinaryOp::Is || b->op == BinaryOp::IsNot) && nullRight)
                keyword("is null", trimmed(b->left->span.end, e.span.end));
            if (b->op == BinaryOp::IsNot || b->op == BinaryOp::IsNotDistinctFrom)
                notKeyword(b->left->span.end, b->right->span.begin);
        } else if (auto* b = e.as<Between>()) {
            Span word = keywordIn(b->operand->span.end, b->low->span.begin, Keyword::BETWEEN)
                            .value_or(e.span);
            keyword("between", word);
            if (b->negated) notKeyword(b->operand->span.end, b->low->span.begin);
        } else if (auto* in = e.as<In>()) {
            keyword("in",
                    keywordIn(in->operand->span.end, e.span.end, Keyword::IN).value_or(e.span));
            if (in->negated) notKeyword(in->operand->span.end, e.span.end);
        } else if (auto* p = e.as<Pattern>()) {
            if (p->op == PatternOp::Like)
                keyword("like",
                        keywordIn(p->operand->span.end, p->pattern->span.begin, Keyword::LIKE)
                            .value_or(e.span));
            if (p->negated) notKeyword(p->operand->span.end, p->pattern->span.begin);
        } else if (auto* n = e.as<NullTest>()) {
            Span tail = trimmed(n->operand->span.end, e.span.end);
            keyword("is null", tail);
            if (n->form != NullTest::Form::IsNull) keyword("not", tail);
        }
    }

    // A node that is not a chain node.
    void walkNode(const sql::Expr& e, const Scope& scope) {
        using namespace sql;
        QueryFeatures& f = result_.features;
        if (auto* u = e.as<Unary>()) {
            if (u->op == UnaryOp::Not) notKeyword(e.span.begin, u->operand->span.begin);
            walkExpr(*u->operand, scope);
        } else if (auto* x = e.as<Exists>()) {
            keyword("exists",
                    keywordIn(e.span.begin, e.span.end, Keyword::EXISTS).value_or(e.span));
            subquery(*x->subquery, scope);
        } else if (auto* s = e.as<Subquery>()) {
            subquery(*s->select, scope);
        } else if (auto* c = e.as<Case>()) {
            keyword("case", keywordIn(e.span.begin, e.span.end, Keyword::CASE).value_or(e.span));
            if (c->operand) walkExpr(*c->operand, scope);
            for (const CaseWhen& w : c->whens) {
                walkExpr(*w.when, scope);
                walkExpr(*w.then, scope);
            }
            if (c->otherwise) walkExpr(*c->otherwise, scope);
        } else if (auto* c = e.as<Cast>()) {
            walkExpr(*c->operand, scope);
        } else if (auto* fn = e.as<FunctionCall>()) {
            const std::string name = lowered(fn->name.name);
            if (name == "count" || name == "sum" || name == "avg" || name == "min" || name == "max")
                keyword(name, fn->name.span);
            if (isAggregateName(name, fn->arguments.size(), fn->star)) f.aggregate = true;
            if (fn->distinct) {
                Span word =
                    keywordIn(fn->name.span.end, e.span.end, Keyword::DISTINCT).value_or(e.span);
                keyword("distinct", word);
                clause(ClauseKind::Distinct, word);
            }
            for (const ExprPtr& a : fn->arguments)
                walkExpr(*a, scope);
            if (fn->filter) walkExpr(*fn->filter, scope);
            if (fn->over) walkWindow(*fn->over, scope);
        } else if (auto* r = e.as<RowValue>()) {
            for (const ExprPtr& x : r->elements)
                walkExpr(*x, scope);
        }
    }

    std::string_view text_;
    Binder binder_;
    CanonicalWriter writer_;
    std::vector<sql::Token> ownTokens_;
    const std::vector<sql::Token>* tokens_ = nullptr;
    QueryAnalysis result_;
};

}  // namespace

QueryAnalysis analyzeStatement(const sql::SelectStatement& statement, std::string_view text,
                               const SchemaIndex* schema) {
    Extractor extractor(text, nullptr, schema);
    return extractor.run(statement);
}

QueryAnalysis analyzeParsed(const sql::ParseResult& parsed, std::string_view text,
                            const SchemaIndex* schema) {
    if (!parsed.ok()) {
        QueryAnalysis analysis;
        const sql::ParseError& e = *parsed.error;
        analysis.parseError =
            std::to_string(e.line) + ":" + std::to_string(e.column) + ": " + e.message;
        return analysis;
    }
    Extractor extractor(text, parsed.tokens.empty() ? nullptr : &parsed.tokens, schema);
    return extractor.run(*parsed.statement);
}

QueryAnalysis analyzeQuery(std::string_view text, const SchemaIndex* schema) {
    return analyzeParsed(sql::parse(text), text, schema);
}

}  // namespace sqlscope::match::component
