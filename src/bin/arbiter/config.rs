//! Command-line and environment configuration (clap; every flag also reads an environment
//! variable).

use std::net::SocketAddr;
use std::path::PathBuf;
use std::time::Duration;

use clap::{Args, Parser, Subcommand, ValueEnum};

use arbiter::listener::{ConnectionOptions, connections_that_fit};
use arbiter::ratelimit::RateLimits;
use arbiter::rpc::admission::AdmissionOptions;
use arbiter::server::{METADATA_CEILING, ServeOptions};
use arbiter::tls::{RedisTls, TlsAcceptor, TlsError, TlsFiles};
use arbiter::web::AllowedOrigins;

mod accounts;
pub use accounts::{AccountArgs, PushArgs};

/// Hanniball: the authoritative game-state service (gRPC), with a Redis or in-memory store.
#[derive(Debug, Parser)]
#[command(
    name = "arbiter",
    version,
    about,
    args_conflicts_with_subcommands = true
)]
pub struct Cli {
    /// What to do; without a subcommand, `serve`.
    #[command(subcommand)]
    pub command: Option<Command>,
    /// Options of `serve` when no subcommand is given.
    #[command(flatten)]
    pub serve: ServeArgs,
}

impl Cli {
    /// The command to run (`serve` when none was given).
    #[must_use]
    pub fn into_command(self) -> Command {
        self.command.unwrap_or(Command::Serve(self.serve))
    }
}

/// The subcommands.
// Parsed once at start: the size of the serve options does not matter.
#[allow(clippy::large_enum_variant)]
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Run the gRPC server (the default).
    Serve(ServeArgs),
    /// Count and time perft(1..=DEPTH): every action sequence of that length (engine speed).
    Perft(PerftArgs),
    /// Play random games through the rules engine and report actions applied per second.
    Playout(PlayoutArgs),
    /// Ask a server's grpc.health.v1 service whether it is SERVING: exit status 0 if so, 1
    /// otherwise (for container health checks).
    Healthcheck(HealthcheckArgs),
    /// Play one seat of a game on a running server (or, with --pool, the computer opponent
    /// of every game queued for it).
    Bot(BotArgs),
    /// Play many games between two bot configurations through a server and print the
    /// results: wins, draws, losses, score, Elo difference, think time.
    Match(MatchArgs),
    /// Measure playouts per second and search iterations per second of a game's bot.
    BotBench(BotBenchArgs),
    /// Analyse a game's record file with the bots' searchers (no server): the evaluation
    /// and best lines of its last position as the search deepens, or with --review the
    /// evaluation after each action and the biggest swings.
    Analyse(AnalyseArgs),
}

/// Options of `analyse`.
#[derive(Clone, Debug, Args)]
pub struct AnalyseArgs {
    /// The record file (as the service writes records: GetHistory, ExportGames); `-` reads
    /// standard input.
    pub record: String,
    /// The game: a served game's name (`hanniball`, `hnefatafl`, `chess-football`); by
    /// default the record's `[Game "…"]` tag.
    #[arg(long)]
    pub game_kind: Option<String>,
    /// Analyse the position after this many actions (default: the last one).
    #[arg(long)]
    pub after: Option<usize>,
    /// Thinking time in milliseconds (per position with --review).
    #[arg(long, default_value_t = 2000, value_parser = clap::value_parser!(u64).range(1..=600_000))]
    pub time_ms: u64,
    /// How many lines to show (1 to 5).
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u32).range(1..=5))]
    pub lines: u32,
    /// Review the whole game: the evaluation after each action, the biggest swings marked.
    #[arg(long)]
    pub review: bool,
    /// How many of the biggest swings to mark with --review.
    #[arg(long, default_value_t = 3)]
    pub swings: usize,
}

/// How a bot thinks.
#[derive(Clone, Debug, Args)]
pub struct ThinkArgs {
    /// Think time per action in milliseconds (the default is 100 unless --iterations is
    /// given alone).
    #[arg(long, env = "ARBITER_BOT_BUDGET_MS")]
    pub budget_ms: Option<u64>,
    /// At most this many search iterations per action; alone (without --budget-ms), the bot
    /// is deterministic for a seed.
    #[arg(long, env = "ARBITER_BOT_ITERATIONS")]
    pub iterations: Option<u64>,
    /// Seed of the bot's random choices.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Play uniformly random legal actions instead of searching.
    #[arg(long)]
    pub random: bool,
}

impl ThinkArgs {
    /// The bot configuration these options describe.
    #[must_use]
    pub fn spec(&self) -> arbiter::bot::BotSpec {
        use arbiter::bot::{BotSpec, Budget};
        if self.random {
            return BotSpec::Random;
        }
        let time = match (self.budget_ms, self.iterations) {
            (Some(ms), _) => Some(Duration::from_millis(ms)),
            (None, Some(_)) => None,
            (None, None) => Some(Duration::from_millis(100)),
        };
        BotSpec::Mcts(Budget {
            time,
            iterations: self.iterations,
        })
    }
}

