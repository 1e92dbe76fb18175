-- Games imported from text records (players.v1.ArchiveService.ImportGames): each archived
-- once in archived_games (unrated, seats bound to no account), listed here once per player
-- who imported it.
CREATE TABLE imported_games (
    player_id BIGINT NOT NULL REFERENCES players (id) ON DELETE CASCADE,
    game_id TEXT NOT NULL REFERENCES archived_games (game_id) ON DELETE CASCADE,
    imported_ms BIGINT NOT NULL,
    PRIMARY KEY (player_id, game_id)
);
CREATE INDEX imported_games_by_player ON imported_games (player_id, imported_ms DESC, game_id DESC);
