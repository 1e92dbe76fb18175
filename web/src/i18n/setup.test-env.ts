// The unit tests read the pages' words in English, as a browser with English first does.
import { readFileSync } from "node:fs";
import { useMessages } from "./i18n.js";

useMessages("en", readFileSync(new URL("../../locales/en.ftl", import.meta.url), "utf8"), readFileSync(new URL("../../locales/en.pages.ftl", import.meta.url), "utf8"));
