//! The games going on that a spectator may follow (`ListLiveGames`): the lobby store's live
//! list (games with a signed-in player seated, the highest average rating first), filtered,
//! each with its spectators counted on every replica (`GameStore::spectators`).

use super::pb;
use super::replica::{Lobby, game_players_pb};
use super::state::Started;
use super::store::LobbyStore;
use crate::session::ServiceError;
use crate::store::GameId;

/// The default length of the list.
const DEFAULT_LIMIT: u32 = 20;
/// The longest list asked for.
const MAX_LIMIT: u32 = 50;
/// How many games are read for each one shown when a filter (rated, rating) may drop some.
const FILTER_FACTOR: usize = 4;

impl Lobby {
    pub(super) async fn list_live_games(
        &self,
        r: pb::ListLiveGamesRequest,
    ) -> Result<pb::ListLiveGamesResponse, ServiceError> {
        let ruleset = if r.game.is_empty() {
            ""
        } else {
            self.named_game(&r.game)?.1.ruleset()
        };
        let limit = usize::try_from(match r.limit {
            0 => DEFAULT_LIMIT,
            n => n.min(MAX_LIMIT),
        })
        .unwrap_or(20);
        let filtered = r.rated_only || r.min_rating > 0;
        let read = if filtered {
            limit * FILTER_FACTOR
        } else {
            limit
        };
        let games = self.inner.store.live(ruleset, read).await?;
        let shown: Vec<&Started> = games
            .iter()
            .filter(|g| !r.rated_only || g.rated)
            .filter(|g| g.rank() >= r.min_rating)
            .take(limit)
            .collect();
        // Each game's count, read at once (one read per game, together).
        let counts =
            futures_util::future::join_all(shown.iter().map(|g| self.spectators_of(g))).await;
        Ok(pb::ListLiveGamesResponse {
            games: shown
                .into_iter()
                .zip(counts)
                .map(|(g, spectators)| pb::LiveGame {
                    spectators,
                    ..self.live_pb(g)
                })
                .collect(),
        })
    }

    /// How many watch `game` (0 when that cannot be read: the list is still worth showing).
    async fn spectators_of(&self, game: &Started) -> u32 {
        let short = self.short_name(&game.game);
        let (Some(starter), Ok(id)) = (self.inner.games.get(short), game.game_id.parse::<GameId>())
        else {
            return 0;
        };
        match starter.spectators(id).await {
            Ok(count) => count,
            Err(error) => {
                tracing::debug!(game_id = %game.game_id, %error, "live games: no spectator count");
                0
            }
        }
    }

    fn live_pb(&self, game: &Started) -> pb::LiveGame {
        pb::LiveGame {
            game_id: game.game_id.clone(),
            game: self.short_name(&game.game).to_owned(),
            players: game_players_pb(game),
            time_control: game.time_control.clone(),
            rated: game.rated,
            started_ms: game.started_ms,
            rating: game.rank(),
            spectators: 0,
        }
    }
}
