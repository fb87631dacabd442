#!/bin/sh
# Redis for docker-compose: rooms and presence between the server nodes, and the shared rate limits.
# Nothing in it needs to outlive a restart (PostgreSQL holds the state), so nothing is saved.
set -eu
: "${REDIS_PASSWORD:?REDIS_PASSWORD is required}"
config=$(mktemp)
# The password goes in a file readable by Redis alone, not on a command line.
printf 'bind 0.0.0.0\nport 6379\nsave ""\nappendonly no\nlogfile ""\nrequirepass "%s"\n' "$REDIS_PASSWORD" > "$config"
exec redis-server "$config"
