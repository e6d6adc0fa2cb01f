import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { ALL_ADMIN_EMAILS } from './tests/e2e/admin-emails';

/** E2E against a freshly started server with an empty DATA_DIR, in Debian's Chromium (no browser download). */
const PORT = Number(process.env.E2E_PORT ?? 4173);
export const HOSTED_PAGE_URL = 'https://hosted.tilepix.test/hang';
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'tpx-e2e-'));
process.env.E2E_DATA_DIR = dataDir; // workers re-read this file: keep one folder per run

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-gpu'],
    },
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    // A test tagged @phone-only (touch input, the phone's own banners) runs on the mobile project only.
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } }, grepInvert: /@phone-only/ },
    // A test tagged @any-viewport checks what no viewport changes (the server's answers, mails, stored data,
    // protocol): it runs on the desktop only. tests/e2e/README.md says when a test may carry the tag.
    { name: 'mobile', use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }, grepInvert: /@any-viewport/ },
  ],
  webServer: {
    command: `node ${process.env.TPX_DIST ?? 'dist'}/server/main.js`,
    url: `http://localhost:${PORT}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    // A Facebook app id turns the picker's Facebook source on (the dialog and Graph API are routed in
    // the tests); the image proxy may fetch from this machine, where the tests' "CDN" is. The embed tests'
    // parent page is a local origin, which production only allows when told (TPX_ALLOW_LOCAL_PARENTS).
    // NODE_ENV=test (not production) for the dev mailbox the account tests read codes from
    // (GET /api/dev/mail); PUBLIC_URL and the two allowances above are set explicitly either way.
    env: {
      PORT: String(PORT),
      DATA_DIR: dataDir,
      HOSTED_PAGE_URL,
      NODE_ENV: 'test',
      PUBLIC_URL: `http://localhost:${PORT}`,
      FACEBOOK_APP_ID: 'e2e-facebook-app',
      TPX_PROXY_ALLOW_PRIVATE: '127.0.0.1,::1',
      TPX_ALLOW_LOCAL_PARENTS: '1',
      // Every browser of the run shares one address: the account calls' per-address burst is raised.
      TPX_ACCOUNT_THROTTLE_BURST: '200',
      // ... and every test's browser starts a new anonymous cart: the per-address allowance of new carts too.
      TPX_NEW_CART_BURST: '100000',
      // The 10 s code-resend and refresh-grace windows, which the account tests wait out: 2 s (NODE_ENV=test only).
      TPX_TEST_AUTH_WINDOW_MS: '2000',
      // One admin per admin spec and project (tests/e2e/admin-emails.ts): never over a code limit, never a shared code.
      ADMIN_EMAILS: ALL_ADMIN_EMAILS.join(','),
    },
  },
});
