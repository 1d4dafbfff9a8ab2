// Parser throughput on the real corpus (ETM spider_dev + cosql_dev, gold and
// predictions), one thread, with tokenizing alone as a same-run reference.
//   sqlscope-bench-parse [SHARED_DIR]   (default $SQLSCOPE_SHARED_DIR)
// Exit 0, or 77 when the data is absent.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <functional>
#include <string>
#include <vector>

#include "bench/build_label.h"
#include "core/sql/lexer.h"
#include "core/sql/parser.h"

namespace fs = std::filesystem;

namespace {

constexpr int kRuns = 5;
constexpr double kMinRunSeconds = 0.5;
constexpr double kTargetQueriesPerSecond = 200000;

std::vector<std::string> loadCorpus(const fs::path& etm) {
    std::vector<fs::path> files;
    for (const char* folder : {"spider_dev", "cosql_dev"}) {
        if (!fs::is_directory(etm / folder)) continue;
        for (const auto& entry : fs::directory_iterator(etm / folder)) {
            if (entry.is_regular_file() && entry.path().extension() == ".txt")
                files.push_back(entry.path());
        }
    }
    std::sort(files.begin(), files.end());
    std::vector<std::string> queries;
    for (const auto& path : files) {
        std::ifstream in(path, std::ios::binary);
        std::string line;
        while (std::getline(in, line)) {
            if (auto tab = line.find('\t'); tab != std::string::npos) line.resize(tab);
            while (!line.empty() && (line.back() == '\r' || line.back() == ' '))
                line.pop_back();
            if (line.find_first_not_of(" \t\r\n") != std::string::npos) queries.push_back(line);
        }
    }
    return queries;
}

double seconds(std::chrono::steady_clock::duration d) {
    return std::chrono::duration<double>(d).count();
}

// One pass over the corpus; returns a checksum so the work is not optimised away.
size_t parseAll(const std::vector<std::string>& corpus) {
    size_t ok = 0;
    for (const auto& q : corpus)
        ok += sqlscope::sql::parse(q).ok() ? 1 : 0;
    return ok;
}

size_t tokenizeAll(const std::vector<std::string>& corpus) {
    size_t tokens = 0;
    for (const auto& q : corpus)
        tokens += sqlscope::sql::tokenize(q).tokens.size();
    return tokens;
}

struct Measurement {
    std::vector<double> queriesPerSecond;
    double median = 0;
    size_t checksum = 0;
};

// Warm-up pass, then kRuns runs; a run repeats whole passes over the corpus
// until it has lasted at least kMinRunSeconds.
Measurement measure(const char* name, const std::vector<std::string>& corpus,
                    const std::function<size_t(const std::vector<std::string>&)>& pass) {
    Measurement m;
    auto t0 = std::chrono::steady_clock::now();
    m.checksum = pass(corpus);
    std::printf("%s: warm-up pass %.1f ms\n", name,
                seconds(std::chrono::steady_clock::now() - t0) * 1000);
    for (int run = 0; run < kRuns; ++run) {
        size_t sink = 0;
        int passes = 0;
        double s = 0;
        auto start = std::chrono::steady_clock::now();
        do {
            sink += pass(corpus);
            ++passes;
            s = seconds(std::chrono::steady_clock::now() - start);
        } while (s < kMinRunSeconds);
        if (sink != m.checksum * static_cast<size_t>(passes))
            std::printf("  (checksum mismatch: the work differs between passes)\n");
        double qps = static_cast<double>(corpus.size()) * passes / s;
        m.queriesPerSecond.push_back(qps);
        std::printf("  run %d: %3d passes in %.3f s, %10.0f queries/s\n", run + 1, passes, s, qps);
    }
    auto sorted = m.queriesPerSecond;
    std::sort(sorted.begin(), sorted.end());
    m.median = sorted[sorted.size() / 2];
    std::printf("  median: %.0f queries/s\n\n", m.median);
    return m;
}

}  // namespace

int main(int argc, char** argv) {
    std::string shared = argc > 1 ? argv[1] : "";
    if (const char* env = std::getenv("SQLSCOPE_SHARED_DIR"); shared.empty() && env) shared = env;
    fs::path etm = fs::path(shared.empty() ? "../shared" : shared) / "data" / "etm";
    if (!fs::is_directory(etm)) {
        std::printf("shared data not found at %s; skipping\n", etm.string().c_str());
        return 77;
    }
    std::vector<std::string> corpus = loadCorpus(etm);
    if (corpus.empty()) {
        std::printf("shared data not found at %s (no queries); skipping\n", etm.string().c_str());
        return 77;
    }
    size_t bytes = 0;
    for (const auto& q : corpus)
        bytes += q.size();
    const char* build = sqlscope::bench::buildLabel();
    std::printf("sqlscope parser benchmark: %s; build: %s\n", etm.string().c_str(), build);
    std::printf("corpus: %zu queries, %zu bytes (%.1f bytes/query)\n\n", corpus.size(), bytes,
                static_cast<double>(bytes) / corpus.size());

    Measurement parse = measure("parse", corpus, parseAll);
    std::printf("  parsed OK: %zu of %zu\n\n", parse.checksum, corpus.size());
    Measurement lex = measure("tokenize", corpus, tokenizeAll);

    double mbPerSecond = parse.median * (static_cast<double>(bytes) / corpus.size()) / 1e6;
    std::printf("parse median: %.0f queries/s (%.1f MB/s), %.2f us/query\n", parse.median,
                mbPerSecond, 1e6 / parse.median);
    std::printf("tokenize median: %.0f queries/s; parse/tokenize time ratio: %.2f\n", lex.median,
                lex.median / parse.median);
    std::printf("target >= %.0f queries/s: %s\n", kTargetQueriesPerSecond,
                parse.median >= kTargetQueriesPerSecond ? "MET" : "NOT MET");
    return 0;
}
