// The embedded demo benchmark made real on disk: its text files written out
// and each database built from its SQL script, so that every tool reads it
// like any other Spider-format benchmark.
#pragma once

#include <string>
#include <vector>

namespace sqlscope::dataset {

struct DemoLayout {
    std::string root;                          // the folder everything was written to
    std::string goldFile;                      // root/gold.txt  (SQL<TAB>db_id)
    std::string tablesFile;                    // root/tables.json
    std::string questionsFile;                 // root/dev.json
    std::string databaseDir;                   // root/database (<db_id>/<db_id>.sqlite inside)
    std::vector<std::string> predictionFiles;  // root/predictions/*.txt, sorted
};

struct DemoResult {
    DemoLayout layout;
    std::string error;  // empty on success
    bool ok() const { return error.empty(); }
};

// Writes the demo into `root` (created if needed). Files already there with
// the same content are left alone, and a database is rebuilt only when its
// script changed, so a second call is cheap. Never touches anything else.
DemoResult materializeDemo(const std::string& root);

// Default place for it: $XDG_CACHE_HOME/sqlscope/demo-<version>, or
// ~/.cache/sqlscope/demo-<version>, or a folder under the system temp dir.
std::string defaultDemoRoot();

}  // namespace sqlscope::dataset
