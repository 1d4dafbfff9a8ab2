<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="vi" sourcelanguage="en">
<context>
    <name>AuditEvidence</name>
    <message numerus="yes">
        <source>%n row(s)</source>
        <translation>
            <numerusform>%n hàng</numerusform>
        </translation>
    </message>
    <message>
        <source>… and %1 more</source>
        <translation>… và %1 mục khác</translation>
    </message>
    <message>
        <source>Question:</source>
        <translation>Câu hỏi:</translation>
    </message>
    <message>
        <source>A &quot;gold questionable&quot; annotation made from it gets the category</source>
        <translation>Chú thích “câu chuẩn đáng ngờ” tạo từ nó có loại</translation>
    </message>
    <message>
        <source>Evidence</source>
        <translation>Bằng chứng</translation>
    </message>
    <message>
        <source>Checked on the data with:</source>
        <translation>Đã kiểm tra trên dữ liệu bằng:</translation>
    </message>
    <message>
        <source>The results compared</source>
        <translation>Các kết quả được so sánh</translation>
    </message>
    <message>
        <source>Not checked</source>
        <translation>Chưa kiểm tra</translation>
    </message>
</context>
<context>
    <name>CoreText</name>
    <message>
        <source>easy</source>
        <comment>hardness level of a Spider question</comment>
        <translation>dễ</translation>
    </message>
    <message>
        <source>medium</source>
        <comment>hardness level of a Spider question</comment>
        <translation>trung bình</translation>
    </message>
    <message>
        <source>hard</source>
        <comment>hardness level of a Spider question</comment>
        <translation>khó</translation>
    </message>
    <message>
        <source>extra</source>
        <comment>hardness level of a Spider question</comment>
        <translation>rất khó</translation>
    </message>
    <message>
        <source>unscored</source>
        <comment>hardness level of a Spider question</comment>
        <translation>chưa xếp hạng</translation>
    </message>
    <message>
        <source>ok</source>
        <comment>execution outcome of a query</comment>
        <translation>bình thường</translation>
    </message>
    <message>
        <source>error</source>
        <comment>execution outcome of a query</comment>
        <translation>lỗi</translation>
    </message>
    <message>
        <source>timeout</source>
        <comment>execution outcome of a query</comment>
        <translation>quá thời gian</translation>
    </message>
    <message>
        <source>denied</source>
        <comment>execution outcome of a query</comment>
        <translation>bị từ chối</translation>
    </message>
    <message>
        <source>gold_error</source>
        <comment>execution outcome of a query</comment>
        <translation>lỗi truy vấn chuẩn</translation>
    </message>
    <message>
        <source>not_run</source>
        <comment>execution outcome of a query</comment>
        <translation>chưa chạy</translation>
    </message>
    <message>
        <source>row_limit</source>
        <comment>execution outcome of a query</comment>
        <translation>vượt giới hạn dòng</translation>
    </message>
    <message>
        <source>memory_limit</source>
        <comment>execution outcome of a query</comment>
        <translation>vượt giới hạn bộ nhớ</translation>
    </message>
    <message>
        <source>too_large</source>
        <comment>execution outcome of a query</comment>
        <translation>kết quả quá lớn</translation>
    </message>
    <message>
        <source>missing_clauses</source>
        <comment>component error category</comment>
        <translation>thiếu mệnh đề</translation>
    </message>
    <message>
        <source>extra_clauses</source>
        <comment>component error category</comment>
        <translation>thừa mệnh đề</translation>
    </message>
    <message>
        <source>wrong_predicates</source>
        <comment>component error category</comment>
        <translation>sai vị từ</translation>
    </message>
    <message>
        <source>schema_errors</source>
        <comment>component error category</comment>
        <translation>lỗi lược đồ</translation>
    </message>
    <message>
        <source>c = (SELECT MIN/MAX(c)) = ORDER BY c LIMIT 1</source>
        <comment>short name of an ESM+ equivalence rule (keep SQL as is)</comment>
        <translation>c = (SELECT MIN/MAX(c)) = ORDER BY c LIMIT 1</translation>
    </message>
    <message>
        <source>DISTINCT on a UNIQUE column</source>
        <comment>short name of an ESM+ equivalence rule (keep SQL as is)</comment>
        <translation>DISTINCT trên cột UNIQUE</translation>
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
        <translation>GROUP BY theo cột UNIQUE</translation>
    </message>
    <message>
        <source>NOT IN (q) = EXCEPT q</source>
        <comment>short name of an ESM+ equivalence rule (keep SQL as is)</comment>
        <translation>NOT IN (q) = EXCEPT q</translation>
    </message>
    <message>
        <source>COUNT(c) = COUNT(*) for NOT NULL c</source>
        <comment>short name of an ESM+ equivalence rule (keep SQL as is)</comment>
        <translation>COUNT(c) = COUNT(*) khi c NOT NULL</translation>
    </message>
    <message>
        <source>c IS NOT NULL is true for NOT NULL c</source>
        <comment>short name of an ESM+ equivalence rule (keep SQL as is)</comment>
        <translation>c IS NOT NULL luôn đúng khi c NOT NULL</translation>
    </message>
    <message>
        <source>ORDER BY c LIMIT 1 = MAX/MIN(c)</source>
        <comment>short name of an ESM+ equivalence rule (keep SQL as is)</comment>
        <translation>ORDER BY c LIMIT 1 = MAX/MIN(c)</translation>
    </message>
    <message>
        <source>all columns = *</source>
        <comment>short name of an ESM+ equivalence rule (keep SQL as is)</comment>
        <translation>mọi cột = *</translation>
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
        <translation>JOIN không cần thiết</translation>
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
        <translation>a = b trong ON: a và b thay thế được cho nhau</translation>
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
        <translation>đạt</translation>
    </message>
    <message>
        <source>partial</source>
        <comment>verdict of one metric on one pair</comment>
        <translation>một phần</translation>
    </message>
    <message>
        <source>fail</source>
        <comment>verdict of one metric on one pair</comment>
        <translation>trượt</translation>
    </message>
    <message>
        <source>n/a</source>
        <comment>verdict of one metric on one pair</comment>
        <translation>N/A</translation>
    </message>
    <message>
        <source>No preset</source>
        <comment>name of a disagreement filter preset</comment>
        <translation>Không có bộ lọc sẵn</translation>
    </message>
    <message>
        <source>EX pass &amp; ESM+ fail</source>
        <comment>name of a disagreement filter preset</comment>
        <translation>EX đạt &amp; ESM+ trượt</translation>
    </message>
    <message>
        <source>EX fail &amp; ESM+ pass</source>
        <comment>name of a disagreement filter preset</comment>
        <translation>EX trượt &amp; ESM+ đạt</translation>
    </message>
    <message>
        <source>ESM fail &amp; ESM+ pass</source>
        <comment>name of a disagreement filter preset</comment>
        <translation>ESM trượt &amp; ESM+ đạt</translation>
    </message>
    <message>
        <source>Runs disagree</source>
        <comment>name of a disagreement filter preset</comment>
        <translation>Các lượt chạy bất đồng</translation>
    </message>
    <message>
        <source>Parse error</source>
        <comment>name of a disagreement filter preset</comment>
        <translation>Lỗi phân tích cú pháp</translation>
    </message>
    <message>
        <source>Execution failed</source>
        <comment>name of a disagreement filter preset</comment>
        <translation>Thực thi thất bại</translation>
    </message>
    <message>
        <source>every pair</source>
        <comment>description of a disagreement filter preset</comment>
        <translation>mọi cặp</translation>
    </message>
    <message>
        <source>possible EX false positive</source>
        <comment>description of a disagreement filter preset</comment>
        <translation>có thể là dương tính giả của EX</translation>
    </message>
    <message>
        <source>possible ESM+ false positive, or an EX false negative</source>
        <comment>description of a disagreement filter preset</comment>
        <translation>có thể là dương tính giả của ESM+, hoặc âm tính giả của EX</translation>
    </message>
    <message>
        <source>rescued by a rule</source>
        <comment>description of a disagreement filter preset</comment>
        <translation>được một quy tắc cứu</translation>
    </message>
    <message>
        <source>the runs&apos; verdicts on the question differ (EX, or the first binary metric computed)</source>
        <comment>description of a disagreement filter preset</comment>
        <translation>các lượt chạy có kết luận khác nhau về câu hỏi (EX, hoặc chỉ số nhị phân đầu tiên được tính)</translation>
    </message>
    <message>
        <source>sqlscope&apos;s parser rejected the prediction</source>
        <comment>description of a disagreement filter preset</comment>
        <translation>bộ phân tích cú pháp của sqlscope từ chối câu dự đoán</translation>
    </message>
    <message>
        <source>the prediction did not run to its end (error, timeout, denied, limit, too large)</source>
        <comment>description of a disagreement filter preset</comment>
        <translation>câu dự đoán không chạy đến cùng (lỗi, quá thời gian, bị từ chối, vượt giới hạn, quá lớn)</translation>
    </message>
    <message>
        <source>gold</source>
        <comment>side of a pair: the reference query</comment>
        <translation>chuẩn</translation>
    </message>
    <message>
        <source>prediction</source>
        <comment>side of a pair: the model&apos;s query</comment>
        <translation>dự đoán</translation>
    </message>
    <message>
        <source>equivalent</source>
        <comment>a labeller&apos;s verdict on a pair</comment>
        <translation>tương đương</translation>
    </message>
    <message>
        <source>not_equivalent</source>
        <comment>a labeller&apos;s verdict on a pair</comment>
        <translation>không tương đương</translation>
    </message>
    <message>
        <source>unsure</source>
        <comment>a labeller&apos;s verdict on a pair</comment>
        <translation>không chắc</translation>
    </message>
    <message>
        <source>Selecting the rows whose c equals the subquery&apos;s minimum (maximum) of c gives the row with the smallest (largest) c, which is what ORDER BY c ASC (DESC) LIMIT 1 returns, provided no two rows share that value: c must be UNIQUE.</source>
        <comment>description of an ESM+ rule (keep SQL as is)</comment>
        <translation>Chọn các dòng có c bằng giá trị nhỏ nhất (lớn nhất) của c trong truy vấn con sẽ cho dòng có c nhỏ nhất (lớn nhất), đúng là kết quả của ORDER BY c ASC (DESC) LIMIT 1, với điều kiện không có hai dòng nào cùng giá trị đó: c phải là UNIQUE.</translation>
    </message>
    <message>
        <source>A UNIQUE column has no repeated values, so DISTINCT on it removes nothing: SELECT DISTINCT c, ... FROM t equals SELECT c, ... FROM t, and AGG(DISTINCT c) equals AGG(c). Applied to the select list of a one-table query and to every column as it is read.</source>
        <comment>description of an ESM+ rule (keep SQL as is)</comment>
        <translation>Một cột UNIQUE không có giá trị lặp, nên DISTINCT trên nó không loại bỏ gì: SELECT DISTINCT c, ... FROM t bằng SELECT c, ... FROM t, và AGG(DISTINCT c) bằng AGG(c). Áp dụng cho danh sách SELECT của truy vấn một bảng và cho mọi cột khi được đọc.</translation>
    </message>
    <message>
        <source>When both branches select the same UNIQUE column from the same FROM, each selected value identifies one row, so the values in both branches are those of the rows meeting both conditions: SELECT c FROM t WHERE d1 INTERSECT SELECT c FROM t WHERE d2 equals SELECT c FROM t WHERE d1 AND d2 (identical conditions: the INTERSECT is dropped).</source>
        <comment>description of an ESM+ rule (keep SQL as is)</comment>
        <translation>Khi cả hai nhánh chọn cùng một cột UNIQUE từ cùng một FROM, mỗi giá trị được chọn xác định một dòng, nên các giá trị có ở cả hai nhánh là giá trị của các dòng thỏa cả hai điều kiện: SELECT c FROM t WHERE d1 INTERSECT SELECT c FROM t WHERE d2 bằng SELECT c FROM t WHERE d1 AND d2 (điều kiện giống nhau: bỏ INTERSECT).</translation>
    </message>
    <message>
        <source>When both branches select the same UNIQUE column from the same FROM, the union of the two sets of values is the set of values of rows meeting either condition: SELECT c FROM t WHERE d1 UNION SELECT c FROM t WHERE d2 equals SELECT c FROM t WHERE d1 OR d2 (identical conditions: the UNION is dropped).</source>
        <comment>description of an ESM+ rule (keep SQL as is)</comment>
        <translation>Khi cả hai nhánh chọn cùng một cột UNIQUE từ cùng một FROM, hợp của hai tập giá trị là tập giá trị của các dòng thỏa một trong hai điều kiện: SELECT c FROM t WHERE d1 UNION SELECT c FROM t WHERE d2 bằng SELECT c FROM t WHERE d1 OR d2 (điều kiện giống nhau: bỏ UNION).</translation>
    </message>
    <message>
        <source>Grouping by a UNIQUE column makes every row its own group: (a) in a one-table query without aggregates or HAVING, SELECT X FROM t GROUP BY c equals SELECT X FROM t; (b) GROUP BY c1, c2, ... has the groups of GROUP BY ck for the first UNIQUE column ck.</source>
        <comment>description of an ESM+ rule (keep SQL as is)</comment>
        <translation>Nhóm theo một cột UNIQUE khiến mỗi dòng là một nhóm riêng: (a) trong truy vấn một bảng không có hàm tổng hợp hay HAVING, SELECT X FROM t GROUP BY c bằng SELECT X FROM t; (b) GROUP BY c1, c2, ... có cùng các nhóm với GROUP BY ck, với ck là cột UNIQUE đầu tiên.</translation>
    </message>
    <message>
        <source>SELECT c FROM t WHERE c NOT IN (q) keeps the values of c that q does not return; when c is UNIQUE and NOT NULL those are exactly the rows of SELECT c FROM t EXCEPT q.</source>
        <comment>description of an ESM+ rule (keep SQL as is)</comment>
        <translation>SELECT c FROM t WHERE c NOT IN (q) giữ các giá trị của c mà q không trả về; khi c là UNIQUE và NOT NULL, đó chính xác là các dòng của SELECT c FROM t EXCEPT q.</translation>
    </message>
    <message>
        <source>COUNT(c) counts the rows where c is not NULL; when c is NOT NULL that is every row, which is COUNT(*). Applied to select items, HAVING left operands, ORDER BY keys and GROUP BY columns. The paper reports it as the most useful rule for GPT-based models.</source>
        <comment>description of an ESM+ rule (keep SQL as is)</comment>
        <translation>COUNT(c) đếm các dòng có c khác NULL; khi c là NOT NULL thì đó là mọi dòng, tức là COUNT(*). Áp dụng cho các mục SELECT, toán hạng trái của HAVING, khóa ORDER BY và cột GROUP BY. Bài báo cho biết đây là quy tắc hữu ích nhất với các mô hình dựa trên GPT.</translation>
    </message>
    <message>
        <source>A condition `c IS NOT NULL` holds on every row when c is declared NOT NULL, so as a conjunct it can be dropped. The reference drops it whatever connects it to the rest of the condition, which changes the meaning of a disjunction (`x OR c IS NOT NULL` is always true, not x).</source>
        <comment>description of an ESM+ rule (keep SQL as is)</comment>
        <translation>Điều kiện `c IS NOT NULL` đúng trên mọi dòng khi c được khai báo NOT NULL, nên khi là một vế AND thì có thể bỏ. Bản tham chiếu bỏ nó bất kể nó nối với phần còn lại của điều kiện bằng gì, làm thay đổi nghĩa của phép OR (`x OR c IS NOT NULL` luôn đúng, không phải x).</translation>
    </message>
    <message>
        <source>Selecting only c, ordered by c descending (ascending) and limited to one row, returns the largest (smallest) value of c, which is SELECT MAX(c) (MIN(c)). Ties are harmless because the selected value is the ordering value. The paper&apos;s Figure 1b example.</source>
        <comment>description of an ESM+ rule (keep SQL as is)</comment>
        <translation>Chỉ chọn c, sắp theo c giảm dần (tăng dần) và giới hạn một dòng sẽ trả về giá trị lớn nhất (nhỏ nhất) của c, tức là SELECT MAX(c) (MIN(c)). Giá trị bằng nhau không gây hại vì giá trị được chọn chính là giá trị dùng để sắp xếp. Ví dụ trong Hình 1b của bài báo.</translation>
    </message>
    <message>
        <source>A select list of plain columns that covers exactly every column of the FROM tables, in any order, returns the same rows and columns (up to column order, which ESM ignores) as SELECT *.</source>
        <comment>description of an ESM+ rule (keep SQL as is)</comment>
        <translation>Một danh sách SELECT gồm các cột thường bao phủ đúng mọi cột của các bảng trong FROM, theo thứ tự bất kỳ, trả về cùng các dòng và cột (không kể thứ tự cột, điều mà ESM bỏ qua) như SELECT *.</translation>
    </message>
    <message>
        <source>A quoted literal whose text is a number is read as that number, so WHERE age = &apos;3&apos; and WHERE age = 3 compare equal. For a column with numeric affinity SQLite converts the text before comparing, so the two conditions select the same rows.</source>
        <comment>description of an ESM+ rule (keep SQL as is)</comment>
        <translation>Một hằng chuỗi có nội dung là số được đọc như số đó, nên WHERE age = &apos;3&apos; và WHERE age = 3 được coi là bằng nhau. Với cột có kiểu gần (affinity) số, SQLite chuyển đổi chuỗi trước khi so sánh, nên hai điều kiện chọn ra cùng các dòng.</translation>
    </message>
    <message>
        <source>Keeping the rows of t2 whose c2 is among the primary keys of the t1 rows meeting d is joining t1 on its primary key and filtering by d: every t2 row meets at most one t1 row, so the join repeats no row. The paper&apos;s Case 1: c2 is a foreign key to t1&apos;s key.</source>
        <comment>description of an ESM+ rule (keep SQL as is)</comment>
        <translation>Giữ các dòng của t2 có c2 nằm trong các khóa chính của những dòng t1 thỏa d chính là JOIN t1 theo khóa chính của nó rồi lọc theo d: mỗi dòng t2 gặp nhiều nhất một dòng t1, nên phép JOIN không lặp dòng nào. Trường hợp 1 của bài báo: c2 là khóa ngoại trỏ tới khóa của t1.</translation>
    </message>
    <message>
        <source>Joining t2 with t1 on t1&apos;s single-column primary key c1 = t2.c2, where t2.c2 is a foreign key to it and NOT NULL, meets exactly one t1 row per t2 row (given referential integrity), so when nothing but t1.c1 (= t2.c2) is used from t1 the join can be dropped and t1.c1 read as t2.c2. The most important rule for models trained on Spider.</source>
        <comment>description of an ESM+ rule (keep SQL as is)</comment>
        <translation>JOIN t2 với t1 theo khóa chính một cột c1 của t1 = t2.c2, trong đó t2.c2 là khóa ngoại trỏ tới nó và NOT NULL, thì mỗi dòng t2 gặp đúng một dòng t1 (khi đảm bảo toàn vẹn tham chiếu), nên khi không dùng gì từ t1 ngoài t1.c1 (= t2.c2) thì có thể bỏ phép JOIN và đọc t1.c1 thành t2.c2. Đây là quy tắc quan trọng nhất với các mô hình huấn luyện trên Spider.</translation>
    </message>
    <message>
        <source>A name written right after a table name is that table&apos;s alias, with or without AS. Purely syntactic and always sound. The paper reports that Claude&apos;s false-negative rate dropped by 14.1 points with this rule alone.</source>
        <comment>description of an ESM+ rule (keep SQL as is)</comment>
        <translation>Tên viết ngay sau tên bảng là bí danh của bảng đó, có hay không có AS. Thuần cú pháp và luôn đúng. Bài báo cho biết chỉ riêng quy tắc này đã làm tỉ lệ âm tính giả của Claude giảm 14,1 điểm.</translation>
    </message>
    <message>
        <source>c IN (v1, ..., vn) is c = v1 OR ... OR c = vn, and c NOT IN (v1, ..., vn) is c != v1 AND ... AND c != vn, also under SQL&apos;s NULL logic. The reference splices the expansion into the surrounding flat AND/OR list without grouping, so `a AND c IN (x, y)` reads as `a AND c = x OR c = y` (a different meaning); reference and fixed keep that reading.</source>
        <comment>description of an ESM+ rule (keep SQL as is)</comment>
        <translation>c IN (v1, ..., vn) là c = v1 OR ... OR c = vn, và c NOT IN (v1, ..., vn) là c != v1 AND ... AND c != vn, kể cả theo logic NULL của SQL. Bản tham chiếu chèn phần khai triển vào danh sách AND/OR phẳng xung quanh mà không nhóm lại, nên `a AND c IN (x, y)` được đọc thành `a AND c = x OR c = y` (nghĩa khác); reference và fixed giữ cách đọc đó.</translation>
    </message>
    <message>
        <source>After an inner join on a = b every row has equal a and b, so the query may name either one: every reference to a column of an ON equality class is replaced by the class&apos;s smallest column id. The join also lets facts flow: if one member is NOT NULL (UNIQUE), the reference marks all members NOT NULL (UNIQUE) for the rest of the (sub)query; the UNIQUE propagation is unsound (owners.owner_id = dogs.owner_id does not make dogs.owner_id unique).</source>
        <comment>description of an ESM+ rule (keep SQL as is)</comment>
        <translation>Sau một INNER JOIN theo a = b, mọi dòng có a và b bằng nhau, nên truy vấn có thể gọi tên bất kỳ cột nào trong hai: mọi tham chiếu tới một cột thuộc một lớp bằng nhau của ON được thay bằng cột có mã nhỏ nhất của lớp. Phép JOIN cũng truyền dữ kiện: nếu một thành viên là NOT NULL (UNIQUE), bản tham chiếu đánh dấu mọi thành viên là NOT NULL (UNIQUE) cho phần còn lại của truy vấn (con); việc truyền UNIQUE là không đúng (owners.owner_id = dogs.owner_id không làm dogs.owner_id trở thành duy nhất).</translation>
    </message>
    <message>
        <source>On one table, keeping the rows whose c is among the c of the rows meeting d keeps exactly the rows meeting d when c identifies a row (UNIQUE and NOT NULL). The reference does not check that: with a repeated c, rows that share a value with a qualifying row come back too.</source>
        <comment>description of an ESM+ rule (keep SQL as is)</comment>
        <translation>Trên một bảng, giữ các dòng có c nằm trong các giá trị c của những dòng thỏa d sẽ giữ đúng các dòng thỏa d khi c xác định một dòng (UNIQUE và NOT NULL). Bản tham chiếu không kiểm tra điều đó: nếu c có giá trị lặp, các dòng có chung giá trị với một dòng thỏa điều kiện cũng được trả về.</translation>
    </message>
    <message>
        <source>A query intersected or united with itself returns its own rows once each: when those rows have no duplicates this is the query itself.</source>
        <comment>description of an ESM+ rule (keep SQL as is)</comment>
        <translation>Một truy vấn giao hoặc hợp với chính nó trả về mỗi dòng của nó một lần: khi các dòng đó không trùng lặp thì kết quả chính là truy vấn đó.</translation>
    </message>
    <message>
        <source>BETWEEN is shorthand for the two comparisons, in the WHERE clause. The reference copies a NOT onto both halves (`NOT BETWEEN` becomes `NOT x &gt;= a AND NOT x &lt;= b`, which nothing satisfies) and, with several BETWEENs, splices the later ones at shifted positions.</source>
        <comment>description of an ESM+ rule (keep SQL as is)</comment>
        <translation>BETWEEN là cách viết tắt của hai phép so sánh, trong mệnh đề WHERE. Bản tham chiếu chép NOT sang cả hai nửa (`NOT BETWEEN` thành `NOT x &gt;= a AND NOT x &lt;= b`, không giá trị nào thỏa) và, khi có nhiều BETWEEN, chèn các BETWEEN sau vào vị trí bị lệch.</translation>
    </message>
    <message>
        <source>A negated comparison is the complementary comparison: NOT x = y is x != y, NOT x &gt; y is x &lt;= y, NOT x &lt; y is x &gt;= y, and back. Sound under SQL&apos;s three-valued logic (both sides are NULL together). NOT stays on IN, LIKE, BETWEEN and IS.</source>
        <comment>description of an ESM+ rule (keep SQL as is)</comment>
        <translation>Một phép so sánh bị phủ định là phép so sánh bù của nó: NOT x = y là x != y, NOT x &gt; y là x &lt;= y, NOT x &lt; y là x &gt;= y, và ngược lại. Đúng theo logic ba giá trị của SQL (hai vế cùng là NULL). NOT được giữ nguyên trên IN, LIKE, BETWEEN và IS.</translation>
    </message>
    <message>
        <source>In labelling sample</source>
        <comment>name of a disagreement filter preset</comment>
        <translation>Trong mẫu gán nhãn</translation>
    </message>
    <message>
        <source>Passes only with an alternate gold</source>
        <comment>name of a disagreement filter preset</comment>
        <translation>Chỉ đạt với truy vấn chuẩn thay thế</translation>
    </message>
    <message>
        <source>the pairs of the workspace&apos;s labelling sample (Study &gt; Draw Labelling Sample)</source>
        <comment>description of a disagreement filter preset</comment>
        <translation>các cặp trong mẫu gán nhãn của không gian làm việc (Nghiên cứu &gt; Rút mẫu gán nhãn)</translation>
    </message>
    <message>
        <source>some metric fails against the gold and passes against an alternate gold</source>
        <comment>description of a disagreement filter preset</comment>
        <translation>có chỉ số trượt so với câu chuẩn nhưng đạt so với một truy vấn chuẩn thay thế</translation>
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
        <translation>LIKE của SQLite không phân biệt chữ hoa và chữ thường với các chữ cái ASCII (trừ khi bật PRAGMA case_sensitive_like, điều mà cả các bộ dữ liệu chuẩn lẫn sqlscope đều không làm): x LIKE &apos;%Al%&apos; và x LIKE &apos;%al%&apos; giữ lại cùng các hàng. Các chữ cái ngoài ASCII được so sánh có phân biệt hoa thường và được giữ nguyên.</translation>
    </message>
    <message>
        <source>INTERSECT and UNION are commutative: both return the distinct rows that are in both (either) operands, whatever their order; only the result&apos;s column names, which no metric compares, come from the first operand. The two operands are put in one canonical order (by their tables, then their literal values), so a swapped pair compares equal. EXCEPT is not commutative and is left alone.</source>
        <comment>description of an ESM+ rule (keep SQL as is)</comment>
        <translation>INTERSECT và UNION có tính giao hoán: cả hai trả về các hàng phân biệt có mặt trong cả hai (hoặc một trong hai) toán hạng, bất kể thứ tự của chúng; chỉ tên cột của kết quả, thứ không chỉ số nào so sánh, lấy từ toán hạng đầu tiên. Hai toán hạng được đặt theo một thứ tự chuẩn (theo các bảng của chúng, rồi theo các giá trị hằng), nên một cặp bị đảo thứ tự được so sánh là bằng nhau. EXCEPT không giao hoán và được giữ nguyên.</translation>
    </message>
    <message>
        <source>INTERSECT, UNION and EXCEPT return distinct rows whatever their operands return: a DISTINCT on an operand&apos;s select list removes rows the set operation removes anyway. So SELECT DISTINCT c FROM t1 INTERSECT SELECT DISTINCT c FROM t2 equals SELECT c FROM t1 INTERSECT SELECT c FROM t2, and likewise for UNION and EXCEPT, on either side.</source>
        <comment>description of an ESM+ rule (keep SQL as is)</comment>
        <translation>INTERSECT, UNION và EXCEPT luôn trả về các hàng phân biệt, bất kể các toán hạng trả về gì: DISTINCT trên danh sách chọn của một toán hạng chỉ loại bỏ những hàng mà phép toán tập hợp vốn cũng loại bỏ. Vì vậy SELECT DISTINCT c FROM t1 INTERSECT SELECT DISTINCT c FROM t2 bằng SELECT c FROM t1 INTERSECT SELECT c FROM t2, và tương tự với UNION và EXCEPT, ở cả hai phía.</translation>
    </message>
    <message>
        <source>EX pass, counterexample found</source>
        <comment>name of a disagreement filter preset</comment>
        <translation>EX đạt, tìm thấy phản ví dụ</translation>
    </message>
    <message>
        <source>EX passes on the benchmark database, but a database was found on which gold and prediction differ (Run &gt; Evaluation Settings &gt; Counterexample search)</source>
        <comment>description of a disagreement filter preset</comment>
        <translation>EX đạt trên cơ sở dữ liệu của benchmark, nhưng đã tìm thấy một cơ sở dữ liệu mà trên đó câu chuẩn và dự đoán khác nhau (Chạy &gt; Thiết lập đánh giá &gt; Tìm phản ví dụ)</translation>
    </message>
    <message>
        <source>SELECT DISTINCT = SELECT when a key is fixed or selected</source>
        <comment>short name of an ESM+ equivalence rule (keep SQL as is)</comment>
        <translation>SELECT DISTINCT = SELECT khi một khóa được cố định hoặc được chọn</translation>
    </message>
    <message>
        <source>c IN (SELECT DISTINCT d ...) = c IN (SELECT d ...)</source>
        <comment>short name of an ESM+ equivalence rule (keep SQL as is)</comment>
        <translation>c IN (SELECT DISTINCT d ...) = c IN (SELECT d ...)</translation>
    </message>
    <message>
        <source>DISTINCT removes nothing when no two rows of the FROM can give the same selected values. That holds when every table of the FROM has a key (a UNIQUE column, or every column of a composite primary key) each of whose columns is either fixed to one value by the WHERE (t.id = 5, or t.id = u.x with u.x fixed) or selected: the key then tells the rows apart. So SELECT DISTINCT name FROM t WHERE id = 5 equals SELECT name FROM t WHERE id = 5, and SELECT DISTINCT T1.id, T2.id FROM t1 AS T1 JOIN t2 AS T2 ON ... equals the same without DISTINCT.</source>
        <comment>description of an ESM+ rule (keep SQL as is)</comment>
        <translation>DISTINCT không loại bỏ gì khi không có hai hàng nào của FROM có thể cho cùng các giá trị được chọn. Điều đó đúng khi mọi bảng của FROM có một khóa (một cột UNIQUE, hoặc mọi cột của một khóa chính phức hợp) mà mỗi cột của nó hoặc được WHERE cố định một giá trị (t.id = 5, hoặc t.id = u.x với u.x đã cố định) hoặc được chọn: khi đó khóa phân biệt các hàng. Vì vậy SELECT DISTINCT name FROM t WHERE id = 5 bằng SELECT name FROM t WHERE id = 5, và SELECT DISTINCT T1.id, T2.id FROM t1 AS T1 JOIN t2 AS T2 ON ... bằng chính nó khi bỏ DISTINCT.</translation>
    </message>
    <message>
        <source>IN and NOT IN only ask whether a value is among the rows of the subquery (and whether a NULL is among them): a DISTINCT that removes repeated rows changes neither. So WHERE c IN (SELECT DISTINCT d FROM t) equals WHERE c IN (SELECT d FROM t), and likewise for NOT IN, in a WHERE, HAVING or ON.</source>
        <comment>description of an ESM+ rule (keep SQL as is)</comment>
        <translation>IN và NOT IN chỉ hỏi một giá trị có nằm trong các hàng của truy vấn con hay không (và trong đó có NULL hay không): DISTINCT loại bỏ hàng lặp không làm thay đổi điều nào. Vì vậy WHERE c IN (SELECT DISTINCT d FROM t) bằng WHERE c IN (SELECT d FROM t), và tương tự với NOT IN, trong WHERE, HAVING hoặc ON.</translation>
    </message>
