#include "core/util/file_text.h"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
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

}  // namespace sqlscope::util
