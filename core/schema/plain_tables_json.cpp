#include "core/schema/plain_tables_json.h"

#include <utility>
#include <vector>

#include "core/schema/schema_builder.h"

namespace sqlscope::schema {

namespace {

// Deeper than this, the reader declines (the general reader's own limit,
// util::kMaxJsonDepth, is higher, so nothing it rejects for depth is taken).
constexpr int kMaxDepth = 400;
constexpr int kMaxDigits = 18;  // every such integer fits a long long

struct ColumnPair {
    long long table = 0;
    std::string name;
};

struct KeyEntry {
    bool composite = false;  // a nested list (BIRD): the columns of one key
    std::vector<long long> columns;
};

// One entry's fields as written; absent ones stay empty optionals.
struct RawEntry {
    std::optional<std::string> dbId;
    std::optional<std::vector<std::string>> tableOriginals, tableNames, columnTypes;
    std::optional<std::vector<ColumnPair>> columnOriginals, columnNames;
    std::optional<std::vector<KeyEntry>> primaryKeys;
    std::optional<std::vector<std::pair<long long, long long>>> foreignKeys;
};

class Reader {
public:
    explicit Reader(std::string_view text) : p_(text.data()), end_(text.data() + text.size()) {}

    std::optional<SchemasById> read() {
        SchemasById schemas;
        skipBlanks();
        if (!take('[')) return std::nullopt;
        skipBlanks();
        if (!take(']')) {
            do {
                skipBlanks();
                RawEntry entry;
                if (!readEntry(entry)) return std::nullopt;
                std::optional<DatabaseSchema> schema = build(entry);
                if (!schema) return std::nullopt;
                std::string dbId = schema->dbId;
                if (!schemas.emplace(std::move(dbId), std::move(*schema)).second)
                    return std::nullopt;  // a duplicate db_id
                skipBlanks();
            } while (take(','));
            if (!take(']')) return std::nullopt;
        }
        skipBlanks();
        if (p_ != end_) return std::nullopt;
        return schemas;
    }

private:
    void skipBlanks() {
        while (p_ != end_ && (*p_ == ' ' || *p_ == '\n' || *p_ == '\r' || *p_ == '\t'))
            ++p_;
    }
    bool take(char c) {
        if (p_ == end_ || *p_ != c) return false;
        ++p_;
        return true;
    }
    // `c`, with blanks before and after it.
    bool takeBetweenBlanks(char c) {
        skipBlanks();
        if (!take(c)) return false;
        skipBlanks();
        return true;
    }

    // A string of printable ASCII with the short escapes; declines \u and
    // every byte outside printable ASCII.
    bool readString(std::string& out) {
        out.clear();
        if (!take('"')) return false;
        while (true) {
            const char* run = p_;
            while (p_ != end_) {
                const auto c = static_cast<unsigned char>(*p_);
                if (c < 0x20 || c >= 0x80 || c == '"' || c == '\\') break;
                ++p_;
            }
            out.append(run, static_cast<size_t>(p_ - run));
            if (p_ == end_) return false;
            if (*p_ == '"') {
                ++p_;
                return true;
            }
            if (*p_ != '\\' || ++p_ == end_) return false;
            switch (*p_++) {
                case '"':
                    out += '"';
                    break;
                case '\\':
                    out += '\\';
                    break;
                case '/':
                    out += '/';
                    break;
                case 'b':
                    out += '\b';
                    break;
                case 'f':
                    out += '\f';
                    break;
                case 'n':
                    out += '\n';
                    break;
                case 'r':
                    out += '\r';
                    break;
                case 't':
                    out += '\t';
                    break;
                default:
                    return false;
            }
        }
    }

