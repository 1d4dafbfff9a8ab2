#include "core/annotate/annotation_jsonl.h"

#include <fstream>
#include <map>
#include <nlohmann/json.hpp>
#include <sstream>
#include <tuple>

namespace sqlscope::annotate {

namespace {

using Json = nlohmann::ordered_json;

Json header(std::string_view type, const QuestionKey& question) {
    Json j;
    j["version"] = kAnnotationSchemaVersion;
    j["type"] = type;
    j["item_id"] = question.itemId;
    j["item"] = question.item;
    return j;
}

// A reason for a bad line, thrown inside the reader only.
struct LineError {
    std::string reason;
};

const Json& field(const Json& j, const char* name) {
    auto it = j.find(name);
    if (it == j.end()) throw LineError{std::string("missing field \"") + name + "\""};
    return *it;
}

std::string stringField(const Json& j, const char* name, bool required) {
    auto it = j.find(name);
    if (it == j.end()) {
        if (required) throw LineError{std::string("missing field \"") + name + "\""};
        return {};
    }
    if (!it->is_string()) throw LineError{std::string("\"") + name + "\" is not a string"};
    return it->get<std::string>();
}

QuestionKey questionKey(const Json& j) {
    QuestionKey key;
    key.itemId = stringField(j, "item_id", true);
    const Json& item = field(j, "item");
    if (!item.is_number_unsigned() || item.get<uint64_t>() > UINT32_MAX)
        throw LineError{"\"item\" is not an index (an integer from 0)"};
    key.item = item.get<uint32_t>();
    return key;
}

QuestionAnnotation readQuestion(const Json& j) {
    QuestionAnnotation a;
    a.question = questionKey(j);
    if (auto it = j.find("gold_questionable"); it != j.end()) {
        if (!it->is_boolean()) throw LineError{"\"gold_questionable\" is not true or false"};
        a.goldQuestionable = it->get<bool>();
    }
    if (j.contains("issue")) {
        const std::string key = stringField(j, "issue", true);
        auto issue = parseGoldIssue(key);
        if (!issue) throw LineError{"unknown issue \"" + key + "\""};
        a.issue = *issue;
    }
    a.note = stringField(j, "note", false);
    if (auto it = j.find("alternate_golds"); it != j.end()) {
        if (!it->is_array()) throw LineError{"\"alternate_golds\" is not an array"};
        for (const Json& g : *it) {
            if (!g.is_string()) throw LineError{"\"alternate_golds\" holds a non-string"};
            a.alternateGolds.push_back(g.get<std::string>());
        }
    }
    return a;
}

PairAnnotation readPair(const Json& j) {
    PairAnnotation a;
    a.pair.question = questionKey(j);
    a.pair.run = stringField(j, "run", true);
    if (auto it = j.find("verdict"); it != j.end() && !it->is_null()) {
        if (!it->is_string()) throw LineError{"\"verdict\" is not a string or null"};
        const std::string key = it->get<std::string>();
        a.verdict = parseHumanVerdict(key);
        if (!a.verdict) throw LineError{"unknown verdict \"" + key + "\""};
    }
    a.note = stringField(j, "note", false);
    a.labeller = stringField(j, "labeller", false);
    return a;
}

using QKey = std::tuple<std::string, uint32_t>;
using PKey = std::tuple<std::string, uint32_t, std::string>;
QKey keyOf(const QuestionAnnotation& a) {
    return {a.question.itemId, a.question.item};
}
PKey keyOf(const PairAnnotation& a) {
    return {a.pair.question.itemId, a.pair.question.item, a.pair.run};
}

std::string describe(const QKey& k) {
    return "question (item_id \"" + std::get<0>(k) + "\", item " + std::to_string(std::get<1>(k)) +
           ")";
}
std::string describe(const PKey& k) {
    return "pair (item_id \"" + std::get<0>(k) + "\", item " + std::to_string(std::get<1>(k)) +
           ", run \"" + std::get<2>(k) + "\")";
}

// Adds `a` unless its key is already there: a repeat with the same values
// is dropped, one with other values is an error naming the first line.
template <typename Annotation, typename Key>
void addOnce(std::vector<Annotation>& out, std::map<Key, std::pair<size_t, size_t>>& seen,
             Annotation a, size_t line) {
    Key key = keyOf(a);
    auto it = seen.find(key);
    if (it == seen.end()) {
        seen.emplace(std::move(key), std::make_pair(out.size(), line));
        out.push_back(std::move(a));
        return;
    }
    if (out[it->second.first] == a) return;
    throw LineError{describe(key) + " already annotated differently at line " +
                    std::to_string(it->second.second)};
}

}  // namespace

std::string questionLine(const QuestionAnnotation& a) {
    Json j = header("question", a.question);
    j["gold_questionable"] = a.goldQuestionable;
    j["issue"] = goldIssueKey(a.issue);
    j["note"] = a.note;
    j["alternate_golds"] = a.alternateGolds;
    return j.dump(-1, ' ', false, Json::error_handler_t::replace);
}

std::string pairLine(const PairAnnotation& a) {
    Json j = header("pair", a.pair.question);
    j["run"] = a.pair.run;
    j["verdict"] = a.verdict ? Json(humanVerdictKey(*a.verdict)) : Json(nullptr);
    j["note"] = a.note;
    j["labeller"] = a.labeller;
    return j.dump(-1, ' ', false, Json::error_handler_t::replace);
}

std::string writeAnnotationsJsonl(const AnnotationSet& set) {
    std::string out;
    for (const QuestionAnnotation& a : set.questions)
        out += questionLine(a) + '\n';
    for (const PairAnnotation& a : set.pairs)
        out += pairLine(a) + '\n';
    return out;
}

bool writeAnnotationsFile(const std::string& path, const AnnotationSet& set, std::string* error) {
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    const std::string text = writeAnnotationsJsonl(set);
    out.write(text.data(), static_cast<std::streamsize>(text.size()));
    out.close();
    if (!out) {
        if (error) *error = path + ": cannot be written";
        return false;
    }
    return true;
}

AnnotationRead readAnnotationsJsonl(std::string_view text, std::string_view fileName) {
    AnnotationRead read;
    std::map<QKey, std::pair<size_t, size_t>> questions;
    std::map<PKey, std::pair<size_t, size_t>> pairs;
    size_t lineNumber = 0;
    size_t pos = 0;
    while (pos < text.size()) {
        size_t end = text.find('\n', pos);
        if (end == std::string_view::npos) end = text.size();
        std::string_view line = text.substr(pos, end - pos);
        pos = end + 1;
        ++lineNumber;
        if (line.find_first_not_of(" \t\r") == std::string_view::npos) continue;
        try {
            Json j;
            try {
                j = Json::parse(line);
            } catch (const Json::parse_error& e) {
                std::string what = e.what();
                // "[json.exception.parse_error.101] parse error at line 1, column 5: ..."
                if (auto colon = what.find("] "); colon != std::string::npos)
                    what = what.substr(colon + 2);
                throw LineError{"not JSON: " + what};
            }
            if (!j.is_object()) throw LineError{"not a JSON object"};
            const Json& version = field(j, "version");
            if (!version.is_number_integer()) throw LineError{"\"version\" is not an integer"};
            if (version.get<int64_t>() > kAnnotationSchemaVersion || version.get<int64_t>() < 1)
                throw LineError{"unsupported version " + version.dump() + " (this build reads " +
                                std::to_string(kAnnotationSchemaVersion) + ")"};
            const std::string type = stringField(j, "type", true);
            if (type == "question")
                addOnce(read.set.questions, questions, readQuestion(j), lineNumber);
            else if (type == "pair")
                addOnce(read.set.pairs, pairs, readPair(j), lineNumber);
            else
                throw LineError{"unknown type \"" + type + "\" (question or pair)"};
        } catch (const LineError& e) {
            read.errors.push_back(std::string(fileName) + ":" + std::to_string(lineNumber) + ": " +
                                  e.reason);
        }
    }
    return read;
}

AnnotationRead readAnnotationsFile(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        AnnotationRead read;
        read.errors.push_back(path + ": cannot be read");
        return read;
    }
    std::ostringstream text;
    text << in.rdbuf();
    return readAnnotationsJsonl(text.str(), path);
}

namespace {

template <typename Annotation, typename Conflict>
void mergeInto(const std::vector<Annotation>& a, const std::vector<Annotation>& b,
               std::vector<Annotation>& merged, std::vector<Conflict>& conflicts,
               size_t& identical) {
    using Key = decltype(keyOf(a.front()));
    std::map<Key, size_t> index;
    for (const Annotation& x : a) {
        index.emplace(keyOf(x), merged.size());
        merged.push_back(x);
    }
    for (const Annotation& y : b) {
        auto it = index.find(keyOf(y));
        if (it == index.end()) {
            index.emplace(keyOf(y), merged.size());
            merged.push_back(y);
        } else if (merged[it->second] == y) {
            ++identical;
        } else {
            conflicts.push_back({merged[it->second], y});
        }
    }
}

}  // namespace

AnnotationMerge merge(const AnnotationSet& a, const AnnotationSet& b) {
    AnnotationMerge m;
    mergeInto(a.questions, b.questions, m.merged.questions, m.questionConflicts, m.identical);
    mergeInto(a.pairs, b.pairs, m.merged.pairs, m.pairConflicts, m.identical);
    return m;
}

}  // namespace sqlscope::annotate
