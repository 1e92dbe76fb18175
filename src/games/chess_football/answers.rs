//! `GetGameResponse` and `LegalActionsResponse` of `chessfootball.v1`, able to carry answers
//! encoded once per stored version: see [`crate::session::answers`].

crate::read_answers!(crate::games::chess_football::pb, Action, side_to_move);
