// The terminal text of one pair's explanation (explain_text.h). Widths are
// counted in code points; nothing is cut without an ellipsis.
#include "core/explain/explain_text.h"

#include <algorithm>
#include <array>
#include <cstdint>
#include <cstdio>
#include <string_view>
#include <utility>
#include <vector>

#include "core/explain/mark_order.h"
#include "core/explain/pair_explanation.h"
#include "core/util/json_position.h"

namespace sqlscope::explain {

namespace {

constexpr std::string_view kReset = "\033[0m";
constexpr std::string_view kEllipsis = "\xE2\x80\xA6";  // U+2026
constexpr size_t kGutter = 6;                           // "   1  " before a query line

// ---- text measured in code points ---------------------------------------------------

// The byte length of the UTF-8 sequence starting at `text[i]`, 1 for a
// byte that starts none (shown as '?').
size_t sequenceLength(std::string_view text, size_t i) {
    const auto lead = static_cast<unsigned char>(text[i]);
    size_t length = 0;
    if (lead < 0x80) {
        length = 1;
    } else if ((lead >> 5) == 0x6) {
        length = 2;
    } else if ((lead >> 4) == 0xE) {
        length = 3;
    } else if ((lead >> 3) == 0x1E) {
        length = 4;
    }
    if (length == 0 || i + length > text.size()) return 1;
    for (size_t k = 1; k < length; ++k)
        if ((static_cast<unsigned char>(text[i + k]) & 0xC0) != 0x80) return 1;
    return length;
}

// One displayed column: the bytes shown and where they come from.
struct Cell {
    size_t byte = 0;  // offset of the code point in the source text
    std::string shown;
};

// `text` as display cells: control characters as spaces, invalid bytes as '?'.
std::vector<Cell> cellsOf(std::string_view text, size_t offset = 0) {
    std::vector<Cell> cells;
    for (size_t i = 0; i < text.size();) {
        const size_t length = sequenceLength(text, i);
        const auto lead = static_cast<unsigned char>(text[i]);
        Cell cell{offset + i, std::string(text.substr(i, length))};
        if (length == 1 && (lead < 0x20 || lead == 0x7F)) cell.shown = " ";
        if (length == 1 && lead >= 0x80) cell.shown = "?";
        cells.push_back(std::move(cell));
        i += length;
    }
    return cells;
}

size_t widthOf(std::string_view text) {
    size_t width = 0;
    for (size_t i = 0; i < text.size(); i += sequenceLength(text, i))
        ++width;
    return width;
}

std::string joinCells(const std::vector<Cell>& cells, size_t from, size_t to) {
    std::string out;
    for (size_t i = from; i < to; ++i)
        out += cells[i].shown;
    return out;
}

// `text` on one line in at most `width` columns: an ellipsis ends what is cut.
std::string fit(std::string_view text, size_t width) {
    const std::vector<Cell> cells = cellsOf(text);
    if (cells.size() <= width) return joinCells(cells, 0, cells.size());
    if (width == 0) return "";
    return joinCells(cells, 0, width - 1) + std::string(kEllipsis);
}

std::string pad(std::string text, size_t width) {
    const size_t used = widthOf(text);
    if (used < width) text.append(width - used, ' ');
    return text;
}

std::string padLeft(std::string text, size_t width) {
    const size_t used = widthOf(text);
    if (used < width) text.insert(0, width - used, ' ');
    return text;
}

std::string trimRight(std::string text) {
    while (!text.empty() && text.back() == ' ')
        text.pop_back();
    return text;
}

// Break points of `cells` into pieces of at most `width` cells, preferring
// to break after a space in the last third of a piece.
std::vector<std::pair<size_t, size_t>> chunksOf(const std::vector<Cell>& cells, size_t width) {
    std::vector<std::pair<size_t, size_t>> chunks;
    size_t start = 0;
    while (cells.size() - start > width) {
        size_t end = start + width;
        for (size_t k = end; k > start + width * 2 / 3; --k) {
            if (cells[k - 1].shown == " ") {
                end = k;
                break;
            }
        }
        chunks.emplace_back(start, end);
        start = end;
    }
    chunks.emplace_back(start, cells.size());
    return chunks;
}

// `text` wrapped into lines of at most `width` columns (at spaces when it can).
std::vector<std::string> wrap(std::string_view text, size_t width) {
    std::vector<std::string> lines;
    size_t lineStart = 0;
    while (lineStart <= text.size()) {
        size_t newline = text.find('\n', lineStart);
        std::string_view line = text.substr(
            lineStart, newline == std::string_view::npos ? newline : newline - lineStart);
        // The spaces where a line breaks are dropped (a continuation line
        // never starts with one).
        std::vector<Cell> cells = cellsOf(line);
        while (true) {
            const auto [from, to] = chunksOf(cells, std::max<size_t>(width, 1)).front();
            lines.push_back(trimRight(joinCells(cells, from, to)));
            size_t next = to;
            while (next < cells.size() && cells[next].shown == " ")
                ++next;
            if (next >= cells.size()) break;
            cells.erase(cells.begin(), cells.begin() + static_cast<std::ptrdiff_t>(next));
        }
        if (newline == std::string_view::npos) break;
        lineStart = newline + 1;
    }
    return lines;
}

std::string numberText(double value) {
    if (value == static_cast<int64_t>(value)) return std::to_string(static_cast<int64_t>(value));
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%.3f", value);
    std::string text = buffer;  // "0.500" -> "0.5"
    while (text.back() == '0')
        text.pop_back();
    if (text.back() == '.') text.pop_back();
    return text;
}

std::string optionalText(const std::optional<double>& value) {
    return value ? numberText(*value) : "-";
}

std::string optionalText(const std::optional<int>& value) {
    return value ? std::to_string(*value) : "-";
}

std::string optionalText(const std::optional<bool>& value) {
    return value ? (*value ? "yes" : "no") : "-";
}

std::string listText(const std::vector<std::string>& items) {
    if (items.empty()) return "-";
    std::string out;
    for (const std::string& item : items)
        out += (out.empty() ? "" : ", ") + item;
    return out;
}

// ---- mark styles ----------------------------------------------------------------------

struct KindStyle {
    MarkKind kind;
    char letter;
    std::string_view label;  // the legend's and the mark list's words
    // SGR parameters: a colour (colour-blind safe: blue / yellow / magenta /
    // cyan / red) always paired with bold, underline or reverse, so that two
    // kinds that can meet in one text never differ by colour alone.
    std::string_view sgr;
};

constexpr std::array<KindStyle, 8> kStyles = {{
    {MarkKind::OnlyInGold, 'g', "only in gold", "1;34"},
    {MarkKind::OnlyInPrediction, 'p', "only in prediction", "1;33"},
    {MarkKind::ClauseMismatch, 'c', "clause mismatch", "4;35"},
    {MarkKind::RuleRewrite, 'r', "rule rewrite", "7;36"},
    {MarkKind::RuleBlocked, 'b', "rule blocked", "1;7;35"},
    {MarkKind::ParseError, 'e', "parse error", "1;4;7;31"},
    {MarkKind::SchemaMissing, 'm', "schema missing", "1;4;34"},
    {MarkKind::SchemaExtra, 'x', "schema extra", "1;4;33"},
}};

const KindStyle& styleOf(MarkKind kind) {
    for (const KindStyle& style : kStyles)
        if (style.kind == kind) return style;
    return kStyles[0];
}

std::string styled(std::string_view text, const KindStyle& style, bool color) {
    if (!color) return std::string(text);
    return "\033[" + std::string(style.sgr) + "m" + std::string(text) + std::string(kReset);
}

// ---- the document ---------------------------------------------------------------------

class Writer {
public:
    Writer(const PairExplanation& x, const TextOptions& options)
        : x_(x),
          color_(options.color),
          width_(static_cast<size_t>(std::clamp(options.width, kMinTextWidth, kMaxTextWidth))) {}

