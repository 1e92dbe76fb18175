//! How a game plugs in: [`Game`], the one trait a served game implements (its [`Adapter`]
//! and bot rules, plus [`game_service!`](crate::game_service) for its generated server), and
//! [`Catalog`], the list of games a server serves, read by everything that needs the list
//! (the server's routes, reflection, health names, metrics labels, the bot pool, the
//! game-generic subcommands) through a [`Visitor`].

use std::marker::PhantomData;

use tonic::codec::CompressionEncoding;
use tonic::server::NamedService;

use super::{Adapter, GameApi};
use crate::bot::BotRules;
use crate::metrics::Metrics;
use crate::session::clock::SharedClock;
use crate::session::play::PlayOptions;
use crate::session::stream::Shutdown;
use crate::store::GameStore;

/// A game the service can serve.
pub trait Game: Adapter + BotRules {
    /// The encoded file descriptor set of the game's protos (reflection, metrics labels).
    const DESCRIPTOR: &'static [u8];

    /// Adds the game's gRPC service to the server being built.
    fn serve<S: GameStore>(registry: &mut Registry<S>);
}

/// Something done once per game of a [`Catalog`].
pub trait Visitor {
    /// Called for game `G`.
    fn visit<G: Game>(&mut self);
}

/// A list of games.
pub trait Catalog: Send + Sync + 'static {
    /// Calls `visitor` once per game, in the catalog's order.
    fn each<V: Visitor>(&self, visitor: &mut V);

    /// The games' names ([`crate::ruleset::Ruleset::NAME`]), in order.
    fn names(&self) -> Vec<&'static str> {
        struct Names(Vec<&'static str>);
        impl Visitor for Names {
            fn visit<G: Game>(&mut self) {
                self.0.push(G::NAME);
            }
        }
        let mut names = Names(Vec::new());
        self.each(&mut names);
        names.0
    }

    /// This catalog and game `G` after it.
    fn and<G: Game>(self) -> And<Self, G>
    where
        Self: Sized,
    {
        And(self, PhantomData)
    }
}

/// A catalog followed by one more game: see [`Catalog::and`].
pub struct And<C, G>(C, PhantomData<fn() -> G>);

impl<C: Catalog, G: Game> Catalog for And<C, G> {
    fn each<V: Visitor>(&self, visitor: &mut V) {
        self.0.each(visitor);
        visitor.visit::<G>();
    }
}

impl<C: Clone, G> Clone for And<C, G> {
    fn clone(&self) -> Self {
        And(self.0.clone(), PhantomData)
    }
}

impl<C: std::fmt::Debug, G> std::fmt::Debug for And<C, G> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_tuple("And").field(&self.0).finish()
    }
}

/// What a game's service is built with, and where it is added (see [`Game::serve`]).
pub struct Registry<S> {
    /// The store every game shares (with its metrics).
    pub store: S,
    /// The server's metrics.
    pub metrics: Metrics,
    /// Tells watch streams that the server is stopping.
    pub shutdown: Shutdown,
    /// The largest request message accepted.
    pub max_request_bytes: usize,
    /// The largest response message sent.
    pub max_response_bytes: usize,
    /// The clock of clocks and deadlines.
    pub clock: SharedClock,
    /// The real-play tunables.
    pub play: PlayOptions,
    /// The compressions every service accepts and sends: give each to the game's generated
    /// server's `accept_compressed` and `send_compressed`.
    pub compressions: &'static [CompressionEncoding],
    /// What is told of every game's end (the archive, when players are served).
    pub on_end: Option<crate::session::ending::EndHook>,
    /// The entry the store keeps with each ending write (the archive's pending entry, when
    /// players are served): an end survives the replica that wrote it.
    pub end_entry: Option<crate::session::ending::EndEntry>,
    /// What is told of every game started outside the lobby with a signed-in player (the
    /// lobby's players' streams, when the lobby is served).
    pub on_start: Option<crate::session::ending::StartHook>,
    /// What is told of every turn passed to a signed-in player in a correspondence game (a
    /// push, when players are served).
    pub on_turn: Option<crate::session::ending::TurnHook>,
    /// Whether a seat's signed-in player counts as present wherever they are (a bot account
    /// with its event stream open).
    pub presence: Option<crate::session::games::PresenceHook>,
    /// Resolves a call's player session (when players are served).
    pub identity: Option<crate::session::auth::IdentityHook>,
    routes: tonic::service::RoutesBuilder,
    names: Vec<&'static str>,
    descriptors: Vec<&'static [u8]>,
}

/// What a [`Registry`] collected: the routes, the services' names and their descriptors.
pub struct Registered {
    /// Every game's service.
    pub routes: tonic::service::RoutesBuilder,
    /// The services' full names (health reports on each).
    pub names: Vec<&'static str>,
    /// The encoded file descriptor sets of the games' protos.
    pub descriptors: Vec<&'static [u8]>,
}

