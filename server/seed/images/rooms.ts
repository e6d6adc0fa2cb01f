/**
 * The wall preview's rooms (issue 35 item 1), drawn from the domain's room numbers so each picture's
 * sofa, door frame or bed spans exactly the pixels its stored scale says.
 */
import { WALL_ROOMS, type WallRoom } from '../../../src/domain/wall/rooms';
import { hex as c } from './raster';
import type { Look, View } from './looks';

type Px = (x: number) => number;

/** A wall with a soft light from the top left, a skirting board and a wooden floor. */
const wallAndFloor = (view: View, room: WallRoom, wall: [string, string], floor: [string, string]) => {
  const H = room.size.height;
  const fy = room.floorY / H;
  view.sub(0, 0, 1, fy).gradient(c(wall[0]), c(wall[1]));
  view.sub(0, fy, 1, 1).gradient(c(floor[0]), c(floor[1]));
  // Floorboards.
  const black = c('#000000');
  view.fill((u, v) => (Math.floor(u * 22 + Math.floor(v * 18) * 0.37) % 2 === 0 ? black : null), 0.05, [0, fy, 1, 1]);
  view.rect(0, fy - 14 / H, 1, fy, c('#f4f1ea'));
  view.rect(0, fy - 2 / H, 1, fy, c('#d8d2c4'));
};

const px =
  (size: number): Px =>
  (x) =>
    x / size;

const livingRoom: Look = (view) => {
  const room = WALL_ROOMS[0] as WallRoom;
  const X = px(room.size.width);
  const Y = px(room.size.height);
  wallAndFloor(view, room, ['#ece4d8', '#dcd2c2'], ['#a47551', '#7b5334']);
  const { x0, x1, bottom, height } = room.reference;
  const top = bottom - height;
  const sofa = c('#4a6572');
  const dark = c('#3a525d');
  // Shadow on the floor, legs, seat, back and arms; the outer edges are the reference's span.
  view.ellipse(X((x0 + x1) / 2), Y(bottom + 6), X((x1 - x0) / 2 + 20), Y(14), c('#000000'), 0.18);
  for (const lx of [x0 + 40, x1 - 52]) view.rect(X(lx), Y(bottom - 30), X(lx + 12), Y(bottom), c('#3b2a1e'));
  view.rect(X(x0 + 70), Y(top), X(x1 - 70), Y(top + height * 0.55), dark);
  view.rect(X(x0), Y(top + height * 0.35), X(x1), Y(bottom - 30), sofa);
  view.rect(X(x0), Y(top + height * 0.3), X(x0 + 80), Y(bottom - 30), dark);
  view.rect(X(x1 - 80), Y(top + height * 0.3), X(x1), Y(bottom - 30), dark);
  const seat = (x1 - x0 - 160) / 3;
  for (let k = 0; k < 3; k++) {
    const sx = x0 + 80 + k * seat;
    view.rect(X(sx + 4), Y(top + height * 0.55), X(sx + seat - 4), Y(top + height * 0.72), c('#56798a'));
    view.rect(X(sx + 10), Y(top + 18), X(sx + seat - 10), Y(top + height * 0.5), c('#52717f'));
  }
  view.rect(X(x0 + 110), Y(top + 50), X(x0 + 230), Y(top + 160), c('#e9c46a'));
  // A plant in a pot at the right.
  view.rect(X(1290), Y(690), X(1380), Y(800), c('#c06c4b'));
  for (const [dx, dy, r] of [
    [0, -40, 60],
    [-45, -80, 45],
    [50, -95, 50],
    [0, -140, 45],
  ] as const)
    view.circle(X(1335 + dx), Y(690 + dy), X(r), c('#4f7d4f'));
};

const hallway: Look = (view) => {
  const room = WALL_ROOMS[1] as WallRoom;
  const X = px(room.size.width);
  const Y = px(room.size.height);
  wallAndFloor(view, room, ['#dfe6ea', '#cdd6dc'], ['#8c6a4f', '#6b4d37']);
  const { x0, x1, bottom, height } = room.reference;
  const top = bottom - height;
  const casing = 22;
  // The frame (its outer edges are the 80 cm), the door leaf inside it, a handle.
  view.rect(X(x0), Y(top), X(x1), Y(bottom), c('#f7f7f4'));
  view.rect(X(x0 + casing), Y(top + casing), X(x1 - casing), Y(bottom), c('#b8865b'));
  view.rect(X(x0 + casing + 26), Y(top + casing + 40), X(x1 - casing - 26), Y(top + casing + 360), c('#a97a50'));
  view.rect(X(x0 + casing + 26), Y(top + casing + 420), X(x1 - casing - 26), Y(bottom - 40), c('#a97a50'));
  view.circle(X(x1 - casing - 30), Y(bottom - 400), X(9), c('#c9b27c'));
  // A bench and a coat hook rail.
  view.rect(X(800), Y(760), X(1260), Y(790), c('#5b4636'));
  for (const lx of [820, 1228]) view.rect(X(lx), Y(790), X(lx + 14), Y(bottom), c('#4a382b'));
  view.rect(X(1300), Y(270), X(1460), Y(290), c('#6f5846'));
};

const bedroom: Look = (view) => {
  const room = WALL_ROOMS[2] as WallRoom;
  const X = px(room.size.width);
  const Y = px(room.size.height);
  wallAndFloor(view, room, ['#d7e0d3', '#c3cfbf'], ['#b08968', '#8a6a4f']);
  const { x0, x1, bottom, height } = room.reference;
  const top = bottom - height;
  // Headboard (the 60-inch span), pillows, duvet; nightstands with lamps either side.
  view.rect(X(x0), Y(top), X(x1), Y(bottom - 180), c('#8d7b68'));
  view.rect(X(x0), Y(bottom - 200), X(x1), Y(bottom - 40), c('#f2efe9'));
  view.rect(X(x0 + 40), Y(bottom - 250), X(x0 + 300), Y(bottom - 170), c('#ffffff'));
  view.rect(X(x1 - 300), Y(bottom - 250), X(x1 - 40), Y(bottom - 170), c('#ffffff'));
  view.rect(X(x0), Y(bottom - 150), X(x1), Y(bottom - 20), c('#9fb4c7'));
  view.rect(X(x0), Y(bottom - 20), X(x1), Y(bottom), c('#5c4a3a'));
  for (const nx of [x0 - 200, x1 + 40]) {
    view.rect(X(nx), Y(bottom - 220), X(nx + 160), Y(bottom), c('#6d5a48'));
    view.rect(X(nx + 60), Y(bottom - 300), X(nx + 100), Y(bottom - 220), c('#3d3d3d'));
    view.rect(X(nx + 30), Y(bottom - 380), X(nx + 130), Y(bottom - 300), c('#f3e3c3'));
  }
};

/** Each room's picture, by id. */
export const roomLooks: Readonly<Record<WallRoom['id'], Look>> = { 'living-room': livingRoom, hallway, bedroom };
