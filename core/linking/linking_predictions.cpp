// docs/metrics/linking.md#where-the-prediction-comes-from: a linking model's predictions, read
// with the position of every value so that a bad entry is reported where it
// is. nlohmann_json checks the syntax; a small scanner over the (then valid)
// text keeps positions and sees duplicate ids, which a JSON object would
// silently merge.
#include "core/linking/linking_predictions.h"

#include <algorithm>
#include <charconv>

#include <nlohmann/json.hpp>

#include "core/schema/names.h"
#include "core/util/file_text.h"
#include "core/util/json_depth.h"

namespace sqlscope::linking {

namespace {

// A JSON value with the byte offset where it starts.
struct Node {
    enum class Kind { Object, Array, String, Number, True, False, Null };
    Kind kind = Kind::Null;
    size_t offset = 0;
    std::string text;                            // String: decoded
    std::vector<std::pair<Node, Node>> members;  // Object (key, value)
    std::vector<Node> items;                     // Array
};

std::string_view kindName(Node::Kind kind) {
    switch (kind) {
        case Node::Kind::Object:
            return "object";
        case Node::Kind::Array:
            return "array";
        case Node::Kind::String:
            return "string";
        case Node::Kind::Number:
            return "number";
        case Node::Kind::True:
        case Node::Kind::False:
            return "boolean";
        case Node::Kind::Null:
            return "null";
    }
    return "value";
}

// Reads syntactically valid JSON (checked before) into Nodes.
class Scanner {
public:
    explicit Scanner(std::string_view text) : s_(text) {}

    Node value() {
        skip();
        Node node;
        node.offset = pos_;
        const char c = s_[pos_];
        if (c == '{') {
            node.kind = Node::Kind::Object;
            ++pos_;
            skip();
            if (s_[pos_] == '}') {
                ++pos_;
                return node;
            }
            while (true) {
                Node key = value();
                skip();
                ++pos_;  // ':'
                Node item = value();
                node.members.emplace_back(std::move(key), std::move(item));
                skip();
                if (s_[pos_++] == '}') return node;  // else ','
            }
        }
        if (c == '[') {
            node.kind = Node::Kind::Array;
            ++pos_;
            skip();
            if (s_[pos_] == ']') {
                ++pos_;
                return node;
            }
            while (true) {
                node.items.push_back(value());
                skip();
                if (s_[pos_++] == ']') return node;  // else ','
            }
        }
        if (c == '"') {
            node.kind = Node::Kind::String;
            size_t end = pos_ + 1;
            while (s_[end] != '"')
                end += s_[end] == '\\' ? 2 : 1;
            ++end;
            node.text = nlohmann::json::parse(s_.substr(pos_, end - pos_)).get<std::string>();
            pos_ = end;
            return node;
        }
        if (c == 't' || c == 'f' || c == 'n') {
            node.kind = c == 't'   ? Node::Kind::True
                        : c == 'f' ? Node::Kind::False
                                   : Node::Kind::Null;
            pos_ += c == 'f' ? 5 : 4;
            return node;
        }
        node.kind = Node::Kind::Number;
        while (pos_ < s_.size() &&
               std::string_view("+-0123456789.eE").find(s_[pos_]) != std::string_view::npos)
            ++pos_;
        return node;
    }

private:
    void skip() {
        while (pos_ < s_.size() &&
               (s_[pos_] == ' ' || s_[pos_] == '\t' || s_[pos_] == '\n' || s_[pos_] == '\r'))
            ++pos_;
    }

    std::string_view s_;
    size_t pos_ = 0;
};

// 1-based line, and column in code points.
std::pair<uint32_t, uint32_t> lineColumn(std::string_view text, size_t offset) {
    uint32_t line = 1, column = 1;
    for (size_t i = 0; i < offset && i < text.size(); ++i) {
        const auto c = static_cast<unsigned char>(text[i]);
        if (c == '\n') {
            ++line;
            column = 1;
        } else if ((c & 0xC0) != 0x80) {
            ++column;
        }
    }
    return {line, column};
}

class Reader {
public:
    Reader(std::string_view text, const std::string& name, std::optional<size_t> questionCount)
        : text_(text), name_(name), questionCount_(questionCount) {}

    LinkingPredictionsLoad read() {
        LinkingPredictionsLoad load;
        load.predictions.path = name_;
        // The scanner below recurses once per level.
        if (auto deep = util::jsonDepthError(text_, name_)) {
            load.error = *deep;
            return load;
        }
        try {
            [[maybe_unused]] nlohmann::json checked = nlohmann::json::parse(text_);
        } catch (const nlohmann::json::parse_error& e) {
            std::string_view what = e.what();
            if (size_t bracket = what.find("] "); what.starts_with("[") && bracket != what.npos)
                what.remove_prefix(bracket + 2);
            load.error = name_ + ": invalid JSON: " + std::string(what);
            return load;
        }
        size_t start = 0;
        if (text_.starts_with("\xEF\xBB\xBF")) start = 3;  // nlohmann skips a BOM too
        Node root = Scanner(text_.substr(start)).value();
        offsetBase_ = start;
        if (root.kind != Node::Kind::Object) {
            load.error = at(root,
                            "expected a JSON object mapping question ids to linking "
                            "predictions, found " +
                                std::string(kindName(root.kind)));
            return load;
        }
        for (const auto& [key, value] : root.members) {
            std::optional<std::string> error = entry(key, value, load.predictions);
            if (error) {
                load.error = *error;
                return load;
            }
        }
        return load;
    }

private:
    std::string at(const Node& node, const std::string& message) const {
        auto [line, column] = lineColumn(text_.substr(offsetBase_), node.offset);
        return name_ + ":" + std::to_string(line) + ":" + std::to_string(column) + ": " + message;
    }

