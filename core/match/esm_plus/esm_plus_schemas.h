// The ESM+ schema and facts of each database (etm_schema.h), loaded once per
// db_id and shared by every pair and thread. The .sqlite file is the first
// `<dir>/<db_id>/<db_id>.sqlite` among the database folders, in order (as
// esm/esm_schemas.h: e.g. the Spider databases, then spider/schema_only for
// wta_1); it is also the database the "prediction must execute" step runs
// on. Without a file, tables.json stands in (`fixed` and `strict` only).
#pragma once

#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <string_view>
#include <vector>

#include "core/match/esm_plus/etm_schema.h"
#include "core/schema/catalog.h"

namespace sqlscope::match::esm_plus {

struct EsmPlusDatabase {
    std::shared_ptr<const EtmSchema> schema;  // null on failure
    bool fromFile = false;                    // false: the tables.json fallback
    std::string path;                         // the .sqlite file, when found
    std::string error;
};

class EsmPlusSchemas {
public:
    // `catalog` must outlive this object.
    EsmPlusSchemas(const schema::Catalog& catalog, std::vector<std::string> databaseDirs);

    // Thread-safe; the first call for a db_id reads its file. The entry
    // lives as long as this object.
    const EsmPlusDatabase& find(std::string_view dbId) const;

private:
    EsmPlusDatabase load(std::string_view dbId) const;

    const schema::Catalog& catalog_;
    std::vector<std::string> databaseDirs_;
    mutable std::mutex mutex_;
    mutable std::map<std::string, EsmPlusDatabase, std::less<>> cache_;
};

}  // namespace sqlscope::match::esm_plus
