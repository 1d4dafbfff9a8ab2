#include "core/inspect/stamped_export.h"

#include <nlohmann/json.hpp>
#include <vector>

#include "core/util/atomic_file.h"
#include "core/util/output_guard.h"
#include "core/util/sha256.h"

namespace sqlscope::inspect {

std::string stampedExportJson(const ExportStamp& stamp, std::string_view view,
                              const std::string& fileName, std::string_view content) {
    nlohmann::ordered_json j;
    j["format"] = "sqlscope-study-export";
    j["format_version"] = 1;
    j["view"] = std::string(view);
    j["sqlscope_version"] = stamp.version;
    j["created_utc"] = stamp.createdUtc;
    j["file"] = fileName;
    j["file_sha256"] = util::sha256Hex(content);
    j["workspace"] = stamp.workspace.empty() ? nlohmann::ordered_json()
                                             : nlohmann::ordered_json(stamp.workspace);
    nlohmann::ordered_json settings;
    if (!stamp.settingsJson.empty())
        settings = nlohmann::ordered_json::parse(stamp.settingsJson, nullptr, false);
    if (settings.is_discarded()) settings = nullptr;
    j["settings"] = settings;
    nlohmann::ordered_json inputs = nlohmann::ordered_json::array();
    for (const report::InputDigest& d : stamp.inputs)
        inputs.push_back({{"role", d.role}, {"path", d.path}, {"sha256", d.sha256}});
    j["inputs"] = inputs;
    if (!stamp.notes.empty()) j["notes"] = stamp.notes;
    return j.dump(2) + "\n";
}

std::string writeStampedExport(const std::string& path, std::string_view content,
                               const ExportStamp& stamp, std::string_view view) {
    const std::string metaPath = exportStampPath(path);
    const util::OutputGuard guard({{"export", path}, {"stamp", metaPath}});
    if (std::string error = guard.checkOutputs(); !error.empty()) return error;
    std::vector<util::RolePath> inputs;
    for (const report::InputDigest& d : stamp.inputs)
        inputs.push_back({d.role, d.path});
    if (!stamp.workspace.empty()) inputs.push_back({"workspace", stamp.workspace});
    if (std::string error = guard.checkInputs(inputs); !error.empty()) return error;

    std::string name = path;
    if (const size_t slash = name.find_last_of('/'); slash != std::string::npos)
        name.erase(0, slash + 1);
    const std::string meta = stampedExportJson(stamp, view, name, content);
    util::AtomicFile file(path);
    util::AtomicFile metaFile(metaPath);
    for (util::AtomicFile* f : {&file, &metaFile})
        if (!f->ok()) return f->error();
    if (!file.write(content) || !file.flush()) return file.error();
    if (!metaFile.write(meta) || !metaFile.flush()) return metaFile.error();
    if (!file.commit()) return file.error();
    if (!metaFile.commit()) return metaFile.error();
    return "";
}

}  // namespace sqlscope::inspect
