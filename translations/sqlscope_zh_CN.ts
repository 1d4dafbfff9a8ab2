<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>AuditEvidence</name>
    <message numerus="yes">
        <source>%n row(s)</source>
        <translation>
            <numerusform>%n 行</numerusform>
        </translation>
    </message>
    <message>
        <source>… and %1 more</source>
        <translation>… 另有 %1 条</translation>
    </message>
    <message>
        <source>Question:</source>
        <translation>问题：</translation>
    </message>
    <message>
        <source>A &quot;gold questionable&quot; annotation made from it gets the category</source>
        <translation>由它生成的“标准答案存疑”标注的类别为</translation>
    </message>
    <message>
        <source>Evidence</source>
        <translation>证据</translation>
    </message>
    <message>
        <source>Checked on the data with:</source>
        <translation>在数据上用以下查询核对：</translation>
    </message>
    <message>
        <source>The results compared</source>
        <translation>比较的结果</translation>
    </message>
    <message>
        <source>Not checked</source>
        <translation>未核对</translation>
    </message>
</context>
<context>
    <name>CoreText</name>
    <message>
        <source>easy</source>
        <comment>hardness level of a Spider question</comment>
        <translation>简单</translation>
    </message>
    <message>
        <source>medium</source>
        <comment>hardness level of a Spider question</comment>
        <translation>中等</translation>
    </message>
    <message>
        <source>hard</source>
        <comment>hardness level of a Spider question</comment>
        <translation>困难</translation>
    </message>
    <message>
        <source>extra</source>
        <comment>hardness level of a Spider question</comment>
        <translation>极难</translation>
    </message>
    <message>
        <source>unscored</source>
        <comment>hardness level of a Spider question</comment>
        <translation>未评级</translation>
    </message>
    <message>
        <source>ok</source>
        <comment>execution outcome of a query</comment>
        <translation>正常</translation>
    </message>
    <message>
        <source>error</source>
        <comment>execution outcome of a query</comment>
        <translation>出错</translation>
    </message>
    <message>
        <source>timeout</source>
        <comment>execution outcome of a query</comment>
        <translation>超时</translation>
    </message>
    <message>
        <source>denied</source>
        <comment>execution outcome of a query</comment>
        <translation>被拒绝</translation>
    </message>
    <message>
        <source>gold_error</source>
        <comment>execution outcome of a query</comment>
        <translation>标准查询出错</translation>
    </message>
    <message>
        <source>not_run</source>
        <comment>execution outcome of a query</comment>
        <translation>未运行</translation>
    </message>
    <message>
        <source>row_limit</source>
        <comment>execution outcome of a query</comment>
        <translation>超出行数上限</translation>
    </message>
    <message>
        <source>memory_limit</source>
        <comment>execution outcome of a query</comment>
        <translation>超出内存上限</translation>
    </message>
    <message>
        <source>too_large</source>
        <comment>execution outcome of a query</comment>
        <translation>结果过大</translation>
    </message>
    <message>
        <source>missing_clauses</source>
        <comment>component error category</comment>
        <translation>缺少子句</translation>
    </message>
    <message>
        <source>extra_clauses</source>
        <comment>component error category</comment>
        <translation>多余子句</translation>
    </message>
    <message>
        <source>wrong_predicates</source>
        <comment>component error category</comment>
        <translation>谓词错误</translation>
    </message>
    <message>
        <source>schema_errors</source>
        <comment>component error category</comment>
        <translation>模式错误</translation>
    </message>
    <message>
        <source>c = (SELECT MIN/MAX(c)) = ORDER BY c LIMIT 1</source>
        <comment>short name of an ESM+ equivalence rule (keep SQL as is)</comment>
        <translation>c = (SELECT MIN/MAX(c)) = ORDER BY c LIMIT 1</translation>
    </message>
    <message>
        <source>DISTINCT on a UNIQUE column</source>
        <comment>short name of an ESM+ equivalence rule (keep SQL as is)</comment>
        <translation>UNIQUE 列上的 DISTINCT</translation>
    </message>
    <message>
        <source>INTERSECT = AND</source>
        <comment>short name of an ESM+ equivalence rule (keep SQL as is)</comment>
        <translation>INTERSECT = AND</translation>
    </message>
    <message>
        <source>UNION = OR</source>
        <comment>short name of an ESM+ equivalence rule (keep SQL as is)</comment>
        <translation>UNION = OR</translation>
    </message>
    <message>
        <source>GROUP BY a UNIQUE column</source>
        <comment>short name of an ESM+ equivalence rule (keep SQL as is)</comment>
        <translation>按 UNIQUE 列 GROUP BY</translation>
    </message>
    <message>
        <source>NOT IN (q) = EXCEPT q</source>
        <comment>short name of an ESM+ equivalence rule (keep SQL as is)</comment>
        <translation>NOT IN (q) = EXCEPT q</translation>
    </message>
    <message>
        <source>COUNT(c) = COUNT(*) for NOT NULL c</source>
        <comment>short name of an ESM+ equivalence rule (keep SQL as is)</comment>
        <translation>COUNT(c) = COUNT(*)（c 为 NOT NULL）</translation>
    </message>
    <message>
        <source>c IS NOT NULL is true for NOT NULL c</source>
        <comment>short name of an ESM+ equivalence rule (keep SQL as is)</comment>
        <translation>c IS NOT NULL 恒真（c 为 NOT NULL）</translation>
    </message>
    <message>
        <source>ORDER BY c LIMIT 1 = MAX/MIN(c)</source>
        <comment>short name of an ESM+ equivalence rule (keep SQL as is)</comment>
        <translation>ORDER BY c LIMIT 1 = MAX/MIN(c)</translation>
    </message>
    <message>
        <source>all columns = *</source>
        <comment>short name of an ESM+ equivalence rule (keep SQL as is)</comment>
        <translation>所有列 = *</translation>
    </message>
    <message>
        <source>&apos;3&apos; = 3</source>
        <comment>short name of an ESM+ equivalence rule (keep SQL as is)</comment>
        <translation>&apos;3&apos; = 3</translation>
    </message>
    <message>
        <source>c IN (SELECT pk FROM t1 WHERE d) = JOIN t1</source>
        <comment>short name of an ESM+ equivalence rule (keep SQL as is)</comment>
        <translation>c IN (SELECT pk FROM t1 WHERE d) = JOIN t1</translation>
    </message>
    <message>
        <source>unnecessary JOIN</source>
        <comment>short name of an ESM+ equivalence rule (keep SQL as is)</comment>
        <translation>多余的 JOIN</translation>
    </message>
    <message>
        <source>FROM t T = FROM t AS T</source>
        <comment>short name of an ESM+ equivalence rule (keep SQL as is)</comment>
        <translation>FROM t T = FROM t AS T</translation>
    </message>
    <message>
        <source>IN (a, b) = (= a OR = b)</source>
        <comment>short name of an ESM+ equivalence rule (keep SQL as is)</comment>
        <translation>IN (a, b) = (= a OR = b)</translation>
    </message>
    <message>
        <source>a = b in ON: a and b are interchangeable</source>
        <comment>short name of an ESM+ equivalence rule (keep SQL as is)</comment>
        <translation>ON 中的 a = b：a 与 b 可互换</translation>
    </message>
    <message>
        <source>c IN (SELECT c FROM t WHERE d) = d</source>
        <comment>short name of an ESM+ equivalence rule (keep SQL as is)</comment>
        <translation>c IN (SELECT c FROM t WHERE d) = d</translation>
    </message>
    <message>
        <source>q INTERSECT q = q UNION q = q</source>
        <comment>short name of an ESM+ equivalence rule (keep SQL as is)</comment>
        <translation>q INTERSECT q = q UNION q = q</translation>
    </message>
    <message>
        <source>x BETWEEN a AND b = x &gt;= a AND x &lt;= b</source>
        <comment>short name of an ESM+ equivalence rule (keep SQL as is)</comment>
        <translation>x BETWEEN a AND b = x &gt;= a AND x &lt;= b</translation>
    </message>
    <message>
        <source>NOT x &gt; y = x &lt;= y</source>
        <comment>short name of an ESM+ equivalence rule (keep SQL as is)</comment>
        <translation>NOT x &gt; y = x &lt;= y</translation>
    </message>
    <message>
        <source>pass</source>
        <comment>verdict of one metric on one pair</comment>
        <translation>通过</translation>
    </message>
    <message>
        <source>partial</source>
        <comment>verdict of one metric on one pair</comment>
        <translation>部分</translation>
    </message>
    <message>
        <source>fail</source>
        <comment>verdict of one metric on one pair</comment>
        <translation>失败</translation>
    </message>
    <message>
        <source>n/a</source>
        <comment>verdict of one metric on one pair</comment>
        <translation>无</translation>
    </message>
    <message>
        <source>No preset</source>
        <comment>name of a disagreement filter preset</comment>
        <translation>无预设</translation>
    </message>
    <message>
        <source>EX pass &amp; ESM+ fail</source>
        <comment>name of a disagreement filter preset</comment>
        <translation>EX 通过且 ESM+ 失败</translation>
    </message>
    <message>
        <source>EX fail &amp; ESM+ pass</source>
        <comment>name of a disagreement filter preset</comment>
        <translation>EX 失败且 ESM+ 通过</translation>
    </message>
    <message>
        <source>ESM fail &amp; ESM+ pass</source>
        <comment>name of a disagreement filter preset</comment>
        <translation>ESM 失败且 ESM+ 通过</translation>
    </message>
    <message>
        <source>Runs disagree</source>
        <comment>name of a disagreement filter preset</comment>
        <translation>各运行结论不一致</translation>
    </message>
    <message>
        <source>Parse error</source>
        <comment>name of a disagreement filter preset</comment>
        <translation>解析错误</translation>
    </message>
    <message>
        <source>Execution failed</source>
        <comment>name of a disagreement filter preset</comment>
        <translation>执行失败</translation>
    </message>
    <message>
        <source>every pair</source>
        <comment>description of a disagreement filter preset</comment>
        <translation>所有样本对</translation>
    </message>
    <message>
        <source>possible EX false positive</source>
        <comment>description of a disagreement filter preset</comment>
        <translation>可能是 EX 假阳性</translation>
    </message>
    <message>
        <source>possible ESM+ false positive, or an EX false negative</source>
        <comment>description of a disagreement filter preset</comment>
        <translation>可能是 ESM+ 假阳性，或 EX 假阴性</translation>
    </message>
    <message>
        <source>rescued by a rule</source>
        <comment>description of a disagreement filter preset</comment>
        <translation>被某条规则挽回</translation>
    </message>
    <message>
        <source>the runs&apos; verdicts on the question differ (EX, or the first binary metric computed)</source>
        <comment>description of a disagreement filter preset</comment>
        <translation>各运行对该问题的判定不同（EX，或第一个已计算的二值指标）</translation>
    </message>
    <message>
        <source>sqlscope&apos;s parser rejected the prediction</source>
        <comment>description of a disagreement filter preset</comment>
        <translation>sqlscope 的解析器拒绝了该预测</translation>
    </message>
    <message>
        <source>the prediction did not run to its end (error, timeout, denied, limit, too large)</source>
        <comment>description of a disagreement filter preset</comment>
        <translation>预测未能执行完毕（出错、超时、被拒绝、超限、结果过大）</translation>
    </message>
    <message>
        <source>gold</source>
        <comment>side of a pair: the reference query</comment>
        <translation>标准答案</translation>
    </message>
    <message>
        <source>prediction</source>
        <comment>side of a pair: the model&apos;s query</comment>
        <translation>预测</translation>
    </message>
    <message>
        <source>equivalent</source>
        <comment>a labeller&apos;s verdict on a pair</comment>
        <translation>等价</translation>
    </message>
    <message>
        <source>not_equivalent</source>
        <comment>a labeller&apos;s verdict on a pair</comment>
        <translation>不等价</translation>
    </message>
    <message>
        <source>unsure</source>
        <comment>a labeller&apos;s verdict on a pair</comment>
        <translation>不确定</translation>
    </message>
    <message>
        <source>Selecting the rows whose c equals the subquery&apos;s minimum (maximum) of c gives the row with the smallest (largest) c, which is what ORDER BY c ASC (DESC) LIMIT 1 returns, provided no two rows share that value: c must be UNIQUE.</source>
        <comment>description of an ESM+ rule (keep SQL as is)</comment>
        <translation>选出 c 等于子查询中 c 的最小值（最大值）的行，得到的是 c 最小（最大）的那一行，这正是 ORDER BY c ASC（DESC）LIMIT 1 返回的结果，前提是没有两行共享该值：c 必须是 UNIQUE。</translation>
    </message>
    <message>
        <source>A UNIQUE column has no repeated values, so DISTINCT on it removes nothing: SELECT DISTINCT c, ... FROM t equals SELECT c, ... FROM t, and AGG(DISTINCT c) equals AGG(c). Applied to the select list of a one-table query and to every column as it is read.</source>
        <comment>description of an ESM+ rule (keep SQL as is)</comment>
        <translation>UNIQUE 列没有重复值，因此对它使用 DISTINCT 不会去掉任何行：SELECT DISTINCT c, ... FROM t 等于 SELECT c, ... FROM t，AGG(DISTINCT c) 等于 AGG(c)。适用于单表查询的选择列表，以及读取到的每一列。</translation>
    </message>
    <message>
        <source>When both branches select the same UNIQUE column from the same FROM, each selected value identifies one row, so the values in both branches are those of the rows meeting both conditions: SELECT c FROM t WHERE d1 INTERSECT SELECT c FROM t WHERE d2 equals SELECT c FROM t WHERE d1 AND d2 (identical conditions: the INTERSECT is dropped).</source>
        <comment>description of an ESM+ rule (keep SQL as is)</comment>
        <translation>当两个分支从相同的 FROM 中选出同一个 UNIQUE 列时，每个选出的值对应唯一一行，因此两个分支共有的值就是同时满足两个条件的行的值：SELECT c FROM t WHERE d1 INTERSECT SELECT c FROM t WHERE d2 等于 SELECT c FROM t WHERE d1 AND d2（条件相同时直接去掉 INTERSECT）。</translation>
    </message>
    <message>
        <source>When both branches select the same UNIQUE column from the same FROM, the union of the two sets of values is the set of values of rows meeting either condition: SELECT c FROM t WHERE d1 UNION SELECT c FROM t WHERE d2 equals SELECT c FROM t WHERE d1 OR d2 (identical conditions: the UNION is dropped).</source>
        <comment>description of an ESM+ rule (keep SQL as is)</comment>
        <translation>当两个分支从相同的 FROM 中选出同一个 UNIQUE 列时，两组值的并集就是满足任一条件的行的值的集合：SELECT c FROM t WHERE d1 UNION SELECT c FROM t WHERE d2 等于 SELECT c FROM t WHERE d1 OR d2（条件相同时直接去掉 UNION）。</translation>
    </message>
    <message>
        <source>Grouping by a UNIQUE column makes every row its own group: (a) in a one-table query without aggregates or HAVING, SELECT X FROM t GROUP BY c equals SELECT X FROM t; (b) GROUP BY c1, c2, ... has the groups of GROUP BY ck for the first UNIQUE column ck.</source>
        <comment>description of an ESM+ rule (keep SQL as is)</comment>
        <translation>按 UNIQUE 列分组会使每一行自成一组：(a) 在没有聚合或 HAVING 的单表查询中，SELECT X FROM t GROUP BY c 等于 SELECT X FROM t；(b) GROUP BY c1, c2, ... 的分组与按其中第一个 UNIQUE 列 ck 的 GROUP BY ck 相同。</translation>
    </message>
    <message>
        <source>SELECT c FROM t WHERE c NOT IN (q) keeps the values of c that q does not return; when c is UNIQUE and NOT NULL those are exactly the rows of SELECT c FROM t EXCEPT q.</source>
        <comment>description of an ESM+ rule (keep SQL as is)</comment>
        <translation>SELECT c FROM t WHERE c NOT IN (q) 保留 q 未返回的 c 值；当 c 为 UNIQUE 且 NOT NULL 时，这些恰好就是 SELECT c FROM t EXCEPT q 的行。</translation>
    </message>
    <message>
        <source>COUNT(c) counts the rows where c is not NULL; when c is NOT NULL that is every row, which is COUNT(*). Applied to select items, HAVING left operands, ORDER BY keys and GROUP BY columns. The paper reports it as the most useful rule for GPT-based models.</source>
        <comment>description of an ESM+ rule (keep SQL as is)</comment>
        <translation>COUNT(c) 统计 c 不为 NULL 的行；当 c 为 NOT NULL 时就是所有行，即 COUNT(*)。适用于选择项、HAVING 左操作数、ORDER BY 键和 GROUP BY 列。论文称它是对基于 GPT 的模型最有用的规则。</translation>
    </message>
    <message>
        <source>A condition `c IS NOT NULL` holds on every row when c is declared NOT NULL, so as a conjunct it can be dropped. The reference drops it whatever connects it to the rest of the condition, which changes the meaning of a disjunction (`x OR c IS NOT NULL` is always true, not x).</source>
        <comment>description of an ESM+ rule (keep SQL as is)</comment>
        <translation>当 c 声明为 NOT NULL 时，条件 `c IS NOT NULL` 对每一行都成立，因此作为合取项可以去掉。参考实现不论它与条件其余部分如何连接都会去掉它，这会改变析取式的含义（`x OR c IS NOT NULL` 恒为真，而不是 x）。</translation>
    </message>
    <message>
        <source>Selecting only c, ordered by c descending (ascending) and limited to one row, returns the largest (smallest) value of c, which is SELECT MAX(c) (MIN(c)). Ties are harmless because the selected value is the ordering value. The paper&apos;s Figure 1b example.</source>
        <comment>description of an ESM+ rule (keep SQL as is)</comment>
        <translation>只选择 c、按 c 降序（升序）排序并限制为一行，返回的是 c 的最大（最小）值，即 SELECT MAX(c)（MIN(c)）。并列值无碍，因为选出的值就是排序所依据的值。论文图 1b 的例子。</translation>
    </message>
    <message>
        <source>A select list of plain columns that covers exactly every column of the FROM tables, in any order, returns the same rows and columns (up to column order, which ESM ignores) as SELECT *.</source>
        <comment>description of an ESM+ rule (keep SQL as is)</comment>
        <translation>一个由普通列组成的选择列表，若恰好以任意顺序覆盖 FROM 中各表的所有列，则返回与 SELECT * 相同的行和列（列顺序可能不同，ESM 不考虑列顺序）。</translation>
    </message>
    <message>
        <source>A quoted literal whose text is a number is read as that number, so WHERE age = &apos;3&apos; and WHERE age = 3 compare equal. For a column with numeric affinity SQLite converts the text before comparing, so the two conditions select the same rows.</source>
        <comment>description of an ESM+ rule (keep SQL as is)</comment>
        <translation>文本为数字的带引号字面量按该数字读取，因此 WHERE age = &apos;3&apos; 与 WHERE age = 3 比较结果相同。对于具有数值亲和性的列，SQLite 会在比较前转换文本，因此两个条件选出相同的行。</translation>
    </message>
    <message>
        <source>Keeping the rows of t2 whose c2 is among the primary keys of the t1 rows meeting d is joining t1 on its primary key and filtering by d: every t2 row meets at most one t1 row, so the join repeats no row. The paper&apos;s Case 1: c2 is a foreign key to t1&apos;s key.</source>
        <comment>description of an ESM+ rule (keep SQL as is)</comment>
        <translation>保留 t2 中 c2 属于满足 d 的 t1 行主键的那些行，等同于按 t1 的主键连接 t1 并以 d 过滤：每个 t2 行至多匹配一个 t1 行，因此连接不会重复任何行。论文的情形 1：c2 是指向 t1 主键的外键。</translation>
    </message>
    <message>
        <source>Joining t2 with t1 on t1&apos;s single-column primary key c1 = t2.c2, where t2.c2 is a foreign key to it and NOT NULL, meets exactly one t1 row per t2 row (given referential integrity), so when nothing but t1.c1 (= t2.c2) is used from t1 the join can be dropped and t1.c1 read as t2.c2. The most important rule for models trained on Spider.</source>
        <comment>description of an ESM+ rule (keep SQL as is)</comment>
        <translation>以 t1 的单列主键 c1 = t2.c2 连接 t2 与 t1，其中 t2.c2 是指向它的外键且为 NOT NULL，则每个 t2 行恰好匹配一个 t1 行（在满足参照完整性的前提下），因此当 t1 中除 t1.c1（= t2.c2）外没有用到任何列时，可以去掉该连接，并把 t1.c1 读作 t2.c2。这是对在 Spider 上训练的模型最重要的规则。</translation>
    </message>
    <message>
        <source>A name written right after a table name is that table&apos;s alias, with or without AS. Purely syntactic and always sound. The paper reports that Claude&apos;s false-negative rate dropped by 14.1 points with this rule alone.</source>
        <comment>description of an ESM+ rule (keep SQL as is)</comment>
        <translation>紧跟在表名后的名字就是该表的别名，有没有 AS 都一样。纯语法规则，总是可靠的。论文报告仅这一条规则就使 Claude 的假阴性率下降了 14.1 个百分点。</translation>
    </message>
    <message>
        <source>c IN (v1, ..., vn) is c = v1 OR ... OR c = vn, and c NOT IN (v1, ..., vn) is c != v1 AND ... AND c != vn, also under SQL&apos;s NULL logic. The reference splices the expansion into the surrounding flat AND/OR list without grouping, so `a AND c IN (x, y)` reads as `a AND c = x OR c = y` (a different meaning); reference and fixed keep that reading.</source>
        <comment>description of an ESM+ rule (keep SQL as is)</comment>
        <translation>c IN (v1, ..., vn) 即 c = v1 OR ... OR c = vn，c NOT IN (v1, ..., vn) 即 c != v1 AND ... AND c != vn，在 SQL 的 NULL 逻辑下亦然。参考实现把展开结果不加括号地拼接进外层扁平的 AND/OR 列表，因此 `a AND c IN (x, y)` 会被读成 `a AND c = x OR c = y`（含义不同）；reference 与 fixed 保留这种读法。</translation>
    </message>
    <message>
        <source>After an inner join on a = b every row has equal a and b, so the query may name either one: every reference to a column of an ON equality class is replaced by the class&apos;s smallest column id. The join also lets facts flow: if one member is NOT NULL (UNIQUE), the reference marks all members NOT NULL (UNIQUE) for the rest of the (sub)query; the UNIQUE propagation is unsound (owners.owner_id = dogs.owner_id does not make dogs.owner_id unique).</source>
        <comment>description of an ESM+ rule (keep SQL as is)</comment>
        <translation>在 a = b 的内连接之后，每一行的 a 与 b 都相等，因此查询可以使用其中任意一个：对 ON 等价类中某列的每次引用都替换为该类中编号最小的列。连接还会传递事实：若某个成员为 NOT NULL（UNIQUE），参考实现会在该（子）查询的其余部分把所有成员都标记为 NOT NULL（UNIQUE）；其中 UNIQUE 的传递是不可靠的（owners.owner_id = dogs.owner_id 并不能使 dogs.owner_id 唯一）。</translation>
    </message>
    <message>
        <source>On one table, keeping the rows whose c is among the c of the rows meeting d keeps exactly the rows meeting d when c identifies a row (UNIQUE and NOT NULL). The reference does not check that: with a repeated c, rows that share a value with a qualifying row come back too.</source>
        <comment>description of an ESM+ rule (keep SQL as is)</comment>
        <translation>在同一张表上，保留 c 属于满足 d 的行的 c 值的那些行，当 c 能标识一行（UNIQUE 且 NOT NULL）时，恰好保留满足 d 的行。参考实现不检查这一点：若 c 有重复，与某个满足条件的行共享值的行也会被返回。</translation>
    </message>
    <message>
        <source>A query intersected or united with itself returns its own rows once each: when those rows have no duplicates this is the query itself.</source>
        <comment>description of an ESM+ rule (keep SQL as is)</comment>
        <translation>一个查询与自身求交或求并，会把它自己的行各返回一次：当这些行没有重复时，结果就是该查询本身。</translation>
    </message>
    <message>
        <source>BETWEEN is shorthand for the two comparisons, in the WHERE clause. The reference copies a NOT onto both halves (`NOT BETWEEN` becomes `NOT x &gt;= a AND NOT x &lt;= b`, which nothing satisfies) and, with several BETWEENs, splices the later ones at shifted positions.</source>
        <comment>description of an ESM+ rule (keep SQL as is)</comment>
        <translation>BETWEEN 是 WHERE 子句中两个比较的简写。参考实现会把 NOT 复制到两半上（`NOT BETWEEN` 变成 `NOT x &gt;= a AND NOT x &lt;= b`，没有任何值能满足），并且在有多个 BETWEEN 时，把后面的拼接到错位的位置。</translation>
    </message>
    <message>
        <source>A negated comparison is the complementary comparison: NOT x = y is x != y, NOT x &gt; y is x &lt;= y, NOT x &lt; y is x &gt;= y, and back. Sound under SQL&apos;s three-valued logic (both sides are NULL together). NOT stays on IN, LIKE, BETWEEN and IS.</source>
        <comment>description of an ESM+ rule (keep SQL as is)</comment>
        <translation>否定的比较就是其互补的比较：NOT x = y 即 x != y，NOT x &gt; y 即 x &lt;= y，NOT x &lt; y 即 x &gt;= y，反之亦然。在 SQL 的三值逻辑下是可靠的（两边同时为 NULL）。IN、LIKE、BETWEEN 和 IS 上的 NOT 保持不变。</translation>
    </message>
    <message>
        <source>In labelling sample</source>
        <comment>name of a disagreement filter preset</comment>
        <translation>在标注样本中</translation>
    </message>
    <message>
        <source>Passes only with an alternate gold</source>
        <comment>name of a disagreement filter preset</comment>
        <translation>仅在备选标准查询下通过</translation>
    </message>
    <message>
        <source>the pairs of the workspace&apos;s labelling sample (Study &gt; Draw Labelling Sample)</source>
        <comment>description of a disagreement filter preset</comment>
        <translation>工作区标注样本中的样本对（研究 &gt; 抽取标注样本）</translation>
    </message>
    <message>
        <source>some metric fails against the gold and passes against an alternate gold</source>
        <comment>description of a disagreement filter preset</comment>
        <translation>某个指标相对标准答案失败，而相对备选标准查询通过</translation>
    </message>
    <message>
        <source>LIKE &apos;Ab%&apos; = LIKE &apos;ab%&apos;</source>
        <comment>short name of an ESM+ equivalence rule (keep SQL as is)</comment>
        <translation>LIKE &apos;Ab%&apos; = LIKE &apos;ab%&apos;</translation>
    </message>
    <message>
        <source>q1 INTERSECT q2 = q2 INTERSECT q1</source>
        <comment>short name of an ESM+ equivalence rule (keep SQL as is)</comment>
        <translation>q1 INTERSECT q2 = q2 INTERSECT q1</translation>
    </message>
    <message>
        <source>SELECT DISTINCT q1 INTERSECT q2 = q1 INTERSECT q2</source>
        <comment>short name of an ESM+ equivalence rule (keep SQL as is)</comment>
        <translation>SELECT DISTINCT q1 INTERSECT q2 = q1 INTERSECT q2</translation>
    </message>
    <message>
        <source>SQLite&apos;s LIKE ignores the case of ASCII letters (unless PRAGMA case_sensitive_like is on, which neither the benchmarks nor sqlscope set): x LIKE &apos;%Al%&apos; and x LIKE &apos;%al%&apos; keep the same rows. Letters outside ASCII are compared by case, and are kept.</source>
        <comment>description of an ESM+ rule (keep SQL as is)</comment>
        <translation>SQLite 的 LIKE 不区分 ASCII 字母的大小写（除非打开了 PRAGMA case_sensitive_like，而基准数据和 sqlscope 都不会打开它）：x LIKE &apos;%Al%&apos; 与 x LIKE &apos;%al%&apos; 保留相同的行。ASCII 以外的字母按大小写比较，保持原样。</translation>
    </message>
    <message>
        <source>INTERSECT and UNION are commutative: both return the distinct rows that are in both (either) operands, whatever their order; only the result&apos;s column names, which no metric compares, come from the first operand. The two operands are put in one canonical order (by their tables, then their literal values), so a swapped pair compares equal. EXCEPT is not commutative and is left alone.</source>
        <comment>description of an ESM+ rule (keep SQL as is)</comment>
        <translation>INTERSECT 和 UNION 满足交换律：无论两个操作数的顺序如何，它们都返回同时出现在两个（或任一）操作数中的去重行；只有结果的列名来自第一个操作数，而没有指标比较列名。两个操作数被排成一个规范顺序（先按所用的表，再按字面值），因此交换了顺序的一对查询比较为相等。EXCEPT 不满足交换律，保持不变。</translation>
    </message>
    <message>
        <source>INTERSECT, UNION and EXCEPT return distinct rows whatever their operands return: a DISTINCT on an operand&apos;s select list removes rows the set operation removes anyway. So SELECT DISTINCT c FROM t1 INTERSECT SELECT DISTINCT c FROM t2 equals SELECT c FROM t1 INTERSECT SELECT c FROM t2, and likewise for UNION and EXCEPT, on either side.</source>
        <comment>description of an ESM+ rule (keep SQL as is)</comment>
        <translation>无论操作数返回什么，INTERSECT、UNION 和 EXCEPT 都只返回去重后的行：操作数选择列表上的 DISTINCT 去掉的行，集合运算本来也会去掉。因此 SELECT DISTINCT c FROM t1 INTERSECT SELECT DISTINCT c FROM t2 等于 SELECT c FROM t1 INTERSECT SELECT c FROM t2，UNION 和 EXCEPT 同理，两侧皆然。</translation>
    </message>
    <message>
        <source>EX pass, counterexample found</source>
        <comment>name of a disagreement filter preset</comment>
        <translation>EX 通过，但找到反例</translation>
    </message>
    <message>
        <source>EX passes on the benchmark database, but a database was found on which gold and prediction differ (Run &gt; Evaluation Settings &gt; Counterexample search)</source>
        <comment>description of a disagreement filter preset</comment>
        <translation>EX 在基准数据库上通过，但找到了一个使标准答案与预测结果不同的数据库（运行 &gt; 评估设置 &gt; 反例搜索）</translation>
    </message>
    <message>
        <source>SELECT DISTINCT = SELECT when a key is fixed or selected</source>
        <comment>short name of an ESM+ equivalence rule (keep SQL as is)</comment>
        <translation>键被固定或被选出时 SELECT DISTINCT = SELECT</translation>
    </message>
    <message>
        <source>c IN (SELECT DISTINCT d ...) = c IN (SELECT d ...)</source>
        <comment>short name of an ESM+ equivalence rule (keep SQL as is)</comment>
        <translation>c IN (SELECT DISTINCT d ...) = c IN (SELECT d ...)</translation>
    </message>
    <message>
        <source>DISTINCT removes nothing when no two rows of the FROM can give the same selected values. That holds when every table of the FROM has a key (a UNIQUE column, or every column of a composite primary key) each of whose columns is either fixed to one value by the WHERE (t.id = 5, or t.id = u.x with u.x fixed) or selected: the key then tells the rows apart. So SELECT DISTINCT name FROM t WHERE id = 5 equals SELECT name FROM t WHERE id = 5, and SELECT DISTINCT T1.id, T2.id FROM t1 AS T1 JOIN t2 AS T2 ON ... equals the same without DISTINCT.</source>
        <comment>description of an ESM+ rule (keep SQL as is)</comment>
        <translation>当 FROM 中任意两行都不可能给出相同的选出值时，DISTINCT 不会去掉任何行。若 FROM 中每张表都有一个键（UNIQUE 列，或复合主键的全部列），且该键的每一列要么被 WHERE 固定为一个值（t.id = 5，或 t.id = u.x 且 u.x 已固定），要么被选出，则该键能区分各行，上述条件即成立。因此 SELECT DISTINCT name FROM t WHERE id = 5 等于 SELECT name FROM t WHERE id = 5，而 SELECT DISTINCT T1.id, T2.id FROM t1 AS T1 JOIN t2 AS T2 ON ... 等于去掉 DISTINCT 的同一查询。</translation>
    </message>
    <message>
        <source>IN and NOT IN only ask whether a value is among the rows of the subquery (and whether a NULL is among them): a DISTINCT that removes repeated rows changes neither. So WHERE c IN (SELECT DISTINCT d FROM t) equals WHERE c IN (SELECT d FROM t), and likewise for NOT IN, in a WHERE, HAVING or ON.</source>
        <comment>description of an ESM+ rule (keep SQL as is)</comment>
        <translation>IN 与 NOT IN 只关心某个值是否在子查询的行中（以及其中是否有 NULL）：去掉重复行的 DISTINCT 对两者都没有影响。因此 WHERE c IN (SELECT DISTINCT d FROM t) 等于 WHERE c IN (SELECT d FROM t)；NOT IN 亦然，无论出现在 WHERE、HAVING 还是 ON 中。</translation>
    </message>
