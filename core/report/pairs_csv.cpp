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

namespace {

// The record's first fields up to and including the run's, each quoted as
// it must be and followed by its comma.
std::string leadingFields(const PairRow& row) {
    const std::vector<PairColumn>& columns = pairColumns();
    std::string lead;
    for (size_t i = 0; i < kRunColumn + 1; ++i) {
        const size_t start = lead.size();
        columns[i].value(row, lead);
        quoteCsvFieldFrom(lead, start);
        lead.push_back(',');
    }
    return lead;
}

}  // namespace

std::string pairsCsvRecordFrom(const std::string& other, const PairRow& otherRow,
                               const PairRow& row) {
    const size_t skip = leadingFields(otherRow).size();
    std::string record = leadingFields(row);
    record.append(other, skip);
    return record;
}

}  // namespace sqlscope::report
