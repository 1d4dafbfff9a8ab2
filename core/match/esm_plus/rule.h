// One ESM+ equivalence rule (docs/metrics/esm-plus.md#the-twenty-rules): its id, name,
// documentation, schema guard and rewrite. Rules rewrite the reference's structure while the parser
// builds it, at the points the reference applies them (docs/metrics/esm-plus.md#rule-order): while
// a column, a literal, a table alias, an IN list or a condition is read, and after each (sub)query
// has been read. A rule overrides the hooks it uses; the parser calls only the rules of the active
// set.
// The ESM+ engine owns this interface (esm_plus/ includes nothing of
// rules/); the rules in core/match/rules implement it, one per file, and
// their registry (rules/rule_registry.cpp) lists them.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/match/esm_plus/esm_plus_mode.h"
#include "core/match/esm_plus/etm_schema.h"
#include "core/match/esm_plus/etm_sql.h"
#include "core/match/esm_plus/rule_trace.h"

namespace sqlscope::match::rules {

using esm_plus::CondItem;
using esm_plus::Condition;
using esm_plus::CondUnit;
using esm_plus::EsmPlusMode;
using esm_plus::EtmSql;
using esm_plus::EtmSqlPtr;
using esm_plus::FactUse;
using esm_plus::Operand;
using esm_plus::QueryFacts;
using esm_plus::RuleEvent;
using esm_plus::TableItem;
using esm_plus::Value;
using esm_plus::ValUnit;

struct RuleInfo {
    int id = 0;
    std::string_view name;     // short: "COUNT(c) = COUNT(*)"
    std::string_view doc;      // one paragraph: what is equivalent and why
    std::string_view guard;    // the schema facts checked, per mode
    std::string_view rewrite;  // the rewrite, towards the normal form
};

class RuleRegistry;

// What the rules see while one (sub)query is read.
struct RuleEnv {
    EsmPlusMode mode = EsmPlusMode::Fixed;
    esm_plus::Side side = esm_plus::Side::Gold;
    QueryFacts& facts;
    esm_plus::RuleTrace& trace;
    const esm_plus::RuleSet& active;
    const RuleRegistry& registry;
    // The FROM clause of the (sub)query being read, once it is complete
    // (null while the FROM itself is read).
    const std::vector<TableItem>* fromTables = nullptr;
    const Condition* fromConds = nullptr;
    // Work out, by running the reference's version of a rule on a copy,
    // whether `fixed`/`strict` rewrote the query differently (a
    // ModeDeviation); costly, so only when asked (EsmPlusOptions).
    bool attributeDeviations = false;
    // Whether the trace keeps its texts (the fragments before and after a
    // rewrite, the facts' wording); the events themselves are always kept.
    bool traceTexts = true;

    // `build()`, or "" when the trace keeps no texts.
    template <typename Build>
    std::string traceText(Build&& build) const {
        return traceTexts ? std::string(build()) : std::string();
    }

    bool reference() const { return mode == EsmPlusMode::Reference; }
    bool strict() const { return mode == EsmPlusMode::Strict; }
    // `fixed` or `strict`: the reference's bugs are fixed.
    bool fixes() const { return mode != EsmPlusMode::Reference; }

    // Appends an event for `rule` on this side and returns it.
    RuleEvent& event(int rule, RuleEvent::Kind kind);
    // A fire; `reported` = the reference prints "Applying Rule N" here.
    RuleEvent& fire(int rule, bool reported = true, bool changed = true);
    // The shape matched but `fact` (or a strict guard, `unsound`) did not hold.
    RuleEvent& blocked(int rule, std::string note);
    // The strict guard of `rule` fails: in `strict` the rewrite is refused
    // (true is returned: skip it), in `fixed` it goes ahead and the fire
    // recorded next is marked unsound with `note`.
    bool refuseUnsound(int rule, const std::string& note, std::vector<FactUse> facts = {},
                       std::vector<sql::Span> spans = {});
    // Marks the last event of `rule` as unsound when refuseUnsound() noted one.
    void markUnsound(RuleEvent& event);

    std::string pendingUnsound;  // note of the last refuseUnsound() in `fixed`
    int pendingUnsoundRule = 0;

