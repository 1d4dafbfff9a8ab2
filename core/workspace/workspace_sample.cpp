// Workspace's labelling sample (schema version 3, docs/workspace.md): the
// writer and reader of labelling_sample, sample_strata and sample_members.
#include <sqlite3.h>

#include "core/inspect/verdict_columns.h"
#include "core/util/utc_time.h"
#include "core/workspace/sqlite_statement.h"
#include "core/workspace/workspace.h"

namespace sqlscope::workspace {

namespace {

// "ex,exe,esm,esm+": the design's verdict columns by report key.
std::string columnKeys(const std::vector<size_t>& columns) {
    std::string out;
    for (size_t c : columns) {
        if (!out.empty()) out += ',';
        out += inspect::verdictColumns().at(c).key;
    }
    return out;
}

bool parseColumnKeys(const std::string& text, std::vector<size_t>* columns) {
    columns->clear();
    size_t start = 0;
    while (start <= text.size() && !text.empty()) {
        const size_t comma = text.find(',', start);
        const std::string key =
            text.substr(start, comma == std::string::npos ? std::string::npos : comma - start);
        const int index = inspect::verdictColumnIndex(key);
        if (index < 0) return false;
        columns->push_back(size_t(index));
        if (comma == std::string::npos) break;
        start = comma + 1;
    }
    return true;
}

}  // namespace

std::string Workspace::saveLabellingSample(const study::StratifiedSample& sample,
                                           const std::vector<std::string>& runNames,
                                           const std::string& drawnAt) {
    Transaction transaction(db_);
    if (!transaction.ok()) return fail(transaction.error());
    std::string error = execScript(db_,
                                   "DELETE FROM sample_members; DELETE FROM sample_strata; "
                                   "DELETE FROM labelling_sample;");
    if (!error.empty()) return fail(error);
    const study::SampleOptions& o = sample.options;
    Statement head(db_,
                   "INSERT INTO labelling_sample(id, columns, per_run, incomplete, per_cell, seed, "
                   "excluded, drawn_at) VALUES (1, ?1, ?2, ?3, ?4, ?5, ?6, ?7)");
    head.bind(1, columnKeys(o.design.columns))
        .bind(2, int64_t{o.design.perRun})
        .bind(3,
              o.design.incomplete == study::IncompletePolicy::Exclude ? "exclude" : "own_stratum")
        .bind(4, static_cast<int64_t>(o.perCell))
        .bind(5, std::to_string(o.seed))  // a uint64 does not fit SQLite's int64
        .bind(6, static_cast<int64_t>(sample.excluded))
        .bind(7, drawnAt.empty() ? util::utcNowIso8601() : drawnAt);
    if (!head.run()) return fail(head.error());
    Statement stratum(db_,
                      "INSERT INTO sample_strata(position, run, run_name, cell, label, population) "
                      "VALUES (?1, ?2, ?3, ?4, ?5, ?6)");
    Statement member(db_,
                     "INSERT INTO sample_members(stratum, draw_order, item_id, item, run) "
                     "VALUES (?1, ?2, ?3, ?4, ?5)");
    for (size_t s = 0; s < sample.strata.size(); ++s) {
        const study::Stratum& st = sample.strata[s];
        stratum.reset();
        stratum.bind(1, static_cast<int64_t>(s));
        if (st.run)
            stratum.bind(2, static_cast<int64_t>(*st.run))
                .bind(3, *st.run < runNames.size() ? runNames[*st.run] : std::string());
        else
            stratum.bindNull(2).bind(3, std::string());
        stratum.bind(4, st.cell == study::kIncompleteCell ? int64_t{-1} : int64_t{st.cell})
            .bind(5, st.label)
            .bind(6, static_cast<int64_t>(st.population));
        if (!stratum.run()) return fail(stratum.error());
        for (size_t d = 0; d < st.sample.size(); ++d) {
            const annotate::PairKey& key = st.sample[d];
            member.reset();
            member.bind(1, static_cast<int64_t>(s))
                .bind(2, static_cast<int64_t>(d))
                .bind(3, key.question.itemId)
                .bind(4, int64_t{key.question.item})
                .bind(5, key.run);
            if (!member.run()) return fail(member.error());
        }
    }
    error = transaction.commit();
    return error.empty() ? "" : fail(error);
}

std::string Workspace::removeLabellingSample() {
    Transaction transaction(db_);
    if (!transaction.ok()) return fail(transaction.error());
    std::string error = execScript(db_,
                                   "DELETE FROM sample_members; DELETE FROM sample_strata; "
                                   "DELETE FROM labelling_sample;");
    if (error.empty()) error = transaction.commit();
    return error.empty() ? "" : fail(error);
}

std::optional<SampleRecord> Workspace::labellingSample(std::string* error) const {
    if (error) error->clear();
    auto failed = [&](const std::string& reason) -> std::optional<SampleRecord> {
        if (error) *error = fail(reason);
        return std::nullopt;
    };
    Statement head(db_,
                   "SELECT columns, per_run, incomplete, per_cell, seed, excluded, drawn_at "
                   "FROM labelling_sample WHERE id = 1");
    if (!head.step()) return head.ok() ? std::nullopt : failed(head.error());
    SampleRecord record;
    study::SampleOptions& o = record.sample.options;
    if (!parseColumnKeys(head.text(0), &o.design.columns))
        return failed("labelling_sample.columns: unknown verdict column in '" + head.text(0) + "'");
    o.design.perRun = head.integer(1) != 0;
    o.design.incomplete = head.text(2) == "exclude" ? study::IncompletePolicy::Exclude
                                                    : study::IncompletePolicy::OwnStratum;
    o.perCell = static_cast<size_t>(head.integer(3));
    o.seed = std::stoull(head.text(4));
    record.sample.excluded = static_cast<size_t>(head.integer(5));
    record.drawnAt = head.text(6);

    Statement strata(db_,
                     "SELECT run, cell, label, population FROM sample_strata ORDER BY position");
    while (strata.step()) {
        study::Stratum st;
        if (!strata.isNull(0)) st.run = static_cast<size_t>(strata.integer(0));
        const int64_t cell = strata.integer(1);
        st.cell = cell < 0 ? study::kIncompleteCell : static_cast<uint32_t>(cell);
        st.label = strata.text(2);
        st.population = static_cast<size_t>(strata.integer(3));
        record.sample.strata.push_back(std::move(st));
    }
    if (!strata.ok()) return failed(strata.error());
    Statement members(db_,
                      "SELECT stratum, item_id, item, run FROM sample_members "
                      "ORDER BY stratum, draw_order");
    while (members.step()) {
        const auto s = static_cast<size_t>(members.integer(0));
        if (s >= record.sample.strata.size()) return failed("sample_members: unknown stratum");
        annotate::PairKey key;
        key.question.itemId = members.text(1);
        key.question.item = static_cast<uint32_t>(members.integer(2));
        key.run = members.text(3);
        record.sample.strata[s].sample.push_back(std::move(key));
    }
    if (!members.ok()) return failed(members.error());
    return record;
}

}  // namespace sqlscope::workspace
