import type { AccessLogEntry } from './http/request-id';

export type LogFormat = 'json' | 'text';

/** One log line: `text` as the server always wrote, `json` one object per line for a log collector. */
export interface ServerLog {
  (line: string): void;
  access(entry: AccessLogEntry): void;
}

/**
 * The server's log on stdout. JSON lines carry `time`, `level` and `msg` (and the request fields for
 * access lines); a line starting with `[tag] WARNING` or from an error handler is a warning/error.
 */
export function serverLog(format: LogFormat, write: (line: string) => void = (line) => process.stdout.write(`${line}\n`)): ServerLog {
  const levelOf = (line: string) => (/failed|error/i.test(line) ? 'error' : /WARNING/.test(line) ? 'warn' : 'info');
  const log = ((line: string) => {
    write(format === 'json' ? JSON.stringify({ time: new Date().toISOString(), level: levelOf(line), msg: line }) : line);
  }) as ServerLog;
  log.access = (entry) => {
    if (format === 'json') write(JSON.stringify({ time: new Date().toISOString(), level: 'info', msg: 'request', ...entry }));
  };
  return log;
}