    std::string run() {
        header();
        marksOrder();
        query(Side::Gold, "Gold");
        query(Side::Prediction, "Prediction");
        markList();
        diffHunks();
        components();
        rules();
        results();
        linking();
        normalForms();
        notes();
        return std::move(out_);
    }

private:
    void line(const std::string& text) { out_ += trimRight(text) + "\n"; }

    // `label` then `text` wrapped to the width, continuation lines indented
    // as far as the label.
    void labelled(const std::string& label, const std::string& text) {
        const size_t indent = widthOf(label);
        const std::vector<std::string> lines = wrap(text, width_ - indent);
        for (size_t i = 0; i < lines.size(); ++i)
            line((i == 0 ? label : std::string(indent, ' ')) + lines[i]);
    }

    void section(const std::string& title) {
        out_ += "\n";
        std::string text = "--- " + title + " ";
        text.append(width_ - widthOf(text), '-');
        line(text);
    }

    void header() {
        labelled("pair ", std::to_string(x_.item) + " of run " + x_.run + ", database " + x_.dbId);
        if (!x_.question.empty()) labelled("question: ", x_.question);
        labelled("hardness: ", x_.hardness.empty() ? "-" : x_.hardness);
        // Every metric as key=value, wrapped at the width.
        std::vector<std::string> items;
        for (const MetricValue& metric : x_.metrics)
            items.push_back(metric.key + "=" + (metric.value.empty() ? "-" : metric.value));
        std::string text;
        for (const std::string& item : items)
            text += (text.empty() ? "" : "  ") + item;
        labelled("metrics:  ", text.empty() ? "-" : text);
    }

