import { thumbnailName } from '../imaging/upload-media';
import { problems, textProblem, type FieldProblem } from './field-problems';

/**
 * Public shared albums as the admin edits them (SPEC §3 Album, Shared image; issue #17 confetti).
 * The admin form and the server check with the same rules.
 */
export const MAX_ALBUM_NAME = 80;
/** The largest photo an admin may add to an album: 10 MB. */
export const MAX_SHARED_IMAGE_BYTES = 10 * 1024 * 1024;
/** At most this many photos in one album (the picker shows them all at once). */
export const MAX_ALBUM_IMAGES = 500;
/** A thumbnail's longest side, in pixels (the picker's grid). */
export const SHARED_THUMB_SIZE = 320;

/** The photo types an album takes, by what the bytes are (never the name the file came with). */
export const SHARED_IMAGE_TYPES = { jpeg: '.jpg', png: '.png', webp: '.webp' } as const;
export type SharedImageType = keyof typeof SHARED_IMAGE_TYPES;

export const NOT_AN_IMAGE = 'That file is not a JPEG, PNG or WebP image. Choose a photo in one of those types.';

const megabytes = (bytes: number): string => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

/** Why a file of this size cannot be added, or null when it may. */
export function sharedImageSizeProblem(bytes: number): string | null {
  if (bytes <= 0) return 'That file is empty. Choose a photo.';
  if (bytes > MAX_SHARED_IMAGE_BYTES) return `That photo is ${megabytes(bytes)}; the limit is ${megabytes(MAX_SHARED_IMAGE_BYTES)}. Choose a smaller photo.`;
  return null;
}

export interface AlbumDraft {
  readonly name: string;
}

export function albumProblems(draft: AlbumDraft): FieldProblem[] {
  return problems(textProblem('name', draft.name, 'Album name', MAX_ALBUM_NAME));
}

/** An album's id from its name: lowercase words joined by hyphens (the storage folder of its photos). */
export function albumIdOf(name: string, taken: ReadonlySet<string>): string {
  const base =
    name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 48)
      .replace(/-+$/, '') || 'album';
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** Where a new photo and its thumbnail are stored: under 'shared/', the thumbnail with '_tmb' before the extension. */
export function sharedImageKeys(albumId: string, fileId: string, type: SharedImageType) {
  const fileName = `${fileId}${SHARED_IMAGE_TYPES[type]}`;
  const fileNameThumb = thumbnailName(fileName);
  return { fileName, fileNameThumb, key: `shared/${albumId}/${fileName}`, keyThumb: `shared/${albumId}/${fileNameThumb}` };
}

/**
 * An album's photos after one is put at `position` (1-based; clamped to 1..n): the keys in their new
 * order. Every photo is numbered 1..n afterwards, so ties from older data cannot hide a move.
 */
export function placeImage(keys: readonly string[], key: string, position: number): string[] {
  const from = keys.indexOf(key);
  if (from < 0) return [...keys];
  const rest = keys.filter((k) => k !== key);
  const to = Math.min(Math.max(Math.round(position), 1), keys.length) - 1;
  return [...rest.slice(0, to), key, ...rest.slice(to)];
}
