-- Demo database "pets": owners, their dogs, breeds and veterinary treatments.
-- Built by sqlscope::dataset::materializeDemo into database/pets/pets.sqlite.
-- Facts the demo cases rely on (see README.md):
--   * no owner is exactly 30 years old and every owner is at least 18;
--   * dogs.breed_code, dogs.age and treatments.dog_id contain NULLs;
--   * owners 14 and 15 have no dog; breed POO has no dog;
--   * the heaviest dog (Bear, 41.7), the most expensive treatment (720.0)
--     and the owner with the most dogs (Kai, 4 dogs) are unique.

CREATE TABLE breeds (
    breed_code TEXT NOT NULL PRIMARY KEY,
    breed_name TEXT NOT NULL UNIQUE,
    size TEXT NOT NULL
);

CREATE TABLE owners (
    owner_id INTEGER PRIMARY KEY,
    first_name TEXT NOT NULL,
    last_name TEXT NOT NULL,
    city TEXT NOT NULL,
    email TEXT UNIQUE,
    age INTEGER NOT NULL
);

CREATE TABLE dogs (
    dog_id INTEGER PRIMARY KEY,
    owner_id INTEGER NOT NULL REFERENCES owners (owner_id),
    breed_code TEXT REFERENCES breeds (breed_code),
    name TEXT NOT NULL UNIQUE,
    age INTEGER,
    weight REAL NOT NULL,
    date_arrived DATE NOT NULL
);

CREATE TABLE treatment_types (
    treatment_type_code TEXT NOT NULL PRIMARY KEY,
    treatment_type_description TEXT NOT NULL UNIQUE
);

CREATE TABLE treatments (
    treatment_id INTEGER PRIMARY KEY,
    dog_id INTEGER,
    treatment_type_code TEXT NOT NULL,
    cost REAL NOT NULL,
    treatment_date DATE NOT NULL,
    FOREIGN KEY (dog_id) REFERENCES dogs (dog_id),
    FOREIGN KEY (treatment_type_code) REFERENCES treatment_types (treatment_type_code)
);

INSERT INTO breeds VALUES
    ('BEA', 'Beagle', 'medium'),
    ('BUL', 'Bulldog', 'medium'),
    ('CHI', 'Chihuahua', 'small'),
    ('COR', 'Corgi', 'small'),
    ('GSD', 'German Shepherd', 'large'),
    ('HUS', 'Husky', 'large'),
    ('LAB', 'Labrador', 'large'),
    ('POO', 'Poodle', 'medium');

INSERT INTO owners VALUES
    (1, 'Ann', 'Lee', 'Austin', 'ann.lee@example.com', 34),
    (2, 'Bob', 'Ray', 'Boston', 'bob.ray@example.com', 45),
    (3, 'Cid', 'Ng', 'Austin', NULL, 27),
    (4, 'Dana', 'Fox', 'Chicago', 'dana.fox@example.com', 52),
    (5, 'Eli', 'Moss', 'Denver', 'eli.moss@example.com', 23),
    (6, 'Fay', 'Hart', 'Seattle', NULL, 38),
    (7, 'Gus', 'Kim', 'Boston', 'gus.kim@example.com', 61),
    (8, 'Hana', 'Diaz', 'Chicago', 'hana.diaz@example.com', 29),
    (9, 'Ivan', 'Roth', 'Austin', 'ivan.roth@example.com', 41),
    (10, 'Jill', 'Park', 'Denver', NULL, 33),
    (11, 'Kai', 'Webb', 'Seattle', 'kai.webb@example.com', 26),
    (12, 'Lia', 'Cruz', 'Boston', 'lia.cruz@example.com', 47),
    (13, 'Mo', 'Bell', 'Chicago', NULL, 35),
    (14, 'Nia', 'Wolfe', 'Austin', 'nia.wolfe@example.com', 31),
    (15, 'Omar', 'Shah', 'Denver', 'omar.shah@example.com', 58);

