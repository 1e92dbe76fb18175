//! `arbiter bot --engine "CMD ARGS"`: an external engine program plays the seat, speaking
//! the line protocol of `docs/bots.md` ("The engine protocol") on its stdin and stdout. One
//! adapter serves every game: it knows the game only through its [`Ruleset`] (the notation of
//! positions and actions, and the legal actions it sends with every `go`).
//!
//! The adapter is a [`Player`] for the ordinary runner (`runner::play`), so an engine gets the
//! runner's watch, failover, retries and `expected_version` for free. The engine is asked for
//! each action: `position`, one `move` line per action so far, one `legal` line per legal
//! action, then `go`; it answers `bestmove`. An engine that dies, answers too late or plays an
//! illegal action stops the adapter with an error saying so.

use std::io::{BufRead as _, BufReader, Write as _};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{Receiver, RecvTimeoutError};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use super::BotRules;
use super::client::{History, Outcome};
use super::search::{Choice, Player};
use crate::ruleset::Ruleset;

/// The protocol version the adapter speaks.
pub const PROTOCOL: u32 = 1;

/// How long an engine may take to identify itself (`ready`): long enough for an interpreter
/// starting on a loaded machine.
pub const HELLO_TIMEOUT: Duration = Duration::from_secs(30);

/// The grace an engine has beyond the move time for its `bestmove`.
pub const ANSWER_GRACE: Duration = Duration::from_secs(30);

/// Why the engine cannot play.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum EngineError {
    /// The command line is empty or cannot be split.
    #[error("invalid --engine command {0:?}: give the program and its arguments")]
    BadCommand(String),
    /// The program could not be started.
    #[error("cannot start the engine {program:?}: {error}")]
    Spawn {
        /// The program.
        program: String,
        /// Why.
        error: String,
    },
    /// The engine closed its output or exited.
    #[error("the engine exited or closed its output while {0}")]
    Exited(&'static str),
    /// The engine did not answer in time.
    #[error("the engine did not answer in {0:?} while {1}")]
    Timeout(Duration, &'static str),
    /// The engine's answer breaks the protocol.
    #[error("the engine broke the protocol: {0}")]
    Protocol(String),
    /// The engine's action is not a legal action.
    #[error("the engine played {action:?}, which is not a legal action here ({why})")]
    Illegal {
        /// What it sent.
        action: String,
        /// Why it is refused.
        why: String,
    },
    /// Writing to the engine failed.
    #[error("cannot write to the engine: {0}")]
    Write(String),
}

/// A running engine program: its stdin, and its stdout lines read on a thread.
pub struct Engine {
    child: Child,
    stdin: ChildStdin,
    lines: Receiver<String>,
    /// What the engine called itself (`id name`).
    pub name: String,
    /// Its author (`id author`), if it said.
    pub author: String,
}

impl std::fmt::Debug for Engine {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Engine")
            .field("name", &self.name)
            .field("pid", &self.child.id())
            .finish_non_exhaustive()
    }
}

/// Splits `command` into the program and its arguments (shell quoting rules, no expansion).
///
/// # Errors
/// The command is empty or its quotes do not close.
pub fn split_command(command: &str) -> Result<(String, Vec<String>), EngineError> {
    let bad = || EngineError::BadCommand(command.chars().take(200).collect());
    let mut words = shlex::split(command).ok_or_else(bad)?;
    if words.is_empty() {
        return Err(bad());
    }
    let program = words.remove(0);
    Ok((program, words))
}

/// One line from the engine; `info` lines are logged and skipped.
fn next_line(
    lines: &Receiver<String>,
    deadline: Instant,
    limit: Duration,
    doing: &'static str,
) -> Result<String, EngineError> {
    loop {
        let left = deadline.saturating_duration_since(Instant::now());
        match lines.recv_timeout(left) {
            Ok(line) => {
                let line = line.trim_end_matches(['\r', '\n']).to_owned();
                if line.trim().is_empty() {
                    continue;
                }
                if let Some(info) = line.strip_prefix("info") {
                    tracing::debug!(info = info.trim(), "engine");
                    continue;
                }
                return Ok(line);
            }
            Err(RecvTimeoutError::Timeout) => return Err(EngineError::Timeout(limit, doing)),
            Err(RecvTimeoutError::Disconnected) => return Err(EngineError::Exited(doing)),
        }
    }
}