    // Marks numbered in the order they are listed (mark_order.h).
    void marksOrder() {
        order_ = listedMarkOrder(x_);
        number_.assign(x_.marks.size(), 0);
        for (size_t k = 0; k < order_.size(); ++k)
            number_[order_[k]] = k + 1;
    }

    struct Placed {
        size_t from = 0, to = 0;  // columns within the chunk, [from, to)
        size_t mark = 0;
        bool labelled = false;  // this chunk draws the mark's number
    };

    void query(Side side, const std::string& title) {
        section(title);
        const std::string& text = side == Side::Gold ? x_.gold : x_.pred;
        if (text.empty()) {
            line("(empty)");
        }
        const size_t chunkWidth = width_ - kGutter - 1;  // one column for a mark at a line's end
        size_t lineStart = 0;
        uint32_t lineNumber = 1;
        while (lineStart <= text.size() && !text.empty()) {
            size_t newline = text.find('\n', lineStart);
            size_t lineEnd = newline == std::string::npos ? text.size() : newline;
            size_t contentEnd = lineEnd;
            if (contentEnd > lineStart && text[contentEnd - 1] == '\r') --contentEnd;
            const std::vector<Cell> cells = cellsOf(
                std::string_view(text).substr(lineStart, contentEnd - lineStart), lineStart);
            const auto chunks = chunksOf(cells, chunkWidth);
            for (size_t c = 0; c < chunks.size(); ++c) {
                const auto [from, to] = chunks[c];
                const size_t byteFrom = from < cells.size() ? cells[from].byte : contentEnd;
                const size_t byteTo = to < cells.size() ? cells[to].byte : contentEnd;
                const bool lastChunk = c + 1 == chunks.size();
                // The marks of this side that touch the chunk, as columns.
                std::vector<Placed> placed;
                for (size_t m : order_) {
                    const Mark& mark = x_.marks[m];
                    if (mark.side != side) continue;
                    const size_t b = mark.span.begin, e = std::max(mark.span.begin, mark.span.end);
                    const bool point = b == e;
                    // A position belongs to the chunk it starts; the end of a
                    // line (or of the text) to the line's last chunk.
                    const bool touches =
                        point ? (b >= byteFrom && (b < byteTo || (lastChunk && b <= lineEnd)))
                              : (b < byteTo + (lastChunk ? (lineEnd - contentEnd) : 0) &&
                                 e > byteFrom);
                    if (!touches) continue;
                    auto column = [&](size_t byte) {
                        size_t k = from;
                        while (k < to && cells[k].byte < byte)
                            ++k;
                        return k - from;
                    };
                    Placed p;
                    p.mark = m;
                    p.from = column(b);
                    p.to = point ? p.from + 1 : std::max(column(e), p.from + 1);
                    // The number is drawn where the mark ends.
                    p.labelled = point || e <= (lastChunk ? lineEnd + 1 : byteTo);
                    placed.push_back(p);
                }
                const std::string gutter =
                    c == 0 ? padLeft(std::to_string(lineNumber), 4) + "  " : "   +  ";
                if (color_) {
                    line(gutter + colouredChunk(cells, from, to, placed));
                } else {
                    line(gutter + joinCells(cells, from, to));
                    for (const std::string& row : markerRows(placed))
                        line(std::string(kGutter, ' ') + row);
                }
            }
            if (newline == std::string::npos) break;
            lineStart = newline + 1;
            ++lineNumber;
        }
    }

