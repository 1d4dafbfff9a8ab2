// Operator chains. The parser reads `a + b + c`, `a AND b AND c`,
// `x COLLATE a COLLATE b`, `x ISNULL ISNULL`, `x IN (1) IN (2)`, ... with loops,
// so the tree they give is as deep as the chain is long, with no nesting limit
// (kMaxNestingDepth bounds only what the parser recurses on: parentheses,
// subqueries, function calls, prefix operators). Each such node is built
// around its first operand (Binary::left; the operand of Between, In, Pattern,
// NullTest and Collate): that operand is the node's *chain operand*, and
// following chain operands from a node walks its *spine*.
//
// Every tree walk goes down a spine with a loop (walkChain) and recurses only
// into the other children, whose depth the nesting limit bounds; so a chain of
// any length is safe to walk, print, dump and destroy.
#pragma once

#include <vector>

#include "core/sql/ast.h"

namespace sqlscope::sql {

// The first operand of a loop-built node, or null for every other node.
const Expr* chainOperand(const Expr& e);
Expr* chainOperand(Expr& e);

// Walks `top` as a recursive pre/post-order walk would, without recursing
// down its spine: before(n) for each chain node from the top down, then
// leaf(bottom) for the first node without a chain operand, then after(n) for
// the chain nodes from the bottom up. A recursive walker that does
// "before(n); walk(chain operand); after(n)" gets the same order of effects.
template <typename Before, typename Leaf, typename After>
void walkChain(const Expr& top, Before&& before, Leaf&& leaf, After&& after) {
    const Expr* next = chainOperand(top);
    if (!next) {
        leaf(top);
        return;
    }
    std::vector<const Expr*> spine{&top};
    before(top);
    while (const Expr* below = chainOperand(*next)) {
        spine.push_back(next);
        before(*next);
        next = below;
    }
    leaf(*next);
    for (auto it = spine.rbegin(); it != spine.rend(); ++it)
        after(**it);
}

// Calls onExpr for each child expression of `e` in source order and onSelect
// for each subquery (In, Exists, Subquery), skipping the chain operand when
// `skipChainOperand` is set. The window of a function call is not visited.
template <typename OnExpr, typename OnSelect>
void forEachChild(const Expr& e, OnExpr&& onExpr, OnSelect&& onSelect,
                  bool skipChainOperand = false) {
    auto operand = [&](const ExprPtr& x) {
        if (x && !skipChainOperand) onExpr(*x);
    };
    auto child = [&](const ExprPtr& x) {
        if (x) onExpr(*x);
    };
    if (auto* u = e.as<Unary>()) {
        child(u->operand);
    } else if (auto* b = e.as<Binary>()) {
        operand(b->left);
        child(b->right);
    } else if (auto* b = e.as<Between>()) {
        operand(b->operand);
        child(b->low);
        child(b->high);
    } else if (auto* in = e.as<In>()) {
        operand(in->operand);
        for (const ExprPtr& x : in->list)
            child(x);
        if (in->subquery) onSelect(*in->subquery);
    } else if (auto* p = e.as<Pattern>()) {
        operand(p->operand);
        child(p->pattern);
        child(p->escape);
    } else if (auto* n = e.as<NullTest>()) {
        operand(n->operand);
    } else if (auto* x = e.as<Exists>()) {
        if (x->subquery) onSelect(*x->subquery);
    } else if (auto* s = e.as<Subquery>()) {
        if (s->select) onSelect(*s->select);
    } else if (auto* c = e.as<Case>()) {
        child(c->operand);
        for (const CaseWhen& w : c->whens) {
            child(w.when);
            child(w.then);
        }
        child(c->otherwise);
    } else if (auto* c = e.as<Cast>()) {
        child(c->operand);
    } else if (auto* c = e.as<Collate>()) {
        operand(c->operand);
    } else if (auto* f = e.as<FunctionCall>()) {
        for (const ExprPtr& x : f->arguments)
            child(x);
        child(f->filter);
    } else if (auto* r = e.as<RowValue>()) {
        for (const ExprPtr& x : r->elements)
            child(x);
    }
}

}  // namespace sqlscope::sql
