// The seats this browser created, kept in localStorage: the start page lists them (a seat
// link is never lost by navigating away), and an invite link opened in the creator's own
// browser warns instead of taking the opponent's seat.
import type { Seat } from "../games/game.js";

export interface MyGame {
  game: string;
  id: string;
  seat: Seat;
  token: string;
  /** The open seat's invitation code, while it may be unused. */
  invite?: string;
  /** When it was created (epoch ms). */
  at: number;
  /** Started by the lobby (a seek or quick pairing): after an abort, its seek is offered again. */
  lobby?: boolean;
}

const KEY = "my-games";
const KEEP = 20;

function read(): MyGame[] {
  try {
    const v: unknown = JSON.parse(localStorage.getItem(KEY) ?? "[]");
    return Array.isArray(v) ? (v as MyGame[]).filter((m) => typeof m.id === "string" && typeof m.token === "string") : [];
  } catch {
    return [];
  }
}

function write(list: MyGame[]): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(list.slice(0, KEEP)));
  } catch {
    // Storage may be full or disabled: the game still works, it is only not listed.
  }
}

/** The remembered games, newest first. */
export function remembered(): MyGame[] {
  return read().sort((a, b) => b.at - a.at);
}

export function remember(game: MyGame): void {
  write([game, ...read().filter((m) => m.id !== game.id)]);
}

export function forget(id: string): void {
  write(read().filter((m) => m.id !== id));
}

/** This browser's seat in a game, if it created it. */
export function mySeat(id: string): MyGame | undefined {
  return read().find((m) => m.id === id);
}
