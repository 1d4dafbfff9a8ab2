// The facts of a .sqlite file (readFileSchema: one PRAGMA round per table)
// read once per process and shared: the catalog, ESM, ESM+ and schema linking
// each build their view of a database from the same file. A file whose size or modification time
// changed is read again. Thread-safe: threads asking for one file at once
// share one reading of it.
#pragma once

#include <memory>
#include <string>

#include "core/schema/database_schema.h"

namespace sqlscope::schema {

struct SharedFileSchema {
    std::shared_ptr<const FileSchema> schema;  // null when the file could not be read
    std::string error;
};

SharedFileSchema readFileSchemaShared(const std::string& path);

}  // namespace sqlscope::schema
