#include "tests/golden_blocks.h"

#include <QDir>
#include <QFile>

namespace sqlscope::testing {
namespace {

std::string rstrip(std::string s) {
    while (!s.empty() && (s.back() == ' ' || s.back() == '\r'))
        s.pop_back();
    return s;
}

std::string withoutCr(std::string s) {
    if (!s.empty() && s.back() == '\r') s.pop_back();
    return s;
}

}  // namespace

std::vector<GoldenBlock> readGoldenBlocks(const std::string& area) {
    std::vector<GoldenBlock> blocks;
    QDir dir(QString::fromStdString(std::string(SQLSCOPE_TEST_CASES_DIR) + "/" + area));
    const QStringList files = dir.entryList({QStringLiteral("*.test")}, QDir::Files, QDir::Name);
    for (const QString& fileName : files) {
        QFile file(dir.filePath(fileName));
        if (!file.open(QIODevice::ReadOnly)) continue;
        const QList<QByteArray> raw = file.readAll().split('\n');
        std::vector<std::string> lines;
        lines.reserve(static_cast<size_t>(raw.size()));
        for (const QByteArray& line : raw)
            lines.push_back(withoutCr(line.toStdString()));
        size_t i = 0;
        while (i < lines.size()) {
            std::string header = rstrip(lines[i]);
            if (header.empty() || header[0] == '#') {
                ++i;
                continue;
            }
            GoldenBlock block;
            block.file = fileName.toStdString();
            block.line = static_cast<int>(i) + 1;
            size_t space = header.find(' ');
            block.kind = header.substr(0, space);
            block.name = space == std::string::npos ? "" : header.substr(space + 1);
            ++i;
            while (i < lines.size() && rstrip(lines[i]) != "----")
                block.input.push_back(lines[i++]);
            ++i;  // ----
            while (i < lines.size() && !rstrip(lines[i]).empty())
                block.expected.push_back(lines[i++]);
            blocks.push_back(std::move(block));
        }
    }
    return blocks;
}

std::pair<std::string, std::string> splitKeyValue(const std::string& line) {
    size_t colon = line.find(": ");
    if (colon == std::string::npos) return {rstrip(line), ""};
    return {line.substr(0, colon), line.substr(colon + 2)};
}

std::string joinLines(const std::vector<std::string>& lines) {
    std::string out;
    for (size_t i = 0; i < lines.size(); ++i)
        out += (i ? "\n" : "") + lines[i];
    return out;
}

std::vector<KeyValueCase> readKeyValueCases(const std::string& area) {
    std::vector<KeyValueCase> cases;
    for (const GoldenBlock& block : readGoldenBlocks(area)) {
        KeyValueCase c;
        c.tag = block.file + ":" + std::to_string(block.line) + " " + block.kind + " " + block.name;
        for (const std::string& line : block.input)
            c.input.push_back(splitKeyValue(line));
        for (const std::string& line : block.expected)
            c.expected.push_back(splitKeyValue(line));
        cases.push_back(std::move(c));
    }
    return cases;
}

}  // namespace sqlscope::testing