    // An integer as JSON writes it (no leading zeros), without fraction or
    // exponent, of at most kMaxDigits digits.
    bool readInteger(long long& value) {
        const bool negative = take('-');
        const char* digits = p_;
        value = 0;
        while (p_ != end_ && *p_ >= '0' && *p_ <= '9')
            value = value * 10 + (*p_++ - '0');
        const auto count = p_ - digits;
        if (count == 0 || count > kMaxDigits || (count > 1 && *digits == '0')) return false;
        if (p_ != end_ && (*p_ == '.' || *p_ == 'e' || *p_ == 'E')) return false;
        if (negative) value = -value;
        return true;
    }

    bool readLiteral(std::string_view word) {
        if (static_cast<size_t>(end_ - p_) < word.size() ||
            std::string_view(p_, word.size()) != word)
            return false;
        p_ += word.size();
        return true;
    }

    // Any value of a field this reader does not use.
    bool skipValue(int depth) {
        if (p_ == end_ || depth > kMaxDepth) return false;
        switch (*p_) {
            case '"':
                return readString(scratch_);
            case 't':
                return readLiteral("true");
            case 'f':
                return readLiteral("false");
            case 'n':
                return readLiteral("null");
            case '[':
                return readList([&] { return skipValue(depth + 1); });
            case '{':
                return readObject([&](const std::string&) { return skipValue(depth + 1); });
            default: {
                long long ignored = 0;
                return readInteger(ignored);
            }
        }
    }

    // `{ "key": value, ... }`, each value read by `field(key)`.
    template <typename ReadField>
    bool readObject(ReadField&& field) {
        if (!take('{')) return false;
        skipBlanks();
        if (take('}')) return true;
        std::string key;
        do {
            skipBlanks();
            if (!readString(key) || !takeBetweenBlanks(':') || !field(key)) return false;
            skipBlanks();
        } while (take(','));
        return take('}');
    }

    // `[ item, item, ... ]`, each item read by `item()`.
    template <typename ReadItem>
    bool readList(ReadItem&& item) {
        if (!take('[')) return false;
        skipBlanks();
        if (take(']')) return true;
        do {
            skipBlanks();
            if (!item()) return false;
            skipBlanks();
        } while (take(','));
        return take(']');
    }

    // A field's list, each element read by `item(element)`; declined when
    // the field was given before.
    template <typename T, typename ReadItem>
    bool readListField(std::optional<std::vector<T>>& out, ReadItem&& item) {
        if (out) return false;
        out.emplace();
        return readList([&] { return item(out->emplace_back()); });
    }

    // `[first, second]`, each read by its function.
    template <typename ReadFirst, typename ReadSecond>
    bool readPair(ReadFirst&& first, ReadSecond&& second) {
        return take('[') && (skipBlanks(), first()) && takeBetweenBlanks(',') && second() &&
               (skipBlanks(), take(']'));
    }

    bool readStrings(std::optional<std::vector<std::string>>& out) {
        return readListField(out, [&](std::string& text) { return readString(text); });
    }

    bool readColumnPairs(std::optional<std::vector<ColumnPair>>& out) {
        return readListField(out, [&](ColumnPair& pair) {
            return readPair([&] { return readInteger(pair.table); },
                            [&] { return readString(pair.name); });
        });
    }

    bool readPrimaryKeys(std::optional<std::vector<KeyEntry>>& out) {
        return readListField(out, [&](KeyEntry& key) {
            if (p_ == end_ || *p_ != '[') return readInteger(key.columns.emplace_back());
            key.composite = true;
            return readList([&] { return readInteger(key.columns.emplace_back()); });
        });
    }

    bool readForeignKeys(std::optional<std::vector<std::pair<long long, long long>>>& out) {
        return readListField(out, [&](std::pair<long long, long long>& pair) {
            return readPair([&] { return readInteger(pair.first); },
                            [&] { return readInteger(pair.second); });
        });
    }

