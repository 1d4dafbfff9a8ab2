// The pairs a filter accepts, as a CSV file for a paper's appendix or a
// spreadsheet (docs/export.md): one row per pair with its texts, every
// metric, the outcome, error categories, rules fired and the annotations,
// in stable documented columns; RFC 4180 (CRLF, quoted only when needed),
// UTF-8 without BOM. Its stamp -- evaluator version, settings, input
// digests, filter, row count, time -- goes to a JSON sidecar `OUT.meta.json`
// so that the CSV stays plain CSV. Qt-free.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "core/annotate/annotation.h"
#include "core/report/report_model.h"

namespace sqlscope::inspect {

class PairTable;
struct PairFilter;

// What researchers recorded, matched to pairs by item id (and run name).
struct ExportAnnotations {
    std::vector<annotate::QuestionAnnotation> questions;
    std::vector<annotate::PairAnnotation> pairs;
};

// The header, in order: index, id, run, db_id, hardness, question,
// evidence, gold, prediction, every metric key of
// report::metricDefinitions() (ex, ex_bird, exe, esm, ...), outcome,
// parse_failed, missing, error_categories, rules_fired, gold_questionable,
// gold_issue, gold_note, alternate_golds, human_verdict, human_note, labeller,
// then every metric against any accepted gold (anyGoldColumnName: ex_any_gold,
// ..., esm_plus_any_gold, ...) and accepted_by ("ex:alt1;esm+:alt1": the
// metrics an alternate gold improved, and which one).
// When the counterexample search ran (PairTable::counterexamples()), three
// more follow: exc (1, 0 or empty), counterexample (found, none, na,
// unsearched) and sqlscope (1, 0 or empty); without it the export is as
// before, byte for byte.
const std::vector<std::string>& pairsExportColumns();
// The columns an export of `table` has (the above, with the counterexample
// columns when it holds a search).
std::vector<std::string> pairsExportColumns(const PairTable& table);
// "ex" -> "ex_any_gold", "esm+" -> "esm_plus_any_gold".
std::string anyGoldColumnName(std::string_view metricKey);

struct PairsExport {
    std::string csv;                   // header and rows, CRLF-terminated
    size_t rows = 0;                   // pairs written (the header not counted)
    std::vector<std::string> columns;  // the header's names (pairsExportColumns(table))
};
// Every present pair `filter` accepts, items in the table's (plan) order
// and runs in run order within an item.
PairsExport pairsExportCsv(const PairTable& table, const PairFilter& filter,
                           const ExportAnnotations& annotations);

// The sidecar's facts besides the CSV's own.
struct ExportStamp {
    std::string version;       // sqlscope's version (SQLSCOPE_VERSION)
    std::string settingsJson;  // report.json's "settings" object as text; "" -> null
    std::vector<report::InputDigest> inputs;
    std::string workspace;         // the workspace read, "" when none
    std::string filterExpression;  // as printed by printFilterExpression
    std::string createdUtc;        // "2026-11-27T09:30:00Z"
    // Lines for the stamp's "notes" (left out when empty), e.g. why the
    // any-gold columns of some pairs are empty.
    std::vector<std::string> notes;
};
// The sidecar's JSON text (docs/export.md, "The stamp"), for a CSV named
// `csvName` with `csv` as its content.
std::string exportStampJson(const ExportStamp& stamp, const std::string& csvName,
                            const PairsExport& exported);
// `csvPath` + ".meta.json"
std::string exportStampPath(const std::string& csvPath);

// Writes the CSV to `csvPath` and its stamp beside it, each replaced whole
// or not at all (util::AtomicFile; both flushed before either is renamed).
// "" or "PATH: cannot write: reason".
std::string writePairsExport(const std::string& csvPath, const PairsExport& exported,
                             const ExportStamp& stamp);

}  // namespace sqlscope::inspect
