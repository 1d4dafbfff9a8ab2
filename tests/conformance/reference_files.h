// Reading the reference scripts' inputs and outputs the way they do, shared
// by the conformance programs: Spider/ETM query files (each non-blank line
// `l.strip().split('\t')`) and the per-pair verdict TSVs of shared/data/reference.
#pragma once

#include <filesystem>
#include <fstream>
#include <map>
#include <string>
#include <string_view>
#include <vector>

namespace sqlscope::conformance {

// Python's str.strip() on ASCII whitespace.
inline std::string pythonStrip(std::string_view s) {
    auto space = [](char c) {
        return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v';
    };
    while (!s.empty() && space(s.front()))
        s.remove_prefix(1);
    while (!s.empty() && space(s.back()))
        s.remove_suffix(1);
    return std::string(s);
}

inline std::vector<std::string> splitTabs(const std::string& line) {
    std::vector<std::string> parts;
    std::string current;
    for (char c : line) {
        if (c == '\t') {
            parts.push_back(current);
            current.clear();
        } else {
            current += c;
        }
    }
    parts.push_back(current);
    return parts;
}

// evaluation.py / ETM.evaluate: l.strip().split('\t') for every non-blank line.
inline std::vector<std::vector<std::string>> readStrippedLines(const std::filesystem::path& path) {
    std::vector<std::vector<std::string>> out;
    std::ifstream in(path);
    std::string line;
    while (std::getline(in, line)) {
        std::string stripped = pythonStrip(line);
        if (!stripped.empty()) out.push_back(splitTabs(stripped));
    }
    return out;
}

// One row of a reference TSV: column name -> value ("" for a missing field).
using ReferenceRow = std::map<std::string, std::string>;

inline std::vector<ReferenceRow> readReferenceTsv(const std::filesystem::path& path) {
    std::vector<ReferenceRow> rows;
    std::ifstream in(path);
    std::string line;
    std::vector<std::string> header;
    while (std::getline(in, line)) {
        if (!line.empty() && line.back() == '\r') line.pop_back();
        std::vector<std::string> parts = splitTabs(line);
        if (header.empty()) {
            header = parts;
            continue;
        }
        ReferenceRow row;
        for (size_t i = 0; i < header.size(); ++i)
            row[header[i]] = i < parts.size() ? parts[i] : "";
        rows.push_back(std::move(row));
    }
    return rows;
}

}  // namespace sqlscope::conformance
