-- Ratings age: a rating's deviation grows with the time since its player's last rated game in
-- that game (docs/players.md, "Ratings"), so each rating row keeps when that game ended.
-- NULL: not known, and no growth is applied until the row's next rated game.
ALTER TABLE ratings ADD COLUMN rated_ms BIGINT;

-- The existing rows: the end of the player's latest archived game in that game that changed
-- their rating (its seat has a rating after it). Every rated game is archived in the
-- transaction that rates it, so every row that has been rated finds one.
UPDATE ratings SET rated_ms = (
    SELECT MAX(s.ended_ms) FROM archived_seats s
    WHERE s.player_id = ratings.player_id
      AND s.game = ratings.game
      AND s.rating_after IS NOT NULL
);
