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

// One file's slot: threads that ask for the same file at once wait for the
// first one's reading instead of each reading it (the workers meet a
// database's first questions together).
struct Slot {
    std::mutex reading;  // held while the file is read
    FileVersion version;
    std::shared_ptr<const FileSchema> schema;  // null until read (errors are not kept)
};

}  // namespace

SharedFileSchema readFileSchemaShared(const std::string& path) {
    static std::mutex mutex;
    static std::map<std::string, std::shared_ptr<Slot>, std::less<>> slots;
    const FileVersion version = versionOf(path);
    std::shared_ptr<Slot> slot;
    {
        std::lock_guard lock(mutex);
        std::shared_ptr<Slot>& found = slots[path];
        if (!found) found = std::make_shared<Slot>();
        slot = found;
    }
    std::lock_guard reading(slot->reading);
    if (slot->schema && slot->version == version) return {slot->schema, {}};
    SharedFileSchema result;
    std::optional<FileSchema> file = readFileSchema(path, result.error);
    if (!file) return result;
    result.schema = std::make_shared<const FileSchema>(std::move(*file));
    slot->version = version;
    slot->schema = result.schema;
    return result;
}

}  // namespace sqlscope::schema