    // The chunk with each column in the style of the narrowest mark over it
    // (the first listed of equally narrow ones).
    std::string colouredChunk(const std::vector<Cell>& cells, size_t from, size_t to,
                              const std::vector<Placed>& placed) {
        std::string out;
        const KindStyle* current = nullptr;
        for (size_t col = 0; col < to - from + 1; ++col) {
            const KindStyle* style = nullptr;
            size_t narrowest = SIZE_MAX;
            for (const Placed& p : placed) {
                if (col < p.from || col >= p.to) continue;
                // By the whole span, not its part in this chunk.
                const sql::Span span = x_.marks[p.mark].span;
                const size_t length = span.end > span.begin ? span.end - span.begin : 0;
                if (length < narrowest) {
                    narrowest = length;
                    style = &styleOf(x_.marks[p.mark].kind);
                }
            }
            const bool past = col >= to - from;
            if (past && !style) break;
            if (style != current) {
                if (current) out += kReset;
                if (style) out += "\033[" + std::string(style->sgr) + "m";
                current = style;
            }
            out += past ? " " : cells[from + col].shown;
        }
        if (current) out += kReset;
        return out;
    }

    // Rows of kind letters under a chunk: marks that overlap go to separate
    // rows; each mark's number follows it when it fits (else precedes it).
    // Marks of one kind over the same columns share a row: "3-5" or "3,7".
    std::vector<std::string> markerRows(const std::vector<Placed>& placed) {
        struct Item {
            size_t from = 0, to = 0;
            char letter = ' ';
            std::vector<size_t> numbers;  // drawn after the letters
        };
        std::vector<Item> items;
        for (const Placed& p : placed) {
            const char letter = styleOf(x_.marks[p.mark].kind).letter;
            auto same = std::find_if(items.begin(), items.end(), [&](const Item& item) {
                return item.from == p.from && item.to == p.to && item.letter == letter;
            });
            if (same == items.end()) {
                items.push_back({p.from, p.to, letter, {}});
                same = items.end() - 1;
            }
            if (p.labelled) same->numbers.push_back(number_[p.mark]);
        }
        std::stable_sort(items.begin(), items.end(), [](const Item& a, const Item& b) {
            return a.from != b.from ? a.from < b.from : a.to - a.from > b.to - b.from;
        });
        std::vector<std::string> rows;
        std::vector<size_t> used;  // per row: the first free column
        const size_t limit = width_ - kGutter;
        for (const Item& item : items) {
            const std::string number = numbersText(item.numbers);
            const std::string letters(item.to - item.from, item.letter);
            // Candidates: number after, number before, no number.
            struct Layout {
                size_t start;
                std::string text;
            };
            std::vector<Layout> layouts;
            if (!number.empty() && item.to + 1 + number.size() <= limit)
                layouts.push_back({item.from, letters + " " + number});
            if (!number.empty() && item.from >= number.size() + 1)
                layouts.push_back({item.from - number.size() - 1, number + " " + letters});
            layouts.push_back({item.from, letters});
            bool done = false;
            for (size_t row = 0; row <= rows.size() && !done; ++row) {
                if (row == rows.size()) {
                    rows.emplace_back();
                    used.push_back(0);
                }
                for (const Layout& layout : layouts) {
                    // One blank column between two marks of a row.
                    if (!rows[row].empty() && layout.start < used[row] + 1) continue;
                    rows[row] = pad(rows[row], layout.start) + layout.text;
                    used[row] = layout.start + layout.text.size();
                    done = true;
                    break;
                }
            }
        }
        return rows;
    }

