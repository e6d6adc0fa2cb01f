#!/usr/bin/env node
// `npm run test:scale`: the two-server e2e (playwright.scale.config.ts). It needs a PostgreSQL both
// servers share: TEST_DATABASE_URL (CI's .ci/run starts one). Without it, says so and passes.
import { spawnSync } from 'node:child_process';

if (!process.env.TEST_DATABASE_URL) {
  console.log('test:scale skipped: set TEST_DATABASE_URL (scripts/start-test-postgres.sh prints one) to run the two-server e2e');
  process.exit(0);
}
const run = spawnSync('npx', ['playwright', 'test', '-c', 'playwright.scale.config.ts'], { stdio: 'inherit' });
process.exit(run.status ?? 1);