</context>
<context>
    <name>CounterexampleSection</name>
    <message>
        <source>in the other</source>
        <translation>bên kia có</translation>
    </message>
    <message>
        <source>no</source>
        <translation>không</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>có</translation>
    </message>
</context>
<context>
    <name>MarkStyle</name>
    <message>
        <source>only in gold</source>
        <translation>chỉ có trong chuẩn</translation>
    </message>
    <message>
        <source>A token of the gold with no counterpart in the prediction (token diff; keyword case, whitespace and quotes ignored).</source>
        <translation>Token của câu chuẩn không có token tương ứng trong câu dự đoán (so khớp token; bỏ qua chữ hoa/thường của từ khóa, khoảng trắng và dấu nháy).</translation>
    </message>
    <message>
        <source>only in prediction</source>
        <translation>chỉ có trong dự đoán</translation>
    </message>
    <message>
        <source>A token of the prediction with no counterpart in the gold (token diff).</source>
        <translation>Token của câu dự đoán không có token tương ứng trong câu chuẩn (so khớp token).</translation>
    </message>
    <message>
        <source>clause mismatch</source>
        <translation>mệnh đề không khớp</translation>
    </message>
    <message>
        <source>A clause that ESM or ESM+ judged different; the tooltip says what differs.</source>
        <translation>Mệnh đề mà ESM hoặc ESM+ coi là khác nhau; chú giải cho biết khác ở đâu.</translation>
    </message>
    <message>
        <source>rule rewrite</source>
        <translation>quy tắc viết lại</translation>
    </message>
    <message>
        <source>Text an ESM+ rule rewrote (dotted underline).</source>
        <translation>Đoạn văn bản mà một quy tắc ESM+ đã viết lại (gạch chân chấm).</translation>
    </message>
    <message>
        <source>rule blocked</source>
        <translation>quy tắc bị chặn</translation>
    </message>
    <message>
        <source>Text an ESM+ rule matched but did not rewrite: a schema fact or guard did not hold (dashed underline).</source>
        <translation>Đoạn văn bản mà một quy tắc ESM+ khớp nhưng không viết lại: một dữ kiện lược đồ hoặc điều kiện bảo vệ không thỏa (gạch chân đứt nét).</translation>
    </message>
    <message>
        <source>parse error</source>
        <translation>lỗi phân tích cú pháp</translation>
    </message>
    <message>
        <source>Where a parser or SQLite stopped reading the query (squiggle; an empty position is drawn over one character).</source>
        <translation>Nơi bộ phân tích cú pháp hoặc SQLite dừng đọc truy vấn (gạch lượn sóng; vị trí rỗng được vẽ trên một ký tự).</translation>
    </message>
    <message>
        <source>schema missing</source>
        <translation>thiếu lược đồ</translation>
    </message>
    <message>
        <source>A table or column the gold uses and the prediction does not (underline, in the gold).</source>
        <translation>Bảng hoặc cột mà câu chuẩn dùng còn câu dự đoán thì không (gạch chân, trong câu chuẩn).</translation>
    </message>
    <message>
        <source>schema extra</source>
        <translation>thừa lược đồ</translation>
    </message>
    <message>
        <source>A table or column the prediction uses and the gold does not (underline, in the prediction).</source>
        <translation>Bảng hoặc cột mà câu dự đoán dùng còn câu chuẩn thì không (gạch chân, trong câu dự đoán).</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>… and %1 more</source>
        <translation>… và %1 mục nữa</translation>
    </message>
    <message>
        <source>%1 — 1 run (%2)</source>
        <translation>%1 — 1 lượt chạy (%2)</translation>
    </message>
    <message>
        <source>%1 — %2 runs (%3)</source>
        <translation>%1 — %2 lượt chạy (%3)</translation>
    </message>
