// The language kept with the account (accounts.v1 SetLanguage, GetMyProfile), so that every
// browser a player signs in from shows the language they chose: saved when they pick one,
// read when they sign in. Loaded only then (a chunk of its own), not with the first page.
import { createClient } from "@connectrpc/connect";
import { AccountsService } from "@arbiter/client/gen/accounts/v1/accounts_pb";
import { transport } from "../api/transport.js";
import { keepLocale, locale, LANGUAGES } from "../i18n/i18n.js";
import { current, withSession, type Session } from "./session.js";

const CALL = { timeoutMs: 10_000 };

/** Keeps `language` with the signed-in player's account (nothing when signed out; a failure
 * leaves the choice with this browser only). */
export async function saveLanguage(language: string): Promise<void> {
  const s = current();
  if (!s || !LANGUAGES.some(([code]) => code === language)) return;
  try {
    await createClient(AccountsService, transport()).setLanguage({ language }, withSession(CALL, s));
  } catch {
    // kept in this browser only
  }
}

/** After signing in: the account's language becomes this browser's; an account without one
 * takes the language this browser shows. Answers whether the page's language changed. */
export async function adoptAccountLanguage(s: Session): Promise<boolean> {
  try {
    const accounts = createClient(AccountsService, transport());
    const me = await accounts.getMyProfile({}, withSession(CALL, s));
    if (me.language === "") {
      if (LANGUAGES.some(([code]) => code === locale())) await accounts.setLanguage({ language: locale() }, withSession(CALL, s));
      return false;
    }
    if (me.language === locale()) return false;
    keepLocale(me.language);
    return true;
  } catch {
    return false;
  }
}
