//! The session envelope's stored form: [`Session::encode`] and [`Session::decode`], and the
//! envelope's prefix of a stored game ([`Session::wrap`], [`Session::unwrap`]), with its
//! layouts (see the layout constants in the parent module).

use super::*;

impl Session {
    /// The stored form of this session (kept by the store next to the engine's encoding).
    #[must_use]
    pub fn encode(&self) -> Vec<u8> {
        self.wrap(&[])
    }

    /// Reads a session stored by [`Session::encode`]; no bytes (a game stored before real
    /// play existed) read as a started game without clock, invitations or abandonment.
    ///
    /// # Errors
    /// The bytes are not a session.
    pub fn decode(bytes: &[u8]) -> Result<Session, EnvelopeError> {
        if bytes.is_empty() {
            return Ok(Session {
                started: true,
                moved: u64::MAX,
                ..Session::default()
            });
        }
        if !bytes.starts_with(&MAGIC) {
            return Err(EnvelopeError("not a session"));
        }
        let (session, rest) = Session::unwrap(bytes)?;
        if !rest.is_empty() {
            return Err(EnvelopeError("trailing bytes"));
        }
        Ok(session)
    }

    /// Prefixes `engine` with this session: one envelope.
    #[must_use]
    pub fn wrap(&self, engine: &[u8]) -> Vec<u8> {
        let mut out = Vec::with_capacity(64 + engine.len());
        out.extend_from_slice(&MAGIC);
        let extended = self.moved != 0
            || !self.acted_ms.is_empty()
            || self.first_move_ms != 0
            || self.gone.is_some()
            || self.claim_wait_ms != 0
            || matches!(
                self.ended,
                Some(SessionEnd::Aborted { .. } | SessionEnd::Claimed { .. })
            );
        let mut options = 0;
        if self.rated_takebacks {
            options |= OPTION_RATED_TAKEBACKS;
        }
        if self.move_limit != 0 {
            options |= OPTION_MOVE_LIMIT;
        }
        if self.berserk_allowed {
            options |= OPTION_BERSERK_ALLOWED;
        }
        let berserked = self.clocks.as_ref().map_or(0, |c| c.berserk);
        if berserked != 0 {
            options |= OPTION_BERSERKED;
        }
        let layout = if options != 0 {
            LAYOUT_OPTIONS
        } else if self.takeback.is_some() {
            LAYOUT_TAKEBACK
        } else if extended {
            LAYOUT_GONE
        } else {
            LAYOUT
        };
        out.push(layout);
        let extended = layout != LAYOUT;
        let mut flags = 0u8;
        if self.started {
            flags |= 1;
        }
        if self.director.is_some() {
            flags |= 2;
        }
        if self.clocks.is_some() {
            flags |= 4;
        }
        if let Some(first) = self.computers.first() {
            flags |= 8;
            if self.computers.get(1).is_some_and(|second| second != first) {
                flags |= 128;
            }
        }
        if !self.players.is_empty() {
            flags |= 16;
        }
        if self.rated {
            flags |= 32;
        }
        if self.created_ms != 0 {
            flags |= 64;
        }
        out.push(flags);
        put(&mut out, self.idle_since_ms);
        put(&mut out, self.abandon_after_ms);
        put(&mut out, self.draw_offer.map_or(0, |s| s as u64 + 1));
        put(
            &mut out,
            match self.ended {
                None => 0,
                Some(SessionEnd::DrawAgreed) => 1,
                Some(SessionEnd::Abandoned) => 2,
                Some(SessionEnd::Timeout { loser }) => 3 + loser as u64,
                Some(SessionEnd::Aborted { by }) => ABORTED_BY + by as u64,
                Some(SessionEnd::Claimed { winner: None }) => CLAIMED_DRAW,
                Some(SessionEnd::Claimed {
                    winner: Some(winner),
                }) => CLAIMED_BY + winner as u64,
                Some(SessionEnd::MoveLimit) => MOVE_LIMIT,
            },
        );
        if let Some(director) = &self.director {
            out.extend_from_slice(&director.0);
        }
        put(&mut out, self.invitations.len() as u64);
        for invitation in &self.invitations {
            put(&mut out, invitation.seat as u64);
            out.push(match invitation.state {
                InvitationState::Open => 0,
                InvitationState::Used => 1,
                InvitationState::Revoked => 2,
            });
            out.extend_from_slice(&invitation.hash.0);
        }
        if let Some(clocks) = &self.clocks {
            let (kind, a, b) = match clocks.control {
                TimeControl::Fischer {
                    initial_ms,
                    increment_ms,
                } => (0, initial_ms, increment_ms),
                TimeControl::Delay {
                    initial_ms,
                    delay_ms,
                } => (1, initial_ms, delay_ms),
                TimeControl::PerTurn { per_turn_ms } => (2, per_turn_ms, 0),
            };
            out.push(kind);
            put(&mut out, a);
            put(&mut out, b);
            put(&mut out, clocks.running_since_ms.map_or(0, |t| t + 1));
            put(&mut out, clocks.remaining_ms.len() as u64);
            for &left in &clocks.remaining_ms {
                put(&mut out, left);
            }
        }
        if let Some(&seat) = self.computers.first() {
            put(&mut out, seat as u64);
            if flags & 128 != 0
                && let Some(&second) = self.computers.get(1)
            {
                put(&mut out, second as u64);
            }
        }
        if !self.players.is_empty() {
            put(&mut out, self.players.len() as u64);
            for player in &self.players {
                put_player(&mut out, player.as_ref());
            }
        }
        if self.created_ms != 0 {
            put(&mut out, self.created_ms);
        }
        if extended {
            put(&mut out, self.moved);
            put(&mut out, self.first_move_ms);
            match self.gone {
                None => put(&mut out, 0),
                Some(gone) => {
                    put(&mut out, gone.seat as u64 + 1);
                    put(&mut out, gone.since_ms);
                }
            }
            put(&mut out, self.claim_wait_ms);
            put(&mut out, self.acted_ms.len() as u64);
            for &at in &self.acted_ms {
                put(&mut out, at);
            }
        }
        if layout == LAYOUT_OPTIONS {
            put(&mut out, self.takeback.map_or(0, |seat| seat as u64 + 1));
            put(&mut out, options);
            if self.move_limit != 0 {
                put(&mut out, u64::from(self.move_limit));
            }
            if berserked != 0 {
                put(&mut out, berserked);
            }
        } else if let Some(seat) = self.takeback {
            put(&mut out, seat as u64);
        }
        out.extend_from_slice(engine);
        out
    }

