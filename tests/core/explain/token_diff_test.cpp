// The word-mode token diff (core/explain/token_diff.h): token equality
// (keyword case, quote style, whitespace ignored), exact spans, Myers'
// minimality against a dynamic-programming LCS, and long inputs.
#include <QObject>
#include <QTest>
#include <random>
#include <string>
#include <vector>

#include "core/explain/token_diff.h"
#include "tests/test_registry.h"

using namespace sqlscope;
using explain::diffQueries;
using explain::TokenDiff;

namespace {

// "text@begin-end" of each span, space-separated.
std::string spans(std::string_view text, const std::vector<sql::Span>& list) {
    std::string out;
    for (sql::Span s : list) {
        if (!out.empty()) out += ' ';
        out += std::string(s.textIn(text)) + "@" + std::to_string(s.begin) + "-" +
               std::to_string(s.end);
    }
    return out;
}

std::vector<std::string_view> chars(const std::string& s) {
    std::vector<std::string_view> out;
    for (size_t i = 0; i < s.size(); ++i)
        out.push_back(std::string_view(s).substr(i, 1));
    return out;
}

size_t lcsLength(const std::vector<std::string_view>& a, const std::vector<std::string_view>& b) {
    std::vector<std::vector<size_t>> t(a.size() + 1, std::vector<size_t>(b.size() + 1, 0));
    for (size_t i = 1; i <= a.size(); ++i)
        for (size_t j = 1; j <= b.size(); ++j)
            t[i][j] =
                a[i - 1] == b[j - 1] ? t[i - 1][j - 1] + 1 : std::max(t[i - 1][j], t[i][j - 1]);
    return t[a.size()][b.size()];
}

// The matched elements of each side, in order, must be the same sequence
// (a common subsequence), and as long as the LCS (a minimal edit).
void checkMinimal(const std::vector<std::string_view>& a, const std::vector<std::string_view>& b) {
    explain::SequenceMatch m = explain::diffSequences(a, b);
    std::vector<std::string_view> ca, cb;
    for (size_t i = 0; i < a.size(); ++i)
        if (m.aMatched[i]) ca.push_back(a[i]);
    for (size_t j = 0; j < b.size(); ++j)
        if (m.bMatched[j]) cb.push_back(b[j]);
    QCOMPARE(ca, cb);
    QCOMPARE(ca.size(), lcsLength(a, b));
}

}  // namespace

class TokenDiffTest : public QObject {
    Q_OBJECT

private slots:
    void operatorOnlyDiffers() {
        const std::string g = "SELECT name FROM dogs WHERE age > 18";
        const std::string p = "select name from dogs where age >= 18";
        TokenDiff d = diffQueries(g, p);
        QCOMPARE(spans(g, d.goldOnly), std::string(">@32-33"));
        QCOMPARE(spans(p, d.predOnly), std::string(">=@32-34"));
        QCOMPARE(d.hunks.size(), size_t(1));
        QCOMPARE(d.hunks[0].gold, (sql::Span{32, 33}));
        QCOMPARE(d.hunks[0].pred, (sql::Span{32, 34}));
        QVERIFY(!d.trimmedOnly);
    }

    void caseQuotesAndWhitespaceIgnored() {
        const std::string g = "SELECT \"Name\" FROM dogs WHERE breed = 'lab' AND x != 1";
        const std::string p = "select   name\nFROM `dogs` where breed = \"lab\" and x <> 1";
        TokenDiff d = diffQueries(g, p);
        QVERIFY2(d.goldOnly.empty(), spans(g, d.goldOnly).c_str());
        QVERIFY2(d.predOnly.empty(), spans(p, d.predOnly).c_str());
        QVERIFY(d.hunks.empty());
        // A string's value is compared exactly; a number as written.
        const std::string g2 = "SELECT * FROM t WHERE c = 'Ohio' AND n = 1";
        const std::string p2 = "SELECT * FROM t WHERE c = 'ohio' AND n = 1.0";
        TokenDiff d2 = diffQueries(g2, p2);
        QCOMPARE(spans(g2, d2.goldOnly), std::string("'Ohio'@26-32 1@41-42"));
        QCOMPARE(spans(p2, d2.predOnly), std::string("'ohio'@26-32 1.0@41-44"));
        QCOMPARE(d2.hunks.size(), size_t(2));
    }