INSERT INTO dogs VALUES
    (1, 1, 'BUL', 'Rex', 3, 20.5, '2021-03-14'),
    (2, 1, 'HUS', 'Max', 5, 30.0, '2020-11-02'),
    (3, 2, 'BUL', 'Bo', 7, 25.0, '2019-06-21'),
    (4, 3, NULL, 'Zed', 2, 12.0, '2022-01-09'),
    (5, 4, 'LAB', 'Luna', 4, 28.5, '2021-07-30'),
    (6, 4, 'LAB', 'Buddy', 9, 33.2, '2018-05-17'),
    (7, 5, 'CHI', 'Pip', 1, 2.3, '2023-02-11'),
    (8, 6, 'GSD', 'Rocky', 6, 38.0, '2020-04-05'),
    (9, 6, 'COR', 'Biscuit', 3, 11.8, '2022-08-19'),
    (10, 7, 'BEA', 'Daisy', 8, 10.4, '2019-01-27'),
    (11, 7, 'BEA', 'Charlie', 2, 9.9, '2023-05-03'),
    (12, 8, 'HUS', 'Koda', 4, 27.1, '2021-10-12'),
    (13, 9, 'GSD', 'Shadow', 11, 35.6, '2016-09-08'),
    (14, 9, NULL, 'Milo', NULL, 14.2, '2022-12-01'),
    (15, 10, 'CHI', 'Tiny', 6, 1.9, '2020-02-14'),
    (16, 10, 'COR', 'Waffles', 5, 12.6, '2021-01-20'),
    (17, 11, 'LAB', 'Bear', 10, 41.7, '2017-11-11'),
    (18, 11, 'BUL', 'Tank', 5, 24.3, '2020-06-30'),
    (19, 12, 'HUS', 'Storm', 3, 26.4, '2022-03-03'),
    (20, 12, 'BEA', 'Rosie', NULL, 9.1, '2023-07-07'),
    (21, 13, 'GSD', 'Ranger', 7, 36.9, '2019-12-24'),
    (22, 13, NULL, 'Pepper', 1, 6.5, '2023-09-15'),
    (23, 1, 'COR', 'Nugget', 2, 10.9, '2023-01-05'),
    (24, 2, 'LAB', 'Sadie', 8, 29.8, '2019-04-18'),
    (25, 5, 'CHI', 'Peanut', 9, 2.8, '2018-08-08'),
    (26, 8, 'BEA', 'Copper', 4, 11.2, '2021-05-25'),
    (27, 3, 'BUL', 'Duke', 6, 23.7, '2020-09-09'),
    (28, 7, 'HUS', 'Nova', 1, 21.0, '2023-10-30'),
    (29, 4, 'GSD', 'Ace', 5, 34.4, '2020-12-12'),
    (30, 11, NULL, 'Ziggy', 3, 8.0, '2022-05-05'),
    (31, 11, 'COR', 'Mochi', 2, 9.4, '2023-08-21');

INSERT INTO treatment_types VALUES
    ('DEN', 'Dental cleaning'),
    ('EXM', 'Examination'),
    ('GRM', 'Grooming'),
    ('SUR', 'Surgery'),
    ('VAC', 'Vaccination');

INSERT INTO treatments VALUES
    (1, 1, 'VAC', 50.0, '2021-04-01'),
    (2, 1, 'EXM', 100.0, '2022-01-15'),
    (3, 2, 'VAC', 50.0, '2021-01-10'),
    (4, 2, 'DEN', 120.0, '2022-06-20'),
    (5, 3, 'SUR', 540.0, '2021-09-02'),
    (6, 3, 'EXM', 100.0, '2022-02-11'),
    (7, 5, 'VAC', 55.0, '2021-08-15'),
    (8, 6, 'SUR', 610.0, '2020-07-19'),
    (9, 6, 'EXM', 95.0, '2022-03-30'),
    (10, 6, 'DEN', 130.0, '2023-01-12'),
    (11, 7, 'VAC', 45.0, '2023-03-01'),
    (12, 8, 'EXM', 110.0, '2021-05-05'),
    (13, 8, 'GRM', 60.0, '2022-10-10'),
    (14, 10, 'DEN', 125.0, '2020-11-23'),
    (15, 12, 'VAC', 50.0, '2022-01-01'),
    (16, 13, 'SUR', 720.0, '2019-03-14'),
    (17, 13, 'EXM', 105.0, '2021-12-12'),
    (18, 13, 'DEN', 140.0, '2022-12-20'),
    (19, 15, 'GRM', 40.0, '2021-06-06'),
    (20, 17, 'SUR', 680.0, '2020-02-02'),
    (21, 17, 'VAC', 60.0, '2021-02-02'),
    (22, 18, 'EXM', 90.0, '2022-07-07'),
    (23, 19, 'GRM', 65.0, '2023-04-04'),
    (24, 21, 'EXM', 100.0, '2020-08-08'),
    (25, 21, 'VAC', 55.0, '2021-08-08'),
    (26, 24, 'DEN', 115.0, '2021-03-03'),
    (27, 25, 'EXM', 85.0, '2019-10-10'),
    (28, 27, 'GRM', 70.0, '2022-11-11'),
    (29, 29, 'VAC', 50.0, '2021-07-07'),
    (30, NULL, 'EXM', 80.0, '2022-05-05'),
    (31, NULL, 'VAC', 45.0, '2023-06-06'),
    (32, 28, 'VAC', 40.0, '2023-11-11'),
    (33, 2, 'GRM', 55.0, '2023-02-02'),
    (34, 12, 'EXM', 100.0, '2023-03-03'),
    (35, 9, 'VAC', 50.0, '2022-09-09'),
    (36, 16, 'GRM', 45.0, '2022-02-22'),
    (37, 26, 'EXM', 95.0, '2022-06-06'),
    (38, 23, 'VAC', 50.0, '2023-02-20'),
    (39, 5, 'DEN', 135.0, '2023-05-15'),
    (40, 17, 'EXM', 110.0, '2023-07-01');
