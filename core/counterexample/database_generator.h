// The seeded, deterministic source of candidate databases of the
// counterexample search (docs/metrics/exc.md#the-generator): small random
// databases over the tables the queries read (and the tables their foreign
// keys point to), a few rows a table, values drawn from each column's pool
// (its own values in the benchmark database, both queries' literals and
// their neighbours, NULL where allowed, a few plain values), with duplicated
// rows, ties and empty tables on purpose; and mutations of the benchmark
// database's own rows (a subset with the parents it needs, deleted,
// duplicated and perturbed rows). Declared constraints are honoured as far
// as values are chosen to fit them; ScratchDatabase::load drops whatever row
// still breaks one.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include "core/counterexample/database_content.h"
#include "core/counterexample/query_literals.h"
#include "core/util/splitmix64.h"

namespace sqlscope::counterexample {

struct SchemaConstraints;

struct GeneratorOptions {
    size_t maxRowsPerTable = 4;   // random databases: 0..this many rows a table
    size_t maxSampledValues = 8;  // benchmark values in a column's pool
    size_t maxSubsetRows = 8;     // subset mutations: rows picked a table
};

class DatabaseGenerator {
public:
    // `benchmark`: the benchmark database's rows (all of them, or the first
    // rows of each big table), table by table as in `schema`; `tables`: the
    // indexes of the tables to fill (the others stay empty).
    DatabaseGenerator(const SchemaConstraints& schema, const DatabaseContent& benchmark,
                      const QueryLiterals& literals, std::vector<size_t> tables, uint64_t seed,
                      const GeneratorOptions& options = {});

    // A fresh small database.
    DatabaseContent random();
    // A mutation of the benchmark rows: a subset (with the parent rows its
    // foreign keys need), or all rows with a few deleted, duplicated or
    // perturbed.
    DatabaseContent mutate();

    // The candidate values of column `column` of table `table`.
    const std::vector<exec::Value>& pool(size_t table, size_t column) const {
        return pools_[table][column];
    }

private:
    exec::Value pick(size_t table, size_t column);
    void linkForeignKeys(DatabaseContent& content);
    void addParents(DatabaseContent& content);

    const SchemaConstraints& schema_;
    const DatabaseContent& benchmark_;
    std::vector<size_t> tables_;
    GeneratorOptions options_;
    util::SplitMix64 rng_;
    std::vector<std::vector<std::vector<exec::Value>>> pools_;  // [table][column]
};

}  // namespace sqlscope::counterexample
