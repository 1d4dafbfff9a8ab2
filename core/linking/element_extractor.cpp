#include "core/linking/element_extractor.h"

#include <optional>

#include "core/linking/ast_elements.h"

namespace sqlscope::linking {

namespace {

// SQLite's names with the spans the AST walk found for them; both are
// consumed (moved from).
std::vector<SchemaElement> withSpans(std::vector<std::string>&& names,
                                     std::vector<SchemaElement>* fromAst) {
    std::vector<SchemaElement> out;
    out.reserve(names.size());
    auto it = fromAst ? fromAst->begin() : std::vector<SchemaElement>::iterator();
    for (std::string& name : names) {
        SchemaElement element{std::move(name), {}};
        if (fromAst) {
            // Both lists are sorted by name.
            while (it != fromAst->end() && it->name < element.name)
                ++it;
            if (it != fromAst->end() && it->name == element.name)
                element.spans = std::move(it->spans);
        }
        out.push_back(std::move(element));
    }
    return out;
}

std::string parseDiagnostic(const sql::ParseResult& parsed) {
    if (parsed.ok() || !parsed.error) return {};
    return "does not parse: " + std::to_string(parsed.error->line) + ":" +
           std::to_string(parsed.error->column) + ": " + parsed.error->message;
}

}  // namespace

QueryElements ElementExtractor::extractFromAst(const LinkDatabase& database, std::string_view sql,
                                               const sql::ParseResult* parsed) {
    std::optional<sql::ParseResult> own;
    if (!parsed) parsed = &own.emplace(sql::parse(sql));
    if (!parsed->ok()) {
        QueryElements none;
        none.source = ElementSource::None;
        none.diagnostic = parseDiagnostic(*parsed);
        return none;
    }
    return astElements(*parsed->statement, sql, database);
}

QueryElements ElementExtractor::extractFromSqlite(const LinkDatabase& database,
                                                  std::string_view sql) {
    QueryElements out;
    if (database.path.empty()) {
        out.diagnostic = "no database file for '" + database.dbId + "'";
        return out;
    }
    PreparedReads reads = reader_.read(database.path, sql);
    if (!reads.ok()) {
        out.diagnostic = reads.message;
        return out;
    }
    out.source = ElementSource::Authorizer;
    out.tables = withSpans(std::move(reads.tables), nullptr);
    out.columns = withSpans(std::move(reads.columns), nullptr);
    return out;
}

QueryElements ElementExtractor::extract(const LinkDatabase& database, std::string_view sql,
                                        const sql::ParseResult* parsed,
                                        std::optional<match::component::PreparedSyntax>* syntax) {
    std::optional<sql::ParseResult> own;
    if (!parsed) parsed = &own.emplace(sql::parse(sql));

    PreparedReads reads;
    if (database.path.empty()) {
        reads.status = PreparedReads::Status::NoDatabase;
        reads.message = "no database file for '" + database.dbId + "'";
    } else {
        reads = reader_.read(database.path, sql, syntax);
    }

    QueryElements ast;
    if (parsed->ok()) ast = astElements(*parsed->statement, sql, database);

    if (reads.ok()) {
        QueryElements out;
        out.source = ElementSource::Authorizer;
        out.tables = withSpans(std::move(reads.tables), parsed->ok() ? &ast.tables : nullptr);
        out.columns = withSpans(std::move(reads.columns), parsed->ok() ? &ast.columns : nullptr);
        return out;
    }
    if (parsed->ok()) {
        ast.diagnostic = reads.message;
        return ast;  // source Ast: approximate
    }
    QueryElements none;
    none.source = ElementSource::None;
    none.diagnostic = reads.message;
    if (std::string why = parseDiagnostic(*parsed); !why.empty()) {
        if (!none.diagnostic.empty()) none.diagnostic += "; ";
        none.diagnostic += why;
    }
    return none;
}

}  // namespace sqlscope::linking