</context>
<context>
    <name>CounterexampleSection</name>
    <message>
        <source>in the other</source>
        <translation>另一方也有</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
</context>
<context>
    <name>MarkStyle</name>
    <message>
        <source>only in gold</source>
        <translation>仅在标准答案中</translation>
    </message>
    <message>
        <source>A token of the gold with no counterpart in the prediction (token diff; keyword case, whitespace and quotes ignored).</source>
        <translation>标准答案中在预测里没有对应的词元（词元比对；忽略关键字大小写、空白和引号）。</translation>
    </message>
    <message>
        <source>only in prediction</source>
        <translation>仅在预测中</translation>
    </message>
    <message>
        <source>A token of the prediction with no counterpart in the gold (token diff).</source>
        <translation>预测中在标准答案里没有对应的词元（词元比对）。</translation>
    </message>
    <message>
        <source>clause mismatch</source>
        <translation>子句不匹配</translation>
    </message>
    <message>
        <source>A clause that ESM or ESM+ judged different; the tooltip says what differs.</source>
        <translation>ESM 或 ESM+ 判为不同的子句；提示框说明差异所在。</translation>
    </message>
    <message>
        <source>rule rewrite</source>
        <translation>规则改写</translation>
    </message>
    <message>
        <source>Text an ESM+ rule rewrote (dotted underline).</source>
        <translation>ESM+ 规则改写过的文本（点状下划线）。</translation>
    </message>
    <message>
        <source>rule blocked</source>
        <translation>规则受阻</translation>
    </message>
    <message>
        <source>Text an ESM+ rule matched but did not rewrite: a schema fact or guard did not hold (dashed underline).</source>
        <translation>ESM+ 规则匹配但未改写的文本：某个模式事实或守卫条件不成立（虚线下划线）。</translation>
    </message>
    <message>
        <source>parse error</source>
        <translation>解析错误</translation>
    </message>
    <message>
        <source>Where a parser or SQLite stopped reading the query (squiggle; an empty position is drawn over one character).</source>
        <translation>解析器或 SQLite 停止读取查询的位置（波浪线；空位置画在一个字符上）。</translation>
    </message>
    <message>
        <source>schema missing</source>
        <translation>模式缺失</translation>
    </message>
    <message>
        <source>A table or column the gold uses and the prediction does not (underline, in the gold).</source>
        <translation>标准答案使用而预测未使用的表或列（下划线，标在标准答案中）。</translation>
    </message>
    <message>
        <source>schema extra</source>
        <translation>模式多余</translation>
    </message>
    <message>
        <source>A table or column the prediction uses and the gold does not (underline, in the prediction).</source>
        <translation>预测使用而标准答案未使用的表或列（下划线，标在预测中）。</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>… and %1 more</source>
        <translation>… 另有 %1 项</translation>
    </message>
    <message>
        <source>%1 — 1 run (%2)</source>
        <translation>%1 — 1 个运行（%2）</translation>
    </message>
    <message>
        <source>%1 — %2 runs (%3)</source>
        <translation>%1 — %2 个运行（%3）</translation>
    </message>