</context>
<context>
    <name>RecordedEvaluation</name>
    <message>
        <source>no evaluation is recorded in it</source>
        <translation>không có lần đánh giá nào được lưu trong đó</translation>
    </message>
    <message>
        <source>%1: changed since it was recorded (%2)</source>
        <translation>%1: đã thay đổi từ khi được lưu (%2)</translation>
    </message>
    <message>
        <source>no verdicts are saved for its settings</source>
        <translation>không có kết luận nào được lưu cho thiết lập của nó</translation>
    </message>
    <message>
        <source>its saved verdicts do not cover every pair</source>
        <translation>các kết luận đã lưu không bao phủ mọi cặp</translation>
    </message>
</context>
<context>
    <name>ResultGrids</name>
    <message>
        <source>1 row</source>
        <translation>1 dòng</translation>
    </message>
    <message>
        <source>%1 rows</source>
        <translation>%1 dòng</translation>
    </message>
    <message>
        <source>none</source>
        <translation>không</translation>
    </message>
    <message>
        <source>not run</source>
        <translation>chưa chạy</translation>
    </message>
    <message>
        <source>ok, %1 (showing %2 of %3)</source>
        <translation>bình thường, %1 (hiển thị %2 trên %3)</translation>
    </message>
</context>
<context>
    <name>RuleList</name>
    <message>
        <source>rule %1</source>
        <translation>quy tắc %1</translation>
    </message>
</context>
<context>
    <name>TableItems</name>
    <message>
        <source>not compared</source>
        <translation>chưa so sánh</translation>
    </message>
    <message>
        <source>matches</source>
        <translation>khớp</translation>
    </message>
    <message>
        <source>differs</source>
        <translation>khác</translation>
    </message>
</context>
<context>
    <name>sqlscope::ui::AblationChart</name>
    <message>
        <source>No ablation computed yet.</source>
        <translation>Chưa tính phân tích loại bỏ.</translation>
    </message>
    <message>
        <source>Computing the rule ablation…</source>
        <translation>Đang tính phân tích loại bỏ quy tắc…</translation>
    </message>
    <message>
        <source>Rule ablation failed: %1</source>
        <translation>Phân tích loại bỏ quy tắc thất bại: %1</translation>
    </message>
    <message>
        <source>truth: EXE (no human verdicts)</source>
        <translation>chân trị: EXE (không có kết luận của người)</translation>
    </message>
    <message>
        <source>truth: human verdicts on %1 pairs, otherwise EXE (%2 pairs)</source>
        <translation>chân trị: kết luận của người trên %1 cặp, còn lại theo EXE (%2 cặp)</translation>
    </message>
    <message>
        <source>%1: FN rate over %2 pairs judged equivalent (%3 by a human, %4 by EXE)</source>
        <translation>%1: tỉ lệ FN trên %2 cặp được coi là tương đương (%3 do người, %4 do EXE)</translation>
    </message>
    <message>
        <source>; %1 left out (no truth or not scored by ESM+)</source>
        <translation>; loại ra %1 (không có chân trị hoặc ESM+ không chấm được)</translation>
    </message>
    <message>
        <source>ESM+ false-negative rate as rules 1..k are switched on</source>
        <translation>Tỉ lệ âm tính giả của ESM+ khi bật lần lượt các quy tắc 1..k</translation>
    </message>
    <message>
        <source>k: rules 1..k on</source>
        <translation>k: bật các quy tắc 1..k</translation>
    </message>
    <message>
        <source>FN rate (%)</source>
        <translation>Tỉ lệ FN (%)</translation>
    </message>
    <message>
        <source>Each rule alone: FN points it rescues (FN rate with no rule minus with the rule alone)</source>
        <translation>Từng quy tắc riêng lẻ: số điểm FN nó cứu được (tỉ lệ FN khi không có quy tắc trừ tỉ lệ khi chỉ bật quy tắc đó)</translation>
    </message>
    <message>
        <source>rule</source>
        <translation>quy tắc</translation>
    </message>
    <message>
        <source>points</source>
        <translation>điểm</translation>
    </message>
</context>
<context>
    <name>sqlscope::ui::AnnotationPanel</name>
    <message>
        <source>Human verdict on this pair</source>
        <translation>Kết luận của người về cặp này</translation>
    </message>
    <message>
        <source>1 Equivalent</source>
        <translation>1 Tương đương</translation>
    </message>
    <message>
        <source>2 Not equivalent</source>
        <translation>2 Không tương đương</translation>
    </message>
    <message>
        <source>3 Unsure</source>
        <translation>3 Không chắc</translation>
    </message>
    <message>
        <source>Note on this pair</source>
        <translation>Ghi chú về cặp này</translation>
    </message>
    <message>
        <source>your name or initials</source>
        <translation>tên hoặc chữ viết tắt của bạn</translation>
    </message>
    <message>
        <source>Labeller:</source>
        <translation>Người gán nhãn:</translation>
    </message>
    <message>
        <source>This question&apos;s gold</source>
        <translation>Câu chuẩn của câu hỏi này</translation>
    </message>
    <message>
        <source>Gold is questionable (G)</source>
        <translation>Câu chuẩn đáng ngờ (G)</translation>
    </message>
    <message>
        <source>Ambiguous question</source>
        <translation>Câu hỏi mơ hồ</translation>
    </message>
    <message>
        <source>Wrong gold</source>
        <translation>Câu chuẩn sai</translation>
    </message>
    <message>
        <source>Assumption the schema does not declare</source>
        <translation>Giả định mà lược đồ không khai báo</translation>
    </message>
    <message>
        <source>Ties or order not determined</source>
        <translation>Thứ tự hoặc giá trị bằng nhau không xác định</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>Khác</translation>
    </message>
    <message>
        <source>Note on this question</source>
        <translation>Ghi chú về câu hỏi này</translation>
    </message>
    <message>
        <source>Alternate gold queries (also accepted):</source>
        <translation>Các truy vấn chuẩn thay thế (cũng được chấp nhận):</translation>
    </message>
    <message>
        <source>Add…</source>
        <translation>Thêm…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Xóa</translation>
    </message>
    <message>
        <source>Alternate gold</source>
        <translation>Truy vấn chuẩn thay thế</translation>
    </message>
    <message>
        <source>A query that also answers the question:</source>
        <translation>Một truy vấn cũng trả lời được câu hỏi:</translation>
    </message>
    <message>
        <source>Add an alternate gold</source>
        <translation>Thêm truy vấn chuẩn thay thế</translation>
    </message>
    <message>
        <source>Remove an alternate gold</source>
        <translation>Xóa truy vấn chuẩn thay thế</translation>
    </message>
    <message>
        <source>Set the human verdict</source>
        <translation>Đặt kết luận của người</translation>
    </message>
    <message>
        <source>Edit the pair&apos;s note</source>
        <translation>Sửa ghi chú của cặp</translation>
    </message>
    <message>
        <source>Edit the question&apos;s annotation</source>
        <translation>Sửa chú thích của câu hỏi</translation>
    </message>
    <message>
        <source>Annotations are kept in a workspace: File &gt; New Workspace or Open Workspace.</source>
        <translation>Chú thích được lưu trong một không gian làm việc: Tệp &gt; Không gian làm việc mới hoặc Mở không gian làm việc.</translation>
    </message>
    <message>
        <source>Select a pair in the table.</source>
        <translation>Hãy chọn một cặp trong bảng.</translation>
    </message>
    <message>
        <source>Saved as you go in %1. Ctrl+Z undoes.</source>
        <translation>Tự động lưu vào %1. Ctrl+Z để hoàn tác.</translation>
    </message>
