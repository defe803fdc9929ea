#!/usr/bin/env bash
# npm test: every check, on a 2-core machine. Steps that share nothing run side by side: jest
# from the start (it needs no build: its own databases, Redis prefixes and ports), beside lint and
# the type check, then the build, then the Chromium suite; so the cores the build leaves idle
# (much of it is one thread) go to jest. The build comes after the type check (it rewrites files
# the type check reads) and skips its own copy of that check when ours passed.
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

# The Chromium suite's servers (site, fake upstream, cold site, the mail sink's SMTP and HTTP) take
# E2E_PORT and the four ports after it: the first five free ones from 3210 on, ten apart, so a server left running on
# this machine (a benchmark, an earlier run) cannot stop the suite before its first test.
free_ports() {
  node -e '
    const net = require("node:net");
    const free = (port) => new Promise((ok) => {
      const server = net.createServer().once("error", () => ok(false));
      server.listen(port, "127.0.0.1", () => server.close(() => ok(true)));
    });
    (async () => {
      for (let base = 3210; base < 3400; base += 10) {
        if ((await Promise.all([0, 1, 2, 3, 4].map((i) => free(base + i)))).every(Boolean)) {
          return console.log(base);
        }
      }
      process.exit(1);
    })();'
}

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

start jest npm run test:unit
start lint npm run lint
start typecheck npm run typecheck
finish lint
finish typecheck
# next build type-checks the project again (75 s of one core) unless told the check was done.
checked=()
[[ " ${failed[*]} " == *" typecheck "* ]] || checked=(TYPECHECKED=1)

step build "${canary[@]}" "${checked[@]}" npm run build
if [[ " ${failed[*]} " == *" build "* ]]; then
  echo "The build failed: the Chromium suite did not run."
else
  # Kept in a log as well, for the summary at the end (pipefail: tee's success hides nothing).
  echo "── e2e (at $((SECONDS - started)) s) ──"
  e2e_port="$(free_ports)" || e2e_port=3210
  [ "$e2e_port" = 3210 ] || echo "Ports 3210-3214 are taken on this machine: the suite uses $e2e_port-$((e2e_port + 4))."
  "${canary[@]}" E2E_PORT="$e2e_port" npm run test:e2e 2>&1 | tee "$logs/e2e.log" || failed+=(e2e)
fi
finish jest

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
