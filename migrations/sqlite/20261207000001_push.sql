-- Web Push (docs/push.md): each device a player turned push notifications on in, and the
-- player's quiet hours. The server's VAPID key pair, when not given by configuration, is made
-- once by the first replica that needs it and kept in server_secrets (name 'vapid_key': the
-- 32 bytes of the P-256 private key).

-- One push subscription (RFC 8030) of one browser or device: the push service's endpoint
-- (an https URL naming the subscription, unique: a browser re-subscribing under another
-- account moves it there), and its message encryption keys (RFC 8291): p256dh, the device's
-- P-256 public key (65 bytes, uncompressed), and auth, its 16-byte authentication secret.
CREATE TABLE push_subscriptions (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    player_id INTEGER NOT NULL REFERENCES players (id) ON DELETE CASCADE,
    endpoint TEXT NOT NULL UNIQUE,
    p256dh BLOB NOT NULL,
    auth BLOB NOT NULL,
    created_ms INTEGER NOT NULL
);
CREATE INDEX push_subscriptions_by_player ON push_subscriptions (player_id, created_ms);

-- Quiet hours: no push between these minutes of the day (UTC, 0 to 1439; the start may be
-- after the end, across midnight). NULL: none.
ALTER TABLE players ADD COLUMN push_quiet_start INTEGER;
ALTER TABLE players ADD COLUMN push_quiet_end INTEGER;
