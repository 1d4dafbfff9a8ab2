-- Demo database "university": departments, instructors, students, courses,
-- course prerequisites and enrollments.
-- Built by sqlscope::dataset::materializeDemo into database/university/university.sqlite.
-- Facts the demo cases rely on (see README.md):
--   * two different students are named 'Sam Lee'; only one of them is enrolled;
--   * students 14, 21 and 24 have no enrollment; courses CS410 and PH350 have none;
--   * students.major_dept_id, students.gpa, courses.instructor_id and
--     enrollments.grade contain NULLs;
--   * instructor Leo Grant has the unique highest salary and teaches two
--     Computer Science courses, as does Ben Ito.

CREATE TABLE departments (
    dept_id INTEGER PRIMARY KEY,
    dept_name TEXT NOT NULL UNIQUE,
    building TEXT NOT NULL,
    budget REAL NOT NULL
);

CREATE TABLE instructors (
    instructor_id INTEGER PRIMARY KEY,
    name TEXT NOT NULL UNIQUE,
    dept_id INTEGER NOT NULL REFERENCES departments (dept_id),
    salary INTEGER NOT NULL,
    hire_year INTEGER NOT NULL
);

CREATE TABLE students (
    student_id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    major_dept_id INTEGER REFERENCES departments (dept_id),
    enrollment_year INTEGER NOT NULL,
    gpa REAL
);

CREATE TABLE courses (
    course_id TEXT NOT NULL PRIMARY KEY,
    title TEXT NOT NULL UNIQUE,
    dept_id INTEGER NOT NULL REFERENCES departments (dept_id),
    credits INTEGER NOT NULL,
    instructor_id INTEGER REFERENCES instructors (instructor_id)
);

CREATE TABLE prerequisites (
    course_id TEXT NOT NULL,
    prereq_id TEXT NOT NULL,
    PRIMARY KEY (course_id, prereq_id),
    FOREIGN KEY (course_id) REFERENCES courses (course_id),
    FOREIGN KEY (prereq_id) REFERENCES courses (course_id)
);

CREATE TABLE enrollments (
    student_id INTEGER NOT NULL,
    course_id TEXT NOT NULL,
    semester TEXT NOT NULL,
    grade TEXT,
    PRIMARY KEY (student_id, course_id),
    FOREIGN KEY (student_id) REFERENCES students (student_id),
    FOREIGN KEY (course_id) REFERENCES courses (course_id)
);

INSERT INTO departments VALUES
    (1, 'Computer Science', 'Watson', 950000.0),
    (2, 'Mathematics', 'Gauss', 620000.0),
    (3, 'Physics', 'Newton', 780000.0),
    (4, 'History', 'Clio', 410000.0),
    (5, 'Biology', 'Darwin', 700000.0),
    (6, 'Music', 'Bach', 300000.0);

INSERT INTO instructors VALUES
    (1, 'Ada Byron', 1, 120000, 2010),
    (2, 'Ben Ito', 1, 98000, 2016),
    (3, 'Cara Holt', 2, 105000, 2012),
    (4, 'Dev Patel', 2, 87000, 2019),
    (5, 'Erin Vale', 3, 112000, 2008),
    (6, 'Finn Odum', 3, 91000, 2018),
    (7, 'Gina Marsh', 4, 76000, 2014),
    (8, 'Hugo Lind', 4, 69000, 2021),
    (9, 'Iris Nakamura', 5, 99000, 2011),
    (10, 'Jon Baker', 5, 83000, 2020),
    (11, 'Kim Sato', 6, 72000, 2015),
    (12, 'Leo Grant', 1, 134000, 2005);

INSERT INTO students VALUES
    (1, 'Alice Chen', 1, 2021, 3.8),
    (2, 'Brian Ortiz', 1, 2022, 3.1),
    (3, 'Chloe Adams', 2, 2021, 3.6),
    (4, 'Daniel Wu', 3, 2020, 2.9),
    (5, 'Emily Stone', 4, 2023, NULL),
    (6, 'Farah Khan', 5, 2022, 3.4),
    (7, 'George Hill', NULL, 2023, NULL),
    (8, 'Hannah Moore', 1, 2020, 3.95),
    (9, 'Isaac Green', 2, 2021, 2.7),
    (10, 'Julia Rossi', 6, 2022, 3.2),
    (11, 'Kevin Brooks', 3, 2023, 3.0),
    (12, 'Laura Silva', 5, 2021, 3.7),
    (13, 'Sam Lee', 1, 2022, 3.3),
    (14, 'Sam Lee', 4, 2023, NULL),
    (15, 'Mia Novak', NULL, 2022, 2.5),
    (16, 'Noah Price', 2, 2020, 3.85),
    (17, 'Olivia Reed', 1, 2023, 3.5),
    (18, 'Peter Young', 4, 2021, 2.8),
    (19, 'Quinn Harper', 5, 2020, 3.1),
    (20, 'Rita Gomez', 3, 2022, 3.65),
    (21, 'Omar Farouk', 6, 2021, NULL),
    (22, 'Tara Singh', 1, 2021, 3.9),
    (23, 'Umar Aziz', 2, 2023, 2.95),
    (24, 'Vera Ivanova', NULL, 2020, 3.45),
    (25, 'Will Turner', 5, 2022, 2.6);

