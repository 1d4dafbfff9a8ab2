#include "core/report/csv_writer.h"

namespace sqlscope::report {

std::string csvField(std::string_view value) {
    if (value.find_first_of(",\"\r\n") == std::string_view::npos) return std::string(value);
    std::string quoted;
    quoted.reserve(value.size() + 2);
    quoted.push_back('"');
    for (char c : value) {
        if (c == '"') quoted.push_back('"');
        quoted.push_back(c);
    }
    quoted.push_back('"');
    return quoted;
}

std::string csvRecord(const std::vector<std::string>& fields) {
    std::string record;
    for (size_t i = 0; i < fields.size(); ++i) {
        if (i > 0) record.push_back(',');
        record += csvField(fields[i]);
    }
    record += "\r\n";
    return record;
}

void CsvWriter::writeRecord(const std::vector<std::string>& fields) {
    out_ << csvRecord(fields);
}

}  // namespace sqlscope::report
