//! The signal that the server is stopping, followed by watch streams and the deadline
//! scheduler.

use tokio::sync::watch;

/// Tells streams that the server is stopping.
#[derive(Clone, Debug, Default)]
pub struct Shutdown(Option<watch::Receiver<bool>>);

impl Shutdown {
    /// Follows `receiver`: the server stops once it holds `true`.
    #[must_use]
    pub fn new(receiver: watch::Receiver<bool>) -> Shutdown {
        Shutdown(Some(receiver))
    }

    /// Completes when the server stops (never, for the default).
    pub(crate) async fn wait(&mut self) {
        if let Some(receiver) = &mut self.0
            && receiver.wait_for(|stopping| *stopping).await.is_ok()
        {
            return;
        }
        std::future::pending::<()>().await;
    }
}