</context>
<context>
    <name>RecordedEvaluation</name>
    <message>
        <source>no evaluation is recorded in it</source>
        <translation>其中没有记录评估</translation>
    </message>
    <message>
        <source>%1: changed since it was recorded (%2)</source>
        <translation>%1：记录后已被修改（%2）</translation>
    </message>
    <message>
        <source>no verdicts are saved for its settings</source>
        <translation>没有为其设置保存的判定</translation>
    </message>
    <message>
        <source>its saved verdicts do not cover every pair</source>
        <translation>其保存的判定未覆盖所有样本对</translation>
    </message>
</context>
<context>
    <name>ResultGrids</name>
    <message>
        <source>1 row</source>
        <translation>1 行</translation>
    </message>
    <message>
        <source>%1 rows</source>
        <translation>%1 行</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>not run</source>
        <translation>未运行</translation>
    </message>
    <message>
        <source>ok, %1 (showing %2 of %3)</source>
        <translation>正常，%1（显示 %3 行中的 %2 行）</translation>
    </message>
</context>
<context>
    <name>RuleList</name>
    <message>
        <source>rule %1</source>
        <translation>规则 %1</translation>
    </message>
</context>
<context>
    <name>TableItems</name>
    <message>
        <source>not compared</source>
        <translation>未比较</translation>
    </message>
    <message>
        <source>matches</source>
        <translation>一致</translation>
    </message>
    <message>
        <source>differs</source>
        <translation>不同</translation>
    </message>
</context>
<context>
    <name>sqlscope::ui::AblationChart</name>
    <message>
        <source>No ablation computed yet.</source>
        <translation>尚未计算消融。</translation>
    </message>
    <message>
        <source>Computing the rule ablation…</source>
        <translation>正在计算规则消融…</translation>
    </message>
    <message>
        <source>Rule ablation failed: %1</source>
        <translation>规则消融失败：%1</translation>
    </message>
    <message>
        <source>truth: EXE (no human verdicts)</source>
        <translation>真值：EXE（没有人工判定）</translation>
    </message>
    <message>
        <source>truth: human verdicts on %1 pairs, otherwise EXE (%2 pairs)</source>
        <translation>真值：%1 个样本对采用人工判定，其余采用 EXE（%2 个样本对）</translation>
    </message>
    <message>
        <source>%1: FN rate over %2 pairs judged equivalent (%3 by a human, %4 by EXE)</source>
        <translation>%1：在 %2 个判为等价的样本对上的 FN 率（%3 个由人工判定，%4 个由 EXE 判定）</translation>
    </message>
    <message>
        <source>; %1 left out (no truth or not scored by ESM+)</source>
        <translation>；%1 个被排除（无真值或 ESM+ 无法评分）</translation>
    </message>
    <message>
        <source>ESM+ false-negative rate as rules 1..k are switched on</source>
        <translation>依次启用规则 1..k 时 ESM+ 的假阴性率</translation>
    </message>
    <message>
        <source>k: rules 1..k on</source>
        <translation>k：启用规则 1..k</translation>
    </message>
    <message>
        <source>FN rate (%)</source>
        <translation>FN 率（%）</translation>
    </message>
    <message>
        <source>Each rule alone: FN points it rescues (FN rate with no rule minus with the rule alone)</source>
        <translation>单独启用每条规则：其挽回的 FN 百分点（无规则时的 FN 率减去仅启用该规则时的 FN 率）</translation>
    </message>
    <message>
        <source>rule</source>
        <translation>规则</translation>
    </message>
    <message>
        <source>points</source>
        <translation>百分点</translation>
    </message>
