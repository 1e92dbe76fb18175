-- Accounts, per-game ratings and the archive of finished games (SQLite).
-- Times are milliseconds since the Unix epoch; the PostgreSQL migration of the same version
-- creates the same tables with PostgreSQL's types.

CREATE TABLE players (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    -- The name as its owner wrote it, and its lowercase form, unique.
    name TEXT NOT NULL,
    name_key TEXT NOT NULL UNIQUE,
    -- The Argon2id PHC string (parameters, salt, hash).
    password_hash TEXT NOT NULL,
    created_ms BIGINT NOT NULL
);

CREATE TABLE sessions (
    -- SHA-256 of the bearer token; the token itself is never stored.
    token_hash BLOB PRIMARY KEY,
    player_id BIGINT NOT NULL REFERENCES players (id) ON DELETE CASCADE,
    created_ms BIGINT NOT NULL,
    expires_ms BIGINT NOT NULL,
    revoked_ms BIGINT
);
CREATE INDEX sessions_by_player ON sessions (player_id);

CREATE TABLE ratings (
    player_id BIGINT NOT NULL REFERENCES players (id) ON DELETE CASCADE,
    game TEXT NOT NULL,
    rating REAL NOT NULL,
    deviation REAL NOT NULL,
    volatility REAL NOT NULL,
    games BIGINT NOT NULL,
    wins BIGINT NOT NULL,
    losses BIGINT NOT NULL,
    draws BIGINT NOT NULL,
    updated_ms BIGINT NOT NULL,
    PRIMARY KEY (player_id, game)
);
CREATE INDEX ratings_leaderboard ON ratings (game, rating DESC, player_id);

-- One row per finished game, keyed by the game's id: a second write of the same game
-- inserts nothing, which is what makes archiving and rating exactly-once.
CREATE TABLE archived_games (
    game_id TEXT PRIMARY KEY,
    game TEXT NOT NULL,
    rated BIGINT NOT NULL,
    start_position TEXT NOT NULL,
    record TEXT NOT NULL,
    result TEXT NOT NULL,
    winner_seat BIGINT,
    termination TEXT NOT NULL,
    time_control TEXT NOT NULL,
    started_ms BIGINT NOT NULL,
    ended_ms BIGINT NOT NULL,
    archived_ms BIGINT NOT NULL
);

CREATE TABLE archived_seats (
    game_id TEXT NOT NULL REFERENCES archived_games (game_id) ON DELETE CASCADE,
    seat BIGINT NOT NULL,
    side TEXT NOT NULL,
    -- NULL for a guest or a bot.
    player_id BIGINT REFERENCES players (id) ON DELETE SET NULL,
    name TEXT NOT NULL,
    outcome TEXT NOT NULL,
    rating_before REAL,
    deviation_before REAL,
    rating_after REAL,
    deviation_after REAL,
    -- Copied from the game, for a player's list without a join.
    game TEXT NOT NULL,
    ended_ms BIGINT NOT NULL,
    PRIMARY KEY (game_id, seat)
);
CREATE INDEX archived_seats_by_player ON archived_seats (player_id, ended_ms DESC, game_id DESC);
