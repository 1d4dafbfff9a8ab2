#include "core/report/report_merge.h"

#include <algorithm>
#include <map>
#include <set>

#include "core/util/json_position.h"

namespace sqlscope::report {

namespace {

bool sameItems(const Report& a, const Report& b) {
    if (a.items.size() != b.items.size()) return false;
    for (size_t i = 0; i < a.items.size(); ++i) {
        if (a.items[i].index != b.items[i].index || a.items[i].item.gold != b.items[i].item.gold ||
            a.items[i].item.dbId != b.items[i].item.dbId)
            return false;
    }
    return true;
}

// The inputs other than the prediction files.
std::vector<std::pair<std::string, std::string>> benchmarkInputs(const Report& r) {
    std::vector<std::pair<std::string, std::string>> out;
    for (const InputDigest& input : r.inputs)
        if (input.role != "pred") out.emplace_back(input.role + " " + input.path, input.sha256);
    return out;
}

void addUnique(std::vector<std::string>& to, const std::vector<std::string>& from) {
    for (const std::string& s : from)
        if (std::find(to.begin(), to.end(), s) == to.end()) to.push_back(s);
}

MergeResult mergeShards(std::vector<Report> reports, const std::vector<std::string>& names) {
    MergeResult result;
    const uint32_t count = reports.front().shard.count;
    std::map<uint32_t, size_t> byIndex;
    for (size_t i = 0; i < reports.size(); ++i) {
        const eval::Shard s = reports[i].shard;
        if (s.count != count) {
            result.error = names[i] + ": shard " + std::to_string(s.index) + "/" +
                           std::to_string(s.count) + " is not one of " + std::to_string(count) +
                           " shards like " + names[0];
            return result;
        }
        if (auto [it, inserted] = byIndex.emplace(s.index, i); !inserted) {
            result.error = names[i] + ": shard " + std::to_string(s.index) + "/" +
                           std::to_string(count) + " is also " + names[it->second];
            return result;
        }
    }
    if (byIndex.size() != count) {
        std::string missing;
        for (uint32_t k = 1; k <= count; ++k)
            if (!byIndex.count(k))
                missing +=
                    (missing.empty() ? "" : ", ") + std::to_string(k) + "/" + std::to_string(count);
        result.error =
            "missing shard" + std::string(count - byIndex.size() > 1 ? "s " : " ") + missing;
        return result;
    }
    Report merged = std::move(reports[byIndex.begin()->second]);
    merged.mergedShards.clear();
    merged.mergedShards.push_back(merged.shard);
    for (auto it = std::next(byIndex.begin()); it != byIndex.end(); ++it) {
        Report& part = reports[it->second];
        if (part.runs.size() != merged.runs.size()) {
            result.error = names[it->second] + ": has other runs than " + names[0];
            return result;
        }
        for (size_t r = 0; r < part.runs.size(); ++r) {
            if (part.runs[r].name != merged.runs[r].name) {
                result.error = names[it->second] + ": has other runs than " + names[0];
                return result;
            }
            auto& pairs = merged.runs[r].pairs;
            pairs.insert(pairs.end(), std::make_move_iterator(part.runs[r].pairs.begin()),
                         std::make_move_iterator(part.runs[r].pairs.end()));
            addUnique(merged.runs[r].problems, part.runs[r].problems);
        }
        merged.items.insert(merged.items.end(), std::make_move_iterator(part.items.begin()),
                            std::make_move_iterator(part.items.end()));
        addUnique(merged.badInputs, part.badInputs);
        merged.mergedShards.push_back(part.shard);
    }
    // Shards are contiguous slices, so item order is shard order; check it.
    for (size_t i = 1; i < merged.items.size(); ++i) {
        if (merged.items[i].index <= merged.items[i - 1].index) {
            result.error =
                "the shards' items overlap (item " + std::to_string(merged.items[i].index) + ")";
            return result;
        }
    }
    merged.shard = eval::Shard{};
    result.report = std::move(merged);
    return result;
}

MergeResult mergeRuns(std::vector<Report> reports, const std::vector<std::string>& names) {
    MergeResult result;
    Report merged = std::move(reports.front());
    std::set<std::string> runNames;
    for (const RunReport& run : merged.runs)
        runNames.insert(run.name);
    std::vector<InputDigest> preds;
    for (const InputDigest& input : merged.inputs)
        if (input.role == "pred") preds.push_back(input);
    for (size_t i = 1; i < reports.size(); ++i) {
        Report& part = reports[i];
        if (!sameItems(merged, part)) {
            result.error = names[i] + ": evaluates other items than " + names[0] +
                           " (merge joins the shards of one evaluation, or runs on the same "
                           "items)";
            return result;
        }
        for (RunReport& run : part.runs) {
            if (!runNames.insert(run.name).second) {
                // The run's name comes from the file: quoted escaped, never raw.
                result.error = names[i] + ": run '" + util::escapedExcerpt(run.name, 0, 80) +
                               "' is also in an earlier report";
                return result;
            }
            merged.runs.push_back(std::move(run));
        }
        for (InputDigest& input : part.inputs)
            if (input.role == "pred") preds.push_back(std::move(input));
        addUnique(merged.badInputs, part.badInputs);
    }
    // The inputs in their usual order: benchmark files, predictions, databases.
    std::vector<InputDigest> inputs;
    for (const InputDigest& input : merged.inputs)
        if (input.role != "pred" && input.role != "database") inputs.push_back(input);
    inputs.insert(inputs.end(), preds.begin(), preds.end());
    for (const InputDigest& input : merged.inputs)
        if (input.role == "database") inputs.push_back(input);
    merged.inputs = std::move(inputs);
    result.report = std::move(merged);
    return result;
}

}  // namespace

MergeResult mergeReports(std::vector<Report> reports, const std::vector<std::string>& names) {
    MergeResult result;
    if (reports.empty()) {
        result.error = "nothing to merge";
        return result;
    }
    const Report& first = reports.front();
    for (size_t i = 1; i < reports.size(); ++i) {
        const Report& r = reports[i];
        if (r.settings != first.settings || r.metrics != first.metrics ||
            r.format != first.format) {
            result.error = names[i] + ": made with other settings than " + names[0] +
                           " (compare their \"settings\")";
            return result;
        }
        if (benchmarkInputs(r) != benchmarkInputs(first)) {
            result.error = names[i] + ": made from other benchmark files than " + names[0] +
                           " (compare their \"inputs\")";
            return result;
        }
    }
    const bool sharded = std::any_of(reports.begin(), reports.end(),
                                     [](const Report& r) { return !r.shard.whole(); });
    if (sharded) {
        for (size_t i = 1; i < reports.size(); ++i) {
            if (reports[i].inputs.size() != first.inputs.size() ||
                !std::equal(first.inputs.begin(), first.inputs.end(), reports[i].inputs.begin(),
                            [](const InputDigest& a, const InputDigest& b) {
                                return a.role == b.role && a.path == b.path && a.sha256 == b.sha256;
                            })) {
                result.error = names[i] + ": made from other prediction files than " + names[0];
                return result;
            }
        }
        return mergeShards(std::move(reports), names);
    }
    return mergeRuns(std::move(reports), names);
}

}  // namespace sqlscope::report
