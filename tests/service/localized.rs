//! Refusals in the caller's language over gRPC: with `accept-language`, the status details
//! carry a `google.rpc.LocalizedMessage` in the best language the service speaks for it (the
//! web client's sentence for the reason, web/locales/<locale>.ftl), beside the English message
//! and the ErrorInfo; without the header, none.

use crate::common;

use arbiter::games::hanniball::pb::GetGameRequest;
use arbiter::store::MemoryStore;
use common::TestServer;
use tonic::Code;
use tonic_types::StatusExt as _;

const UNKNOWN_GAME: &str = "AAAAAAAAAAAAAAAAAAAAAA";

async fn refusal(server: &TestServer, language: Option<&str>) -> tonic::Status {
    let mut client = server.client().await;
    let mut request = tonic::Request::new(GetGameRequest {
        game_id: UNKNOWN_GAME.to_owned(),
    });
    if let Some(language) = language {
        request
            .metadata_mut()
            .insert("accept-language", language.parse().expect("a header value"));
    }
    client
        .get_game(request)
        .await
        .expect_err("an unknown game is refused")
}

#[tokio::test]
async fn a_refusal_is_said_in_the_callers_language() {
    let server = TestServer::start(MemoryStore::default()).await;

    let english = refusal(&server, None).await;
    assert_eq!(english.code(), Code::NotFound);
    let info = english.get_details_error_info().expect("ErrorInfo");
    assert_eq!(info.reason, "GAME_NOT_FOUND");
    assert!(
        english.get_details_localized_message().is_none(),
        "no accept-language, no LocalizedMessage"
    );

    for (header, locale, words) in [
        (
            "pt-BR,pt;q=0.9,en;q=0.5",
            "pt",
            "Não existe esse jogo: a ligação está errada, ou o jogo terminou há muito e foi apagado.",
        ),
        (
            "de-DE, ru;q=0.8",
            "ru",
            "Такой партии нет: ссылка неверна, или партия давно закончилась и удалена.",
        ),
        (
            "fr",
            "en",
            "There is no such game: the link is wrong, or the game ended long ago and was removed.",
        ),
    ] {
        let status = refusal(&server, Some(header)).await;
        assert_eq!(status.code(), Code::NotFound, "{header}");
        assert_eq!(
            status.message(),
            english.message(),
            "{header}: the developers' message stays English"
        );
        assert_eq!(
            status.get_details_error_info().expect("ErrorInfo").reason,
            "GAME_NOT_FOUND"
        );
        let localized = status
            .get_details_localized_message()
            .unwrap_or_else(|| panic!("{header}: a LocalizedMessage"));
        assert_eq!(localized.locale, locale, "{header}");
        assert_eq!(localized.message, words, "{header}");
    }
}
