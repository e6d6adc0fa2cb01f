import type { Context } from 'hono';
import { IMPORT_PROGRESS_MEDIA_TYPE } from '../../src/contract/admin-import';
import { isRefusal, type Refusal } from '../http/refusal';
import type { ImportProgress, OnImportProgress } from './product-import';

/** The client asked for the streamed answer (progress lines, then the answer). */
export const wantsProgress = (c: Context): boolean => (c.req.header('accept') ?? '').includes(IMPORT_PROGRESS_MEDIA_TYPE);

/** At most one progress line this often (the last one always goes). */
const PROGRESS_EVERY_MS = 100;

/**
 * Runs `work` and answers as it goes (NDJSON, see the contract's `IMPORT_PROGRESS_MEDIA_TYPE`): the
 * progress travels on the request's own connection, so it needs no shared state between servers
 * and no polling. A refusal of the work is an `error` line with the status the plain call would have
 * had; an unexpected failure is logged and worded as the app's 500.
 */
export function progressStream<T>(c: Context, work: (onProgress: OnImportProgress) => Promise<T | Refusal>, log: (line: string) => void): Response {
  const encoder = new TextEncoder();
  let open = true;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      const send = (line: object) => {
        if (!open) return;
        try {
          controller.enqueue(encoder.encode(`${JSON.stringify(line)}\n`));
        } catch {
          open = false; // the admin went away: the work still finishes (or rolls back) on its own
        }
      };
      let lastAt = 0;
      const progress = (p: ImportProgress) => {
        const now = performance.now();
        if (p.done < p.total && p.done > 0 && now - lastAt < PROGRESS_EVERY_MS) return;
        lastAt = now;
        send({ type: 'progress', ...p });
      };
      void work(progress)
        .then((answer) => send(isRefusal(answer) ? { type: 'error', status: answer.status, message: answer.message } : { type: 'done', answer }))
        .catch((error: unknown) => {
          log(`[admin] ${c.req.method} ${c.req.path} failed: ${error instanceof Error ? error.stack : String(error)}`);
          send({ type: 'error', status: 500, message: 'Something went wrong on our side. Please try again.' });
        })
        .finally(() => {
          if (open) controller.close();
          open = false;
        });
    },
    cancel() {
      open = false;
    },
  });
  c.header('Content-Type', `${IMPORT_PROGRESS_MEDIA_TYPE}; charset=utf-8`);
  // Proxies that buffer answers (nginx) pass this one through as it comes.
  c.header('X-Accel-Buffering', 'no');
  return c.body(body);
}
