// Writes JSON text deterministically and fast: keys in the order written,
// numbers in their shortest round-trip form ("0.5", "1", "972"), strings
// escaped per RFC 8259 with invalid UTF-8 bytes replaced by U+FFFD.
// Containers opened at a depth >= `inlineDepth` are written on one line, so
// a report's pairs read one per line.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace sqlscope::report {

class JsonWriter {
public:
    JsonWriter(std::string& out, int inlineDepth) : out_(out), inlineDepth_(inlineDepth) {}

    // A writer for the elements of a container that another writer (same
    // `inlineDepth`) has open with `depth` containers on its stack, so that
    // they can be formatted apart (e.g. on another thread) and spliced in
    // with appendElements(). Only values go through it, no closing bracket.
    static JsonWriter elementsAt(std::string& out, int inlineDepth, int depth);
    // Text written by an elementsAt() writer for the container open here.
    void appendElements(std::string_view elements);
    // The container open here holds elements that the caller splices into
    // the text at this point itself, as appendElements() would have written
    // them: the container is closed as a non-empty one.
    void elementsSplicedHere();

    // `oneLine`: write this container on one line whatever its depth.
    void beginObject(bool oneLine = false) { open('{', oneLine); }
    void endObject() { close('}'); }
    void beginArray(bool oneLine = false) { open('[', oneLine); }
    void endArray() { close(']'); }
    void key(std::string_view name);

    void value(std::string_view text);
    void value(const char* text) { value(std::string_view(text)); }
    void value(const std::string& text) { value(std::string_view(text)); }
    void value(double number);
    void value(int64_t number);
    void value(uint64_t number);
    void value(int number) { value(static_cast<int64_t>(number)); }
    void value(unsigned number) { value(static_cast<uint64_t>(number)); }
    void value(bool flag);
    void null();
    template <typename T>
    void value(const std::optional<T>& v) {
        if (v) {
            value(*v);
        } else {
            null();
        }
    }
    // Every number as an element of the open array (an agreement table's
    // item ids: thousands), the same text as value() for each.
    void values(const std::vector<uint32_t>& numbers);
    // A raw, already formatted JSON value.
    void raw(std::string_view json);

    // key + value.
    template <typename T>
    void field(std::string_view name, const T& v) {
        key(name);
        value(v);
    }

private:
    void open(char bracket, bool oneLine);
    void close(char bracket);
    void beforeValue();
    void newline(int depth);

    std::string& out_;
    int inlineDepth_;
    struct Level {
        bool first = true;
        bool isInline = false;
    };
    std::vector<Level> stack_;
    bool afterKey_ = false;
};

// `text` as a JSON string literal (quotes included).
void appendJsonString(std::string& out, std::string_view text);

}  // namespace sqlscope::report
