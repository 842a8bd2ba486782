#!/usr/bin/env bash
# npm run test:room: the session room's journeys (e2e-room/) in a network namespace of their own,
# with only loopback up, so that no ICE candidate, STUN check or mDNS query can reach another
# interface of the machine. Everything they need starts inside it: the product, coturn, Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."

missing=()
for tool in unshare ip turnserver; do
  command -v "$tool" >/dev/null 2>&1 || missing+=("$tool")
done
if ((${#missing[@]} > 0)); then
  echo "test:room cannot run: ${missing[*]} not found." >&2
  echo "  unshare and ip come with util-linux and iproute2; turnserver with Debian's coturn:" >&2
  echo "  apt-get install -y coturn (.ci/run installs it when missing)." >&2
  exit 1
fi

exec unshare -n bash -c 'ip link set lo up && exec npx playwright test -c e2e-room/playwright.config.ts "$@"' test-room "$@"
