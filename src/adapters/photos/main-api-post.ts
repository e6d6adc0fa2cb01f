import { left, right, type Either } from 'fp-ts/Either';
import type { ClientSettings } from '../../application/tokens';

export interface MainApiCall {
  readonly settings: ClientSettings;
  readonly tenantId: string;
  readonly token: string | null;
  readonly versionHeader: string;
}

/** A JSON POST to the main API with the tenantId query, version header and token (SPEC §7); the raw JSON answer. */
export async function mainApiPost(
  call: MainApiCall,
  path: string,
  body: unknown,
): Promise<Either<{ readonly status?: number; readonly message: string }, unknown>> {
  const url = new URL(call.settings.apiBase + path, globalThis.location?.href ?? 'http://localhost/');
  url.searchParams.set('tenantId', call.tenantId);
  const headers: Record<string, string> = { accept: 'application/json', 'content-type': 'application/json', [call.versionHeader]: call.settings.version };
  if (call.token) headers.authorization = `Bearer ${call.token}`;
  let response: Response;
  try {
    response = await fetch(url, { method: 'POST', headers, body: JSON.stringify(body) });
  } catch (error) {
    return left({ message: `${path}: ${error instanceof Error ? error.message : 'network error'}` });
  }
  if (!response.ok) return left({ status: response.status, message: `${path}: ${await messageOf(response)}` });
  try {
    return right(await response.json());
  } catch {
    return left({ status: response.status, message: `${path}: the answer is not valid JSON` });
  }
}

/** The server's `message` when the error answer is JSON, else the status line. */
export async function messageOf(response: Response): Promise<string> {
  try {
    const body: unknown = await response.json();
    if (typeof body === 'object' && body !== null && typeof (body as { message?: unknown }).message === 'string') return (body as { message: string }).message;
  } catch {
    // Not JSON (an S3-style XML error or a proxy page): the status says enough.
  }
  return `HTTP ${response.status}`;
}
