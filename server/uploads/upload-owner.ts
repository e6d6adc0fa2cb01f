import { createHash } from 'node:crypto';

/** An upload's owner: the client address that asked for its slot, hashed (the table keeps no address). */
export const ownerOf = (address: string): string => createHash('sha256').update(`tilepix-upload-owner:${address}`).digest('hex').slice(0, 32);