</context>
<context>
    <name>sqlscope::ui::AnnotationPanel</name>
    <message>
        <source>Human verdict on this pair</source>
        <translation>对此样本对的人工判定</translation>
    </message>
    <message>
        <source>1 Equivalent</source>
        <translation>1 等价</translation>
    </message>
    <message>
        <source>2 Not equivalent</source>
        <translation>2 不等价</translation>
    </message>
    <message>
        <source>3 Unsure</source>
        <translation>3 不确定</translation>
    </message>
    <message>
        <source>Note on this pair</source>
        <translation>关于此样本对的备注</translation>
    </message>
    <message>
        <source>your name or initials</source>
        <translation>你的姓名或缩写</translation>
    </message>
    <message>
        <source>Labeller:</source>
        <translation>标注者：</translation>
    </message>
    <message>
        <source>This question&apos;s gold</source>
        <translation>此问题的标准答案</translation>
    </message>
    <message>
        <source>Gold is questionable (G)</source>
        <translation>标准答案存疑 (G)</translation>
    </message>
    <message>
        <source>Ambiguous question</source>
        <translation>问题有歧义</translation>
    </message>
    <message>
        <source>Wrong gold</source>
        <translation>标准答案错误</translation>
    </message>
    <message>
        <source>Assumption the schema does not declare</source>
        <translation>依赖模式未声明的假设</translation>
    </message>
    <message>
        <source>Ties or order not determined</source>
        <translation>并列或顺序不确定</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>其他</translation>
    </message>
    <message>
        <source>Note on this question</source>
        <translation>关于此问题的备注</translation>
    </message>
    <message>
        <source>Alternate gold queries (also accepted):</source>
        <translation>备选标准查询（同样接受）：</translation>
    </message>
    <message>
        <source>Add…</source>
        <translation>添加…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>删除</translation>
    </message>
    <message>
        <source>Alternate gold</source>
        <translation>备选标准查询</translation>
    </message>
    <message>
        <source>A query that also answers the question:</source>
        <translation>同样能回答该问题的查询：</translation>
    </message>
    <message>
        <source>Add an alternate gold</source>
        <translation>添加备选标准查询</translation>
    </message>
    <message>
        <source>Remove an alternate gold</source>
        <translation>删除备选标准查询</translation>
    </message>
    <message>
        <source>Set the human verdict</source>
        <translation>设置人工判定</translation>
    </message>
    <message>
        <source>Edit the pair&apos;s note</source>
        <translation>编辑样本对的备注</translation>
    </message>
    <message>
        <source>Edit the question&apos;s annotation</source>
        <translation>编辑问题的标注</translation>
    </message>
    <message>
        <source>Annotations are kept in a workspace: File &gt; New Workspace or Open Workspace.</source>
        <translation>标注保存在工作区中：文件 &gt; 新建工作区或打开工作区。</translation>
    </message>
    <message>
        <source>Select a pair in the table.</source>
        <translation>请在表格中选择一个样本对。</translation>
    </message>
    <message>
        <source>Saved as you go in %1. Ctrl+Z undoes.</source>
        <translation>随时保存在 %1 中。Ctrl+Z 可撤销。</translation>
    </message>
</context>
<context>
    <name>sqlscope::ui::AnnotationStore</name>
    <message>
        <source>No workspace is open: annotations are kept in a workspace.</source>
        <translation>未打开工作区：标注保存在工作区中。</translation>
    </message>
</context>
<context>
    <name>sqlscope::ui::AuditFlagsModel</name>
    <message>
        <source>⚠ warning</source>
        <translation>⚠ 警告</translation>
    </message>
    <message>
        <source>ⓘ notice</source>
        <translation>ⓘ 提示</translation>
    </message>
    <message>
        <source>Annotation category: %1</source>
        <translation>标注类别：%1</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Database</source>
        <translation>数据库</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Severity</source>
        <translation>严重程度</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>说明</translation>
    </message>
</context>
<context>
    <name>sqlscope::ui::AuditPanel</name>
    <message>
        <source>Run Audit</source>
        <translation>运行审查</translation>
    </message>
    <message>
        <source>Check every gold query: run it again in other row orders (nondeterminism) and check its shape (docs/audit.md)</source>
        <translation>检查每条标准查询：以其他行顺序再次运行（非确定性）并检查其形式（docs/audit.md）</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Not audited yet.</source>
        <translation>尚未审查。</translation>
    </message>
    <message>
        <source>All kinds</source>
        <translation>所有类型</translation>
    </message>
    <message>
        <source>Warnings only</source>
        <translation>仅警告</translation>
    </message>
    <message>
        <source>Kind:</source>
        <translation>类型：</translation>
    </message>
    <message>
        <source>Mark Gold Questionable</source>
        <translation>标记标准答案存疑</translation>
    </message>
    <message>
        <source>Annotate the selected flag&apos;s question: gold questionable, with the flag&apos;s category and a note naming it (Edit &gt; Undo reverts)</source>
        <translation>标注所选标记的问题：标准答案存疑，附带该标记的类别和一条指明它的备注（编辑 &gt; 撤销可还原）</translation>
    </message>
    <message>
        <source>Mark All Warnings</source>
        <translation>标记所有警告</translation>
    </message>
    <message>
        <source>Annotate every gold with a warning; an annotation already there is kept and listed</source>
        <translation>为每条带警告的标准答案添加标注；已有的标注保留并列出</translation>
    </message>
    <message>
        <source>Select a flag to see its evidence.</source>
        <translation>选择一个标记以查看其证据。</translation>
    </message>
    <message>
        <source>flagged golds (any flag)</source>
        <translation>被标记的标准答案（任意标记）</translation>
    </message>
    <message>
        <source>warned golds (a warning)</source>
        <translation>有警告的标准答案</translation>
    </message>
    <message>
        <source>golds annotated questionable</source>
        <translation>被标注为存疑的标准答案</translation>
    </message>
    <message>
        <source>Leave out:</source>
        <translation>排除：</translation>
    </message>
    <message>
        <source>&lt;b&gt;Each metric with and without the flagged gold&lt;/b&gt;</source>
        <translation>&lt;b&gt;各指标：含与不含被标记的标准答案&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Auditing: %1 of %2 golds</source>
        <translation>审查中：%1 / %2 条标准答案</translation>
    </message>
    <message>
        <source>Not audited: %1</source>
        <translation>未审查：%1</translation>
    </message>
    <message>
        <source>Audit cancelled.</source>
        <translation>审查已取消。</translation>
    </message>
    <message>
        <source>Open a benchmark first.</source>
        <translation>请先打开一个基准。</translation>
    </message>
    <message>
        <source>Auditing…</source>
        <translation>审查中…</translation>
    </message>
    <message numerus="yes">
        <source>Audited %n gold(s) in %1 s; the audit is kept until the benchmark changes (Run Audit runs it again).</source>
        <translation>
            <numerusform>已在 %1 秒内审查 %n 条标准答案；审查结果保留到基准改变为止（“运行审查”会重新运行）。</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;span style=&quot;color:%1;background:%2&quot;&gt;&amp;nbsp;%3&amp;nbsp;&lt;/span&gt; the gold&apos;s answer may well be arbitrary or wrong &amp;nbsp; &lt;span style=&quot;color:%4;background:%5&quot;&gt;&amp;nbsp;%6&amp;nbsp;&lt;/span&gt; questionable but deterministic, or harmless on this data</source>
        <translation>&lt;span style=&quot;color:%1;background:%2&quot;&gt;&amp;nbsp;%3&amp;nbsp;&lt;/span&gt; 标准答案的结果很可能是任意的或错误的 &amp;nbsp; &lt;span style=&quot;color:%4;background:%5&quot;&gt;&amp;nbsp;%6&amp;nbsp;&lt;/span&gt; 存疑但确定，或在此数据上无害</translation>
    </message>
    <message>
        <source>Golds audited: –</source>
        <translation>已审查的标准答案：–</translation>
    </message>
    <message>
        <source>Golds audited: &lt;b&gt;%1&lt;/b&gt; · flagged: &lt;b&gt;%2&lt;/b&gt; · warned: &lt;b&gt;%3&lt;/b&gt; · flags: %4 · not fully checked: %5</source>
        <translation>已审查：&lt;b&gt;%1&lt;/b&gt; · 被标记：&lt;b&gt;%2&lt;/b&gt; · 有警告：&lt;b&gt;%3&lt;/b&gt; · 标记数：%4 · 未完全检查：%5</translation>
    </message>
    <message>
        <source>Without questionable gold</source>
        <translation>不含存疑标准答案</translation>
    </message>
    <message>
        <source>Without flagged gold</source>
        <translation>不含被标记的标准答案</translation>
    </message>
    <message>
        <source>Without warned gold</source>
        <translation>不含有警告的标准答案</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>运行</translation>
    </message>
    <message>
        <source>Metric</source>
        <translation>指标</translation>
    </message>
    <message>
        <source>All pairs</source>
        <translation>全部样本对</translation>
    </message>
    <message>
        <source>Δ</source>
        <translation>Δ</translation>
    </message>
    <message>
        <source>Left out</source>
        <translation>已排除</translation>
    </message>
    <message>
        <source>Evaluate the runs to compare.</source>
        <translation>请先评估各运行以便比较。</translation>
    </message>
    <message>
        <source>Run the audit to compare.</source>
        <translation>请运行审查以便比较。</translation>
    </message>
    <message numerus="yes">
        <source>%n gold(s) left out. EX, ESM, …: % of passes; scores: mean; over the pairs with a verdict. &quot;Left out&quot;: pairs with a verdict whose gold is left out.</source>
        <translation>
            <numerusform>排除了 %n 条标准答案。EX、ESM 等：通过的百分比；分数：平均值；按有判定的样本对计算。“已排除”：有判定且其标准答案被排除的样本对。</numerusform>
        </translation>
    </message>
    <message>
        <source>Open or create a workspace first (File &gt; New Workspace): annotations are kept in one.</source>
        <translation>请先打开或新建一个工作区（文件 &gt; 新建工作区）：标注保存在工作区中。</translation>
    </message>
    <message>
        <source>Mark gold #%1 questionable</source>
        <translation>将标准答案 #%1 标记为存疑</translation>
    </message>
    <message>
        <source>Mark all warned golds questionable</source>
        <translation>将所有有警告的标准答案标记为存疑</translation>
    </message>
    <message>
        <source>%1 gold questionable annotations added, %2 already there, %3 conflicts kept.</source>
        <translation>已添加 %1 条“标准答案存疑”标注，%2 条已存在，保留了 %3 处冲突。</translation>
    </message>
    <message>
        <source>Kept as they are (the question already has another annotation):</source>
        <translation>保持原样（该问题已有其他标注）：</translation>
    </message>
</context>
<context>
    <name>sqlscope::ui::ComponentTable</name>
    <message>
        <source>Component</source>
        <translation>组件</translation>
    </message>
    <message>
        <source>ESM</source>
        <translation>ESM</translation>
    </message>
    <message>
        <source>ESM+</source>
        <translation>ESM+</translation>
    </message>
    <message>
        <source>F1</source>
        <translation>F1</translation>
    </message>
    <message>
        <source>Gold items</source>
        <translation>标准答案中的项</translation>
    </message>
    <message>
        <source>Prediction items</source>
        <translation>预测中的项</translation>
    </message>
</context>
<context>
    <name>sqlscope::ui::ConfusionView</name>
    <message>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <source>A ✓  B ✓</source>
        <translation>A ✓  B ✓</translation>
    </message>
    <message>
        <source>A ✓  B ✗</source>
        <translation>A ✓  B ✗</translation>
    </message>
    <message>
        <source>A ✗  B ✓</source>
        <translation>A ✗  B ✓</translation>
    </message>
    <message>
        <source>A ✗  B ✗</source>
        <translation>A ✗  B ✗</translation>
    </message>
    <message>
        <source>A or B n/a</source>
        <translation>A 或 B 无判定</translation>
    </message>
    <message>
        <source>Run:</source>
        <translation>运行：</translation>
    </message>
    <message>
        <source>Pairs by the verdicts of metrics A and B (✓ pass, ✗ fail). Click a count to show its pairs in the results table.</source>
        <translation>按指标 A 和 B 的判定划分的样本对（✓ 通过，✗ 失败）。点击计数可在结果表中显示这些样本对。</translation>
    </message>
    <message numerus="yes">
        <source>%1 %2, %3 %4: click to show these %n pair(s)</source>
        <translation>
            <numerusform>%1 %2，%3 %4：点击显示这 %n 个样本对</numerusform>
        </translation>
    </message>
    <message>
        <source>passes</source>
        <translation>通过</translation>
    </message>
    <message>
        <source>fails</source>
        <translation>失败</translation>
    </message>
    <message>
        <source>pairs where %1 or %2 has no verdict (not clickable)</source>
        <translation>%1 或 %2 无判定的样本对（不可点击）</translation>
    </message>
