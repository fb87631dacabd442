#!/bin/sh
# Records the SHA-256 of each front-end container's Node bundle, read from its built image (a fresh
# container of it, never the one serving), in the pins file the server nodes trust (RENDER_BUNDLE_PINS,
# mounted read-only from BUNDLE_PINS_DIR): a node runs no bundle read over HTTP that is not pinned here.
#   deploy/pin-bundles.sh                   pins every front-end service's current image, and only those
#   deploy/pin-bundles.sh --add SERVICE     adds SERVICE's current image to its pins (a redeploy: old and new run side by side)
#   deploy/pin-bundles.sh --only SERVICE    SERVICE's current image alone, the other services' pins kept (the old one stopped)
# docker-compose options such as -p go in COMPOSE, as for deploy/redeploy.sh.
set -eu
compose="${COMPOSE:-docker-compose}"
dir="${BUNDLE_PINS_DIR:-./deploy/pins}"
file="$dir/render-bundles.pins"
mkdir -p "$dir"
# The nodes read it as their own user, not this script's: hashes are no secret (a folder made by
# mktemp, say, is its owner's alone, and a node that cannot read its pins paints nothing).
chmod a+rx "$dir"
touch "$file"

# The bundle of a service's image: where its static image serves it (SITE_PATH in docker-compose.yml).
bundle_of() {
  case "$1" in
    shell) echo /srv/www/server/render.js ;;
    remote-*) echo "/srv/www/remotes/${1#remote-}/server/render.js" ;;
    *) echo "$1 has no Node bundle" >&2; exit 1 ;;
  esac
}
name_of() { case "$1" in shell) echo shell ;; *) echo "${1#remote-}" ;; esac; }
hash_of() { $compose run --rm --no-deps -T --entrypoint sha256sum "$1" "$(bundle_of "$1")" | cut -d' ' -f1; }

if [ "${1:-}" = --add ] || [ "${1:-}" = --only ]; then
  services="$2"
  mode="${1#--}"
else
  services="shell remote-pages remote-landing remote-forms remote-chat"
  mode=replace
fi

# One line per pinned bundle, "<name> <sha256>", written beside the file and moved over it: a node
# reading it meanwhile sees the old pins or the new.
case "$mode" in
  add) cp "$file" "$file.new" ;;
  only) grep -v "^$(name_of "$services") " "$file" > "$file.new" || true ;;
  *) : > "$file.new" ;;
esac
for service in $services; do
  hash=$(hash_of "$service")
  [ ${#hash} -eq 64 ] || { echo "$service: no bundle hash read from its image" >&2; rm -f "$file.new"; exit 1; }
  echo "$(name_of "$service") $hash" >> "$file.new"
done
sort -u "$file.new" > "$file.tmp" && rm "$file.new"
chmod 644 "$file.tmp"
mv "$file.tmp" "$file"
echo "Pinned in $file:"
cat "$file"