    // Ascending mark numbers as "3", "3-5" (a run) or "3,7".
    static std::string numbersText(const std::vector<size_t>& numbers) {
        std::string text;
        for (size_t i = 0; i < numbers.size();) {
            size_t j = i;
            while (j + 1 < numbers.size() && numbers[j + 1] == numbers[j] + 1)
                ++j;
            text += (text.empty() ? "" : ",") + std::to_string(numbers[i]);
            if (j > i) text += (j == i + 1 ? "," : "-") + std::to_string(numbers[j]);
            i = j + 1;
        }
        return text;
    }

    std::string position(Side side, uint32_t offset) const {
        return util::positionOfOffset(side == Side::Gold ? x_.gold : x_.pred, offset).text();
    }

    void markList() {
        section("Marks");
        if (order_.empty()) {
            line("(none)");
            return;
        }
        // The legend: every style used, in the order of kStyles, wrapped
        // between entries (measured without the escapes).
        const std::string prefix = "legend: ";
        std::string current = prefix;
        size_t currentWidth = prefix.size();
        for (const KindStyle& style : kStyles) {
            bool used = std::any_of(x_.marks.begin(), x_.marks.end(),
                                    [&](const Mark& m) { return m.kind == style.kind; });
            if (!used) continue;
            const std::string plain =
                color_ ? std::string(style.label)
                       : std::string(1, style.letter) + " " + std::string(style.label);
            const std::string shown = color_ ? styled(style.label, style, true) : plain;
            const bool first = currentWidth == prefix.size();
            if (!first && currentWidth + 2 + plain.size() > width_) {
                line(current + ",");
                current = std::string(prefix.size(), ' ');
                currentWidth = prefix.size();
            } else if (!first) {
                current += ", ";
                currentWidth += 2;
            }
            current += shown;
            currentWidth += plain.size();
        }
        line(current);
        const size_t numberWidth = std::to_string(order_.size()).size() + 2;
        for (size_t m : order_) {
            const Mark& mark = x_.marks[m];
            const KindStyle& style = styleOf(mark.kind);
            std::string label = padLeft("[" + std::to_string(number_[m]) + "]", numberWidth) + " " +
                                style.letter + " ";
            std::string where = std::string(sideName(mark.side)) + " " +
                                position(mark.side, mark.span.begin) + "-" +
                                position(mark.side, mark.span.end);
            std::string text = where + " " + std::string(style.label) + " (" + mark.metric + ")";
            if (mark.ruleEvent >= 0) text += " event " + std::to_string(mark.ruleEvent + 1);
            text += ": " + mark.message;
            if (color_) {
                // The kind's words in its style; wrapped as plain text first.
                const std::vector<std::string> lines = wrap(text, width_ - widthOf(label));
                for (size_t i = 0; i < lines.size(); ++i) {
                    std::string shown = lines[i];
                    if (i == 0) {
                        const size_t at = shown.find(std::string(style.label), where.size());
                        if (at != std::string::npos)
                            shown.replace(at, style.label.size(), styled(style.label, style, true));
                    }
                    line((i == 0 ? label : std::string(widthOf(label), ' ')) + shown);
                }
            } else {
                labelled(label, text);
            }
        }
    }

    // The token diff's runs side by side: what the gold has where the
    // prediction has something else (or nothing).
    void diffHunks() {
        section("Token diff");
        if (x_.diffHunks.empty()) {
            line("(the same tokens)");
            return;
        }
        auto side = [&](Side s, sql::Span span) {
            const std::string& text = s == Side::Gold ? x_.gold : x_.pred;
            const std::string where = std::string(sideName(s)) + " ";
            if (span.empty()) return where + position(s, span.begin) + " (nothing)";
            const bool inside = span.end <= text.size();
            return where + position(s, span.begin) + "-" + position(s, span.end) + " \"" +
                   (inside ? std::string(span.textIn(text)) : std::string()) + "\"";
        };
        const size_t numberWidth = std::to_string(x_.diffHunks.size()).size() + 2;
        for (size_t i = 0; i < x_.diffHunks.size(); ++i) {
            const DiffHunk& hunk = x_.diffHunks[i];
            labelled(padLeft("[" + std::to_string(i + 1) + "]", numberWidth) + " ",
                     side(Side::Gold, hunk.gold) + "  ->  " + side(Side::Prediction, hunk.pred));
        }
    }

    // ---- tables -----------------------------------------------------------------------

