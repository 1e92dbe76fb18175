//! The names and passwords people may choose (docs/security.md, "Names and passwords").
//!
//! - A name is 3 to 24 characters: ASCII letters, digits, `_` and `-`, starting with a
//!   letter; names are unique without regard to case (`Ada` and `ada` are one account), and
//!   a few words ([`RESERVED`]) and the names of the service's own bots ([`SERVICE_PREFIX`])
//!   cannot be taken. A name that looks like a name taken ([`name_skeleton`]: `AIice` with a
//!   capital I beside `Alice`, `B0b` beside `Bob`) is refused too (`NAME_CONFUSABLE`, by the
//!   accounts: [`super::accounts`]).
//! - A password is 8 to 128 characters, not only white space, without control characters,
//!   and not one of the 1,000 most common passwords ([`validate_password`]).

use crate::session::ServiceError;

/// Names nobody can take (compared without case).
pub const RESERVED: &[&str] = &[
    "admin",
    "administrator",
    "anonymous",
    "arbiter",
    "bot",
    "guest",
    "hanniball",
    "moderator",
    "nobody",
    "null",
    "root",
    "system",
];

/// The shortest and longest names.
pub const NAME_LEN: std::ops::RangeInclusive<usize> = 3..=24;
/// The shortest and longest passwords, in characters.
pub const PASSWORD_LEN: std::ops::RangeInclusive<usize> = 8..=128;

/// Checks a name against the rules (see the module documentation).
///
/// # Errors
/// `INVALID_ARGUMENT` (`INVALID_NAME`) saying what is wrong.
pub fn validate_name(name: &str) -> Result<(), ServiceError> {
    validate_shape(name)?;
    let key = name.to_ascii_lowercase();
    if RESERVED.contains(&key.as_str()) || key.starts_with(SERVICE_PREFIX) || looks_reserved(name) {
        return Err(ServiceError::invalid(
            "name",
            "INVALID_NAME",
            format!("{name:?} is reserved"),
        ));
    }
    Ok(())
}

/// Names starting with this (in any case) are kept for the service's own bot accounts (its
/// computer players: `computer-easy`, …).
pub const SERVICE_PREFIX: &str = "computer-";

/// The skeleton key of a name: two names with the same key look alike and cannot both be
/// taken. It is the Unicode skeleton (UTS #39, the confusables table: `I`, `1` and `l` have
/// one skeleton, and so do `0` and `O`, `rn` and `m`) of the lower-cased skeleton of the
/// name, so that case does not tell names apart either (`AIice`, `alice`, `ALICE` and `a1ice`
/// have the key of `Alice`).
#[must_use]
pub fn name_skeleton(name: &str) -> String {
    let first: String = unicode_security::skeleton(name).collect();
    unicode_security::skeleton(&first.to_lowercase()).collect()
}

/// Whether `name` is, or looks like, a reserved word or a name of the service's own bots.
fn looks_reserved(name: &str) -> bool {
    let key = name_skeleton(name);
    RESERVED.iter().any(|word| name_skeleton(word) == key)
        || key.starts_with(&name_skeleton(SERVICE_PREFIX))
}

/// The length and characters of a name, without the reserved words.
pub(super) fn validate_shape(name: &str) -> Result<(), ServiceError> {
    let bad = |message: String| ServiceError::invalid("name", "INVALID_NAME", message);
    let len = name.chars().count();
    if !NAME_LEN.contains(&len) {
        return Err(bad(format!(
            "a name is {} to {} characters, this one has {len}",
            NAME_LEN.start(),
            NAME_LEN.end()
        )));
    }
    if let Some((at, c)) = name
        .char_indices()
        .find(|(_, c)| !(c.is_ascii_alphanumeric() || *c == '_' || *c == '-'))
    {
        return Err(bad(format!(
            "character {c:?} at byte {at} is not allowed: use letters a-z, digits, '_' and '-'"
        )));
    }
    if !name.starts_with(|c: char| c.is_ascii_alphabetic()) {
        return Err(bad("a name starts with a letter".into()));
    }
    Ok(())
}

/// The most common passwords (one a line; `#` starts a comment line), refused without regard
/// to case: see `src/players/common_passwords.txt`.
const COMMON_PASSWORDS: &str = include_str!("common_passwords.txt");

/// Whether `password` is one of [`COMMON_PASSWORDS`] (without regard to case).
#[must_use]
pub fn is_common_password(password: &str) -> bool {
    static COMMON: std::sync::OnceLock<std::collections::HashSet<String>> =
        std::sync::OnceLock::new();
    COMMON
        .get_or_init(|| {
            COMMON_PASSWORDS
                .lines()
                .map(str::trim)
                .filter(|line| !line.is_empty() && !line.starts_with('#'))
                .map(str::to_lowercase)
                .collect()
        })
        .contains(&password.to_lowercase())
}

/// Checks a new password against the policy (NIST SP 800-63B, section 5.1.1.2: length,
/// and a list of passwords known to be common; no rules of composition): 8 to 128
/// characters ([`PASSWORD_LEN`]), not only white space, no control characters (no NUL, tab
/// or line break: what a person types in a password field), and not one of the most common
/// passwords ([`is_common_password`]). Any other character, spaces and non-ASCII letters
/// included, is allowed, and a password is taken as typed (not trimmed).
///
/// # Errors
/// `INVALID_ARGUMENT` (`INVALID_PASSWORD`) on `field`, saying what is wrong (never the
/// password itself).
pub fn validate_password(field: &'static str, password: &str) -> Result<(), ServiceError> {
    let bad = |message: String| ServiceError::invalid(field, "INVALID_PASSWORD", message);
    let len = password.chars().count();
    if !PASSWORD_LEN.contains(&len) {
        return Err(bad(format!(
            "a password is {} to {} characters, this one has {len}",
            PASSWORD_LEN.start(),
            PASSWORD_LEN.end()
        )));
    }
    if password.chars().all(char::is_whitespace) {
        return Err(bad("a password is not only white space".into()));
    }
    if let Some(at) = password.chars().position(char::is_control) {
        return Err(bad(format!(
            "a password has no control characters (one is at character {})",
            at + 1
        )));
    }
    if is_common_password(password) {
        return Err(bad(
            "this password is one of the most common passwords: choose another".into(),
        ));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_follow_the_rules() {
        for good in [
            "ada",
            "Ada_Lovelace",
            "k-9",
            "abc",
            "a23456789012345678901234",
        ] {
            assert!(validate_name(good).is_ok(), "{good}");
        }
        for (bad, says) in [
            ("ab", "3 to 24"),
            ("a234567890123456789012345", "has 25"),
            ("ada lovelace", "' '"),
            ("adá", "'á'"),
            ("9lives", "starts with a letter"),
            ("_ada", "starts with a letter"),
            ("Admin", "reserved"),
            ("GUEST", "reserved"),
        ] {
            let Err(ServiceError::InvalidArgument { message, .. }) = validate_name(bad) else {
                panic!("{bad:?} must be refused");
            };
            assert!(message.contains(says), "{bad:?}: {message}");
        }
    }
}
