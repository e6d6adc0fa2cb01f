/**
 * A streaming reader of one S3-style POST form (multipart/form-data, RFC 7578): the text fields
 * first, then the file part, read with hard limits as the bytes arrive, so that the signature can
 * be checked before a byte of the file is read and a body with no (or a false) length can never be
 * held past the limit. Written here rather than taken from npm: the form is simple, and no parser in
 * the tree streams with the "fields, then stop before the file" step this needs.
 *
 * Like S3, the file must be the last field: whatever follows it is never read.
 */

export type MultipartFailure = 'malformed' | 'fields-too-large' | 'file-too-large';

export class MultipartError extends Error {
  constructor(
    readonly failure: MultipartFailure,
    message: string,
  ) {
    super(message);
  }
}

export interface FilePart {
  readonly name: string;
  readonly filename: string | null;
  readonly contentType: string | null;
}

/** Bounds on the part before the file: S3's own form limit is 20 KB of fields. */
export interface FieldLimits {
  /** Bytes read from the start of the body to the end of the file part's headers. */
  readonly maxBytes: number;
  readonly maxFields: number;
}

const CRLF = Buffer.from('\r\n');
const HEADERS_END = Buffer.from('\r\n\r\n');
const BOUNDARY = /^[0-9A-Za-z'()+_,\-./:=? ]{0,69}[0-9A-Za-z'()+_,\-./:=?]$/;

/** The boundary of a multipart/form-data Content-Type, or null when the type is anything else. */
export function multipartBoundary(contentType: string | undefined): string | null {
  if (!contentType) return null;
  const [mediaType, ...params] = contentType.split(';');
  if (mediaType!.trim().toLowerCase() !== 'multipart/form-data') return null;
  for (const param of params) {
    const eq = param.indexOf('=');
    if (eq === -1 || param.slice(0, eq).trim().toLowerCase() !== 'boundary') continue;
    let value = param.slice(eq + 1).trim();
    if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    return BOUNDARY.test(value) ? value : null;
  }
  return null;
}