</context>
<context>
    <name>sqlscope::ui::AnnotationStore</name>
    <message>
        <source>No workspace is open: annotations are kept in a workspace.</source>
        <translation>Chưa mở không gian làm việc: chú thích được lưu trong không gian làm việc.</translation>
    </message>
</context>
<context>
    <name>sqlscope::ui::AuditFlagsModel</name>
    <message>
        <source>⚠ warning</source>
        <translation>⚠ cảnh báo</translation>
    </message>
    <message>
        <source>ⓘ notice</source>
        <translation>ⓘ lưu ý</translation>
    </message>
    <message>
        <source>Annotation category: %1</source>
        <translation>Loại chú thích: %1</translation>
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
        <translation>Cơ sở dữ liệu</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Loại</translation>
    </message>
    <message>
        <source>Severity</source>
        <translation>Mức độ</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Thông báo</translation>
    </message>
</context>
<context>
    <name>sqlscope::ui::AuditPanel</name>
    <message>
        <source>Run Audit</source>
        <translation>Chạy kiểm định</translation>
    </message>
    <message>
        <source>Check every gold query: run it again in other row orders (nondeterminism) and check its shape (docs/audit.md)</source>
        <translation>Kiểm tra mọi câu truy vấn chuẩn: chạy lại với thứ tự hàng khác (tính không tất định) và kiểm tra hình dạng của nó (docs/audit.md)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Hủy</translation>
    </message>
    <message>
        <source>Not audited yet.</source>
        <translation>Chưa kiểm định.</translation>
    </message>
    <message>
        <source>All kinds</source>
        <translation>Mọi loại</translation>
    </message>
    <message>
        <source>Warnings only</source>
        <translation>Chỉ cảnh báo</translation>
    </message>
    <message>
        <source>Kind:</source>
        <translation>Loại:</translation>
    </message>
    <message>
        <source>Mark Gold Questionable</source>
        <translation>Đánh dấu câu chuẩn đáng ngờ</translation>
    </message>
    <message>
        <source>Annotate the selected flag&apos;s question: gold questionable, with the flag&apos;s category and a note naming it (Edit &gt; Undo reverts)</source>
        <translation>Chú thích câu hỏi của cờ đã chọn: câu chuẩn đáng ngờ, kèm loại của cờ và một ghi chú nêu tên nó (Sửa &gt; Hoàn tác để khôi phục)</translation>
    </message>
    <message>
        <source>Mark All Warnings</source>
        <translation>Đánh dấu mọi cảnh báo</translation>
    </message>
    <message>
        <source>Annotate every gold with a warning; an annotation already there is kept and listed</source>
        <translation>Chú thích mọi câu chuẩn có cảnh báo; chú thích đã có được giữ nguyên và liệt kê</translation>
    </message>
    <message>
        <source>Select a flag to see its evidence.</source>
        <translation>Chọn một cờ để xem bằng chứng của nó.</translation>
    </message>
    <message>
        <source>flagged golds (any flag)</source>
        <translation>câu chuẩn bị gắn cờ (mọi cờ)</translation>
    </message>
    <message>
        <source>warned golds (a warning)</source>
        <translation>câu chuẩn có cảnh báo</translation>
    </message>
    <message>
        <source>golds annotated questionable</source>
        <translation>câu chuẩn được chú thích là đáng ngờ</translation>
    </message>
    <message>
        <source>Leave out:</source>
        <translation>Loại ra:</translation>
    </message>
    <message>
        <source>&lt;b&gt;Each metric with and without the flagged gold&lt;/b&gt;</source>
        <translation>&lt;b&gt;Từng thước đo khi có và không có câu chuẩn bị gắn cờ&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Auditing: %1 of %2 golds</source>
        <translation>Đang kiểm định: %1 trên %2 câu chuẩn</translation>
    </message>
    <message>
        <source>Not audited: %1</source>
        <translation>Chưa kiểm định: %1</translation>
    </message>
    <message>
        <source>Audit cancelled.</source>
        <translation>Đã hủy kiểm định.</translation>
    </message>
    <message>
        <source>Open a benchmark first.</source>
        <translation>Hãy mở một bộ benchmark trước.</translation>
    </message>
    <message>
        <source>Auditing…</source>
        <translation>Đang kiểm định…</translation>
    </message>
    <message numerus="yes">
        <source>Audited %n gold(s) in %1 s; the audit is kept until the benchmark changes (Run Audit runs it again).</source>
        <translation>
            <numerusform>Đã kiểm định %n câu chuẩn trong %1 giây; kết quả được giữ cho đến khi benchmark thay đổi (Chạy kiểm định để chạy lại).</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;span style=&quot;color:%1;background:%2&quot;&gt;&amp;nbsp;%3&amp;nbsp;&lt;/span&gt; the gold&apos;s answer may well be arbitrary or wrong &amp;nbsp; &lt;span style=&quot;color:%4;background:%5&quot;&gt;&amp;nbsp;%6&amp;nbsp;&lt;/span&gt; questionable but deterministic, or harmless on this data</source>
        <translation>&lt;span style=&quot;color:%1;background:%2&quot;&gt;&amp;nbsp;%3&amp;nbsp;&lt;/span&gt; kết quả của câu chuẩn có thể tùy ý hoặc sai &amp;nbsp; &lt;span style=&quot;color:%4;background:%5&quot;&gt;&amp;nbsp;%6&amp;nbsp;&lt;/span&gt; đáng ngờ nhưng tất định, hoặc vô hại trên dữ liệu này</translation>
    </message>
    <message>
        <source>Golds audited: –</source>
        <translation>Gold đã kiểm định: –</translation>
    </message>
    <message>
        <source>Golds audited: &lt;b&gt;%1&lt;/b&gt; · flagged: &lt;b&gt;%2&lt;/b&gt; · warned: &lt;b&gt;%3&lt;/b&gt; · flags: %4 · not fully checked: %5</source>
        <translation>Gold đã kiểm định: &lt;b&gt;%1&lt;/b&gt; · bị gắn cờ: &lt;b&gt;%2&lt;/b&gt; · có cảnh báo: &lt;b&gt;%3&lt;/b&gt; · số cờ: %4 · chưa kiểm tra đủ: %5</translation>
    </message>
    <message>
        <source>Without questionable gold</source>
        <translation>Trừ câu chuẩn đáng ngờ</translation>
    </message>
    <message>
        <source>Without flagged gold</source>
        <translation>Trừ câu chuẩn gắn cờ</translation>
    </message>
    <message>
        <source>Without warned gold</source>
        <translation>Trừ câu chuẩn cảnh báo</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Lượt chạy</translation>
    </message>
    <message>
        <source>Metric</source>
        <translation>Thước đo</translation>
    </message>
    <message>
        <source>All pairs</source>
        <translation>Mọi cặp</translation>
    </message>
    <message>
        <source>Δ</source>
        <translation>Δ</translation>
    </message>
    <message>
        <source>Left out</source>
        <translation>Đã loại</translation>
    </message>
    <message>
        <source>Evaluate the runs to compare.</source>
        <translation>Hãy đánh giá các lượt chạy để so sánh.</translation>
    </message>
    <message>
        <source>Run the audit to compare.</source>
        <translation>Hãy chạy kiểm định để so sánh.</translation>
    </message>
    <message numerus="yes">
        <source>%n gold(s) left out. EX, ESM, …: % of passes; scores: mean; over the pairs with a verdict. &quot;Left out&quot;: pairs with a verdict whose gold is left out.</source>
        <translation>
            <numerusform>Đã loại %n câu chuẩn. EX, ESM, …: % số cặp đạt; điểm: trung bình; trên các cặp có phán quyết. &quot;Đã loại&quot;: các cặp có phán quyết mà câu chuẩn của chúng bị loại.</numerusform>
        </translation>
    </message>
    <message>
        <source>Open or create a workspace first (File &gt; New Workspace): annotations are kept in one.</source>
        <translation>Hãy mở hoặc tạo một không gian làm việc trước (Tệp &gt; Không gian làm việc mới): chú thích được lưu trong đó.</translation>
    </message>
    <message>
        <source>Mark gold #%1 questionable</source>
        <translation>Đánh dấu câu chuẩn #%1 là đáng ngờ</translation>
    </message>
    <message>
        <source>Mark all warned golds questionable</source>
        <translation>Đánh dấu mọi câu chuẩn có cảnh báo là đáng ngờ</translation>
    </message>
    <message>
        <source>%1 gold questionable annotations added, %2 already there, %3 conflicts kept.</source>
        <translation>Đã thêm %1 chú thích câu chuẩn đáng ngờ, %2 đã có sẵn, giữ nguyên %3 xung đột.</translation>
    </message>
    <message>
        <source>Kept as they are (the question already has another annotation):</source>
        <translation>Giữ nguyên (câu hỏi đã có chú thích khác):</translation>
    </message>
</context>
<context>
    <name>sqlscope::ui::ComponentTable</name>
    <message>
        <source>Component</source>
        <translation>Thành phần</translation>
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
        <translation>Mục trong câu chuẩn</translation>
    </message>
    <message>
        <source>Prediction items</source>
        <translation>Mục trong câu dự đoán</translation>
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
        <translation>A hoặc B không có</translation>
    </message>
    <message>
        <source>Run:</source>
        <translation>Lượt chạy:</translation>
    </message>
    <message>
        <source>Pairs by the verdicts of metrics A and B (✓ pass, ✗ fail). Click a count to show its pairs in the results table.</source>
        <translation>Các cặp theo kết luận của chỉ số A và B (✓ đạt, ✗ trượt). Nhấp vào một số đếm để hiện các cặp đó trong bảng kết quả.</translation>
    </message>
    <message numerus="yes">
        <source>%1 %2, %3 %4: click to show these %n pair(s)</source>
        <translation>
            <numerusform>%1 %2, %3 %4: nhấp để hiện %n cặp này</numerusform>
        </translation>
    </message>
    <message>
        <source>passes</source>
        <translation>đạt</translation>
    </message>
    <message>
        <source>fails</source>
        <translation>trượt</translation>
    </message>
    <message>
        <source>pairs where %1 or %2 has no verdict (not clickable)</source>
        <translation>các cặp mà %1 hoặc %2 không có kết luận (không nhấp được)</translation>
    </message>
</context>
<context>
    <name>sqlscope::ui::CounterexampleController</name>
    <message>
        <source>Counterexamples: %1 found, %2 searched</source>
        <translation>Phản ví dụ: tìm thấy %1, đã tìm %2</translation>
    </message>
    <message>
        <source>, %1 not searched (%2)</source>
        <translation>, %1 chưa tìm (%2)</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>đã dừng</translation>
    </message>
    <message>
        <source>time cap reached</source>
        <translation>đã hết giới hạn thời gian</translation>
    </message>
    <message>
        <source>, %1 s</source>
        <translation>, %1 giây</translation>
    </message>
    <message>
        <source>%1 trials or %2 ms</source>
        <translation>%1 lần thử hoặc %2 ms</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
</context>
<context>
    <name>sqlscope::ui::CounterexampleSection</name>
    <message>
        <source>Counterexample</source>
        <translation>Phản ví dụ</translation>
    </message>
    <message>
        <source>Search this pair</source>
        <translation>Tìm cho cặp này</translation>
    </message>
    <message>
        <source>Look for a small database on which gold and prediction give different results (not saved in the workspace)</source>
        <translation>Tìm một cơ sở dữ liệu nhỏ mà trên đó câu chuẩn và dự đoán cho kết quả khác nhau (không lưu vào không gian làm việc)</translation>
    </message>
    <message>
        <source>Database found (shrunk)</source>
        <translation>Cơ sở dữ liệu tìm được (đã rút gọn)</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Sao chép</translation>
    </message>
    <message>
        <source>Copy the script: `sqlite3 :memory:` rebuilds the database from it</source>
        <translation>Sao chép kịch bản: `sqlite3 :memory:` dựng lại cơ sở dữ liệu từ nó</translation>
    </message>
    <message>
        <source>Both queries run on the database found. Green rows (✓ yes): the other query&apos;s result has the row too; red, italic rows (✗ no): it does not. The checked metric&apos;s own comparator tells the two results apart; the tints only help find where.</source>
        <translation>Cả hai truy vấn chạy trên cơ sở dữ liệu tìm được. Hàng xanh (✓ có): kết quả của truy vấn kia cũng có hàng này; hàng đỏ, in nghiêng (✗ không): không có. Bộ so sánh của chính thước đo được kiểm tra phân biệt hai kết quả; màu nền chỉ giúp tìm chỗ khác.</translation>
    </message>
    <message>
        <source>Searching this pair…</source>
        <translation>Đang tìm cho cặp này…</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>đạt</translation>
    </message>
    <message>
        <source>fail</source>
        <translation>trượt</translation>
    </message>
    <message>
        <source>found: a database of 1 row on which gold and prediction differ (EXC %1)</source>
        <translation>tìm thấy: một cơ sở dữ liệu 1 hàng mà trên đó câu chuẩn và dự đoán khác nhau (EXC %1)</translation>
    </message>
    <message>
        <source>found: a database of %1 rows on which gold and prediction differ (EXC %2)</source>
        <translation>tìm thấy: một cơ sở dữ liệu %1 hàng mà trên đó câu chuẩn và dự đoán khác nhau (EXC %2)</translation>
    </message>
    <message>
        <source>not applicable: %1 (EXC %2)</source>
        <translation>không áp dụng: %1 (EXC %2)</translation>
    </message>
    <message>
        <source>not searched (%1)</source>
        <translation>chưa tìm (%1)</translation>
    </message>
    <message>
        <source>not searched</source>
        <translation>chưa tìm</translation>
    </message>
    <message>
        <source>1 row</source>
        <translation>1 hàng</translation>
    </message>
    <message>
        <source>%1 rows</source>
        <translation>%1 hàng</translation>
    </message>
    <message>
        <source>Gold on it — %1</source>
        <translation>Câu chuẩn trên đó — %1</translation>
    </message>
    <message>
        <source>Prediction on it — %1</source>
        <translation>Dự đoán trên đó — %1</translation>
    </message>
    <message>
        <source>none within the budget of %1 (EXC %2)</source>
        <translation>không tìm thấy trong giới hạn %1 (EXC %2)</translation>
    </message>
