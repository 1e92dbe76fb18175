#!/usr/bin/env python3
"""Writes the API reference docs/api/ from the protos' comments: one Markdown page per
package (docs/api/<package>.md) and an index (docs/api/README.md).

    python3 tools/api_docs.py            # rewrite docs/api/
    python3 tools/api_docs.py --check    # exit 1 when docs/api/ is not what the protos give

It compiles proto/ with the protoc that grpcio-tools ships (pip install grpcio-tools) into a
descriptor set with source info, and reads the comments from there, so the pages say exactly
what the protos say. `.ci/run` runs it and fails when the committed pages differ.
"""

import argparse
import os
import sys
import tempfile

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
PROTO_ROOT = os.path.join(ROOT, "proto")
OUT = os.path.join(ROOT, "docs", "api")

# FileDescriptorProto / DescriptorProto / EnumDescriptorProto / ServiceDescriptorProto field
# numbers used in SourceCodeInfo paths.
FILE_SYNTAX, FILE_PACKAGE, FILE_MESSAGE, FILE_ENUM, FILE_SERVICE = 12, 2, 4, 5, 6
MESSAGE_FIELD, MESSAGE_NESTED, MESSAGE_ENUM, MESSAGE_ONEOF = 2, 3, 4, 8
ENUM_VALUE = 2
SERVICE_METHOD = 2

SCALARS = {
    1: "double", 2: "float", 3: "int64", 4: "uint64", 5: "int32", 6: "fixed64",
    7: "fixed32", 8: "bool", 9: "string", 12: "bytes", 13: "uint32", 15: "sfixed32",
    16: "sfixed64", 17: "sint32", 18: "sint64",
}


def protos():
    found = []
    for base, _, files in os.walk(PROTO_ROOT):
        for name in files:
            if name.endswith(".proto"):
                found.append(os.path.relpath(os.path.join(base, name), PROTO_ROOT))
    return sorted(found)


def descriptor_set(files):
    try:
        import grpc_tools
        from grpc_tools import protoc
        from google.protobuf import descriptor_pb2
    except ImportError as e:
        sys.exit("grpcio-tools is needed: pip install grpcio-tools (%s)" % e)
    include = os.path.join(os.path.dirname(grpc_tools.__file__), "_proto")
    with tempfile.TemporaryDirectory() as tmp:
        out = os.path.join(tmp, "set.binpb")
        code = protoc.main(
            ["protoc", "-I" + PROTO_ROOT, "-I" + include, "--include_source_info",
             "--descriptor_set_out=" + out] + files
        )
        if code != 0:
            sys.exit("protoc failed on %s (exit %d)" % (" ".join(files), code))
        fds = descriptor_pb2.FileDescriptorSet()
        with open(out, "rb") as f:
            fds.ParseFromString(f.read())
    return fds


def clean(comment):
    """A comment's text: one leading space per line removed, trailing blank lines dropped."""
    lines = [line[1:] if line.startswith(" ") else line for line in comment.split("\n")]
    return "\n".join(lines).strip("\n")


class Comments:
    def __init__(self, file):
        self.by_path = {tuple(loc.path): loc for loc in file.source_code_info.location}

    def leading(self, *path):
        loc = self.by_path.get(tuple(path))
        return clean(loc.leading_comments) if loc and loc.leading_comments else ""

    def detached(self, *path):
        loc = self.by_path.get(tuple(path))
        return [clean(c) for c in loc.leading_detached_comments] if loc else []


def cell(text):
    """Comment text for a table cell: paragraphs kept apart, pipes escaped."""
    out = []
    for paragraph in text.replace("|", "\\|").split("\n\n"):
        items = []
        for line in paragraph.split("\n"):
            if line.lstrip().startswith("- ") or not items:
                items.append(line.strip())
            else:
                items[-1] += " " + line.strip()
        items = [" ".join(item.split()) for item in items if item.strip()]
        if items:
            out.append("<br>".join(items))
    return "<br><br>".join(out)


def anchor(full_name):
    return full_name.lstrip(".").replace(".", "-").lower()


def type_ref(field, package):
    if field.type_name:
        name = field.type_name.lstrip(".")
        if name.startswith(package + "."):
            short = name[len(package) + 1:]
            return "[`%s`](#%s)" % (short, anchor(name))
        return "`%s`" % name
    return "`%s`" % SCALARS.get(field.type, "?")


def label(field, message):
    if field.label == 3:
        return "repeated"
    if field.proto3_optional:
        return "optional"
    if field.HasField("oneof_index"):
        return "oneof `%s`" % message.oneof_decl[field.oneof_index].name
    return ""


def heading_comment(text):
    return text + "\n\n" if text else ""


def render_message(message, prefix, path, package, comments, out, maps):
    full = "%s.%s%s" % (package, prefix, message.name)
    out.append('<a id="%s"></a>\n\n### `%s%s`\n\n' % (anchor(full), prefix, message.name))
    out.append(heading_comment(comments.leading(*path)))
    if message.field:
        out.append("| field | number | type | label | description |\n|---|---|---|---|---|\n")
        for j, field in enumerate(message.field):
            ref = type_ref(field, package)
            map_entry = maps.get(field.type_name)
            if map_entry is not None:
                key, value = map_entry.field
                ref = "map<%s, %s>" % (type_ref(key, package), type_ref(value, package))
            out.append(
                "| `%s` | %d | %s | %s | %s |\n"
                % (field.name, field.number, ref,
                   "" if map_entry is not None else label(field, message),
                   cell(comments.leading(*path, MESSAGE_FIELD, j)))
            )
        out.append("\n")
    else:
        out.append("No fields.\n\n")
    for k, oneof in enumerate(message.oneof_decl):
        text = comments.leading(*path, MESSAGE_ONEOF, k)
        if text and not oneof.name.startswith("_"):
            out.append("oneof `%s`: %s\n\n" % (oneof.name, cell(text)))
    for k, nested in enumerate(message.nested_type):
        if nested.options.map_entry:
            continue
        render_message(nested, prefix + message.name + ".", path + (MESSAGE_NESTED, k),
                       package, comments, out, maps)
    for k, enum in enumerate(message.enum_type):
        render_enum(enum, prefix + message.name + ".", path + (MESSAGE_ENUM, k), package,
                    comments, out)


