// What ESM+ records while it rewrites a query (docs/metrics/esm-plus.md): every
// rule that fired (which query, the spans of the original text it rewrote,
// the schema facts it relied on with their provenance, the fragment before
// and after), every rule whose shape matched but whose schema fact was false
// or unknown (and which fact), the fires `strict` refuses as unsound, and the
// places where `fixed`/`strict` read the query differently from the
// reference (the causes of verdict changes between modes).
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "core/schema/column_facts.h"
#include "core/sql/span.h"

namespace sqlscope::match::esm_plus {

enum class Side { Gold, Prediction };
std::string_view sideName(Side side);  // "gold", "prediction"

// One schema fact a rule checked: "dogs.dog_id is the primary key".
struct FactUse {
    std::string text;
    bool holds = true;  // false: the fact is false, or unknown (see `known`)
    bool known = true;  // false: it could not be established (no file, no such column)
    schema::FactSource source = schema::FactSource::Pragma;
};

struct RuleEvent {
    enum class Kind {
        Fired,    // the rule applied
        Blocked,  // its shape matched but a schema fact (or a strict guard) did not hold
    };
    int rule = 0;
    Side side = Side::Gold;
    Kind kind = Kind::Fired;
    // The reference prints "Applying Rule N" here: what the reference
    // verdict files report as a rule of the pair (reference mode only).
    bool reported = false;
    bool changed = false;  // the structure changed
    // Fired in `fixed` although `strict` would refuse it (an unsound fire);
    // on a Blocked event in `strict`: refused by a strict guard.
    bool unsound = false;
    std::vector<sql::Span> spans;  // of the original query text that the rule rewrote
    std::vector<FactUse> facts;
    std::string before;  // the rewritten fragment, printed before and after
    std::string after;
    std::string note;  // why it was blocked / unsound, caveats
};

// A place where `fixed` or `strict` reads the query differently from the
// reference (a fixed parse failure, a rule bug, a stricter guard). `cause`
// is a short stable key ("U1 INNER JOIN", "rule 1 direction"), used to
// group the pairs whose verdict changes between modes.
struct ModeDeviation {
    std::string cause;
    sql::Span span;
};

struct RuleTrace {
    std::vector<RuleEvent> events;
    std::vector<ModeDeviation> deviations;

    void deviate(std::string cause, sql::Span span = {}) {
        for (const ModeDeviation& d : deviations)
            if (d.cause == cause) return;
        deviations.push_back({std::move(cause), span});
    }
};

// One line of text per event, e.g.
//   gold: rule 7 fired at "count(dog_id)": count(dogs.dog_id) -> count(*);
//   facts: dogs.dog_id is NOT NULL (pragma)
// `query` is the text the spans refer to.
std::string formatEvent(const RuleEvent& event, std::string_view query);
// "dogs.dog_id is NOT NULL (pragma)", "dogs.age is NOT NULL: false (pragma)".
std::string formatFact(const FactUse& fact);

}  // namespace sqlscope::match::esm_plus
