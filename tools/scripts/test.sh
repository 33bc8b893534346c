#!/usr/bin/env bash
# The one test command (README): every gate, in the order of issue #2. Stops at the first failure.
set -euo pipefail
cd "$(dirname "$0")/../.."
export NX_DAEMON=false NX_NO_CLOUD=true NX_TUI=false
nx() { node node_modules/nx/dist/bin/nx.js "$@"; }
source tools/scripts/test-clock.sh
trap 'node_modules/.bin/tsx tools/e2e/start-servers.ts --stop; bash tools/scripts/ensure-postgres.sh --stop' EXIT

stage "browser";           bash tools/scripts/ensure-chromium.sh;                  done_stage browser
stage "nx sync:check";     nx sync:check;                                          done_stage sync
stage "lint";              nx run-many -t lint --outputStyle=static;               done_stage lint
stage "typecheck";         nx run-many -t typecheck --outputStyle=static;          done_stage typecheck
stage "postgres";          SEALENS_TEST_DATABASE_URL="$(bash tools/scripts/ensure-postgres.sh | tail -1)"; export SEALENS_TEST_DATABASE_URL
                           echo "real-Postgres tests: ${SEALENS_TEST_DATABASE_URL:-skipped}"; done_stage postgres
stage "unit + component";  nx run-many -t test --outputStyle=static;               done_stage test
stage "contract coverage"; nx run api-server:contract-coverage --outputStyle=static; done_stage coverage
stage "build";             nx run-many -t build --outputStyle=static;              done_stage build
stage "bundle budgets";    node tools/checks/bundle-budget.mjs;                    done_stage budgets
# The e2e servers start here so their first market import (~55 s, one core) runs beside storybook and i18n.
stage "e2e servers";       export SEALENS_E2E_SERVERS_STARTED=1; node_modules/.bin/tsx tools/e2e/start-servers.ts; done_stage servers
stage "storybook";         nx run-many -t build-storybook test-storybook --outputStyle=static; done_stage storybook
stage "i18n";              nx run tools:i18n-check --outputStyle=static;           done_stage i18n
# Both e2e suites in one Playwright run on one server (the builds are the build stage's; issue 28 item 4).
stage "e2e";               node_modules/.bin/playwright test -c tools/e2e/both-suites.config.ts; done_stage e2e

echo
echo "All gates passed in $(( $(date +%s) - START ))s."