def render_enum(enum, prefix, path, package, comments, out):
    full = "%s.%s%s" % (package, prefix, enum.name)
    out.append('<a id="%s"></a>\n\n### `%s%s` (enum)\n\n' % (anchor(full), prefix, enum.name))
    out.append(heading_comment(comments.leading(*path)))
    out.append("| value | number | description |\n|---|---|---|\n")
    for j, value in enumerate(enum.value):
        out.append("| `%s` | %d | %s |\n"
                   % (value.name, value.number, cell(comments.leading(*path, ENUM_VALUE, j))))
    out.append("\n")


def collect_maps(message, prefix, maps):
    for nested in message.nested_type:
        name = "%s.%s" % (prefix, nested.name)
        if nested.options.map_entry:
            maps[name] = nested
        collect_maps(nested, name, maps)


def render_file(file):
    package = file.package
    comments = Comments(file)
    out = ["# `%s`\n\n" % package]
    out.append("Generated by `tools/api_docs.py` from `proto/%s`; do not edit.\n\n" % file.name)
    header = [c for c in comments.detached(FILE_SYNTAX) + [comments.leading(FILE_SYNTAX)] if c]
    header += [c for c in comments.detached(FILE_PACKAGE) + [comments.leading(FILE_PACKAGE)] if c]
    for text in header:
        out.append(text + "\n\n")
    maps = {}
    for message in file.message_type:
        collect_maps(message, "." + package + "." + message.name, maps)

    for i, service in enumerate(file.service):
        out.append("## Service `%s`\n\n" % service.name)
        out.append(heading_comment(comments.leading(FILE_SERVICE, i)))
        for j, method in enumerate(service.method):
            req = method.input_type.lstrip(".")
            res = method.output_type.lstrip(".")
            short = lambda n: n[len(package) + 1:] if n.startswith(package + ".") else n
            out.append(
                '<a id="%s"></a>\n\n### `%s`\n\n`rpc %s(%s%s) returns (%s%s)` — request [`%s`](#%s), answer [`%s`](#%s)\n\n'
                % (anchor("%s.%s.%s" % (package, service.name, method.name)), method.name,
                   method.name, "stream " if method.client_streaming else "", short(req),
                   "stream " if method.server_streaming else "", short(res),
                   short(req), anchor(req), short(res), anchor(res))
            )
            out.append(heading_comment(comments.leading(FILE_SERVICE, i, SERVICE_METHOD, j)))
    if file.message_type:
        out.append("## Messages\n\n")
        for i, message in enumerate(file.message_type):
            render_message(message, "", (FILE_MESSAGE, i), package, comments, out, maps)
    if file.enum_type:
        out.append("## Enums\n\n")
        for i, enum in enumerate(file.enum_type):
            render_enum(enum, "", (FILE_ENUM, i), package, comments, out)
    return "".join(out).rstrip("\n") + "\n"


def render_index(files):
    out = ["# API reference\n\n",
           "Generated by `tools/api_docs.py` from the protos' comments (`proto/`); do not edit.\n",
           "Regenerate with `python3 tools/api_docs.py`; CI checks these pages match the protos.\n\n",
           "What every game's package shares: [`docs/api-shape.md`](../api-shape.md). ",
           "Conventions for client authors: [`docs/clients.md`](../clients.md).\n\n",
           "| package | service | proto |\n|---|---|---|\n"]
    for file in files:
        services = ", ".join("`%s`" % s.name for s in file.service) or "—"
        out.append("| [`%s`](%s.md) | %s | `proto/%s` |\n"
                   % (file.package, file.package, services, file.name))
    return "".join(out)


def pages():
    files = protos()
    fds = descriptor_set(files)
    ours = [f for f in fds.file if f.name in files]
    result = {"README.md": render_index(ours)}
    for file in ours:
        result[file.package + ".md"] = render_file(file)
    return result


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true",
                        help="compare with docs/api/ instead of writing it")
    args = parser.parse_args()
    wanted = pages()
    present = {n for n in os.listdir(OUT) if n.endswith(".md")} if os.path.isdir(OUT) else set()
    if args.check:
        stale = sorted(n for n in wanted
                       if not os.path.exists(os.path.join(OUT, n))
                       or open(os.path.join(OUT, n), encoding="utf-8").read() != wanted[n])
        extra = sorted(present - set(wanted))
        if stale or extra:
            print("docs/api/ is not what the protos give (run python3 tools/api_docs.py): "
                  + ", ".join(stale + extra), file=sys.stderr)
            return 1
        return 0
    os.makedirs(OUT, exist_ok=True)
    for name in present - set(wanted):
        os.remove(os.path.join(OUT, name))
    for name, text in wanted.items():
        with open(os.path.join(OUT, name), "w", encoding="utf-8") as f:
            f.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