</context>
<context>
    <name>sqlscope::ui::CounterexampleController</name>
    <message>
        <source>Counterexamples: %1 found, %2 searched</source>
        <translation>反例：找到 %1 个，已搜索 %2 个</translation>
    </message>
    <message>
        <source>, %1 not searched (%2)</source>
        <translation>，%1 个未搜索（%2）</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>已停止</translation>
    </message>
    <message>
        <source>time cap reached</source>
        <translation>已达时间上限</translation>
    </message>
    <message>
        <source>, %1 s</source>
        <translation>，%1 秒</translation>
    </message>
    <message>
        <source>%1 trials or %2 ms</source>
        <translation>%1 次尝试或 %2 毫秒</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 毫秒</translation>
    </message>
</context>
<context>
    <name>sqlscope::ui::CounterexampleSection</name>
    <message>
        <source>Counterexample</source>
        <translation>反例</translation>
    </message>
    <message>
        <source>Search this pair</source>
        <translation>搜索此样本对</translation>
    </message>
    <message>
        <source>Look for a small database on which gold and prediction give different results (not saved in the workspace)</source>
        <translation>寻找一个使标准答案与预测给出不同结果的小型数据库（不保存到工作区）</translation>
    </message>
    <message>
        <source>Database found (shrunk)</source>
        <translation>找到的数据库（已精简）</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>复制</translation>
    </message>
    <message>
        <source>Copy the script: `sqlite3 :memory:` rebuilds the database from it</source>
        <translation>复制脚本：`sqlite3 :memory:` 可由它重建该数据库</translation>
    </message>
    <message>
        <source>Both queries run on the database found. Green rows (✓ yes): the other query&apos;s result has the row too; red, italic rows (✗ no): it does not. The checked metric&apos;s own comparator tells the two results apart; the tints only help find where.</source>
        <translation>两条查询都在找到的数据库上运行。绿色行（✓ 是）：另一条查询的结果也有该行；红色斜体行（✗ 否）：没有。区分两个结果的是所检查指标自己的比较规则；底色只帮助定位差异。</translation>
    </message>
    <message>
        <source>Searching this pair…</source>
        <translation>正在搜索此样本对…</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>通过</translation>
    </message>
    <message>
        <source>fail</source>
        <translation>失败</translation>
    </message>
    <message>
        <source>found: a database of 1 row on which gold and prediction differ (EXC %1)</source>
        <translation>已找到：一个只有 1 行、使标准答案与预测不同的数据库（EXC %1）</translation>
    </message>
    <message>
        <source>found: a database of %1 rows on which gold and prediction differ (EXC %2)</source>
        <translation>已找到：一个有 %1 行、使标准答案与预测不同的数据库（EXC %2）</translation>
    </message>
    <message>
        <source>not applicable: %1 (EXC %2)</source>
        <translation>不适用：%1（EXC %2）</translation>
    </message>
    <message>
        <source>not searched (%1)</source>
        <translation>未搜索（%1）</translation>
    </message>
    <message>
        <source>not searched</source>
        <translation>未搜索</translation>
    </message>
    <message>
        <source>1 row</source>
        <translation>1 行</translation>
    </message>
    <message>
        <source>%1 rows</source>
        <translation>%1 行</translation>
    </message>
    <message>
        <source>Gold on it — %1</source>
        <translation>标准答案在其上 — %1</translation>
    </message>
    <message>
        <source>Prediction on it — %1</source>
        <translation>预测在其上 — %1</translation>
    </message>
    <message>
        <source>none within the budget of %1 (EXC %2)</source>
        <translation>在 %1 的预算内未找到（EXC %2）</translation>
    </message>
</context>
<context>
    <name>sqlscope::ui::CrossRunView</name>
    <message>
        <source>Run</source>
        <translation>运行</translation>
    </message>
    <message>
        <source>Prediction</source>
        <translation>预测</translation>
    </message>
    <message>
        <source>Gold SQL</source>
        <translation>标准 SQL</translation>
    </message>
    <message>
        <source>(missing)</source>
        <translation>（缺失）</translation>
    </message>
    <message>
        <source>Not evaluated yet</source>
        <translation>尚未评估</translation>
    </message>
</context>
<context>
    <name>sqlscope::ui::ErrorRateView</name>
    <message>
        <source>No human verdicts yet: judge pairs in the pair view to see the metrics&apos; false positives and false negatives.</source>
        <translation>尚无人工判定：在样本对视图中进行判定，即可查看各指标的假阳性与假阴性。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Stratified estimates&lt;/b&gt;: FP and FN as % of all the run&apos;s pairs (each labelled pair stands for its stratum), 95% intervals.</source>
        <translation>&lt;b&gt;分层估计&lt;/b&gt;：FP 和 FN 为占该运行全部样本对的百分比（每个已标注样本对代表其所在层），95% 区间。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Plain rates&lt;/b&gt;: the labels are not a stratified sample, so FP and FN are % of the labelled pairs, 95% Wilson intervals.</source>
        <translation>&lt;b&gt;简单比率&lt;/b&gt;：标注不是分层样本，因此 FP 和 FN 为占已标注样本对的百分比，95% Wilson 区间。</translation>
    </message>
    <message>
        <source>%1: %2 labelled of %3 pairs, %4 unsure left out</source>
        <translation>%1：%3 个样本对中已标注 %2 个，排除 %4 个不确定</translation>
    </message>
    <message>
        <source>%1: %2 labelled pairs of %3, %4 unsure left out</source>
        <translation>%1：%3 个中已标注 %2 个样本对，排除 %4 个不确定</translation>
    </message>
    <message>
        <source>; left out: %1 pair(s) in %2 stratum/strata without labels</source>
        <translation>；排除：%2 个无标注的层中的 %1 个样本对</translation>
    </message>
    <message>
        <source>%1 verdicts name no pair of these runs</source>
        <translation>%1 个判定不对应这些运行中的任何样本对</translation>
    </message>
    <message>
        <source>%1
FP %</source>
        <translation>%1
FP %</translation>
    </message>
    <message>
        <source>%1
FN %</source>
        <translation>%1
FN %</translation>
    </message>
    <message>
        <source>%1 passes and the human says not equivalent: %2 labelled pair(s).
Click: the run&apos;s pairs where %1 passes (the filter cannot select human verdicts).</source>
        <translation>%1 通过而人工判定为不等价：%2 个已标注样本对。
点击：显示该运行中 %1 通过的样本对（筛选无法按人工判定选择）。</translation>
    </message>
    <message>
        <source>%1 fails and the human says equivalent: %2 labelled pair(s).
Click: the run&apos;s pairs where %1 fails (the filter cannot select human verdicts).</source>
        <translation>%1 失败而人工判定为等价：%2 个已标注样本对。
点击：显示该运行中 %1 失败的样本对（筛选无法按人工判定选择）。</translation>
    </message>
    <message>
        <source>Labelling sample: %1 of %2 drawn pairs labelled, %3 unsure (strata with pairs only).</source>
        <translation>标注样本：抽中的 %2 个样本对中已标注 %1 个，%3 个不确定（仅计含样本对的层）。</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>运行</translation>
    </message>
    <message>
        <source>Stratum</source>
        <translation>层</translation>
    </message>
    <message>
        <source>Population</source>
        <translation>总体</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>已抽取</translation>
    </message>
    <message>
        <source>Labelled</source>
        <translation>已标注</translation>
    </message>
    <message>
        <source>Unsure</source>
        <translation>不确定</translation>
    </message>
    <message>
        <source>all runs</source>
        <translation>所有运行</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合计</translation>
    </message>
</context>
<context>
    <name>sqlscope::ui::EvaluationSettingsDialog</name>
    <message>
        <source>Evaluation Settings</source>
        <translation>评估设置</translation>
    </message>
    <message>
        <source>Spider (evaluation.py)</source>
        <translation>Spider (evaluation.py)</translation>
    </message>
    <message>
        <source>Test suite (test-suite-sql-eval)</source>
        <translation>Test suite (test-suite-sql-eval)</translation>
    </message>
    <message>
        <source>ESM &amp;variant:</source>
        <translation>ESM 变体(&amp;V)：</translation>
    </message>
    <message>
        <source>fixed — the paper&apos;s intent (default)</source>
        <translation>fixed — 论文的本意（默认）</translation>
    </message>
    <message>
        <source>reference — the official script, quirks included</source>
        <translation>reference — 官方脚本，包括其怪癖</translation>
    </message>
    <message>
        <source>strict — only rules the schema proves sound</source>
        <translation>strict — 仅模式能证明可靠的规则</translation>
    </message>
    <message>
        <source>ESM+ &amp;mode:</source>
        <translation>ESM+ 模式(&amp;M)：</translation>
    </message>
    <message>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <source>&amp;Time budget per query:</source>
        <translation>每个查询的时间预算(&amp;T)：</translation>
    </message>
    <message>
        <source>off (exact, as the official scripts)</source>
        <translation>关闭（精确比较，同官方脚本）</translation>
    </message>
    <message>
        <source>&amp;Float tolerance:</source>
        <translation>浮点容差(&amp;F)：</translation>
    </message>
    <message>
        <source>ESM+ equivalence rules</source>
        <translation>ESM+ 等价规则</translation>
    </message>
    <message>
        <source>Re-evaluate</source>
        <translation>重新评估</translation>
    </message>
    <message>
        <source>Not applied in reference mode (sqlscope&apos;s own rule)</source>
        <translation>reference 模式下不应用（sqlscope 自己的规则）</translation>
    </message>
    <message>
        <source>Counterexample search (EXC)</source>
        <translation>反例搜索（EXC）</translation>
    </message>
    <message>
        <source>After the evaluation, look for a small database on which gold and prediction give different results, for every pair that passes the checked metric (EXC, and the sqlscope verdict: ESM+ strict or EXC)</source>
        <translation>评估结束后，对每个通过所检查指标的样本对，寻找一个使标准答案与预测给出不同结果的小型数据库（EXC，以及 sqlscope 判定：ESM+ strict 或 EXC）</translation>
    </message>
    <message>
        <source>EX (Spider)</source>
        <translation>EX（Spider）</translation>
    </message>
    <message>
        <source>EXE (test suite)</source>
        <translation>EXE（测试套件）</translation>
    </message>
    <message>
        <source>EX (BIRD)</source>
        <translation>EX（BIRD）</translation>
    </message>
    <message>
        <source>Checked &amp;metric:</source>
        <translation>所检查指标(&amp;M)：</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> 毫秒</translation>
    </message>
    <message>
        <source>&amp;Budget per pair:</source>
        <translation>每对预算(&amp;B)：</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Total &amp;cap:</source>
        <translation>总上限(&amp;C)：</translation>
    </message>
    <message>
        <source>S&amp;eed:</source>
        <translation>随机种子(&amp;E)：</translation>
    </message>
    <message>
        <source>At most this many candidate databases a pair. With a cap reached well within the budget, the verdicts no longer depend on the machine&apos;s speed or load</source>
        <translation>每个样本对最多尝试这么多个候选数据库。若上限在预算内就能达到，判定结果将不再取决于机器的速度或负载</translation>
    </message>
    <message>
        <source>&amp;Trials per pair at most:</source>
        <translation>每对最多尝试次数(&amp;T)：</translation>
    </message>
</context>
<context>
    <name>sqlscope::ui::ExplainWorker</name>
    <message>
        <source>no evaluation context to explain the pair with</source>
        <translation>没有可用于解释该样本对的评估上下文</translation>
    </message>
</context>
<context>
    <name>sqlscope::ui::FilterBar</name>
    <message numerus="yes">
        <source>%n selected</source>
        <translation>
            <numerusform>已选 %n 项</numerusform>
        </translation>
    </message>
    <message>
        <source>Filter question and SQL (Ctrl+F)</source>
        <translation>筛选问题和 SQL (Ctrl+F)</translation>
    </message>
    <message>
        <source>Any database</source>
        <translation>任意数据库</translation>
    </message>
    <message>
        <source>Database</source>
        <translation>数据库</translation>
    </message>
    <message>
        <source>Any hardness</source>
        <translation>任意难度</translation>
    </message>
    <message>
        <source>Spider hardness of the gold</source>
        <translation>标准答案的 Spider 难度</translation>
    </message>
    <message>
        <source>Any run</source>
        <translation>任意运行</translation>
    </message>
    <message>
        <source>Run (prediction file)</source>
        <translation>运行（预测文件）</translation>
    </message>
    <message>
        <source>Any outcome</source>
        <translation>任意结果</translation>
    </message>
    <message>
        <source>How the prediction&apos;s execution ended</source>
        <translation>预测执行的结束方式</translation>
    </message>
    <message>
        <source>Any rule</source>
        <translation>任意规则</translation>
    </message>
    <message>
        <source>ESM+ rule fired on the pair</source>
        <translation>在该样本对上触发的 ESM+ 规则</translation>
    </message>
    <message>
        <source>Any error</source>
        <translation>任意错误</translation>
    </message>
    <message>
        <source>Component error category of the prediction</source>
        <translation>预测的组件错误类别</translation>
    </message>
    <message>
        <source>No preset</source>
        <translation>无预设</translation>
    </message>
    <message>
        <source>Disagreement preset</source>
        <translation>分歧预设</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>清除</translation>
    </message>
    <message>
        <source>%1 (any gold)</source>
        <translation>%1（任一标准答案）</translation>
    </message>
    <message>
        <source>Only pairs whose %1 is %2</source>
        <translation>仅显示 %1 为 %2 的样本对</translation>
    </message>
    <message>
        <source>%1 changed by an alternate gold</source>
        <translation>%1 被备选标准查询改变</translation>
    </message>
    <message>
        <source>Only pairs whose %1 an alternate gold changes</source>
        <translation>仅显示 %1 被备选标准查询改变的样本对</translation>
    </message>
    <message>
        <source>; click to remove</source>
        <translation>；点击移除</translation>
    </message>
    <message>
        <source>Only pairs whose EXC is %1</source>
        <translation>仅 EXC 为 %1 的样本对</translation>
    </message>
    <message>
        <source>Only pairs whose sqlscope verdict is %1</source>
        <translation>仅 sqlscope 判定为 %1 的样本对</translation>
    </message>
    <message>
        <source>counterexample %1</source>
        <translation>反例 %1</translation>
    </message>
    <message>
        <source>Only pairs whose counterexample search ended %1</source>
        <translation>仅反例搜索结果为 %1 的样本对</translation>
    </message>
    <message>
        <source> or </source>
        <translation> 或 </translation>
    </message>
