// The one transport of the app: gRPC-Web (binary) to the page's own origin, where the binary
// serves the API beside the page. A front end served elsewhere passes its API's base URL.
import { createGrpcWebTransport } from "@connectrpc/connect-web";
import type { Transport } from "@connectrpc/connect";

export function transport(baseUrl: string = location.origin): Transport {
  return createGrpcWebTransport({ baseUrl, useBinaryFormat: true });
}

/** The metadata of a call acting for a seat. */
export function seat(token: string, timeoutMs = 10_000): { headers: Record<string, string>; timeoutMs: number } {
  return { headers: { authorization: `Bearer ${token}` }, timeoutMs };
}

/** A fresh request id, so a retried call is applied once. */
export function requestId(): string {
  const bytes = new Uint8Array(12);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}
