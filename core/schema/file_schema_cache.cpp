#include "core/schema/file_schema_cache.h"

#include <cstdint>
#include <filesystem>
#include <map>
#include <mutex>
#include <optional>

#include "core/schema/catalog.h"

namespace sqlscope::schema {
namespace {

// What identifies one version of a file.
struct FileVersion {
    std::filesystem::file_time_type modified{};
    std::uintmax_t size = 0;
    bool operator==(const FileVersion&) const = default;
};

FileVersion versionOf(const std::string& path) {
    std::error_code ec;
    FileVersion version;
    version.modified = std::filesystem::last_write_time(path, ec);
    version.size = std::filesystem::file_size(path, ec);
    return version;
}

struct Entry {
    FileVersion version;
    std::shared_ptr<const FileSchema> schema;
};

}  // namespace

SharedFileSchema readFileSchemaShared(const std::string& path) {
    static std::mutex mutex;
    static std::map<std::string, Entry, std::less<>> cache;
    const FileVersion version = versionOf(path);
    {
        std::lock_guard lock(mutex);
        auto it = cache.find(path);
        if (it != cache.end() && it->second.version == version) return {it->second.schema, {}};
    }
    SharedFileSchema result;
    std::optional<FileSchema> file = readFileSchema(path, result.error);
    if (!file) return result;
    result.schema = std::make_shared<const FileSchema>(std::move(*file));
    std::lock_guard lock(mutex);
    cache[path] = Entry{version, result.schema};
    return result;
}

}  // namespace sqlscope::schema
