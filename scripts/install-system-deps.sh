#!/usr/bin/env bash
# Installs what the test run needs from Debian's packages when it is missing: Chromium for the
# end-to-end tests and PostgreSQL for the API suite against a real database.
set -euo pipefail

missing=()
command -v chromium >/dev/null 2>&1 || [ -x /usr/bin/chromium ] || missing+=(chromium fonts-dejavu-core)
ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || missing+=(postgresql)

if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi
if [ "$(id -u)" -ne 0 ] || ! command -v apt-get >/dev/null 2>&1; then
  echo "Missing system packages: ${missing[*]}. Install them with your package manager and run the tests again." >&2
  exit 1
fi
echo "Installing ${missing[*]} from Debian's packages..."
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
