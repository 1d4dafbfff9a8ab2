// Reads the golden text cases of tests/cases/<area>/*.test (the idea of
// DuckDB's sqllogictest files). A file is a sequence of blocks:
//
//   <kind> <name>
//   ...input lines...
//   ----
//   ...expected lines...
//
// ending at a blank line; '#' lines between blocks are comments. Each area's
// runner gives the lines their meaning.
#pragma once

#include <string>
#include <utility>
#include <vector>

namespace sqlscope::testing {

struct GoldenBlock {
    std::string file;  // file name within the area's folder
    int line = 0;      // 1-based line of the header
    std::string kind;
    std::string name;
    std::vector<std::string> input;     // as in the file (a trailing '\r' removed)
    std::vector<std::string> expected;  // as in the file (a trailing '\r' removed)
};

// Every block of every tests/cases/<area>/*.test file, files in name order.
std::vector<GoldenBlock> readGoldenBlocks(const std::string& area);

// "key: value" -> {key, value}, trailing spaces of a value-less key removed.
std::pair<std::string, std::string> splitKeyValue(const std::string& line);

// A block read as "key: value" lines on both sides, tagged
// "<file>:<line> <kind> <name>" for failure messages.
struct KeyValueCase {
    std::string tag;
    std::vector<std::pair<std::string, std::string>> input;
    std::vector<std::pair<std::string, std::string>> expected;
};

// Every block of `area` as a KeyValueCase, in readGoldenBlocks' order.
std::vector<KeyValueCase> readKeyValueCases(const std::string& area);

// Lines joined with '\n'.
std::string joinLines(const std::vector<std::string>& lines);

}  // namespace sqlscope::testing
