// libFuzzer entry point for the SQL front end. Any input must parse or fail
// cleanly (no crash, leak, UB or hang); whatever parses must print to text
// that parses back to the same tree (spans aside). The printer may add
// parentheses that count towards the nesting limit, so the printed text is
// re-read with three times the limit (ParseOptions).
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "core/sql/lexer.h"
#include "core/sql/parser.h"
#include "core/sql/printer.h"
#include "core/sql/tree_dump.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    std::string_view text(reinterpret_cast<const char*>(data), size);

    sqlscope::sql::LexResult lexed = sqlscope::sql::tokenize(text);
    if (lexed.tokens.empty()) __builtin_trap();  // always ends with an End token

    sqlscope::sql::ParseResult parsed = sqlscope::sql::parse(text);
    if (!parsed.ok()) {
        if (!parsed.error) __builtin_trap();  // a failure must say why
        return 0;
    }
    const auto& tree = *parsed.statement;
    std::string dumped = sqlscope::sql::dumpTree(tree);
    std::string dumpedNoSpans = sqlscope::sql::dumpTree(tree, {.spans = false});
    if (dumped.empty() || dumpedNoSpans.empty()) __builtin_trap();

    std::string printed = sqlscope::sql::print(tree);
    sqlscope::sql::ParseOptions roomy;
    roomy.maxNestingDepth = 3 * sqlscope::sql::kMaxNestingDepth;
    sqlscope::sql::ParseResult again = sqlscope::sql::parse(printed, roomy);
    if (!again.ok()) __builtin_trap();  // printed text does not parse
    if (!sqlscope::sql::sameTree(tree, *again.statement))
        __builtin_trap();  // printed text parses to a different tree
    // Printing is a fixed point after one round.
    if (sqlscope::sql::print(*again.statement) != printed) __builtin_trap();
    return 0;
}
