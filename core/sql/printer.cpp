#include "core/sql/printer.h"

#include <vector>

#include "core/sql/expr_chain.h"
#include "core/sql/operators.h"

namespace sqlscope::sql {
namespace {

class Printer {
public:
    std::string out;

    void identifier(const Identifier& id) {
        switch (id.quote) {
            case QuoteStyle::None:
                out += id.name;
                return;
            case QuoteStyle::Double:
                quoted(id.name, '"', '"');
                return;
            case QuoteStyle::Backtick:
                quoted(id.name, '`', '`');
                return;
            case QuoteStyle::Single:
                quoted(id.name, '\'', '\'');
                return;
            case QuoteStyle::Bracket:
                out += '[';
                out += id.name;
                out += ']';
                return;
        }
    }

    void quoted(const std::string& text, char open, char close) {
        out += open;
        for (char c : text) {
            out += c;
            if (c == close) out += c;
        }
        out += close;
    }

    void select(const SelectStatement& s) {
        if (s.with) {
            out += "WITH ";
            if (s.with->recursive) out += "RECURSIVE ";
            for (size_t i = 0; i < s.with->tables.size(); ++i) {
                const CommonTableExpr& cte = s.with->tables[i];
                if (i) out += ", ";
                identifier(cte.name);
                if (!cte.columns.empty()) {
                    out += '(';
                    identifiers(cte.columns);
                    out += ')';
                }
                out += " AS ";
                if (cte.materialization == CommonTableExpr::Materialization::Materialized)
                    out += "MATERIALIZED ";
                if (cte.materialization == CommonTableExpr::Materialization::NotMaterialized)
                    out += "NOT MATERIALIZED ";
                out += '(';
                select(*cte.select);
                out += ')';
            }
            out += ' ';
        }
        core(s.first);
        for (const CompoundTerm& term : s.compounds) {
            switch (term.op) {
                case CompoundOp::Union:
                    out += " UNION ";
                    break;
                case CompoundOp::UnionAll:
                    out += " UNION ALL ";
                    break;
                case CompoundOp::Intersect:
                    out += " INTERSECT ";
                    break;
                case CompoundOp::Except:
                    out += " EXCEPT ";
                    break;
            }
            core(term.core);
        }
        if (!s.orderBy.empty()) {
            out += " ORDER BY ";
            orderingTerms(s.orderBy);
        }
        if (s.limit) {
            out += " LIMIT ";
            expr(*s.limit->count, kPrecOr);
            if (s.limit->offset) {
                out += " OFFSET ";
                expr(*s.limit->offset, kPrecOr);
            }
        }
    }

    void identifiers(const std::vector<Identifier>& ids) {
        for (size_t i = 0; i < ids.size(); ++i) {
            if (i) out += ", ";
            identifier(ids[i]);
        }
    }

    void exprs(const std::vector<ExprPtr>& list) {
        for (size_t i = 0; i < list.size(); ++i) {
            if (i) out += ", ";
            expr(*list[i], kPrecOr);
        }
    }

    void core(const SelectCore& c) {
        if (c.isValues) {
            out += "VALUES ";
            for (size_t i = 0; i < c.values.size(); ++i) {
                if (i) out += ", ";
                out += '(';
                exprs(c.values[i]);
                out += ')';
            }
            return;
        }
        out += "SELECT ";
        if (c.quantifier == SetQuantifier::Distinct) out += "DISTINCT ";
        if (c.quantifier == SetQuantifier::All) out += "ALL ";
        for (size_t i = 0; i < c.columns.size(); ++i) {
            if (i) out += ", ";
            resultColumn(c.columns[i]);
        }
        if (c.from) {
            out += " FROM ";
            from(*c.from);
        }
        if (c.where) {
            out += " WHERE ";
            expr(*c.where, kPrecOr);
        }
        if (!c.groupBy.empty()) {
            out += " GROUP BY ";
            exprs(c.groupBy);
        }
        if (c.having) {
            out += " HAVING ";
            expr(*c.having, kPrecOr);
        }
        if (!c.windows.empty()) {
            out += " WINDOW ";
            for (size_t i = 0; i < c.windows.size(); ++i) {
                if (i) out += ", ";
                identifier(c.windows[i].name);
                out += " AS ";
                windowSpec(c.windows[i].spec);
            }
        }
    }

    void alias(const std::optional<Identifier>& a, bool withAs) {
        if (!a) return;
        out += withAs ? " AS " : " ";
        identifier(*a);
    }

