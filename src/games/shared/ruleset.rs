//! [`ruleset!`](crate::ruleset!): a two-seat game's unit type and its
//! [`Ruleset`](crate::ruleset::Ruleset) impl, written once for every game whose engine has the
//! shape the engines share. The invoking module (`src/games/<game>/mod.rs`) has a `rules`
//! module exporting `Position`, `Game`, `Applied`, `Side` and `DecodeError`, where:
//!
//! - `Side` has the two seats' variants, each named as the seat is for messages;
//! - an action parses with `FromStr` and formats with `Display`;
//! - `Game::from_position`, `Game::apply`, `Game::resign`, `Game::encode`, `Game::decode` and
//!   the illegal action's `code` are the rules' own.
//!
//! The game names the rest: its action and error types, the position's notation (parse,
//! format, initial), the legal actions. `shared [...]` lists what it shares with other
//! engines: `text_records` (the record written by `Game::to_record_ended` and read by
//! `Game::from_record_ended`, see [`super::record`]), and `wins_only` (a [`super::Status`]
//! whose outcome names a `winner` and a `reason`, with no draw in the rules: a draw is only
//! ever agreed, see [`crate::session::ending`]). Anything else (`undo`, `history`, `to_move`,
//! and `status` where `wins_only` does not apply) is given as the impl's own items after it.
//!
//! Its shape (not compiled here: each engine's invocation is, e.g. `src/games/hnefatafl/mod.rs`):
//!
//! ```text
//! crate::ruleset! {
//!     /// Copenhagen Hnefatafl on 11 × 11, as the service plays it.
//!     Hnefatafl = "hnefatafl", seats [Attackers, Defenders],
//!     types [Move, TpnError, MoveError, IllegalMove],
//!     position [from_tpn, to_tpn, start], legal legal_moves,
//!     shared [text_records, wins_only];
//!
//!     fn to_move(game: &rules::Game) -> rules::Side { game.side_to_move() }
//!     // …
//! }
//! ```

/// See [the module](crate::games::shared::ruleset).
#[macro_export]
macro_rules! ruleset {
    (
        $(#[$attr:meta])*
        $game:ident = $name:literal, seats [$first:ident, $second:ident],
        types [$action:ident, $position_error:ident, $action_error:ident, $illegal:ident],
        position [$parse:ident, $format:ident, $initial:ident], legal $legal:ident,
        shared [$($shared:ident),*];
        $($own:tt)*
    ) => {
        $(#[$attr])*
        #[derive(Clone, Copy, Debug, Default)]
        pub struct $game;

        impl $crate::ruleset::Ruleset for $game {
            const NAME: &'static str = $name;

            type Position = rules::Position;
            type Action = rules::$action;
            type Game = rules::Game;
            type Applied = rules::Applied;
            type Seat = rules::Side;
            type PositionError = rules::$position_error;
            type ActionError = rules::$action_error;
            type Illegal = rules::$illegal;
            type DecodeError = rules::DecodeError;

            /// The seat that moves first, then the other.
            const SEATS: &'static [rules::Side] = &[rules::Side::$first, rules::Side::$second];

            fn seat_index(seat: rules::Side) -> usize {
                match seat {
                    rules::Side::$first => 0,
                    rules::Side::$second => 1,
                }
            }

            fn seat_name(seat: rules::Side) -> &'static str {
                match seat {
                    rules::Side::$first => stringify!($first),
                    rules::Side::$second => stringify!($second),
                }
            }

            fn parse_position(text: &str) -> Result<rules::Position, rules::$position_error> {
                rules::Position::$parse(text)
            }

            fn format_position(position: &rules::Position) -> String {
                position.$format()
            }

            fn parse_action(text: &str) -> Result<rules::$action, rules::$action_error> {
                text.parse()
            }

            fn format_action(action: &rules::$action) -> String {
                action.to_string()
            }

            fn initial_position() -> rules::Position {
                rules::Position::$initial()
            }

            fn new_game(position: rules::Position) -> rules::Game {
                rules::Game::from_position(position)
            }

            fn legal_actions(game: &rules::Game) -> Vec<rules::$action> {
                game.$legal()
            }

            fn apply(
                game: &mut rules::Game,
                action: rules::$action,
            ) -> Result<rules::Applied, rules::$illegal> {
                game.apply(action)
            }

            fn resign(game: &mut rules::Game, seat: rules::Side) -> Result<(), rules::$illegal> {
                game.resign(seat).map(|_| ())
            }

            fn illegal_code(illegal: &rules::$illegal) -> &'static str {
                illegal.code()
            }

            fn encode(game: &rules::Game) -> Vec<u8> {
                game.encode()
            }

            fn decode(bytes: &[u8]) -> Result<rules::Game, rules::DecodeError> {
                rules::Game::decode(bytes)
            }

            $($crate::ruleset!(@$shared);)*

            $($own)*
        }
    };
    (@text_records) => {
        fn record(
            game: &rules::Game,
            ended: Option<$crate::ruleset::Ending<rules::Side>>,
        ) -> String {
            game.to_record_ended(ended)
        }

        fn read_record(text: &str) -> $crate::ruleset::ReadRecord<rules::Game, rules::Side> {
            Ok(rules::Game::from_record_ended(text)?)
        }
    };
    (@wins_only) => {
        fn status(game: &rules::Game) -> $crate::ruleset::GameStatus<rules::Side> {
            match game.status() {
                rules::Status::Ongoing => $crate::ruleset::GameStatus::Ongoing,
                rules::Status::Over(outcome) => $crate::ruleset::GameStatus::Won {
                    winner: outcome.winner,
                },
            }
        }

        fn resigned(game: &rules::Game) -> bool {
            matches!(game.status(), rules::Status::Over(o) if o.reason == rules::Reason::Resignation)
        }
    };
}
