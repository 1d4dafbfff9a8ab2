#include "core/sql/tree_dump.h"

#include <algorithm>

#include "core/sql/expr_chain.h"
#include "core/sql/operators.h"

namespace sqlscope::sql {
namespace {

std::string_view quoteName(QuoteStyle q) {
    switch (q) {
        case QuoteStyle::None:
            return "";
        case QuoteStyle::Double:
            return " quote=double";
        case QuoteStyle::Backtick:
            return " quote=backtick";
        case QuoteStyle::Bracket:
            return " quote=bracket";
        case QuoteStyle::Single:
            return " quote=single";
    }
    return "";
}

// Writes "Label attrs [b,e)" lines, two spaces of indent per level.
class Dumper {
public:
    explicit Dumper(DumpOptions options) : options_(options) {}
    std::string out;

    // Indentation stops growing at kIndentCap levels, so that a chain of a
    // million operators (expr_chain.h) does not make the dump quadratic;
    // deeper lines start with their level in angle brackets.
    static constexpr int kIndentCap = 32;

    void line(std::string_view label, const std::string& attrs, const Span* span) {
        out.append(static_cast<size_t>(std::min(depth_, kIndentCap)) * 2, ' ');
        if (depth_ > kIndentCap) {
            out += '<';
            out += std::to_string(depth_);
            out += "> ";
        }
        out += label;
        if (!attrs.empty()) {
            out += ' ';
            out += attrs;
        }
        if (span && options_.spans) {
            out += " [";
            out += std::to_string(span->begin);
            out += ',';
            out += std::to_string(span->end);
            out += ')';
        }
        out += '\n';
    }

    struct Indent {
        Dumper& d;
        explicit Indent(Dumper& dumper) : d(dumper) { ++d.depth_; }
        ~Indent() { --d.depth_; }
    };

    static std::string idText(const Identifier& id) {
        return id.name + std::string(quoteName(id.quote));
    }

    void identifier(std::string_view label, const Identifier& id) {
        line(label, idText(id), &id.span);
    }
    void optIdentifier(std::string_view label, const std::optional<Identifier>& id) {
        if (id) identifier(label, *id);
    }

    void select(const SelectStatement& s) {
        line("Select", "", &s.span);
        Indent indent(*this);
        if (s.with) {
            line("With", s.with->recursive ? "recursive" : "", &s.with->span);
            Indent withIndent(*this);
            for (const CommonTableExpr& cte : s.with->tables) {
                std::string attrs = idText(cte.name);
                if (cte.materialization == CommonTableExpr::Materialization::Materialized)
                    attrs += " materialized";
                if (cte.materialization == CommonTableExpr::Materialization::NotMaterialized)
                    attrs += " not-materialized";
                line("Cte", attrs, &cte.span);
                Indent cteIndent(*this);
                for (const Identifier& c : cte.columns)
                    identifier("CteColumn", c);
                select(*cte.select);
            }
        }
        core(s.first, "Core");
        for (const CompoundTerm& term : s.compounds) {
            static constexpr std::string_view kNames[] = {"Union", "UnionAll", "Intersect",
                                                          "Except"};
            line("Compound", std::string(kNames[static_cast<int>(term.op)]), &term.opSpan);
            Indent termIndent(*this);
            core(term.core, "Core");
        }
        if (!s.orderBy.empty()) {
            line("OrderBy", "", nullptr);
            Indent orderIndent(*this);
            orderingTerms(s.orderBy);
        }
        if (s.limit) {
            line("Limit", "", &s.limit->span);
            Indent limitIndent(*this);
            expr(*s.limit->count);
            if (s.limit->offset) {
                line("Offset", "", nullptr);
                Indent offsetIndent(*this);
                expr(*s.limit->offset);
            }
        }
    }

    void exprs(const std::vector<ExprPtr>& list) {
        for (const ExprPtr& e : list)
            expr(*e);
    }