    void resultColumn(const ResultColumn& column) {
        switch (column.kind) {
            case ResultColumn::Kind::Star:
                out += '*';
                return;
            case ResultColumn::Kind::TableStar:
                identifier(*column.table);
                out += ".*";
                return;
            case ResultColumn::Kind::Expression:
                expr(*column.expr, kPrecOr);
                alias(column.alias, column.aliasWithAs);
                return;
        }
    }

    void from(const FromClause& f) {
        for (size_t i = 0; i < f.items.size(); ++i) {
            const FromItem& item = f.items[i];
            if (i) joinOperator(item.join);
            fromItem(item);
        }
    }

    void joinOperator(const JoinOperator& join) {
        if (join.kind == JoinOperator::Kind::Comma) {
            out += ", ";
            return;
        }
        out += ' ';
        if (join.natural) out += "NATURAL ";
        switch (join.kind) {
            case JoinOperator::Kind::Left:
                out += join.outer ? "LEFT OUTER " : "LEFT ";
                break;
            case JoinOperator::Kind::Right:
                out += join.outer ? "RIGHT OUTER " : "RIGHT ";
                break;
            case JoinOperator::Kind::Full:
                out += join.outer ? "FULL OUTER " : "FULL ";
                break;
            case JoinOperator::Kind::Inner:
                out += "INNER ";
                break;
            case JoinOperator::Kind::Cross:
                out += "CROSS ";
                break;
            default:
                break;
        }
        out += "JOIN ";
    }

    void qualifiedName(const std::optional<Identifier>& schema, const Identifier& name) {
        if (schema) {
            identifier(*schema);
            out += '.';
        }
        identifier(name);
    }

    void fromItem(const FromItem& item) {
        if (auto* table = std::get_if<TableName>(&item.source)) {
            qualifiedName(table->schema, table->name);
        } else if (auto* function = std::get_if<TableFunction>(&item.source)) {
            qualifiedName(function->schema, function->name);
            out += '(';
            exprs(function->arguments);
            out += ')';
        } else if (auto* sub = std::get_if<TableSubquery>(&item.source)) {
            out += '(';
            select(*sub->select);
            out += ')';
        } else if (auto* nested = std::get_if<NestedJoin>(&item.source)) {
            out += '(';
            from(*nested->from);
            out += ')';
        }
        alias(item.alias, item.aliasWithAs);
        if (item.indexing == FromItem::Indexing::IndexedBy) {
            out += " INDEXED BY ";
            identifier(*item.indexName);
        } else if (item.indexing == FromItem::Indexing::NotIndexed) {
            out += " NOT INDEXED";
        }
        if (item.on) {
            out += " ON ";
            expr(*item.on, kPrecOr);
        } else if (item.usingColumns) {
            out += " USING (";
            identifiers(*item.usingColumns);
            out += ')';
        }
    }

    void orderingTerms(const std::vector<OrderingTerm>& terms) {
        for (size_t i = 0; i < terms.size(); ++i) {
            if (i) out += ", ";
            expr(*terms[i].expr, kPrecOr);
            if (terms[i].order == SortOrder::Asc) out += " ASC";
            if (terms[i].order == SortOrder::Desc) out += " DESC";
            if (terms[i].nulls == NullsOrder::First) out += " NULLS FIRST";
            if (terms[i].nulls == NullsOrder::Last) out += " NULLS LAST";
        }
    }

    void frameBound(const FrameBound& bound) {
        switch (bound.kind) {
            case FrameBound::Kind::UnboundedPreceding:
                out += "UNBOUNDED PRECEDING";
                return;
            case FrameBound::Kind::UnboundedFollowing:
                out += "UNBOUNDED FOLLOWING";
                return;
            case FrameBound::Kind::CurrentRow:
                out += "CURRENT ROW";
                return;
            case FrameBound::Kind::Preceding:
                expr(*bound.offset, kPrecBitwise);
                out += " PRECEDING";
                return;
            case FrameBound::Kind::Following:
                expr(*bound.offset, kPrecBitwise);
                out += " FOLLOWING";
                return;
        }
    }

