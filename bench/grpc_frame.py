#!/usr/bin/env python3
"""Writes and reads gRPC frames for bench/run.sh's h2load scenarios (no gRPC library needed).

  grpc_frame.py encode [FIELD=TEXT ...] > request.bin
      One uncompressed gRPC message (flag byte, 4-byte big-endian length, protobuf bytes)
      whose string fields FIELD (numbers) hold TEXT. No field: an empty message (PingRequest).
  grpc_frame.py field PATH < response.bin
      Prints the string at PATH (field numbers joined by dots, e.g. 1.1 for game.game_id) of
      the first message of a gRPC response body.
"""

import sys


def varint(n):
    out = bytearray()
    while True:
        byte = n & 0x7F
        n >>= 7
        if n:
            out.append(byte | 0x80)
        else:
            out.append(byte)
            return bytes(out)


def encode(fields):
    body = bytearray()
    for field in fields:
        number, text = field.split("=", 1)
        data = text.encode()
        body += varint(int(number) << 3 | 2) + varint(len(data)) + data
    return b"\0" + len(body).to_bytes(4, "big") + bytes(body)


def read_varint(data, at):
    shift = value = 0
    while True:
        byte = data[at]
        at += 1
        value |= (byte & 0x7F) << shift
        shift += 7
        if byte < 0x80:
            return value, at


def fields(data):
    at = 0
    while at < len(data):
        key, at = read_varint(data, at)
        wire = key & 7
        if wire == 0:
            value, at = read_varint(data, at)
        elif wire == 2:
            size, at = read_varint(data, at)
            value, at = data[at : at + size], at + size
        elif wire == 1:
            value, at = data[at : at + 8], at + 8
        elif wire == 5:
            value, at = data[at : at + 4], at + 4
        else:
            raise ValueError(f"wire type {wire}")
        yield key >> 3, value


def field(data, path):
    if len(data) < 5 or data[0] != 0:
        raise SystemExit("not an uncompressed gRPC message")
    message = data[5 : 5 + int.from_bytes(data[1:5], "big")]
    for number in path.split("."):
        message = next((v for n, v in fields(message) if n == int(number)), None)
        if message is None:
            raise SystemExit(f"no field {path}")
    return message.decode()


def main():
    if len(sys.argv) >= 2 and sys.argv[1] == "encode":
        sys.stdout.buffer.write(encode(sys.argv[2:]))
    elif len(sys.argv) == 3 and sys.argv[1] == "field":
        print(field(sys.stdin.buffer.read(), sys.argv[2]))
    else:
        raise SystemExit(__doc__)


if __name__ == "__main__":
    main()
