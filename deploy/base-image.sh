#!/bin/sh
# For a machine that reaches Debian's package mirror but no image registry: makes the Debian base
# image every Dockerfile target starts from, with debootstrap, and records it in .env so that
# `docker-compose up -d --build` uses it. Needs root, debootstrap and a running Docker engine.
#   deploy/base-image.sh [image name]      (default bookcraft/debian:trixie)
set -eu
name="${1:-bookcraft/debian:trixie}"
cd "$(dirname "$0")/.."

if ! docker image inspect "$name" >/dev/null 2>&1; then
  root=$(mktemp -d)
  trap 'rm -rf "$root"' EXIT
  debootstrap --variant=minbase trixie "$root" "${DEBIAN_MIRROR:-http://deb.debian.org/debian}"
  # Nothing an image needs: downloaded packages, package lists, documentation, translations.
  rm -rf "$root"/var/cache/apt/archives/*.deb "$root"/var/cache/apt/*.bin "$root"/var/lib/apt/lists/* "$root"/usr/share/doc/* "$root"/usr/share/man/* "$root"/usr/share/info/*
  find "$root/usr/share/locale" -mindepth 1 -maxdepth 1 ! -name locale.alias -exec rm -rf {} +
  tar -C "$root" -c . | docker import --change 'CMD ["bash"]' - "$name" >/dev/null
  echo "Made $name from Debian trixie"
fi

if [ -z "${BOOKCRAFT_SKIP_ENV:-}" ] && ! grep -qs '^BASE_IMAGE=' .env; then
  echo "BASE_IMAGE=$name" >> .env
  echo "BASE_IMAGE=$name written to .env"
fi