</context>
<context>
    <name>sqlscope::ui::CrossRunView</name>
    <message>
        <source>Run</source>
        <translation>Lượt chạy</translation>
    </message>
    <message>
        <source>Prediction</source>
        <translation>Dự đoán</translation>
    </message>
    <message>
        <source>Gold SQL</source>
        <translation>SQL chuẩn</translation>
    </message>
    <message>
        <source>(missing)</source>
        <translation>(thiếu)</translation>
    </message>
    <message>
        <source>Not evaluated yet</source>
        <translation>Chưa đánh giá</translation>
    </message>
</context>
<context>
    <name>sqlscope::ui::ErrorRateView</name>
    <message>
        <source>No human verdicts yet: judge pairs in the pair view to see the metrics&apos; false positives and false negatives.</source>
        <translation>Chưa có kết luận của người: hãy đánh giá các cặp trong khung xem cặp để thấy dương tính giả và âm tính giả của các chỉ số.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Stratified estimates&lt;/b&gt;: FP and FN as % of all the run&apos;s pairs (each labelled pair stands for its stratum), 95% intervals.</source>
        <translation>&lt;b&gt;Ước lượng phân tầng&lt;/b&gt;: FP và FN tính theo % trên mọi cặp của lượt chạy (mỗi cặp đã gán nhãn đại diện cho tầng của nó), khoảng tin cậy 95%.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Plain rates&lt;/b&gt;: the labels are not a stratified sample, so FP and FN are % of the labelled pairs, 95% Wilson intervals.</source>
        <translation>&lt;b&gt;Tỉ lệ đơn giản&lt;/b&gt;: các nhãn không phải mẫu phân tầng, nên FP và FN tính theo % trên các cặp đã gán nhãn, khoảng Wilson 95%.</translation>
    </message>
    <message>
        <source>%1: %2 labelled of %3 pairs, %4 unsure left out</source>
        <translation>%1: %2 cặp đã gán nhãn trên %3 cặp, loại ra %4 cặp không chắc</translation>
    </message>
    <message>
        <source>%1: %2 labelled pairs of %3, %4 unsure left out</source>
        <translation>%1: %2 cặp đã gán nhãn trên %3, loại ra %4 cặp không chắc</translation>
    </message>
    <message>
        <source>; left out: %1 pair(s) in %2 stratum/strata without labels</source>
        <translation>; loại ra: %1 cặp trong %2 tầng không có nhãn</translation>
    </message>
    <message>
        <source>%1 verdicts name no pair of these runs</source>
        <translation>%1 kết luận không ứng với cặp nào của các lượt chạy này</translation>
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
        <translation>%1 đạt nhưng người đánh giá là không tương đương: %2 cặp đã gán nhãn.
Nhấp: các cặp của lượt chạy mà %1 đạt (bộ lọc không chọn được theo kết luận của người).</translation>
    </message>
    <message>
        <source>%1 fails and the human says equivalent: %2 labelled pair(s).
Click: the run&apos;s pairs where %1 fails (the filter cannot select human verdicts).</source>
        <translation>%1 trượt nhưng người đánh giá là tương đương: %2 cặp đã gán nhãn.
Nhấp: các cặp của lượt chạy mà %1 trượt (bộ lọc không chọn được theo kết luận của người).</translation>
    </message>
    <message>
        <source>Labelling sample: %1 of %2 drawn pairs labelled, %3 unsure (strata with pairs only).</source>
        <translation>Mẫu gán nhãn: đã gán nhãn %1 trên %2 cặp đã rút, %3 cặp không chắc (chỉ tính các tầng có cặp).</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Lượt chạy</translation>
    </message>
    <message>
        <source>Stratum</source>
        <translation>Tầng</translation>
    </message>
    <message>
        <source>Population</source>
        <translation>Tổng thể</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>Đã rút</translation>
    </message>
    <message>
        <source>Labelled</source>
        <translation>Đã gán nhãn</translation>
    </message>
    <message>
        <source>Unsure</source>
        <translation>Không chắc</translation>
    </message>
    <message>
        <source>all runs</source>
        <translation>mọi lượt chạy</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Tổng</translation>
    </message>
</context>
<context>
    <name>sqlscope::ui::EvaluationSettingsDialog</name>
    <message>
        <source>Evaluation Settings</source>
        <translation>Thiết lập đánh giá</translation>
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
        <translation>&amp;Biến thể ESM:</translation>
    </message>
    <message>
        <source>fixed — the paper&apos;s intent (default)</source>
        <translation>fixed — đúng ý bài báo (mặc định)</translation>
    </message>
    <message>
        <source>reference — the official script, quirks included</source>
        <translation>reference — script chính thức, kể cả các điểm kỳ quặc</translation>
    </message>
    <message>
        <source>strict — only rules the schema proves sound</source>
        <translation>strict — chỉ các quy tắc mà lược đồ chứng minh là đúng</translation>
    </message>
    <message>
        <source>ESM+ &amp;mode:</source>
        <translation>&amp;Chế độ ESM+:</translation>
    </message>
    <message>
        <source> s</source>
        <translation> giây</translation>
    </message>
    <message>
        <source>&amp;Time budget per query:</source>
        <translation>&amp;Thời gian cho mỗi truy vấn:</translation>
    </message>
    <message>
        <source>off (exact, as the official scripts)</source>
        <translation>tắt (so sánh chính xác, như script chính thức)</translation>
    </message>
    <message>
        <source>&amp;Float tolerance:</source>
        <translation>&amp;Dung sai số thực:</translation>
    </message>
    <message>
        <source>ESM+ equivalence rules</source>
        <translation>Quy tắc tương đương ESM+</translation>
    </message>
    <message>
        <source>Re-evaluate</source>
        <translation>Đánh giá lại</translation>
    </message>
    <message>
        <source>Not applied in reference mode (sqlscope&apos;s own rule)</source>
        <translation>Không áp dụng ở chế độ reference (quy tắc riêng của sqlscope)</translation>
    </message>
    <message>
        <source>Counterexample search (EXC)</source>
        <translation>Tìm phản ví dụ (EXC)</translation>
    </message>
    <message>
        <source>After the evaluation, look for a small database on which gold and prediction give different results, for every pair that passes the checked metric (EXC, and the sqlscope verdict: ESM+ strict or EXC)</source>
        <translation>Sau khi đánh giá, với mỗi cặp đạt thước đo được kiểm tra, tìm một cơ sở dữ liệu nhỏ mà trên đó câu chuẩn và dự đoán cho kết quả khác nhau (EXC, và phán quyết sqlscope: ESM+ strict hoặc EXC)</translation>
    </message>
    <message>
        <source>EX (Spider)</source>
        <translation>EX (Spider)</translation>
    </message>
    <message>
        <source>EXE (test suite)</source>
        <translation>EXE (bộ kiểm thử)</translation>
    </message>
    <message>
        <source>EX (BIRD)</source>
        <translation>EX (BIRD)</translation>
    </message>
    <message>
        <source>Checked &amp;metric:</source>
        <translation>Thước đo được &amp;kiểm tra:</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>&amp;Budget per pair:</source>
        <translation>&amp;Ngân sách mỗi cặp:</translation>
    </message>
    <message>
        <source>none</source>
        <translation>không</translation>
    </message>
    <message>
        <source>Total &amp;cap:</source>
        <translation>&amp;Giới hạn tổng:</translation>
    </message>
    <message>
        <source>S&amp;eed:</source>
        <translation>S&amp;eed ngẫu nhiên:</translation>
    </message>
    <message>
        <source>At most this many candidate databases a pair. With a cap reached well within the budget, the verdicts no longer depend on the machine&apos;s speed or load</source>
        <translation>Tối đa bấy nhiêu cơ sở dữ liệu ứng viên cho mỗi cặp. Khi giới hạn này đạt được trước khi hết ngân sách, phán quyết không còn phụ thuộc vào tốc độ hay tải của máy</translation>
    </message>
    <message>
        <source>&amp;Trials per pair at most:</source>
        <translation>Số lần &amp;thử tối đa mỗi cặp:</translation>
    </message>
</context>
<context>
    <name>sqlscope::ui::ExplainWorker</name>
    <message>
        <source>no evaluation context to explain the pair with</source>
        <translation>không có ngữ cảnh đánh giá để giải thích cặp này</translation>
    </message>
</context>
<context>
    <name>sqlscope::ui::FilterBar</name>
    <message numerus="yes">
        <source>%n selected</source>
        <translation>
            <numerusform>đã chọn %n</numerusform>
        </translation>
    </message>
    <message>
        <source>Filter question and SQL (Ctrl+F)</source>
        <translation>Lọc câu hỏi và SQL (Ctrl+F)</translation>
    </message>
    <message>
        <source>Any database</source>
        <translation>Mọi cơ sở dữ liệu</translation>
    </message>
    <message>
        <source>Database</source>
        <translation>Cơ sở dữ liệu</translation>
    </message>
    <message>
        <source>Any hardness</source>
        <translation>Mọi độ khó</translation>
    </message>
    <message>
        <source>Spider hardness of the gold</source>
        <translation>Độ khó Spider của câu chuẩn</translation>
    </message>
    <message>
        <source>Any run</source>
        <translation>Mọi lượt chạy</translation>
    </message>
    <message>
        <source>Run (prediction file)</source>
        <translation>Lượt chạy (tệp dự đoán)</translation>
    </message>
    <message>
        <source>Any outcome</source>
        <translation>Mọi kết cục</translation>
    </message>
    <message>
        <source>How the prediction&apos;s execution ended</source>
        <translation>Cách câu dự đoán kết thúc khi thực thi</translation>
    </message>
    <message>
        <source>Any rule</source>
        <translation>Mọi quy tắc</translation>
    </message>
    <message>
        <source>ESM+ rule fired on the pair</source>
        <translation>Quy tắc ESM+ đã kích hoạt trên cặp</translation>
    </message>
    <message>
        <source>Any error</source>
        <translation>Mọi lỗi</translation>
    </message>
    <message>
        <source>Component error category of the prediction</source>
        <translation>Loại lỗi thành phần của câu dự đoán</translation>
    </message>
    <message>
        <source>No preset</source>
        <translation>Không có bộ lọc sẵn</translation>
    </message>
    <message>
        <source>Disagreement preset</source>
        <translation>Bộ lọc bất đồng</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Xóa lọc</translation>
    </message>
    <message>
        <source>%1 (any gold)</source>
        <translation>%1 (chuẩn bất kỳ)</translation>
    </message>
    <message>
        <source>Only pairs whose %1 is %2</source>
        <translation>Chỉ các cặp có %1 là %2</translation>
    </message>
    <message>
        <source>%1 changed by an alternate gold</source>
        <translation>%1 đổi do truy vấn chuẩn thay thế</translation>
    </message>
    <message>
        <source>Only pairs whose %1 an alternate gold changes</source>
        <translation>Chỉ các cặp mà truy vấn chuẩn thay thế làm đổi %1</translation>
    </message>
    <message>
        <source>; click to remove</source>
        <translation>; nhấp để bỏ</translation>
    </message>
    <message>
        <source>Only pairs whose EXC is %1</source>
        <translation>Chỉ các cặp có EXC là %1</translation>
    </message>
    <message>
        <source>Only pairs whose sqlscope verdict is %1</source>
        <translation>Chỉ các cặp có phán quyết sqlscope là %1</translation>
    </message>
    <message>
        <source>counterexample %1</source>
        <translation>phản ví dụ %1</translation>
    </message>
    <message>
        <source>Only pairs whose counterexample search ended %1</source>
        <translation>Chỉ các cặp mà việc tìm phản ví dụ kết thúc là %1</translation>
    </message>
    <message>
        <source> or </source>
        <translation> hoặc </translation>
    </message>
</context>
<context>
    <name>sqlscope::ui::LinkingTable</name>
    <message>
        <source>Table or column</source>
        <translation>Bảng hoặc cột</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Loại</translation>
    </message>
    <message>
        <source>Gold</source>
        <translation>Chuẩn</translation>
    </message>
    <message>
        <source>Prediction</source>
        <translation>Dự đoán</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Trạng thái</translation>
    </message>
    <message>
        <source>Schema linking did not score this pair</source>
        <translation>Liên kết lược đồ không chấm cặp này</translation>
    </message>
    <message>
        <source>R %1 · P %2 · F1+ %3 (tables and columns together)</source>
        <translation>R %1 · P %2 · F1+ %3 (tính chung bảng và cột)</translation>
    </message>
    <message>
        <source> — %1 missing, %2 extra</source>
        <translation> — thiếu %1, thừa %2</translation>
    </message>
    <message>
        <source>
Approximate: a side&apos;s elements were read from sqlscope&apos;s parse because SQLite could not prepare it.</source>
        <translation>
