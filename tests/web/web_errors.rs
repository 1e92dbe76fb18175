//! The web page shows every refusal in words, never the service's reason codes: each reason
//! the service can answer (its `ErrorInfo` reason) is listed in `web/src/api/errors.ts` and has
//! a sentence (`reason-…`) in every language of `web/locales/` (the same sentences the
//! service sends as `google.rpc.LocalizedMessage`, src/rpc/localized.rs). This collects the
//! reasons from the sources that make them (the error model's `reason()`, every
//! `ServiceError::invalid` call, the input gate, the limits and the request guard) and checks
//! that the page's list names each one and every language says it.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// A file's text before its unit tests.
fn code(path: &Path) -> String {
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    match text.find("#[cfg(test)]") {
        Some(at) => text[..at].to_owned(),
        None => text,
    }
}

/// The string literals of `text` that look like reasons (`"NOT_SIGNED_IN"`, `"BUSY"`).
fn reasons_in(text: &str) -> Vec<String> {
    text.split('"')
        .skip(1)
        .step_by(2)
        .filter(|s| {
            s.len() >= 4
                && s.starts_with(|c: char| c.is_ascii_uppercase())
                && s.bytes()
                    .all(|b| b.is_ascii_uppercase() || b.is_ascii_digit() || b == b'_')
        })
        .map(str::to_owned)
        .collect()
}

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).expect("read src/") {
        let path = entry.expect("entry").path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

fn served_reasons() -> BTreeSet<String> {
    let src = root().join("src");
    let mut reasons = BTreeSet::new();
    // The error model: the reason of each ServiceError.
    let model = code(&src.join("session/error.rs"));
    let start = model
        .find("pub fn reason(&self)")
        .expect("ServiceError::reason");
    let body = &model[start..];
    let end = body.find("\n    }\n").expect("the end of reason()");
    reasons.extend(reasons_in(&body[..end]));
    // The reasons handed to ServiceError::invalid (the second argument).
    let mut files = Vec::new();
    rust_files(&src, &mut files);
    for file in files {
        let text = code(&file);
        for (at, _) in text.match_indices("invalid(") {
            let call: String = text[at..].chars().take(300).collect();
            if let Some(reason) = reasons_in(&call).into_iter().next() {
                reasons.insert(reason);
            }
        }
    }
    // The edge: the input gate, admission control, the rate limits, the request guard.
    for file in [
        "rpc/gate.rs",
        "rpc/admission.rs",
        "ratelimit.rs",
        "guard.rs",
    ] {
        reasons.extend(reasons_in(&code(&src.join(file))));
    }
    reasons
}

#[test]
fn the_page_has_words_for_every_reason_the_service_answers() {
    let served = served_reasons();
    assert!(
        served.contains("NOT_SIGNED_IN")
            && served.contains("INVALID_PASSWORD")
            && served.contains("TEXT_TOO_LONG"),
        "the reasons were found: {served:?}"
    );
    let words = std::fs::read_to_string(root().join("web/src/api/errors.ts"))
        .expect("web/src/api/errors.ts");
    let missing: Vec<&String> = served
        .iter()
        .filter(|reason| !words.contains(&format!("\"{reason}\"")))
        .collect();
    assert!(
        missing.is_empty(),
        "web/src/api/errors.ts does not list {missing:?}: add each to REASONS"
    );
    for language in arbiter::rpc::localized::languages() {
        let path = root().join(format!("web/locales/{language}.ftl"));
        let messages = std::fs::read_to_string(&path).expect("a language's messages");
        let unsaid: Vec<String> = served
            .iter()
            .map(|reason| arbiter::rpc::localized::message_id(reason))
            .filter(|id| {
                !messages
                    .lines()
                    .any(|line| line.starts_with(&format!("{id} = ")))
            })
            .collect();
        assert!(
            unsaid.is_empty(),
            "{} has no sentence for {unsaid:?}",
            path.display()
        );
    }
}