/// Options of `bot`.
#[derive(Clone, Debug, Args)]
pub struct BotArgs {
    /// Server address(es), HOST:PORT or URL; repeat or separate with commas. On failure the
    /// bot moves on to the next one.
    #[arg(
        long,
        env = "ARBITER_BOT_ADDR",
        value_delimiter = ',',
        default_value = "127.0.0.1:50051"
    )]
    pub addr: Vec<String>,
    /// The game to play: a served game's name (`hanniball`, `hnefatafl`, `chess-football`).
    #[arg(long, default_value = "hanniball")]
    pub game_kind: String,
    /// The game id (with --token). Ids and tokens are URL-safe base64 and may start with
    /// `-`, which is taken as the value, not as a flag.
    #[arg(long, conflicts_with_all = ["new", "pool"], allow_hyphen_values = true)]
    pub game: Option<String>,
    /// The seat token of the seat to play (with --game).
    #[arg(
        long,
        env = "ARBITER_BOT_TOKEN",
        requires = "game",
        allow_hyphen_values = true
    )]
    pub token: Option<String>,
    /// The seat to play: its name (e.g. white, black) or number (0, 1). Needed with --token
    /// (the token's seat); with --new, the first seat by default.
    #[arg(long)]
    pub seat: Option<String>,
    /// Create a game, print its id and the other seat's token, and play --seat.
    #[arg(long, conflicts_with = "pool")]
    pub new: bool,
    /// Play as the (bot) account of this session token (accounts.v1 SignIn): follow the
    /// account's event stream (lobby.v1 WatchPlayer), accept the challenges of the games in
    /// --accept-games (decline the others), play every game the lobby starts for the account
    /// and, after a restart, the ones going on. Session tokens may start with `-`.
    #[arg(
        long,
        env = "ARBITER_BOT_SESSION",
        conflicts_with_all = ["game", "new", "pool"],
        allow_hyphen_values = true
    )]
    pub session: Option<String>,
    /// With --session: the games whose challenges are accepted (service short names, e.g.
    /// hnefatafl,hanniball; default: every game the server serves).
    #[arg(long, value_delimiter = ',', requires = "session")]
    pub accept_games: Vec<String>,
    /// With --session: also play on the ladder of the accepted games (--accept-games): the
    /// service keeps pairing the account, while it runs, in rated games against the ladder's
    /// bots of close rating (or a computer player; see docs/bots.md).
    #[arg(long, requires = "session")]
    pub ladder: bool,
    /// With --session: join every event (tournament.v1) the account's stream announces whose
    /// game is one of --accept-games (events open to bots, not full, without a password) and
    /// play its games like every other (docs/tournaments.md).
    #[arg(long, requires = "session")]
    pub join_events: bool,
    /// With --session: stop once this many games have ended (0: never stop).
    #[arg(long, default_value_t = 0, requires = "session")]
    pub max_games: u64,
    /// Start position of the game --new creates.
    #[arg(long, requires = "new")]
    pub position: Option<String>,
    /// Work in the computer-opponent pool: take the computer's due moves (games created by
    /// NewGame with field `bot`) from the store, hold a lease on each while thinking it, and
    /// take over moves whose thinker died.
    #[arg(long)]
    pub pool: bool,
    /// The store of the pool's queue (the server's Redis); without it, --pool fails.
    #[arg(long, env = "REDIS_URL", requires = "pool")]
    pub redis_url: Option<String>,
    /// A thinker that has not renewed its lease on a move for this long is taken to be dead,
    /// and another thinker takes the move over.
    #[arg(long, env = "ARBITER_BOT_LEASE_MS", default_value_t = 5000, value_parser = clap::value_parser!(u64).range(200..=600_000))]
    pub lease_ms: u64,
    /// The most moves one pool worker thinks at once.
    #[arg(long, env = "ARBITER_BOT_GAMES", default_value_t = 4, value_parser = clap::value_parser!(u64).range(1..=1000))]
    pub pool_games: u64,
    /// How the bot thinks.
    #[command(flatten)]
    pub think: ThinkArgs,
    /// Let an external engine program play the seat: "PROGRAM ARGS" (shell quoting), spoken
    /// to on stdin/stdout in the engine protocol of docs/bots.md; --budget-ms is its move time.
    #[arg(long, conflicts_with = "pool")]
    pub engine: Option<String>,
    /// Log format.
    #[arg(long, env = "ARBITER_LOG_FORMAT", value_enum, default_value_t = LogFormat::Text)]
    pub log_format: LogFormat,
}

/// Options of `match`.
#[derive(Clone, Debug, Args)]
pub struct MatchArgs {
    /// Server address(es), as for `bot`.
    #[arg(long, value_delimiter = ',', default_value = "127.0.0.1:50051")]
    pub addr: Vec<String>,
    /// The game to play: a served game's name (`hanniball`, `hnefatafl`, `chess-football`).
    #[arg(long, default_value = "hanniball")]
    pub game_kind: String,
    /// Bot A: `random`, or `mcts` with optional `:<N>ms` (think time) and `:<N>it`
    /// (iterations), e.g. mcts:100ms.
    #[arg(long, default_value = "mcts:100ms")]
    pub a: arbiter::bot::BotSpec,
    /// Bot B, as bot A.
    #[arg(long, default_value = "random")]
    pub b: arbiter::bot::BotSpec,
    /// Games to play; A plays the first seat in even games, the second in odd ones.
    #[arg(long, default_value_t = 20, value_parser = clap::value_parser!(u32).range(1..))]
    pub games: u32,
    /// Games played at the same time.
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u64).range(1..=256))]
    pub parallel: u64,
    /// Seed of the bots' random choices.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// A game still undecided after this many actions (both seats) is stopped and scored as
    /// a draw (adjudicated); 0: no limit.
    #[arg(long, default_value_t = 1000)]
    pub max_actions: u64,
    /// Print the results as JSON.
    #[arg(long)]
    pub json: bool,
}