    struct Column {
        std::string title;
        size_t width = 0;
        bool wrap = false;  // wrap the cell over several lines; else cut with an ellipsis
        bool right = false;
    };

    // The header, then the rows; `header` false: the rows only.
    void table(const std::vector<Column>& columns,
               const std::vector<std::vector<std::string>>& rows, bool header = true) {
        auto emit = [&](const std::vector<std::string>& cells) {
            std::vector<std::vector<std::string>> pieces(columns.size());
            size_t height = 1;
            for (size_t c = 0; c < columns.size(); ++c) {
                const std::string& cell = c < cells.size() ? cells[c] : std::string();
                pieces[c] = columns[c].wrap ? wrap(cell, columns[c].width)
                                            : std::vector<std::string>{fit(cell, columns[c].width)};
                height = std::max(height, pieces[c].size());
            }
            for (size_t h = 0; h < height; ++h) {
                std::string text;
                for (size_t c = 0; c < columns.size(); ++c) {
                    std::string piece = h < pieces[c].size() ? pieces[c][h] : "";
                    text += (c ? "  " : "") + (columns[c].right ? padLeft(piece, columns[c].width)
                                                                : pad(piece, columns[c].width));
                }
                line(text);
            }
        };
        std::vector<std::string> titles;
        for (const Column& column : columns)
            titles.push_back(column.title);
        if (header) emit(titles);
        for (const auto& row : rows)
            emit(row);
    }

    void components() {
        section("Components");
        if (x_.components.empty()) {
            line("(none)");
            return;
        }
        size_t nameWidth = 9;
        for (const ComponentRow& row : x_.components)
            nameWidth = std::max(nameWidth, widthOf(row.name));
        const size_t fixed = nameWidth + 2 + 3 + 2 + 4 + 2 + 5 + 2 + 2;
        constexpr size_t kMinItems = 2 * 16;  // two item columns worth reading side by side
        std::vector<Column> columns = {
            {"component", nameWidth}, {"ESM", 3}, {"ESM+", 4}, {"F1", 5, false, true}};
        std::vector<std::vector<std::string>> rows;
        for (const ComponentRow& row : x_.components)
            rows.push_back({row.name, optionalText(row.esm), optionalText(row.esmPlus),
                            optionalText(row.f1), row.gold.empty() ? "-" : row.gold,
                            row.pred.empty() ? "-" : row.pred});
        if (width_ >= fixed + kMinItems) {
            const size_t items = width_ - fixed;
            columns.push_back({"gold", items / 2, true});
            columns.push_back({"prediction", items - items / 2, true});
            table(columns, rows);
            return;
        }
        // Too narrow for the items beside the verdicts: each row's items
        // follow it, one side a line.
        table(columns, {});
        for (const auto& row : rows) {
            table(columns, {{row[0], row[1], row[2], row[3]}}, false);
            labelled("    gold:       ", row[4]);
            labelled("    prediction: ", row[5]);
        }
    }

    void rules() {
        section("ESM+ rules");
        if (x_.rules.empty()) {
            line("(no rule event)");
            return;
        }
        for (size_t i = 0; i < x_.rules.size(); ++i) {
            const RuleNote& rule = x_.rules[i];
            std::string state =
                rule.fired ? (rule.changed ? "fired" : "fired, no change") : "blocked";
            if (rule.unsound) state += ", UNSOUND";
            std::string where;
            for (const sql::Span& span : rule.spans)
                where += (where.empty() ? " at " : ", ") + position(rule.side, span.begin) + "-" +
                         position(rule.side, span.end);
            labelled("[" + std::to_string(i + 1) + "] ", std::string(sideName(rule.side)) +
                                                             ": rule " + std::to_string(rule.rule) +
                                                             " " + state + where);
            const std::string indent(std::to_string(i + 1).size() + 3, ' ');
            if (!rule.before.empty() || !rule.after.empty()) {
                labelled(indent + "before: ", rule.before.empty() ? "-" : rule.before);
                labelled(indent + "after:  ", rule.after.empty() ? "-" : rule.after);
            }
            for (const std::string& fact : rule.facts)
                labelled(indent + "fact:   ", fact);
            if (!rule.note.empty()) labelled(indent + "note:   ", rule.note);
        }
    }

