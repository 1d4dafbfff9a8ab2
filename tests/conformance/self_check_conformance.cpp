// `sqlscope-cli eval --self-check` on Spider dev (shared/data/etm/spider_dev/
// gold.txt, the Spider databases and tables.json): the gold scored against
// itself under every metric. Checks that the printed list of pairs that do
// not score 1 -- index, db_id, metrics and reason of each -- is the one
// below (docs/conformance.md, "Self-check"), and prints it.
//   sqlscope-self-check-conformance SHARED_DIR [CLI]
// Exit 0 when the list is as expected, 1 otherwise, 77 when the data is absent.
#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

namespace fs = std::filesystem;

namespace {

// "#INDEX DB_ID METRICS REASON" of every listed pair, in order (the detail
// after the reason names paths and messages, printed but not compared).
const std::vector<std::string> kExpected = {
#include "self_check_expected.inc"
};

std::string readFile(const fs::path& path) {
    std::ifstream in(path, std::ios::binary);
    std::stringstream s;
    s << in.rdbuf();
    return s.str();
}

int run(const std::string& command) {
    int status = std::system(command.c_str());
    return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

std::string quote(const std::string& s) {
    std::string out = "'";
    for (char c : s) {
        if (c == '\'') {
            out += "'\\''";
        } else {
            out += c;
        }
    }
    return out + "'";
}

// "  #12 db metrics reason: detail" -> "#12 db metrics reason".
std::string key(const std::string& line) {
    std::string rest = line.substr(line.find('#'));
    size_t colon = rest.find(':');
    return colon == std::string::npos ? rest : rest.substr(0, colon);
}

}  // namespace

int main(int argc, char** argv) {
    std::string shared = argc > 1 ? argv[1] : "";
    if (shared.empty()) {
        const char* env = std::getenv("SQLSCOPE_SHARED_DIR");
        shared = env ? env : "../shared";
    }
    const std::string cli = argc > 2 ? argv[2] : SQLSCOPE_CLI_PATH;
    const fs::path data = fs::path(shared) / "data";
    const fs::path etm = data / "etm" / "spider_dev";
    if (!fs::is_regular_file(etm / "gold.txt") || !fs::is_directory(data / "spider" / "database")) {
        std::printf("shared data not found at %s; skipping\n", shared.c_str());
        return 77;
    }
    const fs::path work =
        fs::temp_directory_path() / ("sqlscope-self-check-" + std::to_string(getpid()));
    fs::create_directories(work);
    const fs::path summary = work / "summary.txt";
    const std::string command = quote(cli) + " eval --no-progress --self-check --gold " +
                                quote((etm / "gold.txt").string()) + " --db " +
                                quote((data / "spider" / "database").string()) + " --tables " +
                                quote((data / "spider" / "tables.json").string()) + " --out " +
                                quote((work / "report.json").string()) + " > " +
                                quote(summary.string()) + " 2> " +
                                quote((work / "stderr.txt").string());
    const int code = run(command);
    int failures = 0;
    // The missing wta_1 database is a bad input: exit 1.
    if (code != 1) {
        std::printf("eval --self-check: exit %d, expected 1\n", code);
        ++failures;
    }
    std::vector<std::string> listed;
    std::string title;
    bool inside = false;
    std::stringstream lines(readFile(summary));
    for (std::string line; std::getline(lines, line);) {
        if (line.rfind("self-check: ", 0) == 0) {
            inside = true;
            title = line;
            std::printf("%s\n", line.c_str());
            continue;
        }
        if (!inside) continue;
        if (line.rfind("  #", 0) != 0) break;
        std::printf("%s\n", line.c_str());
        listed.push_back(key(line));
    }
    if (title.empty()) {
        std::printf("no self-check list in the output\n");
        ++failures;
    }
    for (size_t i = 0; i < listed.size() || i < kExpected.size(); ++i) {
        const std::string got = i < listed.size() ? listed[i] : "<none>";
        const std::string want = i < kExpected.size() ? kExpected[i] : "<none>";
        if (got != want) {
            std::printf("entry %zu: got '%s', expected '%s'\n", i, got.c_str(), want.c_str());
            ++failures;
        }
    }
    std::printf("self-check on Spider dev: %zu listed, %zu expected: %s\n", listed.size(),
                kExpected.size(), failures == 0 ? "PASS" : "FAIL");
    fs::remove_all(work);
    return failures == 0 ? 0 : 1;
}
