import { readConfig } from './config';
import { serverLog } from './log';
import { startServer } from './start';

// LOG_FORMAT=json (the default in production): one JSON object a line, with a request id per request.
const format = process.env.LOG_FORMAT === 'json' || (process.env.LOG_FORMAT !== 'text' && process.env.NODE_ENV === 'production') ? 'json' : 'text';
const log = serverLog(format);

let server: Awaited<ReturnType<typeof startServer>>;
try {
  const config = readConfig();
  server = await startServer(config, { log, ...(format === 'json' ? { accessLog: log.access } : {}) });
  log(
    `TilePix is serving ${server.url} (data: ${config.databaseUrl ? 'PostgreSQL' : config.dataDir}${config.s3 ? `, files: S3 bucket ${config.s3.bucket}` : ''})`,
  );
} catch (error) {
  // One clear line (a bad setting, a missing bucket, refused credentials), not a stack.
  log(`[start] failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

// Graceful shutdown: stop accepting, let in-flight uploads and saves finish (SHUTDOWN_GRACE_SECONDS),
// then close the database so PGlite flushes to disk. A second signal stops at once.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    log(`[shutdown] ${signal} received: finishing in-flight requests`);
    process.once(signal, () => process.exit(1));
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        log(`[shutdown] failed: ${error instanceof Error ? error.message : String(error)}`);
        process.exit(1);
      },
    );
  });
}
