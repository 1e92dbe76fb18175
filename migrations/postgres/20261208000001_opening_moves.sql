-- The opening explorer (analysis.v1.AnalysisService.Explore): for each position reached in
-- the first 20 actions of an archived game, the actions played from it, counted by result,
-- and by whether the game was rated, the band of its players' average rating and its speed.
-- Written in the transaction that archives the game (or imports it), so it is never
-- rebuilt by a scan. A game counts once per (position, action) however often it returned to
-- the position.
CREATE TABLE opening_moves (
    game TEXT NOT NULL,
    -- The position before the action, in the game's notation.
    position TEXT NOT NULL,
    -- The action's notation.
    action TEXT NOT NULL,
    rated BIGINT NOT NULL,
    -- The lower bound of the 200-point band of the seats' average rating before the game;
    -- 0 when the game was not rated.
    band BIGINT NOT NULL,
    -- untimed, bullet, blitz, rapid, classical or correspondence.
    speed TEXT NOT NULL,
    first_wins BIGINT NOT NULL,
    second_wins BIGINT NOT NULL,
    draws BIGINT NOT NULL,
    PRIMARY KEY (game, position, action, rated, band, speed)
);