    void insertionAndDeletionHunks() {
        const std::string g = "SELECT name FROM dogs";
        const std::string p = "SELECT DISTINCT name FROM dogs ORDER BY name";
        TokenDiff d = diffQueries(g, p);
        QVERIFY(d.goldOnly.empty());
        QCOMPARE(spans(p, d.predOnly),
                 std::string("DISTINCT@7-15 ORDER@31-36 BY@37-39 name@40-44"));
        QCOMPARE(d.hunks.size(), size_t(2));
        // An insertion is an empty gold span where the run would go.
        QCOMPARE(d.hunks[0].gold, (sql::Span{7, 7}));
        QCOMPARE(d.hunks[0].pred, (sql::Span{7, 15}));
        QCOMPARE(d.hunks[1].gold, (sql::Span{21, 21}));
        QCOMPARE(d.hunks[1].pred, (sql::Span{31, 44}));
    }

    void unreadableTextIsOpaque() {
        const std::string g = "SELECT a FROM t";
        const std::string p = "SELECT a FROM t WHERE \x01x = 1";
        TokenDiff d = diffQueries(g, p);
        QCOMPARE(d.predOnly.size(), size_t(4));  // WHERE, the opaque run, =, 1
        QCOMPARE(d.predOnly[1], (sql::Span{22, 24}));
    }

    void minimalOnHandCheckedCases() {
        // Myers' paper: ABCABBA vs CBABAC has D = 5 (LCS 4).
        explain::SequenceMatch m = explain::diffSequences(chars("ABCABBA"), chars("CBABAC"));
        size_t matched = 0;
        for (bool b : m.aMatched)
            matched += b ? 1 : 0;
        QCOMPARE(matched, size_t(4));
        checkMinimal(chars("ABCABBA"), chars("CBABAC"));
        checkMinimal(chars(""), chars("abc"));
        checkMinimal(chars("abc"), chars(""));
        checkMinimal(chars("abc"), chars("xyz"));
        checkMinimal(chars("abcabc"), chars("abc"));
        checkMinimal(chars("xaxbxcx"), chars("abc"));
    }

    void minimalOnRandomSequences() {
        std::mt19937 rng(12345);
        for (int round = 0; round < 300; ++round) {
            std::uniform_int_distribution<int> len(0, 40), sym(0, 3);
            std::string a, b;
            for (int i = len(rng); i > 0; --i)
                a += static_cast<char>('a' + sym(rng));
            for (int i = len(rng); i > 0; --i)
                b += static_cast<char>('a' + sym(rng));
            checkMinimal(chars(a), chars(b));
            if (QTest::currentTestFailed()) {
                qWarning("a=%s b=%s", a.c_str(), b.c_str());
                return;
            }
        }
    }

    void longInputs() {
        // 4000 tokens a side with scattered changes: Myers, exact result.
        std::string g = "SELECT a FROM t WHERE x IN (", p = g;
        for (int i = 0; i < 2000; ++i) {
            g += (i ? ", " : "") + std::to_string(i);
            p += (i ? ", " : "") + std::to_string(i % 500 == 7 ? i + 100000 : i);
        }
        g += ")";
        p += ")";
        TokenDiff d = diffQueries(g, p);
        QVERIFY(!d.trimmedOnly);
        QCOMPARE(d.goldOnly.size(), size_t(4));
        QCOMPARE(d.predOnly.size(), size_t(4));
        QCOMPARE(std::string(d.goldOnly[1].textIn(g)), std::string("507"));
        QCOMPARE(std::string(d.predOnly[1].textIn(p)), std::string("100507"));
        // Nothing in common (found without the quadratic search).
        std::string x = "SELECT", y = "SELECT";
        for (int i = 0; i < 4000; ++i) {
            x += " a" + std::to_string(i);
            y += " b" + std::to_string(i);
        }
        TokenDiff none = diffQueries(x, y);
        QCOMPARE(none.goldOnly.size(), size_t(4000));
        QCOMPARE(none.predOnly.size(), size_t(4000));
        QCOMPARE(none.hunks.size(), size_t(1));
        // Over the cap: the common prefix and suffix only.
        std::string big = "SELECT a FROM t WHERE x IN (", big2 = big;
        for (int i = 0; i < 6000; ++i) {
            big += (i ? ", " : "") + std::to_string(i);
            big2 += (i ? ", " : "") + std::to_string(i == 3000 ? -1 : i);
        }
        big += ")";
        big2 += ")";
        TokenDiff t = diffQueries(big, big2);
        QVERIFY(t.trimmedOnly);
        QCOMPARE(spans(big, t.goldOnly).substr(0, 5), std::string("3000@"));
        QCOMPARE(t.goldOnly.size(), size_t(1));
        QCOMPARE(t.predOnly.size(), size_t(2));  // "-" and "1"
    }
};

SQLSCOPE_TEST_SUITE(TokenDiffTest)
#include "token_diff_test.moc"
