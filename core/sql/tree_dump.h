// An indented, one-node-per-line text form of the AST, with or without spans.
// Tests compare trees through it, and two trees are equal (spans aside)
// exactly when their span-free dumps are equal. Two spaces of indent per
// level up to 32 levels; deeper lines keep that indent and start with their
// level, `<33> `, so that a million-deep operator chain dumps in linear size.
#pragma once

#include <string>

#include "core/sql/ast.h"

namespace sqlscope::sql {

struct DumpOptions {
    bool spans = true;
};

std::string dumpTree(const SelectStatement& statement, DumpOptions options = {});
std::string dumpTree(const Expr& expr, DumpOptions options = {});

// Structural equality, spans ignored.
bool sameTree(const SelectStatement& a, const SelectStatement& b);

}  // namespace sqlscope::sql
