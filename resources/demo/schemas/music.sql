-- Demo database "music": artists, albums, tracks and playlists.
-- Built by sqlscope::dataset::materializeDemo into database/music/music.sqlite.
-- Facts the demo cases rely on (see README.md):
--   * artists 10 and 12 have no album; artists.formed_year contains a NULL;
--   * two artists formed before 1980 or after 2010 come from the USA;
--   * albums were released in 1990 and in 1999 (BETWEEN bounds matter);
--   * the longest track (Northern Lights Suite, 612 s) is unique;
--   * positions inside a playlist are unique (UNIQUE (playlist_id, position)).

CREATE TABLE artists (
    artist_id INTEGER PRIMARY KEY,
    name TEXT NOT NULL UNIQUE,
    country TEXT NOT NULL,
    formed_year INTEGER
);

CREATE TABLE albums (
    album_id INTEGER PRIMARY KEY,
    artist_id INTEGER NOT NULL REFERENCES artists (artist_id),
    title TEXT NOT NULL,
    release_year INTEGER NOT NULL,
    genre TEXT NOT NULL
);

CREATE TABLE tracks (
    track_id INTEGER PRIMARY KEY,
    album_id INTEGER NOT NULL REFERENCES albums (album_id),
    title TEXT NOT NULL,
    duration_seconds INTEGER NOT NULL,
    track_number INTEGER NOT NULL,
    UNIQUE (album_id, track_number)
);

CREATE TABLE playlists (
    playlist_id INTEGER PRIMARY KEY,
    name TEXT NOT NULL UNIQUE,
    owner_name TEXT NOT NULL
);

CREATE TABLE playlist_tracks (
    playlist_id INTEGER NOT NULL REFERENCES playlists (playlist_id),
    track_id INTEGER NOT NULL REFERENCES tracks (track_id),
    position INTEGER NOT NULL,
    PRIMARY KEY (playlist_id, track_id),
    UNIQUE (playlist_id, position)
);

INSERT INTO artists VALUES
    (1, 'The Lanterns', 'UK', 1975),
    (2, 'Mira Sol', 'Spain', 2012),
    (3, 'Northbound', 'Canada', 1998),
    (4, 'Velvet Static', 'USA', 1979),
    (5, 'Kofi Mensah', 'Ghana', 2005),
    (6, 'Blue Harbor', 'UK', 1988),
    (7, 'Aiko Tanaka', 'Japan', 2015),
    (8, 'The Quiet Hours', 'USA', 2011),
    (9, 'Los Caminos', 'Mexico', 1971),
    (10, 'Pale Orchard', 'UK', NULL),
    (11, 'Echo Valley', 'Canada', 2019),
    (12, 'Granite Choir', 'Germany', 1983);

INSERT INTO albums VALUES
    (1, 1, 'Glass Towns', 1978, 'Rock'),
    (2, 1, 'Lantern Light', 1990, 'Rock'),
    (3, 2, 'Sol y Sombra', 2014, 'Pop'),
    (4, 3, 'True North', 1999, 'Folk'),
    (5, 3, 'Cold Rivers', 2004, 'Folk'),
    (6, 4, 'Static Bloom', 1982, 'Rock'),
    (7, 4, 'Velvet Nights', 1995, 'Electronic'),
    (8, 5, 'Accra Mornings', 2008, 'Afrobeat'),
    (9, 5, 'Harmattan', 2016, 'Afrobeat'),
    (10, 6, 'Harbor Lights', 1991, 'Pop'),
    (11, 6, 'Low Tide', 1997, 'Pop'),
    (12, 7, 'Sakura Code', 2018, 'Electronic'),
    (13, 8, 'Small Hours', 2013, 'Indie'),
    (14, 8, 'Quiet Storms', 2020, 'Indie'),
    (15, 9, 'Camino Real', 1974, 'Latin'),
    (16, 9, 'Sierra', 1986, 'Latin'),
    (17, 11, 'Valley Echoes', 2021, 'Folk'),
    (18, 2, 'Mar Abierto', 2019, 'Pop');

INSERT INTO tracks VALUES
    (1, 1, 'Glass Towns', 254, 1),
    (2, 1, 'Paper Crown', 198, 2),
    (3, 1, 'Night Ferry', 331, 3),
    (4, 2, 'Lantern Light', 243, 1),
    (5, 2, 'Ember', 187, 2),
    (6, 3, 'Sombra', 215, 1),
    (7, 3, 'Mediodia', 176, 2),
    (8, 3, 'Luz de Agosto', 232, 3),
    (9, 4, 'True North', 289, 1),
    (10, 4, 'Northern Lights Suite', 612, 2),
    (11, 5, 'Cold Rivers', 301, 1),
    (12, 5, 'Thaw', 224, 2),
    (13, 6, 'Static Bloom', 266, 1),
    (14, 6, 'Neon Rain', 239, 2),
    (15, 6, 'Undertow', 358, 3),
    (16, 7, 'Velvet Nights', 402, 1),
    (17, 7, 'Pulse', 296, 2),
    (18, 8, 'Accra Mornings', 347, 1),
    (19, 8, 'Market Day', 281, 2),
    (20, 9, 'Harmattan', 389, 1),
    (21, 9, 'Dry Season', 305, 2),
    (22, 10, 'Harbor Lights', 221, 1),
    (23, 10, 'Gulls', 169, 2),
    (24, 11, 'Low Tide', 247, 1),
    (25, 11, 'Driftwood', 263, 2),
    (26, 12, 'Sakura Code', 208, 1),
    (27, 12, 'Kyoto Loop', 444, 2),
    (28, 12, 'Bitrate Blossom', 191, 3),
    (29, 13, 'Small Hours', 236, 1),
    (30, 13, 'Porch Light', 212, 2),
    (31, 14, 'Quiet Storms', 274, 1),
    (32, 14, 'Static on the Line', 318, 2),
    (33, 15, 'Camino Real', 227, 1),
    (34, 15, 'Desierto', 259, 2),
    (35, 16, 'Sierra', 283, 1),
    (36, 16, 'Cumbre', 201, 2),
    (37, 17, 'Valley Echoes', 255, 1),
    (38, 17, 'Pine Smoke', 297, 2),
    (39, 18, 'Mar Abierto', 234, 1),
    (40, 18, 'Marea', 309, 2);

INSERT INTO playlists VALUES
    (1, 'Road Trip', 'Ann'),
    (2, 'Focus', 'Ben'),
    (3, 'Late Night', 'Cara'),
    (4, 'Workout', 'Ann');

INSERT INTO playlist_tracks VALUES
    (1, 27, 1),
    (1, 3, 2),
    (1, 18, 3),
    (1, 15, 4),
    (1, 9, 5),
    (1, 39, 6),
    (2, 10, 1),
    (2, 12, 2),
    (2, 26, 3),
    (2, 30, 4),
    (3, 16, 1),
    (3, 23, 2),
    (3, 29, 3),
    (3, 3, 4),
    (3, 32, 5),
    (4, 17, 1),
    (4, 21, 2),
    (4, 27, 3),
    (4, 11, 4),
    (4, 20, 5),
    (4, 40, 6);
