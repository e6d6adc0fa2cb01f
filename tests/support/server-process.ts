import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

export const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });

export interface ServerProcess {
  readonly origin: string;
  readonly child: ChildProcess;
  /** SIGTERM, then the graceful shutdown's exit. */
  stop(): Promise<void>;
}

/** The built server (`<dist>/server/main.js`) as its own process with `env`, once /healthz answers. */
export async function startServerProcess(dist: string, env: Record<string, string>, port?: number): Promise<ServerProcess> {
  const listen = port ?? (await freePort());
  const origin = `http://localhost:${listen}`;
  const child = spawn(process.execPath, [path.resolve(dist, 'server/main.js')], {
    env: { PATH: process.env.PATH ?? '', PUBLIC_URL: origin, ...env, PORT: String(listen) },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}: ${stderr.trim()}`);
    try {
      if ((await fetch(`${origin}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    origin,
    child,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