    /// Splits a stored state into its session and the engine's encoding. A state without an
    /// envelope (stored before real play existed) is a started game without clock, invitations
    /// or abandonment.
    ///
    /// # Errors
    /// The envelope is malformed.
    pub fn unwrap(stored: &[u8]) -> Result<(Session, &[u8]), EnvelopeError> {
        let Some(rest) = stored.strip_prefix(&MAGIC) else {
            let legacy = Session {
                started: true,
                moved: u64::MAX,
                ..Session::default()
            };
            return Ok((legacy, stored));
        };
        let mut r = Reader::new(rest);
        let layout = r.byte()?;
        let extended = match layout {
            LAYOUT => false,
            LAYOUT_GONE | LAYOUT_TAKEBACK | LAYOUT_OPTIONS => true,
            _ => return Err(EnvelopeError("unknown layout")),
        };
        let flags = r.byte()?;
        let mut session = Session {
            started: flags & 1 != 0,
            idle_since_ms: r.varint()?,
            abandon_after_ms: r.varint()?,
            ..Session::default()
        };
        session.draw_offer = match r.varint()? {
            0 => None,
            n => Some(index(n - 1)?),
        };
        session.ended = match r.varint()? {
            0 => None,
            1 => Some(SessionEnd::DrawAgreed),
            2 => Some(SessionEnd::Abandoned),
            CLAIMED_DRAW => Some(SessionEnd::Claimed { winner: None }),
            MOVE_LIMIT => Some(SessionEnd::MoveLimit),
            n if n >= CLAIMED_BY => Some(SessionEnd::Claimed {
                winner: Some(index(n - CLAIMED_BY)?),
            }),
            n if n >= ABORTED_BY => Some(SessionEnd::Aborted {
                by: index(n - ABORTED_BY)?,
            }),
            n => Some(SessionEnd::Timeout {
                loser: index(n - 3)?,
            }),
        };
        if flags & 2 != 0 {
            session.director = Some(SeatHash(*r.array::<16>()?));
        }
        let invitations = r.varint()?;
        if invitations > 64 {
            return Err(EnvelopeError("too many invitations"));
        }
        for _ in 0..invitations {
            let seat = index(r.varint()?)?;
            let state = match r.byte()? {
                0 => InvitationState::Open,
                1 => InvitationState::Used,
                2 => InvitationState::Revoked,
                _ => return Err(EnvelopeError("invitation state")),
            };
            let hash = SeatHash(*r.array::<16>()?);
            session.invitations.push(Invitation { seat, hash, state });
        }
        if flags & 4 != 0 {
            let kind = r.byte()?;
            let a = r.varint()?;
            let b = r.varint()?;
            let control = match kind {
                0 => TimeControl::Fischer {
                    initial_ms: a,
                    increment_ms: b,
                },
                1 => TimeControl::Delay {
                    initial_ms: a,
                    delay_ms: b,
                },
                2 => TimeControl::PerTurn { per_turn_ms: a },
                _ => return Err(EnvelopeError("time control")),
            };
            let running_since_ms = r.varint()?.checked_sub(1);
            let seats = r.varint()?;
            if seats > 64 {
                return Err(EnvelopeError("too many clocks"));
            }
            let mut remaining_ms = Vec::new();
            for _ in 0..seats {
                remaining_ms.push(r.varint()?);
            }
            session.clocks = Some(Clocks {
                control,
                remaining_ms,
                running_since_ms,
                berserk: 0,
            });
        }
        if flags & 8 != 0 {
            session.computers.push(index(r.varint()?)?);
            if flags & 128 != 0 {
                session.computers.push(index(r.varint()?)?);
            }
        }
        if flags & 16 != 0 {
            let seats = r.varint()?;
            if seats > 64 {
                return Err(EnvelopeError("too many players"));
            }
            for _ in 0..seats {
                session.players.push(read_player(&mut r)?);
            }
        }
        session.rated = flags & 32 != 0;
        if flags & 64 != 0 {
            session.created_ms = r.varint()?;
        }
        if extended {
            session.moved = r.varint()?;
            session.first_move_ms = r.varint()?;
            session.gone = match r.varint()? {
                0 => None,
                n => Some(Gone {
                    seat: index(n - 1)?,
                    since_ms: r.varint()?,
                }),
            };
            session.claim_wait_ms = r.varint()?;
            let seats = r.varint()?;
            if seats > 64 {
                return Err(EnvelopeError("too many seats acting"));
            }
            for _ in 0..seats {
                session.acted_ms.push(r.varint()?);
            }
            if layout == LAYOUT_TAKEBACK {
                session.takeback = Some(index(r.varint()?)?);
            }
            if layout == LAYOUT_OPTIONS {
                session.takeback = match r.varint()? {
                    0 => None,
                    n => Some(index(n - 1)?),
                };
                let options = r.varint()?;
                if options
                    & !(OPTION_RATED_TAKEBACKS
                        | OPTION_MOVE_LIMIT
                        | OPTION_BERSERK_ALLOWED
                        | OPTION_BERSERKED)
                    != 0
                {
                    return Err(EnvelopeError("unknown options"));
                }
                session.rated_takebacks = options & OPTION_RATED_TAKEBACKS != 0;
                if options & OPTION_MOVE_LIMIT != 0 {
                    session.move_limit =
                        u32::try_from(r.varint()?).map_err(|_| EnvelopeError("move limit"))?;
                }
                session.berserk_allowed = options & OPTION_BERSERK_ALLOWED != 0;
                if options & OPTION_BERSERKED != 0 {
                    let seats = r.varint()?;
                    let clocks = session
                        .clocks
                        .as_mut()
                        .ok_or(EnvelopeError("berserk without clocks"))?;
                    clocks.berserk = seats;
                }
            }
        } else if session.started {
            // Stored before aborts: a started game can no longer be aborted.
            session.moved = u64::MAX;
        }
        Ok((session, r.rest()))
    }
}

