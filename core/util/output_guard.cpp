#include "core/util/output_guard.h"

#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <filesystem>
#include <system_error>

namespace sqlscope::util {

namespace {

namespace fs = std::filesystem;

std::string cannotWrite(const RolePath& output, const std::string& why) {
    return output.role + " " + output.path + ": cannot write: " + why;
}

// The folder a path's file goes in, as the user would name it.
std::string folderOf(const std::string& path) {
    std::string folder = fs::path(path).parent_path().string();
    return folder.empty() ? "." : folder;
}

// Two spellings of one file that does not exist yet: compared as absolute
// paths with every existing link and "." / ".." resolved.
std::string normalised(const std::string& path) {
    std::error_code ec;
    fs::path absolute = fs::absolute(path, ec);
    if (ec) return path;
    fs::path canonical = fs::weakly_canonical(absolute, ec);
    return ec ? absolute.lexically_normal().string() : canonical.string();
}

}  // namespace

OutputGuard::OutputGuard(std::vector<RolePath> outputs) {
    for (RolePath& file : outputs) {
        if (file.path.empty() || file.path == "-") continue;
        Output output{std::move(file)};
        struct stat info {};
        if (::stat(output.file.path.c_str(), &info) == 0) {
            output.exists = true;
            output.device = info.st_dev;
            output.inode = info.st_ino;
        }
        outputs_.push_back(std::move(output));
    }
}

bool OutputGuard::anyOutputExists() const {
    for (const Output& output : outputs_)
        if (output.exists) return true;
    return false;
}

std::string OutputGuard::checkOutputs() const {
    for (const Output& output : outputs_) {
        const std::string& path = output.file.path;
        struct stat info {};
        if (::stat(path.c_str(), &info) == 0 && S_ISDIR(info.st_mode))
            return cannotWrite(output.file, "it is a folder");
        // An output is renamed over its target when complete: a device or a
        // FIFO (say /dev/null) would be replaced by a regular file.
        if (::stat(path.c_str(), &info) == 0 && !S_ISREG(info.st_mode))
            return cannotWrite(output.file,
                               "it is not a regular file (a device, FIFO or socket), which a "
                               "finished output would replace; give a file path, or - for "
                               "standard output");
        const std::string folder = folderOf(path);
        if (::stat(folder.c_str(), &info) != 0) {
            if (errno == ENOENT) return cannotWrite(output.file, "no such folder " + folder);
            if (errno == ENOTDIR) return cannotWrite(output.file, folder + " is not a folder");
            return cannotWrite(
                output.file,
                folder + ": " + std::error_code(errno, std::generic_category()).message());
        }
        if (!S_ISDIR(info.st_mode)) return cannotWrite(output.file, folder + " is not a folder");
        if (::access(folder.c_str(), W_OK | X_OK) != 0)
            return cannotWrite(output.file, "folder " + folder + " is not writable");
    }
    for (size_t i = 0; i < outputs_.size(); ++i) {
        for (size_t j = 0; j < i; ++j) {
            const Output& a = outputs_[i];
            const Output& b = outputs_[j];
            const bool same = a.exists && b.exists
                                  ? a.device == b.device && a.inode == b.inode
                                  : normalised(a.file.path) == normalised(b.file.path);
            if (same)
                return a.file.role + " " + a.file.path + ": is the same file as " + b.file.role +
                       " " + b.file.path + "; refusing to write two outputs to one file";
        }
    }
    return {};
}

std::string OutputGuard::checkInputs(const std::vector<RolePath>& inputs) const {
    if (!anyOutputExists()) return {};
    for (const RolePath& input : inputs) {
        struct stat info {};
        if (input.path.empty() || ::stat(input.path.c_str(), &info) != 0) continue;
        for (const Output& output : outputs_) {
            if (output.exists && output.device == info.st_dev && output.inode == info.st_ino)
                return output.file.role + " " + output.file.path + ": is the same file as " +
                       input.role + " " + input.path + "; refusing to overwrite an input";
        }
    }
    return {};
}

}  // namespace sqlscope::util
