#!/usr/bin/env bash
# Generates the next SQL migration from src/db/schema with drizzle-kit.
# Migrations are append-only: databases in the field already ran 0000_init,
# so never edit or squash a migration that has landed on main.
set -euo pipefail
cd "$(dirname "$0")/.."
npx drizzle-kit generate "$@"