/// The stored `ended` of an abort by seat 0 (by seat `s`: this + `s`); below it, a timeout's
/// 3 + the loser.
const ABORTED_BY: u64 = 100;
/// The stored `ended` of a draw called by the opponent of a player gone.
const CLAIMED_DRAW: u64 = 199;
/// The stored `ended` of a victory claimed by seat 0 (by seat `s`: this + `s`).
const CLAIMED_BY: u64 = 200;
/// The stored `ended` of a game drawn at its move limit (between the aborts and the claims).
const MOVE_LIMIT: u64 = 198;

fn index(n: u64) -> Result<usize, EnvelopeError> {
    usize::try_from(n)
        .ok()
        .filter(|&n| n < 64)
        .ok_or(EnvelopeError("seat number"))
}

/// Writes a seat's player (or none) as the envelope keeps it.
fn put_player(out: &mut Vec<u8>, player: Option<&SeatPlayer>) {
    let Some(player) = player else {
        out.push(0);
        return;
    };
    out.push(if player.provisional { 2 } else { 1 });
    put(out, u64::from_le_bytes(player.id.to_le_bytes()));
    put(out, player.name.len() as u64);
    out.extend_from_slice(player.name.as_bytes());
    out.extend_from_slice(&player.rating.to_bits().to_le_bytes());
}

