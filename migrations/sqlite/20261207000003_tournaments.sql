-- Finished tournaments (tournament.v1, src/lobby/events/): each event's record as it stood
-- when it finished (the event, its entrants and every board with its result, in the stored
-- form of src/lobby/events/stored.rs), and which archived games were the event's.
CREATE TABLE tournaments (
    id TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    game TEXT NOT NULL,
    finished_ms BIGINT NOT NULL,
    record BLOB NOT NULL
);
CREATE TABLE tournament_games (
    tournament_id TEXT NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
    game_id TEXT NOT NULL,
    round INTEGER NOT NULL,
    PRIMARY KEY (tournament_id, game_id)
);
CREATE INDEX tournament_games_by_game ON tournament_games (game_id);
