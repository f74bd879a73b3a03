#!/usr/bin/env bash
# Validates every Kubernetes overlay, rendered by the real `kubectl kustomize`, against the JSON
# schemas of a pinned Kubernetes version with kubernetes-validate (pinned; it bundles the schemas,
# so nothing is fetched at check time). --strict also refuses fields the schema does not know (typos).
# Custom resources (KEDA ScaledObject, kube-prometheus ServiceMonitor/PrometheusRule) have no bundled
# schema: they are reported as skipped, and tools/test/deploy-manifests.test.ts checks them by reading.
# kubernetes-validate is installed into .cache/kubernetes-validate when missing (one pip install, ~40 s).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

KUBERNETES_VERSION=1.32.0 # the kubectl this project is tested with (Client v1.32)
VALIDATOR_VERSION=1.37.0
OVERLAYS=(deploy/k8s/base deploy/k8s/keda deploy/k8s/network-policies deploy/monitoring/k8s)

venv=.cache/kubernetes-validate
if [ "$("$venv/bin/kubernetes-validate" --version 2>/dev/null)" != "$VALIDATOR_VERSION" ]; then
  echo "installing kubernetes-validate $VALIDATOR_VERSION into $venv" >&2
  rm -rf "$venv"
  python3 -m venv --without-pip "$venv"
  python3 -m pip --python "$venv/bin/python" install -q --no-compile --disable-pip-version-check \
    "kubernetes-validate==$VALIDATOR_VERSION"
fi
command -v kubectl >/dev/null || { echo "kubectl is needed to render the overlays (kubectl kustomize)" >&2; exit 1; }

# secrets.env is git-ignored: render from a copy that has the example in its place.
tmp="$(mktemp -d)"; trap 'rm -rf "$tmp"' EXIT
cp -r deploy "$tmp/"
cp "$tmp/deploy/k8s/base/secrets.env.example" "$tmp/deploy/k8s/base/secrets.env"
rendered=()
for o in "${OVERLAYS[@]}"; do
  out="$tmp/$(echo "$o" | tr / -).yaml"
  kubectl kustomize "$tmp/$o" >"$out"
  rendered+=("$out")
done

log="$tmp/validate.log"
status=0
"$venv/bin/kubernetes-validate" --strict -k "$KUBERNETES_VERSION" "${rendered[@]}" >"$log" 2>&1 || status=$?
passed=$(grep -c ' passed for resource ' "$log" || true)
skipped=$(grep -c "Couldn't find schema" "$log" || true)
grep -v -e ' passed for resource ' -e "Couldn't find schema" "$log" >&2 || true
echo "kubernetes-validate $VALIDATOR_VERSION, Kubernetes $KUBERNETES_VERSION, ${#OVERLAYS[@]} overlays: $passed resources valid, $skipped custom resources without a schema"
exit "$status"
