// Workspace's counterexample searches (schema version 5, docs/workspace.md):
// the writer and reader of counterexample_searches and counterexamples.
#include <sqlite3.h>

#include <cstdio>
#include <nlohmann/json.hpp>

#include "core/inspect/pair_counterexamples.h"
#include "core/util/hex_bytes.h"
#include "core/util/utc_time.h"
#include "core/workspace/evaluation_settings_json.h"
#include "core/workspace/sqlite_statement.h"
#include "core/workspace/workspace.h"

namespace sqlscope::workspace {

namespace {

nlohmann::json resultJson(const exec::ResultSet& result) {
    nlohmann::json rows = nlohmann::json::array();
    for (const exec::Row& row : result.rows) {
        nlohmann::json cells = nlohmann::json::array();
        for (const exec::Value& v : row) {
            switch (v.type()) {
                case exec::Value::Type::Null:
                    cells.push_back(nullptr);
                    break;
                case exec::Value::Type::Integer:
                    cells.push_back(v.asInteger());
                    break;
                case exec::Value::Type::Real:
                    cells.push_back(v.asReal());
                    break;
                case exec::Value::Type::Text:
                    cells.push_back(v.bytes());
                    break;
                case exec::Value::Type::Blob:
                    cells.push_back({{"blob", util::hexOfBytes(v.bytes())}});
                    break;
            }
        }
        rows.push_back(std::move(cells));
    }
    return {{"columns", result.columnNames}, {"rows", std::move(rows)}};
}

exec::ResultSet resultOf(const nlohmann::json& json) {
    exec::ResultSet result;
    if (!json.is_object()) return result;
    if (json.contains("columns"))
        result.columnNames = json.at("columns").get<std::vector<std::string>>();
    if (!json.contains("rows")) return result;
    for (const nlohmann::json& cells : json.at("rows")) {
        exec::Row row;
        for (const nlohmann::json& cell : cells) {
            if (cell.is_null())
                row.push_back(exec::Value::null());
            else if (cell.is_number_integer())
                row.push_back(exec::Value::integer(cell.get<int64_t>()));
            else if (cell.is_number())
                row.push_back(exec::Value::real(cell.get<double>()));
            else if (cell.is_string())
                row.push_back(exec::Value::text(cell.get<std::string>()));
            else if (cell.is_object() && cell.contains("blob"))
                row.push_back(
                    exec::Value::blob(util::bytesOfHex(cell.at("blob").get<std::string>())));
            else
                row.push_back(exec::Value::null());
        }
        result.rows.push_back(std::move(row));
    }
    return result;
}

void bindOptional(Statement& statement, int index, std::optional<int> value) {
    if (value)
        statement.bind(index, int64_t{*value});
    else
        statement.bindNull(index);
}

}  // namespace

std::string Workspace::saveCounterexamples(const std::string& key,
                                           const inspect::RecordedCounterexamples& recorded) {
    if (key.empty()) return fail("an empty evaluation key");
    Transaction transaction(db_);
    if (!transaction.ok()) return fail(transaction.error());
    Statement drop(db_, "DELETE FROM counterexample_searches WHERE key = ?1");
    drop.bind(1, key);
    if (!drop.run()) return fail(drop.error());
    Statement search(db_, "INSERT INTO counterexample_searches VALUES (?1, ?2, ?3)");
    search.bind(1, key)
        .bind(2, counterexampleSettingsJson(recorded.settings))
        .bind(3, util::utcNowIso8601());
    if (!search.run()) return fail(search.error());
    Statement insert(db_,
                     "INSERT INTO counterexamples(key, item, run, exc, sqlscope, status, reason, "
                     "script, rows, results) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)");
    for (const inspect::KeyedCounterexample& pair : recorded.pairs) {
        const inspect::PairCounterexample& r = pair.record;
        insert.reset();
        insert.bind(1, key).bind(2, int64_t{pair.item}).bind(3, pair.run);
        bindOptional(insert, 4, r.exc);
        bindOptional(insert, 5, r.sqlscope);
        insert.bind(6, inspect::cxStatusKey(r.status))
            .bind(7, r.reason)
            .bind(8, r.script)
            .bind(9, static_cast<int64_t>(r.rows))
            .bind(10, r.status == inspect::CxStatus::Found
                          ? nlohmann::json{{"gold", resultJson(r.goldResult)},
                                           {"prediction", resultJson(r.predResult)}}
                                .dump()
                          : std::string());
        if (!insert.run()) return fail(insert.error());
    }
    if (std::string e = transaction.commit(); !e.empty()) return fail(e);
    return "";
}

std::optional<inspect::RecordedCounterexamples> Workspace::counterexamples(
    const std::string& key, std::string* error) const {
    if (error) error->clear();
    auto setError = [&](const std::string& e) {
        if (error) *error = fail(e);
    };
    Statement search(db_, "SELECT settings FROM counterexample_searches WHERE key = ?1");
    search.bind(1, key);
    if (!search.step()) {
        if (!search.ok()) setError(search.error());
        return std::nullopt;
    }
    inspect::RecordedCounterexamples recorded;
    if (std::string e = readCounterexampleSettings(search.text(0), recorded.settings); !e.empty()) {
        setError(e);
        return std::nullopt;
    }
    Statement select(db_,
                     "SELECT item, run, exc, sqlscope, status, reason, script, rows, results "
                     "FROM counterexamples WHERE key = ?1 ORDER BY item, run");
    select.bind(1, key);
    while (select.step()) {
        inspect::KeyedCounterexample pair;
        pair.item = static_cast<uint32_t>(select.integer(0));
        pair.run = select.text(1);
        inspect::PairCounterexample& r = pair.record;
        if (!select.isNull(2)) r.exc = static_cast<int>(select.integer(2));
        if (!select.isNull(3)) r.sqlscope = static_cast<int>(select.integer(3));
        r.status = inspect::parseCxStatus(select.text(4)).value_or(inspect::CxStatus::NotSearched);
        r.reason = select.text(5);
        r.script = select.text(6);
        r.rows = static_cast<size_t>(select.integer(7));
        const std::string results = select.text(8);
        if (!results.empty()) {
            const nlohmann::json json = nlohmann::json::parse(results, nullptr, false);
            try {
                if (json.is_object() && json.contains("gold"))
                    r.goldResult = resultOf(json.at("gold"));
                if (json.is_object() && json.contains("prediction"))
                    r.predResult = resultOf(json.at("prediction"));
            } catch (const nlohmann::json::exception& e) {
                setError(std::string("counterexamples.results: ") + e.what());
                return std::nullopt;
            }
        }
        recorded.pairs.push_back(std::move(pair));
    }
    if (!select.ok()) {
        setError(select.error());
        return std::nullopt;
    }
    return recorded;
}

}  // namespace sqlscope::workspace