INSERT INTO courses VALUES
    ('BI101', 'Cell Biology', 5, 4, 9),
    ('BI220', 'Genetics', 5, 3, 10),
    ('CS101', 'Intro to Programming', 1, 4, 1),
    ('CS201', 'Data Structures', 1, 4, 2),
    ('CS301', 'Databases', 1, 3, 12),
    ('CS350', 'Machine Learning', 1, 3, 12),
    ('CS410', 'Compilers', 1, 3, 2),
    ('HI101', 'World History', 4, 3, 7),
    ('HI210', 'Medieval Europe', 4, 3, 8),
    ('MA101', 'Calculus I', 2, 4, 3),
    ('MA201', 'Linear Algebra', 2, 3, 4),
    ('MU101', 'Music Theory', 6, 2, 11),
    ('MU150', 'Jazz Ensemble', 6, 1, NULL),
    ('PH101', 'Mechanics', 3, 4, 5),
    ('PH201', 'Electromagnetism', 3, 4, 6),
    ('PH350', 'Quantum Mechanics', 3, 4, 5);

INSERT INTO prerequisites VALUES
    ('BI220', 'BI101'),
    ('CS201', 'CS101'),
    ('CS301', 'CS201'),
    ('CS350', 'CS201'),
    ('CS350', 'MA201'),
    ('CS410', 'CS201'),
    ('MA201', 'MA101'),
    ('PH201', 'MA101'),
    ('PH201', 'PH101'),
    ('PH350', 'PH201');

INSERT INTO enrollments VALUES
    (1, 'CS101', '2023F', 'A'),
    (1, 'CS201', '2024S', 'A'),
    (1, 'CS301', '2024F', 'A'),
    (1, 'MA101', '2023F', 'B'),
    (2, 'CS101', '2023F', 'B'),
    (2, 'CS201', '2024S', 'C'),
    (2, 'MA101', '2023F', 'C'),
    (3, 'MA101', '2023F', 'A'),
    (3, 'MA201', '2024S', 'A'),
    (3, 'PH101', '2024S', 'B'),
    (4, 'MA101', '2023F', 'B'),
    (4, 'PH101', '2023F', 'B'),
    (4, 'PH201', '2024S', 'C'),
    (5, 'HI101', '2024F', NULL),
    (6, 'BI101', '2023F', 'A'),
    (6, 'BI220', '2024S', 'B'),
    (6, 'CS101', '2024S', 'B'),
    (7, 'MU101', '2024F', NULL),
    (8, 'CS101', '2023F', 'A'),
    (8, 'CS201', '2023F', 'A'),
    (8, 'CS301', '2024S', 'A'),
    (8, 'CS350', '2024S', 'A'),
    (8, 'MA201', '2024S', 'B'),
    (9, 'MA101', '2023F', 'C'),
    (9, 'MA201', '2024S', 'D'),
    (10, 'HI101', '2024S', 'B'),
    (10, 'MU101', '2023F', 'A'),
    (10, 'MU150', '2024S', 'A'),
    (11, 'MA101', '2024F', NULL),
    (11, 'PH101', '2024F', NULL),
    (12, 'BI101', '2023F', 'A'),
    (12, 'BI220', '2024S', 'A'),
    (13, 'CS101', '2023F', 'B'),
    (13, 'CS201', '2024S', 'B'),
    (13, 'CS301', '2024F', 'C'),
    (15, 'BI101', '2024S', 'C'),
    (15, 'HI210', '2024S', 'B'),
    (16, 'CS350', '2024F', 'B'),
    (16, 'MA101', '2023F', 'A'),
    (16, 'MA201', '2024S', 'A'),
    (17, 'CS101', '2024F', NULL),
    (18, 'HI101', '2023F', 'B'),
    (18, 'HI210', '2024S', 'A'),
    (19, 'BI101', '2023F', 'B'),
    (19, 'BI220', '2024S', 'C'),
    (19, 'MA101', '2023F', 'D'),
    (20, 'MA201', '2024S', 'B'),
    (20, 'PH101', '2023F', 'A'),
    (20, 'PH201', '2024S', 'A'),
    (22, 'CS201', '2023F', 'A'),
    (22, 'CS301', '2024S', 'A'),
    (22, 'CS350', '2024F', 'A'),
    (23, 'MA101', '2024F', NULL),
    (25, 'BI101', '2024S', 'C');