Gần đúng: các phần tử của một phía được đọc từ bản phân tích của sqlscope vì SQLite không chuẩn bị được nó.</translation>
    </message>
    <message>
        <source>table</source>
        <translation>bảng</translation>
    </message>
    <message>
        <source>column</source>
        <translation>cột</translation>
    </message>
    <message>
        <source>− missing from the prediction</source>
        <translation>− thiếu trong câu dự đoán</translation>
    </message>
    <message>
        <source>+ extra in the prediction</source>
        <translation>+ thừa trong câu dự đoán</translation>
    </message>
    <message>
        <source>= in both</source>
        <translation>= có ở cả hai</translation>
    </message>
</context>
<context>
    <name>sqlscope::ui::MainWindow</name>
    <message>
        <source>⚠ 1 input problem</source>
        <translation>⚠ 1 vấn đề đầu vào</translation>
    </message>
    <message>
        <source>⚠ %1 input problems</source>
        <translation>⚠ %1 vấn đề đầu vào</translation>
    </message>
    <message>
        <source>Evaluating %1/%2</source>
        <translation>Đang đánh giá %1/%2</translation>
    </message>
    <message>
        <source>This pair could not be explained: %1</source>
        <translation>Không giải thích được cặp này: %1</translation>
    </message>
    <message>
        <source>Pair</source>
        <translation>Cặp</translation>
    </message>
    <message>
        <source>Across runs</source>
        <translation>Giữa các lượt chạy</translation>
    </message>
    <message>
        <source>FP/FN tables</source>
        <translation>Bảng FP/FN</translation>
    </message>
    <message>
        <source>Runs and summary</source>
        <translation>Lượt chạy và tóm tắt</translation>
    </message>
    <message>
        <source>Annotation</source>
        <translation>Chú thích</translation>
    </message>
    <message>
        <source>&amp;Annotation Panel</source>
        <translation>Bảng &amp;chú thích</translation>
    </message>
    <message>
        <source>Annotation not saved: %1</source>
        <translation>Chưa lưu chú thích: %1</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Hủy</translation>
    </message>
    <message>
        <source>Input problems</source>
        <translation>Vấn đề đầu vào</translation>
    </message>
    <message>
        <source>These problems did not stop the evaluation; the pairs they concern are scored as the CLI scores them (report.json&apos;s bad_inputs).</source>
        <translation>Các vấn đề này không làm dừng việc đánh giá; các cặp liên quan được chấm như CLI chấm (bad_inputs trong report.json).</translation>
    </message>
    <message>
        <source>&amp;Summary Panel</source>
        <translation>Bảng &amp;tóm tắt</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Tệp</translation>
    </message>
    <message>
        <source>&amp;Open Benchmark…</source>
        <translation>&amp;Mở bộ đánh giá…</translation>
    </message>
    <message>
        <source>&amp;Add Runs…</source>
        <translation>&amp;Thêm lượt chạy…</translation>
    </message>
    <message>
        <source>Add Runs</source>
        <translation>Thêm lượt chạy</translation>
    </message>
    <message>
        <source>Prediction files (*.txt *.sql *.json *.jsonl);;All files (*)</source>
        <translation>Tệp dự đoán (*.txt *.sql *.json *.jsonl);;Mọi tệp (*)</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Mở &amp;gần đây</translation>
    </message>
    <message>
        <source>Open &amp;Demo</source>
        <translation>Mở bản &amp;demo</translation>
    </message>
    <message>
        <source>&amp;New Workspace…</source>
        <translation>Không gian làm việc &amp;mới…</translation>
    </message>
    <message>
        <source>New Workspace</source>
        <translation>Không gian làm việc mới</translation>
    </message>
    <message>
        <source>sqlscope workspaces (*.sqlscope)</source>
        <translation>Không gian làm việc sqlscope (*.sqlscope)</translation>
    </message>
    <message>
        <source>Open &amp;Workspace…</source>
        <translation>Mở không gian &amp;làm việc…</translation>
    </message>
    <message>
        <source>Open Workspace</source>
        <translation>Mở không gian làm việc</translation>
    </message>
    <message>
        <source>Save Workspace &amp;As…</source>
        <translation>Lưu không gian làm việc &amp;thành…</translation>
    </message>
    <message>
        <source>Save Workspace As</source>
        <translation>Lưu không gian làm việc thành</translation>
    </message>
    <message>
        <source>&amp;Export Filtered Pairs…</source>
        <translation>&amp;Xuất các cặp đã lọc…</translation>
    </message>
    <message>
        <source>Export Filtered Pairs</source>
        <translation>Xuất các cặp đã lọc</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Tệp CSV (*.csv)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>T&amp;hoát</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Sửa</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Hoàn tác</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Làm lại</translation>
    </message>
    <message>
        <source>&amp;Copy Pair as Text</source>
        <translation>&amp;Sao chép cặp dưới dạng văn bản</translation>
    </message>
    <message>
        <source>&amp;Find in Pairs</source>
        <translation>&amp;Tìm trong các cặp</translation>
    </message>
    <message>
        <source>Copy Filter as E&amp;xpression</source>
        <translation>Sao chép bộ lọc thành &amp;biểu thức</translation>
    </message>
    <message>
        <source>Copied: %1 (sqlscope-cli export --filter)</source>
        <translation>Đã sao chép: %1 (sqlscope-cli export --filter)</translation>
    </message>
    <message>
        <source>C&amp;lear Filter</source>
        <translation>&amp;Xóa bộ lọc</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Tùy chọn…</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Xem</translation>
    </message>
    <message>
        <source>&amp;Group Runs by Question</source>
        <translation>&amp;Nhóm các lượt chạy theo câu hỏi</translation>
    </message>
    <message>
        <source>&amp;Across Runs</source>
        <translation>&amp;Giữa các lượt chạy</translation>
    </message>
    <message>
        <source>Show Queries as ESM+ &amp;Saw Them</source>
        <translation>Hiện truy vấn như ESM+ &amp;thấy</translation>
    </message>
    <message>
        <source>&amp;Go</source>
        <translation>Đ&amp;i tới</translation>
    </message>
    <message>
        <source>&amp;Next Pair</source>
        <translation>Cặp &amp;tiếp theo</translation>
    </message>
    <message>
        <source>&amp;Previous Pair</source>
        <translation>Cặp t&amp;rước</translation>
    </message>
    <message>
        <source>&amp;Results Table</source>
        <translation>&amp;Bảng kết quả</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>&amp;Chạy</translation>
    </message>
    <message>
        <source>&amp;Re-evaluate</source>
        <translation>Đánh giá &amp;lại</translation>
    </message>
    <message>
        <source>&amp;Cancel Evaluation</source>
        <translation>&amp;Hủy đánh giá</translation>
    </message>
    <message>
        <source>Evaluation &amp;Settings…</source>
        <translation>&amp;Thiết lập đánh giá…</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Trợ &amp;giúp</translation>
    </message>
    <message>
        <source>&amp;About sqlscope</source>
        <translation>&amp;Giới thiệu sqlscope</translation>
    </message>
    <message>
        <source>About sqlscope</source>
        <translation>Giới thiệu sqlscope</translation>
    </message>
    <message>
        <source>&lt;b&gt;sqlscope %1&lt;/b&gt;&lt;p&gt;An inspector for Text-to-SQL evaluation: EX, EXE, ESM, ESM+, EXP/EXR, component F1 and schema linking, computed by one faithful core, with the evidence behind every verdict.&lt;/p&gt;</source>
        <translation>&lt;b&gt;sqlscope %1&lt;/b&gt;&lt;p&gt;Công cụ kiểm tra việc đánh giá Text-to-SQL: EX, EXE, ESM, ESM+, EXP/EXR, F1 thành phần và liên kết lược đồ, được tính bởi cùng một lõi trung thực, kèm bằng chứng đằng sau mỗi kết luận.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Evaluating… the pair view follows the selected row.</source>
        <translation>Đang đánh giá… khung xem cặp đi theo dòng được chọn.</translation>
    </message>
    <message>
        <source>Reading the benchmark…</source>
        <translation>Đang đọc bộ đánh giá…</translation>
    </message>
    <message>
        <source>Preparing the demo…</source>
        <translation>Đang chuẩn bị bản demo…</translation>
    </message>
    <message>
        <source>The demo could not be written: %1</source>
        <translation>Không ghi được bản demo: %1</translation>
    </message>
    <message>
        <source>Open Demo</source>
        <translation>Mở bản demo</translation>
    </message>
    <message>
        <source>(none yet)</source>
        <translation>(chưa có)</translation>
    </message>
    <message>
        <source>Clear List</source>
        <translation>Xóa danh sách</translation>
    </message>
    <message>
        <source>Evaluated %1 pairs in %2 s</source>
        <translation>Đã đánh giá %1 cặp trong %2 giây</translation>
    </message>
    <message>
        <source>Cancelled: %1 of %2 pairs evaluated</source>
        <translation>Đã hủy: đã đánh giá %1 trên %2 cặp</translation>
    </message>
    <message>
        <source>Not evaluated: %1</source>
        <translation>Chưa đánh giá: %1</translation>
    </message>
    <message>
        <source>The benchmark could not be evaluated:
%1</source>
        <translation>Không đánh giá được bộ đánh giá:
%1</translation>
    </message>
    <message>
        <source>Open Benchmark</source>
        <translation>Mở bộ đánh giá</translation>
    </message>
    <message>
        <source>The benchmark could not be evaluated.

%1</source>
        <translation>Không đánh giá được bộ đánh giá.

%1</translation>
    </message>
    <message>
        <source>--pair: no run named %1</source>
        <translation>--pair: không có lượt chạy nào tên %1</translation>
    </message>
    <message>
        <source>--pair: item %1 is not in the benchmark</source>
        <translation>--pair: mục %1 không có trong bộ đánh giá</translation>
    </message>
    <message>
        <source>Pair %1 · %2</source>
        <translation>Cặp %1 · %2</translation>
    </message>
    <message>
        <source>Copied the pair as text</source>
        <translation>Đã sao chép cặp dưới dạng văn bản</translation>
    </message>
    <message>
        <source>%1 of %2 shown</source>
        <translation>Hiển thị %1 trên %2</translation>
    </message>
    <message>
        <source> — inputs changed since: %1</source>
        <translation> — đầu vào đã thay đổi từ đó: %1</translation>
    </message>
    <message>
        <source>%1 — 1 run — sqlscope</source>
        <translation>%1 — 1 lượt chạy — sqlscope</translation>
    </message>
    <message>
        <source>%1 — %2 runs — sqlscope</source>
        <translation>%1 — %2 lượt chạy — sqlscope</translation>
    </message>
    <message>
        <source>&amp;Annotate</source>
        <translation>Chú &amp;thích</translation>
    </message>
    <message>
        <source>&amp;Equivalent</source>
        <translation>&amp;Tương đương</translation>
    </message>
    <message>
        <source>&amp;Not Equivalent</source>
        <translation>&amp;Không tương đương</translation>
    </message>
    <message>
        <source>&amp;Unsure</source>
        <translation>Không &amp;chắc</translation>
    </message>
    <message>
        <source>Toggle &amp;Gold Questionable</source>
        <translation>Bật/tắt câu &amp;chuẩn đáng ngờ</translation>
    </message>
    <message>
        <source>Next &amp;Unjudged Pair</source>
        <translation>Cặp chưa đánh giá tiếp &amp;theo</translation>
    </message>
    <message>
        <source>Every pair shown is judged.</source>
        <translation>Mọi cặp đang hiển thị đều đã được đánh giá.</translation>
    </message>
    <message>
        <source>&amp;Import Annotations…</source>
        <translation>&amp;Nhập chú thích…</translation>
    </message>
    <message>
        <source>Import Annotations</source>
        <translation>Nhập chú thích</translation>
    </message>
    <message>
        <source>Annotations (*.jsonl);;All files (*)</source>
        <translation>Chú thích (*.jsonl);;Mọi tệp (*)</translation>
    </message>
    <message>
        <source>E&amp;xport Annotations…</source>
        <translation>&amp;Xuất chú thích…</translation>
    </message>
    <message>
        <source>Export Annotations</source>
        <translation>Xuất chú thích</translation>
    </message>
    <message>
        <source>Annotations (*.jsonl)</source>
        <translation>Chú thích (*.jsonl)</translation>
    </message>
    <message>
        <source>&amp;Agreement with Another Labeller…</source>
        <translation>Mức đồng thuận với người gán nhãn &amp;khác…</translation>
    </message>
    <message>
        <source>Another labeller&apos;s annotations</source>
        <translation>Chú thích của người gán nhãn khác</translation>
    </message>
    <message>
        <source>Agreement</source>
        <translation>Mức đồng thuận</translation>
    </message>
    <message>
        <source>Agreement (Cohen&apos;s kappa)</source>
        <translation>Mức đồng thuận (Cohen&apos;s kappa)</translation>
    </message>
    <message>
        <source>&amp;Blind Mode (hide every metric)</source>
        <translation>Chế độ &amp;mù (ẩn mọi chỉ số)</translation>
    </message>
    <message>
        <source>Reopening %1…</source>
        <translation>Đang mở lại %1…</translation>
    </message>
    <message>
        <source>Evaluating again: %1</source>
        <translation>Đánh giá lại: %1</translation>
    </message>
    <message>
        <source>Reopened %1 pairs from the workspace in %2 ms, no query run</source>
        <translation>Đã mở lại %1 cặp từ không gian làm việc trong %2 ms, không chạy truy vấn nào</translation>
    </message>
    <message>
        <source>Workspace not updated: %1</source>
        <translation>Không gian làm việc chưa được cập nhật: %1</translation>
    </message>
    <message>
        <source>Blind mode: every metric verdict is hidden.</source>
        <translation>Chế độ mù: mọi kết luận của chỉ số đều bị ẩn.</translation>
    </message>
    <message>
        <source>Blind mode off.</source>
        <translation>Đã tắt chế độ mù.</translation>
    </message>
    <message>
        <source>The evaluation has not finished yet.</source>
        <translation>Việc đánh giá chưa xong.</translation>
    </message>
    <message>
        <source>Exported %1 pairs to %2 (stamp: %3)</source>
        <translation>Đã xuất %1 cặp ra %2 (dấu: %3)</translation>
    </message>
    <message>
        <source>Open or create a workspace first: annotations are kept in one.</source>
        <translation>Hãy mở hoặc tạo một không gian làm việc trước: chú thích được lưu trong đó.</translation>
    </message>
    <message>
        <source>Import annotations</source>
        <translation>Nhập chú thích</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>Nhập</translation>
    </message>
    <message>
        <source>%1 annotations added, %2 already the same.</source>
        <translation>Đã thêm %1 chú thích, %2 chú thích đã giống hệt.</translation>
    </message>
    <message>
        <source>%1 conflicts: the workspace&apos;s value was kept, the file&apos;s is listed.</source>
        <translation>%1 xung đột: giữ giá trị của không gian làm việc, giá trị của tệp được liệt kê.</translation>
    </message>
    <message>
        <source>
  %1 / %2: %3 here, %4 in the file</source>
        <translation>
  %1 / %2: ở đây là %3, trong tệp là %4</translation>
    </message>
    <message>
        <source>no verdict</source>
        <translation>chưa có kết luận</translation>
    </message>
    <message>
        <source>
  question %1: annotated differently</source>
        <translation>
  câu hỏi %1: chú thích khác nhau</translation>
    </message>
    <message>
        <source>Exported the annotations to %1</source>
        <translation>Đã xuất chú thích ra %1</translation>
    </message>
    <message>
        <source>%1 pairs judged by both. Cohen&apos;s kappa is undefined: %2</source>
        <translation>%1 cặp được cả hai đánh giá. Cohen&apos;s kappa không xác định: %2</translation>
    </message>
    <message>
        <source>%1 pairs judged by both (equivalent / not equivalent / unsure as three categories).
