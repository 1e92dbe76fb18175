// The move list of a game's history, shared by the live game's history panel (play.ts) and an
// archived game's replay (replay.ts): the moves paired by turn (history.ts `turns`), each move
// a button that shows the position after it.
import { h } from "./dom.js";
import { turns, type Entry } from "./history.js";

/**
 * Fills `table` with the moves of `entries` under the seats' names, the move of version `at`
 * marked current (class `current`, `aria-current="step"`); `pick` is called with a move's
 * version when it is pressed. Returns the current move's button, if `at` is a move.
 */
export function fillMoveTable(table: HTMLTableElement, seatNames: readonly [string, string], entries: Entry[], at: bigint, pick: (version: bigint) => void): HTMLElement | undefined {
  let current: HTMLElement | undefined;
  const cell = (ms: { version: bigint; text: string }[] | undefined): HTMLElement =>
    h(
      "td",
      {},
      ...(ms ?? []).map((m) => {
        const b = h("button", { type: "button", class: "mv", "data-version": String(m.version) }, m.text);
        if (m.version === at) {
          b.classList.add("current");
          b.setAttribute("aria-current", "step");
          current = b;
        }
        b.addEventListener("click", () => pick(m.version));
        return b;
      }),
      ...(ms === undefined ? ["…"] : []),
    );
  const rows = turns(entries);
  table.replaceChildren(
    h("thead", {}, h("tr", {}, h("th", { scope: "col" }, "#"), h("th", { scope: "col" }, seatNames[0]), h("th", { scope: "col" }, seatNames[1]))),
    h("tbody", {}, ...rows.map((r) => h("tr", {}, h("th", { scope: "row" }, `${r.number}.`), cell(r.cells[0]), r.cells[1] || r !== rows[rows.length - 1] ? cell(r.cells[1]) : h("td", {})))),
  );
  return current;
}
