#!/bin/sh
# Redeploys one front-end service (a remote, or the shell) with no moment when it is away: the new
# version starts beside the old one, and the old one stops once the new one is healthy. Meanwhile
# the gateway asks the other version for any file one of them lacks. Built first unless --no-build.
#   deploy/redeploy.sh remote-pages [--no-build]     (docker-compose options such as -p go in COMPOSE)
set -eu
service="$1"
compose="${COMPOSE:-docker-compose}"
[ "${2:-}" = --no-build ] || $compose build "$service"

old=$($compose ps -q "$service")
# The nodes run the new version's Node bundle only once it is pinned; the old one stays pinned while it serves.
[ "$service" = gateway ] || "$(dirname "$0")/pin-bundles.sh" --add "$service"
$compose up -d --no-deps --no-recreate --scale "$service=2" "$service"
new=$($compose ps -q "$service" | grep -v "$old")
for _ in $(seq 60); do
  [ "$(docker inspect --format '{{.State.Health.Status}}' "$new")" = healthy ] && break
  sleep 1
done
[ "$(docker inspect --format '{{.State.Health.Status}}' "$new")" = healthy ] || { echo "$service: the new container is not healthy; the old one keeps serving" >&2; docker rm -f "$new" >/dev/null; exit 1; }
# Docker's DNS drops the old container at once; the gateway's lookups last 2 s.
docker stop "$old" >/dev/null && docker rm "$old" >/dev/null
[ "$service" = gateway ] || "$(dirname "$0")/pin-bundles.sh" --only "$service"
echo "$service redeployed: $(docker inspect --format '{{.Config.Image}}' "$new")"
