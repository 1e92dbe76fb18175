//! `players.v1.PushService` (`proto/players/v1/push.proto`): each call parses and
//! authorises, then hands off to [`super::subscriptions`].

use tonic::{Request, Response, Status};

use super::subscriptions::{self, QuietHours, Subscription};
use crate::players::Players;
use crate::players::service::players_pb as pb;
use crate::players::service::signed_in;
use crate::session::{ServiceError, traced};

pub use pb::push_service_server::PushServiceServer as PushServer;

/// The push service over the players' database.
#[derive(Clone, Debug)]
pub struct PushService(Players);

impl PushService {
    /// The service over `players`.
    #[must_use]
    pub fn new(players: Players) -> PushService {
        PushService(players)
    }
}

#[tonic::async_trait]
impl pb::push_service_server::PushService for PushService {
    async fn get_push_key(
        &self,
        _request: Request<pb::GetPushKeyRequest>,
    ) -> Result<Response<pb::GetPushKeyResponse>, Status> {
        traced("GetPushKey", "", get_push_key(&self.0)).await
    }

    async fn subscribe_push(
        &self,
        request: Request<pb::SubscribePushRequest>,
    ) -> Result<Response<pb::SubscribePushResponse>, Status> {
        traced("SubscribePush", "", subscribe(&self.0, request)).await
    }

    async fn unsubscribe_push(
        &self,
        request: Request<pb::UnsubscribePushRequest>,
    ) -> Result<Response<pb::UnsubscribePushResponse>, Status> {
        traced("UnsubscribePush", "", unsubscribe(&self.0, request)).await
    }

    async fn get_push_settings(
        &self,
        request: Request<pb::GetPushSettingsRequest>,
    ) -> Result<Response<pb::GetPushSettingsResponse>, Status> {
        traced("GetPushSettings", "", settings(&self.0, request)).await
    }

    async fn set_quiet_hours(
        &self,
        request: Request<pb::SetQuietHoursRequest>,
    ) -> Result<Response<pb::SetQuietHoursResponse>, Status> {
        traced("SetQuietHours", "", set_quiet_hours(&self.0, request)).await
    }
}

/// `GetPushKey`: the server's VAPID public key.
///
/// # Errors
/// `DATABASE_UNAVAILABLE` (the first time, without a configured key).
pub async fn get_push_key(players: &Players) -> Result<pb::GetPushKeyResponse, ServiceError> {
    let key = players.push().keys().key().await?;
    Ok(pb::GetPushKeyResponse {
        public_key: key.public().to_owned(),
    })
}

/// `SubscribePush`: one device of the signed-in player.
///
/// # Errors
/// `NOT_SIGNED_IN`, `INVALID_PUSH_ENDPOINT`, `INVALID_PUSH_KEY`, `DATABASE_UNAVAILABLE`.
pub async fn subscribe(
    players: &Players,
    request: Request<pb::SubscribePushRequest>,
) -> Result<pb::SubscribePushResponse, ServiceError> {
    let who = signed_in(players, &request).await?;
    let r = request.get_ref();
    let push = players.push();
    let subscription = Subscription::parse(&r.endpoint, &r.p256dh, &r.auth, push.allows_http())?;
    let devices =
        subscriptions::subscribe(push.db(), who.player, &subscription, push.now_ms()).await?;
    Ok(pb::SubscribePushResponse { devices })
}

/// `UnsubscribePush`: forgets one device of the signed-in player.
///
/// # Errors
/// `NOT_SIGNED_IN`, `MISSING_FIELD`, `DATABASE_UNAVAILABLE`.
pub async fn unsubscribe(
    players: &Players,
    request: Request<pb::UnsubscribePushRequest>,
) -> Result<pb::UnsubscribePushResponse, ServiceError> {
    let who = signed_in(players, &request).await?;
    let endpoint = &request.get_ref().endpoint;
    if endpoint.is_empty() {
        return Err(ServiceError::missing("endpoint"));
    }
    let removed = subscriptions::unsubscribe(players.push().db(), who.player, endpoint).await?;
    Ok(pb::UnsubscribePushResponse { removed })
}

/// `GetPushSettings`: the signed-in player's quiet hours and devices.
///
/// # Errors
/// `NOT_SIGNED_IN`, `DATABASE_UNAVAILABLE`.
pub async fn settings(
    players: &Players,
    request: Request<pb::GetPushSettingsRequest>,
) -> Result<pb::GetPushSettingsResponse, ServiceError> {
    let who = signed_in(players, &request).await?;
    let db = players.push().db();
    let devices = subscriptions::devices(db, who.player).await?;
    let endpoint = &request.get_ref().endpoint;
    let quiet = subscriptions::quiet_hours(db, who.player).await?;
    Ok(pb::GetPushSettingsResponse {
        quiet_hours: quiet.map(|q| pb::QuietHours {
            start_minute: u32::from(q.start),
            end_minute: u32::from(q.end),
        }),
        devices: u32::try_from(devices.len()).unwrap_or(u32::MAX),
        subscribed: !endpoint.is_empty() && devices.iter().any(|d| &d.endpoint == endpoint),
    })
}

/// `SetQuietHours`: sets or clears the signed-in player's quiet hours.
///
/// # Errors
/// `NOT_SIGNED_IN`, `INVALID_QUIET_HOURS`, `DATABASE_UNAVAILABLE`.
pub async fn set_quiet_hours(
    players: &Players,
    request: Request<pb::SetQuietHoursRequest>,
) -> Result<pb::SetQuietHoursResponse, ServiceError> {
    let who = signed_in(players, &request).await?;
    let quiet = match &request.get_ref().quiet_hours {
        Some(q) => QuietHours::new(q.start_minute, q.end_minute)?,
        None => None,
    };
    subscriptions::set_quiet_hours(players.push().db(), who.player, quiet).await?;
    Ok(pb::SetQuietHoursResponse {})
}
