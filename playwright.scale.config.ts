import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

/**
 * The scale-out e2e (issue 21): two server processes on one PostgreSQL (TEST_DATABASE_URL) and one
 * S3 emulator, behind a round-robin balancer on E2E_PORT that sends each request to the next server.
 * `npm run test:scale` (skipped with a note when TEST_DATABASE_URL is unset; CI sets it).
 */
const PORT = Number(process.env.E2E_PORT ?? 4190);
const [SERVER_A, SERVER_B, S3_PORT] = [PORT + 1, PORT + 2, PORT + 3];
const DATABASE_URL = process.env.TEST_DATABASE_URL ?? '';
const BUCKET = 'tilepix-e2e';
const dist = process.env.TPX_DIST ?? 'dist';
const origin = `http://localhost:${PORT}`;

const serverEnv = {
  NODE_ENV: 'test',
  PUBLIC_URL: origin,
  DATABASE_URL,
  S3_BUCKET: BUCKET,
  S3_REGION: 'us-east-1',
  S3_ENDPOINT: `http://127.0.0.1:${S3_PORT}`,
  S3_FORCE_PATH_STYLE: '1',
  AWS_ACCESS_KEY_ID: 'S3RVER',
  AWS_SECRET_ACCESS_KEY: 'S3RVER',
  // Both servers sign and verify with the same secrets, as in production.
  AUTH_TOKEN_SECRET: 'scale-e2e-secret-scale-e2e-secret-0123',
  UPLOAD_SIGNING_SECRET: 'scale-e2e-upload-secret',
  TPX_PROXY_ALLOW_PRIVATE: '127.0.0.1,::1',
  TPX_ACCOUNT_THROTTLE_BURST: '200',
  TPX_NEW_CART_BURST: '100000',
};
const server = (port: number) => ({
  command: `node ${dist}/server/main.js`,
  url: `http://localhost:${port}/healthz`,
  reuseExistingServer: false,
  timeout: 180_000,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
  env: { ...serverEnv, PORT: String(port), DATA_DIR: path.join(tmpdir(), `tpx-scale-${port}`) },
});

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.scale.ts',
  workers: 1,
  retries: 0,
  forbidOnly: true,
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL: origin,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-gpu'],
    },
    trace: 'off',
    screenshot: 'only-on-failure',
    viewport: { width: 1280, height: 800 },
  },
  webServer: [
    {
      command: `npx tsx tests/support/s3-emulator-cli.ts ${S3_PORT} ${BUCKET}`,
      url: `http://127.0.0.1:${S3_PORT}/${BUCKET}?location`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    server(SERVER_A),
    server(SERVER_B),
    {
      command: `npx tsx tests/support/round-robin-proxy.ts ${PORT} http://127.0.0.1:${SERVER_A} http://127.0.0.1:${SERVER_B}`,
      url: `${origin}/__balancer`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
