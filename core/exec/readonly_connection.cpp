#include "core/exec/readonly_connection.h"

#include <sqlite3.h>
#include <sys/stat.h>

#include <cctype>

#include "core/exec/authorizer.h"

namespace sqlscope::exec {

std::string readOnlyImmutableUri(const std::string& path) {
    std::string uri = path.rfind("//", 0) == 0 ? "file://" : "file:";
    for (char c : path) {
        if (c == '%')
            uri += "%25";
        else if (c == '?')
            uri += "%3f";
        else if (c == '#')
            uri += "%23";
        else
            uri += c;
    }
    uri += "?mode=ro&immutable=1";
    return uri;
}

DatabaseFileState statDatabaseFile(const std::string& path, FileIdentity& identity) {
    struct stat st {};
    if (::stat(path.c_str(), &st) != 0) return DatabaseFileState::Missing;
    if (S_ISDIR(st.st_mode)) return DatabaseFileState::Directory;
    if (S_ISFIFO(st.st_mode)) return DatabaseFileState::Fifo;
    if (S_ISCHR(st.st_mode) || S_ISBLK(st.st_mode)) return DatabaseFileState::Device;
    if (S_ISSOCK(st.st_mode)) return DatabaseFileState::Socket;
    if (!S_ISREG(st.st_mode)) return DatabaseFileState::OtherType;
#ifdef __APPLE__
    const struct timespec& mtime = st.st_mtimespec;
#else
    const struct timespec& mtime = st.st_mtim;
#endif
    identity = FileIdentity{static_cast<uint64_t>(st.st_dev), static_cast<uint64_t>(st.st_ino),
                            static_cast<uint64_t>(st.st_size),
                            static_cast<int64_t>(mtime.tv_sec) * 1'000'000'000 + mtime.tv_nsec};
    return DatabaseFileState::File;
}

int authorizerCallback(void* state, int action, const char* a1, const char* a2, const char* a3,
                       const char* a4) {
    AuthDecision d = authorizeAction(action, a1, a2, a3, a4);
    if (d.kind == AuthDecision::Kind::Allow) return SQLITE_OK;
    auto* s = static_cast<AuthorizerState*>(state);
    if (d.kind == AuthDecision::Kind::Provisional) {
        if (s->denial.empty()) s->denial = std::move(d.message);
        return SQLITE_OK;
    }
    if (!s->denialFinal) {
        s->denial = std::move(d.message);
        s->denialFinal = true;
    }
    return SQLITE_DENY;
}

bool startsAsQuery(std::string_view statement) {
    if (!statement.empty() && statement[0] == '(') return true;
    std::string word;
    for (char c : statement) {
        if (!std::isalpha(static_cast<unsigned char>(c))) break;
        word += static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    }
    return word == "SELECT" || word == "WITH" || word == "VALUES" || word == "PRAGMA" ||
           word == "EXPLAIN";
}

bool isSqlSpace(char c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f';
}

size_t skipIgnorableSql(std::string_view s, size_t i) {
    const size_t n = s.size();
    while (i < n) {
        char c = s[i];
        if (isSqlSpace(c) || c == ';') {
            ++i;
        } else if (c == '-' && i + 1 < n && s[i + 1] == '-') {
            size_t eol = s.find('\n', i + 2);
            i = eol == std::string_view::npos ? n : eol + 1;
        } else if (c == '/' && i + 1 < n && s[i + 1] == '*') {
            size_t close = s.find("*/", i + 2);
            i = close == std::string_view::npos ? n : close + 2;
        } else {
            break;
        }
    }
    return i;
}

}  // namespace sqlscope::exec