    bool readEntry(RawEntry& entry) {
        return readObject([&](const std::string& key) {
            if (key == "db_id") return !entry.dbId && readString(entry.dbId.emplace());
            if (key == "table_names_original") return readStrings(entry.tableOriginals);
            if (key == "table_names") return readStrings(entry.tableNames);
            if (key == "column_types") return readStrings(entry.columnTypes);
            if (key == "column_names_original") return readColumnPairs(entry.columnOriginals);
            if (key == "column_names") return readColumnPairs(entry.columnNames);
            if (key == "primary_keys") return readPrimaryKeys(entry.primaryKeys);
            if (key == "foreign_keys") return readForeignKeys(entry.foreignKeys);
            return skipValue(2);
        });
    }

    // The schema of `entry`, built as the general reader builds it (both
    // through SchemaBuilder), or nothing wherever that would report an
    // error.
    static std::optional<DatabaseSchema> build(RawEntry& entry) {
        if (!entry.dbId || !entry.tableOriginals || !entry.columnOriginals || !entry.primaryKeys ||
            !entry.foreignKeys)
            return std::nullopt;
        SchemaBuilder builder(std::move(*entry.dbId));
        std::vector<std::string>& tables = *entry.tableOriginals;
        if (entry.tableNames && !builder.sameLength("table_names", entry.tableNames->size(),
                                                    "table_names_original", tables.size()))
            return std::nullopt;
        for (size_t i = 0; i < tables.size(); ++i) {
            std::string displayName =
                entry.tableNames ? std::move((*entry.tableNames)[i]) : tables[i];
            builder.addTable(std::move(tables[i]), std::move(displayName));
        }
        std::vector<ColumnPair>& columns = *entry.columnOriginals;
        if (!builder.hasColumns(columns.size()) ||
            (entry.columnNames && !builder.sameLength("column_names", entry.columnNames->size(),
                                                      "column_names_original", columns.size())) ||
            (entry.columnTypes && !builder.sameLength("column_types", entry.columnTypes->size(),
                                                      "column_names_original", columns.size())))
            return std::nullopt;
        for (size_t i = 0; i < columns.size(); ++i) {
            if (!builder.addColumn(columns[i].table, std::move(columns[i].name)))
                return std::nullopt;
            Column& column = builder.lastColumn();
            column.displayName =
                entry.columnNames ? std::move((*entry.columnNames)[i].name) : column.name;
            if (entry.columnTypes) column.type = std::move((*entry.columnTypes)[i]);
        }
        for (size_t i = 0; i < entry.primaryKeys->size(); ++i) {
            const KeyEntry& key = (*entry.primaryKeys)[i];
            const FieldPosition at{"primary_keys", i};
            if (!key.composite) {
                ColumnIndex column = 0;
                if (key.columns.size() != 1 || !builder.columnIndex(key.columns[0], at, column))
                    return std::nullopt;
                builder.addKeyColumn(column);
                continue;
            }
            if (!builder.beginCompositeKey(key.columns.size(), at)) return std::nullopt;
            for (size_t j = 0; j < key.columns.size(); ++j)
                if (!builder.compositeKeyColumn(
                        key.columns[j],
                        FieldPosition{"primary_keys", i, static_cast<long long>(j)}))
                    return std::nullopt;
            builder.endCompositeKey();
        }
        for (size_t i = 0; i < entry.foreignKeys->size(); ++i) {
            const auto& [from, to] = (*entry.foreignKeys)[i];
            ColumnIndex column = 0, referenced = 0;
            if (!builder.columnIndex(from, FieldPosition{"foreign_keys", i, 0}, column) ||
                !builder.columnIndex(to, FieldPosition{"foreign_keys", i, 1}, referenced))
                return std::nullopt;
            builder.addForeignKey(column, referenced);
        }
        return builder.take();
    }

    const char* p_;
    const char* end_;
    std::string scratch_;
};

}  // namespace

std::optional<SchemasById> readPlainTablesJson(std::string_view text) {
    return Reader(text).read();
}

}  // namespace sqlscope::schema
