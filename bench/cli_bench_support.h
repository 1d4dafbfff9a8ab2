// What the benchmark programs that time `sqlscope-cli eval` share: the raw
// SQLite floor (every query once on plain read-only connections, every
// column read, two threads), running the CLI as a child process with its
// rusage, and small helpers (docs: bench/README.md).
#pragma once

#include <cstdint>
#include <filesystem>
#include <string>
#include <vector>

namespace sqlscope::benchsupport {

// Non-blank lines of a file, without their line ends.
std::vector<std::string> readLines(const std::filesystem::path& file);

struct Query {
    std::string path;  // the database file
    std::string sql;
};

// The floor on two threads; wall seconds. `sink` accumulates the values read
// (so nothing is optimised away), `cells` receives the result cells read,
// `cpu` this process's CPU seconds meanwhile.
double runFloor(const std::vector<Query>& queries, uint64_t& sink, uint64_t& cells, double& cpu);

struct ChildRun {
    double seconds = 0;
    double cpu = 0;  // user + system
    long maxRssKb = 0;
    int exitCode = -1;
};
// Runs args[0] with `args` (stdout and stderr to /dev/null) and waits.
ChildRun runCli(const std::vector<std::string>& args);

double median(std::vector<double> v);  // the upper median; 0 for none

}  // namespace sqlscope::benchsupport
