//! Accounts over gRPC: a call carrying a player's session, and an account created and signed
//! in to.

use arbiter::players::service::accounts_pb::{
    CreateAccountRequest, CreateAccountResponse, SignInRequest, SignInResponse,
    accounts_service_client::AccountsServiceClient,
};
use tonic::transport::Channel;

/// The password of every account these helpers create.
pub const PASSWORD: &str = "correct horse battery";

/// `message` with the player's `session` in `x-player-session`.
pub fn with_session<T>(message: T, session: &str) -> tonic::Request<T> {
    let mut request = tonic::Request::new(message);
    request
        .metadata_mut()
        .insert("x-player-session", session.parse().expect("metadata"));
    request
}

/// Creates the account `name` (a bot's when `bot`) and signs in to it: both answers.
pub async fn sign_up(
    channel: Channel,
    name: &str,
    bot: bool,
) -> (CreateAccountResponse, SignInResponse) {
    let mut accounts = AccountsServiceClient::new(channel);
    let created = accounts
        .create_account(CreateAccountRequest {
            name: name.into(),
            password: PASSWORD.into(),
            bot,
        })
        .await
        .expect("CreateAccount")
        .into_inner();
    let signed_in = accounts
        .sign_in(SignInRequest {
            name: name.into(),
            password: PASSWORD.into(),
        })
        .await
        .expect("SignIn")
        .into_inner();
    (created, signed_in)
}