    void windowSpec(const WindowSpec& spec) {
        if (spec.bareName) {
            identifier(*spec.baseName);
            return;
        }
        out += '(';
        bool space = false;
        auto separate = [&] {
            if (space) out += ' ';
            space = true;
        };
        if (spec.baseName) {
            separate();
            identifier(*spec.baseName);
        }
        if (!spec.partitionBy.empty()) {
            separate();
            out += "PARTITION BY ";
            exprs(spec.partitionBy);
        }
        if (!spec.orderBy.empty()) {
            separate();
            out += "ORDER BY ";
            orderingTerms(spec.orderBy);
        }
        if (spec.frame) {
            separate();
            const FrameSpec& f = *spec.frame;
            out += f.unit == FrameSpec::Unit::Rows    ? "ROWS "
                   : f.unit == FrameSpec::Unit::Range ? "RANGE "
                                                      : "GROUPS ";
            if (f.between) {
                out += "BETWEEN ";
                frameBound(f.start);
                out += " AND ";
                frameBound(f.end);
            } else {
                frameBound(f.start);
            }
            switch (f.exclude) {
                case FrameSpec::Exclude::None:
                    break;
                case FrameSpec::Exclude::NoOthers:
                    out += " EXCLUDE NO OTHERS";
                    break;
                case FrameSpec::Exclude::CurrentRow:
                    out += " EXCLUDE CURRENT ROW";
                    break;
                case FrameSpec::Exclude::Group:
                    out += " EXCLUDE GROUP";
                    break;
                case FrameSpec::Exclude::Ties:
                    out += " EXCLUDE TIES";
                    break;
            }
        }
        out += ')';
    }

    void literal(const Literal& l) {
        switch (l.kind) {
            case Literal::Kind::Integer:
            case Literal::Kind::Real:
                out += l.text;
                return;
            case Literal::Kind::String:
                quoted(l.text, '\'', '\'');
                return;
            case Literal::Kind::Blob:
                out += "X'";
                out += l.text;
                out += '\'';
                return;
            case Literal::Kind::Null:
                out += "NULL";
                return;
            case Literal::Kind::True:
                out += "TRUE";
                return;
            case Literal::Kind::False:
                out += "FALSE";
                return;
            case Literal::Kind::CurrentTime:
                out += "CURRENT_TIME";
                return;
            case Literal::Kind::CurrentDate:
                out += "CURRENT_DATE";
                return;
            case Literal::Kind::CurrentTimestamp:
                out += "CURRENT_TIMESTAMP";
                return;
        }
    }

    // Prints `e`, in parentheses when it binds more loosely than its context
    // needs. A chain (expr_chain.h) is printed with a loop: each chain node
    // opens its parenthesis before its operand and writes the rest after it.
    //
    // `a ISNULL + 1` is read as `(a ISNULL) + 1`: the parser's equality loop
    // hands a finished ISNULL/NOTNULL/NOT NULL or IN to the tighter operators
    // as their left operand. Where the text is read by that loop (a context
    // no tighter than `=`, or just inside a parenthesis) such an operand needs
    // no parentheses; writing them anyway would make `a ISNULL + 1 ISNULL + 1
    // ...` nest as deep as it is long.
    void expr(const Expr& e, int minPrecedence) {
        int required = minPrecedence;
        bool seedable = minPrecedence <= kPrecEquality;
        auto needsParens = [&](const Expr& n) {
            return precedenceOf(n) < required && !(seedable && (n.as<NullTest>() || n.as<In>()));
        };
        std::vector<bool> closing;
        walkChain(
            e,
            [&](const Expr& n) {
                const bool parens = needsParens(n);
                if (parens) {
                    out += '(';
                    seedable = true;
                }
                closing.push_back(parens);
                required = operandPrecedence(n);
            },
            [&](const Expr& leaf) {
                const bool parens = needsParens(leaf);
                if (parens) out += '(';
                node(leaf);
                if (parens) out += ')';
            },
            [&](const Expr& n) {
                afterOperand(n);
                if (closing.back()) out += ')';
                closing.pop_back();
            });
    }

    // The precedence a chain node needs of its chain operand.
    static int operandPrecedence(const Expr& e) {
        if (auto* b = e.as<Binary>()) return precedenceOf(b->op);
        if (e.as<Collate>()) return kPrecCollate;
        return kPrecEquality;  // Between, In, Pattern, NullTest
    }

    void subquery(const SelectStatement& s) {
        out += '(';
        select(s);
        out += ')';
    }

