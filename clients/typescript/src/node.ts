// Node.js only: native gRPC over HTTP/2 (Connect-ES's `@connectrpc/connect-node`, an optional
// peer dependency of this package). Every client and helper of the package takes either
// transport; bots and servers in Node.js usually prefer this one (one HTTP/2 connection for
// every call and stream).
import { createGrpcTransport, type GrpcTransportOptions } from "@connectrpc/connect-node";
import type { Transport } from "@connectrpc/connect";

/** A gRPC (HTTP/2, binary protobuf) transport to the service at `baseUrl` (`http://…` for h2c, `https://…` for TLS). */
export function grpcTransport(baseUrl: string, options: Omit<GrpcTransportOptions, "baseUrl"> = {}): Transport {
  return createGrpcTransport({ ...options, baseUrl });
}