Observed agreement %2, expected by chance %3.
Cohen&apos;s kappa = %4.</source>
        <translation>%1 cặp được cả hai đánh giá (tương đương / không tương đương / không chắc là ba loại).
Đồng thuận quan sát %2, kỳ vọng do ngẫu nhiên %3.
Cohen&apos;s kappa = %4.</translation>
    </message>
    <message>
        <source>Export S&amp;ummary…</source>
        <translation>Xuất &amp;bảng tóm tắt…</translation>
    </message>
    <message>
        <source>Export Summary</source>
        <translation>Xuất bảng tóm tắt</translation>
    </message>
    <message>
        <source>CSV files (*.csv);;LaTeX tables (*.tex)</source>
        <translation>Tệp CSV (*.csv);;Bảng LaTeX (*.tex)</translation>
    </message>
    <message>
        <source>&amp;Study</source>
        <translation>&amp;Nghiên cứu</translation>
    </message>
    <message>
        <source>Draw &amp;Labelling Sample…</source>
        <translation>&amp;Rút mẫu gán nhãn…</translation>
    </message>
    <message>
        <source>Draw Labelling Sample</source>
        <translation>Rút mẫu gán nhãn</translation>
    </message>
    <message>
        <source>Open a benchmark and let its evaluation finish first: the strata are made of its verdicts.</source>
        <translation>Hãy mở một bộ đánh giá và chờ việc đánh giá hoàn tất trước: các tầng được tạo từ các kết luận của nó.</translation>
    </message>
    <message>
        <source>Labelling sample of %1 pairs recorded in %2</source>
        <translation>Đã lưu mẫu gán nhãn gồm %1 cặp vào %2</translation>
    </message>
    <message>
        <source>Labelling sample of %1 pairs drawn; not saved: %2</source>
        <translation>Đã rút mẫu gán nhãn gồm %1 cặp; chưa lưu: %2</translation>
    </message>
    <message>
        <source>Labelling sample of %1 pairs drawn; not saved (no workspace is open)</source>
        <translation>Đã rút mẫu gán nhãn gồm %1 cặp; chưa lưu (chưa mở không gian làm việc)</translation>
    </message>
    <message>
        <source>Alternate gold: %1</source>
        <translation>Truy vấn chuẩn thay thế: %1</translation>
    </message>
    <message>
        <source>%1: the file must end in .csv or .tex</source>
        <translation>%1: tên tệp phải kết thúc bằng .csv hoặc .tex</translation>
    </message>
    <message>
        <source>Exported the summary to %1</source>
        <translation>Đã xuất bảng tóm tắt ra %1</translation>
    </message>
    <message>
        <source>Gold audit</source>
        <translation>Kiểm định câu chuẩn</translation>
    </message>
    <message>
        <source>&amp;Audit Gold Queries…</source>
        <translation>&amp;Kiểm định câu truy vấn chuẩn…</translation>
    </message>
    <message>
        <source>Searching counterexamples: %1 of %2 pairs</source>
        <translation>Đang tìm phản ví dụ: %1 trên %2 cặp</translation>
    </message>
    <message>
        <source>Counterexamples not saved: %1</source>
        <translation>Chưa lưu phản ví dụ: %1</translation>
    </message>
</context>
<context>
    <name>sqlscope::ui::OpenBenchmarkDialog</name>
    <message>
        <source>Benchmark files (*.txt *.sql *.json *.jsonl);;All files (*)</source>
        <translation>Tệp bộ đánh giá (*.txt *.sql *.json *.jsonl);;Mọi tệp (*)</translation>
    </message>
    <message>
        <source>Open Benchmark</source>
        <translation>Mở bộ đánh giá</translation>
    </message>
    <message>
        <source>&amp;Gold file:</source>
        <translation>Tệp &amp;chuẩn:</translation>
    </message>
    <message>
        <source>dev_gold.sql (SQL&lt;TAB&gt;db_id), BIRD dev.json or JSON Lines</source>
        <translation>dev_gold.sql (SQL&lt;TAB&gt;db_id), BIRD dev.json hoặc JSON Lines</translation>
    </message>
    <message>
        <source>Detect from the file</source>
        <translation>Nhận dạng từ tệp</translation>
    </message>
    <message>
        <source>JSON Lines</source>
        <translation>JSON Lines</translation>
    </message>
    <message>
        <source>&amp;Format:</source>
        <translation>Định &amp;dạng:</translation>
    </message>
    <message>
        <source>&amp;Questions:</source>
        <translation>Câu &amp;hỏi:</translation>
    </message>
    <message>
        <source>JSON (*.json);;All files (*)</source>
        <translation>JSON (*.json);;Mọi tệp (*)</translation>
    </message>
    <message>
        <source>optional: Spider dev.json, for the question texts</source>
        <translation>tùy chọn: Spider dev.json, cho nội dung câu hỏi</translation>
    </message>
    <message>
        <source>&amp;Tables:</source>
        <translation>&amp;Bảng:</translation>
    </message>
    <message>
        <source>tables.json (*.json);;All files (*)</source>
        <translation>tables.json (*.json);;Mọi tệp (*)</translation>
    </message>
    <message>
        <source>&amp;Databases:</source>
        <translation>Cơ sở &amp;dữ liệu:</translation>
    </message>
    <message>
        <source>folder with &lt;db_id&gt;/&lt;db_id&gt;.sqlite</source>
        <translation>thư mục chứa &lt;db_id&gt;/&lt;db_id&gt;.sqlite</translation>
    </message>
    <message>
        <source>T&amp;est suite:</source>
        <translation>Bộ &amp;kiểm thử:</translation>
    </message>
    <message>
        <source>optional: test-suite databases, for EXE</source>
        <translation>tùy chọn: cơ sở dữ liệu của bộ kiểm thử, cho EXE</translation>
    </message>
    <message>
        <source>&amp;Runs (prediction files, one run each):</source>
        <translation>Các &amp;lượt chạy (tệp dự đoán, mỗi tệp một lượt):</translation>
    </message>
    <message>
        <source>Add…</source>
        <translation>Thêm…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Xóa</translation>
    </message>
    <message>
        <source>Score the overlap when a run has fewer predictions (a missing one is a failure)</source>
        <translation>Chấm phần trùng khi một lượt chạy có ít câu dự đoán hơn (câu thiếu tính là trượt)</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Mã</translation>
    </message>
    <message>
        <source>Database</source>
        <translation>Cơ sở dữ liệu</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>Câu hỏi</translation>
    </message>
    <message>
        <source>Gold</source>
        <translation>Chuẩn</translation>
    </message>
    <message>
        <source>Add Runs</source>
        <translation>Thêm lượt chạy</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Duyệt…</translation>
    </message>
    <message>
        <source>Choose a gold file (or drop files on the main window).</source>
        <translation>Chọn một tệp chuẩn (hoặc thả tệp vào cửa sổ chính).</translation>
    </message>
    <message>
        <source>Reading %1…</source>
        <translation>Đang đọc %1…</translation>
    </message>
    <message>
        <source>%1 format · %2 items · %3 databases%4</source>
        <translation>định dạng %1 · %2 mục · %3 cơ sở dữ liệu%4</translation>
    </message>
    <message>
        <source> · multi-turn</source>
        <translation> · nhiều lượt</translation>
    </message>
    <message>
        <source>  — cannot be read</source>
        <translation>  — không đọc được</translation>
    </message>
    <message>
        <source>%1  — run &quot;%2&quot;, %3 predictions</source>
        <translation>%1  — lượt chạy &quot;%2&quot;, %3 câu dự đoán</translation>
    </message>
    <message>
        <source>, %1 missing</source>
        <translation>, thiếu %1</translation>
    </message>
    <message>
        <source>%1: no such file</source>
        <translation>%1: không có tệp này</translation>
    </message>
    <message>
        <source>%1: no such folder</source>
        <translation>%1: không có thư mục này</translation>
    </message>
</context>
<context>
    <name>sqlscope::ui::PairHeader</name>
    <message>
        <source>(no question)</source>
        <translation>(không có câu hỏi)</translation>
    </message>
    <message>
        <source>Evidence: </source>
        <translation>Bằng chứng: </translation>
    </message>
    <message>
        <source>Pair %1</source>
        <translation>Cặp %1</translation>
    </message>
    <message>
        <source>schema linking F1+ over tables and columns together = %1</source>
        <translation>F1+ của liên kết lược đồ tính chung bảng và cột = %1</translation>
    </message>
</context>
<context>
    <name>sqlscope::ui::PairView</name>
    <message>
        <source>Components</source>
        <translation>Thành phần</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Quy tắc</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Kết quả</translation>
    </message>
    <message>
        <source>Linking</source>
        <translation>Liên kết</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Ghi chú</translation>
    </message>
    <message>
        <source>No pair selected.</source>
        <translation>Chưa chọn cặp nào.</translation>
    </message>
    <message>
        <source>Wrap lines</source>
        <translation>Ngắt dòng</translation>
    </message>
    <message>
        <source>Wrap long queries at spaces in both editors</source>
        <translation>Ngắt truy vấn dài tại khoảng trắng trong cả hai trình soạn thảo</translation>
    </message>
    <message>
        <source>Gold</source>
        <translation>Chuẩn</translation>
    </message>
    <message>
        <source>Prediction</source>
        <translation>Dự đoán</translation>
    </message>
    <message>
        <source>Prediction (%1)</source>
        <translation>Dự đoán (%1)</translation>
    </message>
    <message>
        <source>No notes for this pair.</source>
        <translation>Cặp này không có ghi chú.</translation>
    </message>
    <message>
        <source>Rules (%1)</source>
        <translation>Quy tắc (%1)</translation>
    </message>
    <message>
        <source>Notes (%1)</source>
        <translation>Ghi chú (%1)</translation>
    </message>
    <message>
        <source>Gold — as ESM+ saw it</source>
        <translation>Chuẩn — như ESM+ thấy</translation>
    </message>
    <message>
        <source> (ESM+ could not read it)</source>
        <translation> (ESM+ không đọc được)</translation>
    </message>
    <message>
        <source>Prediction (%1) — as ESM+ saw it</source>
        <translation>Dự đoán (%1) — như ESM+ thấy</translation>
    </message>
    <message>
        <source>explaining…</source>
        <translation>đang giải thích…</translation>
    </message>
</context>
<context>
    <name>sqlscope::ui::PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Tùy chọn</translation>
    </message>
    <message>
        <source>System (%1)</source>
        <translation>Theo hệ thống (%1)</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Ngôn ngữ:</translation>
    </message>
    <message>
        <source>The language applies the next time sqlscope starts.</source>
        <translation>Ngôn ngữ có hiệu lực từ lần khởi động sqlscope tiếp theo.</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Ngôn ngữ</translation>
    </message>
    <message>
        <source>The new language applies the next time sqlscope starts. Restart now?</source>
        <translation>Ngôn ngữ mới có hiệu lực từ lần khởi động sqlscope tiếp theo. Khởi động lại ngay?</translation>
    </message>
</context>
<context>
    <name>sqlscope::ui::ResultGrids</name>
    <message>
        <source>%1 was not executed</source>
        <translation>%1 không được thực thi</translation>
    </message>
    <message>
        <source>%1 produced no result</source>
        <translation>%1 không cho kết quả</translation>
    </message>
    <message>
        <source>%1 returned no columns</source>
        <translation>%1 không trả về cột nào</translation>
    </message>
    <message>
        <source>matched by</source>
        <translation>khớp theo</translation>
    </message>
    <message>
        <source>the metrics that count this row as matched</source>
        <translation>các chỉ số coi dòng này là khớp</translation>
    </message>
    <message>
        <source>matched</source>
        <translation>khớp</translation>
    </message>
    <message>
        <source>not matched</source>
        <translation>không khớp</translation>
    </message>
    <message>
        <source>EX %1 · EX (BIRD) %2 · EXE %3 · EXP %4 · EXR %5 · EX F1 %6   —   gold %7, prediction %8</source>
        <translation>EX %1 · EX (BIRD) %2 · EXE %3 · EXP %4 · EXR %5 · EX F1 %6   —   chuẩn %7, dự đoán %8</translation>
    </message>
    <message>
        <source>pred col %1 → gold col %2</source>
        <translation>cột dự đoán %1 → cột chuẩn %2</translation>
    </message>
    <message>
        <source>pred col %1 → none</source>
        <translation>cột dự đoán %1 → không có</translation>
    </message>
    <message>
        <source>Column mapping (EXP/EXR): </source>
        <translation>Ánh xạ cột (EXP/EXR): </translation>
    </message>
    <message>
        <source>Gold</source>
        <translation>Chuẩn</translation>
    </message>
    <message>
        <source>Prediction</source>
        <translation>Dự đoán</translation>
    </message>
    <message>
        <source>Green cells: matched by EXP/EXR&apos;s alignment; red, italic: not matched. “matched by” lists the metrics that count the row as matched (✗ none). The tints mark rows and cells, not verdicts: the pair&apos;s verdicts are the chips above.</source>
        <translation>Ô xanh: khớp theo phép căn chỉnh của EXP/EXR; đỏ, nghiêng: không khớp. “khớp theo” liệt kê các chỉ số coi dòng là khớp (✗ không). Màu nền đánh dấu dòng và ô, không phải kết luận: kết luận của cặp là các nhãn ở trên.</translation>
    </message>
    <message>
        <source>EXP/EXR did not grade this pair: a cell takes its row&apos;s tint, green when “matched by” lists a metric that counts the row as matched, red and italic when none does (✗ none). The tints mark rows and cells, not verdicts: the pair&apos;s verdicts are the chips above.</source>
        <translation>EXP/EXR không chấm cặp này: mỗi ô lấy màu nền của dòng, xanh khi “khớp theo” có một chỉ số coi dòng là khớp, đỏ và nghiêng khi không có (✗ không). Màu nền đánh dấu dòng và ô, không phải kết luận: kết luận của cặp là các nhãn ở trên.</translation>
    </message>