impl<S: GameStore> Registry<S> {
    /// An empty registry.
    #[allow(clippy::too_many_arguments)]
    #[must_use]
    pub fn new(
        store: S,
        metrics: Metrics,
        shutdown: Shutdown,
        max_request_bytes: usize,
        max_response_bytes: usize,
        clock: SharedClock,
        play: PlayOptions,
        compressions: &'static [CompressionEncoding],
    ) -> Self {
        Registry {
            store,
            metrics,
            shutdown,
            max_request_bytes,
            max_response_bytes,
            clock,
            play,
            compressions,
            on_end: None,
            end_entry: None,
            on_start: None,
            on_turn: None,
            presence: None,
            identity: None,
            routes: tonic::service::RoutesBuilder::default(),
            names: Vec::new(),
            descriptors: Vec::new(),
        }
    }

    /// Registers every game of `catalog`.
    pub fn serve_all(&mut self, catalog: &impl Catalog) {
        struct Serve<'a, S>(&'a mut Registry<S>);
        impl<S: GameStore> Visitor for Serve<'_, S> {
            fn visit<G: Game>(&mut self) {
                G::serve(self.0);
            }
        }
        catalog.each(&mut Serve(self));
    }

    /// The shared service of game `G` on this server, its deadline scheduler started.
    pub fn api<G: Adapter>(&self) -> GameApi<G, S> {
        let mut api = GameApi::with_metrics(self.store.clone(), self.metrics.clone())
            .with_shutdown(self.shutdown.clone())
            .with_play(self.clock.clone(), self.play.clone());
        if self.on_end.is_some() || self.end_entry.is_some() {
            api = api.with_on_end(self.on_end.clone(), self.end_entry.clone());
        }
        if let Some(hook) = &self.on_start {
            api = api.with_on_start(std::sync::Arc::clone(hook));
        }
        if let Some(hook) = &self.on_turn {
            api = api.with_on_turn(std::sync::Arc::clone(hook));
        }
        if let Some(hook) = &self.identity {
            api = api.with_identity(std::sync::Arc::clone(hook));
        }
        if let Some(hook) = &self.presence {
            api = api.with_presence(std::sync::Arc::clone(hook));
        }
        api.spawn_scheduler();
        api
    }

    /// Serves a game's generated gRPC server, whose protos are the encoded file descriptor
    /// set `descriptor` (for reflection and metrics); health reports on its name.
    pub fn add<T>(&mut self, service: T, descriptor: &'static [u8])
    where
        T: tower::Service<
                http::Request<tonic::body::Body>,
                Response = http::Response<tonic::body::Body>,
                Error = std::convert::Infallible,
            > + NamedService
            + Clone
            + Send
            + Sync
            + 'static,
        T::Future: Send + 'static,
    {
        self.routes.add_service(service);
        self.names.push(T::NAME);
        self.descriptors.push(descriptor);
    }

    /// The names of the game services registered so far.
    #[must_use]
    pub fn service_names(&self) -> &[&'static str] {
        &self.names
    }

    /// What was registered.
    #[must_use]
    pub fn finish(self) -> Registered {
        Registered {
            routes: self.routes,
            names: self.names,
            descriptors: self.descriptors,
        }
    }
}

/// Work done for one game, chosen by name: see [`run_for`].
pub trait Task {
    /// What the work gives.
    type Output;
    /// Does the work for game `G`.
    fn run<G: Game>(self) -> Self::Output;
}

/// Whether `name` names game `G` (any case; `-` and `_` alike or left out, so the service
/// short name `chessfootball` names `chess_football` too).
#[must_use]
pub fn names<G: Game>(name: &str) -> bool {
    same_name(name, G::NAME)
}

/// Whether two names name the same game (any case; `-` and `_` alike or left out).
#[must_use]
pub fn same_name(a: &str, b: &str) -> bool {
    let norm = |s: &str| s.to_ascii_lowercase().replace(['-', '_'], "");
    norm(a) == norm(b)
}

/// Runs `task` for the game of `catalog` named `name` (any case; `-` and `_` alike).
///
/// # Errors
/// No game of the catalog has that name (the message lists the names).
pub fn run_for<T: Task>(catalog: &impl Catalog, name: &str, task: T) -> Result<T::Output, String> {
    struct Find<'a, T: Task> {
        name: &'a str,
        task: Option<T>,
        output: Option<T::Output>,
    }
    impl<T: Task> Visitor for Find<'_, T> {
        fn visit<G: Game>(&mut self) {
            if names::<G>(self.name)
                && let Some(task) = self.task.take()
            {
                self.output = Some(task.run::<G>());
            }
        }
    }
    let mut find = Find {
        name,
        task: Some(task),
        output: None,
    };
    catalog.each(&mut find);
    find.output.ok_or_else(|| {
        let known: Vec<String> = catalog
            .names()
            .iter()
            .map(|n| n.replace('_', "-"))
            .collect();
        format!(
            "unknown game {:?}: one of {}",
            crate::session::error::clip(name),
            known.join(", ")
        )
    })
}