    // ---- results ----------------------------------------------------------------------

    std::string gridState(const ResultGrid& grid) const {
        if (!grid.ran) return "not run" + (grid.message.empty() ? "" : ": " + grid.message);
        std::string text = grid.outcome.empty() ? "ok" : grid.outcome;
        if (text == "ok") {
            text +=
                ", " + std::to_string(grid.totalRows) + (grid.totalRows == 1 ? " row" : " rows");
            if (grid.rows.size() < grid.totalRows)
                text += " (the first " + std::to_string(grid.rows.size()) + " shown)";
        }
        if (!grid.message.empty()) text += ": " + grid.message;
        return text;
    }

    static std::string rowFlags(uint8_t bits) {
        std::string flags = "...";
        if (bits & kMatchEx) flags[0] = 'x';
        if (bits & kMatchExe) flags[1] = 'e';
        if (bits & kMatchExf) flags[2] = 'a';
        return flags;
    }

    // One side's grid as lines of exactly `width` columns: flags, then the
    // cells (an unmatched cell of an EXP/EXR-compared row ends in '*').
    std::vector<std::string> gridLines(const ResultGrid& grid, const std::vector<uint8_t>& flags,
                                       const std::vector<std::vector<bool>>& cellMatches,
                                       const std::vector<std::string>& headers, size_t width) {
        std::vector<std::string> lines;
        if (!grid.ran || grid.columns.empty()) {
            // A failed query has no result; its outcome is on the line above.
            lines.push_back(pad(!grid.ran              ? "(not run)"
                                : grid.outcome == "ok" ? "(no columns)"
                                                       : "(no result)",
                                width));
            return lines;
        }
        // The text of each cell as shown.
        std::vector<std::vector<std::string>> texts;
        for (size_t r = 0; r < grid.rows.size(); ++r) {
            std::vector<std::string> row;
            for (size_t c = 0; c < grid.columns.size(); ++c) {
                std::string cell = c < grid.rows[r].size() ? grid.rows[r][c] : "";
                const bool unmatched =
                    r < cellMatches.size() && c < cellMatches[r].size() && !cellMatches[r][c];
                row.push_back(cell + (unmatched ? "*" : ""));
            }
            texts.push_back(std::move(row));
        }
        // Natural widths, then the widest shrunk until the row fits.
        const size_t n = grid.columns.size();
        std::vector<size_t> widths(n, 0);
        for (size_t c = 0; c < n; ++c) {
            widths[c] = widthOf(headers[c]);
            for (const auto& row : texts)
                widths[c] = std::max(widths[c], widthOf(row[c]));
            widths[c] = std::max<size_t>(widths[c], 1);
        }
        constexpr size_t kMinCell = 4;
        const size_t available = width > 5 ? width - 5 : 0;  // flags and a space
        size_t shown = n;
        auto total = [&](size_t count) {
            size_t sum = 0;
            for (size_t c = 0; c < count; ++c)
                sum += widths[c] + (c ? 2 : 0);
            return sum;
        };
        while (total(shown) > available) {
            auto widest = std::max_element(widths.begin(), widths.begin() + shown);
            if (*widest > kMinCell) {
                --*widest;
            } else if (shown > 1) {
                --shown;  // the columns that do not fit are counted below
            } else {
                break;
            }
        }
        auto rowText = [&](const std::string& flagText, const std::vector<std::string>& cells) {
            std::string text = flagText + "  ";
            for (size_t c = 0; c < shown; ++c)
                text += (c ? "  " : "") + pad(fit(cells[c], widths[c]), widths[c]);
            return pad(fit(text, width), width);
        };
        lines.push_back(rowText("   ", headers));
        for (size_t r = 0; r < texts.size(); ++r)
            lines.push_back(rowText(rowFlags(r < flags.size() ? flags[r] : 0), texts[r]));
        if (shown < n)
            lines.push_back(pad(
                fit("(" + std::to_string(n - shown) + " more columns not shown)", width), width));
        if (grid.rows.size() < grid.totalRows)
            lines.push_back(pad(
                "(" + std::to_string(grid.totalRows - grid.rows.size()) + " more rows)", width));
        return lines;
    }

