// Small pieces of words the pages share.
import { t } from "../i18n/i18n.js";

/** The English possessive of a side's or a player's name: "White's", and "Attackers'" for a name ending in s (pages not yet in every language). */
export function possessive(name: string): string {
  return /s$/i.test(name) ? `${name}'` : `${name}'s`;
}

/** A game's tab title: "Alice vs Bob · Hnefatafl" — each seat's player, or the seat's side name for a guest or the computer. */
export function versusTitle(title: string, seatNames: readonly [string, string], players: readonly [{ name: string } | undefined, { name: string } | undefined]): string {
  const who = ([0, 1] as const).map((s) => players[s]?.name || seatNames[s]);
  return t("versus-title", { first: who[0]!, second: who[1]!, game: title });
}
