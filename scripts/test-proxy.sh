#!/usr/bin/env bash
# `npm run test:proxy`: the reverse proxy's configuration (deploy/nginx) run by a real nginx — when nginx is installed
# (CI installs Debian's; NGINX_BIN names another), as the PostgreSQL run of the integration tests needs TEST_DATABASE_URL.
set -euo pipefail
for candidate in "${NGINX_BIN:-}" /usr/sbin/nginx /usr/local/sbin/nginx /usr/local/nginx/sbin/nginx; do
  if [ -n "$candidate" ] && [ -x "$candidate" ]; then
    export NGINX_BIN="$candidate"
    exec env TEST_LABEL=proxy jest --selectProjects proxy "$@"
  fi
done
echo "test:proxy: nginx is not installed, so the reverse proxy's tests did not run (Debian: apt-get install nginx)."
