// libFuzzer entry point for the walkers that read a parsed query beyond the
// SQL front end: component analysis (canonical text, items, keywords, AND/OR
// atoms), EM's normalisation and schema linking's AST walk. Whatever parses
// must be walked without a crash, leak, UB or stack overflow, however long
// its operator chains (sql/expr_chain.h).
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "core/linking/ast_elements.h"
#include "core/match/component/component_items.h"
#include "core/match/component/exact_match_em.h"
#include "core/sql/parser.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    std::string_view text(reinterpret_cast<const char*>(data), size);
    sqlscope::sql::ParseResult parsed = sqlscope::sql::parse(text);
    if (!parsed.ok()) return 0;
    sqlscope::match::component::QueryAnalysis analysis =
        sqlscope::match::component::analyzeParsed(parsed, text, nullptr);
    (void)analysis;
    std::string normalized =
        sqlscope::match::component::normalizeForEm(text, parsed.statement.get());
    (void)normalized;
    sqlscope::linking::LinkDatabase database;
    sqlscope::linking::LinkTable table;
    table.name = "t";
    table.columns = {"a", "b"};
    table.element = "t";
    table.columnElements = {"t.a", "t.b"};
    database.tables.push_back(table);
    sqlscope::linking::QueryElements elements =
        sqlscope::linking::astElements(*parsed.statement, text, database);
    (void)elements;
    return 0;
}
