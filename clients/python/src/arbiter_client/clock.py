"""A game's clocks counted down locally from the server's values.

The server is the only judge of time: it ends a game on time by itself at ``deadline_ms``.
A client only shows the clocks. Each ``Game`` of a game with a clock says when it was taken
(``server_time_ms``) and, in ``clock``, each side's time left at ``taken_at_ms``, the
running side and when its turn started. :class:`ClockModel` keeps those values with the
local monotonic time at which the state arrived and counts the running side down from there,
so a wrong local wall clock does not matter (docs/clients.md, "Clocks and server time").
"""

from __future__ import annotations

import time
from typing import Any, Callable, Dict, Optional


class ClockModel:
    """The clocks of one ``Game`` state. ``now`` is a monotonic clock in seconds (for tests);
    ``received_at`` its reading when the state arrived (default: now)."""

    def __init__(
        self,
        game: Any,
        received_at: Optional[float] = None,
        now: Callable[[], float] = time.monotonic,
    ) -> None:
        self._now = now
        self.received_at = now() if received_at is None else received_at
        self.version = game.version
        self.server_time_ms = game.server_time_ms
        self.deadline_ms = game.deadline_ms
        self.has_clock = game.HasField("clock")
        clock = game.clock
        self.running = clock.running if self.has_clock else 0
        self.taken_at_ms = clock.taken_at_ms or game.server_time_ms
        self.turn_started_ms = clock.turn_started_ms
        self._left_ms: Dict[int, int] = {c.side: c.remaining_ms for c in clock.sides}
        control = clock.time_control
        self.delay_ms = control.delay.delay_ms if control.HasField("delay") else 0

    def server_now_ms(self, at: Optional[float] = None) -> float:
        """The server's time now (ms since the Unix epoch), as estimated from the state."""
        elapsed = (self._now() if at is None else at) - self.received_at
        return self.server_time_ms + max(0.0, elapsed) * 1000.0

    def _charged_ms(self, server_ms: float) -> float:
        """Time charged to the running side's turn by ``server_ms`` (after any delay)."""
        if not self.turn_started_ms:
            return max(0.0, server_ms - self.taken_at_ms)
        return max(0.0, server_ms - self.turn_started_ms - self.delay_ms)

    def remaining_ms(self, side: int, at: Optional[float] = None) -> Optional[int]:
        """``side``'s time left now in ms (None without a clock); only the running side's
        clock moves, and never below 0."""
        if not self.has_clock or side not in self._left_ms:
            return None
        left = self._left_ms[side]
        if side != self.running:
            return left
        spent = self._charged_ms(self.server_now_ms(at)) - self._charged_ms(self.taken_at_ms)
        return max(0, int(left - max(0.0, spent)))

    def until_deadline_ms(self, at: Optional[float] = None) -> Optional[int]:
        """Time until the deadline running now (the running side's flag fall, or before the
        first action the game's abandonment), in ms; None when none runs."""
        if not self.deadline_ms:
            return None
        return max(0, int(self.deadline_ms - self.server_now_ms(at)))