impl Engine {
    /// Starts `command` and waits for it to identify itself: sends `protocol 1`, reads
    /// `id name …`, `id author …` and `ready`.
    ///
    /// # Errors
    /// See [`EngineError`].
    pub fn start(command: &str) -> Result<Engine, EngineError> {
        let (program, args) = split_command(command)?;
        let mut child = Command::new(&program)
            .args(&args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .map_err(|e| EngineError::Spawn {
                program: program.clone(),
                error: e.to_string(),
            })?;
        let (Some(stdin), Some(stdout)) = (child.stdin.take(), child.stdout.take()) else {
            let _ = child.kill();
            return Err(EngineError::Spawn {
                program,
                error: "no pipes to the program".into(),
            });
        };
        let (send, lines) = std::sync::mpsc::channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                let Ok(line) = line else { break };
                if send.send(line).is_err() {
                    break;
                }
            }
        });
        let mut engine = Engine {
            child,
            stdin,
            lines,
            name: String::new(),
            author: String::new(),
        };
        engine.send(&format!("protocol {PROTOCOL}"))?;
        let deadline = Instant::now() + HELLO_TIMEOUT;
        loop {
            let line = next_line(&engine.lines, deadline, HELLO_TIMEOUT, "identifying itself")?;
            let mut words = line.splitn(3, ' ');
            match (words.next(), words.next(), words.next()) {
                (Some("id"), Some("name"), Some(name)) => name.trim().clone_into(&mut engine.name),
                (Some("id"), Some("author"), Some(author)) => {
                    author.trim().clone_into(&mut engine.author);
                }
                (Some("ready"), None, None) => break,
                (Some("unsupported"), ..) => {
                    engine.quit();
                    return Err(EngineError::Protocol(format!(
                        "it does not speak protocol {PROTOCOL}"
                    )));
                }
                _ => {
                    tracing::warn!(line = %line.chars().take(200).collect::<String>(), "ignoring an engine line before ready");
                }
            }
        }
        if engine.name.is_empty() {
            engine.name = program;
        }
        Ok(engine)
    }

    /// Sends one line.
    ///
    /// # Errors
    /// The engine's stdin is closed.
    pub fn send(&mut self, line: &str) -> Result<(), EngineError> {
        tracing::trace!(line, "to engine");
        writeln!(self.stdin, "{line}")
            .and_then(|()| self.stdin.flush())
            .map_err(|e| EngineError::Write(e.to_string()))
    }

    /// Sends `quit` and gives the engine a second to exit, then kills it.
    pub fn quit(&mut self) {
        let _ = self.send("quit");
        let deadline = Instant::now() + Duration::from_secs(1);
        while Instant::now() < deadline {
            if let Ok(Some(_)) = self.child.try_wait() {
                return;
            }
            std::thread::sleep(Duration::from_millis(20));
        }
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl Drop for Engine {
    fn drop(&mut self) {
        if let Ok(None) = self.child.try_wait() {
            self.quit();
        }
    }
}

/// The engine as shared by the player and the command that ends the game; the first error is
/// kept for the command to report.
#[derive(Clone, Debug)]
pub struct SharedEngine {
    inner: Arc<Mutex<(Engine, Option<EngineError>)>>,
    failed: Arc<tokio::sync::Notify>,
}

impl SharedEngine {
    /// Shares `engine`.
    #[must_use]
    pub fn new(engine: Engine) -> SharedEngine {
        SharedEngine {
            inner: Arc::new(Mutex::new((engine, None))),
            failed: Arc::default(),
        }
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, (Engine, Option<EngineError>)> {
        self.inner.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Completes once the engine failed, with its error.
    pub async fn failure(&self) -> EngineError {
        loop {
            let notified = self.failed.notified();
            if let Some(e) = self.lock().1.clone() {
                return e;
            }
            notified.await;
        }
    }

    /// Tells the engine how the game ended (`result won <seat>`, `result drawn`, `result
    /// aborted`) and quits it.
    pub fn finish(&self, outcome: Option<Outcome>) {
        let mut guard = self.lock();
        let line = match outcome {
            Some(Outcome::Won(seat)) => format!("result won {seat}"),
            Some(Outcome::Drawn) => "result drawn".to_owned(),
            Some(Outcome::Aborted) => "result aborted".to_owned(),
            Some(Outcome::Ongoing) | None => "result none".to_owned(),
        };
        let _ = guard.0.send(&line);
        guard.0.quit();
    }
}

/// A [`Player`] that asks an engine program.
pub struct EnginePlayer<R: Ruleset> {
    engine: SharedEngine,
    /// The seat played.
    seat: usize,
    /// Think time asked per action (`go movetime`).
    movetime_ms: u64,
    /// The game has been announced (`newgame`, `start`).
    started: bool,
    /// The last history the runner read (the start position and the actions).
    history: Option<History>,
    _rules: std::marker::PhantomData<fn() -> R>,
}

impl<R: Ruleset> EnginePlayer<R> {
    /// A player for `seat` asking `engine` with `movetime_ms` per action.
    #[must_use]
    pub fn new(engine: SharedEngine, seat: usize, movetime_ms: u64) -> EnginePlayer<R> {
        EnginePlayer {
            engine,
            seat,
            movetime_ms,
            started: false,
            history: None,
            _rules: std::marker::PhantomData,
        }
    }

    /// The limit of one answer: the move time and [`ANSWER_GRACE`].
    fn answer_limit(&self) -> Duration {
        Duration::from_millis(self.movetime_ms) + ANSWER_GRACE
    }

    fn ask(&mut self, game: &R::Game) -> Result<R::Action, EngineError> {
        let history = self
            .history
            .clone()
            .ok_or_else(|| EngineError::Protocol("no history read before go".into()))?;
        let legal = R::legal_actions(game);
        let limit = self.answer_limit();
        let mut guard = self.engine.lock();
        let engine = &mut guard.0;
        if !self.started {
            let seat_name = R::SEATS.get(self.seat).map_or("?", |&s| R::seat_name(s));
            engine.send(&format!(
                "newgame {} {} {}",
                R::NAME,
                self.seat,
                seat_name.to_lowercase()
            ))?;
            self.started = true;
        }
        engine.send(&format!("position {}", history.start_position))?;
        for action in &history.actions {
            engine.send(&format!("move {action}"))?;
        }
        for action in &legal {
            engine.send(&format!("legal {}", R::format_action(action)))?;
        }
        let mut go = format!("go {}", self.movetime_ms);
        for left in &history.clocks_ms {
            go.push_str(&format!(" {left}"));
        }
        engine.send(&go)?;
        let deadline = Instant::now() + limit;
        let line = next_line(&engine.lines, deadline, limit, "thinking")?;
        let Some(text) = line.strip_prefix("bestmove ") else {
            return Err(EngineError::Protocol(format!(
                "expected `bestmove <action>`, got {:?}",
                line.chars().take(200).collect::<String>()
            )));
        };
        let text = text.trim();
        let action = R::parse_action(text).map_err(|e| EngineError::Illegal {
            action: text.chars().take(200).collect(),
            why: e.to_string(),
        })?;
        if !legal.contains(&action) {
            return Err(EngineError::Illegal {
                action: text.chars().take(200).collect(),
                why: "not among the legal actions sent".into(),
            });
        }
        Ok(action)
    }
}

impl<R: BotRules> Player<R> for EnginePlayer<R> {
    fn observe(&mut self, history: &History) {
        self.history = Some(history.clone());
    }

    fn choose_from(&mut self, game: &R::Game, started: Instant) -> Option<Choice<R::Action>> {
        if R::legal_actions(game).is_empty() {
            return None;
        }
        match self.ask(game) {
            Ok(action) => Some(Choice {
                action,
                iterations: 0,
                elapsed: started.elapsed(),
            }),
            Err(e) => {
                tracing::error!(error = %e, "the engine cannot play");
                let mut guard = self.engine.lock();
                if guard.1.is_none() {
                    guard.1 = Some(e);
                }
                drop(guard);
                self.engine.failed.notify_waiters();
                None
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn commands_split_like_a_shell() {
        assert_eq!(
            split_command("python3 -u 'my engine.py' --depth 3").unwrap(),
            (
                "python3".to_owned(),
                vec![
                    "-u".into(),
                    "my engine.py".into(),
                    "--depth".into(),
                    "3".into()
                ]
            )
        );
        assert!(split_command("").is_err());
        assert!(split_command("   ").is_err());
        assert!(split_command("python3 'unclosed").is_err());
    }

    #[test]
    fn a_missing_program_is_a_clear_error() {
        let e = Engine::start("/nonexistent/engine-program").unwrap_err();
        assert!(matches!(e, EngineError::Spawn { .. }), "{e}");
        assert!(e.to_string().contains("/nonexistent/engine-program"));
    }
}
