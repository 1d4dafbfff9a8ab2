#include "core/match/esm/foreign_key_map.h"

#include <set>
#include <vector>

#include "core/match/esm/python_semantics.h"

namespace sqlscope::match::esm {

ForeignKeyMap buildForeignKeyMap(const schema::DatabaseSchema& entry) {
    std::vector<std::string> ids;
    ids.reserve(entry.columns.size());
    for (const schema::Column& column : entry.columns) {
        if (column.table >= 0) {
            const std::string& table = entry.tables[static_cast<size_t>(column.table)].name;
            ids.push_back("__" + pythonLower(table) + "." + pythonLower(column.name) + "__");
        } else {
            ids.push_back("__all__");
        }
    }

    std::vector<std::set<int>> groups;
    for (const schema::ForeignKey& key : entry.foreignKeys) {
        std::set<int>* group = nullptr;
        for (std::set<int>& existing : groups) {
            if (existing.count(key.column) || existing.count(key.referenced)) {
                group = &existing;
                break;
            }
        }
        if (!group) group = &groups.emplace_back();
        group->insert(key.column);
        group->insert(key.referenced);
    }

    ForeignKeyMap map;
    for (const std::set<int>& group : groups) {
        const std::string& representative = ids[static_cast<size_t>(*group.begin())];
        for (int index : group)
            map[ids[static_cast<size_t>(index)]] = representative;
    }
    return map;
}

}  // namespace sqlscope::match::esm
