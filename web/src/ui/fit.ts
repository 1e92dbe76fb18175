// The board on a phone. In the one-column layout (below 760 px) the controls are a bar fixed
// at the bottom of the window, and whatever stands above the board (the clocks, the invite
// link, a draw offer, the summary) pushes it down: the board's last ranks would open hidden
// under the bar. So the board is sized to the room between its top and the bar (never less
// than half the window's height), and if it still reaches under the bar when the game is
// first shown, the page scrolls once so that the whole board stands above the bar.
const PHONE = "(max-width: 760px)";
/** The smallest board, as a share of the window's height. */
const MIN_SHARE = 0.5;
/** The gap kept between the board and the bar (px). */
const GAP = 4;

export interface BoardFit {
  /** Sizes the board to the room it has (call after anything above it or the bar changed). */
  fit(): void;
  /** Once, when the game is first shown: scrolls so that the whole board is above the bar. */
  reveal(): void;
}

export function boardFit(page: HTMLElement, board: SVGSVGElement, bar: HTMLElement): BoardFit {
  const phone = matchMedia(PHONE);
  let revealed = false;
  const barHeight = (): number => (bar.isConnected && !bar.hidden && getComputedStyle(bar).position === "fixed" ? bar.getBoundingClientRect().height : 0);
  const fit = (): void => {
    if (!phone.matches) {
      board.style.removeProperty("max-height");
      page.style.removeProperty("--bar");
      return;
    }
    const bottom = barHeight();
    // The page keeps room below its content for the bar.
    page.style.setProperty("--bar", `${Math.ceil(bottom)}px`);
    const top = board.getBoundingClientRect().top + scrollY;
    const room = innerHeight - bottom - top - GAP;
    board.style.maxHeight = `${Math.floor(Math.max(room, innerHeight * MIN_SHARE))}px`;
  };
  const reveal = (): void => {
    if (revealed) return;
    revealed = true;
    if (!phone.matches) return;
    fit();
    const over = board.getBoundingClientRect().bottom - (innerHeight - barHeight() - GAP);
    if (over > 0) scrollBy({ top: over, behavior: "instant" });
  };
  addEventListener("resize", fit);
  phone.addEventListener("change", fit);
  return { fit, reveal };
}
