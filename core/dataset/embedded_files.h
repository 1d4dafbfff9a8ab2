// Text files compiled into the binary (the demo benchmark of resources/demo),
// generated at build time by resources/CMakeLists.txt.
#pragma once

#include <span>
#include <string_view>

namespace sqlscope::dataset {

struct EmbeddedFile {
    std::string_view path;  // relative to resources/demo, '/'-separated
    std::string_view content;
};

// Every file of resources/demo, sorted by path.
std::span<const EmbeddedFile> embeddedDemoFiles();

}  // namespace sqlscope::dataset
