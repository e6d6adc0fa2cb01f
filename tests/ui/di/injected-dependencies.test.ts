import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Issue 36: no @injectable class takes more than 8 injected dependencies — a wider constructor is
 * several use cases in one class (split it, as CheckoutStore, EmbedSession and ProjectStore were). esbuild emits no
 * decorator metadata, so every injected parameter carries `@inject(Token)`: counting them in each
 * constructor's parameter list counts the dependencies.
 */
const MAX_INJECTED = 8;

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });

/** Each @injectable class of a source and how many `@inject(` its constructor's parameters carry. */
export function injectedCounts(source: string): Array<{ className: string; injected: number }> {
  const found: Array<{ className: string; injected: number }> = [];
  for (const match of source.matchAll(/@injectable\([^)]*\)\s*(?:export\s+)?(?:default\s+)?(?:abstract\s+)?class\s+(\w+)/g)) {
    const classStart = match.index;
    const next = source.indexOf('@injectable(', classStart + match[0].length);
    const body = source.slice(classStart, next === -1 ? undefined : next);
    const open = body.search(/\bconstructor\s*\(/);
    let injected = 0;
    if (open !== -1) {
      // The parameter list: up to the parenthesis that closes `constructor(` (decorators nest their own).
      let depth = 0;
      let end = body.indexOf('(', open);
      for (; end < body.length; end++) {
        if (body[end] === '(') depth++;
        else if (body[end] === ')' && --depth === 0) break;
      }
      injected = (body.slice(open, end).match(/@inject\(/g) ?? []).length;
    }
    found.push({ className: match[1]!, injected });
  }
  return found;
}

describe('injected dependencies (issue 36)', () => {
  it('counts the @inject parameters of each @injectable constructor', () => {
    const params = Array.from({ length: 9 }, (_, i) => `    @inject(T${i}) @optional() private readonly d${i}: Port<(x: number) => void>,`).join('\n');
    const planted = `@injectable()\nexport class Wide {\n  constructor(\n${params}\n  ) {}\n}\n@injectable()\nclass Narrow {\n  constructor(@inject(A) a: A) {}\n}\n@injectable() export class NoConstructor {}\n`;
    expect(injectedCounts(planted)).toEqual([
      { className: 'Wide', injected: 9 },
      { className: 'Narrow', injected: 1 },
      { className: 'NoConstructor', injected: 0 },
    ]);
  });

  it(`no @injectable constructor in src/ or server/ takes more than ${MAX_INJECTED} injected dependencies`, () => {
    const wide = ['src', 'server'].flatMap((root) =>
      sourceFiles(root).flatMap((file) =>
        injectedCounts(readFileSync(file, 'utf8'))
          .filter(({ injected }) => injected > MAX_INJECTED)
          .map(({ className, injected }) => `${file}: ${className} takes ${injected}`),
      ),
    );
    expect(wide).toEqual([]);
  });
});
