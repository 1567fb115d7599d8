#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL server: started on loopback in a temporary
# directory, exposed as TEST_DATABASE_URL, stopped and removed afterwards.
set -euo pipefail

bin_dir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
if [ -z "$bin_dir" ]; then
  echo "PostgreSQL is not installed (apt-get install postgresql)." >&2
  exit 1
fi

work=$(mktemp -d /tmp/quillpost-pg.XXXXXX)
port=$(node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')

as_db_user=()
if [ "$(id -u)" -eq 0 ]; then
  # PostgreSQL refuses to run as root: run it as the postgres system user.
  id postgres >/dev/null 2>&1 || useradd --system --no-create-home postgres
  chown postgres "$work"
  as_db_user=(runuser -u postgres --)
fi

cleanup() {
  "${as_db_user[@]}" "$bin_dir/pg_ctl" -D "$work/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$work"
}
trap cleanup EXIT

"${as_db_user[@]}" "$bin_dir/initdb" -D "$work/data" -U postgres --auth=trust -E UTF8 >/dev/null
"${as_db_user[@]}" "$bin_dir/pg_ctl" -D "$work/data" -l "$work/server.log" -w \
  -o "-c listen_addresses=127.0.0.1 -c port=$port -c unix_socket_directories=$work -c fsync=off -c max_connections=200" \
  start >/dev/null

echo "PostgreSQL $("$bin_dir/postgres" --version | awk '{print $3}') on 127.0.0.1:$port"
TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres" "$@"
