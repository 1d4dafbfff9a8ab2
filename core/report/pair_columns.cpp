#include "core/report/pair_columns.h"

#include <charconv>

#include "core/sql/parse_error.h"

namespace sqlscope::report {

const std::vector<PairColumn>& pairColumns() {
    static const std::vector<PairColumn> columns = [] {
        std::vector<PairColumn> all;
        addPairIdentityColumns(all);
        addExecutionColumns(all);
        addEsmColumns(all);
        addEsmPlusColumns(all);
        addLinkingColumns(all);
        addComponentColumns(all);
        addQuirkColumns(all);
        return all;
    }();
    return columns;
}

void appendDecimal(std::string& text, int64_t number) {
    char digits[24];
    text.append(digits, std::to_chars(digits, digits + sizeof digits, number).ptr);
}

void addPairIdentityColumns(std::vector<PairColumn>& columns) {
    columns.push_back({"index", [](const PairRow& r, std::string& text) {
                           appendDecimal(text, static_cast<int64_t>(r.index));
                       }});
    columns.push_back({"db_id", [](const PairRow& r, std::string& text) { text += r.dbId; }});
    columns.push_back({"run", [](const PairRow& r, std::string& text) { text += r.run; }});
    columns.push_back({"gold", [](const PairRow& r, std::string& text) { text += r.gold; }});
    columns.push_back({"pred", [](const PairRow& r, std::string& text) { text += r.pred; }});
    // LINE:COL: message, the position within the prediction.
    columns.push_back({"pred_parse_error", [](const PairRow& r, std::string& text) {
                           if (r.predParse.ok()) return;
                           const sql::ParseError& e = *r.predParse.error;
                           appendDecimal(text, e.line);
                           text += ':';
                           appendDecimal(text, e.column);
                           text += ": ";
                           text += e.message;
                       }});
}

// The reference quirks that changed the pair's verdict, ';'-separated
// (reference_quirks.h; docs/cli.md, "Reference quirks").
void addQuirkColumns(std::vector<PairColumn>& columns) {
    columns.push_back(
        {"quirks", [](const PairRow& r, std::string& text) { text += r.verdict.quirks.text(); }});
}

}  // namespace sqlscope::report