fn read_player(r: &mut Reader<'_>) -> Result<Option<SeatPlayer>, EnvelopeError> {
    let provisional = match r.byte()? {
        0 => return Ok(None),
        1 => false,
        2 => true,
        _ => return Err(EnvelopeError("player tag")),
    };
    let id = i64::from_le_bytes(r.varint()?.to_le_bytes());
    let len = r.varint()?;
    if len > MAX_STORED_NAME {
        return Err(EnvelopeError("player name too long"));
    }
    let name = String::from_utf8(r.take(index_len(len))?.to_vec())
        .map_err(|_| EnvelopeError("player name is not UTF-8"))?;
    let rating = f64::from_bits(u64::from_le_bytes(*r.array::<8>()?));
    Ok(Some(SeatPlayer {
        id,
        name,
        rating,
        provisional,
    }))
}

impl SeatPlayer {
    /// The player as a change kept for watchers carries it (see `session::record`).
    #[must_use]
    pub fn encode(&self) -> Vec<u8> {
        let mut out = Vec::with_capacity(16 + self.name.len());
        put_player(&mut out, Some(self));
        out
    }

    /// Reads a player written by [`SeatPlayer::encode`].
    ///
    /// # Errors
    /// The bytes are not one player.
    pub fn decode(bytes: &[u8]) -> Result<SeatPlayer, EnvelopeError> {
        let mut r = Reader::new(bytes);
        let player = read_player(&mut r)?.ok_or(EnvelopeError("no player"))?;
        if r.left() != 0 {
            return Err(EnvelopeError("trailing bytes"));
        }
        Ok(player)
    }
}

fn index_len(n: u64) -> usize {
    usize::try_from(n).unwrap_or(usize::MAX)
}

/// Appends a varint (see [`crate::stored`]).
fn put(out: &mut Vec<u8>, value: u64) {
    prost::encoding::encode_varint(value, out);
}

impl From<ReadError> for EnvelopeError {
    fn from(e: ReadError) -> EnvelopeError {
        EnvelopeError(e.either("truncated", "varint too long"))
    }
}
