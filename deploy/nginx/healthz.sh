#!/bin/bash
# The health check of an nginx container: its /healthz answers 200 (no curl in the image).
exec 3<>/dev/tcp/127.0.0.1/8080 || exit 1
printf 'GET /healthz HTTP/1.0\r\nHost: localhost\r\n\r\n' >&3
read -r _ status _ <&3
[ "$status" = 200 ]
