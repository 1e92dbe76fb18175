// The start page: choose a game and, optionally, a start position; create it and get the
// three links — play as the first seat, invite the opponent, spectate.
import { describe } from "../api/errors.js";
import type { AnyGame } from "../games/index.js";
import { h } from "./dom.js";
import { seatLink, watchLink } from "./links.js";

export function startPage(root: HTMLElement, games: AnyGame[]): void {
  const select = h("select", { id: "game", "aria-label": "Game" }, ...games.map((g) => h("option", { value: g.key }, g.title)));
  const position = h("input", { id: "position", type: "text", placeholder: "start position (empty: the game's initial position)", "aria-label": "Start position", spellcheck: "false", autocomplete: "off" });
  const examples = h("div", { class: "examples" });
  const create = h("button", { id: "create", type: "submit" }, "Create game");
  const message = h("p", { id: "message", role: "alert" });
  const links = h("div", { id: "links" });
  const form = h("form", { class: "start" }, h("label", {}, "Game ", select), h("label", { class: "wide" }, "Position ", position), examples, create);
  const chosen = (): AnyGame => games.find((g) => g.key === select.value) ?? games[0]!;
  const showExamples = (): void => {
    examples.replaceChildren(
      ...chosen().examples.map((ex) => {
        const b = h("button", { type: "button", class: "example" }, ex.label);
        b.addEventListener("click", () => (position.value = ex.position));
        return b;
      }),
    );
  };
  select.addEventListener("change", showExamples);
  showExamples();
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const game = chosen();
    message.textContent = "";
    create.disabled = true;
    game.api
      .newGame(position.value.trim())
      .then(({ game: created, tokens }) => {
        const id = (created as { gameId: string }).gameId;
        const [first, second] = game.seatNames;
        const a = (id_: string, text: string, href: string): HTMLAnchorElement => h("a", { id: id_, href }, text);
        links.replaceChildren(
          h("h2", {}, `${game.title} game ${id}`),
          h("ul", {},
            h("li", {}, a("link-play", `Play as ${first}`, seatLink(location.origin, game.key, id, 0, tokens[0]))),
            h("li", {}, a("link-invite", `Invite: ${second}'s link (send it to your opponent)`, seatLink(location.origin, game.key, id, 1, tokens[1]))),
            h("li", {}, a("link-watch", "Spectate", watchLink(location.origin, game.key, id))),
          ),
        );
      })
      .catch((error: unknown) => (message.textContent = describe(error)))
      .finally(() => (create.disabled = false));
  });
  root.replaceChildren(h("main", { class: "start-page" }, h("h1", {}, "Play in the browser"), form, message, links));
}
