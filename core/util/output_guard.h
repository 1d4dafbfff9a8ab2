// The checks made on a command's output files before any work starts
// (docs/cli.md, "Outputs"): every output's folder exists and is writable, no
// output is a folder, and no output is the same file as an input or as
// another output, so that an evaluation never overwrites what it reads.
#pragma once

#include <string>
#include <vector>

namespace sqlscope::util {

// A file and the role it plays, for messages: "--out" for an output, "the
// gold file" for an input.
struct RolePath {
    std::string role;
    std::string path;
};

class OutputGuard {
public:
    // `outputs`: the files to be written ("-", standard output, is left out).
    explicit OutputGuard(std::vector<RolePath> outputs);

    // The first problem with the outputs themselves: a missing or
    // non-writable folder, an output that is a folder, two outputs that are
    // one file. "" when there is none.
    std::string checkOutputs() const;

    // The first output that is the same file as one of `inputs` (device and
    // inode, symbolic links followed). "" when there is none.
    std::string checkInputs(const std::vector<RolePath>& inputs) const;

    // False when no output exists yet, so no input can be one of them
    // (callers may then skip listing inputs that are costly to find).
    bool anyOutputExists() const;

private:
    struct Output {
        RolePath file;
        bool exists = false;
        unsigned long long device = 0, inode = 0;
    };
    std::vector<Output> outputs_;
};

}  // namespace sqlscope::util
