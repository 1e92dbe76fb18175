-- Seats taken by signed-in players: only that player's sessions act for the seat, and the
-- game's end is archived (and rated, when the game was created rated) with the players.
CREATE TABLE seat_bindings (
    game_id TEXT NOT NULL,
    seat BIGINT NOT NULL,
    player_id BIGINT NOT NULL REFERENCES players (id) ON DELETE CASCADE,
    game TEXT NOT NULL,
    rated BIGINT NOT NULL,
    bound_ms BIGINT NOT NULL,
    PRIMARY KEY (game_id, seat)
);
