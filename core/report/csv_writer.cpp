#include "core/report/csv_writer.h"

#include <algorithm>
#include <array>
#include <string_view>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace sqlscope::report {

namespace {

// The bytes that make a field quoted: comma, double quote, CR, LF.
constexpr std::array<bool, 256> kQuoted = [] {
    std::array<bool, 256> quoted{};
    for (unsigned char c : {',', '"', '\r', '\n'})
        quoted[c] = true;
    return quoted;
}();

bool needsQuotes(const char* at, const char* end) {
#if defined(__SSE2__)
    // Sixteen bytes at a time (x86-64 always has SSE2), the tail a byte at a time.
    const __m128i comma = _mm_set1_epi8(',');
    const __m128i quote = _mm_set1_epi8('"');
    const __m128i cr = _mm_set1_epi8('\r');
    const __m128i lf = _mm_set1_epi8('\n');
    for (; end - at >= 16; at += 16) {
        const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i*>(at));
        const __m128i hit =
            _mm_or_si128(_mm_or_si128(_mm_cmpeq_epi8(v, comma), _mm_cmpeq_epi8(v, quote)),
                         _mm_or_si128(_mm_cmpeq_epi8(v, cr), _mm_cmpeq_epi8(v, lf)));
        if (_mm_movemask_epi8(hit) != 0) return true;
    }
#endif
    for (; at != end; ++at)
        if (kQuoted[static_cast<unsigned char>(*at)]) return true;
    return false;
}

bool needsQuotes(std::string_view value) {
    return needsQuotes(value.data(), value.data() + value.size());
}

}  // namespace

void quoteCsvFieldFrom(std::string& out, size_t start) {
    if (start >= out.size() || !needsQuotes(out.data() + start, out.data() + out.size())) return;
    // In place: without quotes inside (nearly always) the field moves by
    // one byte; otherwise it is laid out again back to front, its quotes
    // doubled.
    const size_t oldSize = out.size();
    const std::string_view field = std::string_view(out).substr(start);
    const size_t firstQuote = field.find('"');
    if (firstQuote == std::string_view::npos) {
        out.insert(start, 1, '"');
        out.push_back('"');
        return;
    }
    const size_t quotes = static_cast<size_t>(std::count(field.begin(), field.end(), '"'));
    out.resize(oldSize + quotes + 2);
    char* const first = out.data() + start;
    const char* from = out.data() + oldSize;
    char* to = out.data() + out.size();
    *--to = '"';
    while (from != first) {
        const char c = *--from;
        *--to = c;
        if (c == '"') *--to = '"';
    }
    *--to = '"';
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