/// Options of `bot-bench`.
#[derive(Clone, Debug, Args)]
pub struct BotBenchArgs {
    /// The game to measure.
    #[arg(long, default_value = "hanniball")]
    pub game_kind: String,
    /// Measure for about this many milliseconds per figure.
    #[arg(long, default_value_t = 2000)]
    pub millis: u64,
    /// Seed.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
}

/// Options of `perft`.
#[derive(Clone, Debug, Args)]
pub struct PerftArgs {
    /// The deepest count (1 to 8; in Hanniball depth 5 takes seconds, each further depth
    /// ~60 times longer).
    #[arg(value_parser = clap::value_parser!(u32).range(1..=8))]
    pub depth: u32,
    /// The game: a served game's name (`hanniball`, `hnefatafl`, `chess-football`).
    #[arg(long, default_value = "hanniball")]
    pub game_kind: String,
    /// Start from this position (in the game's notation) instead of the initial one.
    #[arg(long)]
    pub position: Option<String>,
}

/// Options of `playout`.
#[derive(Clone, Debug, Args)]
pub struct PlayoutArgs {
    /// The game: a served game's name (`hanniball`, `hnefatafl`, `chess-football`).
    #[arg(long, default_value = "hanniball")]
    pub game_kind: String,
    /// Start every game from this position (in the game's notation) instead of the initial
    /// one.
    #[arg(long)]
    pub position: Option<String>,
    /// Games to play.
    #[arg(long, default_value_t = 1000, value_parser = clap::value_parser!(u64).range(1..))]
    pub games: u64,
    /// A game still undecided after this many turns is stopped.
    #[arg(long, default_value_t = 1000, value_parser = clap::value_parser!(u32).range(1..))]
    pub max_turns: u32,
    /// Seed of the random choices (the same seed plays the same games).
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
}

/// Options of `healthcheck`.
#[derive(Clone, Debug, Args)]
pub struct HealthcheckArgs {
    /// The server's address, HOST:PORT.
    #[arg(long, default_value = "127.0.0.1:50051")]
    pub addr: String,

    /// The health service name to check: "" (the default) is the whole server, NOT_SERVING
    /// while the store is unreachable; "liveness" is SERVING while the process answers.
    #[arg(long, default_value = "")]
    pub service: String,

    /// Give up (exit status 1) after this many milliseconds.
    #[arg(long, default_value_t = 2000, value_parser = clap::value_parser!(u64).range(1..=600_000))]
    pub timeout_ms: u64,

    /// Connect with TLS, trusting this CA certificate (PEM) for the server's certificate
    /// (also implied by an https:// address, which then trusts the CA given here only).
    #[arg(long)]
    pub tls_ca: Option<PathBuf>,

    /// With TLS: present this client certificate (PEM), for servers that require one.
    #[arg(long, requires = "tls_key")]
    pub tls_cert: Option<PathBuf>,

    /// With TLS: the client certificate's private key (PEM).
    #[arg(long, requires = "tls_cert")]
    pub tls_key: Option<PathBuf>,

    /// With TLS: the name the server's certificate must carry (default: the address's host).
    #[arg(long)]
    pub tls_server_name: Option<String>,
}

impl HealthcheckArgs {
    /// The time limit of the check.
    #[must_use]
    pub fn timeout(&self) -> Duration {
        Duration::from_millis(self.timeout_ms)
    }
}

/// Log output formats.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, ValueEnum)]
pub enum LogFormat {
    /// Human-readable lines.
    #[default]
    Text,
    /// One JSON object per line, for log collectors.
    Json,
}

/// Options of the server.
#[derive(Clone, Debug, Args)]
pub struct ServeArgs {
    /// Address to listen on.
    #[arg(long, env = "ARBITER_LISTEN", default_value = "0.0.0.0:50051")]
    pub listen: SocketAddr,

    /// Redis URL: redis://[user:password@]host:port[/db] for one server, or
    /// redis+cluster://[user:password@]host1:port1,host2:port2,... for a Redis Cluster (a few
    /// seed nodes; the rest are discovered). Without it, games are kept in memory.
    #[arg(long, env = "REDIS_URL")]
    pub redis_url: Option<String>,

    /// The player database (accounts, ratings, the game archive):
    /// postgres://user:password@host:port/db for PostgreSQL; without it, an embedded SQLite
    /// file `arbiter-players.sqlite3` in the working directory (sqlite:PATH?mode=rwc names
    /// another file).
    #[arg(long, env = "DATABASE_URL")]
    pub database_url: Option<String>,

