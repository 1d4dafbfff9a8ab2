<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>CoreText</name>
    <message>
        <source>easy</source>
        <comment>hardness level of a Spider question</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>medium</source>
        <comment>hardness level of a Spider question</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hard</source>
        <comment>hardness level of a Spider question</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>extra</source>
        <comment>hardness level of a Spider question</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unscored</source>
        <comment>hardness level of a Spider question</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ok</source>
        <comment>execution outcome of a query</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>error</source>
        <comment>execution outcome of a query</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>timeout</source>
        <comment>execution outcome of a query</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>denied</source>
        <comment>execution outcome of a query</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gold_error</source>
        <comment>execution outcome of a query</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not_run</source>
        <comment>execution outcome of a query</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>row_limit</source>
        <comment>execution outcome of a query</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>memory_limit</source>
        <comment>execution outcome of a query</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>too_large</source>
        <comment>execution outcome of a query</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missing_clauses</source>
        <comment>component error category</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>extra_clauses</source>
        <comment>component error category</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wrong_predicates</source>
        <comment>component error category</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>schema_errors</source>
        <comment>component error category</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>c = (SELECT MIN/MAX(c)) = ORDER BY c LIMIT 1</source>
        <comment>short name of an ESM+ equivalence rule (keep SQL as is)</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DISTINCT on a UNIQUE column</source>
        <comment>short name of an ESM+ equivalence rule (keep SQL as is)</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>INTERSECT = AND</source>
        <comment>short name of an ESM+ equivalence rule (keep SQL as is)</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>UNION = OR</source>
        <comment>short name of an ESM+ equivalence rule (keep SQL as is)</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GROUP BY a UNIQUE column</source>
        <comment>short name of an ESM+ equivalence rule (keep SQL as is)</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NOT IN (q) = EXCEPT q</source>
        <comment>short name of an ESM+ equivalence rule (keep SQL as is)</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>COUNT(c) = COUNT(*) for NOT NULL c</source>
        <comment>short name of an ESM+ equivalence rule (keep SQL as is)</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>c IS NOT NULL is true for NOT NULL c</source>
        <comment>short name of an ESM+ equivalence rule (keep SQL as is)</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ORDER BY c LIMIT 1 = MAX/MIN(c)</source>
        <comment>short name of an ESM+ equivalence rule (keep SQL as is)</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>all columns = *</source>
        <comment>short name of an ESM+ equivalence rule (keep SQL as is)</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;3&apos; = 3</source>
        <comment>short name of an ESM+ equivalence rule (keep SQL as is)</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>c IN (SELECT pk FROM t1 WHERE d) = JOIN t1</source>
        <comment>short name of an ESM+ equivalence rule (keep SQL as is)</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unnecessary JOIN</source>
        <comment>short name of an ESM+ equivalence rule (keep SQL as is)</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FROM t T = FROM t AS T</source>
        <comment>short name of an ESM+ equivalence rule (keep SQL as is)</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>IN (a, b) = (= a OR = b)</source>
        <comment>short name of an ESM+ equivalence rule (keep SQL as is)</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a = b in ON: a and b are interchangeable</source>
        <comment>short name of an ESM+ equivalence rule (keep SQL as is)</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>c IN (SELECT c FROM t WHERE d) = d</source>
        <comment>short name of an ESM+ equivalence rule (keep SQL as is)</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>q INTERSECT q = q UNION q = q</source>
        <comment>short name of an ESM+ equivalence rule (keep SQL as is)</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>x BETWEEN a AND b = x &gt;= a AND x &lt;= b</source>
        <comment>short name of an ESM+ equivalence rule (keep SQL as is)</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NOT x &gt; y = x &lt;= y</source>
        <comment>short name of an ESM+ equivalence rule (keep SQL as is)</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pass</source>
        <comment>verdict of one metric on one pair</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>partial</source>
        <comment>verdict of one metric on one pair</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fail</source>
        <comment>verdict of one metric on one pair</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>n/a</source>
        <comment>verdict of one metric on one pair</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No preset</source>
        <comment>name of a disagreement filter preset</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>EX pass &amp; ESM+ fail</source>
        <comment>name of a disagreement filter preset</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>EX fail &amp; ESM+ pass</source>
        <comment>name of a disagreement filter preset</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ESM fail &amp; ESM+ pass</source>
        <comment>name of a disagreement filter preset</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runs disagree</source>
        <comment>name of a disagreement filter preset</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parse error</source>
        <comment>name of a disagreement filter preset</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Execution failed</source>
        <comment>name of a disagreement filter preset</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>every pair</source>
        <comment>description of a disagreement filter preset</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>possible EX false positive</source>
        <comment>description of a disagreement filter preset</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>possible ESM+ false positive, or an EX false negative</source>
        <comment>description of a disagreement filter preset</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rescued by a rule</source>
        <comment>description of a disagreement filter preset</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the runs&apos; verdicts on the question differ (EX, or the first binary metric computed)</source>
        <comment>description of a disagreement filter preset</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sqlscope&apos;s parser rejected the prediction</source>
        <comment>description of a disagreement filter preset</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the prediction did not run to its end (error, timeout, denied, limit, too large)</source>
        <comment>description of a disagreement filter preset</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gold</source>
        <comment>side of a pair: the reference query</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>prediction</source>
        <comment>side of a pair: the model&apos;s query</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>equivalent</source>
        <comment>a labeller&apos;s verdict on a pair</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not_equivalent</source>
        <comment>a labeller&apos;s verdict on a pair</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unsure</source>
        <comment>a labeller&apos;s verdict on a pair</comment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MarkStyle</name>
    <message>
        <source>only in gold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A token of the gold with no counterpart in the prediction (token diff; keyword case, whitespace and quotes ignored).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only in prediction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A token of the prediction with no counterpart in the gold (token diff).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>clause mismatch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A clause that ESM or ESM+ judged different; the tooltip says what differs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rule rewrite</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Text an ESM+ rule rewrote (dotted underline).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rule blocked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Text an ESM+ rule matched but did not rewrite: a schema fact or guard did not hold (dashed underline).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>parse error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where a parser or SQLite stopped reading the query (squiggle; an empty position is drawn over one character).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>schema missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A table or column the gold uses and the prediction does not (underline, in the gold).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>schema extra</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A table or column the prediction uses and the gold does not (underline, in the prediction).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>… and %1 more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — 1 run (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — %2 runs (%3)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RecordedEvaluation</name>
    <message>
        <source>no evaluation is recorded in it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: changed since it was recorded (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no verdicts are saved for its settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its saved verdicts do not cover every pair</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ResultGrids</name>
    <message>
        <source>1 row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 rows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ok, %1 (showing %2 of %3)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RuleList</name>
    <message>
        <source>rule %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TableItems</name>
    <message>
        <source>not compared</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>matches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>differs</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>sqlscope::ui::AblationChart</name>
    <message>
        <source>No ablation computed yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computing the rule ablation…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rule ablation failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>truth: EXE (no human verdicts)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>truth: human verdicts on %1 pairs, otherwise EXE (%2 pairs)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: FN rate over %2 pairs judged equivalent (%3 by a human, %4 by EXE)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; %1 left out (no truth or not scored by ESM+)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ESM+ false-negative rate as rules 1..k are switched on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>k: rules 1..k on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FN rate (%)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each rule alone: FN points it rescues (FN rate with no rule minus with the rule alone)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>points</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>sqlscope::ui::AnnotationPanel</name>
    <message>
        <source>Human verdict on this pair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 Equivalent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2 Not equivalent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>3 Unsure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Note on this pair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>your name or initials</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Labeller:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This question&apos;s gold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gold is questionable (G)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ambiguous question</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wrong gold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Assumption the schema does not declare</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ties or order not determined</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Other</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Note on this question</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alternate gold queries (also accepted):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alternate gold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A query that also answers the question:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add an alternate gold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove an alternate gold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set the human verdict</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit the pair&apos;s note</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit the question&apos;s annotation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Annotations are kept in a workspace: File &gt; New Workspace or Open Workspace.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a pair in the table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved as you go in %1. Ctrl+Z undoes.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>sqlscope::ui::AnnotationStore</name>
    <message>
        <source>No workspace is open: annotations are kept in a workspace.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>sqlscope::ui::ComponentTable</name>
    <message>
        <source>Component</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ESM</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ESM+</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>F1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gold items</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prediction items</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>sqlscope::ui::ConfusionView</name>
    <message>
        <source>A</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A ✓  B ✓</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A ✓  B ✗</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A ✗  B ✓</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A ✗  B ✗</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A or B n/a</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pairs by the verdicts of metrics A and B (✓ pass, ✗ fail). Click a count to show its pairs in the results table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 %2, %3 %4: click to show these %n pair(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>passes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fails</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pairs where %1 or %2 has no verdict (not clickable)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>sqlscope::ui::CrossRunView</name>
    <message>
        <source>Run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prediction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gold SQL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(missing)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not evaluated yet</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>sqlscope::ui::ErrorRateView</name>
    <message>
        <source>No human verdicts yet: judge pairs in the pair view to see the metrics&apos; false positives and false negatives.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Stratified estimates&lt;/b&gt;: FP and FN as % of all the run&apos;s pairs (each labelled pair stands for its stratum), 95% intervals.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Plain rates&lt;/b&gt;: the labels are not a stratified sample, so FP and FN are % of the labelled pairs, 95% Wilson intervals.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 labelled of %3 pairs, %4 unsure left out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 labelled pairs of %3, %4 unsure left out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; left out: %1 pair(s) in %2 stratum/strata without labels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 verdicts name no pair of these runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1
FP %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1
FN %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 passes and the human says not equivalent: %2 labelled pair(s).
Click: the run&apos;s pairs where %1 passes (the filter cannot select human verdicts).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 fails and the human says equivalent: %2 labelled pair(s).
Click: the run&apos;s pairs where %1 fails (the filter cannot select human verdicts).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>sqlscope::ui::EvaluationSettingsDialog</name>
    <message>
        <source>Evaluation Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spider (evaluation.py)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Test suite (test-suite-sql-eval)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ESM &amp;variant:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fixed — the paper&apos;s intent (default)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reference — the official script, quirks included</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>strict — only rules the schema proves sound</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ESM+ &amp;mode:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Time budget per query:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>off (exact, as the official scripts)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Float tolerance:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ESM+ equivalence rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re-evaluate</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>sqlscope::ui::ExplainWorker</name>
    <message>
        <source>no evaluation context to explain the pair with</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>sqlscope::ui::FilterBar</name>
    <message numerus="yes">
        <source>%n selected</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Filter question and SQL (Ctrl+F)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Any database</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Database</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Any hardness</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spider hardness of the gold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Any run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run (prediction file)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Any outcome</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How the prediction&apos;s execution ended</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Any rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ESM+ rule fired on the pair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Any error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Component error category of the prediction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No preset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Disagreement preset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only pairs whose %1 is %2; click to remove</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>sqlscope::ui::LinkingTable</name>
    <message>
        <source>Table or column</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prediction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Schema linking did not score this pair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>R %1 · P %2 · F1+ %3 (tables and columns together)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> — %1 missing, %2 extra</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>
Approximate: a side&apos;s elements were read from sqlscope&apos;s parse because SQLite could not prepare it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>column</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>− missing from the prediction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+ extra in the prediction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>= in both</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>sqlscope::ui::MainWindow</name>
    <message>
        <source>⚠ 1 input problem</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>⚠ %1 input problems</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Evaluating %1/%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This pair could not be explained: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Across runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FP/FN tables</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runs and summary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Annotation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Annotation Panel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Annotation not saved: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Input problems</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>These problems did not stop the evaluation; the pairs they concern are scored as the CLI scores them (report.json&apos;s bad_inputs).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Summary Panel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open Benchmark…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Add Runs…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add Runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prediction files (*.txt *.sql *.json *.jsonl);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;Demo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New Workspace…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New Workspace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sqlscope workspaces (*.sqlscope)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;Workspace…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open Workspace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Workspace &amp;As…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Workspace As</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export Filtered Pairs…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Filtered Pairs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Copy Pair as Text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Find in Pairs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy Filter as E&amp;xpression</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copied: %1 (sqlscope-cli export --filter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C&amp;lear Filter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Group Runs by Question</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Across Runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show Queries as ESM+ &amp;Saw Them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Go</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Next Pair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Previous Pair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Results Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Re-evaluate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Cancel Evaluation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Evaluation &amp;Settings…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About sqlscope</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About sqlscope</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;sqlscope %1&lt;/b&gt;&lt;p&gt;An inspector for Text-to-SQL evaluation: EX, EXE, ESM, ESM+, EXP/EXR, component F1 and schema linking, computed by one faithful core, with the evidence behind every verdict.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Evaluating… the pair view follows the selected row.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading the benchmark…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Preparing the demo…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The demo could not be written: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open Demo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(none yet)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear List</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Evaluated %1 pairs in %2 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelled: %1 of %2 pairs evaluated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not evaluated: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The benchmark could not be evaluated:
%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open Benchmark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The benchmark could not be evaluated.

%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--pair: no run named %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--pair: item %1 is not in the benchmark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pair %1 · %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copied the pair as text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 shown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> — inputs changed since: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — 1 run — sqlscope</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — %2 runs — sqlscope</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Annotate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Equivalent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Not Equivalent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Unsure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Toggle &amp;Gold Questionable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next &amp;Unjudged Pair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every pair shown is judged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Import Annotations…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import Annotations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Annotations (*.jsonl);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>E&amp;xport Annotations…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Annotations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Annotations (*.jsonl)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Agreement with Another Labeller…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Another labeller&apos;s annotations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Agreement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Agreement (Cohen&apos;s kappa)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Blind Mode (hide every metric)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reopening %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Evaluating again: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reopened %1 pairs from the workspace in %2 ms, no query run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Workspace not updated: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blind mode: every metric verdict is hidden.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blind mode off.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The evaluation has not finished yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exported %1 pairs to %2 (stamp: %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open or create a workspace first: annotations are kept in one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import annotations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 annotations added, %2 already the same.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 conflicts: the workspace&apos;s value was kept, the file&apos;s is listed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>
  %1 / %2: %3 here, %4 in the file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no verdict</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>
  question %1: annotated differently</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exported the annotations to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 pairs judged by both. Cohen&apos;s kappa is undefined: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 pairs judged by both (equivalent / not equivalent / unsure as three categories).
Observed agreement %2, expected by chance %3.
Cohen&apos;s kappa = %4.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>sqlscope::ui::OpenBenchmarkDialog</name>
    <message>
        <source>Benchmark files (*.txt *.sql *.json *.jsonl);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open Benchmark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Gold file:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dev_gold.sql (SQL&lt;TAB&gt;db_id), BIRD dev.json or JSON Lines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Detect from the file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>JSON Lines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Format:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Questions:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>JSON (*.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>optional: Spider dev.json, for the question texts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Tables:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tables.json (*.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Databases:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>folder with &lt;db_id&gt;/&lt;db_id&gt;.sqlite</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>T&amp;est suite:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>optional: test-suite databases, for EXE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Runs (prediction files, one run each):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score the overlap when a run has fewer predictions (a missing one is a failure)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Database</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Question</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add Runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a gold file (or drop files on the main window).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 format · %2 items · %3 databases%4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · multi-turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  — cannot be read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1  — run &quot;%2&quot;, %3 predictions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, %1 missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: no such file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: no such folder</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>sqlscope::ui::PairHeader</name>
    <message>
        <source>(no question)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Evidence: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pair %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>schema linking F1+ over tables and columns together = %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>sqlscope::ui::PairView</name>
    <message>
        <source>Components</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Linking</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No pair selected.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wrap lines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wrap long queries at spaces in both editors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prediction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prediction (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No notes for this pair.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notes (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gold — as ESM+ saw it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (ESM+ could not read it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prediction (%1) — as ESM+ saw it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>explaining…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>sqlscope::ui::PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The language applies the next time sqlscope starts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The new language applies the next time sqlscope starts. Restart now?</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>sqlscope::ui::ResultGrids</name>
    <message>
        <source>%1 was not executed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 produced no result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 returned no columns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>matched by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the metrics that count this row as matched</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>matched</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not matched</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>EX %1 · EX (BIRD) %2 · EXE %3 · EXP %4 · EXR %5 · EX F1 %6   —   gold %7, prediction %8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pred col %1 → gold col %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pred col %1 → none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Column mapping (EXP/EXR): </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prediction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Green cells: matched by EXP/EXR&apos;s alignment; red, italic: not matched. “matched by” lists the metrics that count the row as matched (✗ none). The tints mark rows and cells, not verdicts: the pair&apos;s verdicts are the chips above.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>EXP/EXR did not grade this pair: a cell takes its row&apos;s tint, green when “matched by” lists a metric that counts the row as matched, red and italic when none does (✗ none). The tints mark rows and cells, not verdicts: the pair&apos;s verdicts are the chips above.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>sqlscope::ui::ResultsTableModel</name>
    <message>
        <source>Gold: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not evaluated yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Database</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hardness</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Question</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>sqlscope::ui::RuleList</name>
    <message>
        <source>Show as ESM+ saw them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show both queries after ESM+&apos;s rewrites, as it compared them (marks hidden: their spans refer to the original texts)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>#</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>State</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Facts relied on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Before → after</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Note</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a rule event to see what the rule treats as equivalent and the text it read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Guard:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Note:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No ESM+ rule fired or was blocked on this pair.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 rule event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 rule events</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 fired, %3 blocked. Select one to see the text it read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✓ fired</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✓ fired, no change</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✗ blocked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · unsound</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>sqlscope::ui::RunSummaryPanel</name>
    <message>
        <source>No results yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pairs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pairs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Metric</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mean</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not computed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>By hardness</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Execution outcomes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rescued by ESM+ rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Disagreements</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>sqlscope::ui::StudyPanel</name>
    <message>
        <source>FP/FN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Metric vs metric</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Metric vs human</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rule ablation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export LaTeX…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export PNG…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recompute ablation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LaTeX (*.tex)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not write %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
