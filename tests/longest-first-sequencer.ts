import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The order the suite's two workers take test files in (issue 20: `npm test` under 20 minutes).
 *
 * Vitest's own order puts the `client` project before `server` and, without a results cache (a
 * fresh clone, CI), larger files first. That left the hostile-input gates, short files with the
 * longest runs (48,000 fuzz cases between them), to start last, when one worker ran them alone for
 * minutes while the other had finished. Longest first is the classic fix for this tail: the gates,
 * then the server's files (each opens PGlite, often PostgreSQL too), then the many quick client
 * files, which fill the workers' last gaps. Within each group vitest's order stands.
 */
const KNOWN_LONG = [/tests\/server\/gates\/hostile-/, /tests\/server\/shared-state\.test/, /tests\/server\/face-detection\.test/, /tests\/server\/start\.test/];

const rank = (file: TestSpecification): number => {
  const known = KNOWN_LONG.findIndex((pattern) => pattern.test(file.moduleId));
  if (known >= 0) return known;
  return file.project.name === 'server' ? KNOWN_LONG.length : KNOWN_LONG.length + 1;
};

export default class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const vitestOrder = await super.sort(files);
    // Array.prototype.sort is stable: equal ranks keep vitest's order.
    return [...vitestOrder].sort((a, b) => rank(a) - rank(b));
  }
}
