-- The language a player chose for the site (accounts.v1 SetLanguage): a tag of one of the
-- languages the site is written in (`en`, `pt`, `nl`, `ru`, `da`, `it`), or empty (none
-- chosen: the browser's).
ALTER TABLE players ADD COLUMN language TEXT NOT NULL DEFAULT '';
