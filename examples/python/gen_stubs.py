"""Generates the Python gRPC stubs of the project's protos (grpcio-tools) into a folder.

    python3 gen_stubs.py [OUT_DIR]      # default: ./generated

The stubs are not committed: bot.py calls generate() itself when they are missing or older
than the protos.
"""

import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
PROTO_ROOT = os.path.normpath(os.path.join(HERE, "..", "..", "proto"))
PROTOS = [
    "hanniball/v1/hanniball.proto",
    "hnefatafl/v1/hnefatafl.proto",
    "chessfootball/v1/chessfootball.proto",
]


def generate(out_dir):
    """Runs protoc (from grpcio-tools) on every proto; returns out_dir."""
    try:
        from grpc_tools import protoc
        import grpc_tools
    except ImportError as e:
        raise SystemExit(
            "grpcio-tools is missing: pip install -r %s (%s)"
            % (os.path.join(HERE, "requirements.txt"), e)
        )
    os.makedirs(out_dir, exist_ok=True)
    include = os.path.join(os.path.dirname(grpc_tools.__file__), "_proto")
    for proto in PROTOS:
        source = os.path.join(PROTO_ROOT, proto)
        stub = os.path.join(out_dir, proto.replace(".proto", "_pb2.py"))
        if os.path.exists(stub) and os.path.getmtime(stub) >= os.path.getmtime(source):
            continue
        code = protoc.main(
            [
                "grpc_tools.protoc",
                "-I" + PROTO_ROOT,
                "-I" + include,
                "--python_out=" + out_dir,
                "--grpc_python_out=" + out_dir,
                source,
            ]
        )
        if code != 0:
            raise SystemExit("protoc failed on %s (exit %d)" % (proto, code))
    return out_dir


if __name__ == "__main__":
    out = sys.argv[1] if len(sys.argv) > 1 else os.path.join(HERE, "generated")
    print(generate(out))
