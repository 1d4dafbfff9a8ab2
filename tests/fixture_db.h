// Builds the test databases of tests/fixtures/ (SQL scripts, never binary
// files in the repository) into a temporary folder laid out like a benchmark:
// <dir>/<db_id>/<db_id>.sqlite.
#pragma once

#include <string>

namespace sqlscope::testing {

// Path of tests/fixtures/<name>/ in the source tree (with a trailing '/').
std::string fixtureDir(const std::string& name);

// Builds <databaseDir>/<dbId>/<dbId>.sqlite from tests/fixtures/<dbId>/<dbId>.sql
// (replacing an existing file) and returns the path of the .sqlite file; on
// failure returns "" and writes the reason to stderr.
std::string buildFixtureDatabase(const std::string& databaseDir, const std::string& dbId);

}  // namespace sqlscope::testing
