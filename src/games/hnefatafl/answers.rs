//! `GetGameResponse` and `LegalActionsResponse` of `hnefatafl.v1`, able to carry answers
//! encoded once per stored version: see [`crate::session::answers`].

crate::read_answers!(crate::games::hnefatafl::pb, Move, side_to_move);