    /// With a rediss:// or rediss+cluster:// URL: verify Redis with this CA certificate (PEM)
    /// instead of the system's roots (e.g. a managed Redis's own CA).
    #[arg(long, env = "ARBITER_REDIS_CA", value_parser = parse_optional_path,
          default_value = "", hide_default_value = true)]
    pub redis_ca: OptionalPath,

    /// With a rediss:// URL: present this client certificate (PEM) to Redis (Redis with
    /// `tls-auth-clients yes`); needs --redis-client-key.
    #[arg(long, env = "ARBITER_REDIS_CLIENT_CERT", value_parser = parse_optional_path,
          default_value = "", hide_default_value = true)]
    pub redis_client_cert: OptionalPath,

    /// The private key (PEM) of --redis-client-cert.
    #[arg(long, env = "ARBITER_REDIS_CLIENT_KEY", value_parser = parse_optional_path,
          default_value = "", hide_default_value = true)]
    pub redis_client_key: OptionalPath,

    /// Open lobby seeks one client address may have at once (quick pairing included).
    #[arg(long, env = "ARBITER_LOBBY_SEEKS_PER_ADDRESS", default_value_t = 5,
          value_parser = clap::value_parser!(u32).range(1..))]
    pub lobby_seeks_per_address: u32,

    /// Open lobby challenges one player may have made at once; 0: no cap.
    #[arg(
        long,
        env = "ARBITER_LOBBY_CHALLENGES_PER_PLAYER",
        default_value_t = 10
    )]
    pub lobby_challenges_per_player: u32,

    /// Lobby challenges that may wait for one player's answer at once; 0: no cap.
    #[arg(
        long,
        env = "ARBITER_LOBBY_CHALLENGES_PER_TARGET",
        default_value_t = 30
    )]
    pub lobby_challenges_per_target: u32,

    /// Seeks and challenges one player or guest may post per second on one replica (twice as
    /// many in a burst); 0: no limit.
    #[arg(long, env = "ARBITER_LOBBY_POSTS_PER_SEC", default_value_t = 2)]
    pub lobby_posts_per_sec: u32,

    /// Seconds without a write after which a game is forgotten.
    #[arg(long, env = "ARBITER_GAME_TTL_SECS", default_value_t = 604_800,
          value_parser = clap::value_parser!(u64).range(1..))]
    pub game_ttl_secs: u64,

    /// Log format; the log filter comes from RUST_LOG (default "info").
    #[arg(long, env = "ARBITER_LOG_FORMAT", value_enum, default_value_t = LogFormat::Text)]
    pub log_format: LogFormat,

    /// Browser origins allowed to call over gRPC-Web cross-origin: comma-separated
    /// scheme://host[:port] values, or "*" for any. Default: none (same-origin pages only).
    #[arg(
        long,
        env = "ARBITER_CORS_ORIGINS",
        default_value = "",
        hide_default_value = true
    )]
    pub cors_origins: AllowedOrigins,

    /// Serve Prometheus metrics over HTTP at /metrics on this address (e.g. 0.0.0.0:9090);
    /// without it (or when empty), no metrics endpoint.
    #[arg(long, env = "ARBITER_METRICS_ADDR", default_value = "", hide_default_value = true,
          value_parser = parse_optional_addr)]
    pub metrics_addr: OptionalAddr,

    /// Abort a game nobody has made the first action in for this many seconds (since its
    /// creation, or since a seat was last taken or an invitation revoked); 0: never.
    #[arg(long, env = "ARBITER_ABANDON_AFTER_SECS", default_value_t = 3600)]
    pub abandon_after_secs: u64,

    /// Abort a game whose side to move has not made its first action this many seconds after
    /// every seat was taken (or after the opponent's first action); 0: by the clock (a sixth
    /// of the starting time, between 30 s and 3 min; a turn with a time per turn; 5 min
    /// without a clock).
    #[arg(long, env = "ARBITER_FIRST_MOVE_SECS", default_value_t = 0)]
    pub first_move_secs: u64,

    /// Tell a player that the opponent is gone after this many seconds without an open
    /// stream of the opponent's seat or an action of theirs; 0: by the clock (15 s under
    /// 3 min, 30 s under 15 min, 60 s above; 10 min in correspondence).
    #[arg(long, env = "ARBITER_GONE_GRACE_SECS", default_value_t = 0)]
    pub gone_grace_secs: u64,

    /// Let the opponent of a player gone claim the game this many seconds after being told;
    /// 0: by the clock (as the grace time; a day in correspondence).
    #[arg(long, env = "ARBITER_CLAIM_WAIT_SECS", default_value_t = 0)]
    pub claim_wait_secs: u64,

    /// Limits on calls and connections.
    #[command(flatten)]
    pub limits: LimitArgs,

    /// Limits of the accounts under abuse (docs/security.md).
    #[command(flatten)]
    pub accounts: AccountArgs,

    /// Web Push notifications (docs/push.md).
    #[command(flatten)]
    pub push: PushArgs,

    /// Computer moves this replica thinks at once as a pool worker (in games created with
    /// NewGame's `bot` field; a game waiting for its human holds none; see docs/bots.md); 0:
    /// none (leave them to `arbiter bot --pool` workers).
    #[arg(long, env = "ARBITER_BOT_GAMES", default_value_t = 4)]
    pub bot_games: u64,

    /// Whether the service's computer players (the bot accounts computer-easy,
    /// computer-medium and computer-hard) accept challenges, when accounts and the lobby are
    /// served. Their moves are thought by the same thinkers as NewGame's `bot` (this
    /// replica's --bot-games, or `arbiter bot --pool` workers): leave it on only where
    /// some run.
    #[arg(long, env = "ARBITER_COMPUTER_PLAYERS", default_value_t = true,
          action = clap::ArgAction::Set)]
    pub computer_players: bool,

    /// How often the bots' ladder pairs the bot accounts on it (`arbiter bot --session
    /// --ladder`; see docs/bots.md), when accounts and the lobby are served; 0: no ladder.
    #[arg(long, env = "ARBITER_LADDER_EVERY_MS", default_value_t = 5000,
          value_parser = ladder_every)]
    pub ladder_every_ms: u64,

    /// The ladder games' time control, `<minutes>+<seconds>`.
    #[arg(long, env = "ARBITER_LADDER_TIME_CONTROL", default_value = "3+2",
          value_parser = ladder_time_control)]
    pub ladder_time_control: String,

    /// The most ladder games between two of the service's computer players going on at once
    /// per game (so that their ratings measure their strength, without taking much of the
    /// thinkers' time from people's games); 0 (the default): they never meet each other, so
    /// that a service nobody plays on stays idle. The deployment files set 1.
    #[arg(long, env = "ARBITER_LADDER_COMPUTER_GAMES", default_value_t = 0,
          value_parser = clap::value_parser!(u32).range(0..=16))]
    pub ladder_computer_games: u32,

    /// The pause between a Swiss or round-robin event's round and the next (docs/tournaments.md).
    #[arg(long, env = "ARBITER_TOURNAMENT_ROUND_PAUSE_MS", default_value_t = 10_000,
          value_parser = clap::value_parser!(u64).range(0..=3_600_000))]
    pub tournament_round_pause_ms: u64,

    /// The pool's lease: a thinker that has not renewed its hold on a move for this long is
    /// taken to be dead, and another thinker (of any replica) takes the move over.
    #[arg(long, env = "ARBITER_BOT_LEASE_MS", default_value_t = 5000, value_parser = clap::value_parser!(u64).range(200..=600_000))]
    pub bot_lease_ms: u64,

    /// Connections: handshake timeout, cap, keepalive, maximum age, TLS.
    #[command(flatten)]
    pub edge: EdgeArgs,

    /// Per-client rate limits.
    #[command(flatten)]
    pub rate_limits: RateLimitArgs,

    /// Admission control under overload.
    #[command(flatten)]
    pub admission: AdmissionArgs,

    /// Searches of the analysis board (`analysis.v1`, docs/analysis.md) running at once on
    /// this replica (default: half the cores, at least one).
    #[arg(long, env = "ARBITER_ANALYSIS_WORKERS", value_parser = clap::value_parser!(u64).range(1..=1024))]
    pub analysis_workers: Option<u64>,

    /// Analyses waiting for a search thread; beyond, calls are refused at once (ANALYSIS_BUSY).
    /// Default: twice the workers.
    #[arg(long, env = "ARBITER_ANALYSIS_QUEUE")]
    pub analysis_queue: Option<u64>,

    /// Analyses one player (or address) may start per minute, 0 for no limit; a third of it
    /// (at least one) at once.
    #[arg(long, env = "ARBITER_ANALYSIS_PER_MINUTE", default_value_t = 30)]
    pub analysis_per_minute: u32,
}

