//! The lobby in the process: one lock over the seeks, the presence of their owners and the
//! change log, so every write is atomic.

use std::collections::{BTreeMap, HashMap};
use std::sync::{Arc, Mutex, MutexGuard};

use super::state::{
    Change, ChangeKind, Ended, Limits, PlayerSnapshot, Rated, Refusal, RemovedWhy, Seek, Snapshot,
    Started,
};
use super::store::LobbyStore;
use crate::store::StoreError;

#[derive(Debug, Default)]
struct State {
    /// Open seeks by id, with the order they were posted in.
    seeks: HashMap<String, (u64, Seek)>,
    /// Open seek id per [`Seek::slot`].
    slots: HashMap<String, String>,
    /// Presence: owner → present until (ms).
    present: HashMap<String, u64>,
    /// The change log: sequence number → change (the last [`LOG_KEEP`]).
    log: BTreeMap<u64, ChangeKind>,
    next: u64,
    /// The newest sequence number trimmed from the log (0: none).
    trimmed: u64,
    /// The games the lobby started that go on, per player key: game id → game.
    games: HashMap<String, BTreeMap<String, (u64, Started)>>,
    /// The same games (those with a signed-in player) in the order the live list shows them.
    live: BTreeMap<LiveOrder, Started>,
    /// Each live game's place in `live`.
    live_at: HashMap<String, LiveOrder>,
    /// Changes kept in the log.
    keep: usize,
    /// Starts recorded pending: game id → (when, what).
    pending: HashMap<String, (u64, String)>,
    /// Games recorded started (so a second `started` of one game is not logged).
    started: std::collections::HashSet<String>,
    /// The ladders: game → member → until (ms).
    ladders: HashMap<String, HashMap<String, u64>>,
    /// Leases: name → (holder, until).
    leases: HashMap<String, (String, u64)>,
    /// Tournaments: id → (version, stored form).
    events: BTreeMap<String, (u64, Vec<u8>)>,
    /// The ladders' recent opponents: (game, player key) → their keys, most recent first.
    recent: HashMap<(String, String), std::collections::VecDeque<String>>,
    /// The games whose rating changes were logged (so a second telling is not), the last
    /// [`RATED_KEEP`], oldest first.
    rated: (
        std::collections::HashSet<String>,
        std::collections::VecDeque<String>,
    ),
}

/// The live list's order: the highest rank first, then the newest.
type LiveOrder = (std::cmp::Reverse<u32>, std::cmp::Reverse<u64>);

/// Rated games remembered as told (a telling repeated later than this many rated games is
/// logged again: the same values).
const RATED_KEEP: usize = 10_000;

/// Lists of recent ladder opponents kept (beyond it they are all forgotten: pairing starts
/// afresh, as after a restart).
const RECENT_LISTS: usize = 100_000;

/// Changes kept in the log (the Redis lobby keeps as many).
const LOG_KEEP: usize = 100_000;

impl State {
    fn record(&mut self, kind: ChangeKind) {
        self.next += 1;
        self.log.insert(self.next, kind);
        while self.log.len() > self.keep.max(1) {
            if let Some((n, _)) = self.log.pop_first() {
                self.trimmed = n;
            }
        }
    }

    fn remove(&mut self, id: &str, why: RemovedWhy, game_id: &str, reason: &str) -> Option<Seek> {
        let (_, seek) = self.seeks.remove(id)?;
        self.slots.remove(&seek.slot());
        self.record(ChangeKind::Removed {
            id: id.to_owned(),
            why,
            game_id: game_id.to_owned(),
            owner: seek.owner.clone(),
            target: seek.target.clone(),
            reason: reason.to_owned(),
        });
        Some(seek)
    }
}

/// The lobby of one process (the memory store's, for a single replica and the tests).
#[derive(Clone, Debug)]
pub struct MemoryLobby {
    state: Arc<Mutex<State>>,
}

impl Default for MemoryLobby {
    fn default() -> MemoryLobby {
        MemoryLobby::with_log_keep(LOG_KEEP)
    }
}

impl MemoryLobby {
    /// An empty lobby.
    pub fn new() -> MemoryLobby {
        MemoryLobby::default()
    }

    /// An empty lobby whose change log keeps the last `keep` changes (a cursor older than
    /// that resumes with a new snapshot).
    pub fn with_log_keep(keep: usize) -> MemoryLobby {
        MemoryLobby {
            state: Arc::new(Mutex::new(State {
                keep,
                ..State::default()
            })),
        }
    }

