#include "core/dataset/query_file.h"

#include "core/util/file_text.h"

namespace sqlscope::dataset {

namespace {

bool isBlank(char c) {
    return c == ' ' || c == '\t' || c == '\f' || c == '\v' || c == '\r';
}

std::string_view trim(std::string_view text) {
    while (!text.empty() && isBlank(text.front()))
        text.remove_prefix(1);
    while (!text.empty() && isBlank(text.back()))
        text.remove_suffix(1);
    return text;
}

}  // namespace

std::vector<QueryLine> splitQueryLines(std::string_view content) {
    constexpr std::string_view kBom = "\xEF\xBB\xBF";
    if (content.starts_with(kBom)) content.remove_prefix(kBom.size());

    std::vector<QueryLine> queries;
    uint32_t lineNumber = 0;
    while (!content.empty()) {
        ++lineNumber;
        size_t newline = content.find('\n');
        std::string_view line = content.substr(0, newline);
        content.remove_prefix(newline == std::string_view::npos ? content.size() : newline + 1);

        if (line.ends_with('\r')) line.remove_suffix(1);
        if (trim(line).empty()) continue;

        QueryLine query;
        query.line = lineNumber;
        size_t tab = line.find('\t');
        query.sql = std::string(line.substr(0, tab));
        if (tab != std::string_view::npos) {
            std::string_view rest = line.substr(tab + 1);
            query.dbId = std::string(trim(rest.substr(0, rest.find('\t'))));
        }
        queries.push_back(std::move(query));
    }
    return queries;
}

QueryFile readQueryFile(const std::string& path) {
    QueryFile file;
    file.path = path;
    util::FileText text = util::readFileText(path);
    if (!text.ok()) {
        file.error = std::move(text.error);
        return file;
    }
    file.problem = util::checkText(text.content);
    if (file.problem) {
        const util::TextProblem& p = *file.problem;
        file.error = p.line == 0 ? p.reason
                                 : "line " + std::to_string(p.line) + ", column " +
                                       std::to_string(p.column) + ": " + p.reason;
        return file;
    }
    file.queries = splitQueryLines(text.content);
    return file;
}

}  // namespace sqlscope::dataset
