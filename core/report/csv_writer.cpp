#include "core/report/csv_writer.h"

#include <array>

namespace sqlscope::report {

namespace {

// The bytes that make a field quoted: comma, double quote, CR, LF.
constexpr std::array<bool, 256> kQuoted = [] {
    std::array<bool, 256> quoted{};
    for (unsigned char c : {',', '"', '\r', '\n'})
        quoted[c] = true;
    return quoted;
}();

bool needsQuotes(std::string_view value) {
    for (char c : value)
        if (kQuoted[static_cast<unsigned char>(c)]) return true;
    return false;
}

}  // namespace

void quoteCsvFieldFrom(std::string& out, size_t start) {
    if (!needsQuotes(std::string_view(out).substr(start))) return;
    const std::string value = out.substr(start);
    out.resize(start);
    appendCsvField(out, value);
}

void appendCsvField(std::string& out, std::string_view value) {
    if (!needsQuotes(value)) {
        out += value;
        return;
    }
    out.reserve(out.size() + value.size() + 2);
    out.push_back('"');
    size_t start = 0;
    for (size_t quote = value.find('"'); quote != std::string_view::npos;
         quote = value.find('"', quote + 1)) {
        out.append(value, start, quote + 1 - start);  // through the quote, then double it
        out.push_back('"');
        start = quote + 1;
    }
    out.append(value, start);
    out.push_back('"');
}

std::string csvField(std::string_view value) {
    std::string field;
    appendCsvField(field, value);
    return field;
}

std::string csvRecord(const std::vector<std::string>& fields) {
    std::string record;
    for (size_t i = 0; i < fields.size(); ++i) {
        if (i > 0) record.push_back(',');
        appendCsvField(record, fields[i]);
    }
    record += "\r\n";
    return record;
}

void CsvWriter::writeRecord(const std::vector<std::string>& fields) {
    out_ << csvRecord(fields);
}

}  // namespace sqlscope::report