    fn state(&self) -> MutexGuard<'_, State> {
        self.state.lock().unwrap_or_else(|e| e.into_inner())
    }
}

fn cursor_number(cursor: &str) -> Result<u64, StoreError> {
    if cursor.is_empty() {
        return Ok(0);
    }
    cursor
        .parse()
        .map_err(|_| StoreError::Backend(format!("not a lobby cursor: {cursor:?}")))
}

impl LobbyStore for MemoryLobby {
    async fn create(
        &self,
        seek: &Seek,
        limits: Limits,
        now_ms: u64,
    ) -> Result<Result<(), Refusal>, StoreError> {
        let mut state = self.state();
        if let Some(id) = state.slots.get(&seek.slot()) {
            return Ok(Err(Refusal::AlreadySeeking(id.clone())));
        }
        let from_address = state
            .seeks
            .values()
            .filter(|(_, open)| open.address == seek.address)
            .count();
        if from_address >= usize::try_from(limits.per_address).unwrap_or(usize::MAX) {
            return Ok(Err(Refusal::AddressCap));
        }
        if seek.is_challenge() {
            let challenges = state.seeks.values().filter(|(_, open)| open.is_challenge());
            let (mut made, mut waiting) = (0u32, 0u32);
            for (_, open) in challenges {
                made += u32::from(open.owner == seek.owner);
                waiting += u32::from(open.target == seek.target);
            }
            if limits.challenges_per_player > 0 && made >= limits.challenges_per_player {
                return Ok(Err(Refusal::ChallengerCap(limits.challenges_per_player)));
            }
            if limits.challenges_per_target > 0 && waiting >= limits.challenges_per_target {
                return Ok(Err(Refusal::TargetCap(limits.challenges_per_target)));
            }
        }
        let order = state.next + 1;
        state.slots.insert(seek.slot(), seek.id.clone());
        state.seeks.insert(seek.id.clone(), (order, seek.clone()));
        let until = now_ms.saturating_add(limits.grace_ms);
        let entry = state.present.entry(seek.owner.clone()).or_insert(until);
        *entry = (*entry).max(until);
        state.record(ChangeKind::Added(seek.clone()));
        Ok(Ok(()))
    }

    async fn cancel(&self, id: &str, owner: &str) -> Result<bool, StoreError> {
        let mut state = self.state();
        if state
            .seeks
            .get(id)
            .is_none_or(|(_, seek)| seek.owner != owner)
        {
            return Ok(false);
        }
        Ok(state.remove(id, RemovedWhy::Cancelled, "", "").is_some())
    }

    async fn accept_starting(
        &self,
        id: &str,
        acceptor: &str,
        rating: u32,
        game_id: &str,
        pending: &str,
        now_ms: u64,
    ) -> Result<Result<Seek, Refusal>, StoreError> {
        let mut state = self.state();
        let Some((_, seek)) = state.seeks.get(id) else {
            return Ok(Err(Refusal::Taken));
        };
        if seek.owner == acceptor {
            return Ok(Err(Refusal::OwnSeek));
        }
        if seek.is_challenge() && seek.target != acceptor {
            return Ok(Err(Refusal::NotChallenged));
        }
        if !seek.admits(rating) {
            return Ok(Err(Refusal::OutOfRange));
        }
        let taken = state
            .remove(id, RemovedWhy::Accepted, game_id, "")
            .ok_or(Refusal::Taken);
        if taken.is_ok() && !pending.is_empty() {
            state
                .pending
                .insert(game_id.to_owned(), (now_ms, pending.to_owned()));
        }
        Ok(taken)
    }

    async fn record_pending(
        &self,
        game_id: &str,
        pending: &str,
        now_ms: u64,
    ) -> Result<(), StoreError> {
        self.state()
            .pending
            .insert(game_id.to_owned(), (now_ms, pending.to_owned()));
        Ok(())
    }

    async fn pending_starts(
        &self,
        before_ms: u64,
        limit: usize,
    ) -> Result<Vec<(String, String)>, StoreError> {
        let state = self.state();
        let mut due: Vec<(u64, String, String)> = state
            .pending
            .iter()
            .filter(|(_, (at, _))| *at <= before_ms)
            .map(|(id, (at, text))| (*at, id.clone(), text.clone()))
            .collect();
        due.sort();
        Ok(due
            .into_iter()
            .take(limit)
            .map(|(_, id, text)| (id, text))
            .collect())
    }

    async fn seek(&self, id: &str) -> Result<Option<Seek>, StoreError> {
        Ok(self.state().seeks.get(id).map(|(_, seek)| seek.clone()))
    }

