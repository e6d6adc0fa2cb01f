import type { Either } from 'fp-ts/Either';

export interface SocialAlbum {
  readonly id: string;
  readonly name: string;
  readonly count?: number;
}

/** A photo on a social network: the largest rendition to print, a small one to show, and its page. */
export interface SocialPhoto {
  readonly id: string;
  readonly url: string;
  readonly thumb: string;
  readonly width?: number;
  readonly height?: number;
  /** The photo's own page on the network (tile metadata sourceUrl). */
  readonly sourceUrl?: string;
}

export interface SocialPage<T> {
  readonly items: readonly T[];
  /** The cursor of the next page, when there is one. */
  readonly after?: string;
}

export interface SocialFailure {
  readonly code: 'social/auth' | 'social/rate-limited' | 'social/network' | 'social/api' | 'social/decode';
  readonly message: string;
}

/** The shopper's albums on a social network (SPEC §1: Facebook, Instagram), read with their access token. */
export interface SocialAlbums {
  readonly network: 'Facebook' | 'Instagram';
  albums(accessToken: string, after?: string): Promise<Either<SocialFailure, SocialPage<SocialAlbum>>>;
  photos(accessToken: string, albumId: string, after?: string): Promise<Either<SocialFailure, SocialPage<SocialPhoto>>>;
}
export const FacebookAlbums = Symbol('FacebookAlbums');
export const InstagramAlbums = Symbol('InstagramAlbums');