</context>
<context>
    <name>sqlscope::ui::ResultsTableModel</name>
    <message>
        <source>Gold: %1</source>
        <translation>Chuẩn: %1</translation>
    </message>
    <message>
        <source>Not evaluated yet</source>
        <translation>Chưa đánh giá</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Mã</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Lượt chạy</translation>
    </message>
    <message>
        <source>Database</source>
        <translation>Cơ sở dữ liệu</translation>
    </message>
    <message>
        <source>Hardness</source>
        <translation>Độ khó</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>Câu hỏi</translation>
    </message>
    <message>
        <source> alt</source>
        <translation> phụ</translation>
    </message>
    <message>
        <source>With alternate gold %1: %2</source>
        <translation>Với truy vấn chuẩn thay thế %1: %2</translation>
    </message>
    <message>
        <source>No alternate gold changes this verdict</source>
        <translation>Không truy vấn chuẩn thay thế nào làm thay đổi kết luận này</translation>
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
        <translation>EXC (exc): thước đo được kiểm tra đạt và việc tìm phản ví dụ không tìm thấy cơ sở dữ liệu nào phân biệt được hai truy vấn</translation>
    </message>
    <message>
        <source>sqlscope: ESM+ (strict) accepts, or EXC passes</source>
        <translation>sqlscope: ESM+ (strict) chấp nhận, hoặc EXC đạt</translation>
    </message>
</context>
<context>
    <name>sqlscope::ui::RuleList</name>
    <message>
        <source>Show as ESM+ saw them</source>
        <translation>Hiện như ESM+ thấy</translation>
    </message>
    <message>
        <source>Show both queries after ESM+&apos;s rewrites, as it compared them (marks hidden: their spans refer to the original texts)</source>
        <translation>Hiện cả hai truy vấn sau khi ESM+ viết lại, đúng như nó đã so sánh (ẩn các đánh dấu: vị trí của chúng tham chiếu văn bản gốc)</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Quy tắc</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Phía</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Trạng thái</translation>
    </message>
    <message>
        <source>Facts relied on</source>
        <translation>Dữ kiện dựa vào</translation>
    </message>
    <message>
        <source>Before → after</source>
        <translation>Trước → sau</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Ghi chú</translation>
    </message>
    <message>
        <source>Select a rule event to see what the rule treats as equivalent and the text it read.</source>
        <translation>Chọn một sự kiện quy tắc để xem quy tắc coi điều gì là tương đương và đoạn văn bản nó đã đọc.</translation>
    </message>
    <message>
        <source>Guard:</source>
        <translation>Điều kiện bảo vệ:</translation>
    </message>
    <message>
        <source>Note:</source>
        <translation>Ghi chú:</translation>
    </message>
    <message>
        <source>No ESM+ rule fired or was blocked on this pair.</source>
        <translation>Không có quy tắc ESM+ nào kích hoạt hay bị chặn trên cặp này.</translation>
    </message>
    <message>
        <source>1 rule event</source>
        <translation>1 sự kiện quy tắc</translation>
    </message>
    <message>
        <source>%1 rule events</source>
        <translation>%1 sự kiện quy tắc</translation>
    </message>
    <message>
        <source>%1: %2 fired, %3 blocked. Select one to see the text it read.</source>
        <translation>%1: %2 kích hoạt, %3 bị chặn. Chọn một để xem đoạn văn bản nó đã đọc.</translation>
    </message>
    <message>
        <source>✓ fired</source>
        <translation>✓ đã kích hoạt</translation>
    </message>
    <message>
        <source>✓ fired, no change</source>
        <translation>✓ đã kích hoạt, không thay đổi</translation>
    </message>
    <message>
        <source>✗ blocked</source>
        <translation>✗ bị chặn</translation>
    </message>
    <message>
        <source> · unsound</source>
        <translation> · không chắc đúng</translation>
    </message>
</context>
<context>
    <name>sqlscope::ui::RunSummaryPanel</name>
    <message>
        <source>No results yet.</source>
        <translation>Chưa có kết quả.</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>Các lượt chạy</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Lượt chạy</translation>
    </message>
    <message>
        <source>Pairs</source>
        <translation>Số cặp</translation>
    </message>
    <message>
        <source>pairs</source>
        <translation>cặp</translation>
    </message>
    <message>
        <source>Metric</source>
        <translation>Chỉ số</translation>
    </message>
    <message>
        <source>Mean</source>
        <translation>Trung bình</translation>
    </message>
    <message>
        <source>Not computed:</source>
        <translation>Chưa tính:</translation>
    </message>
    <message>
        <source>By hardness</source>
        <translation>Theo độ khó</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Mức</translation>
    </message>
    <message>
        <source>Execution outcomes</source>
        <translation>Kết cục thực thi</translation>
    </message>
    <message>
        <source>Rescued by ESM+ rules</source>
        <translation>Được quy tắc ESM+ cứu</translation>
    </message>
    <message>
        <source>Disagreements</source>
        <translation>Bất đồng</translation>
    </message>
    <message>
        <source>A pass against any accepted gold: the gold or one of the question&apos;s alternate golds</source>
        <translation>Đạt so với bất kỳ câu chuẩn được chấp nhận nào: câu chuẩn hoặc một trong các truy vấn chuẩn thay thế của câu hỏi</translation>
    </message>
    <message>
        <source>With alternate golds</source>
        <translation>Với truy vấn chuẩn thay thế</translation>
    </message>
    <message>
        <source>alternates on %1 of %2 pairs</source>
        <translation>%1 trên %2 cặp có truy vấn thay thế</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Đạt</translation>
    </message>
    <message>
        <source>of</source>
        <translation>trên</translation>
    </message>
    <message>
        <source>Changed</source>
        <translation>Thay đổi</translation>
    </message>
    <message>
        <source>EXC: the checked metric passes and no database found tells the queries apart; sqlscope: ESM+ (strict) accepts, or EXC passes</source>
        <translation>EXC: thước đo được kiểm tra đạt và không cơ sở dữ liệu nào tìm được phân biệt được hai truy vấn; sqlscope: ESM+ (strict) chấp nhận, hoặc EXC đạt</translation>
    </message>
    <message>
        <source>Counterexample search</source>
        <translation>Tìm phản ví dụ</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Phán quyết</translation>
    </message>
    <message>
        <source>Rate</source>
        <translation>Tỷ lệ</translation>
    </message>
    <message>
        <source>counterexample found</source>
        <translation>tìm thấy phản ví dụ</translation>
    </message>
    <message>
        <source>none within the budget</source>
        <translation>không tìm thấy trong giới hạn</translation>
    </message>
    <message>
        <source>not applicable</source>
        <translation>không áp dụng</translation>
    </message>
    <message>
        <source>not searched</source>
        <translation>chưa tìm</translation>
    </message>
</context>
<context>
    <name>sqlscope::ui::SampleDialog</name>
    <message>
        <source>Draw Labelling Sample</source>
        <translation>Rút mẫu gán nhãn</translation>
    </message>
    <message>
        <source>The strata are the cells of agreement of the chosen verdicts (each pass or fail). From every stratum the same number of pairs is drawn; the FP/FN table then weighs each label by its stratum&apos;s population (a stratified estimate).</source>
        <translation>Các tầng là các ô đồng thuận của những kết luận được chọn (mỗi kết luận đạt hoặc trượt). Từ mỗi tầng rút ra cùng một số cặp; sau đó bảng FP/FN gán trọng số cho mỗi nhãn theo tổng thể của tầng chứa nó (ước lượng phân tầng).</translation>
    </message>
    <message>
        <source>No pair has a verdict of this metric in this evaluation.</source>
        <translation>Trong lần đánh giá này không cặp nào có kết luận của chỉ số này.</translation>
    </message>
    <message>
        <source>Strata per run (runs × cells)</source>
        <translation>Phân tầng theo từng lượt chạy (lượt chạy × ô)</translation>
    </message>
    <message>
        <source>Form their own stratum &quot;incomplete&quot;</source>
        <translation>Tạo thành tầng riêng “incomplete”</translation>
    </message>
    <message>
        <source>Leave them out (neither drawn nor weighed)</source>
        <translation>Loại ra (không rút, không tính trọng số)</translation>
    </message>
    <message>
        <source>The same seed, design and evaluation draw the same pairs on every machine.</source>
        <translation>Cùng seed, cùng thiết kế và cùng lần đánh giá thì rút ra cùng các cặp trên mọi máy.</translation>
    </message>
    <message>
        <source>Verdict columns:</source>
        <translation>Cột kết luận:</translation>
    </message>
    <message>
        <source>Pairs without a verdict:</source>
        <translation>Cặp không có kết luận:</translation>
    </message>
    <message>
        <source>Pairs per stratum:</source>
        <translation>Số cặp mỗi tầng:</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>Seed ngẫu nhiên:</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Lượt chạy</translation>
    </message>
    <message>
        <source>Stratum (1 pass, 0 fail)</source>
        <translation>Tầng (1 đạt, 0 trượt)</translation>
    </message>
    <message>
        <source>Population</source>
        <translation>Tổng thể</translation>
    </message>
    <message>
        <source>Will draw</source>
        <translation>Sẽ rút</translation>
    </message>
    <message>
        <source>Then show only the sample&apos;s pairs (filter preset &quot;In labelling sample&quot;; N goes to the next unjudged one)</source>
        <translation>Sau đó chỉ hiện các cặp của mẫu (bộ lọc sẵn “Trong mẫu gán nhãn”; N chuyển tới cặp chưa đánh giá tiếp theo)</translation>
    </message>
    <message>
        <source>Judge in blind mode (every metric verdict hidden), recommended</source>
        <translation>Đánh giá ở chế độ mù (ẩn mọi kết luận của chỉ số), khuyến nghị</translation>
    </message>
    <message>
        <source>&lt;b&gt;No workspace is open&lt;/b&gt;: the sample is kept in memory only until a workspace is created (File &gt; New Workspace) or the window closes.</source>
        <translation>&lt;b&gt;Chưa mở không gian làm việc&lt;/b&gt;: mẫu chỉ được giữ trong bộ nhớ cho đến khi một không gian làm việc được tạo (Tệp &gt; Không gian làm việc mới) hoặc cửa sổ đóng lại.</translation>
    </message>
    <message>
        <source>The sample is recorded in %1 (replacing any sample drawn before).</source>
        <translation>Mẫu được lưu vào %1 (thay thế mẫu đã rút trước đó, nếu có).</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Rút mẫu</translation>
    </message>
    <message>
        <source>Choose at least one verdict column.</source>
        <translation>Hãy chọn ít nhất một cột kết luận.</translation>
    </message>
    <message>
        <source>all runs</source>
        <translation>mọi lượt chạy</translation>
    </message>
    <message>
        <source>%1 strata with pairs (of %2 cells); %3 pairs in them; &lt;b&gt;%4 pairs will be drawn&lt;/b&gt; (up to %5 per stratum)</source>
        <translation>%1 tầng có cặp (trên %2 ô); %3 cặp trong các tầng đó; &lt;b&gt;sẽ rút %4 cặp&lt;/b&gt; (tối đa %5 cặp mỗi tầng)</translation>
    </message>
    <message>
        <source>; %1 pairs without a verdict left out</source>
        <translation>; loại ra %1 cặp không có kết luận</translation>
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
        <translation>Chỉ số với chỉ số</translation>
    </message>
    <message>
        <source>Metric vs human</source>
        <translation>Chỉ số với người</translation>
    </message>
    <message>
        <source>Rule ablation</source>
        <translation>Loại bỏ quy tắc</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>Xuất CSV…</translation>
    </message>
    <message>
        <source>Export LaTeX…</source>
        <translation>Xuất LaTeX…</translation>
    </message>
    <message>
        <source>Export PNG…</source>
        <translation>Xuất PNG…</translation>
    </message>
    <message>
        <source>Recompute ablation</source>
        <translation>Tính lại phân tích loại bỏ</translation>
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
        <translation>Ảnh PNG (*.png)</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Xuất</translation>
    </message>
    <message>
        <source>Export SVG…</source>
        <translation>Xuất SVG…</translation>
    </message>
    <message>
        <source>Rule ablation: ESM+ false negatives as its rules are switched on</source>
        <translation>Phân tích loại bỏ quy tắc: âm tính giả của ESM+ khi bật lần lượt các quy tắc</translation>
    </message>
    <message>
        <source>SVG image (*.svg)</source>
        <translation>Ảnh SVG (*.svg)</translation>
    </message>
    <message>
        <source>This tab has nothing to export in that format yet.</source>
        <translation>Thẻ này chưa có gì để xuất theo định dạng đó.</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>Không thể ghi %1: %2</translation>
    </message>
</context>
</TS>
