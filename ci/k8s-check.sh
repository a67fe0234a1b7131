#!/usr/bin/env bash
# The Kubernetes manifests of deploy/k8s/ checked against the published schemas with kubernetes-validate
# (PyPI, ci/install-linters.sh; the schemas are in the package, no cluster is needed): strictly (an unknown
# field is an error), against the version each names on its `# kubernetes-version: X.Y` line and against the
# newest the package knows (a field removed since is caught too). About two seconds.
set -euo pipefail
cd "$(dirname "$0")/.."

bin=$(ci/install-linters.sh)
status=0
declare -A by_version=()
for manifest in deploy/k8s/*.yaml; do
  version=$(sed -n 's/^# kubernetes-version: *\([0-9][0-9.]*\).*/\1/p' "$manifest" | head -n 1)
  if [ -z "$version" ]; then
    echo "$manifest: names no Kubernetes version (a line '# kubernetes-version: X.Y')" >&2
    status=1
    continue
  fi
  by_version[$version]+=" $manifest"
done
for version in "${!by_version[@]}"; do
  # shellcheck disable=SC2086 # the files, one word each
  if "$bin/kubernetes-validate" --strict --quiet --kubernetes-version "$version.0" ${by_version[$version]}; then
    echo "valid for Kubernetes $version:${by_version[$version]}"
  else
    status=1
  fi
done
newest=$("$bin/kubernetes-validate" --version)
if "$bin/kubernetes-validate" --strict --quiet deploy/k8s/*.yaml; then
  echo "valid for Kubernetes $newest (the newest kubernetes-validate knows): deploy/k8s/*.yaml"
else
  status=1
fi
exit "$status"
