// Annotations (annotation.h) as JSON Lines: one object per line, each with
// its schema version and a "type" ("question" or "pair") and every field of
// its type (docs/annotations-schema.md). Reading reports each bad line as
// "FILE:LINE: reason" and keeps the good ones; merging two sets keeps the
// first set's value for a key both hold with different values and lists
// the two values as a conflict (identical entries are not conflicts).
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "core/annotate/annotation.h"

namespace sqlscope::annotate {

// The "version" every line carries; a reader refuses a line with a newer one.
inline constexpr int kAnnotationSchemaVersion = 1;

struct AnnotationSet {
    std::vector<QuestionAnnotation> questions;
    std::vector<PairAnnotation> pairs;
    friend bool operator==(const AnnotationSet&, const AnnotationSet&) = default;
};

// Every question line, then every pair line, in the set's order; each line
// ends with '\n'.
std::string writeAnnotationsJsonl(const AnnotationSet& set);
std::string questionLine(const QuestionAnnotation& annotation);  // without '\n'
std::string pairLine(const PairAnnotation& annotation);          // without '\n'
// Writes the file whole; false and `error` when it cannot be written.
bool writeAnnotationsFile(const std::string& path, const AnnotationSet& set,
                          std::string* error = nullptr);

struct AnnotationRead {
    AnnotationSet set;                // the good lines, in file order
    std::vector<std::string> errors;  // "FILE:LINE: reason", one per bad line
    bool ok() const { return errors.empty(); }
};
// Blank lines are skipped. A line is bad when it is not a JSON object, has
// no or a newer "version", an unknown "type", a missing or mistyped field,
// an unknown verdict or issue key, or repeats the key of an earlier line
// with other values (a repeat with the same values is dropped silently).
// Unknown fields are ignored (a later minor addition).
AnnotationRead readAnnotationsJsonl(std::string_view text, std::string_view fileName);
// "FILE: cannot be read" as the only error when the file cannot be opened.
AnnotationRead readAnnotationsFile(const std::string& path);

struct QuestionConflict {
    QuestionAnnotation first;  // kept in the merge
    QuestionAnnotation second;
};
struct PairConflict {
    PairAnnotation first;  // kept in the merge
    PairAnnotation second;
};

struct AnnotationMerge {
    // `a`'s entries in order, then `b`'s entries with keys `a` lacks. For a
    // key in conflict `a`'s value stays: nothing is overwritten.
    AnnotationSet merged;
    std::vector<QuestionConflict> questionConflicts;  // in `b`'s order
    std::vector<PairConflict> pairConflicts;
    size_t identical = 0;  // entries of `b` equal to `a`'s (not conflicts)
    bool clean() const { return questionConflicts.empty() && pairConflicts.empty(); }
};
// Keys: a question by (item id, item index), a pair by (item id, item index, run).
AnnotationMerge merge(const AnnotationSet& a, const AnnotationSet& b);

}  // namespace sqlscope::annotate