impl ServeArgs {
    /// The analysis pool these flags ask for.
    #[must_use]
    pub fn analysis_pool(&self) -> arbiter::analysis::pool::AnalysisPool {
        let size = |n: u64| usize::try_from(n).unwrap_or(usize::MAX);
        let default = arbiter::analysis::pool::PoolOptions::default();
        let workers = self.analysis_workers.map_or(default.workers, size);
        let options = arbiter::analysis::pool::PoolOptions {
            workers,
            queue: self.analysis_queue.map_or(2 * workers, size),
            per_minute: self.analysis_per_minute,
            burst: (self.analysis_per_minute / 3).max(1),
        };
        arbiter::analysis::pool::AnalysisPool::new(
            options,
            arbiter::analysis::service::DEFAULT_TIME,
        )
    }
}

/// A file path that may be left empty (an empty environment variable means none).
pub type OptionalPath = Option<PathBuf>;

fn parse_optional_path(text: &str) -> Result<OptionalPath, String> {
    let text = text.trim();
    Ok((!text.is_empty()).then(|| PathBuf::from(text)))
}

/// An address that may be left empty. (An alias, so that clap parses the whole value with
/// `parse_optional_addr` instead of treating the argument as optional.)
pub type OptionalAddr = Option<SocketAddr>;

/// An empty text is no address; anything else must be HOST_IP:PORT.
fn parse_optional_addr(text: &str) -> Result<OptionalAddr, String> {
    let text = text.trim();
    if text.is_empty() {
        return Ok(None);
    }
    text.parse::<SocketAddr>().map(Some).map_err(|e| {
        format!("{e}: expected IP:PORT, e.g. 0.0.0.0:9090 (empty: no metrics endpoint)")
    })
}

impl ServeArgs {
    /// The idle TTL of games.
    #[must_use]
    pub fn game_ttl(&self) -> Duration {
        Duration::from_secs(self.game_ttl_secs)
    }

    /// The TLS settings for Redis.
    ///
    /// # Errors
    /// A file cannot be read, or a client certificate comes without its key.
    pub fn redis_tls(&self) -> Result<RedisTls, TlsError> {
        RedisTls::from_files(
            self.redis_ca.as_deref(),
            self.redis_client_cert.as_deref(),
            self.redis_client_key.as_deref(),
        )
    }

    /// The server options these arguments ask for: limits, connections (with the TLS files
    /// loaded, and the connection cap fitted under `open_files`, the descriptor limit) and
    /// rate limits; the notes say what was adjusted.
    ///
    /// # Errors
    /// The TLS files cannot be loaded.
    pub fn serve_options(&self, open_files: Option<u64>) -> Result<Configured, TlsError> {
        let (connections, notes) = self.edge.connection_options(open_files)?;
        Ok(Configured {
            options: ServeOptions {
                cors_origins: self.cors_origins.clone(),
                connections,
                tls_reload_interval: Duration::from_secs(self.edge.tls_reload_secs),
                rate_limits: self.rate_limits.limits(),
                admission: self.admission.options(),
                ..self.limits.serve_options()
            },
            notes,
        })
    }
}

