#!/bin/sh
# PostgreSQL for docker-compose. The first start makes the cluster, its user and database, with the
# password compose requires; later starts find them in the volume.
set -eu
: "${POSTGRES_PASSWORD:?POSTGRES_PASSWORD is required}"
POSTGRES_USER="${POSTGRES_USER:-bookcraft}"
POSTGRES_DB="${POSTGRES_DB:-bookcraft}"

if [ ! -s "$PGDATA/PG_VERSION" ]; then
  password_file=$(mktemp)
  printf '%s' "$POSTGRES_PASSWORD" > "$password_file"
  # Inside the container the socket needs no password (health checks, backups with pg_dump);
  # over the network every connection gives one.
  initdb --username="$POSTGRES_USER" --pwfile="$password_file" --auth-local=trust --auth-host=scram-sha-256 --encoding=UTF8 >/dev/null
  rm -f "$password_file"
  echo "host all all all scram-sha-256" >> "$PGDATA/pg_hba.conf"
  pg_ctl --wait --silent --options="-c listen_addresses=''" start
  createdb --username="$POSTGRES_USER" "$POSTGRES_DB"
  pg_ctl --wait --silent stop
fi
exec postgres -c listen_addresses='*'
