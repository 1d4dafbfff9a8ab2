// readPlainTablesJson, the one-pass reader of an ordinary tables.json: for
// every text it takes, the same schemas as the general reader
// (Catalog::fromTablesJsonText without it); it declines whatever the general
// reader rejects, including every one-character mutation of a small file,
// and what it leaves to the general reader (\u escapes, non-ASCII, floats,
// a field given twice, a byte order mark, deep nesting).
#include <QObject>
#include <QTest>

#include <filesystem>
#include <string>
#include <vector>

#include "core/schema/catalog.h"
#include "core/schema/plain_tables_json.h"
#include "core/util/file_text.h"
#include "tests/fixture_db.h"
#include "tests/test_registry.h"

using namespace sqlscope::schema;
using namespace sqlscope::testing;

namespace {

std::string joined(const std::vector<int>& values) {
    std::string out;
    for (int v : values)
        out += (out.empty() ? "" : ",") + std::to_string(v);
    return out;
}

// Everything a schema read from tables.json holds, one line per fact.
std::string describe(const SchemasById& schemas) {
    std::string out;
    for (const auto& [id, db] : schemas) {
        out += "db " + id + " (" + db.dbId + ")\n";
        for (const Table& t : db.tables)
            out += " table " + t.name + " | " + t.displayName + " | columns " + joined(t.columns) +
                   " | pk " + joined(t.primaryKey) + "\n";
        for (const Column& c : db.columns)
            out += " column " + std::to_string(c.table) + " " + c.name + " | " + c.displayName +
                   " | " + c.type + "\n";
        for (const ForeignKey& k : db.foreignKeys)
            out += " fk " + std::to_string(k.column) + " -> " + std::to_string(k.referenced) + "\n";
    }
    return out;
}

// The general reader's verdict on `text`: its schemas, or "error: ...".
std::string general(const std::string& text) {
    CatalogLoad load = Catalog::fromTablesJsonText(text, "t.json", false);
    return load.ok() ? describe(load.catalog.databases()) : "error: " + load.error;
}

// The catalog as fromTablesJson makes it (the one pass first).
std::string combined(const std::string& text) {
    CatalogLoad load = Catalog::fromTablesJsonText(text, "t.json", true);
    return load.ok() ? describe(load.catalog.databases()) : "error: " + load.error;
}

// (An ordinary string literal: moc's scanner does not take a raw one that
// holds backslashes.)
const char* const kSmall =
    "[\n"
    "  {\"db_id\": \"tiny\", \"table_names_original\": [\"A\", \"b\"],"
    " \"table_names\": [\"a\", \"b b\"],\n"
    "   \"column_names_original\": [[-1, \"*\"], [0, \"Id\"], [1, \"id\"], [1, \"a_id\"]],\n"
    "   \"column_names\": [[-1, \"*\"], [0, \"id\"], [1, \"id\"], [1, \"a id\"]],\n"
    "   \"column_types\": [\"text\", \"number\", \"number\", \"number\"],\n"
    "   \"primary_keys\": [1, [2, 3]], \"foreign_keys\": [[3, 1]],"
    " \"extra\": {\"x\": [true, null, -2]}},\n"
    "  {\"foreign_keys\": [], \"primary_keys\": [],"
    " \"column_names_original\": [[-1, \"*\"], [0, \"C\\\"q\\\\\"]],\n"
    "   \"table_names_original\": [\"T\"], \"db_id\": \"bare\"}\n"
    "]";

}  // namespace

