#include "core/counterexample/database_script.h"

#include <algorithm>

#include "core/counterexample/schema_constraints.h"
#include "core/counterexample/scratch_database.h"

namespace sqlscope::counterexample {

std::string databaseScript(const SchemaConstraints& schema, const DatabaseContent& content,
                           const std::vector<size_t>& tables) {
    std::vector<size_t> order = tables;
    std::sort(order.begin(), order.end());
    std::string script;
    for (size_t t : order) {
        const TableConstraints& table = schema.tables[t];
        script += table.createSql + ";\n";
    }
    for (size_t t : order) {
        if (t >= content.size()) continue;
        for (const exec::Row& row : content[t]) {
            script += "INSERT INTO " + quoteIdentifier(schema.tables[t].name) + " VALUES(";
            for (size_t c = 0; c < row.size(); ++c)
                script += (c ? ", " : "") + sqlLiteral(row[c]);
            script += ");\n";
        }
    }
    return script;
}

}  // namespace sqlscope::counterexample
