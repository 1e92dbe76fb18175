//! The games, one folder each: its rules engine (pure, no I/O), its
//! [`Ruleset`](crate::ruleset::Ruleset), its messages for the shared RPCs and its own RPCs
//! (see [`crate::rpc`]). `src/games/list.rs` is the one registration: [`Served`], the games
//! the binary serves, and [`WithTestGames`], those and the games only the tests serve, are
//! made from it, and so is `build.rs`'s list of protos. Everything that needs the list of
//! games (the server's routes, reflection, health names, metrics labels, the bot pool, the
//! game-generic subcommands) reads a catalog.

pub mod chess_football;
pub mod hanniball;
pub mod hnefatafl;
pub mod shared;
pub mod tictactoe;

use crate::rpc::{Catalog, Visitor};

/// Every game the binary serves.
#[derive(Clone, Copy, Debug, Default)]
pub struct Served;

/// The games of [`Served`], then the games only the tests serve (tic-tac-toe).
#[derive(Clone, Copy, Debug, Default)]
pub struct WithTestGames;

macro_rules! games {
    (
        served { $($module:ident::$game:ident = $proto:literal;)* }
        tests_only { $($test_module:ident::$test_game:ident = $test_proto:literal;)* }
    ) => {
        impl Catalog for Served {
            fn each<V: Visitor>(&self, visitor: &mut V) {
                $(visitor.visit::<$module::$game>();)*
            }
        }

        impl Catalog for WithTestGames {
            fn each<V: Visitor>(&self, visitor: &mut V) {
                Served.each(visitor);
                $(visitor.visit::<$test_module::$test_game>();)*
            }
        }
    };
}

include!("list.rs");

/// The bots' view of [`Served`].
pub mod bots {
    /// The play function of every served game, for the computer-opponent pool.
    #[must_use]
    pub fn pool_games() -> Vec<(&'static str, crate::bot::pool::PlayFn)> {
        crate::rpc::client::pool_games(&super::Served)
    }
}
