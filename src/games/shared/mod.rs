//! What the engines share where their logic is the same: the squares and square sets every
//! board has ([`board`]), the board field of the ball games' position texts ([`diagram`]), the
//! text records' lines and header ([`record`]), and whether a game goes on ([`Status`]); and
//! the [`Ruleset`](crate::ruleset::Ruleset) impl that every engine of that shape is served
//! through, written once ([`ruleset`]).

pub mod board;
pub mod diagram;

/// Implements `From<$from> for $to`, two enums whose variants match one for one: each
/// variant of `$from` becomes the one of `$to` with the same name, or the one named after
/// `=>`. (An engine's enums and their generated protobuf messages.)
macro_rules! same_variants {
    ($from:ident => $to:path { $($variant:ident $(=> $renamed:ident)?),+ $(,)? }) => {
        impl From<$from> for $to {
            fn from(value: $from) -> $to {
                use $to as To;
                match value {
                    $($from::$variant => $crate::games::shared::same_variants!(@to To, $variant $(, $renamed)?),)+
                }
            }
        }
    };
    (@to $to:ident, $variant:ident) => { $to::$variant };
    (@to $to:ident, $variant:ident, $renamed:ident) => { $to::$renamed };
}

pub(crate) use same_variants;
pub mod record;
pub mod ruleset;

/// Whether a game goes on, or how it ended: `O` is the game's outcome.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Status<O> {
    /// The game goes on.
    Ongoing,
    /// The game is over.
    Over(O),
}

impl<O: Copy> Status<O> {
    /// The outcome, once over.
    #[must_use]
    pub const fn outcome(self) -> Option<O> {
        match self {
            Status::Ongoing => None,
            Status::Over(o) => Some(o),
        }
    }
}
