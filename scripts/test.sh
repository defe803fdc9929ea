#!/usr/bin/env bash
# npm test: every check, on a 2-core machine in about a quarter hour. Steps that share nothing run
# side by side: lint beside the type check (one core each), then the build, then jest beside the
# Chromium suite, which waits on pages more than it computes (the two use their own databases,
# Redis prefixes and ports). The build runs alone: it rewrites files the type check reads.
# A step running beside another writes to a log, printed when it ends; the Chromium suite prints
# as it goes. Exits non-zero naming every step that failed; the Chromium suite's failures are
# repeated at the very end, since CI keeps only the tail of a long log.
set -uo pipefail
cd "$(dirname "$0")/.."

logs="$(mktemp -d)"
trap 'rm -rf "$logs"' EXIT
started=$SECONDS
failed=()
declare -A pids

# The clist key the build and the Chromium suite run with: tests/e2e/secrets.spec.ts checks that
# it never reaches a page or a script.
canary=(env CLIST_USERNAME=canary-user CLIST_API_KEY=canary-clist-key-3c9e1f)

start() {
  local name=$1
  shift
  "$@" >"$logs/$name.log" 2>&1 &
  pids[$name]=$!
}
finish() {
  local name=$1 rc
  wait "${pids[$name]}"
  rc=$?
  echo "── $name: exit $rc (at $((SECONDS - started)) s) ──"
  cat "$logs/$name.log"
  [ "$rc" -eq 0 ] || failed+=("$name")
}
step() {
  local name=$1
  shift
  echo "── $name (at $((SECONDS - started)) s) ──"
  "$@" || failed+=("$name")
}

start lint npm run lint
start typecheck npm run typecheck
finish lint
finish typecheck

step build "${canary[@]}" npm run build
if [[ " ${failed[*]} " == *" build "* ]]; then
  echo "The build failed: jest and the Chromium suite did not run."
else
  start jest npm run test:unit
  # Kept in a log as well, for the summary at the end (pipefail: tee's success hides nothing).
  echo "── e2e (at $((SECONDS - started)) s) ──"
  "${canary[@]}" npm run test:e2e 2>&1 | tee "$logs/e2e.log" || failed+=(e2e)
  finish jest
fi

if [[ " ${failed[*]} " == *" e2e "* ]]; then
  echo "── e2e: what failed (each test's header and first lines; the whole report is above) ──"
  # A failed test's header and its first lines; when the suite failed before any test (a server
  # that did not start, say), the end of its output.
  grep -A14 -E '^ +[0-9]+\) \[' "$logs/e2e.log" | head -300 || tail -40 "$logs/e2e.log"
  grep -E '^ +[0-9]+ (failed|flaky|passed)' "$logs/e2e.log"
fi
echo "── npm test: $((SECONDS - started)) s ──"
if [ "${#failed[@]}" -gt 0 ]; then
  echo "Failed: ${failed[*]}"
  exit 1
fi
