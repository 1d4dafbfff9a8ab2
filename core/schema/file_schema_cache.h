// The facts of a .sqlite file (schema::readFileSchema: one PRAGMA round per
// table) read once and shared: ESM and ESM+ each build their schema of a
// database from the same file. A file whose size or modification time
// changed is read again. Thread-safe.
#pragma once

#include <memory>
#include <string>

#include "core/schema/database_schema.h"

namespace sqlscope::match::esm {

struct SharedFileSchema {
    std::shared_ptr<const schema::FileSchema> schema;  // null when the file could not be read
    std::string error;
};

SharedFileSchema readFileSchemaShared(const std::string& path);

}  // namespace sqlscope::match::esm
