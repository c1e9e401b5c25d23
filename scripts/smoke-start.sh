#!/usr/bin/env bash
# Starts the platform the way the README's quick start does (`npm start`: build the web app and the server,
# migrate and seed a fresh embedded database, serve), waits until /health and the landing page answer 200,
# then stops it. CI runs it on the image's Node 20 (.ci/run) while that version is still supported.
# Usage: scripts/smoke-start.sh [work dir] (default: a new temporary one).
set -euo pipefail
cd "$(dirname "$0")/.."
dir=${1:-$(mktemp -d /tmp/kasuwa-smoke.XXXXXX)}
mkdir -p "$dir"
port=$(node -e 'const s = require("node:net").createServer().listen(0, "127.0.0.1", () => { console.log(s.address().port); s.close(); })')
url="http://127.0.0.1:$port"
echo "smoke: node $(node -v), $url, data in $dir/data"

# No DATABASE_URL or REDIS_URL: the embedded mode a first `npm start` gets.
env -u DATABASE_URL -u REDIS_URL -u TEST_DATABASE_URL DATA_DIR="$dir/data" PORT="$port" HOST=127.0.0.1 \
  PUBLIC_URL="$url" setsid npm start >"$dir/server.log" 2>&1 &
pid=$!
# npm, the build and the server share one process group: stop all of it.
trap 'kill -TERM -- -$pid 2>/dev/null || true; wait $pid 2>/dev/null || true' EXIT

status() { curl -s -o /dev/null -w '%{http_code}' --max-time 10 "$url$1" || true; }
started=$(date +%s)
until [ "$(status /health)" = 200 ]; do
  if ! kill -0 "$pid" 2>/dev/null || [ $(( $(date +%s) - started )) -gt 600 ]; then
    echo "smoke: the server did not become healthy; its output:" >&2
    tail -n 60 "$dir/server.log" >&2
    exit 1
  fi
  sleep 1
done
landing=$(status /)
if [ "$landing" != 200 ]; then
  echo "smoke: / answered $landing; the server's output:" >&2
  tail -n 60 "$dir/server.log" >&2
  exit 1
fi
echo "smoke: /health and / answered 200 after $(( $(date +%s) - started ))s on node $(node -v)"
