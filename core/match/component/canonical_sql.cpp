#include "core/match/component/canonical_sql.h"

#include <cstdint>
#include <cstdlib>
#include <vector>

#include "core/match/component/lowered_text.h"
#include "core/sql/expr_chain.h"
#include "core/sql/operators.h"
#include "core/util/number_text.h"

namespace sqlscope::match::component {

namespace {

std::string_view binaryText(sql::BinaryOp op) {
    switch (op) {
        case sql::BinaryOp::Or:
            return "or";
        case sql::BinaryOp::And:
            return "and";
        case sql::BinaryOp::Eq:
        case sql::BinaryOp::EqEq:
            return "=";
        case sql::BinaryOp::Ne:
        case sql::BinaryOp::LtGt:
            return "!=";
        case sql::BinaryOp::Is:
            return "is";
        case sql::BinaryOp::IsNot:
            return "is not";
        case sql::BinaryOp::IsDistinctFrom:
            return "is distinct from";
        case sql::BinaryOp::IsNotDistinctFrom:
            return "is not distinct from";
        default:
            return sql::binaryOpText(op);  // symbols only
    }
}

std::string_view patternText(sql::PatternOp op) {
    switch (op) {
        case sql::PatternOp::Like:
            return "like";
        case sql::PatternOp::Glob:
            return "glob";
        case sql::PatternOp::Regexp:
            return "regexp";
        case sql::PatternOp::Match:
            return "match";
    }
    return "like";
}

void frameBound(std::string& out, const sql::FrameBound& bound, CanonicalWriter& writer,
                const Scope& scope) {
    switch (bound.kind) {
        case sql::FrameBound::Kind::UnboundedPreceding:
            out += "unbounded preceding";
            return;
        case sql::FrameBound::Kind::UnboundedFollowing:
            out += "unbounded following";
            return;
        case sql::FrameBound::Kind::CurrentRow:
            out += "current row";
            return;
        case sql::FrameBound::Kind::Preceding:
            out += writer.expr(*bound.offset, scope);
            out += " preceding";
            return;
        case sql::FrameBound::Kind::Following:
            out += writer.expr(*bound.offset, scope);
            out += " following";
            return;
    }
}

// The result column an ORDER BY / GROUP BY ordinal names, or null.
const sql::ResultColumn* ordinalColumn(const sql::Expr& e, const Scope& scope) {
    const auto* literal = e.as<sql::Literal>();
    if (!literal || literal->kind != sql::Literal::Kind::Integer || !scope.core) return nullptr;
    const std::string& text = literal->text;
    if (text.empty() || text.size() > 6 ||
        text.find_first_not_of("0123456789") != std::string::npos)
        return nullptr;
    const long k = std::strtol(text.c_str(), nullptr, 10);
    const auto& columns = scope.core->columns;
    if (k < 1 || static_cast<size_t>(k) > columns.size()) return nullptr;
    const sql::ResultColumn& column = columns[static_cast<size_t>(k - 1)];
    return column.kind == sql::ResultColumn::Kind::Expression ? &column : nullptr;
}

}  // namespace

std::string CanonicalWriter::quoted(std::string_view text) {
    std::string out;
    out.reserve(text.size() + 2);
    out += '\'';
    for (char c : text) {
        out += c;
        if (c == '\'') out += '\'';
    }
    out += '\'';
    return out;
}

std::string CanonicalWriter::number(const sql::Literal& literal) {
    const std::string& text = literal.text;
    if (literal.kind == sql::Literal::Kind::Integer) {
        if (text.size() > 2 && text[0] == '0' && (text[1] == 'x' || text[1] == 'X')) {
            char* end = nullptr;
            unsigned long long value = std::strtoull(text.c_str() + 2, &end, 16);
            if (end && *end == '\0') return std::to_string(static_cast<int64_t>(value));
            return lowered(text);
        }
        size_t first = text.find_first_not_of('0');
        if (first == std::string::npos) return "0";
        return text.substr(first);
    }
    if (auto value = util::parseNumber(text)) return util::numberText(*value);
    return lowered(text);
}

std::string_view CanonicalWriter::operatorText(sql::BinaryOp op) {
    return binaryText(op);
}

std::string CanonicalWriter::binary(const sql::Binary& binary, std::string_view left,
                                    std::string_view right) {
    // As node() writes a Binary: an operand binding more loosely than the
    // operator (the right one: not more tightly) is parenthesised.
    const int precedence = sql::precedenceOf(binary.op);
    const std::string_view op = binaryText(binary.op);
    std::string out;
    out.reserve(left.size() + right.size() + op.size() + 6);
    auto operand = [&](const sql::Expr& e, std::string_view text, int minPrecedence) {
        const bool parens = sql::precedenceOf(e) < minPrecedence;
        if (parens) out += '(';
        out += text;
        if (parens) out += ')';
    };
    operand(*binary.left, left, precedence);
    out += ' ';
    out += op;
    out += ' ';
    operand(*binary.right, right, precedence + 1);
    return out;
}

std::string CanonicalWriter::inRight(const sql::In& in, const Scope& scope) {
    std::string out;
    if (in.subquery) {
        out += '(';
        statement(out, *in.subquery, &scope, scope.ctes);
        out += ')';
    } else if (in.table) {
        appendLowered(out, in.table->name);
        if (in.tableFunction) {
            out += '(';
            list(out, in.list, scope);
            out += ')';
        }
    } else {
        out += '(';
        list(out, in.list, scope);
        out += ')';
    }
    return out;
}

std::string CanonicalWriter::expr(const sql::Expr& e, const Scope& scope, bool aliasesFirst) {
    std::string out;
    write(out, e, scope, sql::kPrecOr, aliasesFirst);
    return out;
}

std::string CanonicalWriter::select(const sql::SelectStatement& s, const Scope* outer,
                                    const CteEnv* ctes) {
    std::string out;
    statement(out, s, outer, ctes);
    return out;
}

std::string CanonicalWriter::resultColumn(const sql::ResultColumn& column, const Scope& scope) {
    switch (column.kind) {
        case sql::ResultColumn::Kind::Star:
            return "*";
        case sql::ResultColumn::Kind::TableStar: {
            const std::string qualifier = lowered(column.table->name);
            const Binding* binding = binder_.findBinding(scope, qualifier);
            if (binding && !binding->derived()) return binding->tableName + ".*";
            return qualifier + ".*";
        }
        case sql::ResultColumn::Kind::Expression:
            return expr(*column.expr, scope);
    }
    return {};
}

std::string CanonicalWriter::orderingTerm(const sql::OrderingTerm& term, const Scope& scope) {
    std::string out;
    if (const sql::ResultColumn* column = ordinalColumn(*term.expr, scope)) {
        out = expr(*column->expr, scope);
    } else {
        write(out, *term.expr, scope, sql::kPrecOr, true);
    }
    out += term.order == sql::SortOrder::Desc ? " desc" : " asc";
    if (term.nulls == sql::NullsOrder::First) out += " nulls first";
    if (term.nulls == sql::NullsOrder::Last) out += " nulls last";
    return out;
}

// A chain (sql/expr_chain.h) is written with a loop: each chain node opens
// its parenthesis before its operand and writes the rest after it.
void CanonicalWriter::write(std::string& out, const sql::Expr& e, const Scope& scope,
                            int minPrecedence, bool aliasesFirst) {
    int required = minPrecedence;
    std::vector<bool> closing;
    sql::walkChain(
        e,
        [&](const sql::Expr& n) {
            const bool parens = sql::precedenceOf(n) < required;
            if (parens) out += '(';
            closing.push_back(parens);
            if (auto* b = n.as<sql::Binary>())
                required = sql::precedenceOf(b->op);
            else
                required = n.as<sql::Collate>() ? sql::kPrecCollate : sql::kPrecEquality;
        },
        [&](const sql::Expr& leaf) {
            const bool parens = sql::precedenceOf(leaf) < required;
            if (parens) out += '(';
            node(out, leaf, scope, aliasesFirst);
            if (parens) out += ')';
        },
        [&](const sql::Expr& n) {
            afterOperand(out, n, scope, aliasesFirst);
            if (closing.back()) out += ')';
            closing.pop_back();
        });
}

void CanonicalWriter::list(std::string& out, const std::vector<sql::ExprPtr>& exprs,
                           const Scope& scope) {
    for (size_t i = 0; i < exprs.size(); ++i) {
        if (i) out += ", ";
        write(out, *exprs[i], scope, sql::kPrecOr, false);
    }
}

void CanonicalWriter::column(std::string& out, const sql::ColumnRef& ref, const Scope& scope,
                             bool aliasesFirst) {
    const Resolution bound = binder_.resolve(ref, scope, aliasesFirst, aliasDepth_ == 0);
    // A name nothing has is still written as a column of the table it most
    // likely belongs to (Resolution::binding), as the binder guesses it.
    const bool column = bound.kind == Resolution::Kind::Column ||
                        (bound.kind == Resolution::Kind::Unresolved && bound.binding);
    if (column) {
        const Binding& b = *bound.binding;
        if (b.derived()) {
            if (!b.name.empty()) {
                out += b.name;
                out += '.';
            }
        } else {
            out += b.tableName;
            out += '.';
        }
        appendLowered(out, ref.column.name);
        return;
    }
    if (bound.kind == Resolution::Kind::Alias) {
        ++aliasDepth_;
        write(out, *bound.alias->expr, *bound.scope, sql::kPrecPrimary, false);
        --aliasDepth_;
        return;
    }
    if (bound.kind == Resolution::Kind::Text) {
        out += quoted(ref.column.name);
        return;
    }
    if (ref.table) {
        appendLowered(out, ref.table->name);
        out += '.';
    }
    appendLowered(out, ref.column.name);
}

void CanonicalWriter::window(std::string& out, const sql::WindowSpec& spec, const Scope& scope) {
    if (spec.bareName) {
        appendLowered(out, spec.baseName->name);
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
        appendLowered(out, spec.baseName->name);
    }
    if (!spec.partitionBy.empty()) {
        separate();
        out += "partition by ";
        list(out, spec.partitionBy, scope);
    }
    if (!spec.orderBy.empty()) {
        separate();
        out += "order by ";
        for (size_t i = 0; i < spec.orderBy.size(); ++i) {
            if (i) out += ", ";
            out += orderingTerm(spec.orderBy[i], scope);
        }
    }
    if (spec.frame) {
        separate();
        const sql::FrameSpec& f = *spec.frame;
        out += f.unit == sql::FrameSpec::Unit::Rows    ? "rows "
               : f.unit == sql::FrameSpec::Unit::Range ? "range "
                                                       : "groups ";
        if (f.between) {
            out += "between ";
            frameBound(out, f.start, *this, scope);
            out += " and ";
            frameBound(out, f.end, *this, scope);
        } else {
            frameBound(out, f.start, *this, scope);
        }
    }
    out += ')';
}

// What a chain node writes after its chain operand.
void CanonicalWriter::afterOperand(std::string& out, const sql::Expr& e, const Scope& scope,
                                   bool aliasesFirst) {
    using namespace sql;
    if (auto* b = e.as<Binary>()) {
        const int precedence = precedenceOf(b->op);
        out += ' ';
        out += binaryText(b->op);
        out += ' ';
        write(out, *b->right, scope, precedence + 1, aliasesFirst);
        return;
    }
    if (auto* b = e.as<Between>()) {
        out += b->negated ? " not between " : " between ";
        write(out, *b->low, scope, kPrecComparison, aliasesFirst);
        out += " and ";
        write(out, *b->high, scope, kPrecComparison, aliasesFirst);
        return;
    }
    if (auto* in = e.as<In>()) {
        out += in->negated ? " not in " : " in ";
        out += inRight(*in, scope);
        return;
    }
    if (auto* p = e.as<Pattern>()) {
        out += p->negated ? " not " : " ";
        out += patternText(p->op);
        out += ' ';
        write(out, *p->pattern, scope, kPrecComparison, aliasesFirst);
        if (p->escape) {
            out += " escape ";
            write(out, *p->escape, scope, kPrecBitwise, aliasesFirst);
        }
        return;
    }
    if (auto* n = e.as<NullTest>()) {
        out += n->form == NullTest::Form::IsNull ? " is null" : " is not null";
        return;
    }
    if (auto* c = e.as<Collate>()) {
        out += " collate ";
        appendLowered(out, c->collation.name);
        return;
    }
}

void CanonicalWriter::node(std::string& out, const sql::Expr& e, const Scope& scope,
                           bool aliasesFirst) {
    using namespace sql;
    if (auto* l = e.as<Literal>()) {
        switch (l->kind) {
            case Literal::Kind::Integer:
            case Literal::Kind::Real:
                out += number(*l);
                return;
            case Literal::Kind::String:
                out += quoted(l->text);
                return;
            case Literal::Kind::Blob:
                out += "x'";
                appendLowered(out, l->text);
                out += '\'';
                return;
            case Literal::Kind::Null:
                out += "null";
                return;
            case Literal::Kind::True:
                out += "true";
                return;
            case Literal::Kind::False:
                out += "false";
                return;
            case Literal::Kind::CurrentTime:
                out += "current_time";
                return;
            case Literal::Kind::CurrentDate:
                out += "current_date";
                return;
            case Literal::Kind::CurrentTimestamp:
                out += "current_timestamp";
                return;
        }
        return;
    }
    if (auto* p = e.as<Parameter>()) {
        out += p->text;
        return;
    }
    if (auto* c = e.as<ColumnRef>()) return column(out, *c, scope, aliasesFirst);
    if (auto* u = e.as<Unary>()) {
        if (u->op == UnaryOp::Not) {
            out += "not ";
            write(out, *u->operand, scope, kPrecNot, aliasesFirst);
            return;
        }
        out += unaryOpText(u->op);
        const size_t at = out.size();
        write(out, *u->operand, scope, kPrecUnary, aliasesFirst);
        if (out.size() > at && (out[at] == '-' || out[at] == '+')) out.insert(at, 1, ' ');
        return;
    }
    if (auto* x = e.as<Exists>()) {
        out += "exists (";
        statement(out, *x->subquery, &scope, scope.ctes);
        out += ')';
        return;
    }
    if (auto* s = e.as<Subquery>()) {
        out += '(';
        statement(out, *s->select, &scope, scope.ctes);
        out += ')';
        return;
    }
    if (auto* c = e.as<Case>()) {
        out += "case";
        if (c->operand) {
            out += ' ';
            write(out, *c->operand, scope, kPrecOr, aliasesFirst);
        }
        for (const CaseWhen& w : c->whens) {
            out += " when ";
            write(out, *w.when, scope, kPrecOr, aliasesFirst);
            out += " then ";
            write(out, *w.then, scope, kPrecOr, aliasesFirst);
        }
        if (c->otherwise) {
            out += " else ";
            write(out, *c->otherwise, scope, kPrecOr, aliasesFirst);
        }
        out += " end";
        return;
    }
    if (auto* c = e.as<Cast>()) {
        out += "cast(";
        write(out, *c->operand, scope, kPrecOr, aliasesFirst);
        out += " as ";
        appendLowered(out, c->type.name);
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
        appendLowered(out, f->name.name);
        out += '(';
        if (f->star) out += '*';
        if (f->distinct) out += "distinct ";
        list(out, f->arguments, scope);
        out += ')';
        if (f->filter) {
            out += " filter (where ";
            write(out, *f->filter, scope, kPrecOr, false);
            out += ')';
        }
        if (f->over) {
            out += " over ";
            window(out, *f->over, scope);
        }
        return;
    }
    if (auto* r = e.as<RowValue>()) {
        out += '(';
        list(out, r->elements, scope);
        out += ')';
    }
}

void CanonicalWriter::statement(std::string& out, const sql::SelectStatement& s, const Scope* outer,
                                const CteEnv* ctes) {
    CteEnv env = binder_.ctesOf(s, ctes);
    if (s.with) {
        out += s.with->recursive ? "with recursive " : "with ";
        for (size_t i = 0; i < s.with->tables.size(); ++i) {
            const sql::CommonTableExpr& cte = s.with->tables[i];
            if (i) out += ", ";
            appendLowered(out, cte.name.name);
            if (!cte.columns.empty()) {
                out += '(';
                for (size_t k = 0; k < cte.columns.size(); ++k) {
                    if (k) out += ", ";
                    appendLowered(out, cte.columns[k].name);
                }
                out += ')';
            }
            out += " as (";
            statement(out, *cte.select, nullptr, &env);
            out += ')';
        }
        out += ' ';
    }
    Scope first = binder_.scopeOf(s.first, outer, &env);
    core(out, s.first, first);
    for (const sql::CompoundTerm& term : s.compounds) {
        switch (term.op) {
            case sql::CompoundOp::Union:
                out += " union ";
                break;
            case sql::CompoundOp::UnionAll:
                out += " union all ";
                break;
            case sql::CompoundOp::Intersect:
                out += " intersect ";
                break;
            case sql::CompoundOp::Except:
                out += " except ";
                break;
        }
        Scope scope = binder_.scopeOf(term.core, outer, &env);
        core(out, term.core, scope);
    }
    if (!s.orderBy.empty()) {
        out += " order by ";
        for (size_t i = 0; i < s.orderBy.size(); ++i) {
            if (i) out += ", ";
            out += orderingTerm(s.orderBy[i], first);
        }
    }
    if (s.limit) {
        out += " limit ";
        write(out, *s.limit->count, first, sql::kPrecOr, false);
        if (s.limit->offset) {
            out += " offset ";
            write(out, *s.limit->offset, first, sql::kPrecOr, false);
        }
    }
}

void CanonicalWriter::core(std::string& out, const sql::SelectCore& c, const Scope& scope) {
    if (c.isValues) {
        out += "values ";
        for (size_t i = 0; i < c.values.size(); ++i) {
            if (i) out += ", ";
            out += '(';
            list(out, c.values[i], scope);
            out += ')';
        }
        return;
    }
    out += "select ";
    if (c.quantifier == sql::SetQuantifier::Distinct) out += "distinct ";
    for (size_t i = 0; i < c.columns.size(); ++i) {
        if (i) out += ", ";
        out += resultColumn(c.columns[i], scope);
    }
    if (c.from) {
        out += " from ";
        from(out, *c.from, scope, true);
    }
    if (c.where) {
        out += " where ";
        write(out, *c.where, scope, sql::kPrecOr, false);
    }
    if (!c.groupBy.empty()) {
        out += " group by ";
        for (size_t i = 0; i < c.groupBy.size(); ++i) {
            if (i) out += ", ";
            if (const sql::ResultColumn* column = ordinalColumn(*c.groupBy[i], scope))
                write(out, *column->expr, scope, sql::kPrecOr, false);
            else
                write(out, *c.groupBy[i], scope, sql::kPrecOr, false);
        }
    }
    if (c.having) {
        out += " having ";
        write(out, *c.having, scope, sql::kPrecOr, false);
    }
}

void CanonicalWriter::from(std::string& out, const sql::FromClause& f, const Scope& scope,
                           bool first) {
    for (size_t i = 0; i < f.items.size(); ++i) {
        const sql::FromItem& item = f.items[i];
        if (i > 0 || !first) {
            const sql::JoinOperator& join = item.join;
            if (join.kind == sql::JoinOperator::Kind::Comma) {
                out += ", ";
            } else if (join.kind != sql::JoinOperator::Kind::None) {
                out += ' ';
                if (join.natural) out += "natural ";
                switch (join.kind) {
                    case sql::JoinOperator::Kind::Left:
                        out += "left ";
                        break;
                    case sql::JoinOperator::Kind::Right:
                        out += "right ";
                        break;
                    case sql::JoinOperator::Kind::Full:
                        out += "full ";
                        break;
                    case sql::JoinOperator::Kind::Cross:
                        out += "cross ";
                        break;
                    default:
                        break;
                }
                out += "join ";
            }
        }
        if (auto* table = std::get_if<sql::TableName>(&item.source)) {
            const std::string name = lowered(table->name.name);
            out += name;
            // Base tables lose their alias (columns name the table); a CTE
            // read under another name keeps it, as its columns use it.
            if (item.alias && scope.ctes && !table->schema && scope.ctes->find(name)) {
                const std::string alias = lowered(item.alias->name);
                if (alias != name) {
                    out += " as ";
                    out += alias;
                }
            }
        } else if (auto* function = std::get_if<sql::TableFunction>(&item.source)) {
            appendLowered(out, function->name.name);
            out += '(';
            list(out, function->arguments, scope);
            out += ')';
        } else if (auto* sub = std::get_if<sql::TableSubquery>(&item.source)) {
            out += '(';
            statement(out, *sub->select, nullptr, scope.ctes);
            out += ')';
            if (item.alias) {
                out += " as ";
                appendLowered(out, item.alias->name);
            }
        } else if (auto* nested = std::get_if<sql::NestedJoin>(&item.source)) {
            out += '(';
            from(out, *nested->from, scope, true);
            out += ')';
        }
        if (item.on) {
            out += " on ";
            write(out, *item.on, scope, sql::kPrecOr, false);
        } else if (item.usingColumns) {
            out += " using (";
            for (size_t k = 0; k < item.usingColumns->size(); ++k) {
                if (k) out += ", ";
                appendLowered(out, (*item.usingColumns)[k].name);
            }
            out += ')';
        }
    }
}

}  // namespace sqlscope::match::component