    async fn present(&self, owner: &str, until_ms: u64) -> Result<(), StoreError> {
        let mut state = self.state();
        let entry = state.present.entry(owner.to_owned()).or_insert(until_ms);
        *entry = (*entry).max(until_ms);
        Ok(())
    }

    async fn ladder_join(&self, game: &str, member: &str, until_ms: u64) -> Result<(), StoreError> {
        let mut state = self.state();
        let entry = state
            .ladders
            .entry(game.to_owned())
            .or_default()
            .entry(member.to_owned())
            .or_insert(until_ms);
        *entry = (*entry).max(until_ms);
        Ok(())
    }

    async fn ladder(&self, game: &str, now_ms: u64) -> Result<Vec<String>, StoreError> {
        let mut state = self.state();
        let Some(members) = state.ladders.get_mut(game) else {
            return Ok(Vec::new());
        };
        members.retain(|_, until| *until > now_ms);
        let mut out: Vec<String> = members.keys().cloned().collect();
        out.sort_unstable();
        Ok(out)
    }

    async fn ladder_met(
        &self,
        game: &str,
        a: &str,
        b: &str,
        keep: usize,
    ) -> Result<(), StoreError> {
        if keep == 0 {
            return Ok(());
        }
        let mut state = self.state();
        if state.recent.len() >= RECENT_LISTS {
            state.recent.clear();
        }
        for (me, them) in [(a, b), (b, a)] {
            let list = state
                .recent
                .entry((game.to_owned(), me.to_owned()))
                .or_default();
            list.retain(|k| k != them);
            list.push_front(them.to_owned());
            list.truncate(keep);
        }
        Ok(())
    }

    async fn ladder_recent(&self, game: &str, key: &str) -> Result<Vec<String>, StoreError> {
        Ok(self
            .state()
            .recent
            .get(&(game.to_owned(), key.to_owned()))
            .map(|list| list.iter().cloned().collect())
            .unwrap_or_default())
    }

    async fn lease(
        &self,
        name: &str,
        holder: &str,
        now_ms: u64,
        until_ms: u64,
    ) -> Result<bool, StoreError> {
        let mut state = self.state();
        match state.leases.get(name) {
            Some((other, until)) if other != holder && *until > now_ms => Ok(false),
            _ => {
                state
                    .leases
                    .insert(name.to_owned(), (holder.to_owned(), until_ms));
                Ok(true)
            }
        }
    }

    async fn is_present(&self, owner: &str, now_ms: u64) -> Result<bool, StoreError> {
        Ok(self.state().present.get(owner).is_some_and(|t| *t > now_ms))
    }

    async fn sweep(&self, now_ms: u64) -> Result<usize, StoreError> {
        let mut state = self.state();
        let mut gone: Vec<(u64, String, RemovedWhy)> = state
            .seeks
            .iter()
            .filter_map(|(id, (order, seek))| {
                if seek.expires_ms <= now_ms {
                    Some((*order, id.clone(), RemovedWhy::Expired))
                } else if state.present.get(&seek.owner).is_none_or(|t| *t <= now_ms) {
                    Some((*order, id.clone(), RemovedWhy::OwnerLeft))
                } else {
                    None
                }
            })
            .collect();
        gone.sort_by_key(|(order, _, _)| *order);
        for (_, id, why) in &gone {
            state.remove(id, *why, "", "");
        }
        state.present.retain(|_, until| *until > now_ms);
        Ok(gone.len())
    }

    async fn snapshot(&self) -> Result<Snapshot, StoreError> {
        let state = self.state();
        let mut seeks: Vec<&(u64, Seek)> = state
            .seeks
            .values()
            .filter(|(_, seek)| !seek.is_challenge())
            .collect();
        seeks.sort_by_key(|(order, _)| *order);
        Ok(Snapshot {
            cursor: state.next.to_string(),
            seeks: seeks.into_iter().map(|(_, seek)| seek.clone()).collect(),
        })
    }

    async fn changes(&self, cursor: &str, limit: usize) -> Result<Option<Vec<Change>>, StoreError> {
        let after = cursor_number(cursor)?;
        let state = self.state();
        if after < state.trimmed {
            return Ok(None);
        }
        Ok(Some(
            state
                .log
                .range(after.saturating_add(1)..)
                .take(limit)
                .map(|(n, kind)| Change {
                    cursor: n.to_string(),
                    kind: kind.clone(),
                })
                .collect(),
        ))
    }

