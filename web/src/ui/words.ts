// Small pieces of words the pages share.
import { t } from "../i18n/i18n.js";

/** Two or more players' names in a line: "Alice vs Bob". */
export function versus(names: readonly string[]): string {
  return names.length === 0 ? "" : names.reduce((line, name) => t("players-versus", { first: line, second: name }));
}

/** A game's tab title: "Alice vs Bob · Hnefatafl" — each seat's player, or the seat's side name for a guest or the computer. */
export function versusTitle(title: string, seatNames: readonly [string, string], players: readonly [{ name: string } | undefined, { name: string } | undefined]): string {
  const who = ([0, 1] as const).map((s) => players[s]?.name || seatNames[s]);
  return t("versus-title", { first: who[0]!, second: who[1]!, game: title });
}
