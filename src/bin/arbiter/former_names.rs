//! The names the service had before it was called Arbiter, still honoured for one release.
//!
//! Until version 0.2 the binary was `hanniball` and read its settings from `HANNIBALL_*`
//! environment variables, and its embedded player database was `hanniball-players.sqlite3`.
//! A deployment that still sets the old variables keeps working: each `HANNIBALL_X` is read
//! as `ARBITER_X` unless `ARBITER_X` is set too (the new name wins), and a warning names every
//! variable to rename. The old prefix will be ignored from the next release on.

use std::ffi::OsString;
use std::path::Path;

/// The environment prefix the service had before.
pub const FORMER_PREFIX: &str = "HANNIBALL_";
/// The environment prefix of every setting.
pub const PREFIX: &str = "ARBITER_";

/// Which former variables to adopt: `(former name, new name, value)` for each `HANNIBALL_X`
/// whose `ARBITER_X` is not set. Pure, so it is tested without touching the environment.
pub fn to_adopt(
    vars: impl IntoIterator<Item = (OsString, OsString)>,
) -> Vec<(String, String, OsString)> {
    let vars: Vec<(OsString, OsString)> = vars.into_iter().collect();
    let set = |name: &str| vars.iter().any(|(k, _)| k.to_str() == Some(name));
    let mut adopt: Vec<(String, String, OsString)> = vars
        .iter()
        .filter_map(|(k, v)| {
            let rest = k.to_str()?.strip_prefix(FORMER_PREFIX)?;
            if rest.is_empty() {
                return None;
            }
            let new = format!("{PREFIX}{rest}");
            (!set(&new)).then(|| (format!("{FORMER_PREFIX}{rest}"), new, v.clone()))
        })
        .collect();
    adopt.sort();
    adopt
}

/// Reads every former `HANNIBALL_X` variable as `ARBITER_X` (unless that is set) and returns
/// the former names it adopted, to be warned about once logging is up.
///
/// # Safety
///
/// Changes the process environment: call it first thing in `main`, before any other thread
/// exists (the async runtime, logging and clap are all started after it).
pub unsafe fn adopt_former_env() -> Vec<String> {
    let adopt = to_adopt(std::env::vars_os());
    adopt
        .into_iter()
        .map(|(former, new, value)| {
            // SAFETY: the caller guarantees that no other thread runs yet, so nothing reads
            // or writes the environment concurrently.
            unsafe { std::env::set_var(&new, value) };
            former
        })
        .collect()
}

/// The warning for the adopted former variables, if any.
pub fn warning(adopted: &[String]) -> Option<String> {
    (!adopted.is_empty()).then(|| {
        format!(
            "deprecated environment variables {}: rename them to {}* (the {}* names are read \
             for this release only)",
            adopted.join(", "),
            PREFIX,
            FORMER_PREFIX
        )
    })
}

/// The embedded player database's file before the rename, used when it exists in the
/// working directory and the new one does not, so that an upgrade keeps its accounts.
pub fn default_database_url(new_url: &'static str) -> (&'static str, Option<String>) {
    const FORMER_FILE: &str = "hanniball-players.sqlite3";
    const FORMER_URL: &str = "sqlite://hanniball-players.sqlite3?mode=rwc";
    let new_file = new_url
        .strip_prefix("sqlite://")
        .and_then(|rest| rest.split('?').next())
        .unwrap_or_default();
    if Path::new(FORMER_FILE).exists() && !new_file.is_empty() && !Path::new(new_file).exists() {
        let warning = format!(
            "using the player database {FORMER_FILE} of the former name; rename it to \
             {new_file} (or set --database-url): the former file is not looked for after \
             this release"
        );
        (FORMER_URL, Some(warning))
    } else {
        (new_url, None)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn vars(pairs: &[(&str, &str)]) -> Vec<(OsString, OsString)> {
        pairs
            .iter()
            .map(|(k, v)| ((*k).into(), (*v).into()))
            .collect()
    }

    #[test]
    fn a_former_variable_is_read_under_the_new_name_unless_that_is_set() {
        let adopt = to_adopt(vars(&[
            ("HANNIBALL_LISTEN", "0.0.0.0:1"),
            ("HANNIBALL_GAME_TTL_SECS", "60"),
            ("ARBITER_GAME_TTL_SECS", "90"),
            ("HANNIBALL_", "x"),
            ("REDIS_URL", "redis://r"),
        ]));
        assert_eq!(
            adopt,
            vec![(
                "HANNIBALL_LISTEN".into(),
                "ARBITER_LISTEN".into(),
                "0.0.0.0:1".into()
            )]
        );
        let warning = warning(&["HANNIBALL_LISTEN".into()]).unwrap();
        assert!(
            warning.contains("HANNIBALL_LISTEN") && warning.contains("ARBITER_*"),
            "{warning}"
        );
        assert_eq!(super::warning(&[]), None);
    }
}
