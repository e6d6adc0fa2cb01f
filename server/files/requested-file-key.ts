import { decodedPathSegments } from '../http/request-line';

/**
 * The stored file a `/files/<key>` request names, exactly as the file routes read it (disk and
 * bucket alike) and as the private-site gate checks it: the decoded segments after `/files`, or null
 * when they name no file (undecodable, empty, `.`/`..` segments, a NUL). One resolver for both, so
 * that no spelling of a path (`%75ploads`, `uploads//private`) reaches a file the gate did not see.
 */
export function requestedFileKey(pathname: string): string | null {
  const segments = decodedPathSegments(pathname);
  if (!segments || segments[0] !== 'files') return null;
  const parts = segments.slice(1);
  if (parts.length === 0 || parts.some((part) => part === '' || part === '.' || part === '..' || part.includes('\0'))) return null;
  return parts.join('/');
}

/** The tenant whose upload a stored key is (`uploads/<tenant>/…`); null for any other file. */
export const uploadTenantOfKey = (key: string): string | null => {
  const [folder, tenant] = key.split('/');
  return folder === 'uploads' && tenant !== undefined ? tenant : null;
};