    void core(const SelectCore& c, std::string_view label) {
        if (c.isValues) {
            line("Values", "", &c.span);
            Indent indent(*this);
            for (const auto& row : c.values) {
                line("Row", "", nullptr);
                Indent rowIndent(*this);
                exprs(row);
            }
            return;
        }
        std::string attrs = c.quantifier == SetQuantifier::Distinct ? "distinct"
                            : c.quantifier == SetQuantifier::All    ? "all"
                                                                    : "";
        line(label, attrs, &c.span);
        Indent indent(*this);
        for (const ResultColumn& column : c.columns)
            resultColumn(column);
        if (c.from) {
            line("From", "", &c.from->span);
            Indent fromIndent(*this);
            from(*c.from);
        }
        if (c.where) {
            line("Where", "", nullptr);
            Indent whereIndent(*this);
            expr(*c.where);
        }
        if (!c.groupBy.empty()) {
            line("GroupBy", "", nullptr);
            Indent groupIndent(*this);
            exprs(c.groupBy);
        }
        if (c.having) {
            line("Having", "", nullptr);
            Indent havingIndent(*this);
            expr(*c.having);
        }
        for (const NamedWindow& w : c.windows) {
            line("Window", idText(w.name), &w.span);
            Indent windowIndent(*this);
            windowSpec(w.spec);
        }
    }

    void resultColumn(const ResultColumn& column) {
        std::string attrs;
        if (column.kind == ResultColumn::Kind::Star) attrs = "*";
        if (column.kind == ResultColumn::Kind::TableStar) attrs = idText(*column.table) + ".*";
        if (column.alias)
            attrs += std::string(attrs.empty() ? "" : " ") +
                     (column.aliasWithAs ? "as " : "alias ") + idText(*column.alias);
        line("Column", attrs, &column.span);
        if (column.expr) {
            Indent indent(*this);
            expr(*column.expr);
        }
    }

    void from(const FromClause& f) {
        for (const FromItem& item : f.items)
            fromItem(item);
    }

    void fromItem(const FromItem& item) {
        static constexpr std::string_view kJoins[] = {"",     "comma", "join", "inner",
                                                      "left", "right", "full", "cross"};
        std::string attrs;
        if (item.join.kind != JoinOperator::Kind::None)
            attrs = "join=" + std::string(kJoins[static_cast<int>(item.join.kind)]);
        auto add = [&attrs](const std::string& a) { attrs += (attrs.empty() ? "" : " ") + a; };
        if (item.join.natural) add("natural");
        if (item.join.outer) add("outer");
        if (item.alias) add(std::string(item.aliasWithAs ? "as " : "alias ") + idText(*item.alias));
        if (item.indexing == FromItem::Indexing::IndexedBy)
            add("indexed-by " + idText(*item.indexName));
        if (item.indexing == FromItem::Indexing::NotIndexed) add("not-indexed");
        if (auto* table = std::get_if<TableName>(&item.source)) {
            line("Table",
                 (table->schema ? idText(*table->schema) + "." : "") + idText(table->name) +
                     (attrs.empty() ? "" : " ") + attrs,
                 &item.span);
        } else if (auto* function = std::get_if<TableFunction>(&item.source)) {
            line("TableFunction",
                 (function->schema ? idText(*function->schema) + "." : "") +
                     idText(function->name) + (attrs.empty() ? "" : " ") + attrs,
                 &item.span);
            Indent indent(*this);
            exprs(function->arguments);
        } else if (auto* sub = std::get_if<TableSubquery>(&item.source)) {
            line("TableSubquery", attrs, &item.span);
            Indent indent(*this);
            select(*sub->select);
        } else if (auto* nested = std::get_if<NestedJoin>(&item.source)) {
            line("NestedJoin", attrs, &item.span);
            Indent indent(*this);
            from(*nested->from);
        }
        Indent indent(*this);
        if (item.on) {
            line("On", "", nullptr);
            Indent onIndent(*this);
            expr(*item.on);
        }
        if (item.usingColumns) {
            line("Using", "", nullptr);
            Indent usingIndent(*this);
            for (const Identifier& c : *item.usingColumns)
                identifier("Name", c);
        }
    }

