import type { Page } from '@playwright/test';

/**
 * Runs the server's background jobs (order emails, recovery emails) now and resolves when they are
 * done: the development job tick, POST /api/dev/jobs/run (not in production). The tests wait for
 * this rather than for the jobs' 2 s timer.
 */
export async function runJobs(page: Page): Promise<void> {
  const res = await page.request.post('/api/dev/jobs/run');
  if (!res.ok()) throw new Error(`The job tick answered ${res.status()}: ${await res.text()}`);
}
