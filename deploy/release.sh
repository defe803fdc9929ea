#!/usr/bin/env bash
# Deploys a release with no downtime (docs/deploying.md, "Releases and rolling restarts"). As root:
#
#   deploy/release.sh <git ref>          e.g. deploy/release.sh main
#
# 1. builds the ref in $ROOT/releases/<commit> as the site's user, while the site keeps running;
# 2. adds its build files to $ROOT/static (served by nginx as /_next/static), which also keeps the
#    files of earlier releases, so a page opened before the restart still finds its scripts;
# 3. points $ROOT/current at it;
# 4. restarts the instances one at a time: each finishes its requests (SIGTERM), starts on the new
#    release and answers /api/ready before the next one goes, while nginx sends the traffic to
#    the others;
# 5. re-renders the nginx site with the new release in its cache key and reloads nginx, so every
#    page is fetched from the new build;
# 6. keeps the newest three releases (and the build files they use).
#
# Settings come from /etc/coderhouse/deploy.env (see deploy/deploy.env.example) and the site's
# own from /etc/coderhouse/env (SITE_ENV in deploy.env to move it).
set -euo pipefail

DEPLOY_ENV=${DEPLOY_ENV:-/etc/coderhouse/deploy.env}
# shellcheck source=/dev/null
. "$DEPLOY_ENV"
: "${ROOT:=/srv/coderhouse}" "${REPO:=$ROOT/repo}" "${SITE_USER:=coderhouse}"
: "${PORTS:=3001}" "${SERVER_NAME:?set SERVER_NAME in $DEPLOY_ENV}" "${ALIASES:=}"
: "${NGINX_SITE:=/etc/nginx/sites-available/coderhouse.conf}" "${KEEP:=3}"
: "${READY_TIMEOUT_SECONDS:=90}" "${SITE_ENV:=/etc/coderhouse/env}"

ref=${1:?usage: deploy/release.sh <git ref>}
as_site() { runuser -u "$SITE_USER" -- "$@"; }
say() { printf '%s %s\n' "$(date -u +%H:%M:%S)" "$*"; }

say "fetching $ref"
as_site git -C "$REPO" fetch --quiet origin
commit=$(as_site git -C "$REPO" rev-parse --short=12 "origin/$ref" 2>/dev/null ||
  as_site git -C "$REPO" rev-parse --short=12 "$ref")
release="$ROOT/releases/$commit"

if [ ! -f "$release/.next/BUILD_ID" ]; then
  say "building $commit in $release"
  rm -rf "$release"
  as_site mkdir -p "$release"
  as_site sh -c "git -C '$REPO' archive '$commit' | tar -x -C '$release'"
  # The site's settings are checked at build time too; DEPLOYMENT_ID names the build (an archive
  # has no .git to read the commit from).
  as_site sh -c "set -a && . '$SITE_ENV' && set +a && cd '$release' &&
    npm ci --no-audit --no-fund && DEPLOYMENT_ID='$commit' npm run build"
fi

say "adding its build files to $ROOT/static"
as_site mkdir -p "$ROOT/static"
# Hashed names never change content; the few fixed names (the build folder's manifests) take the
# newest release's.
as_site cp -R "$release/.next/static/." "$ROOT/static/"

say "switching $ROOT/current to $commit"
ln -sfn "$release" "$ROOT/current.next"
mv -T "$ROOT/current.next" "$ROOT/current"

for port in $PORTS; do
  say "restarting coderhouse@$port"
  systemctl restart "coderhouse@$port"
  deadline=$((SECONDS + READY_TIMEOUT_SECONDS))
  until curl -fs -o /dev/null "http://127.0.0.1:$port/api/ready"; do
    if [ "$SECONDS" -ge "$deadline" ]; then
      say "coderhouse@$port is not ready after ${READY_TIMEOUT_SECONDS}s: stopping here."
      say "The other instances still serve the site. See: journalctl -u coderhouse@$port -n 50"
      exit 1
    fi
    sleep 1
  done
done

say "rendering the nginx site for $commit and reloading nginx"
# shellcheck disable=SC2086 # PORTS is a list of words
instances=$(printf '127.0.0.1:%s,' $PORTS)
as_site node "$ROOT/current/deploy/render-nginx.mjs" --server-name "$SERVER_NAME" \
  ${ALIASES:+--alias "$ALIASES"} --instances "${instances%,}" --app-root "$ROOT/current" \
  --static-root "$ROOT/static" >"$NGINX_SITE.new"
mv "$NGINX_SITE.new" "$NGINX_SITE"
nginx -t -q
systemctl reload nginx

say "keeping the newest $KEEP releases"
# shellcheck disable=SC2012 # release folders are commit ids: plain names
ls -1t "$ROOT/releases" | tail -n +"$((KEEP + 1))" | while read -r old; do
  [ "$ROOT/releases/$old" = "$(readlink -f "$ROOT/current")" ] || rm -rf "${ROOT:?}/releases/$old"
done
# A build file no kept release has any more goes too.
(cd "$ROOT/static" && find . -type f | while read -r file; do
  ls "$ROOT"/releases/*/.next/static/"$file" >/dev/null 2>&1 || rm -f "$file"
done)
say "released $commit"