/// Server options, and what was adjusted to make them fit.
#[derive(Debug)]
pub struct Configured {
    /// The options.
    pub options: ServeOptions,
    /// Warnings for the log (e.g. a connection cap above the descriptor limit).
    pub notes: Vec<String>,
}

/// The connection cap when none is given (lowered to fit the descriptor limit).
pub const DEFAULT_MAX_CONNECTIONS: u32 = 10_000;

/// Connections and TLS (see `docs/reliability.md`).
#[derive(Clone, Debug, Args)]
pub struct EdgeArgs {
    /// Milliseconds a new connection has to finish its TLS handshake (if any) and send the
    /// HTTP/2 preface or a whole HTTP/1.1 request head; slower ones are closed.
    #[arg(long, env = "ARBITER_HANDSHAKE_TIMEOUT_MS", default_value_t = 10_000,
          value_parser = clap::value_parser!(u64).range(1..))]
    pub handshake_timeout_ms: u64,

    /// Client connections open at once; further ones wait until one closes. Default: 10000,
    /// lowered to fit the open-files limit (RLIMIT_NOFILE) less a reserve of 1/8 (at least
    /// 32); a larger value given here is kept, with a warning.
    #[arg(long, env = "ARBITER_MAX_CONNECTIONS",
          value_parser = clap::value_parser!(u32).range(1..))]
    pub max_connections: Option<u32>,

    /// Seconds a connection may be idle before TCP keepalive probes start (then every 10 s,
    /// 6 probes); 0 turns TCP keepalive off.
    #[arg(long, env = "ARBITER_TCP_KEEPALIVE_SECS", default_value_t = 60)]
    pub tcp_keepalive_secs: u64,

    /// Seconds after which a connection is asked to go away (HTTP/2 GOAWAY), so that clients
    /// reconnect and load balancers can rebalance; 0: connections may live forever.
    #[arg(long, env = "ARBITER_MAX_CONNECTION_AGE_SECS", default_value_t = 0)]
    pub max_connection_age_secs: u64,

    /// Seconds that calls (and watch streams) may still run on a connection past its maximum
    /// age before it is closed.
    #[arg(
        long,
        env = "ARBITER_MAX_CONNECTION_AGE_GRACE_SECS",
        default_value_t = 30
    )]
    pub max_connection_age_grace_secs: u64,

    /// Serve TLS with this certificate chain (PEM, leaf first); needs --tls-key. Reloaded on
    /// SIGHUP and when the file changes. ALPN: h2 (gRPC) and http/1.1 (gRPC-Web).
    #[arg(long, env = "ARBITER_TLS_CERT", value_parser = parse_optional_path,
          default_value = "", hide_default_value = true)]
    pub tls_cert: OptionalPath,

    /// The private key (PEM) of --tls-cert.
    #[arg(long, env = "ARBITER_TLS_KEY", value_parser = parse_optional_path,
          default_value = "", hide_default_value = true)]
    pub tls_key: OptionalPath,

    /// With TLS: require client certificates issued by this CA (PEM): mutual TLS.
    #[arg(long, env = "ARBITER_TLS_CLIENT_CA", value_parser = parse_optional_path,
          default_value = "", hide_default_value = true)]
    pub tls_client_ca: OptionalPath,

    /// Seconds between checks of the TLS files for changes.
    #[arg(long, env = "ARBITER_TLS_RELOAD_SECS", default_value_t = 10,
          value_parser = clap::value_parser!(u64).range(1..))]
    pub tls_reload_secs: u64,
}

impl EdgeArgs {
    /// The TLS files, if TLS is asked for.
    ///
    /// # Errors
    /// Only one of certificate and key is given, or a client CA without them.
    pub fn tls_files(&self) -> Result<Option<TlsFiles>, TlsError> {
        let missing = |path: &PathBuf, what: &str| TlsError::Invalid {
            path: path.clone(),
            what: what.into(),
        };
        match (&self.tls_cert, &self.tls_key) {
            (Some(cert), Some(key)) => Ok(Some(TlsFiles {
                cert: cert.clone(),
                key: key.clone(),
                client_ca: self.tls_client_ca.clone(),
            })),
            (Some(cert), None) => Err(missing(cert, "--tls-cert needs --tls-key")),
            (None, Some(key)) => Err(missing(key, "--tls-key needs --tls-cert")),
            (None, None) => match &self.tls_client_ca {
                Some(ca) => Err(missing(
                    ca,
                    "--tls-client-ca needs --tls-cert and --tls-key",
                )),
                None => Ok(None),
            },
        }
    }

    /// The connection options (TLS files loaded), and notes on what was adjusted.
    ///
    /// # Errors
    /// The TLS files cannot be loaded.
    pub fn connection_options(
        &self,
        open_files: Option<u64>,
    ) -> Result<(ConnectionOptions, Vec<String>), TlsError> {
        let tls = self.tls_files()?.map(TlsAcceptor::load).transpose()?;
        let (max_connections, notes) = fit_connections(self.max_connections, open_files);
        let secs = |n: u64| (n > 0).then(|| Duration::from_secs(n));
        Ok((
            ConnectionOptions {
                handshake_timeout: Duration::from_millis(self.handshake_timeout_ms),
                max_connections,
                tcp_keepalive: secs(self.tcp_keepalive_secs),
                max_connection_age: secs(self.max_connection_age_secs),
                max_connection_age_grace: Duration::from_secs(self.max_connection_age_grace_secs),
                tls,
            },
            notes,
        ))
    }
}

