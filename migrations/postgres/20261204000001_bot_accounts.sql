-- Bot accounts: an account flagged as a bot (created so by CreateAccount); its sessions sign
-- in from programs, not from browsers, and last a year.
ALTER TABLE players ADD COLUMN bot BOOLEAN NOT NULL DEFAULT FALSE;
