//! The small interface between a game's rules and the generic service machinery.
//!
//! The store, versioning, seats and idempotency know no game: they work on any [`Ruleset`].
//! Serving another game means implementing this trait for it (plus its own gRPC front end, in
//! its folder under `src/games/`); neither the store nor the session logic changes.

use std::error::Error;
use std::fmt::Debug;

/// How a game ended, in ruleset-neutral terms.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GameStatus<Seat> {
    /// The game goes on.
    Ongoing,
    /// The game is over and `winner` won.
    Won {
        /// The winning seat.
        winner: Seat,
    },
    /// The game is over and nobody won.
    Drawn,
}

/// What ended a finished game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Termination {
    /// The rules ended it (a goal, a capture, no legal action, full time, …).
    Rules,
    /// A seat resigned.
    Resignation,
    /// A seat's time ran out.
    Time,
    /// The seats agreed a draw.
    Agreement,
    /// Nobody made the first action in time: the service aborted the game (no result).
    Abandonment,
    /// A player aborted the game before both sides had made their first action (no result).
    Aborted,
    /// A player left the game and the opponent claimed it: a win, or a draw.
    Left,
    /// The game reached its move limit and was drawn.
    MoveLimit,
}

impl Termination {
    /// Every termination, in the order above.
    pub const ALL: [Termination; 8] = [
        Termination::Rules,
        Termination::Resignation,
        Termination::Time,
        Termination::Agreement,
        Termination::Abandonment,
        Termination::Aborted,
        Termination::Left,
        Termination::MoveLimit,
    ];

    /// The name records use (the value of their `Termination` tag): `rules`, `resignation`,
    /// `time`, `agreement`, `abandonment`, `aborted`, `left`, `move-limit`.
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            Termination::Rules => "rules",
            Termination::Resignation => "resignation",
            Termination::Time => "time",
            Termination::Agreement => "agreement",
            Termination::Abandonment => "abandonment",
            Termination::Aborted => "aborted",
            Termination::Left => "left",
            Termination::MoveLimit => "move-limit",
        }
    }

    /// The termination of a name written by [`Termination::name`].
    #[must_use]
    pub fn from_name(name: &str) -> Option<Termination> {
        Termination::ALL.into_iter().find(|t| t.name() == name)
    }

    /// Whether it ends a game outside the rules engine (the session's clocks, draw offers,
    /// aborts and players gone): every termination but rules and resignation.
    #[must_use]
    pub fn by_session(self) -> bool {
        !matches!(self, Termination::Rules | Termination::Resignation)
    }
}

impl std::fmt::Display for Termination {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

/// The result of a finished game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GameResult<Seat> {
    /// `winner` won.
    Won {
        /// The winning seat.
        winner: Seat,
    },
    /// Nobody won.
    Drawn,
    /// The game was aborted: no result.
    Aborted,
}

/// How a finished game ended: its result and what ended it, whatever ended it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Ending<Seat> {
    /// The result.
    pub result: GameResult<Seat>,
    /// What ended the game.
    pub termination: Termination,
}

impl<Seat> Ending<Seat> {
    /// Checks an ending that a record's header states for a game that ended outside the
    /// rules (`termination` time, agreement or abandonment) against the replayed game:
    /// `rules_over` whether its actions already ended it, `reason_given` whether the header
    /// also names a rules' reason, `any_action` whether an action was made.
    ///
    /// # Errors
    /// What is wrong, in words.
    pub fn check_by_session(
        &self,
        rules_over: bool,
        reason_given: bool,
        any_action: bool,
    ) -> Result<(), String> {
        let t = self.termination;
        if rules_over {
            return Err(format!(
                "the record says the game ended by {t}, but its actions already end it"
            ));
        }
        if reason_given {
            return Err(format!(
                "a Reason tag names an ending by the rules, but the game ended by {t}"
            ));
        }
        match (t, &self.result) {
            (Termination::Time, GameResult::Won { .. })
            | (Termination::Agreement | Termination::MoveLimit, GameResult::Drawn) => Ok(()),
            (Termination::MoveLimit, _) => Err("a game ended by its move limit is drawn".into()),
            (Termination::Abandonment, GameResult::Aborted) if !any_action => Ok(()),
            (Termination::Abandonment, GameResult::Aborted) => {
                Err("an abandoned game has no action: it ends before the first one".into())
            }
            (Termination::Time, _) => Err("a game lost on time has a winner".into()),
            (Termination::Agreement, _) => Err("an agreed draw is drawn".into()),
            (Termination::Abandonment, _) => Err("an abandoned game has no result (*)".into()),
            (Termination::Aborted, GameResult::Aborted)
            | (Termination::Left, GameResult::Won { .. } | GameResult::Drawn) => Ok(()),
            (Termination::Aborted, _) => Err("an aborted game has no result (*)".into()),
            (Termination::Left, _) => {
                Err("a game claimed after a player left is won or drawn".into())
            }
            (Termination::Rules | Termination::Resignation, _) => {
                Err(format!("{t} is not an ending outside the rules"))
            }
        }
    }
}

