#include "core/match/esm_plus/etm_schema.h"

#include <algorithm>

#include "core/match/esm/python_semantics.h"
#include "core/match/esm_plus/etm_sql.h"

namespace sqlscope::match::esm_plus {

using esm::pythonLower;

bool EtmTable::hasColumn(std::string_view column) const {
    return std::find(columns.begin(), columns.end(), column) != columns.end();
}

bool EtmTable::isPrimaryKey(const std::string& column) const {
    return std::find(primaryKeys.begin(), primaryKeys.end(), column) != primaryKeys.end();
}

const std::string* EtmTable::foreignKeyOf(const std::string& column) const {
    auto it = foreignKeys.find(column);
    return it == foreignKeys.end() ? nullptr : &it->second;
}

const EtmTable* EtmSchema::findTable(const std::string& name) const {
    auto it = tables.find(name);
    return it == tables.end() ? nullptr : &it->second;
}

const std::string* EtmSchema::tableName(std::string_view name) const {
    for (const std::string& table : tableNames)
        if (table == name) return &table;
    return nullptr;
}

const EtmTable& EtmSchema::table(const std::string& name) const {
    const EtmTable* found = findTable(name);
    if (!found) raiseKeyError(name);
    return *found;
}

const std::string& EtmSchema::id(std::string_view key) const {
    auto it = idMap.find(key);
    if (it == idMap.end()) raiseKeyError(std::string(key));
    return it->second;
}

namespace {

void buildIdMap(EtmSchema& schema) {
    auto add = [&](const std::string& key, const std::string& value) {
        schema.idMap.emplace(key, value);
        schema.keyOfId[value] = key;
    };
    add("*", "__all__");
    for (const std::string& name : schema.tableNames)
        for (const std::string& column : schema.tables[name].columns)
            add(name + "." + column, "__" + name + "." + column + "__");
    for (const std::string& name : schema.tableNames)
        add(name, "__" + name + "__");
}

EtmTable& addTable(EtmSchema& schema, const std::string& name) {
    if (schema.tables.find(name) == schema.tables.end()) schema.tableNames.push_back(name);
    EtmTable& table = schema.tables[name];
    table = EtmTable{};
    table.name = name;
    return table;
}

}  // namespace

EtmSchema EtmSchema::fromFile(const std::string& dbId, const schema::FileSchema& file) {
    EtmSchema schema;
    schema.dbId = dbId;
    schema.path = file.path;
    schema.source = schema::FactSource::Pragma;
    for (const schema::FileTable& fileTable : file.tables) {
        EtmTable& table = addTable(schema, pythonLower(fileTable.name));
        for (const schema::FileColumn& column : fileTable.columns) {
            std::string name = pythonLower(column.name);
            table.columns.push_back(name);
            table.declaredTypes[name] = column.declaredType;
            if (column.primaryKeyOrder > 0) table.primaryKeys.push_back(name);
            if (column.notNull) table.notNull.insert(name);
        }
        if (table.primaryKeys.size() == 1) {
            table.notNull.insert(table.primaryKeys.front());
            table.unique.insert(table.primaryKeys.front());
            table.uniqueStrict.insert(table.primaryKeys.front());
        }
        for (const schema::FileUniqueIndex& index : fileTable.uniqueIndexes) {
            if (index.columns.size() != 1) continue;
            if (index.columns.front().empty()) {
                // index_info names an expression column None; None.lower() raises.
                if (schema.referenceError.empty())
                    schema.referenceError =
                        "AttributeError: 'NoneType' object has no attribute 'lower'";
                continue;
            }
            std::string column = pythonLower(index.columns.front());
            table.unique.insert(column);
            if (!index.partial) table.uniqueStrict.insert(column);
        }
        for (const schema::FileForeignKey& key : fileTable.foreignKeys) {
            for (size_t i = 0; i < key.columns.size(); ++i) {
                std::string to = i < key.referencedColumns.size() ? key.referencedColumns[i] : "";
                if (to.empty()) {
                    // PRAGMA table_info(<referenced>): its pk = 1 column, exactly one.
                    std::vector<std::string> keys;
                    for (const schema::FileTable& other : file.tables) {
                        if (pythonLower(other.name) != pythonLower(key.referencedTable)) continue;
                        for (const schema::FileColumn& column : other.columns)
                            if (column.primaryKeyOrder == 1) keys.push_back(column.name);
                        break;
                    }
                    if (keys.size() != 1) {
                        if (schema.referenceError.empty())
                            schema.referenceError =
                                "AssertionError: Foreign key referencing more than one primary "
                                "key or no primary keys";
                        continue;
                    }
                    to = keys.front();
                }
                table.foreignKeys[pythonLower(key.columns[i])] =
                    pythonLower(key.referencedTable) + "." + pythonLower(to);
            }
        }
    }
    buildIdMap(schema);
    return schema;
}

EtmSchema EtmSchema::fromTablesJson(const schema::DatabaseSchema& entry) {
    EtmSchema schema;
    schema.dbId = entry.dbId;
    schema.source = schema::FactSource::TablesJson;
    for (const schema::Table& jsonTable : entry.tables) {
        EtmTable& table = addTable(schema, pythonLower(jsonTable.name));
        for (schema::ColumnIndex index : jsonTable.columns) {
            const schema::Column& column = entry.columns[static_cast<size_t>(index)];
            table.columns.push_back(pythonLower(column.name));
            table.declaredTypes[pythonLower(column.name)] = column.type;
        }
        for (schema::ColumnIndex index : jsonTable.primaryKey)
            table.primaryKeys.push_back(
                pythonLower(entry.columns[static_cast<size_t>(index)].name));
        if (table.primaryKeys.size() == 1) {
            table.notNull.insert(table.primaryKeys.front());
            table.unique.insert(table.primaryKeys.front());
            table.uniqueStrict.insert(table.primaryKeys.front());
        }
    }
    for (const schema::ForeignKey& key : entry.foreignKeys) {
        const schema::Column& from = entry.columns[static_cast<size_t>(key.column)];
        const schema::Column& to = entry.columns[static_cast<size_t>(key.referenced)];
        if (from.table < 0 || to.table < 0) continue;
        std::string fromTable = pythonLower(entry.tables[static_cast<size_t>(from.table)].name);
        std::string toTable = pythonLower(entry.tables[static_cast<size_t>(to.table)].name);
        schema.tables[fromTable].foreignKeys[pythonLower(from.name)] =
            toTable + "." + pythonLower(to.name);
    }
    buildIdMap(schema);
    return schema;
}

std::string pyStrip(std::string_view text, std::string_view chars) {
    return std::string(pyStripView(text, chars));
}

namespace {

// chars.find(c) for the one- or two-character sets the callers strip: a
// plain loop, as a call to memchr costs more than the search.
bool isAnyOf(char c, std::string_view chars) {
    for (char s : chars)
        if (s == c) return true;
    return false;
}

}  // namespace

std::string_view pyStripView(std::string_view text, std::string_view chars) {
    size_t begin = 0, end = text.size();
    while (begin < end && isAnyOf(text[begin], chars))
        ++begin;
    while (end > begin && isAnyOf(text[end - 1], chars))
        --end;
    return text.substr(begin, end - begin);
}

SplitFields pySplitFields(std::string_view text, char sep) {
    // One pass over the (short) text: the first two fields and the count.
    SplitFields fields;
    size_t first = std::string_view::npos, second = std::string_view::npos;
    for (size_t i = 0; i < text.size(); ++i) {
        if (text[i] != sep) continue;
        ++fields.count;
        if (first == std::string_view::npos) {
            first = i;
        } else if (second == std::string_view::npos) {
            second = i;
        }
    }
    if (first == std::string_view::npos) {
        fields.first = text;
        return fields;
    }
    fields.first = text.substr(0, first);
    fields.second = text.substr(
        first + 1, second == std::string_view::npos ? std::string_view::npos : second - first - 1);
    return fields;
}

std::vector<std::string> pySplit(std::string_view text, char sep) {
    std::vector<std::string> parts;
    size_t start = 0;
    while (true) {
        size_t at = text.find(sep, start);
        if (at == std::string_view::npos) {
            parts.emplace_back(text.substr(start));
            return parts;
        }
        parts.emplace_back(text.substr(start, at - start));
        start = at + 1;
    }
}

// ---- QueryFacts ---------------------------------------------------------------

const QueryFacts::Added* QueryFacts::added(const std::vector<Added>& list, const std::string& table,
                                           const std::string& column) const {
    for (const Added& a : list)
        if (a.table == table && a.column == column) return &a;
    return nullptr;
}

bool QueryFacts::notNull(const std::string& table, const std::string& column) const {
    const EtmTable& t = schema_.table(table);
    return t.notNull.count(column) > 0 || added(notNull_, table, column) != nullptr;
}

bool QueryFacts::unique(const std::string& table, const std::string& column) const {
    const EtmTable& t = schema_.table(table);
    const auto& set = strict_ ? t.uniqueStrict : t.unique;
    bool result = set.count(column) > 0 || added(unique_, table, column) != nullptr;
    if (!result && trace_ && added(suppressed_, table, column))
        trace_->deviate("strict: no UNIQUE propagation through joins");
    return result;
}

void QueryFacts::suppressUnique(const std::string& table, const std::string& column) {
    if (!added(suppressed_, table, column)) suppressed_.push_back({table, column, ""});
}

bool QueryFacts::primaryKey(const std::string& table, const std::string& column) const {
    return schema_.table(table).isPrimaryKey(column);
}

size_t QueryFacts::primaryKeyCount(const std::string& table) const {
    return schema_.table(table).primaryKeys.size();
}

const std::string* QueryFacts::foreignKey(const std::string& table,
                                          const std::string& column) const {
    return schema_.table(table).foreignKeyOf(column);
}

void QueryFacts::addNotNull(const std::string& table, const std::string& column,
                            const std::string& via) {
    if (!notNull(table, column)) notNull_.push_back({table, column, via});
}

void QueryFacts::addUnique(const std::string& table, const std::string& column,
                           const std::string& via) {
    if (!unique(table, column)) unique_.push_back({table, column, via});
}

FactUse QueryFacts::describe(const std::string& table, const std::string& column, bool holds,
                             const std::vector<Added>& list, const std::string& what,
                             bool keyFact) const {
    FactUse fact;
    if (traceTexts_) {
        fact.text.reserve(table.size() + column.size() + what.size() + 5);
        fact.text.append(table).append(".").append(column).append(" is ").append(what);
    }
    fact.holds = holds;
    fact.source = schema_.source;
    if (const Added* a = added(list, table, column)) {
        fact.source = schema::FactSource::Propagated;
        if (traceTexts_)
            fact.text += " (propagated from " + a->via + " through the join condition)";
    } else if (!holds && !keyFact && schema_.source == schema::FactSource::TablesJson) {
        fact.known = false;
        if (traceTexts_)
            fact.text += " (unknown: no database file, and tables.json has no NOT NULL or UNIQUE)";
    }
    return fact;
}

FactUse QueryFacts::notNullFact(const std::string& table, const std::string& column) const {
    return describe(table, column, notNull(table, column), notNull_, "NOT NULL", false);
}

FactUse QueryFacts::uniqueFact(const std::string& table, const std::string& column) const {
    return describe(table, column, unique(table, column), unique_, "UNIQUE", false);
}

FactUse QueryFacts::primaryKeyFact(const std::string& table, const std::string& column) const {
    const EtmTable& t = schema_.table(table);
    std::string what;  // the fact's wording, for the text
    if (traceTexts_ && t.primaryKeys.size() <= 1) {
        what = "the primary key";
    } else if (traceTexts_) {
        what = "part of the composite primary key (";
        for (size_t i = 0; i < t.primaryKeys.size(); ++i)
            what += (i ? ", " : "") + t.primaryKeys[i];
        what += ")";
    }
    return describe(table, column, t.isPrimaryKey(column), {}, what, true);
}

FactUse QueryFacts::foreignKeyFact(const std::string& table, const std::string& column,
                                   const std::string& target) const {
    const std::string* fk = foreignKey(table, column);
    return describe(table, column, fk && *fk == target, {},
                    traceTexts_ ? "a foreign key to " + target : std::string(), true);
}

}  // namespace sqlscope::match::esm_plus
