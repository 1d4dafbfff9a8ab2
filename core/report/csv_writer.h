// Writes CSV as RFC 4180 defines it: CRLF after every record, a field quoted
// only when it holds a comma, a double quote, CR or LF, and quotes inside a
// quoted field doubled. Bytes are passed through (UTF-8 stays UTF-8).
#pragma once

#include <ostream>
#include <string>
#include <string_view>
#include <vector>

namespace sqlscope::report {

// One field, quoted if it needs to be.
std::string csvField(std::string_view value);
// The same, appended to `out` (no intermediate string).
void appendCsvField(std::string& out, std::string_view value);
// Quotes the field already appended to `out` from `start` on, if it needs it.
void quoteCsvFieldFrom(std::string& out, size_t start);

// One record including its CRLF terminator.
std::string csvRecord(const std::vector<std::string>& fields);

class CsvWriter {
public:
    explicit CsvWriter(std::ostream& out) : out_(out) {}

    void writeRecord(const std::vector<std::string>& fields);
    // False once any write to the stream failed.
    bool good() const { return out_.good(); }

private:
    std::ostream& out_;
};

}  // namespace sqlscope::report
