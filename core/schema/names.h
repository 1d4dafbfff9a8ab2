// How schema names compare: ASCII case-insensitively, as SQLite and Spider's
// evaluator both treat table and column names.
#pragma once

#include <string>
#include <string_view>

namespace sqlscope::schema {

// True when `a` and `b` differ at most in the case of ASCII letters.
bool namesEqual(std::string_view a, std::string_view b);

// `name` with ASCII letters lowercased (other bytes unchanged).
std::string lowerName(std::string_view name);

}  // namespace sqlscope::schema
