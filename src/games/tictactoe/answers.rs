//! `GetGameResponse` and `LegalActionsResponse` of `tictactoe.v1`, able to carry answers
//! encoded once per stored version: see [`crate::session::answers`].

crate::read_answers!(crate::games::tictactoe::pb, Move, side_to_move);