/// The connection cap for `requested` under a descriptor limit of `open_files`.
#[must_use]
pub fn fit_connections(requested: Option<u32>, open_files: Option<u64>) -> (usize, Vec<String>) {
    let as_usize = |n: u32| usize::try_from(n).unwrap_or(usize::MAX);
    let fit = open_files.map(connections_that_fit);
    match (requested, fit) {
        (None, Some(fit)) if fit < as_usize(DEFAULT_MAX_CONNECTIONS) => (
            fit,
            vec![format!(
                "the open-files limit is {}: at most {fit} connections at once (raise the \
                 limit, e.g. `ulimit -n`, for more)",
                open_files.unwrap_or_default()
            )],
        ),
        (None, _) => (as_usize(DEFAULT_MAX_CONNECTIONS), Vec::new()),
        (Some(asked), Some(fit)) if as_usize(asked) > fit => (
            as_usize(asked),
            vec![format!(
                "--max-connections {asked} exceeds what the open-files limit of {} leaves for \
                 connections ({fit}): accepting will fail (and back off) when descriptors run \
                 out",
                open_files.unwrap_or_default()
            )],
        ),
        (Some(asked), _) => (as_usize(asked), Vec::new()),
    }
}

/// Per-client rate limits (see `docs/reliability.md`); 0 turns one off.
#[derive(Clone, Debug, Args)]
pub struct RateLimitArgs {
    /// Calls per second from one client address (IPv6: one /64), sustained; 0: no limit.
    /// Behind a proxy every call comes from the proxy's address: limit there and set 0 here.
    #[arg(long, env = "ARBITER_RATE_LIMIT_CALLS_PER_SEC", default_value_t = 500)]
    pub rate_limit_calls_per_sec: u32,

    /// Calls from one client address in a burst (0: the same as the rate).
    #[arg(long, env = "ARBITER_RATE_LIMIT_BURST", default_value_t = 1000)]
    pub rate_limit_burst: u32,

    /// NewGame calls per minute from one client address (also the burst); 0: no limit.
    #[arg(
        long,
        env = "ARBITER_RATE_LIMIT_NEW_GAMES_PER_MIN",
        default_value_t = 60
    )]
    pub rate_limit_new_games_per_min: u32,

    /// Calls per second with one seat token (acting calls), sustained; 0: no limit.
    #[arg(
        long,
        env = "ARBITER_RATE_LIMIT_SEAT_CALLS_PER_SEC",
        default_value_t = 50
    )]
    pub rate_limit_seat_calls_per_sec: u32,

    /// Calls with one seat token in a burst (0: the same as the rate).
    #[arg(long, env = "ARBITER_RATE_LIMIT_SEAT_BURST", default_value_t = 100)]
    pub rate_limit_seat_burst: u32,
}

impl RateLimitArgs {
    /// The limits.
    #[must_use]
    pub fn limits(&self) -> RateLimits {
        RateLimits {
            calls_per_sec: self.rate_limit_calls_per_sec,
            burst: self.rate_limit_burst,
            new_games_per_min: self.rate_limit_new_games_per_min,
            seat_calls_per_sec: self.rate_limit_seat_calls_per_sec,
            seat_burst: self.rate_limit_seat_burst,
        }
    }
}

/// Admission control under overload (see `docs/reliability.md`, "Overload"): the calls in
/// progress on this replica are bounded, moves in running games are admitted before new games
/// and the lobby, and what cannot be admitted quickly is refused with RESOURCE_EXHAUSTED
/// (OVERLOADED) and a RetryInfo.
#[derive(Clone, Debug, Args)]
pub struct AdmissionArgs {
    /// Calls in progress at once on this replica (all classes); 0 turns admission control
    /// off. Default: 64 per core this process may use (at least 64).
    #[arg(long, env = "ARBITER_ADMISSION_PERMITS")]
    pub admission_permits: Option<u32>,

    /// How many of those permits only calls of running games (moves, reads, watches) may
    /// take. Default: a quarter of the permits.
    #[arg(long, env = "ARBITER_ADMISSION_RESERVED_FOR_PLAY")]
    pub admission_reserved_for_play: Option<u32>,

    /// Milliseconds a call of a running game waits for a permit before it is refused.
    #[arg(long, env = "ARBITER_ADMISSION_PLAY_WAIT_MS", default_value_t = 50,
          value_parser = clap::value_parser!(u64).range(0..=10_000))]
    pub admission_play_wait_ms: u64,

    /// Milliseconds a NewGame, JoinGame or lobby call waits for a permit before it is refused
    /// (it does not wait while a call of a running game does).
    #[arg(long, env = "ARBITER_ADMISSION_START_WAIT_MS", default_value_t = 10,
          value_parser = clap::value_parser!(u64).range(0..=10_000))]
    pub admission_start_wait_ms: u64,
}