/// Why a text record was not read by [`Ruleset::read_record`] (its `Display` names the line
/// and what is wrong there).
pub type RecordError = Box<dyn Error + Send + Sync>;

/// A record format of another source, one game a line, that a game reads
/// ([`Ruleset::LINE_FORMATS`]).
#[derive(Clone, Copy, Debug)]
pub struct LineFormat {
    /// The format's name, as an import names it (e.g. `copenhagen-csv`).
    pub name: &'static str,
    /// A line that names the fields, passed over where it stands first.
    pub header: &'static str,
    /// The game's own text record (as [`Ruleset::record`] writes it) of one line.
    pub read: fn(&str) -> Result<String, String>,
}

/// What [`Ruleset::read_record`] reads: the game, and the ending a record's header states
/// when something other than the rules ended it.
pub type ReadRecord<G, Seat> = Result<(G, Option<Ending<Seat>>), RecordError>;

/// The rules of one game, as the service needs them.
///
/// Every function is associated (no `self`): a ruleset is a type, not a value.
pub trait Ruleset: Send + Sync + 'static {
    /// Stable name stored with every game, so that a game id of one ruleset is never served
    /// by another ruleset's service.
    const NAME: &'static str;

    /// A position in the game's own text notation (the start of a turn).
    type Position: Clone + Debug + Send + Sync + 'static;
    /// One action (step, move) of the game.
    type Action: Copy + Eq + Debug + Send + Sync + 'static;
    /// A game in progress: the position plus whatever the rules need to remember.
    type Game: Clone + Debug + Send + Sync + 'static;
    /// What applying an action did.
    type Applied: Send + 'static;
    /// A seat (player) of the game.
    type Seat: Copy + Eq + Debug + Send + Sync + 'static;

    /// Why a position text was rejected.
    type PositionError: Error + Send + Sync + 'static;
    /// Why an action text was rejected.
    type ActionError: Error + Send + Sync + 'static;
    /// Why an action is illegal in a game (its `Display` says why, for people).
    type Illegal: Error + Send + Sync + 'static;
    /// Why stored bytes could not be decoded.
    type DecodeError: Error + Send + Sync + 'static;

    /// Every seat, in seat order; a seat's index in this list is its seat number.
    const SEATS: &'static [Self::Seat];

    /// The seat's number (its index in [`Ruleset::SEATS`]).
    fn seat_index(seat: Self::Seat) -> usize;
    /// The seat's name for messages, e.g. "White".
    fn seat_name(seat: Self::Seat) -> &'static str;

    /// Parses a position.
    ///
    /// # Errors
    /// The text is not a valid position.
    fn parse_position(text: &str) -> Result<Self::Position, Self::PositionError>;
    /// Formats a position in the canonical notation.
    fn format_position(position: &Self::Position) -> String;
    /// Parses an action.
    ///
    /// # Errors
    /// The text is not a valid action.
    fn parse_action(text: &str) -> Result<Self::Action, Self::ActionError>;
    /// Formats an action in the canonical notation.
    fn format_action(action: &Self::Action) -> String;

    /// The initial position.
    fn initial_position() -> Self::Position;
    /// Starts a game at `position`.
    fn new_game(position: Self::Position) -> Self::Game;
    /// How many turns `game` has completed: what a move limit counts (a turn is one side's
    /// move; a game whose turn has several actions overrides this). The default: the actions
    /// of [`Ruleset::history`], each one a turn.
    fn turns_completed(game: &Self::Game) -> u64 {
        Self::history(game).map_or(0, |(_, actions)| actions.len() as u64)
    }
    /// The rule options the game offers, by name (`NewGameRequest.rules`, seeks, challenges,
    /// events and records' Rules tag). The default: none.
    const RULE_OPTIONS: &'static [&'static str] = &[];
    /// Starts a game at `position` played with the rule options named in `rules` (each one of
    /// [`Ruleset::RULE_OPTIONS`]; callers refuse any other before). The default: the game has
    /// no options, so [`Ruleset::new_game`].
    fn new_game_with(position: Self::Position, rules: &[&str]) -> Self::Game {
        let _ = rules;
        Self::new_game(position)
    }
    /// The rule options `game` is played with, by name. The default: none.
    fn rules(game: &Self::Game) -> Vec<&'static str> {
        let _ = game;
        Vec::new()
    }
    /// Every legal action of the player to move (empty when the game is over).
    fn legal_actions(game: &Self::Game) -> Vec<Self::Action>;
    /// Applies an action; on error the game is unchanged.
    ///
    /// # Errors
    /// The action is illegal.
    fn apply(game: &mut Self::Game, action: Self::Action) -> Result<Self::Applied, Self::Illegal>;
    /// Takes back the last action of the turn in progress.
    ///
    /// # Errors
    /// There is nothing to take back.
    fn undo(game: &mut Self::Game) -> Result<Self::Action, Self::Illegal>;
    /// The position the game started from and every action applied since, in order (steps
    /// taken back with [`Ruleset::undo`] not included): what a game without its last turns is
    /// rebuilt from (see [`crate::session::play::takeback`]). Replaying the actions from the
    /// position through [`Ruleset::apply`] gives the same game. The default: `None` (the game
    /// cannot be rebuilt, so takebacks are refused).
    fn history(game: &Self::Game) -> Option<(Self::Position, Vec<Self::Action>)> {
        let _ = game;
        None
    }
    /// `seat` resigns.
    ///
    /// # Errors
    /// The game is already over.
    fn resign(game: &mut Self::Game, seat: Self::Seat) -> Result<(), Self::Illegal>;
    /// A stable machine-readable code for an illegal action, e.g. `BLOCKED_JUMP`.
    fn illegal_code(illegal: &Self::Illegal) -> &'static str;
    /// The seat whose turn it is (the seat that was to move, once the game is over).
    fn to_move(game: &Self::Game) -> Self::Seat;
    /// Whether the game goes on.
    fn status(game: &Self::Game) -> GameStatus<Self::Seat>;

    /// Whether the rules' ending of `game` (a [`Ruleset::status`] other than `Ongoing`) is a
    /// resignation. The default: never.
    fn resigned(game: &Self::Game) -> bool {
        let _ = game;
        false
    }

    /// The game's text record (what `GetHistory` answers), its header stating the result and
    /// what ended the game. `ended` is the ending of a game that ended outside the rules
    /// (time, agreement, abandonment: see [`crate::session::ending`]); `None`: as the rules
    /// say. The default: no text record (an empty string).
    fn record(game: &Self::Game, ended: Option<Ending<Self::Seat>>) -> String {
        let _ = (game, ended);
        String::new()
    }

    /// Reads a text record written by [`Ruleset::record`], replaying every action through the
    /// rules: the game, and the ending its header states when something other than the rules
    /// ended it (time, agreement, abandonment).
    ///
    /// # Errors
    /// The record does not read or does not replay; the default: this game has no text
    /// record.
    fn read_record(text: &str) -> ReadRecord<Self::Game, Self::Seat> {
        let _ = text;
        Err(format!("{} has no text record", Self::NAME).into())
    }

    /// Record formats of other sources that this game reads, one game a line (an import's
    /// `format`). The default: none.
    const LINE_FORMATS: &'static [LineFormat] = &[];

    /// Encodes a game for storage.
    fn encode(game: &Self::Game) -> Vec<u8>;
    /// Decodes a game encoded by [`Ruleset::encode`].
    ///
    /// # Errors
    /// The bytes are not a valid encoding.
    fn decode(bytes: &[u8]) -> Result<Self::Game, Self::DecodeError>;
}

/// The number of action sequences of length `depth` from `game`, through the rules'
/// [`Ruleset::legal_actions`] and [`Ruleset::apply`] on copies of the game (a game's own
/// perft, `rpc::Adapter::perft`, is usually faster).
#[must_use]
pub fn perft<R: Ruleset>(game: &R::Game, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let actions = R::legal_actions(game);
    if depth == 1 {
        return actions.len() as u64;
    }
    actions
        .into_iter()
        .map(|action| {
            let mut next = game.clone();
            match R::apply(&mut next, action) {
                Ok(_) => perft::<R>(&next, depth - 1),
                Err(_) => 0,
            }
        })
        .sum()
}
