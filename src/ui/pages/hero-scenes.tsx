import type { ReactNode } from 'react';

/**
 * The home hero's sample wall (issue 32 item 7): nine small photo-like scenes drawn in SVG, inline so
 * the server's first screen paints them with no image request and nothing shifts (each fills a
 * square tile whose box the stylesheet sets). Decorative: the wall is aria-hidden.
 */

/** A scene: its sky's top and bottom colours, and what stands under it. */
interface Scene {
  readonly sky: readonly [top: string, bottom: string];
  readonly draw: () => ReactNode;
}

/** A sky from `top` to `bottom`, in three flat bands (no gradient ids to keep unique, fewer bytes). */
const sky = ([top, bottom]: Scene['sky']) => (
  <>
    <rect width="100" height="100" fill={top} />
    <rect y="34" width="100" height="66" fill={bottom} opacity="0.45" />
    <rect y="58" width="100" height="42" fill={bottom} opacity="0.7" />
  </>
);

const scenes: readonly Scene[] = [
  // Sunset over the sea.
  {
    sky: ['#2b2d64', '#f8a35b'],
    draw: () => (
      <>
        <circle cx="62" cy="58" r="13" fill="#ffd98a" />
        <rect y="64" width="100" height="36" fill="#31406e" />
        <path d="M40 70h44M48 77h28M56 84h14" stroke="#f8c27a" strokeWidth="2.5" strokeLinecap="round" />
      </>
    ),
  },
  // Snowy mountains.
  {
    sky: ['#8ec5e8', '#e8f4fb'],
    draw: () => (
      <>
        <path d="M-5 100 30 38l20 30 14-20 41 52z" fill="#56707f" />
        <path d="m30 38-8 14 6-3 4 5 5-6zM64 48l-6 8 5-1 3 3 3-4z" fill="#fff" />
        <path d="M0 100 24 76l18 12 22-16 36 28z" fill="#3c7a5a" />
      </>
    ),
  },
  // A meadow of flowers.
  {
    sky: ['#cfe8f7', '#fdf6e3'],
    draw: () => (
      <>
        <circle cx="24" cy="26" r="9" fill="#ffe08a" />
        <path d="M0 62c22-10 46-10 100 2v36H0z" fill="#86b86b" />
        <path d="M0 78c30-8 60-6 100 4v18H0z" fill="#5f9a4e" />
        {[14, 30, 47, 63, 80, 90].map((x, i) => (
          <circle key={x} cx={x} cy={84 + (i % 2) * 7} r="3" fill={i % 3 === 0 ? '#f28482' : i % 3 === 1 ? '#fff3b0' : '#c77dff'} />
        ))}
      </>
    ),
  },
  // A city at night.
  {
    sky: ['#0d1b2a', '#31456a'],
    draw: () => (
      <>
        <circle cx="78" cy="20" r="7" fill="#f1f0e4" />
        <path d="M0 100V58h14V44h12v20h10V34h14v30h8V50h14v22h10V56h18v44z" fill="#1b263b" />
        {[
          [5, 64],
          [18, 50],
          [40, 40],
          [44, 56],
          [62, 58],
          [76, 70],
          [90, 64],
          [20, 72],
          [52, 78],
        ].map(([x, y]) => (
          <rect key={`${x}-${y}`} x={x} y={y} width="4" height="5" fill="#ffd166" />
        ))}
      </>
    ),
  },
  // A beach and its umbrella.
  {
    sky: ['#7ec8e3', '#d8f1fa'],
    draw: () => (
      <>
        <rect y="52" width="100" height="18" fill="#2a9d8f" />
        <path d="M0 66c30-6 62-6 100 0v34H0z" fill="#f4d8a4" />
        <path d="M38 50c6-14 30-14 36 0z" fill="#e76f51" />
        <path d="M56 50v30" stroke="#6b4f3a" strokeWidth="2" />
      </>
    ),
  },
  // A flower, close up.
  {
    sky: ['#f7d6e0', '#f2b5d4'],
    draw: () => (
      <>
        {[0, 60, 120, 180, 240, 300].map((a) => (
          <ellipse key={a} cx="50" cy="30" rx="11" ry="20" fill="#ffffff" opacity="0.92" transform={`rotate(${a} 50 50)`} />
        ))}
        <circle cx="50" cy="50" r="11" fill="#f4a261" />
      </>
    ),
  },
  // A pine forest under a pale sky.
  {
    sky: ['#e9edc9', '#fefae0'],
    draw: () => (
      <>
        {(
          [
            [14, 46],
            [34, 34],
            [56, 42],
            [78, 30],
            [94, 48],
          ] as const
        ).map(([x, top]) => (
          <path key={x} d={`M${x} ${top}l13 40H${x - 13}z`} fill={x % 2 === 0 ? '#2d6a4f' : '#40916c'} />
        ))}
        <rect y="80" width="100" height="20" fill="#6c584c" />
      </>
    ),
  },
  // A hot-air balloon over the hills.
  {
    sky: ['#ffcdb2', '#ffe8d6'],
    draw: () => (
      <>
        <path d="M50 18c13 0 20 9 20 19 0 12-13 20-16 27h-8c-3-7-16-15-16-27 0-10 7-19 20-19z" fill="#e63946" />
        <path d="M50 18c5 0 8 9 8 19 0 12-3 20-4 27h-8c-1-7-4-15-4-27 0-10 3-19 8-19z" fill="#f1c453" />
        <rect x="46" y="66" width="8" height="6" fill="#7f5539" />
        <path d="M0 88c25-10 50-10 100 0v12H0z" fill="#b5838d" />
      </>
    ),
  },
  // A lake and its reflection.
  {
    sky: ['#a8dadc', '#f1faee'],
    draw: () => (
      <>
        <path d="M0 56 26 28l18 18 16-14 40 24z" fill="#457b9d" />
        <rect y="56" width="100" height="44" fill="#1d3557" />
        <path d="M0 56l26 26 18-16 16 12 40-22z" fill="#457b9d" opacity="0.45" />
      </>
    ),
  },
];

/** The i-th scene, filling its tile. */
export function HeroScene({ index }: { index: number }) {
  const scene = scenes[index % scenes.length]!;
  return (
    <svg viewBox="0 0 100 100" width="100" height="100" preserveAspectRatio="xMidYMid slice" focusable="false" aria-hidden="true">
      {sky(scene.sky)}
      {scene.draw()}
    </svg>
  );
}
