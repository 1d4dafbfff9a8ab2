#include "core/bind/binding.h"

#include "core/util/ascii_case.h"

namespace sqlscope::bind {

namespace {

std::optional<size_t> indexIn(const std::vector<std::string>& names, std::string_view name) {
    for (size_t i = 0; i < names.size(); ++i)
        if (util::equalsIgnoringAsciiCase(names[i], name)) return i;
    return std::nullopt;
}

}  // namespace

std::optional<size_t> Binding::findColumn(std::string_view column) const {
    if (kind == BindingKind::Table) return table->findColumn(column);
    if (derived()) return indexIn(columns, column);
    return std::nullopt;
}

bool Binding::isJoined(std::string_view column) const {
    return indexIn(joined, column).has_value();
}

const std::vector<std::string>& Binding::columnNames() const {
    static const std::vector<std::string> none;
    if (kind == BindingKind::Table) return table->columns;
    if (derived()) return columns;
    return none;
}

}  // namespace sqlscope::bind
