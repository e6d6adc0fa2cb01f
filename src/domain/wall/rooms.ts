/**
 * The seeded rooms of the wall preview (issue 35 item 1). Each is a generated picture (drawn at seed
 * time from these numbers by server/seed/images/rooms.ts, no network) with a thing of known size in
 * it; its scale is that thing's drawn span over its real width, so the picture and the scale come
 * from one set of numbers and cannot disagree.
 */
import { CM_PER_INCH, photoPx, wallPpi, type PhotoPoint, type PhotoSize, type WallPpi } from './wall-scale';

/** The thing of known width in a room: what it is, its real width and where it is drawn (photo pixels). */
export interface RoomReference {
  readonly what: string;
  readonly inches: number;
  readonly x0: number;
  readonly x1: number;
  /** Its bottom edge (the floor line for furniture). */
  readonly bottom: number;
  /** Its drawn height in photo pixels. */
  readonly height: number;
}

export interface WallRoom {
  readonly id: 'living-room' | 'hallway' | 'bedroom';
  readonly name: string;
  /** The file-store key the seed writes it to; served at `/files/{key}`. */
  readonly key: string;
  readonly size: PhotoSize;
  /** Where the wall meets the floor (photo pixels from the top). */
  readonly floorY: number;
  readonly reference: RoomReference;
  /** Where a picture group is hung first: the centre of the free wall. */
  readonly hang: PhotoPoint;
  /** Describes the picture to someone who cannot see it. */
  readonly description: string;
}

const SIZE: PhotoSize = { width: photoPx(1500), height: photoPx(1000) };

/** At 10.4 px per inch an 84-inch sofa spans 874 px of a 1500-px wall (about 12 ft of wall). */
export const WALL_ROOMS: readonly WallRoom[] = [
  {
    id: 'living-room',
    name: 'Living room',
    key: 'rooms/living-room.png',
    size: SIZE,
    floorY: 800,
    reference: { what: 'sofa', inches: 84, x0: 313, x1: 1187, bottom: 790, height: 354 },
    hang: { x: photoPx(750), y: photoPx(250) },
    description: 'A living room wall above an 84-inch (213 cm) sofa.',
  },
  {
    id: 'hallway',
    name: 'Hallway',
    key: 'rooms/hallway.png',
    size: SIZE,
    floorY: 900,
    // A door frame 80 cm (31.5 in) wide, 10 px per inch: 315 px.
    reference: { what: 'door frame', inches: 80 / CM_PER_INCH, x0: 140, x1: 455, bottom: 900, height: 830 },
    hang: { x: photoPx(1000), y: photoPx(380) },
    description: 'A hallway wall beside a door frame 80 cm (31.5 in) wide.',
  },
  {
    id: 'bedroom',
    name: 'Bedroom',
    key: 'rooms/bedroom.png',
    size: SIZE,
    floorY: 880,
    reference: { what: 'bed', inches: 60, x0: 420, x1: 1080, bottom: 880, height: 528 },
    hang: { x: photoPx(750), y: photoPx(190) },
    description: 'A bedroom wall above a 60-inch (152 cm) queen bed.',
  },
];

/** A room's scale: its reference's drawn span over its real width. */
export const roomScale = (room: Pick<WallRoom, 'reference'>): WallPpi => wallPpi((room.reference.x1 - room.reference.x0) / room.reference.inches);

/** Where a room's picture is served. */
export const roomSrc = (room: Pick<WallRoom, 'key'>): string => `/files/${room.key}`;
