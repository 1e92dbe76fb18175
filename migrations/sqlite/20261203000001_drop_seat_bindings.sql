-- A seat's player is kept with the live game itself (its session, in the game store), so
-- it travels with the game across replicas and reaches the archive with the game's end.
DROP TABLE IF EXISTS seat_bindings;
