#include "core/report/pair_columns.h"

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
        return all;
    }();
    return columns;
}

void addPairIdentityColumns(std::vector<PairColumn>& columns) {
    columns.push_back({"index", [](const PairRow& r) { return std::to_string(r.index); }});
    columns.push_back({"db_id", [](const PairRow& r) { return std::string(r.dbId); }});
    columns.push_back({"run", [](const PairRow& r) { return std::string(r.run); }});
    columns.push_back({"gold", [](const PairRow& r) { return std::string(r.gold); }});
    columns.push_back({"pred", [](const PairRow& r) { return std::string(r.pred); }});
    // LINE:COL: message, the position within the prediction.
    columns.push_back({"pred_parse_error", [](const PairRow& r) {
                           if (r.predParse.ok()) return std::string();
                           const sql::ParseError& e = *r.predParse.error;
                           return std::to_string(e.line) + ":" + std::to_string(e.column) + ": " +
                                  e.message;
                       }});
}

}  // namespace sqlscope::report
