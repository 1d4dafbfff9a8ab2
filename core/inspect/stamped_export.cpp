#include "core/inspect/stamped_export.h"

#include <vector>

#include "core/inspect/stamp_fields.h"
#include "core/util/atomic_file.h"
#include "core/util/output_guard.h"
#include "core/util/sha256.h"

namespace sqlscope::inspect {

nlohmann::ordered_json stampWorkspace(const ExportStamp& stamp) {
    return stamp.workspace.empty() ? nlohmann::ordered_json()
                                   : nlohmann::ordered_json(stamp.workspace);
}

void appendStampProvenance(nlohmann::ordered_json& j, const ExportStamp& stamp) {
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
}

std::string exportFileName(const std::string& path) {
    const size_t slash = path.find_last_of('/');
    return slash == std::string::npos ? path : path.substr(slash + 1);
}

std::string writeFileWithStamp(const std::string& path, std::string_view content,
                               const std::string& meta) {
    util::AtomicFile file(path);
    util::AtomicFile metaFile(exportStampPath(path));
    for (util::AtomicFile* f : {&file, &metaFile})
        if (!f->ok()) return f->error();
    if (!file.write(content) || !file.flush()) return file.error();
    if (!metaFile.write(meta) || !metaFile.flush()) return metaFile.error();
    if (!file.commit()) return file.error();
    if (!metaFile.commit()) return metaFile.error();
    return "";
}

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
    j["workspace"] = stampWorkspace(stamp);
    appendStampProvenance(j, stamp);
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

    return writeFileWithStamp(path, content,
                              stampedExportJson(stamp, view, exportFileName(path), content));
}

}  // namespace sqlscope::inspect
