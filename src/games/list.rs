// The one registration of every game, read by `src/games/mod.rs` (the catalogs) and by
// `build.rs` (the protos compiled, their descriptor sets and `extern_path`s): the game's
// folder under `src/games/`, its `Ruleset` type, and its proto under `proto/` (for a game
// under `tests_only`: under `tests/proto/`). The games under `tests_only` are served by the
// tests only (`games::WithTestGames`), never by the binary (`games::Served`).
games! {
    served {
        hanniball::Hanniball = "hanniball/v1/hanniball.proto";
        hnefatafl::Hnefatafl = "hnefatafl/v1/hnefatafl.proto";
        chess_football::ChessFootball = "chessfootball/v1/chessfootball.proto";
    }
    tests_only {
        tictactoe::TicTacToe = "tictactoe/v1/tictactoe.proto";
    }
}
