// Drag and drop on the board: press on a piece that may be picked up, move (a few pixels at
// least), release over a square. A press without movement stays a click (click-click and
// tap-tap work as before). The dragged piece is a copy drawn above the board; the original
// is dimmed until the drop.
import { squareOf } from "./svg.js";

export interface DragHooks {
  /** Whether the piece on this square may be picked up now. */
  canPick(square: string): boolean;
  /** The piece was lifted (select it). */
  lift(square: string): void;
  /** Dropped on `square` (undefined: off the board). */
  drop(from: string, square: string | undefined): void;
}

interface Drag {
  from: string;
  x: number;
  y: number;
  moved: boolean;
  ghost?: SVGGElement;
}

export function attachDrag(svg: SVGSVGElement, hooks: DragHooks): { active(): boolean; redrawn(): void } {
  let drag: Drag | undefined;
  let swallowClick = false;

  const toSvg = (x: number, y: number): DOMPoint => {
    const m = svg.getScreenCTM();
    return m ? new DOMPoint(x, y).matrixTransform(m.inverse()) : new DOMPoint(x, y);
  };

  const place = (ev: PointerEvent): void => {
    if (!drag?.ghost) return;
    const start = toSvg(drag.x, drag.y);
    const now = toSvg(ev.clientX, ev.clientY);
    drag.ghost.setAttribute("transform", `translate(${now.x - start.x} ${now.y - start.y})`);
  };

  const lifted = (): void => {
    if (!drag?.ghost) return;
    svg.querySelector(`g.piece[data-piece="${drag.from}"]`)?.classList.add("lifted");
    svg.appendChild(drag.ghost);
  };

  svg.addEventListener("pointerdown", (ev) => {
    if (ev.button !== 0) return;
    const square = squareOf(ev);
    if (!square || !hooks.canPick(square)) return;
    drag = { from: square, x: ev.clientX, y: ev.clientY, moved: false };
  });

  svg.addEventListener("pointermove", (ev) => {
    if (!drag) return;
    if (!drag.moved && Math.hypot(ev.clientX - drag.x, ev.clientY - drag.y) < 6) return;
    if (!drag.moved) {
      drag.moved = true;
      // Only a real drag captures the pointer: a capture would make a plain click's target the
      // board instead of the square.
      try {
        svg.setPointerCapture(ev.pointerId);
      } catch {
        // Not capturable: the drag follows the board's own events.
      }
      hooks.lift(drag.from);
      const piece = svg.querySelector<SVGGElement>(`g.piece[data-piece="${drag.from}"]`);
      if (piece) {
        drag.ghost = piece.cloneNode(true) as SVGGElement;
        drag.ghost.classList.add("dragging");
        drag.ghost.removeAttribute("data-piece");
        lifted();
      }
    }
    place(ev);
  });

  const end = (ev: PointerEvent, cancelled: boolean): void => {
    if (!drag) return;
    const d = drag;
    drag = undefined;
    d.ghost?.remove();
    svg.querySelector(".lifted")?.classList.remove("lifted");
    if (!d.moved) return; // a click: the click handler does the rest
    swallowClick = true;
    setTimeout(() => (swallowClick = false), 0);
    if (cancelled) return hooks.drop(d.from, undefined);
    const under = document.elementFromPoint(ev.clientX, ev.clientY);
    hooks.drop(d.from, under ? squareOf({ target: under } as unknown as Event) : undefined);
  };
  svg.addEventListener("pointerup", (ev) => end(ev, false));
  svg.addEventListener("pointercancel", (ev) => end(ev, true));
  // The click that follows a drop is not a click on the board.
  svg.addEventListener(
    "click",
    (ev) => {
      if (swallowClick) {
        swallowClick = false;
        ev.stopImmediatePropagation();
      }
    },
    true,
  );
  return {
    active: () => drag?.moved === true,
    // The board was drawn again during a drag: put the dragged copy back on top.
    redrawn: lifted,
  };
}
