//! The request fields the shared RPCs read the same way in every game: positions, actions,
//! seats, time controls, the computer opponent and whether a game can be rated.

#[allow(clippy::wildcard_imports)]
use super::*;

/// Parses a position field in the game's notation.
///
/// # Errors
/// `INVALID_POSITION` on `field`.
pub fn parse_position<G: Ruleset>(
    field: &'static str,
    text: &str,
) -> Result<G::Position, ServiceError> {
    G::parse_position(text)
        .map_err(|e| ServiceError::invalid(field, "INVALID_POSITION", e.to_string()))
}

/// Parses the `action` field.
pub(super) fn parse_action<G: Ruleset>(text: &str) -> Result<G::Action, ServiceError> {
    if text.is_empty() {
        return Err(ServiceError::missing("action"));
    }
    G::parse_action(text)
        .map_err(|e| ServiceError::invalid("action", "INVALID_ACTION", e.to_string()))
}

/// An illegal action, as the error the client gets.
pub fn illegal<G: Ruleset>(action: String, e: &G::Illegal) -> ServiceError {
    ServiceError::IllegalAction {
        action,
        why: e.to_string(),
        rule: G::illegal_code(e),
    }
}

/// Marks the call's span as answered from a retry record.
pub fn record_replay(replayed: bool) {
    if replayed {
        tracing::Span::current().record("replayed", true);
    }
}

/// The seat (index) of a `Side` field.
pub(super) fn seat_field<G: Wire>(field: &'static str, side: i32) -> Result<usize, ServiceError> {
    G::seat(side)
        .ok_or_else(|| ServiceError::invalid(field, "INVALID_SIDE", format!("not a seat: {side}")))
}

/// The seats kept open, from `NewGameRequest.open_seats`.
pub(super) fn open_seats<G: Wire>(sides: &[i32]) -> Result<Vec<usize>, ServiceError> {
    let mut seats = Vec::new();
    for &side in sides {
        let seat = seat_field::<G>("open_seats", side)?;
        if seats.contains(&seat) {
            return Err(ServiceError::invalid(
                "open_seats",
                "INVALID_SIDE",
                "a seat is named twice",
            ));
        }
        seats.push(seat);
    }
    Ok(seats)
}

/// The time control of `NewGameRequest.time_control`.
pub(super) fn time_control(
    control: Option<Option<TimeControl>>,
) -> Result<Option<TimeControl>, ServiceError> {
    let Some(control) = control else {
        return Ok(None);
    };
    let bad =
        |why: &str| ServiceError::invalid("time_control", "INVALID_TIME_CONTROL", why.to_owned());
    // A day per turn at most for each part, and a year in all: no overflow.
    const LIMIT: u64 = 365 * 24 * 3600 * 1000;
    let Some(parsed) = control else {
        return Err(bad("set fischer, delay or per_turn"));
    };
    let (main, extra) = parsed.parts();
    if main == 0 {
        return Err(bad("the time must be at least 1 ms"));
    }
    if main > LIMIT || extra > LIMIT {
        return Err(bad("a time is at most a year"));
    }
    Ok(Some(parsed))
}

/// Checks a `NewGameRequest.bot` against the seats kept open: the computer's seat, think
/// time and iterations.
pub(super) fn bot_opponent<G: Wire>(
    bot: crate::rpc::wire::BotArgs,
    open: &[usize],
) -> Result<(usize, u32, u32), ServiceError> {
    let Some(seat) = G::seat(bot.side) else {
        let names: Vec<String> = (0..G::SEATS.len())
            .map(|s| G::seat_name(G::SEATS[s]).to_owned())
            .collect();
        return Err(ServiceError::invalid(
            "bot.side",
            "MISSING_FIELD",
            format!(
                "the computer's side must be one of the seats ({})",
                names.join(", ")
            ),
        ));
    };
    if open.contains(&seat) {
        // Nobody could hand the computer the token of a seat kept open for an invitation.
        return Err(ServiceError::invalid(
            "bot",
            "INVALID_BOT",
            "the computer's seat cannot also be kept open for an invitation",
        ));
    }
    Ok((seat, bot.budget_ms, bot.iterations))
}

/// Checks that a `NewGameRequest` asking for a rated game can be one: a signed-in creator,
/// one seat kept open for the opponent, no computer opponent, the initial position and a
/// time control (so that a player who walks away loses on time, which is rated).
pub(super) fn ratable<G: Wire>(
    creator: Option<&SeatPlayer>,
    position: &str,
    open: &[usize],
    computer: bool,
    control: Option<TimeControl>,
) -> Result<(), ServiceError> {
    let refuse = |why: &str| ServiceError::invalid("rated", "NOT_RATABLE", why.to_owned());
    if creator.is_none() {
        return Err(ServiceError::NotSignedIn(format!(
            "sign in to create a rated game: send the player's session in `{}`",
            auth::PLAYER_SESSION_HEADER
        )));
    }
    if computer {
        return Err(refuse("a game against the computer opponent is not rated"));
    }
    if open.len() + 1 != G::SEATS.len() {
        return Err(refuse(
            "a rated game keeps exactly one seat open, for the opponent's invitation",
        ));
    }
    if !position.is_empty() {
        return Err(refuse("a rated game starts from the initial position"));
    }
    if control.is_none() {
        return Err(refuse(
            "a rated game needs a time control (a player who walks away loses on time)",
        ));
    }
    Ok(())
}

/// The `rules` field: the rule options asked for, each one the game offers
/// ([`Ruleset::RULE_OPTIONS`]), without repeats.
///
/// # Errors
/// `UNKNOWN_RULE` on `rules` for a name the game does not offer.
pub fn rule_options<G: Ruleset>(names: &[String]) -> Result<Vec<&'static str>, ServiceError> {
    crate::session::play::GameRules::named(G::NAME, G::RULE_OPTIONS, names)
}