    static RuleEnv make(EsmPlusMode mode, esm_plus::Side side, QueryFacts& facts,
                        esm_plus::RuleTrace& trace, const esm_plus::RuleSet& active,
                        const RuleRegistry& registry) {
        return RuleEnv{mode,    side,    facts, trace, active, registry,
                       nullptr, nullptr, false, true,  {},     0};
    }
    // The same query seen by another mode, with its own facts and trace: to
    // find out what the reference (or `fixed`) would do, without effects.
    RuleEnv probe(EsmPlusMode as, QueryFacts& probeFacts, esm_plus::RuleTrace& probeTrace) const {
        RuleEnv env = make(as, side, probeFacts, probeTrace, active, registry);
        env.fromTables = fromTables;
        env.fromConds = fromConds;
        env.traceTexts = traceTexts;
        return env;
    }
};

// Work space of one condition list being read: Rule 15 expansions and
// Rule 8 candidates that `fixed`/`strict` settle once the whole list is known.
struct ConditionScratch {
    struct Expansion {
        size_t begin = 0;  // [begin, end) of the condition list
        size_t end = 0;
        bool notOp = false;
        ValUnit valUnit;
        std::vector<Value> values;
        sql::Span span;
        size_t event = 0;  // index of its trace event
    };
    std::vector<Expansion> expansions;
    std::vector<size_t> dropCandidates;  // Rule 8: indices of `c IS NOT NULL` units
    std::vector<size_t> dropEvents;      // their trace events
};

class Rule {
public:
    virtual ~Rule() = default;
    virtual const RuleInfo& info() const = 0;
    int id() const { return info().id; }

    // Rule 2, column level: the DISTINCT flag of a col_unit as it is read.
    virtual bool columnDistinct(RuleEnv&, const std::string& colId, bool distinct,
                                sql::Span) const {
        return distinct;
    }
    // Rule 11: a quoted literal as a number, or nullopt (the reference's
    // ValueError: it stays a string). `compared`: the column it is compared
    // with, when known.
    virtual std::optional<double> numericLiteral(RuleEnv&, const std::string& token, sql::Span,
                                                 const esm_plus::ColUnit* compared) const {
        (void)token;
        (void)compared;
        return std::nullopt;
    }
    // Rule 14: a table alias written without AS.
    virtual void aliasWithoutAs(RuleEnv&, const std::string& table, const std::string& alias,
                                sql::Span) const {}
    // Rule 15: `v IN (a, b, ...)` expanded into `conds`; false: append the IN
    // list as one cond_unit instead.
    virtual bool expandInList(RuleEnv&, Condition&, ConditionScratch&,
                              const std::vector<Value>& values, bool notOp, const ValUnit& valUnit,
                              sql::Span) const {
        (void)values;
        (void)notOp;
        (void)valUnit;
        return false;
    }
    // Rule 20: one cond_unit as it is read.
    virtual void condUnitRead(RuleEnv&, CondUnit&) const {}
    // Rule 8: true = the cond_unit is dropped as it is read (reference).
    virtual bool dropCondUnit(RuleEnv&, const CondUnit&, ConditionScratch&, size_t index) const {
        (void)index;
        return false;
    }
    // Rules 15, 8 in `fixed`/`strict`: the complete condition list.
    virtual void conditionRead(RuleEnv&, Condition&, ConditionScratch&) const {}
    // After a (sub)query has been read, in the order of docs/metrics/esm-plus.md#rule-order.
    virtual void queryRead(RuleEnv&, EtmSql&) const {}
};

class RuleRegistry {
public:
    static const RuleRegistry& instance();

    const Rule& rule(int id) const { return *rules_[static_cast<size_t>(id - 1)]; }
    const std::vector<const Rule*>& all() const { return rules_; }
    // The after-query order of the reference: 13, 16, 3, 4, 1, 9, 10, 17, 7,
    // 6, 2, 12, 19, 5, 18.
    static const std::vector<int>& queryOrder();

private:
    RuleRegistry();
    std::vector<const Rule*> rules_;
};

}  // namespace sqlscope::match::rules