</context>
<context>
    <name>sqlscope::ui::LinkingTable</name>
    <message>
        <source>Table or column</source>
        <translation>表或列</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Gold</source>
        <translation>标准答案</translation>
    </message>
    <message>
        <source>Prediction</source>
        <translation>预测</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Schema linking did not score this pair</source>
        <translation>模式链接未对该样本对评分</translation>
    </message>
    <message>
        <source>R %1 · P %2 · F1+ %3 (tables and columns together)</source>
        <translation>R %1 · P %2 · F1+ %3（表和列合并计算）</translation>
    </message>
    <message>
        <source> — %1 missing, %2 extra</source>
        <translation> — 缺失 %1 个，多余 %2 个</translation>
    </message>
    <message>
        <source>
Approximate: a side&apos;s elements were read from sqlscope&apos;s parse because SQLite could not prepare it.</source>
        <translation>
近似值：由于 SQLite 无法编译某一方，其元素取自 sqlscope 的解析结果。</translation>
    </message>
    <message>
        <source>table</source>
        <translation>表</translation>
    </message>
    <message>
        <source>column</source>
        <translation>列</translation>
    </message>
    <message>
        <source>− missing from the prediction</source>
        <translation>− 预测中缺失</translation>
    </message>
    <message>
        <source>+ extra in the prediction</source>
        <translation>+ 预测中多余</translation>
    </message>
    <message>
        <source>= in both</source>
        <translation>= 两者都有</translation>
    </message>
