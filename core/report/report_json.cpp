#include "core/report/report_json.h"

#include <algorithm>
#include <functional>
#include <future>

#include "core/match/esm/partial_match.h"
#include "core/report/json_writer.h"
#include "core/report/metric_registry.h"
#include "core/report/pair_json.h"
#include "core/util/file_text.h"
#include "core/util/json_depth.h"
#include "core/util/json_position.h"

namespace sqlscope::report {

namespace {

constexpr const char* kLevels[] = {"easy", "medium", "hard", "extra", "all"};

void writeScore(JsonWriter& w, const Score& s) {
    w.beginObject();
    w.key("score");
    if (s.n == 0) {
        w.null();
    } else {
        w.value(s.mean());
    }
    w.field("pairs", static_cast<uint64_t>(s.n));
    w.field("sum", s.sum);
    w.endObject();
}

void writeGroups(JsonWriter& w, const std::vector<GroupScores>& groups,
                 const std::vector<int>& metrics) {
    w.beginObject();
    for (const GroupScores& g : groups) {
        w.key(g.name);
        w.beginObject();
        w.field("pairs", static_cast<uint64_t>(g.pairs));
        for (int m : metrics) {
            w.key(metricDefinitions()[m].key);
            writeScore(w, g.scores[m]);
        }
        w.endObject();
    }
    w.endObject();
}

void writeSettings(JsonWriter& w, const nlohmann::ordered_json& value) {
    switch (value.type()) {
        case nlohmann::ordered_json::value_t::object:
            w.beginObject();
            for (const auto& [key, member] : value.items()) {
                w.key(key);
                writeSettings(w, member);
            }
            w.endObject();
            break;
        case nlohmann::ordered_json::value_t::array:
            w.beginArray(true);
            for (const auto& element : value)
                writeSettings(w, element);
            w.endArray();
            break;
        case nlohmann::ordered_json::value_t::string:
            w.value(value.get<std::string>());
            break;
        case nlohmann::ordered_json::value_t::boolean:
            w.value(value.get<bool>());
            break;
        case nlohmann::ordered_json::value_t::number_integer:
            w.value(value.get<int64_t>());
            break;
        case nlohmann::ordered_json::value_t::number_unsigned:
            w.value(value.get<uint64_t>());
            break;
        case nlohmann::ordered_json::value_t::number_float:
            w.value(value.get<double>());
            break;
        default:
            w.null();
            break;
    }
}

void writeItem(JsonWriter& w, const ItemRecord& item) {
    w.beginObject(true);
    w.field("index", item.index);
    w.field("id", item.item.id);
    w.field("db_id", item.item.dbId);
    w.field("line", item.item.line);
    w.field("hardness", item.hardness);
    if (item.item.interaction >= 0) {
        w.field("interaction", item.item.interaction);
        w.field("turn", item.item.turn);
    }
    if (!item.item.difficulty.empty()) w.field("difficulty", item.item.difficulty);
    if (!item.item.question.empty()) w.field("question", item.item.question);
    if (!item.item.evidence.empty()) w.field("evidence", item.item.evidence);
    w.field("gold", item.item.gold);
    w.endObject();
}

// `withEsm`: ESM is among the reported metrics; without it the table keeps
// its counts and execution row, and leaves out exact match and the partial
// scores (docs/cli.md: a metric left out is not reported).
void writeSpiderTable(JsonWriter& w, const RunAggregate& agg, int executionMetric, bool withEsm) {
    const auto levels = agg.esm.summary();
    w.beginObject();
    for (size_t l = 0; l < 5; ++l) {
        w.key(kLevels[l]);
        w.beginObject();
        w.field("count", levels[l].count);
        if (executionMetric >= 0) {
            Score s;
            for (size_t h = 0; h < 4; ++h) {
                if (l < 4 && h != l) continue;
                s.n += agg.byHardness[h].scores[executionMetric].n;
                s.sum += agg.byHardness[h].scores[executionMetric].sum;
            }
            w.field("exec_count", static_cast<uint64_t>(s.n));
            w.field("execution", s.mean());
        }
        if (!withEsm) {
            w.endObject();
            continue;
        }
        w.field("exact", levels[l].exact);
        w.key("partial");
        w.beginObject();
        for (match::esm::Component c : match::esm::kComponents) {
            const auto& p = levels[l].partial[static_cast<size_t>(c)];
            w.key(match::esm::componentKey(c));
            w.beginObject();
            w.field("acc", p.acc);
            w.field("rec", p.rec);
            w.field("f1", p.f1);
            w.endObject();
        }
        w.endObject();
        w.endObject();
    }
    w.endObject();
}

// Containers at this depth or deeper are written on one line. A run's pairs
// sit at this depth (the report, "runs", the run, its "pairs"), as
// appendPairJson writes them.
constexpr int kInlineDepth = 4;

// The elements of every run's "pairs" array, most of a report's bytes,
// formatted on two threads (runs split in halves), as the report's own
// writer would write them.
std::vector<std::string> formatRunPairs(const Report& report, const std::vector<int>& metrics) {
    std::vector<std::string> texts(report.runs.size());
    auto format = [&](size_t begin, size_t end) {
        for (size_t r = begin; r < end; ++r) {
            const RunReport& run = report.runs[r];
            texts[r].reserve(run.pairs.size() * 400);
            for (size_t k = 0; k < run.pairs.size() && k < report.items.size(); ++k) {
                if (k > 0) texts[r] += ',';
                appendPairJson(texts[r], report.items[k], run.pairs[k], metrics);
            }
        }
    };
    const size_t half = texts.size() / 2;
    if (half == 0) {
        format(0, texts.size());
        return texts;
    }
    auto second = std::async(std::launch::async, format, half, texts.size());
    format(0, half);
    second.get();
    return texts;
}

// Waits for nothing (every part of the aggregate is complete).
struct AggregateComplete {
    void operator()(size_t) const {}
};

// Writes the report to `w`; `writePairs(w, r)` writes the elements of run
// r's "pairs" array, which is open; `ready(r)` is called before anything of
// aggregate.runs[r] is read and `ready(runs)` before the comparison.
template <typename WritePairs, typename Ready = AggregateComplete>
void writeReport(JsonWriter& w, const Report& report, const ReportAggregate& aggregate,
                 WritePairs writePairs, Ready ready = {}) {
    // One line each: every pair, item, input, metric score, group, agreement
    // table and test; the structure above them is indented.
    const auto& defs = metricDefinitions();
    const std::vector<int>& metrics = aggregate.metrics;
    w.beginObject();
    w.field("schema", "sqlscope-report");
    w.field("schema_version", kReportSchemaVersion);
    w.field("sqlscope_version", report.version);
    w.key("settings");
    writeSettings(w, report.settings);
    w.key("inputs");
    w.beginArray();
    for (const InputDigest& input : report.inputs) {
        w.beginObject(true);
        w.field("role", input.role);
        w.field("path", input.path);
        w.field("sha256", input.sha256);
        w.endObject();
    }
    w.endArray();
    w.key("shard");
    w.beginArray(true);
    w.value(report.shard.index);
    w.value(report.shard.count);
    w.endArray();
    w.key("merged_shards");
    w.beginArray();
    for (const eval::Shard& s : report.mergedShards) {
        w.beginArray(true);
        w.value(s.index);
        w.value(s.count);
        w.endArray();
    }
    w.endArray();
    w.field("format", report.format);
    w.key("metrics");
    w.beginArray(true);
    for (int m : metrics)
        w.value(defs[m].key);
    w.endArray();
    w.key("bad_inputs");
    w.beginArray();
    for (const std::string& problem : report.badInputs)
        w.value(problem);
    w.endArray();
    w.key("items");
    w.beginArray();
    for (const ItemRecord& item : report.items)
        writeItem(w, item);
    w.endArray();

    w.key("runs");
    w.beginArray();
    for (size_t r = 0; r < report.runs.size(); ++r) {
        ready(r);
        const RunReport& run = report.runs[r];
        const RunAggregate& agg = aggregate.runs[r];
        w.beginObject();
        w.field("name", run.name);
        w.field("file", run.path);
        w.key("problems");
        w.beginArray(true);
        for (const std::string& problem : run.problems)
            w.value(problem);
        w.endArray();
        const OutcomeCounts& o = agg.outcomes;
        w.key("outcomes");
        w.beginObject();
        for (auto [name, count] :
             {std::pair{"pairs", o.pairs}, std::pair{"missing", o.missing},
              std::pair{"parsed", o.parsed}, std::pair{"parse_error", o.parseErrors},
              std::pair{"executed", o.ok}, std::pair{"execution_error", o.error},
              std::pair{"timeout", o.timeout}, std::pair{"write_denied", o.denied},
              std::pair{"gold_error", o.goldError}, std::pair{"not_run", o.notRun},
              std::pair{"row_limit", o.rowLimit}, std::pair{"memory_limit", o.memoryLimit},
              std::pair{"too_large", o.tooLarge}, std::pair{"esm_scored", o.esmScored},
              std::pair{"esm_unscored", o.esmUnscored}})
            w.field(name, static_cast<uint64_t>(count));
        w.endObject();
        w.key("reference_quirks");
        w.beginObject(true);
        w.field("pairs", static_cast<uint64_t>(o.quirkChanged));
        for (size_t q = 0; q < eval::kReferenceQuirkCount; ++q)
            w.field(std::string(eval::kReferenceQuirkNames[q]), static_cast<uint64_t>(o.quirks[q]));
        w.endObject();
        w.key("metrics");
        w.beginObject();
        for (int m : metrics) {
            const Score& s = agg.overall[m];
            w.key(defs[m].key);
            w.beginObject();
            w.key("score");
            if (s.n == 0) {
                w.null();
            } else {
                w.value(s.mean());
            }
            w.field("pairs", static_cast<uint64_t>(s.n));
            w.field("sum", s.sum);
            w.field("no_verdict", static_cast<uint64_t>(o.pairs - s.n));
            w.key("ci95");
            if (agg.intervals[m]) {
                w.beginArray();
                w.value(agg.intervals[m]->low);
                w.value(agg.intervals[m]->high);
                w.endArray();
            } else {
                w.null();
            }
            w.endObject();
        }
        w.endObject();
        w.key("spider_table");
        const int esm = metricIndex("esm");
        writeSpiderTable(w, agg, aggregate.executionMetric,
                         std::find(metrics.begin(), metrics.end(), esm) != metrics.end());
        w.key("by_hardness");
        writeGroups(w, agg.byHardness, metrics);
        w.key("by_database");
        writeGroups(w, agg.byDatabase, metrics);
        w.key("by_difficulty");
        writeGroups(w, agg.byDifficulty, metrics);
        w.key("by_turn");
        writeGroups(w, agg.byTurn, metrics);
        if (report.multiTurn()) {
            w.key("interactions");
            writeGroups(w, {agg.interactions}, aggregate.binaryMetrics);
        }
        w.key("agreement");
        w.beginArray();
        for (const AgreementTable& t : agg.agreements) {
            const size_t n = t.compared();
            w.beginObject();
            w.field("a", defs[t.first].key);
            w.field("b", defs[t.second].key);
            w.field("pairs", static_cast<uint64_t>(n));
            w.field("excluded", static_cast<uint64_t>(t.excluded));
            const char* names[] = {"both_pass", "a_pass_b_fail", "a_fail_b_pass", "both_fail"};
            for (size_t c = 0; c < 4; ++c) {
                w.key(names[c]);
                w.beginObject();
                w.field("count", static_cast<uint64_t>(t.cells[c].size()));
                w.key("rate");
                if (n == 0) {
                    w.null();
                } else {
                    w.value(static_cast<double>(t.cells[c].size()) / static_cast<double>(n));
                }
                w.key("ids");
                w.beginArray();
                w.values(t.cells[c]);
                w.endArray();
                w.endObject();
            }
            w.endObject();
        }
        w.endArray();
        w.key("pairs");
        w.beginArray();
        writePairs(w, r);
        w.endArray();
        w.endObject();
    }
    w.endArray();

    ready(report.runs.size());
    w.key("comparison");
    w.beginObject();
    w.key("spread");
    w.beginObject();
    for (int m : metrics) {
        const Spread& s = aggregate.spreads[m];
        w.key(defs[m].key);
        w.beginObject(true);
        w.field("runs", static_cast<uint64_t>(s.count));
        w.field("mean", s.mean);
        w.key("std");
        w.value(s.stddev);
        w.endObject();
    }
    w.endObject();
    w.key("mcnemar");
    w.beginArray();
    for (const PairedTest& t : aggregate.paired) {
        w.beginObject(true);
        w.field("a", report.runs[t.runA].name);
        w.field("b", report.runs[t.runB].name);
        w.field("metric", defs[t.metric].key);
        w.field("pairs", static_cast<uint64_t>(t.compared));
        w.field("a_only", static_cast<uint64_t>(t.aOnly));
        w.field("b_only", static_cast<uint64_t>(t.bOnly));
        w.field("chi2", t.test.chi2);
        w.field("p", t.test.p);
        w.endObject();
    }
    w.endArray();
    w.endObject();
    w.endObject();
}

size_t pairCount(const Report& report) {
    size_t pairs = 0;
    for (const RunReport& run : report.runs)
        pairs += run.pairs.size();
    return pairs;
}

}  // namespace

std::string reportPairJson(const ItemRecord& item, const PairRecord& pair,
                           const std::vector<int>& metrics) {
    std::string text;
    text.reserve(640 + pair.pred.size() + pair.execMessage.size());
    appendPairJson(text, item, pair, metrics);
    return text;
}

std::string reportJson(const Report& report, const ReportAggregate& aggregate,
                       const std::vector<std::vector<std::string>>* pairJson) {
    const std::vector<std::string> pairTexts =
        pairJson ? std::vector<std::string>{} : formatRunPairs(report, aggregate.metrics);
    std::string out;
    out.reserve(4096 + report.items.size() * 300 + pairCount(report) * 400);
    JsonWriter w(out, kInlineDepth);
    writeReport(w, report, aggregate, [&](JsonWriter& writer, size_t r) {
        if (pairJson) {
            for (const std::string& pair : (*pairJson)[r])
                writer.appendElements(pair);
        } else {
            writer.appendElements(pairTexts[r]);
        }
    });
    return out;
}

bool streamReportJson(const Report& report, const ReportAggregate& aggregate,
                      const std::vector<bool>& runHasPairs,
                      const std::function<void(size_t)>& ready,
                      const std::function<bool(std::string_view)>& write,
                      const std::function<bool(size_t)>& writePairs) {
    std::string frame;
    frame.reserve(4096 + report.items.size() * 300);
    bool ok = true;
    // What the writer has made so far goes out before each wait and each
    // run's pairs (the writer only appends to `frame`).
    auto flush = [&] {
        if (ok && !frame.empty()) ok = write(frame);
        frame.clear();
    };
    JsonWriter w(frame, kInlineDepth);
    writeReport(
        w, report, aggregate,
        [&](JsonWriter& writer, size_t r) {
            flush();
            if (ok && r < runHasPairs.size() && runHasPairs[r]) {
                ok = writePairs(r);
                writer.elementsSplicedHere();
            }
        },
        [&](size_t part) {
            flush();
            ready(part);
        });
    flush();
    return ok;
}

namespace {

using Json = nlohmann::json;

std::string str(const Json& j, const char* key) {
    auto it = j.find(key);
    return it != j.end() && it->is_string() ? it->get<std::string>() : std::string();
}

template <typename T>
T num(const Json& j, const char* key, T fallback) {
    auto it = j.find(key);
    return it != j.end() && it->is_number() ? it->get<T>() : fallback;
}

// A sentence for what nlohmann found wrong while reading the structure
// (its messages name our keys and JSON types, never the input's bytes).
std::string structureProblem(int id, std::string_view what) {
    auto between = [&](std::string_view open, std::string_view close) {
        const size_t start = what.find(open);
        if (start == std::string_view::npos) return std::string();
        const size_t from = start + open.size();
        const size_t end = what.find(close, from);
        return std::string(what.substr(from, end == std::string_view::npos ? end : end - from));
    };
    switch (id) {
        case 403:  // key 'X' not found
            return "missing \"" + between("key '", "'") + "\"";
        case 401:  // array index N is out of range
            return "an array has too few elements";
        case 302:  // type must be X, but is Y
            return "expected " + between("type must be ", ",") + ", found " +
                   between("but is ", "\n");
        case 304:  // cannot use at() with Y
        case 305:
            return "expected an object or array, found " + between(" with ", "\n");
        default:
            return "unexpected structure";
    }
}

}  // namespace

ReportLoad readReportJson(const std::string& path) {
    ReportLoad load;
    util::FileText text = util::readFileText(path);
    if (!text.ok()) {
        load.error = path + ": cannot read: " + text.error;
        return load;
    }
    if (auto deep = util::jsonDepthError(text.content, path)) {
        load.error = *deep;
        return load;
    }
    nlohmann::ordered_json json;
    try {
        json = nlohmann::ordered_json::parse(text.content);
    } catch (const nlohmann::ordered_json::parse_error& e) {
        load.error = path + ":" + util::jsonSyntaxError(text.content, e.byte, e.what());
        return load;
    } catch (const nlohmann::ordered_json::exception&) {
        load.error = path + ":1:1: invalid JSON";
        return load;
    }
    // The value being read, as JSON pointer tokens, to say where a problem is.
    std::vector<std::string> where;
    // "FILE:LINE:COL: sentence" at that value; `pointer`: name it too.
    auto at = [&](std::string_view sentence, bool pointer) {
        const size_t offset = util::offsetOfPointer(text.content, where);
        std::string message = path + ":" + util::positionOfOffset(text.content, offset).text() +
                              ": " + std::string(sentence);
        if (pointer && !where.empty()) {
            message += " at ";
            for (const std::string& token : where)
                message += "/" + token;
        }
        return message;
    };
    try {
        if (!json.is_object() || str(json, "schema") != "sqlscope-report") {
            load.error = path +
                         ":1:1: not a sqlscope report.json (no \"schema\": "
                         "\"sqlscope-report\" at the top)";
            return load;
        }
        const int version = num<int>(json, "schema_version", 0);
        if (version != kReportSchemaVersion) {
            where = {"schema_version"};
            load.error = at("schema_version " + std::to_string(version) +
                                " is not supported (this sqlscope reads " +
                                std::to_string(kReportSchemaVersion) + ")",
                            false);
            where.clear();
            return load;
        }
        Report& report = load.report;
        report.version = str(json, "sqlscope_version");
        report.settings = json.at("settings");
        for (const auto& input : json.at("inputs"))
            report.inputs.push_back({str(input, "role"), str(input, "path"), str(input, "sha256")});
        report.shard = eval::Shard{json.at("shard").at(0).get<uint32_t>(),
                                   json.at("shard").at(1).get<uint32_t>()};
        for (const auto& s : json.at("merged_shards"))
            report.mergedShards.push_back({s.at(0).get<uint32_t>(), s.at(1).get<uint32_t>()});
        report.format = str(json, "format");
        for (const auto& m : json.at("metrics"))
            report.metrics.push_back(m.get<std::string>());
        for (const auto& b : json.at("bad_inputs"))
            report.badInputs.push_back(b.get<std::string>());
        size_t k = 0;
        for (const auto& i : json.at("items")) {
            where = {"items", std::to_string(k++)};
            ItemRecord item;
            item.index = i.at("index").get<uint32_t>();
            item.item.id = str(i, "id");
            item.item.dbId = str(i, "db_id");
            item.item.line = num<uint32_t>(i, "line", 0);
            item.hardness = str(i, "hardness");
            item.item.interaction = num<int>(i, "interaction", -1);
            item.item.turn = num<int>(i, "turn", 0);
            item.item.difficulty = str(i, "difficulty");
            item.item.question = str(i, "question");
            item.item.evidence = str(i, "evidence");
            item.item.gold = str(i, "gold");
            report.items.push_back(std::move(item));
        }
        where.clear();
        const auto& defs = metricDefinitions();
        size_t runIndex = 0;
        for (const auto& r : json.at("runs")) {
            where = {"runs", std::to_string(runIndex++)};
            RunReport run;
            run.name = str(r, "name");
            run.path = str(r, "file");
            for (const auto& p : r.at("problems"))
                run.problems.push_back(p.get<std::string>());
            size_t pairIndex = 0;
            for (const auto& p : r.at("pairs")) {
                where.resize(2);
                where.insert(where.end(), {"pairs", std::to_string(pairIndex++)});
                PairRecord pair;
                pair.item = p.at("index").get<uint32_t>();
                pair.missing = p.value("missing", false);
                pair.predLine = num<uint32_t>(p, "line", 0);
                pair.pred = str(p, "pred");
                pair.parseError = str(p, "parse_error");
                pair.execStatus = str(p, "exec_status");
                pair.execMessage = str(p, "exec_message");
                if (auto it = p.find("gold_result"); it != p.end()) {
                    pair.goldRows = it->at(0).get<int64_t>();
                    pair.goldColumns = it->at(1).get<int64_t>();
                }
                if (auto it = p.find("pred_result"); it != p.end()) {
                    pair.predRows = it->at(0).get<int64_t>();
                    pair.predColumns = it->at(1).get<int64_t>();
                }
                pair.esmError = str(p, "esm_error");
                if (auto it = p.find("partial"); it != p.end()) {
                    pair.esmScored = true;
                    for (size_t c = 0; c < pair.partial.size() && c < it->size(); ++c) {
                        const auto& v = it->at(c);
                        pair.partial[c] = ComponentRecord{v.at(0).get<int>(), v.at(1).get<int>(),
                                                          v.at(2).get<int>(), v.at(3).get<int>(),
                                                          v.at(4).get<int>()};
                    }
                }
                if (auto it = p.find("quirks"); it != p.end()) {
                    for (const auto& name : *it) {
                        for (size_t q = 0; q < eval::kReferenceQuirkCount; ++q)
                            if (name.get<std::string>() == eval::kReferenceQuirkNames[q])
                                pair.quirks.bits |= 1u << q;
                    }
                }
                pair.metrics.assign(defs.size(), std::nullopt);
                for (const auto& [key, value] : p.at("metrics").items()) {
                    const int m = metricIndex(key);
                    if (m >= 0 && value.is_number()) pair.metrics[m] = value.get<double>();
                }
                run.pairs.push_back(std::move(pair));
            }
            report.runs.push_back(std::move(run));
        }
        where.clear();
    } catch (const nlohmann::ordered_json::exception& e) {
        load.error = at("not a valid report: " + structureProblem(e.id, e.what()), true);
    }
    return load;
}

}  // namespace sqlscope::report