    // What a chain node writes after its chain operand.
    void afterOperand(const Expr& e) {
        if (auto* b = e.as<Binary>()) {
            const int precedence = precedenceOf(b->op);
            out += ' ';
            out += binaryOpText(b->op);
            out += ' ';
            expr(*b->right, precedence + 1);
            return;
        }
        if (auto* b = e.as<Between>()) {
            out += b->negated ? " NOT BETWEEN " : " BETWEEN ";
            expr(*b->low, kPrecComparison);
            out += " AND ";
            expr(*b->high, kPrecComparison);
            return;
        }
        if (auto* in = e.as<In>()) {
            out += in->negated ? " NOT IN " : " IN ";
            if (in->subquery) {
                subquery(*in->subquery);
            } else if (in->table) {
                qualifiedName(in->schema, *in->table);
                if (in->tableFunction) {
                    out += '(';
                    exprs(in->list);
                    out += ')';
                }
            } else {
                out += '(';
                exprs(in->list);
                out += ')';
            }
            return;
        }
        if (auto* p = e.as<Pattern>()) {
            out += p->negated ? " NOT " : " ";
            out += patternOpText(p->op);
            out += ' ';
            expr(*p->pattern, kPrecComparison);
            if (p->escape) {
                out += " ESCAPE ";
                expr(*p->escape, kPrecBitwise);
            }
            return;
        }
        if (auto* n = e.as<NullTest>()) {
            switch (n->form) {
                case NullTest::Form::IsNull:
                    out += " ISNULL";
                    break;
                case NullTest::Form::NotNull:
                    out += " NOTNULL";
                    break;
                case NullTest::Form::NotSpaceNull:
                    out += " NOT NULL";
                    break;
            }
            return;
        }
        if (auto* c = e.as<Collate>()) {
            out += " COLLATE ";
            identifier(c->collation);
            return;
        }
    }

    void node(const Expr& e) {
        if (auto* l = e.as<Literal>()) return literal(*l);
        if (auto* p = e.as<Parameter>()) {
            out += p->text;
            return;
        }
        if (auto* c = e.as<ColumnRef>()) {
            if (c->schema) {
                identifier(*c->schema);
                out += '.';
            }
            if (c->table) {
                identifier(*c->table);
                out += '.';
            }
            identifier(c->column);
            return;
        }
        if (auto* u = e.as<Unary>()) {
            if (u->op == UnaryOp::Not) {
                out += "NOT ";
                expr(*u->operand, kPrecNot);
                return;
            }
            out += unaryOpText(u->op);
            size_t at = out.size();
            expr(*u->operand, kPrecUnary);
            char first = out.size() > at ? out[at] : ' ';
            if (first == '-' || first == '+')
                out.insert(at, 1, ' ');  // never "--", which starts a comment
            return;
        }
        if (auto* x = e.as<Exists>()) {
            out += "EXISTS ";
            subquery(*x->subquery);
            return;
        }
        if (auto* s = e.as<Subquery>()) return subquery(*s->select);
        if (auto* c = e.as<Case>()) {
            out += "CASE";
            if (c->operand) {
                out += ' ';
                expr(*c->operand, kPrecOr);
            }
            for (const CaseWhen& w : c->whens) {
                out += " WHEN ";
                expr(*w.when, kPrecOr);
                out += " THEN ";
                expr(*w.then, kPrecOr);
            }
            if (c->otherwise) {
                out += " ELSE ";
                expr(*c->otherwise, kPrecOr);
            }
            out += " END";
            return;
        }
        if (auto* c = e.as<Cast>()) {
            out += "CAST(";
            expr(*c->operand, kPrecOr);
            out += " AS ";
            out += c->type.name;
            if (!c->type.arguments.empty()) {
                out += '(';
                for (size_t i = 0; i < c->type.arguments.size(); ++i) {
                    if (i) out += ", ";
                    out += c->type.arguments[i];
                }
                out += ')';
            }
            out += ')';
            return;
        }
        if (auto* f = e.as<FunctionCall>()) {
            identifier(f->name);
            out += '(';
            if (f->star) out += '*';
            if (f->distinct) out += "DISTINCT ";
            exprs(f->arguments);
            out += ')';
            if (f->filter) {
                out += " FILTER (WHERE ";
                expr(*f->filter, kPrecOr);
                out += ')';
            }
            if (f->over) {
                out += " OVER ";
                windowSpec(*f->over);
            }
            return;
        }
        if (auto* r = e.as<RowValue>()) {
            out += '(';
            exprs(r->elements);
            out += ')';
        }
    }
};

}  // namespace

std::string print(const SelectStatement& statement) {
    Printer printer;
    printer.select(statement);
    return std::move(printer.out);
}

std::string print(const Expr& expr) {
    Printer printer;
    printer.expr(expr, kPrecOr);
    return std::move(printer.out);
}

}  // namespace sqlscope::sql
