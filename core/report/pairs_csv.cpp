#include "core/report/pairs_csv.h"

#include "core/report/csv_writer.h"
#include "core/report/pair_columns.h"

namespace sqlscope::report {

std::string pairsCsvHeader() {
    std::vector<std::string> fields;
    for (const PairColumn& column : pairColumns())
        fields.push_back(column.name);
    return csvRecord(fields);
}

std::string pairsCsvRecord(const PairRow& row) {
    const std::vector<PairColumn>& columns = pairColumns();
    std::string record;
    record.reserve(512 + row.gold.size() + row.pred.size());
    for (size_t i = 0; i < columns.size(); ++i) {
        if (i > 0) record.push_back(',');
        // The column writes its text in place; quoted after if it must be.
        const size_t start = record.size();
        columns[i].value(row, record);
        quoteCsvFieldFrom(record, start);
    }
    record += "\r\n";
    return record;
}

}  // namespace sqlscope::report
