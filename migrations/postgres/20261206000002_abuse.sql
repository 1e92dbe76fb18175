-- Where accounts and sessions come from, for the limits that hold under abuse
-- (docs/security.md). An address is kept only as a keyed hash of its prefix (an IPv4 address
-- whole, an IPv6 address by its /64): 16 bytes of SHA-256 over the server's address key and
-- the prefix, never the address itself.

-- The prefix an account was created from (NULL: created before this migration, or from no
-- known address). Two accounts created from one prefix within a short window do not rate
-- each other.
ALTER TABLE players ADD COLUMN created_address BYTEA;

-- The prefix a session signed in from: an address the account signed in from recently is not
-- held back by the account's per-name sign-in limit.
ALTER TABLE sessions ADD COLUMN address_key BYTEA;

-- Secrets the replicas share, made once at random by the first replica that needs one
-- (`address_key`, when --address-key is not set).
CREATE TABLE server_secrets (
    name TEXT PRIMARY KEY,
    value BYTEA NOT NULL
);