    async fn decline(&self, id: &str, target: &str, reason: &str) -> Result<bool, StoreError> {
        let mut state = self.state();
        if state
            .seeks
            .get(id)
            .is_none_or(|(_, seek)| !seek.is_challenge() || seek.target != target)
        {
            return Ok(false);
        }
        Ok(state.remove(id, RemovedWhy::Declined, "", reason).is_some())
    }

    async fn started(&self, game: &Started) -> Result<(), StoreError> {
        let mut state = self.state();
        state.pending.remove(&game.game_id);
        if !state.started.insert(game.game_id.clone()) {
            return Ok(());
        }
        if state.started.len() > 100_000 {
            // Only a recent start can be told twice (a retried start within seconds).
            state.started.clear();
            state.started.insert(game.game_id.clone());
        }
        let order = state.next + 1;
        for key in game.keys() {
            state
                .games
                .entry(key.to_owned())
                .or_default()
                .insert(game.game_id.clone(), (order, game.clone()));
        }
        if game.keys().next().is_some() {
            let at = (std::cmp::Reverse(game.rank()), std::cmp::Reverse(order));
            state.live.insert(at, game.clone());
            state.live_at.insert(game.game_id.clone(), at);
        }
        state.record(ChangeKind::Started(game.clone()));
        Ok(())
    }

    async fn live(&self, game: &str, limit: usize) -> Result<Vec<Started>, StoreError> {
        let state = self.state();
        Ok(state
            .live
            .values()
            .filter(|g| game.is_empty() || g.game == game)
            .take(limit)
            .cloned()
            .collect())
    }

    async fn ended(&self, end: &Ended) -> Result<bool, StoreError> {
        let mut state = self.state();
        if let Some(at) = state.live_at.remove(&end.game_id) {
            state.live.remove(&at);
        }
        let mut listed = false;
        for key in &end.players {
            if let Some(games) = state.games.get_mut(key) {
                listed |= games.remove(&end.game_id).is_some();
                if games.is_empty() {
                    state.games.remove(key);
                }
            }
        }
        if listed {
            state.record(ChangeKind::Ended(end.clone()));
        }
        Ok(listed)
    }

    async fn rated(&self, rated: &Rated) -> Result<(), StoreError> {
        let mut state = self.state();
        if !state.rated.0.insert(rated.game_id.clone()) {
            return Ok(());
        }
        state.rated.1.push_back(rated.game_id.clone());
        while state.rated.1.len() > RATED_KEEP {
            if let Some(old) = state.rated.1.pop_front() {
                state.rated.0.remove(&old);
            }
        }
        state.record(ChangeKind::Rated(rated.clone()));
        Ok(())
    }

    async fn player(&self, key: &str) -> Result<PlayerSnapshot, StoreError> {
        let state = self.state();
        let mut challenges: Vec<&(u64, Seek)> = state
            .seeks
            .values()
            .filter(|(_, seek)| seek.is_challenge() && (seek.owner == key || seek.target == key))
            .collect();
        challenges.sort_by_key(|(order, _)| *order);
        let mut games: Vec<&(u64, Started)> = state
            .games
            .get(key)
            .map(|games| games.values().collect())
            .unwrap_or_default();
        games.sort_by_key(|(order, _)| *order);
        Ok(PlayerSnapshot {
            cursor: state.next.to_string(),
            challenges: challenges.into_iter().map(|(_, s)| s.clone()).collect(),
            games: games.into_iter().map(|(_, g)| g.clone()).collect(),
        })
    }

    async fn event(&self, id: &str) -> Result<Option<(u64, Vec<u8>)>, StoreError> {
        Ok(self.state().events.get(id).cloned())
    }

    async fn write_event(&self, id: &str, version: u64, bytes: &[u8]) -> Result<bool, StoreError> {
        let mut state = self.state();
        let now = state.events.get(id).map_or(0, |(v, _)| *v);
        if now != version {
            return Ok(false);
        }
        state
            .events
            .insert(id.to_owned(), (version + 1, bytes.to_vec()));
        Ok(true)
    }

    async fn event_ids(&self) -> Result<Vec<String>, StoreError> {
        Ok(self.state().events.keys().cloned().collect())
    }

    async fn drop_event(&self, id: &str, version: u64) -> Result<bool, StoreError> {
        let mut state = self.state();
        if state.events.get(id).map(|(v, _)| *v) != Some(version) {
            return Ok(false);
        }
        state.events.remove(id);
        Ok(true)
    }
}
