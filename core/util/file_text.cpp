#include "core/util/file_text.h"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <initializer_list>
#include <memory>
#include <system_error>

namespace sqlscope::util {

FileText readFileText(const std::string& path) {
    FileText result;
    std::error_code ec;
    if (std::filesystem::is_directory(path, ec)) {
        result.error = "Is a directory";
        return result;
    }
    errno = 0;
    std::unique_ptr<std::FILE, int (*)(std::FILE*)> file(std::fopen(path.c_str(), "rb"),
                                                         &std::fclose);
    if (!file) {
        result.error = errno != 0 ? std::strerror(errno) : "cannot open";
        return result;
    }
    char buffer[1 << 16];
    for (;;) {
        size_t n = std::fread(buffer, 1, sizeof buffer, file.get());
        result.content.append(buffer, n);
        if (n < sizeof buffer) break;
    }
    if (std::ferror(file.get())) {
        result.error = errno != 0 ? std::strerror(errno) : "read error";
        result.content.clear();
    }
    return result;
}

namespace {

constexpr std::string_view kSaveAsUtf8 = "; save it as UTF-8";

std::optional<TextProblem> wholeFile(std::string reason) {
    return TextProblem{0, 0, std::move(reason)};
}

// UTF-16 or UTF-32 without a byte order mark: NUL bytes in the first KiB
// sit in fixed positions between the characters' bytes.
std::optional<TextProblem> wideWithoutBom(std::string_view content) {
    const std::string_view sample = content.substr(0, 1024);
    if (sample.size() < 4) return std::nullopt;
    size_t zeros[4] = {0, 0, 0, 0};
    size_t counts[4] = {0, 0, 0, 0};
    for (size_t i = 0; i < sample.size(); ++i) {
        ++counts[i % 4];
        zeros[i % 4] += sample[i] == '\0' ? 1 : 0;
    }
    auto mostly = [&](std::initializer_list<size_t> positions) {
        for (size_t k : positions)
            if (zeros[k] * 10 < counts[k] * 9) return false;
        return true;
    };
    auto rarely = [&](size_t k) { return zeros[k] * 2 < counts[k]; };
    const char* kind = nullptr;
    if (mostly({1, 2, 3}) && rarely(0)) {
        kind = "UTF-32 little-endian";
    } else if (mostly({0, 1, 2}) && rarely(3)) {
        kind = "UTF-32 big-endian";
    } else {
        const size_t oddZeros = zeros[1] + zeros[3], evenZeros = zeros[0] + zeros[2];
        const size_t odd = counts[1] + counts[3], even = counts[0] + counts[2];
        if (oddZeros * 2 >= odd && evenZeros * 2 < even) kind = "UTF-16 little-endian";
        if (evenZeros * 2 >= even && oddZeros * 2 < odd) kind = "UTF-16 big-endian";
    }
    if (!kind) return std::nullopt;
    return wholeFile(std::string("the file is ") + kind +
                     " (no byte order mark, NUL bytes between the characters)" +
                     std::string(kSaveAsUtf8));
}

}  // namespace

std::optional<TextProblem> checkText(std::string_view content) {
    struct Mark {
        std::string_view bytes;
        const char* name;
        const char* hex;
    };
    // UTF-32 LE's mark starts with UTF-16 LE's: test it first.
    static constexpr Mark kMarks[] = {
        {std::string_view("\x00\x00\xFE\xFF", 4), "UTF-32", "00 00 FE FF"},
        {std::string_view("\xFF\xFE\x00\x00", 4), "UTF-32", "FF FE 00 00"},
        {std::string_view("\xFF\xFE", 2), "UTF-16", "FF FE"},
        {std::string_view("\xFE\xFF", 2), "UTF-16", "FE FF"},
    };
    for (const Mark& mark : kMarks)
        if (content.starts_with(mark.bytes))
            return wholeFile(std::string("the file is ") + mark.name + " (byte order mark " +
                             mark.hex + ")" + std::string(kSaveAsUtf8));
    if (auto wide = wideWithoutBom(content)) return wide;

    // CR-only line ends: a CR with more text after it, and no LF at all.
    if (content.find('\n') == std::string_view::npos) {
        const size_t cr = content.find('\r');
        if (cr != std::string_view::npos &&
            content.find_first_not_of("\r \t", cr) != std::string_view::npos)
            return wholeFile("lines end with CR only (classic Mac); convert to LF or CRLF");
    }

    const size_t nul = content.find('\0');
    if (nul == std::string_view::npos) return std::nullopt;
    size_t lineStart = content.rfind('\n', nul);
    lineStart = lineStart == std::string_view::npos ? 0 : lineStart + 1;
    if (lineStart == 0 && content.starts_with("\xEF\xBB\xBF")) lineStart = 3;
    TextProblem problem;
    problem.line = 1;
    for (size_t i = 0; i < lineStart; ++i)
        problem.line += content[i] == '\n' ? 1 : 0;
    problem.column = 1;
    for (size_t i = lineStart; i < nul; ++i)  // code points: bytes that start one
        problem.column += (static_cast<unsigned char>(content[i]) & 0xC0) != 0x80 ? 1 : 0;
    problem.reason = "a NUL byte (U+0000); text inputs are UTF-8 without NUL bytes";
    return problem;
}

}  // namespace sqlscope::util
