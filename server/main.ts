import { readConfig } from './config';
import { startServer } from './start';

const config = readConfig();
const server = await startServer(config);
console.log(`TilePix is serving ${server.url} (data: ${config.databaseUrl ? 'PostgreSQL' : config.dataDir})`);

// Graceful shutdown: finish in-flight requests, then close the database so PGlite flushes to disk.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.log(`${signal} received: shutting down`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('shutdown failed', error);
        process.exit(1);
      },
    );
  });
}