    void orderingTerms(const std::vector<OrderingTerm>& terms) {
        for (const OrderingTerm& term : terms) {
            std::string attrs = term.order == SortOrder::Asc    ? "asc"
                                : term.order == SortOrder::Desc ? "desc"
                                                                : "";
            if (term.nulls != NullsOrder::Unspecified)
                attrs += std::string(attrs.empty() ? "" : " ") +
                         (term.nulls == NullsOrder::First ? "nulls-first" : "nulls-last");
            line("Term", attrs, &term.span);
            Indent indent(*this);
            expr(*term.expr);
        }
    }

    void frameBound(std::string_view label, const FrameBound& bound) {
        static constexpr std::string_view kKinds[] = {
            "unbounded-preceding", "preceding", "current-row", "following", "unbounded-following"};
        line(label, std::string(kKinds[static_cast<int>(bound.kind)]), nullptr);
        if (bound.offset) {
            Indent indent(*this);
            expr(*bound.offset);
        }
    }

    void windowSpec(const WindowSpec& spec) {
        std::string attrs = spec.bareName ? "name" : "";
        if (spec.baseName) attrs += std::string(attrs.empty() ? "" : " ") + idText(*spec.baseName);
        line("WindowSpec", attrs, &spec.span);
        Indent indent(*this);
        if (!spec.partitionBy.empty()) {
            line("PartitionBy", "", nullptr);
            Indent partitionIndent(*this);
            exprs(spec.partitionBy);
        }
        if (!spec.orderBy.empty()) {
            line("OrderBy", "", nullptr);
            Indent orderIndent(*this);
            orderingTerms(spec.orderBy);
        }
        if (spec.frame) {
            static constexpr std::string_view kUnits[] = {"rows", "range", "groups"};
            static constexpr std::string_view kExcludes[] = {"", " exclude-no-others",
                                                             " exclude-current-row",
                                                             " exclude-group", " exclude-ties"};
            const FrameSpec& f = *spec.frame;
            line("Frame",
                 std::string(kUnits[static_cast<int>(f.unit)]) + (f.between ? " between" : "") +
                     std::string(kExcludes[static_cast<int>(f.exclude)]),
                 &f.span);
            Indent frameIndent(*this);
            frameBound("Start", f.start);
            if (f.between) frameBound("End", f.end);
        }
    }

    // A chain (expr_chain.h) is dumped with a loop: each chain node's line,
    // one level deeper each, down to the first node that is not one; then,
    // from the bottom up, each chain node's other children.
    void expr(const Expr& e) {
        walkChain(
            e,
            [&](const Expr& n) {
                chainLine(n);
                ++depth_;
            },
            [&](const Expr& leaf) { node(leaf); },
            [&](const Expr& n) {
                afterOperand(n);
                --depth_;
            });
    }

    void chainLine(const Expr& e) {
        if (auto* b = e.as<Binary>())
            return line("Binary", std::string(binaryOpText(b->op)), &e.span);
        if (auto* b = e.as<Between>()) return line("Between", b->negated ? "not" : "", &e.span);
        if (auto* in = e.as<In>()) {
            std::string attrs = in->negated ? "not" : "";
            if (in->table) {
                attrs += std::string(attrs.empty() ? "" : " ") + "table " +
                         (in->schema ? idText(*in->schema) + "." : "") + idText(*in->table);
                if (in->tableFunction) attrs += "()";
            } else if (!in->subquery) {
                attrs += std::string(attrs.empty() ? "" : " ") + "list";
            }
            return line("In", attrs, &e.span);
        }
        if (auto* p = e.as<Pattern>())
            return line("Pattern",
                        std::string(p->negated ? "not " : "") + std::string(patternOpText(p->op)),
                        &e.span);
        if (auto* n = e.as<NullTest>()) {
            static constexpr std::string_view kForms[] = {"isnull", "notnull", "not-null"};
            return line("NullTest", std::string(kForms[static_cast<int>(n->form)]), &e.span);
        }
        if (auto* c = e.as<Collate>()) return line("Collate", idText(c->collation), &e.span);
    }

