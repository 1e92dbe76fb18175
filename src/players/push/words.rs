//! What a push says, in its player's language (the account's choice: accounts.v1
//! SetLanguage; English when none): the titles and sentences of `locales/<lang>.ftl`
//! (Project Fluent), compiled into the binary. The web client never formats these; it shows
//! the push as it comes.

use std::sync::LazyLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource};

/// The languages of the messages, English first (the fallback), with their files.
const SOURCES: [(&str, &str); 6] = [
    ("en", include_str!("locales/en.ftl")),
    ("pt", include_str!("locales/pt.ftl")),
    ("nl", include_str!("locales/nl.ftl")),
    ("ru", include_str!("locales/ru.ftl")),
    ("da", include_str!("locales/da.ftl")),
    ("it", include_str!("locales/it.ftl")),
];

static BUNDLES: LazyLock<Vec<(&'static str, FluentBundle<FluentResource>)>> =
    LazyLock::new(|| crate::rpc::localized::bundles(&SOURCES));

fn format(tag: &str, id: &str, args: &FluentArgs<'_>) -> Option<String> {
    let (_, bundle) = BUNDLES.iter().find(|(t, _)| *t == tag)?;
    let pattern = bundle.get_message(id)?.value()?;
    let mut errors = Vec::new();
    let text = bundle.format_pattern(pattern, Some(args), &mut errors);
    errors.is_empty().then(|| text.into_owned())
}

/// Message `id` with `args` in language `tag`, else in English, else the id itself.
#[must_use]
pub fn say(tag: &str, id: &str, args: &FluentArgs<'_>) -> String {
    format(tag, id, args)
        .or_else(|| format("en", id, args))
        .unwrap_or_else(|| id.to_owned())
}

/// A termination's name (`resignation`, `time`, …) in words of language `tag`; an unknown
/// one as it is.
#[must_use]
pub fn termination(tag: &str, name: &str) -> String {
    let id = format!("push-termination-{name}");
    let none = FluentArgs::new();
    format(tag, &id, &none)
        .or_else(|| format("en", &id, &none))
        .unwrap_or_else(|| name.to_owned())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The message ids of a file.
    fn ids(source: &str) -> Vec<String> {
        let mut out: Vec<String> = source
            .lines()
            .filter_map(|l| l.split_once(" = ").map(|(id, _)| id.trim().to_owned()))
            .filter(|id| id.starts_with("push-"))
            .collect();
        out.sort();
        out
    }

    #[test]
    fn every_language_has_every_message_and_parses_whole() {
        let english = ids(SOURCES[0].1);
        for (tag, source) in SOURCES {
            assert!(
                FluentResource::try_new(source.to_owned()).is_ok(),
                "{tag}: a Fluent error"
            );
            assert_eq!(ids(source), english, "{tag}: the same messages as English");
        }
        for termination in crate::ruleset::Termination::ALL {
            let id = format!("push-termination-{}", termination.name());
            assert!(english.contains(&id), "{id}");
        }
    }

    #[test]
    fn a_missing_language_falls_back_to_english() {
        let mut args = FluentArgs::new();
        args.set("game", "hnefatafl");
        assert_eq!(
            say("xx", "push-turn-body", &args),
            "It is your move (hnefatafl)."
        );
        assert_eq!(
            say("pt", "push-turn-body", &args),
            "É a sua vez de jogar (hnefatafl)."
        );
        assert_eq!(termination("ru", "resignation"), "сдача");
        assert_eq!(termination("en", "whatever"), "whatever");
    }
}