    void results() {
        const ResultComparison& r = x_.results;
        section("Results");
        labelled("", "EX " + optionalText(r.ex) + "  EX (BIRD) " + optionalText(r.exBird) +
                         "  EXE " + optionalText(r.exe) + "  EXP " + optionalText(r.exp) +
                         "  EXR " + optionalText(r.exr) + "  EX F1 " + optionalText(r.exF1));
        labelled("gold:       ", gridState(r.gold));
        labelled("prediction: ", gridState(r.pred));
        if (!r.gold.ran && !r.pred.ran) return;
        // Column names; a predicted column aligned by EXP/EXR names its gold column.
        std::vector<std::string> goldHeaders, predHeaders;
        for (size_t c = 0; c < r.gold.columns.size(); ++c)
            goldHeaders.push_back(std::to_string(c + 1) + " " + r.gold.columns[c]);
        for (size_t c = 0; c < r.pred.columns.size(); ++c) {
            std::string header = std::to_string(c + 1) + " " + r.pred.columns[c];
            if (c < r.columnMapping.size())
                header +=
                    r.columnMapping[c] >= 0 ? " =" + std::to_string(r.columnMapping[c] + 1) : " =-";
            predHeaders.push_back(header);
        }
        const size_t left = (width_ - 3) / 2, right = width_ - 3 - left;
        std::vector<std::string> goldLines =
            gridLines(r.gold, r.goldRows, r.goldCells, goldHeaders, left);
        std::vector<std::string> predLines =
            gridLines(r.pred, r.predRows, r.predCells, predHeaders, right);
        line(pad("gold", left) + " | prediction");
        for (size_t i = 0; i < std::max(goldLines.size(), predLines.size()); ++i)
            line((i < goldLines.size() ? goldLines[i] : std::string(left, ' ')) + " | " +
                 (i < predLines.size() ? predLines[i] : ""));
        labelled("",
                 "row flags: x in both results for EX, e in both bags for EXE, a aligned to "
                 "a row of the other side by EXP/EXR; a cell ending in * was not matched by "
                 "EXP/EXR; =N after a predicted column: the gold column EXP/EXR aligned it "
                 "to (=- none)");
        for (const std::string& message : r.messages)
            labelled("message: ", message);
    }

    void linking() {
        const LinkingExplanation& l = x_.linking;
        section("Schema linking");
        if (!l.scored) {
            labelled("not scored", l.error.empty() ? "" : ": " + l.error);
            return;
        }
        labelled("gold tables:         ", listText(l.goldTables));
        labelled("gold columns:        ", listText(l.goldColumns));
        labelled("prediction tables:   ", listText(l.predTables));
        labelled("prediction columns:  ", listText(l.predColumns));
        labelled("missing tables:      ", listText(l.missingTables));
        labelled("missing columns:     ", listText(l.missingColumns));
        labelled("extra tables:        ", listText(l.extraTables));
        labelled("extra columns:       ", listText(l.extraColumns));
        labelled("", "R " + optionalText(l.recall) + "  P " + optionalText(l.precision) + "  F1+ " +
                         optionalText(l.f1Plus) +
                         (l.approximate ? "  (approximate: read from sqlscope's parse)" : ""));
        if (!l.error.empty()) labelled("error: ", l.error);
    }

    void normalForms() {
        section("ESM+ normal forms");
        labelled("gold:       ", x_.goldNormalForm.empty() ? "-" : x_.goldNormalForm);
        labelled("prediction: ", x_.predNormalForm.empty() ? "-" : x_.predNormalForm);
    }

    void notes() {
        if (x_.notes.empty()) return;
        section("Notes");
        for (const std::string& note : x_.notes)
            labelled("- ", note);
    }

    const PairExplanation& x_;
    bool color_;
    size_t width_;
    std::string out_;
    std::vector<size_t> order_;   // mark indexes in listed order
    std::vector<size_t> number_;  // per mark, its listed number (1-based)
};

}  // namespace

char markKindLetter(MarkKind kind) {
    return styleOf(kind).letter;
}

std::string explainText(const PairExplanation& explanation, const TextOptions& options) {
    return Writer(explanation, options).run();
}

}  // namespace sqlscope::explain
