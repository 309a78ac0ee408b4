#!/usr/bin/env bash
# Regenerates the SQL migrations from src/db/schema with drizzle-kit.
# Until the first release the history is squashed into one `init` migration,
# so parallel work on the schema never produces clashing migration numbers.
set -euo pipefail
cd "$(dirname "$0")/.."
rm -rf src/db/migrations
npx drizzle-kit generate --name init