/** name, filename from `form-data; name="key"; filename="a.jpg"` (quoted strings with backslash escapes). */
function parseDisposition(value: string): { name: string; filename: string | null } | null {
  const semicolon = value.indexOf(';');
  if (semicolon === -1 || value.slice(0, semicolon).trim().toLowerCase() !== 'form-data') return null;
  const params = new Map<string, string>();
  const PARAM = /;\s*([A-Za-z0-9!#$%&'*+.^_`|~-]+)\s*=\s*(?:"((?:[^"\\\r\n]|\\.)*)"|([^;\s"]+))\s*/y;
  let at = semicolon;
  while (at < value.length) {
    PARAM.lastIndex = at;
    const match = PARAM.exec(value);
    if (!match) return null;
    const key = match[1]!.toLowerCase();
    if (params.has(key)) return null;
    params.set(key, match[2] !== undefined ? match[2].replace(/\\(.)/g, '$1') : match[3]!);
    at = PARAM.lastIndex;
  }
  const name = params.get('name');
  return name ? { name, filename: params.get('filename') ?? null } : null;
}

export class MultipartForm {
  /** Read but not yet consumed: `buffer[start..end)`, grown by doubling so that a 20 MB file is copied a few times, not per chunk. */
  private buffer: Buffer = Buffer.alloc(0);
  private start = 0;
  private end = 0;
  /** Bytes of the body consumed so far (before `start`). */
  private consumed = 0;
  private finished = false;
  private readonly delimiter: Buffer;
  private state: 'start' | 'fields' | 'file' | 'done' = 'start';

  constructor(
    private readonly reader: ReadableStreamDefaultReader<Uint8Array>,
    boundary: string,
  ) {
    this.delimiter = Buffer.from(`\r\n--${boundary}`);
  }

  /** Stops reading; what is left of the body is drained or dropped by the server, never held. */
  release(): void {
    try {
      this.reader.releaseLock();
    } catch {
      // Already released.
    }
  }

  /**
   * The text fields before the file part (in order, names as sent) and the file part's headers;
   * file null when the form ends without one. Reads nothing of the file's bytes but what shares a
   * chunk with its headers.
   */
  async fieldsBeforeFile(limits: FieldLimits): Promise<{ fields: Array<[string, string]>; file: FilePart | null }> {
    if (this.state !== 'start') throw new Error('fieldsBeforeFile reads once');
    const tooLarge = () => new MultipartError('fields-too-large', 'The form fields before the file are too large.');
    const left = () => limits.maxBytes - this.consumed;
    // The body starts with the boundary line (a preamble before it is skipped).
    const opening = this.delimiter.subarray(2);
    let at = await this.find(opening, left(), tooLarge);
    if (at === -1) throw new MultipartError('malformed', 'The multipart body has no boundary.');
    this.consume(at + opening.length);
    this.state = 'fields';
    const fields: Array<[string, string]> = [];
    for (;;) {
      if (!(await this.afterDelimiter(left(), tooLarge))) {
        this.state = 'done';
        return { fields, file: null };
      }
      at = await this.find(HEADERS_END, left(), tooLarge);
      if (at === -1) throw new MultipartError('malformed', 'A form part ends inside its headers.');
      const part = parsePartHeaders(this.pending().subarray(0, at).toString('utf8'));
      this.consume(at + HEADERS_END.length);
      if (!part) throw new MultipartError('malformed', 'A form part has no valid Content-Disposition name.');
      if (part.filename !== null || part.name.toLowerCase() === 'file') {
        this.state = 'file';
        return { fields, file: part };
      }
      if (fields.length >= limits.maxFields) throw tooLarge();
      at = await this.find(this.delimiter, left(), tooLarge);
      if (at === -1) throw new MultipartError('malformed', 'The multipart body ends inside a field.');
      fields.push([part.name, this.pending().subarray(0, at).toString('utf8')]);
      this.consume(at + this.delimiter.length);
    }
  }

  /** The file part's bytes, refused as soon as they pass `maxBytes`; the rest of the form is not read. */
  async fileBytes(maxBytes: number): Promise<Uint8Array> {
    if (this.state !== 'file') throw new Error('fileBytes follows fieldsBeforeFile and a file part');
    this.state = 'done';
    const at = await this.find(this.delimiter, maxBytes, () => new MultipartError('file-too-large', 'The file is too large.'));
    if (at === -1) throw new MultipartError('malformed', 'The multipart body ends inside the file.');
    return new Uint8Array(this.pending().subarray(0, at));
  }

  private pending(): Buffer {
    return this.buffer.subarray(this.start, this.end);
  }

  /**
   * The index of `needle` in the pending bytes, reading more as needed; -1 at the end of the body.
   * Refuses (`fail`) as soon as more than `limit` bytes would come before it: reading stops there.
   */
  private async find(needle: Buffer, limit: number, fail: () => Error): Promise<number> {
    let from = 0;
    for (;;) {
      const pending = this.pending();
      const at = pending.indexOf(needle, from);
      if (at !== -1) {
        if (at > limit) throw fail();
        return at;
      }
      if (pending.length - needle.length + 1 > limit) throw fail();
      if (this.finished) return -1;
      from = Math.max(0, pending.length - needle.length + 1);
      await this.readChunk();
    }
  }

  /** After a delimiter: `--` ends the form (false); otherwise optional padding and CRLF start a part (true). */
  private async afterDelimiter(limit: number, fail: () => Error): Promise<boolean> {
    while (this.end - this.start < 2 && !this.finished) await this.readChunk();
    if (this.pending().subarray(0, 2).toString('latin1') === '--') return false;
    const at = await this.find(CRLF, limit, fail);
    if (at === -1 || !/^[ \t]*$/.test(this.pending().subarray(0, at).toString('latin1'))) {
      throw new MultipartError('malformed', 'A multipart boundary is not followed by a line break.');
    }
    this.consume(at + CRLF.length);
    return true;
  }

  private async readChunk(): Promise<void> {
    const { done, value } = await this.reader.read();
    if (done) {
      this.finished = true;
      return;
    }
    const size = this.end - this.start;
    if (this.end + value.byteLength > this.buffer.length) {
      const grown = Buffer.allocUnsafe(Math.max(2 * this.buffer.length, size + value.byteLength, 64 * 1024));
      this.buffer.copy(grown, 0, this.start, this.end);
      this.buffer = grown;
      this.start = 0;
      this.end = size;
    }
    this.buffer.set(value, this.end);
    this.end += value.byteLength;
  }

  private consume(bytes: number): void {
    this.start += bytes;
    this.consumed += bytes;
  }
}

function parsePartHeaders(block: string): FilePart | null {
  let disposition: { name: string; filename: string | null } | null = null;
  let contentType: string | null = null;
  for (const line of block.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon === -1) return null;
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    if (name === 'content-disposition') {
      if (disposition) return null;
      disposition = parseDisposition(value);
      if (!disposition) return null;
    } else if (name === 'content-type') {
      contentType = value;
    }
  }
  return disposition ? { ...disposition, contentType } : null;
}