class PlainTablesJsonTest : public QObject {
    Q_OBJECT

private slots:
    void sameSchemasAsTheGeneralReader() {
        std::vector<std::string> texts = {kSmall, "[]", " [ ] \n"};
        for (const char* name : {"dogs", "readings"})
            texts.push_back(sqlscope::util::readFileText(fixtureDir(name) + "tables.json").content);
        for (const std::string& text : texts)
            QVERIFY(!text.empty());
        // The real benchmarks' files, when ../shared is here.
        if (const std::string shared = sharedDir(); !shared.empty())
            for (const char* file : {"/data/spider/tables.json", "/data/etm/cosql_dev/tables.json"})
                if (std::filesystem::exists(shared + file))
                    texts.push_back(sqlscope::util::readFileText(shared + file).content);
        for (const std::string& text : texts) {
            std::optional<SchemasById> plain = readPlainTablesJson(text);
            QVERIFY2(plain.has_value(), text.substr(0, 80).c_str());
            QCOMPARE(QString::fromStdString(describe(*plain)),
                     QString::fromStdString(general(text)));
        }
        // What the small file holds, read by hand.
        const SchemasById small = *readPlainTablesJson(kSmall);
        const DatabaseSchema& tiny = small.at("tiny");
        QCOMPARE(tiny.tables[1].displayName, std::string("b b"));
        QCOMPARE(tiny.tables[1].primaryKey, (std::vector<ColumnIndex>{2, 3}));
        QCOMPARE(tiny.columns[3].displayName, std::string("a id"));
        QCOMPARE(small.at("bare").columns[1].name, std::string("C\"q\\"));
        QCOMPARE(small.at("bare").columns[1].displayName, std::string("C\"q\\"));
    }

    void declinesWhatItLeavesToTheGeneralReader() {
        const std::string small = kSmall;
        auto with = [&](const std::string& from, const std::string& to) {
            std::string text = small;
            const size_t at = text.find(from);
            if (at == std::string::npos) qFatal("no '%s' in the text", from.c_str());
            return text.replace(at, from.size(), to);
        };
        const std::vector<std::string> accepted = {
            with("\"b b\"", "\"b\\u0020b\""),                                // a \u escape
            with("\"b b\"", "\"b \xC3\xA9\""),                               // non-ASCII
            with("-2", "-2.5"),                                              // a float, not read
            with("[[3, 1]]", "[[3, 1]], \"foreign_keys\": [[3, 1]]"),        // a field twice
            "\xEF\xBB\xBF" + small,                                          // a byte order mark
            with("[-1, \"*\"], [0, \"id\"]", "[null, \"*\"], [0, \"id\"]"),  // column_names[0]
            with("[true, null, -2]", std::string(450, '[') + std::string(450, ']')),  // deep
        };
        for (const std::string& text : accepted) {
            QVERIFY2(!readPlainTablesJson(text), text.substr(0, 120).c_str());
            const std::string expected = general(text);
            QVERIFY2(!expected.starts_with("error"), expected.c_str());
            QCOMPARE(QString::fromStdString(combined(text)), QString::fromStdString(expected));
        }
    }

    // Every text made from the small file by deleting one character, or by
    // replacing it with one of a few that JSON cares about: the one pass
    // takes it only when the general reader does, with the same schemas, and
    // the catalog always equals the general reader's (its errors included).
    void everyMutationAgreesWithTheGeneralReader() {
        const std::string small = kSmall;
        size_t taken = 0, declined = 0, errors = 0;
        std::vector<std::string> mutations;
        for (size_t i = 0; i < small.size(); ++i) {
            mutations.push_back(small.substr(0, i) + small.substr(i + 1));
            for (const char c : std::string("\"[]{},:-1 \\e."))
                if (c != small[i])
                    mutations.push_back(small.substr(0, i) + c + small.substr(i + 1));
        }
        for (const std::string& text : mutations) {
            const std::string expected = general(text);
            const std::optional<SchemasById> plain = readPlainTablesJson(text);
            if (plain) {
                ++taken;
                QCOMPARE(QString::fromStdString(describe(*plain)),
                         QString::fromStdString(expected));
            } else {
                ++declined;
            }
            if (expected.starts_with("error")) ++errors;
            QCOMPARE(QString::fromStdString(combined(text)), QString::fromStdString(expected));
        }
        // The mutations reach both sides of the reader.
        QVERIFY(taken > 100);
        QVERIFY(errors > 1000);
        QVERIFY(declined >= errors);
    }
};

SQLSCOPE_TEST_SUITE(PlainTablesJsonTest)
#include "plain_tables_json_test.moc"
