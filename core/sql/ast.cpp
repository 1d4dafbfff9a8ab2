#include "core/sql/ast.h"

#include <type_traits>
#include <utility>
#include <variant>
#include <vector>

#include "core/sql/expr_chain.h"

namespace sqlscope::sql {
namespace {

// Moves the child expressions `e` owns directly into `out`, leaving `e` with
// none. Subqueries and window specifications stay: their depth is bounded by
// the parser's nesting limit, and each Expr inside them tears down its own
// children the same way.
void detachChildren(Expr& e, std::vector<ExprPtr>& out) {
    auto take = [&](ExprPtr& x) {
        if (x) out.push_back(std::move(x));
    };
    auto takeAll = [&](std::vector<ExprPtr>& xs) {
        for (ExprPtr& x : xs)
            take(x);
        xs.clear();
    };
    std::visit(
        [&](auto& n) {
            using T = std::decay_t<decltype(n)>;
            if constexpr (std::is_same_v<T, Unary> || std::is_same_v<T, NullTest> ||
                          std::is_same_v<T, Cast> || std::is_same_v<T, Collate>) {
                take(n.operand);
            } else if constexpr (std::is_same_v<T, Binary>) {
                take(n.left);
                take(n.right);
            } else if constexpr (std::is_same_v<T, Between>) {
                take(n.operand);
                take(n.low);
                take(n.high);
            } else if constexpr (std::is_same_v<T, In>) {
                take(n.operand);
                takeAll(n.list);
            } else if constexpr (std::is_same_v<T, Pattern>) {
                take(n.operand);
                take(n.pattern);
                take(n.escape);
            } else if constexpr (std::is_same_v<T, Case>) {
                take(n.operand);
                for (CaseWhen& w : n.whens) {
                    take(w.when);
                    take(w.then);
                }
                take(n.otherwise);
            } else if constexpr (std::is_same_v<T, FunctionCall>) {
                takeAll(n.arguments);
                take(n.filter);
            } else if constexpr (std::is_same_v<T, RowValue>) {
                takeAll(n.elements);
            }
        },
        e.node);
}

}  // namespace

Expr::~Expr() {
    // Common case first: a node whose children own no expressions needs no
    // work list (their destructors return at once).
    bool shallow = true;
    forEachChild(
        *this,
        [&](const Expr& child) {
            forEachChild(
                child, [&](const Expr&) { shallow = false; }, [](const SelectStatement&) {});
        },
        [](const SelectStatement&) {});
    if (shallow) return;
    std::vector<ExprPtr> pending;
    detachChildren(*this, pending);
    while (!pending.empty()) {
        ExprPtr next = std::move(pending.back());
        pending.pop_back();
        detachChildren(*next, pending);
        // `next` now owns no expressions: its destruction does not recurse.
    }
}

const Expr* chainOperand(const Expr& e) {
    if (auto* b = e.as<Binary>()) return b->left.get();
    if (auto* b = e.as<Between>()) return b->operand.get();
    if (auto* in = e.as<In>()) return in->operand.get();
    if (auto* p = e.as<Pattern>()) return p->operand.get();
    if (auto* n = e.as<NullTest>()) return n->operand.get();
    if (auto* c = e.as<Collate>()) return c->operand.get();
    return nullptr;
}

Expr* chainOperand(Expr& e) {
    return const_cast<Expr*>(chainOperand(static_cast<const Expr&>(e)));
}

}  // namespace sqlscope::sql
