#include "tests/fixture_db.h"

#include <sqlite3.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>

namespace sqlscope::testing {

std::string fixtureDir(const std::string& name) {
    return std::string(SQLSCOPE_TEST_FIXTURES_DIR) + "/" + name + "/";
}

std::string buildFixtureDatabase(const std::string& databaseDir, const std::string& dbId) {
    std::ifstream in(fixtureDir(dbId) + dbId + ".sql");
    if (!in) {
        std::fprintf(stderr, "fixture %s: cannot read its SQL script\n", dbId.c_str());
        return {};
    }
    std::stringstream script;
    script << in.rdbuf();
    std::filesystem::path folder = std::filesystem::path(databaseDir) / dbId;
    std::filesystem::create_directories(folder);
    std::filesystem::path file = folder / (dbId + ".sqlite");
    std::filesystem::remove(file);
    sqlite3* db = nullptr;
    if (sqlite3_open(file.c_str(), &db) != SQLITE_OK) {
        std::fprintf(stderr, "fixture %s: %s\n", dbId.c_str(), sqlite3_errmsg(db));
        sqlite3_close(db);
        return {};
    }
    char* error = nullptr;
    int rc = sqlite3_exec(db, script.str().c_str(), nullptr, nullptr, &error);
    if (rc != SQLITE_OK)
        std::fprintf(stderr, "fixture %s: %s\n", dbId.c_str(), error ? error : "error");
    sqlite3_free(error);
    sqlite3_close(db);
    return rc == SQLITE_OK ? file.string() : std::string();
}

}  // namespace sqlscope::testing