    // A chain node's children after its chain operand, at the current depth.
    void afterOperand(const Expr& e) {
        if (auto* b = e.as<Binary>()) return expr(*b->right);
        if (auto* b = e.as<Between>()) {
            expr(*b->low);
            return expr(*b->high);
        }
        if (auto* in = e.as<In>()) {
            if (in->subquery) select(*in->subquery);
            return exprs(in->list);
        }
        if (auto* p = e.as<Pattern>()) {
            expr(*p->pattern);
            if (p->escape) {
                line("Escape", "", nullptr);
                Indent escapeIndent(*this);
                expr(*p->escape);
            }
        }
    }

    void node(const Expr& e) {
        if (auto* l = e.as<Literal>()) {
            static constexpr std::string_view kKinds[] = {
                "integer", "real",  "string",       "blob",         "null",
                "true",    "false", "current_time", "current_date", "current_timestamp"};
            std::string attrs(kKinds[static_cast<int>(l->kind)]);
            if (l->kind == Literal::Kind::String)
                attrs += " '" + l->text + "'";
            else if (!l->text.empty())
                attrs += " " + l->text;
            return line("Literal", attrs, &e.span);
        }
        if (auto* p = e.as<Parameter>()) return line("Parameter", p->text, &e.span);
        if (auto* c = e.as<ColumnRef>()) {
            std::string attrs;
            if (c->schema) attrs += idText(*c->schema) + " . ";
            if (c->table) attrs += idText(*c->table) + " . ";
            attrs += idText(c->column);
            return line("ColumnRef", attrs, &e.span);
        }
        if (auto* u = e.as<Unary>()) {
            line("Unary", std::string(unaryOpText(u->op)), &e.span);
            Indent indent(*this);
            return expr(*u->operand);
        }
        if (auto* x = e.as<Exists>()) {
            line("Exists", "", &e.span);
            Indent indent(*this);
            return select(*x->subquery);
        }
        if (auto* s = e.as<Subquery>()) {
            line("Subquery", "", &e.span);
            Indent indent(*this);
            return select(*s->select);
        }
        if (auto* c = e.as<Case>()) {
            line("Case", c->operand ? "operand" : "", &e.span);
            Indent indent(*this);
            if (c->operand) expr(*c->operand);
            for (const CaseWhen& w : c->whens) {
                line("When", "", nullptr);
                Indent whenIndent(*this);
                expr(*w.when);
                expr(*w.then);
            }
            if (c->otherwise) {
                line("Else", "", nullptr);
                Indent elseIndent(*this);
                expr(*c->otherwise);
            }
            return;
        }
        if (auto* c = e.as<Cast>()) {
            std::string type = c->type.name;
            if (!c->type.arguments.empty()) {
                type += '(';
                for (size_t i = 0; i < c->type.arguments.size(); ++i)
                    type += (i ? "," : "") + c->type.arguments[i];
                type += ')';
            }
            line("Cast", "'" + type + "'", &e.span);
            Indent indent(*this);
            return expr(*c->operand);
        }
        if (auto* f = e.as<FunctionCall>()) {
            std::string attrs = idText(f->name);
            if (f->distinct) attrs += " distinct";
            if (f->star) attrs += " *";
            line("Function", attrs, &e.span);
            Indent indent(*this);
            exprs(f->arguments);
            if (f->filter) {
                line("Filter", "", nullptr);
                Indent filterIndent(*this);
                expr(*f->filter);
            }
            if (f->over) windowSpec(*f->over);
            return;
        }
        if (auto* r = e.as<RowValue>()) {
            line("RowValue", "", &e.span);
            Indent indent(*this);
            return exprs(r->elements);
        }
    }

private:
    DumpOptions options_;
    int depth_ = 0;
};

}  // namespace

std::string dumpTree(const SelectStatement& statement, DumpOptions options) {
    Dumper dumper(options);
    dumper.select(statement);
    return std::move(dumper.out);
}

std::string dumpTree(const Expr& expr, DumpOptions options) {
    Dumper dumper(options);
    dumper.expr(expr);
    return std::move(dumper.out);
}

bool sameTree(const SelectStatement& a, const SelectStatement& b) {
    return dumpTree(a, {.spans = false}) == dumpTree(b, {.spans = false});
}

}  // namespace sqlscope::sql
