#include "core/bind/catalog.h"

#include "core/util/ascii_case.h"

namespace sqlscope::bind {

std::optional<size_t> CatalogTable::findColumn(std::string_view column) const {
    for (size_t i = 0; i < columns.size(); ++i) {
        // Inline: most columns differ in their size, which is compared first.
        if (util::equalsIgnoringAsciiCase(columns[i], column)) return i;
    }
    return std::nullopt;
}

}  // namespace sqlscope::bind
