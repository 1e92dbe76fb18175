//! `GetGameResponse` and `LegalActionsResponse` of `hanniball.v1`, able to carry answers
//! encoded once per stored version: see [`crate::session::answers`].

crate::read_answers!(crate::games::hanniball::pb, Step, side_to_move);
