#!/usr/bin/env bash
# The session room's "both joined to first frame" figure for npm run bench: real calls between two
# Chromium contexts, inside a network namespace with only loopback (as npm run test:room).
set -euo pipefail
cd "$(dirname "$0")/.."
for tool in unshare ip; do
  command -v "$tool" >/dev/null 2>&1 || { echo "bench-room: $tool not found" >&2; exit 1; }
done
exec unshare -n bash -c 'ip link set lo up && exec npx playwright test -c e2e-room/bench.config.ts' bench-room