</context>
<context>
    <name>sqlscope::ui::MainWindow</name>
    <message>
        <source>⚠ 1 input problem</source>
        <translation>⚠ 1 个输入问题</translation>
    </message>
    <message>
        <source>⚠ %1 input problems</source>
        <translation>⚠ %1 个输入问题</translation>
    </message>
    <message>
        <source>Evaluating %1/%2</source>
        <translation>正在评估 %1/%2</translation>
    </message>
    <message>
        <source>This pair could not be explained: %1</source>
        <translation>无法解释此样本对：%1</translation>
    </message>
    <message>
        <source>Pair</source>
        <translation>样本对</translation>
    </message>
    <message>
        <source>Across runs</source>
        <translation>跨运行</translation>
    </message>
    <message>
        <source>FP/FN tables</source>
        <translation>FP/FN 表</translation>
    </message>
    <message>
        <source>Runs and summary</source>
        <translation>运行与摘要</translation>
    </message>
    <message>
        <source>Annotation</source>
        <translation>标注</translation>
    </message>
    <message>
        <source>&amp;Annotation Panel</source>
        <translation>标注面板(&amp;A)</translation>
    </message>
    <message>
        <source>Annotation not saved: %1</source>
        <translation>标注未保存：%1</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Input problems</source>
        <translation>输入问题</translation>
    </message>
    <message>
        <source>These problems did not stop the evaluation; the pairs they concern are scored as the CLI scores them (report.json&apos;s bad_inputs).</source>
        <translation>这些问题没有中止评估；涉及的样本对按 CLI 的方式评分（见 report.json 的 bad_inputs）。</translation>
    </message>
    <message>
        <source>&amp;Summary Panel</source>
        <translation>摘要面板(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Open Benchmark…</source>
        <translation>打开基准(&amp;O)…</translation>
    </message>
    <message>
        <source>&amp;Add Runs…</source>
        <translation>添加运行(&amp;A)…</translation>
    </message>
    <message>
        <source>Add Runs</source>
        <translation>添加运行</translation>
    </message>
    <message>
        <source>Prediction files (*.txt *.sql *.json *.jsonl);;All files (*)</source>
        <translation>预测文件 (*.txt *.sql *.json *.jsonl);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <source>Open &amp;Demo</source>
        <translation>打开演示(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;New Workspace…</source>
        <translation>新建工作区(&amp;N)…</translation>
    </message>
    <message>
        <source>New Workspace</source>
        <translation>新建工作区</translation>
    </message>
    <message>
        <source>sqlscope workspaces (*.sqlscope)</source>
        <translation>sqlscope 工作区 (*.sqlscope)</translation>
    </message>
    <message>
        <source>Open &amp;Workspace…</source>
        <translation>打开工作区(&amp;W)…</translation>
    </message>
    <message>
        <source>Open Workspace</source>
        <translation>打开工作区</translation>
    </message>
    <message>
        <source>Save Workspace &amp;As…</source>
        <translation>工作区另存为(&amp;A)…</translation>
    </message>
    <message>
        <source>Save Workspace As</source>
        <translation>工作区另存为</translation>
    </message>
    <message>
        <source>&amp;Export Filtered Pairs…</source>
        <translation>导出筛选出的样本对(&amp;E)…</translation>
    </message>
    <message>
        <source>Export Filtered Pairs</source>
        <translation>导出筛选出的样本对</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV 文件 (*.csv)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Copy Pair as Text</source>
        <translation>复制样本对为文本(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Find in Pairs</source>
        <translation>在样本对中查找(&amp;F)</translation>
    </message>
    <message>
        <source>Copy Filter as E&amp;xpression</source>
        <translation>复制筛选为表达式(&amp;X)</translation>
    </message>
    <message>
        <source>Copied: %1 (sqlscope-cli export --filter)</source>
        <translation>已复制：%1（sqlscope-cli export --filter）</translation>
    </message>
    <message>
        <source>C&amp;lear Filter</source>
        <translation>清除筛选(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>首选项(&amp;P)…</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Group Runs by Question</source>
        <translation>按问题分组运行(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Across Runs</source>
        <translation>跨运行(&amp;A)</translation>
    </message>
    <message>
        <source>Show Queries as ESM+ &amp;Saw Them</source>
        <translation>按 ESM+ 所见显示查询(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Go</source>
        <translation>转到(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Next Pair</source>
        <translation>下一个样本对(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Previous Pair</source>
        <translation>上一个样本对(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Results Table</source>
        <translation>结果表(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>运行(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Re-evaluate</source>
        <translation>重新评估(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Cancel Evaluation</source>
        <translation>取消评估(&amp;C)</translation>
    </message>
    <message>
        <source>Evaluation &amp;Settings…</source>
        <translation>评估设置(&amp;S)…</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;About sqlscope</source>
        <translation>关于 sqlscope(&amp;A)</translation>
    </message>
    <message>
        <source>About sqlscope</source>
        <translation>关于 sqlscope</translation>
    </message>
    <message>
        <source>&lt;b&gt;sqlscope %1&lt;/b&gt;&lt;p&gt;An inspector for Text-to-SQL evaluation: EX, EXE, ESM, ESM+, EXP/EXR, component F1 and schema linking, computed by one faithful core, with the evidence behind every verdict.&lt;/p&gt;</source>
        <translation>&lt;b&gt;sqlscope %1&lt;/b&gt;&lt;p&gt;Text-to-SQL 评估检查工具：EX、EXE、ESM、ESM+、EXP/EXR、组件 F1 与模式链接，均由同一个忠实的核心计算，并给出每个判定背后的证据。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Evaluating… the pair view follows the selected row.</source>
        <translation>正在评估… 样本对视图跟随所选行。</translation>
    </message>
    <message>
        <source>Reading the benchmark…</source>
        <translation>正在读取基准…</translation>
    </message>
    <message>
        <source>Preparing the demo…</source>
        <translation>正在准备演示…</translation>
    </message>
    <message>
        <source>The demo could not be written: %1</source>
        <translation>无法写入演示：%1</translation>
    </message>
    <message>
        <source>Open Demo</source>
        <translation>打开演示</translation>
    </message>
    <message>
        <source>(none yet)</source>
        <translation>（暂无）</translation>
    </message>
    <message>
        <source>Clear List</source>
        <translation>清除列表</translation>
    </message>
    <message>
        <source>Evaluated %1 pairs in %2 s</source>
        <translation>已评估 %1 个样本对，用时 %2 秒</translation>
    </message>
    <message>
        <source>Cancelled: %1 of %2 pairs evaluated</source>
        <translation>已取消：已评估 %2 个中的 %1 个样本对</translation>
    </message>
    <message>
        <source>Not evaluated: %1</source>
        <translation>未评估：%1</translation>
    </message>
    <message>
        <source>The benchmark could not be evaluated:
%1</source>
        <translation>无法评估该基准：
%1</translation>
    </message>
    <message>
        <source>Open Benchmark</source>
        <translation>打开基准</translation>
    </message>
    <message>
        <source>The benchmark could not be evaluated.

%1</source>
        <translation>无法评估该基准。

%1</translation>
    </message>
    <message>
        <source>--pair: no run named %1</source>
        <translation>--pair：没有名为 %1 的运行</translation>
    </message>
    <message>
        <source>--pair: item %1 is not in the benchmark</source>
        <translation>--pair：条目 %1 不在该基准中</translation>
    </message>
    <message>
        <source>Pair %1 · %2</source>
        <translation>样本对 %1 · %2</translation>
    </message>
    <message>
        <source>Copied the pair as text</source>
        <translation>已将样本对复制为文本</translation>
    </message>
    <message>
        <source>%1 of %2 shown</source>
        <translation>显示 %2 个中的 %1 个</translation>
    </message>
    <message>
        <source> — inputs changed since: %1</source>
        <translation> — 此后输入已变更：%1</translation>
    </message>
    <message>
        <source>%1 — 1 run — sqlscope</source>
        <translation>%1 — 1 个运行 — sqlscope</translation>
    </message>
    <message>
        <source>%1 — %2 runs — sqlscope</source>
        <translation>%1 — %2 个运行 — sqlscope</translation>
    </message>
    <message>
        <source>&amp;Annotate</source>
        <translation>标注(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Equivalent</source>
        <translation>等价(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Not Equivalent</source>
        <translation>不等价(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Unsure</source>
        <translation>不确定(&amp;U)</translation>
    </message>
    <message>
        <source>Toggle &amp;Gold Questionable</source>
        <translation>切换标准答案存疑(&amp;G)</translation>
    </message>
    <message>
        <source>Next &amp;Unjudged Pair</source>
        <translation>下一个未判定样本对(&amp;U)</translation>
    </message>
    <message>
        <source>Every pair shown is judged.</source>
        <translation>显示的所有样本对均已判定。</translation>
    </message>
    <message>
        <source>&amp;Import Annotations…</source>
        <translation>导入标注(&amp;I)…</translation>
    </message>
    <message>
        <source>Import Annotations</source>
        <translation>导入标注</translation>
    </message>
    <message>
        <source>Annotations (*.jsonl);;All files (*)</source>
        <translation>标注 (*.jsonl);;所有文件 (*)</translation>
    </message>
    <message>
        <source>E&amp;xport Annotations…</source>
        <translation>导出标注(&amp;X)…</translation>
    </message>
    <message>
        <source>Export Annotations</source>
        <translation>导出标注</translation>
    </message>
    <message>
        <source>Annotations (*.jsonl)</source>
        <translation>标注 (*.jsonl)</translation>
    </message>
    <message>
        <source>&amp;Agreement with Another Labeller…</source>
        <translation>与另一位标注者的一致性(&amp;A)…</translation>
    </message>
    <message>
        <source>Another labeller&apos;s annotations</source>
        <translation>另一位标注者的标注</translation>
    </message>
    <message>
        <source>Agreement</source>
        <translation>一致性</translation>
    </message>
    <message>
        <source>Agreement (Cohen&apos;s kappa)</source>
        <translation>一致性（Cohen&apos;s kappa）</translation>
    </message>
    <message>
        <source>&amp;Blind Mode (hide every metric)</source>
        <translation>盲评模式（隐藏所有指标）(&amp;B)</translation>
    </message>
    <message>
        <source>Reopening %1…</source>
        <translation>正在重新打开 %1…</translation>
    </message>
    <message>
        <source>Evaluating again: %1</source>
        <translation>重新评估：%1</translation>
    </message>
    <message>
        <source>Reopened %1 pairs from the workspace in %2 ms, no query run</source>
        <translation>已从工作区重新打开 %1 个样本对，用时 %2 毫秒，未运行任何查询</translation>
    </message>
    <message>
        <source>Workspace not updated: %1</source>
        <translation>工作区未更新：%1</translation>
    </message>
    <message>
        <source>Blind mode: every metric verdict is hidden.</source>
        <translation>盲评模式：所有指标判定均已隐藏。</translation>
    </message>
    <message>
        <source>Blind mode off.</source>
        <translation>盲评模式已关闭。</translation>
    </message>
    <message>
        <source>The evaluation has not finished yet.</source>
        <translation>评估尚未完成。</translation>
    </message>
    <message>
        <source>Exported %1 pairs to %2 (stamp: %3)</source>
        <translation>已将 %1 个样本对导出到 %2（标记：%3）</translation>
    </message>
    <message>
        <source>Open or create a workspace first: annotations are kept in one.</source>
        <translation>请先打开或创建工作区：标注保存在工作区中。</translation>
    </message>
    <message>
        <source>Import annotations</source>
        <translation>导入标注</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>导入</translation>
    </message>
    <message>
        <source>%1 annotations added, %2 already the same.</source>
        <translation>新增 %1 条标注，%2 条已相同。</translation>
    </message>
    <message>
        <source>%1 conflicts: the workspace&apos;s value was kept, the file&apos;s is listed.</source>
        <translation>%1 处冲突：保留了工作区中的值，下面列出文件中的值。</translation>
    </message>
    <message>
        <source>
  %1 / %2: %3 here, %4 in the file</source>
        <translation>
  %1 / %2：此处为 %3，文件中为 %4</translation>
    </message>
    <message>
        <source>no verdict</source>
        <translation>无判定</translation>
    </message>
    <message>
        <source>
  question %1: annotated differently</source>
        <translation>
  问题 %1：标注不同</translation>
    </message>
    <message>
        <source>Exported the annotations to %1</source>
        <translation>已将标注导出到 %1</translation>
    </message>
    <message>
        <source>%1 pairs judged by both. Cohen&apos;s kappa is undefined: %2</source>
        <translation>两人都判定的样本对有 %1 个。Cohen&apos;s kappa 无定义：%2</translation>
    </message>
    <message>
        <source>%1 pairs judged by both (equivalent / not equivalent / unsure as three categories).
Observed agreement %2, expected by chance %3.
Cohen&apos;s kappa = %4.</source>
        <translation>两人都判定的样本对有 %1 个（等价 / 不等价 / 不确定 三类）。
观察一致率 %2，随机期望一致率 %3。
Cohen&apos;s kappa = %4。</translation>
    </message>
    <message>
        <source>Export S&amp;ummary…</source>
        <translation>导出摘要(&amp;U)…</translation>
    </message>
    <message>
        <source>Export Summary</source>
        <translation>导出摘要</translation>
    </message>
    <message>
        <source>CSV files (*.csv);;LaTeX tables (*.tex)</source>
        <translation>CSV 文件 (*.csv);;LaTeX 表格 (*.tex)</translation>
    </message>
    <message>
        <source>&amp;Study</source>
        <translation>研究(&amp;S)</translation>
    </message>
    <message>
        <source>Draw &amp;Labelling Sample…</source>
        <translation>抽取标注样本(&amp;L)…</translation>
    </message>
    <message>
        <source>Draw Labelling Sample</source>
        <translation>抽取标注样本</translation>
    </message>
    <message>
        <source>Open a benchmark and let its evaluation finish first: the strata are made of its verdicts.</source>
        <translation>请先打开一个基准并等待其评估完成：层由它的判定构成。</translation>
    </message>
    <message>
        <source>Labelling sample of %1 pairs recorded in %2</source>
        <translation>已将含 %1 个样本对的标注样本记录到 %2</translation>
    </message>
    <message>
        <source>Labelling sample of %1 pairs drawn; not saved: %2</source>
        <translation>已抽取含 %1 个样本对的标注样本；未保存：%2</translation>
    </message>
    <message>
        <source>Labelling sample of %1 pairs drawn; not saved (no workspace is open)</source>
        <translation>已抽取含 %1 个样本对的标注样本；未保存（未打开工作区）</translation>
    </message>
    <message>
        <source>Alternate gold: %1</source>
        <translation>备选标准查询：%1</translation>
    </message>
    <message>
        <source>%1: the file must end in .csv or .tex</source>
        <translation>%1：文件名必须以 .csv 或 .tex 结尾</translation>
    </message>
    <message>
        <source>Exported the summary to %1</source>
        <translation>已将摘要导出到 %1</translation>
    </message>
    <message>
        <source>Gold audit</source>
        <translation>标准答案审查</translation>
    </message>
    <message>
        <source>&amp;Audit Gold Queries…</source>
        <translation>审查标准查询(&amp;A)…</translation>
    </message>
    <message>
        <source>Searching counterexamples: %1 of %2 pairs</source>
        <translation>正在搜索反例：%1 / %2 个样本对</translation>
    </message>
    <message>
        <source>Counterexamples not saved: %1</source>
        <translation>反例未保存：%1</translation>
    </message>
</context>
<context>
    <name>sqlscope::ui::OpenBenchmarkDialog</name>
    <message>
        <source>Benchmark files (*.txt *.sql *.json *.jsonl);;All files (*)</source>
        <translation>基准文件 (*.txt *.sql *.json *.jsonl);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Open Benchmark</source>
        <translation>打开基准</translation>
    </message>
    <message>
        <source>&amp;Gold file:</source>
        <translation>标准答案文件(&amp;G)：</translation>
    </message>
    <message>
        <source>dev_gold.sql (SQL&lt;TAB&gt;db_id), BIRD dev.json or JSON Lines</source>
        <translation>dev_gold.sql（SQL&lt;TAB&gt;db_id）、BIRD dev.json 或 JSON Lines</translation>
    </message>
    <message>
        <source>Detect from the file</source>
        <translation>根据文件检测</translation>
    </message>
    <message>
        <source>JSON Lines</source>
        <translation>JSON Lines</translation>
    </message>
    <message>
        <source>&amp;Format:</source>
        <translation>格式(&amp;F)：</translation>
    </message>
    <message>
        <source>&amp;Questions:</source>
        <translation>问题(&amp;Q)：</translation>
    </message>
    <message>
        <source>JSON (*.json);;All files (*)</source>
        <translation>JSON (*.json);;所有文件 (*)</translation>
    </message>
    <message>
        <source>optional: Spider dev.json, for the question texts</source>
        <translation>可选：Spider dev.json，用于问题文本</translation>
    </message>
    <message>
        <source>&amp;Tables:</source>
        <translation>表(&amp;T)：</translation>
    </message>
    <message>
        <source>tables.json (*.json);;All files (*)</source>
        <translation>tables.json (*.json);;所有文件 (*)</translation>
    </message>
    <message>
        <source>&amp;Databases:</source>
        <translation>数据库(&amp;D)：</translation>
    </message>
    <message>
        <source>folder with &lt;db_id&gt;/&lt;db_id&gt;.sqlite</source>
        <translation>包含 &lt;db_id&gt;/&lt;db_id&gt;.sqlite 的文件夹</translation>
    </message>
    <message>
        <source>T&amp;est suite:</source>
        <translation>测试套件(&amp;E)：</translation>
    </message>
    <message>
        <source>optional: test-suite databases, for EXE</source>
        <translation>可选：测试套件数据库，用于 EXE</translation>
    </message>
    <message>
        <source>&amp;Runs (prediction files, one run each):</source>
        <translation>运行（预测文件，每个一个运行）(&amp;R)：</translation>
    </message>
    <message>
        <source>Add…</source>
        <translation>添加…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>删除</translation>
    </message>
    <message>
        <source>Score the overlap when a run has fewer predictions (a missing one is a failure)</source>
        <translation>当某个运行的预测较少时，对重叠部分评分（缺失的记为失败）</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>编号</translation>
    </message>
    <message>
        <source>Database</source>
        <translation>数据库</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>问题</translation>
    </message>
    <message>
        <source>Gold</source>
        <translation>标准答案</translation>
    </message>
    <message>
        <source>Add Runs</source>
        <translation>添加运行</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>浏览…</translation>
    </message>
    <message>
        <source>Choose a gold file (or drop files on the main window).</source>
        <translation>选择一个标准答案文件（或将文件拖放到主窗口）。</translation>
    </message>
    <message>
        <source>Reading %1…</source>
        <translation>正在读取 %1…</translation>
    </message>
    <message>
        <source>%1 format · %2 items · %3 databases%4</source>
        <translation>%1 格式 · %2 个条目 · %3 个数据库%4</translation>
    </message>
    <message>
        <source> · multi-turn</source>
        <translation> · 多轮</translation>
    </message>
    <message>
        <source>  — cannot be read</source>
        <translation>  — 无法读取</translation>
    </message>
    <message>
        <source>%1  — run &quot;%2&quot;, %3 predictions</source>
        <translation>%1  — 运行“%2”，%3 条预测</translation>
    </message>
    <message>
        <source>, %1 missing</source>
        <translation>，缺失 %1 条</translation>
    </message>
    <message>
        <source>%1: no such file</source>
        <translation>%1：文件不存在</translation>
    </message>
    <message>
        <source>%1: no such folder</source>
        <translation>%1：文件夹不存在</translation>
    </message>
</context>
<context>
    <name>sqlscope::ui::PairHeader</name>
    <message>
        <source>(no question)</source>
        <translation>（无问题）</translation>
    </message>
    <message>
        <source>Evidence: </source>
        <translation>证据： </translation>
    </message>
    <message>
        <source>Pair %1</source>
        <translation>样本对 %1</translation>
    </message>
    <message>
        <source>schema linking F1+ over tables and columns together = %1</source>
        <translation>表和列合并计算的模式链接 F1+ = %1</translation>
    </message>
</context>
<context>
    <name>sqlscope::ui::PairView</name>
    <message>
        <source>Components</source>
        <translation>组件</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>规则</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>Linking</source>
        <translation>链接</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>备注</translation>
    </message>
    <message>
        <source>No pair selected.</source>
        <translation>未选择样本对。</translation>
    </message>
    <message>
        <source>Wrap lines</source>
        <translation>自动换行</translation>
    </message>
    <message>
        <source>Wrap long queries at spaces in both editors</source>
        <translation>在两个编辑器中按空格折行显示长查询</translation>
    </message>
    <message>
        <source>Gold</source>
        <translation>标准答案</translation>
    </message>
    <message>
        <source>Prediction</source>
        <translation>预测</translation>
    </message>
    <message>
        <source>Prediction (%1)</source>
        <translation>预测（%1）</translation>
    </message>
    <message>
        <source>No notes for this pair.</source>
        <translation>此样本对没有备注。</translation>
    </message>
    <message>
        <source>Rules (%1)</source>
        <translation>规则（%1）</translation>
    </message>
    <message>
        <source>Notes (%1)</source>
        <translation>备注（%1）</translation>
    </message>
    <message>
        <source>Gold — as ESM+ saw it</source>
        <translation>标准答案 — ESM+ 所见</translation>
    </message>
    <message>
        <source> (ESM+ could not read it)</source>
        <translation>（ESM+ 无法读取）</translation>
    </message>
    <message>
        <source>Prediction (%1) — as ESM+ saw it</source>
        <translation>预测（%1）— ESM+ 所见</translation>
    </message>
    <message>
        <source>explaining…</source>
        <translation>正在解释…</translation>
    </message>
</context>
<context>
    <name>sqlscope::ui::PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>首选项</translation>
    </message>
    <message>
        <source>System (%1)</source>
        <translation>跟随系统（%1）</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>语言(&amp;L)：</translation>
    </message>
    <message>
        <source>The language applies the next time sqlscope starts.</source>
        <translation>语言将在 sqlscope 下次启动时生效。</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>语言</translation>
    </message>
    <message>
        <source>The new language applies the next time sqlscope starts. Restart now?</source>
        <translation>新语言将在 sqlscope 下次启动时生效。现在重新启动吗？</translation>
    </message>
</context>
<context>
    <name>sqlscope::ui::ResultGrids</name>
    <message>
        <source>%1 was not executed</source>
        <translation>%1 未执行</translation>
    </message>
    <message>
        <source>%1 produced no result</source>
        <translation>%1 未产生结果</translation>
    </message>
    <message>
        <source>%1 returned no columns</source>
        <translation>%1 未返回任何列</translation>
    </message>
    <message>
        <source>matched by</source>
        <translation>匹配指标</translation>
    </message>
    <message>
        <source>the metrics that count this row as matched</source>
        <translation>认为此行匹配的指标</translation>
    </message>
    <message>
        <source>matched</source>
        <translation>匹配</translation>
    </message>
    <message>
        <source>not matched</source>
        <translation>不匹配</translation>
    </message>
    <message>
        <source>EX %1 · EX (BIRD) %2 · EXE %3 · EXP %4 · EXR %5 · EX F1 %6   —   gold %7, prediction %8</source>
        <translation>EX %1 · EX (BIRD) %2 · EXE %3 · EXP %4 · EXR %5 · EX F1 %6   —   标准答案 %7，预测 %8</translation>
    </message>
    <message>
        <source>pred col %1 → gold col %2</source>
        <translation>预测列 %1 → 标准列 %2</translation>
    </message>
    <message>
        <source>pred col %1 → none</source>
        <translation>预测列 %1 → 无</translation>
    </message>
    <message>
        <source>Column mapping (EXP/EXR): </source>
        <translation>列映射 (EXP/EXR)：</translation>
    </message>
    <message>
        <source>Gold</source>
        <translation>标准答案</translation>
    </message>
    <message>
        <source>Prediction</source>
        <translation>预测</translation>
    </message>
    <message>
        <source>Green cells: matched by EXP/EXR&apos;s alignment; red, italic: not matched. “matched by” lists the metrics that count the row as matched (✗ none). The tints mark rows and cells, not verdicts: the pair&apos;s verdicts are the chips above.</source>
        <translation>绿色单元格：按 EXP/EXR 的对齐匹配；红色斜体：未匹配。“匹配指标”列出认为该行匹配的指标（✗ 无）。底色标记的是行和单元格，而非判定：样本对的判定见上方的标签。</translation>
    </message>
    <message>
        <source>EXP/EXR did not grade this pair: a cell takes its row&apos;s tint, green when “matched by” lists a metric that counts the row as matched, red and italic when none does (✗ none). The tints mark rows and cells, not verdicts: the pair&apos;s verdicts are the chips above.</source>
        <translation>EXP/EXR 未对该样本对评分：单元格沿用所在行的底色，当“匹配指标”列出某个认为该行匹配的指标时为绿色，没有时为红色斜体（✗ 无）。底色标记的是行和单元格，而非判定：样本对的判定见上方的标签。</translation>
    </message>
</context>
<context>
    <name>sqlscope::ui::ResultsTableModel</name>
    <message>
        <source>Gold: %1</source>
        <translation>标准答案：%1</translation>
    </message>
    <message>
        <source>Not evaluated yet</source>
        <translation>尚未评估</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>编号</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>运行</translation>
    </message>
    <message>
        <source>Database</source>
        <translation>数据库</translation>
    </message>
    <message>
        <source>Hardness</source>
        <translation>难度</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>问题</translation>
    </message>
    <message>
        <source> alt</source>
        <translation> 备选</translation>
    </message>
    <message>
        <source>With alternate gold %1: %2</source>
        <translation>按备选标准查询 %1：%2</translation>
    </message>
    <message>
        <source>No alternate gold changes this verdict</source>
        <translation>没有备选标准查询会改变此判定</translation>
    </message>
    <message>
        <source>EXC</source>
        <translation>EXC</translation>
    </message>
    <message>
        <source>sqlscope</source>
        <translation>sqlscope</translation>
    </message>
    <message>
        <source>EXC (exc): the checked metric passes and the counterexample search found no database that tells the queries apart</source>
        <translation>EXC (exc)：所检查指标通过，且反例搜索未找到能区分两条查询的数据库</translation>
    </message>
    <message>
        <source>sqlscope: ESM+ (strict) accepts, or EXC passes</source>
        <translation>sqlscope：ESM+（strict）接受，或 EXC 通过</translation>
    </message>
</context>
<context>
    <name>sqlscope::ui::RuleList</name>
    <message>
        <source>Show as ESM+ saw them</source>
        <translation>按 ESM+ 所见显示</translation>
    </message>
    <message>
        <source>Show both queries after ESM+&apos;s rewrites, as it compared them (marks hidden: their spans refer to the original texts)</source>
        <translation>显示 ESM+ 改写后、实际比较时的两个查询（标记隐藏：其范围指向原始文本）</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>规则</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>一方</translation>
    </message>
    <message>
        <source>State</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Facts relied on</source>
        <translation>依据的事实</translation>
    </message>
    <message>
        <source>Before → after</source>
        <translation>改写前 → 改写后</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>备注</translation>
    </message>
    <message>
        <source>Select a rule event to see what the rule treats as equivalent and the text it read.</source>
        <translation>选择一个规则事件，查看该规则视为等价的内容及其读取的文本。</translation>
    </message>
    <message>
        <source>Guard:</source>
        <translation>守卫条件：</translation>
    </message>
    <message>
        <source>Note:</source>
        <translation>备注：</translation>
    </message>
    <message>
        <source>No ESM+ rule fired or was blocked on this pair.</source>
        <translation>此样本对上没有 ESM+ 规则触发或受阻。</translation>
    </message>
    <message>
        <source>1 rule event</source>
        <translation>1 个规则事件</translation>
    </message>
    <message>
        <source>%1 rule events</source>
        <translation>%1 个规则事件</translation>
    </message>
    <message>
        <source>%1: %2 fired, %3 blocked. Select one to see the text it read.</source>
        <translation>%1：%2 个触发，%3 个受阻。选择一个以查看其读取的文本。</translation>
    </message>
    <message>
        <source>✓ fired</source>
        <translation>✓ 已触发</translation>
    </message>
    <message>
        <source>✓ fired, no change</source>
        <translation>✓ 已触发，无变化</translation>
    </message>
    <message>
        <source>✗ blocked</source>
        <translation>✗ 受阻</translation>
    </message>
    <message>
        <source> · unsound</source>
        <translation> · 不可靠</translation>
    </message>
</context>
<context>
    <name>sqlscope::ui::RunSummaryPanel</name>
    <message>
        <source>No results yet.</source>
        <translation>尚无结果。</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>运行</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>运行</translation>
    </message>
    <message>
        <source>Pairs</source>
        <translation>样本对</translation>
    </message>
    <message>
        <source>pairs</source>
        <translation>个样本对</translation>
    </message>
    <message>
        <source>Metric</source>
        <translation>指标</translation>
    </message>
    <message>
        <source>Mean</source>
        <translation>均值</translation>
    </message>
    <message>
        <source>Not computed:</source>
        <translation>未计算：</translation>
    </message>
    <message>
        <source>By hardness</source>
        <translation>按难度</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>难度</translation>
    </message>
    <message>
        <source>Execution outcomes</source>
        <translation>执行结果</translation>
    </message>
    <message>
        <source>Rescued by ESM+ rules</source>
        <translation>被 ESM+ 规则挽回</translation>
    </message>
    <message>
        <source>Disagreements</source>
        <translation>分歧</translation>
    </message>
    <message>
        <source>A pass against any accepted gold: the gold or one of the question&apos;s alternate golds</source>
        <translation>相对任一可接受的标准答案通过：标准答案本身，或该问题的某个备选标准查询</translation>
    </message>
    <message>
        <source>With alternate golds</source>
        <translation>含备选标准查询</translation>
    </message>
    <message>
        <source>alternates on %1 of %2 pairs</source>
        <translation>%2 个样本对中有 %1 个含备选</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>通过</translation>
    </message>
    <message>
        <source>of</source>
        <translation>共</translation>
    </message>
    <message>
        <source>Changed</source>
        <translation>改变</translation>
    </message>
    <message>
        <source>EXC: the checked metric passes and no database found tells the queries apart; sqlscope: ESM+ (strict) accepts, or EXC passes</source>
        <translation>EXC：所检查指标通过，且找到的数据库都无法区分两条查询；sqlscope：ESM+（strict）接受，或 EXC 通过</translation>
    </message>
    <message>
        <source>Counterexample search</source>
        <translation>反例搜索</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>判定</translation>
    </message>
    <message>
        <source>Rate</source>
        <translation>比率</translation>
    </message>
    <message>
        <source>counterexample found</source>
        <translation>找到反例</translation>
    </message>
    <message>
        <source>none within the budget</source>
        <translation>预算内未找到</translation>
    </message>
    <message>
        <source>not applicable</source>
        <translation>不适用</translation>
    </message>
    <message>
        <source>not searched</source>
        <translation>未搜索</translation>
    </message>
</context>
<context>
    <name>sqlscope::ui::SampleDialog</name>
    <message>
        <source>Draw Labelling Sample</source>
        <translation>抽取标注样本</translation>
    </message>
    <message>
        <source>The strata are the cells of agreement of the chosen verdicts (each pass or fail). From every stratum the same number of pairs is drawn; the FP/FN table then weighs each label by its stratum&apos;s population (a stratified estimate).</source>
        <translation>层即所选判定的一致性单元格（每个判定为通过或失败）。从每一层抽取相同数量的样本对；随后 FP/FN 表按每个标注所在层的总体为其加权（分层估计）。</translation>
    </message>
    <message>
        <source>No pair has a verdict of this metric in this evaluation.</source>
        <translation>本次评估中没有样本对具有该指标的判定。</translation>
    </message>
    <message>
        <source>Strata per run (runs × cells)</source>
        <translation>每个运行分别分层（运行 × 单元格）</translation>
    </message>
    <message>
        <source>Form their own stratum &quot;incomplete&quot;</source>
        <translation>自成一层“incomplete”</translation>
    </message>
    <message>
        <source>Leave them out (neither drawn nor weighed)</source>
        <translation>排除（既不抽取也不加权）</translation>
    </message>
    <message>
        <source>The same seed, design and evaluation draw the same pairs on every machine.</source>
        <translation>相同的种子、设计和评估在任何机器上都会抽取相同的样本对。</translation>
    </message>
    <message>
        <source>Verdict columns:</source>
        <translation>判定列：</translation>
    </message>
    <message>
        <source>Pairs without a verdict:</source>
        <translation>无判定的样本对：</translation>
    </message>
    <message>
        <source>Pairs per stratum:</source>
        <translation>每层样本对数：</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>随机种子：</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>运行</translation>
    </message>
    <message>
        <source>Stratum (1 pass, 0 fail)</source>
        <translation>层（1 通过，0 失败）</translation>
    </message>
    <message>
        <source>Population</source>
        <translation>总体</translation>
    </message>
    <message>
        <source>Will draw</source>
        <translation>将抽取</translation>
    </message>
    <message>
        <source>Then show only the sample&apos;s pairs (filter preset &quot;In labelling sample&quot;; N goes to the next unjudged one)</source>
        <translation>然后只显示样本中的样本对（筛选预设“在标注样本中”；N 转到下一个未判定的样本对）</translation>
    </message>
    <message>
        <source>Judge in blind mode (every metric verdict hidden), recommended</source>
        <translation>以盲评模式判定（隐藏所有指标判定），推荐</translation>
    </message>
    <message>
        <source>&lt;b&gt;No workspace is open&lt;/b&gt;: the sample is kept in memory only until a workspace is created (File &gt; New Workspace) or the window closes.</source>
        <translation>&lt;b&gt;未打开工作区&lt;/b&gt;：样本只保存在内存中，直到创建工作区（文件 &gt; 新建工作区）或关闭窗口为止。</translation>
    </message>
    <message>
        <source>The sample is recorded in %1 (replacing any sample drawn before).</source>
        <translation>样本记录在 %1 中（替换之前抽取的样本）。</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>抽取</translation>
    </message>
    <message>
        <source>Choose at least one verdict column.</source>
        <translation>请至少选择一个判定列。</translation>
    </message>
    <message>
        <source>all runs</source>
        <translation>所有运行</translation>
    </message>
    <message>
        <source>%1 strata with pairs (of %2 cells); %3 pairs in them; &lt;b&gt;%4 pairs will be drawn&lt;/b&gt; (up to %5 per stratum)</source>
        <translation>%1 个含样本对的层（共 %2 个单元格）；其中共 %3 个样本对；&lt;b&gt;将抽取 %4 个样本对&lt;/b&gt;（每层最多 %5 个）</translation>
    </message>
    <message>
        <source>; %1 pairs without a verdict left out</source>
        <translation>；排除 %1 个无判定的样本对</translation>
    </message>
</context>
<context>
    <name>sqlscope::ui::StudyPanel</name>
    <message>
        <source>FP/FN</source>
        <translation>FP/FN</translation>
    </message>
    <message>
        <source>Metric vs metric</source>
        <translation>指标对指标</translation>
    </message>
    <message>
        <source>Metric vs human</source>
        <translation>指标对人工</translation>
    </message>
    <message>
        <source>Rule ablation</source>
        <translation>规则消融</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>导出 CSV…</translation>
    </message>
    <message>
        <source>Export LaTeX…</source>
        <translation>导出 LaTeX…</translation>
    </message>
    <message>
        <source>Export PNG…</source>
        <translation>导出 PNG…</translation>
    </message>
    <message>
        <source>Recompute ablation</source>
        <translation>重新计算消融</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <source>LaTeX (*.tex)</source>
        <translation>LaTeX (*.tex)</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>PNG 图像 (*.png)</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>导出</translation>
    </message>
    <message>
        <source>Export SVG…</source>
        <translation>导出 SVG…</translation>
    </message>
    <message>
        <source>Rule ablation: ESM+ false negatives as its rules are switched on</source>
        <translation>规则消融：依次启用各规则时 ESM+ 的假阴性</translation>
    </message>
    <message>
        <source>SVG image (*.svg)</source>
        <translation>SVG 图像 (*.svg)</translation>
    </message>
    <message>
        <source>This tab has nothing to export in that format yet.</source>
        <translation>此标签页暂时没有可以这种格式导出的内容。</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
</context>
</TS>