    std::optional<std::string> entry(const Node& key, const Node& value,
                                     LinkingPredictions& out) const {
        const std::string& id = key.text;
        size_t question = 0;
        const char* end = id.data() + id.size();
        auto [ptr, ec] = std::from_chars(id.data(), end, question);
        if (id.empty() || ec != std::errc() || ptr != end || (id.size() > 1 && id[0] == '0'))
            return at(key, "question id '" + id +
                               "' is not a pair index (a non-negative integer: \"0\", \"1\", ...)");
        if (questionCount_ && question >= *questionCount_) {
            std::string range = *questionCount_ == 0
                                    ? std::string("there are no pairs")
                                    : "ids 0 to " + std::to_string(*questionCount_ - 1);
            return at(key, "unknown question id '" + id + "': the gold file has " +
                               std::to_string(*questionCount_) + " pairs (" + range + ")");
        }
        auto [line, column] = lineColumn(text_.substr(offsetBase_), key.offset);
        if (auto it = out.byQuestion.find(question); it != out.byQuestion.end())
            return at(key, "question id '" + id + "' appears twice (first at line " +
                               std::to_string(it->second.line) + ")");
        LinkingPrediction prediction;
        prediction.line = line;
        prediction.column = column;
        const std::string where = "question '" + id + "': ";
        if (value.kind == Node::Kind::Array) {
            for (const Node& item : value.items)
                if (auto error = name(item, where, prediction, std::nullopt)) return error;
        } else if (value.kind == Node::Kind::Object) {
            for (const auto& [field, list] : value.members) {
                std::optional<ElementKind> kind;
                if (field.text == "tables") kind = ElementKind::Table;
                if (field.text == "columns") kind = ElementKind::Column;
                if (!kind)
                    return at(field, where + "unknown key '" + field.text +
                                         "' (expected \"tables\" and \"columns\")");
                if (list.kind != Node::Kind::Array)
                    return at(list, where + "\"" + field.text +
                                        "\" must be a list of names, found " +
                                        std::string(kindName(list.kind)));
                for (const Node& item : list.items)
                    if (auto error = name(item, where, prediction, kind)) return error;
            }
        } else {
            return at(value, where +
                                 "expected a list of \"table\" and \"table.column\" names, or an "
                                 "object with \"tables\" and \"columns\", found " +
                                 std::string(kindName(value.kind)));
        }
        for (auto* list : {&prediction.tables, &prediction.columns}) {
            std::sort(list->begin(), list->end());
            list->erase(std::unique(list->begin(), list->end()), list->end());
        }
        out.byQuestion.emplace(question, std::move(prediction));
        return std::nullopt;
    }

    // One name; `kind` is the list it is in (nullopt: the mixed list form).
    std::optional<std::string> name(const Node& item, const std::string& where,
                                    LinkingPrediction& prediction,
                                    std::optional<ElementKind> kind) const {
        if (item.kind != Node::Kind::String)
            return at(item, where + "expected a name (string), found " +
                                std::string(kindName(item.kind)));
        const std::string& text = item.text;
        const size_t dot = text.find('.');
        const bool isColumn = dot != std::string::npos;
        const bool wellFormed =
            !text.empty() && text.find_first_of(" \t\r\n") == std::string::npos &&
            (!isColumn ||
             (dot > 0 && dot + 1 < text.size() && text.find('.', dot + 1) == text.npos));
        if (!wellFormed)
            return at(item, where + "'" + text + "' is not a \"table\" or \"table.column\" name");
        if (kind == ElementKind::Table && isColumn)
            return at(item, where + "'" + text + "' in \"tables\" is a table.column name");
        if (kind == ElementKind::Column && !isColumn)
            return at(item, where + "'" + text + "' in \"columns\" is not a table.column name");
        (isColumn ? prediction.columns : prediction.tables).push_back(schema::lowerName(text));
        return std::nullopt;
    }

    std::string_view text_;
    const std::string& name_;
    std::optional<size_t> questionCount_;
    size_t offsetBase_ = 0;
};

}  // namespace

QueryElements LinkingPredictions::elements(size_t question) const {
    QueryElements out;
    out.source = ElementSource::File;
    auto it = byQuestion.find(question);
    if (it == byQuestion.end()) {
        out.diagnostic = "no linking prediction for question " + std::to_string(question);
        return out;
    }
    for (const std::string& table : it->second.tables)
        out.tables.push_back({table, {}});
    for (const std::string& column : it->second.columns)
        out.columns.push_back({column, {}});
    return out;
}

LinkingPredictionsLoad parseLinkingPredictions(std::string_view text, const std::string& name,
                                               std::optional<size_t> questionCount) {
    return Reader(text, name, questionCount).read();
}

LinkingPredictionsLoad readLinkingPredictions(const std::string& path,
                                              std::optional<size_t> questionCount) {
    util::FileText text = util::readFileText(path);
    if (!text.ok()) {
        LinkingPredictionsLoad load;
        load.error = path + ": cannot read: " + text.error;
        return load;
    }
    if (auto problem = util::checkText(text.content)) {
        LinkingPredictionsLoad load;
        load.error = problem->text(path);
        return load;
    }
    return parseLinkingPredictions(text.content, path, questionCount);
}

}  // namespace sqlscope::linking
