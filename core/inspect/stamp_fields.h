// The fields every export's stamp shares (docs/export.md, "The stamp"), for
// the writers of the pairs, summary and study exports, which each add their
// own in front.
#pragma once

#include <nlohmann/json.hpp>

#include "core/inspect/pairs_export.h"

namespace sqlscope::inspect {

// The workspace read, or null.
nlohmann::ordered_json stampWorkspace(const ExportStamp& stamp);
// Appends "settings" (the object, or null), "inputs" (role, path, sha256)
// and, when there are any, "notes", in that order.
void appendStampProvenance(nlohmann::ordered_json& j, const ExportStamp& stamp);

}  // namespace sqlscope::inspect
