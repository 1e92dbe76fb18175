-- Names that look alike: each account's name skeleton (UTS #39, lower-cased; see
-- `name_skeleton` in src/players/accounts.rs), unique, so that `AIice` cannot be created
-- beside `Alice`. SQL cannot compute skeletons: the column starts NULL for the accounts
-- that exist, and each start-up fills it (src/players/db.rs), oldest account first; an
-- older account that already looks like another (made before this check) keeps its name
-- and a NULL skeleton, so this migration never fails on them. NULLs are distinct in a
-- unique index: they never collide.
ALTER TABLE players ADD COLUMN name_skeleton TEXT;
CREATE UNIQUE INDEX players_by_name_skeleton ON players (name_skeleton);
