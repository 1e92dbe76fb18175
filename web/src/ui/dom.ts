// A tiny helper to build DOM nodes.
import { t } from "../i18n/i18n.js";

export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Record<string, string> = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
  node.append(...children);
  return node;
}

/**
 * A message with nodes in it: `nodes` are given to the message as variables and stand where
 * it names them ("{ $name } challenges you" with the name in bold, "{ $link } to play" with a
 * link), so each language places them in its own word order.
 */
export function tn(id: string, args: Record<string, string | number>, nodes: Record<string, Node>): (Node | string)[] {
  const marks = Object.keys(nodes);
  const text = t(id, { ...args, ...Object.fromEntries(marks.map((k, i) => [k, `\uE000${i}\uE001`])) });
  return text
    .split(/\uE000(\d+)\uE001/)
    .map((part, i) => (i % 2 === 1 ? nodes[marks[Number(part)]!]! : part))
    .filter((part) => part !== "");
}