impl AdmissionArgs {
    /// The admission options (defaults sized from the cores).
    #[must_use]
    pub fn options(&self) -> AdmissionOptions {
        let usize_of = |n: u32| usize::try_from(n).unwrap_or(usize::MAX);
        let defaults = AdmissionOptions::for_this_machine();
        let permits = self.admission_permits.map_or(defaults.permits, usize_of);
        AdmissionOptions {
            permits,
            reserved_for_play: self
                .admission_reserved_for_play
                .map_or(permits / 4, usize_of),
            play_wait: Duration::from_millis(self.admission_play_wait_ms),
            start_wait: Duration::from_millis(self.admission_start_wait_ms),
        }
    }
}

/// Limits on calls and connections (see `docs/reliability.md`).
#[derive(Clone, Debug, Args)]
pub struct LimitArgs {
    /// Largest request message accepted, in bytes; larger ones get RESOURCE_EXHAUSTED.
    #[arg(long, env = "ARBITER_MAX_REQUEST_BYTES", default_value_t = 64 * 1024,
          value_parser = clap::value_parser!(u32).range(1024..))]
    pub max_request_bytes: u32,

    /// Largest response message sent, in bytes; a larger one is replaced by RESOURCE_EXHAUSTED.
    #[arg(long, env = "ARBITER_MAX_RESPONSE_BYTES", default_value_t = 4 * 1024 * 1024,
          value_parser = clap::value_parser!(u32).range(1024..))]
    pub max_response_bytes: u32,

    /// Milliseconds a call may take before it is cancelled with DEADLINE_EXCEEDED.
    #[arg(long, env = "ARBITER_REQUEST_TIMEOUT_MS", default_value_t = 10_000,
          value_parser = clap::value_parser!(u64).range(1..))]
    pub request_timeout_ms: u64,

    /// Calls in progress at once on one connection (also HTTP/2 MAX_CONCURRENT_STREAMS).
    #[arg(long, env = "ARBITER_MAX_CALLS_PER_CONNECTION", default_value_t = 256,
          value_parser = clap::value_parser!(u32).range(1..))]
    pub max_calls_per_connection: u32,

    /// Seconds between HTTP/2 keepalive pings on a connection; 0 turns them off.
    #[arg(long, env = "ARBITER_HTTP2_KEEPALIVE_SECS", default_value_t = 30)]
    pub http2_keepalive_secs: u64,

    /// Seconds to wait for a keepalive ping's answer before closing the connection.
    #[arg(long, env = "ARBITER_HTTP2_KEEPALIVE_TIMEOUT_SECS", default_value_t = 10,
          value_parser = clap::value_parser!(u64).range(1..))]
    pub http2_keepalive_timeout_secs: u64,

    /// Largest request metadata (all headers, as HTTP/2 counts them: name + value + 32 per
    /// field) accepted, in bytes; larger gets RESOURCE_EXHAUSTED (METADATA_TOO_LARGE). At
    /// most 131072 (half the 256 KiB the transport reads).
    #[arg(long, env = "ARBITER_MAX_METADATA_BYTES", default_value_t = 16 * 1024,
          value_parser = clap::value_parser!(u32).range(1024..=i64::from(METADATA_CEILING / 2)))]
    pub max_metadata_bytes: u32,
}

impl ServeArgs {
    /// The real-play options these arguments ask for.
    #[must_use]
    pub fn play_options(&self) -> arbiter::session::play::PlayOptions {
        arbiter::session::play::PlayOptions {
            abandon_after: Duration::from_secs(self.abandon_after_secs),
            first_move: (self.first_move_secs != 0)
                .then(|| Duration::from_secs(self.first_move_secs)),
            gone_grace: (self.gone_grace_secs != 0)
                .then(|| Duration::from_secs(self.gone_grace_secs)),
            claim_wait: (self.claim_wait_secs != 0)
                .then(|| Duration::from_secs(self.claim_wait_secs)),
            ..arbiter::session::play::PlayOptions::default()
        }
    }
}

impl LimitArgs {
    /// The server options these limits ask for (the rest at their defaults).
    #[must_use]
    pub fn serve_options(&self) -> ServeOptions {
        let bytes = |n: u32| usize::try_from(n).unwrap_or(usize::MAX);
        ServeOptions {
            request_timeout: Duration::from_millis(self.request_timeout_ms),
            concurrency_per_connection: bytes(self.max_calls_per_connection),
            max_request_bytes: bytes(self.max_request_bytes),
            max_response_bytes: bytes(self.max_response_bytes),
            max_metadata_bytes: bytes(self.max_metadata_bytes),
            http2_keepalive_interval: (self.http2_keepalive_secs > 0)
                .then(|| Duration::from_secs(self.http2_keepalive_secs)),
            http2_keepalive_timeout: Duration::from_secs(self.http2_keepalive_timeout_secs),
            ..ServeOptions::default()
        }
    }
}

fn ladder_every(text: &str) -> Result<u64, String> {
    let ms: u64 = text
        .parse()
        .map_err(|_| format!("{text:?} is not a whole number of milliseconds"))?;
    if ms != 0 && !(100..=3_600_000).contains(&ms) {
        return Err("0 (no ladder) or 100 to 3600000 milliseconds".to_owned());
    }
    Ok(ms)
}

fn ladder_time_control(text: &str) -> Result<String, String> {
    match arbiter::lobby::replica::parse_time_control(text) {
        Ok(Some(_)) => Ok(text.trim().to_owned()),
        Ok(None) => Err("the ladder's games need a clock: write <minutes>+<seconds>".to_owned()),
        Err(error) => Err(error.to_string()),
    }
}

#[cfg(test)]
mod tests;
