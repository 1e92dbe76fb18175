//! Unit tests of accounts: password checks and session tokens.

use super::*;
use crate::players::hashing::{hash_password, verify_password};

#[test]
fn passwords_verify_only_against_their_hash() {
    let hash = hash_password(PasswordCost::TEST, "correct horse").unwrap();
    assert!(hash.starts_with("$argon2id$v=19$m=8,t=1,p=1$"), "{hash}");
    assert!(!hash.contains("correct horse"));
    assert!(verify_password(&hash, "correct horse"));
    assert!(!verify_password(&hash, "correct horsf"));
    assert!(!verify_password("not a phc string", "correct horse"));
    assert_ne!(
        hash,
        hash_password(PasswordCost::TEST, "correct horse").unwrap()
    );
}

#[test]
fn revocations_forget_what_they_name() {
    let who = |id| SignedIn {
        player: PlayerId(id),
        name: "x".into(),
        expires_ms: u64::MAX,
    };
    let mut seen = SeenSessions::new();
    seen.insert(vec![1, 2], (who(7), 0));
    seen.insert(vec![3, 4], (who(7), 0));
    seen.insert(vec![5, 6], (who(8), 0));
    apply_revocation(&mut seen, Some(b"s 0102"));
    assert!(!seen.contains_key(&vec![1, 2]));
    seen.insert(vec![1, 2], (who(7), 0));
    apply_revocation(&mut seen, Some(b"p 7 0304"));
    assert_eq!(seen.len(), 2, "the kept session and the other player's");
    assert!(seen.contains_key(&vec![3, 4]) && seen.contains_key(&vec![5, 6]));
    for junk in [&b"s zz"[..], b"p x 00", b"q", b"", &[0xff]] {
        apply_revocation(&mut seen, Some(junk));
    }
    assert_eq!(seen.len(), 2);
    apply_revocation(&mut seen, None);
    assert!(seen.is_empty());
}

#[test]
fn tokens_are_redacted() {
    let token = SessionToken::new("secret-token-text");
    assert!(!format!("{token:?}").contains("secret"));
}
