import type { ReactNode } from 'react';

/**
 * The mounting guide's drawings (SPEC §2 "Product instructions page", issue 32 item 7): one per step,
 * inline SVG (no request, sized by its viewBox so nothing shifts), each named by its own text
 * alternative. The pad is magnetic on the tile's side and adhesive, under a liner, on the wall's.
 */
export interface MountingStep {
  readonly name: string;
  readonly text: string;
  /** What the drawing shows, for those who cannot see it. */
  readonly picture: string;
  /** The step's own shapes, drawn over the wall. */
  readonly draw: () => ReactNode;
}

const WALL = '#efe9df';
const TILE = '#1f1f1f';
const PAD = '#9aa5b1';
const ACCENT = 'var(--tpx-accent)';

/** A photo inside a tile's frame, at (x, y), `size` wide. */
const tile = (x: number, y: number, size: number) => (
  <>
    <rect x={x} y={y} width={size} height={size} rx="2" fill={TILE} />
    <rect x={x + size * 0.12} y={y + size * 0.12} width={size * 0.76} height={size * 0.76} fill="#8ecae6" />
    <path
      d={`M${x + size * 0.12} ${y + size * 0.88}l${size * 0.28}-${size * 0.34} ${size * 0.2} ${size * 0.2} ${size * 0.14}-${size * 0.12} ${size * 0.14} ${size * 0.26}z`}
      fill="#2a9d8f"
    />
  </>
);

const arrow = (d: string) => <path d={d} fill="none" stroke={ACCENT} strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />;

export const mountingSteps: readonly MountingStep[] = [
  {
    name: 'Clean',
    text: 'Clean with dish soap and dry.',
    picture: 'A hand wipes the wall with a soapy cloth beside a bottle of dish soap.',
    draw: () => (
      <>
        <rect x="18" y="58" width="22" height="44" rx="5" fill="#8ecae6" />
        <rect x="24" y="48" width="10" height="12" rx="2" fill="#457b9d" />
        <rect x="62" y="34" width="58" height="38" rx="8" fill="#ffd166" transform="rotate(-12 91 53)" />
        {[
          [130, 30, 6],
          [138, 48, 4],
          [56, 26, 5],
          [126, 78, 4],
        ].map(([cx, cy, r]) => (
          <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r={r} fill="#fff" stroke="#8ecae6" strokeWidth="1.5" />
        ))}
        {arrow('M70 92c14 8 34 8 48 0')}
      </>
    ),
  },
  {
    name: 'Detach',
    text: 'Detach the magnetic pad.',
    picture: "The tile seen from the back: its square magnetic pad lifts away from the tile's back.",
    draw: () => (
      <>
        <rect x="22" y="22" width="76" height="76" rx="3" fill={TILE} />
        <rect x="32" y="32" width="56" height="56" rx="2" fill="#3a3a3a" />
        <rect x="84" y="30" width="50" height="50" rx="4" fill={PAD} transform="rotate(10 109 55)" />
        <path d="M92 40h34M92 52h34M92 64h34" stroke="#fff" strokeOpacity="0.5" strokeWidth="2" transform="rotate(10 109 55)" />
        {arrow('M70 104h56m-10-8 10 8-10 8')}
      </>
    ),
  },
  {
    name: 'Apply',
    text: 'Peel the liner and press the pad for 30 seconds.',
    picture: 'The liner peels off the back of the pad; a hand presses the pad on the wall while a timer counts 30 seconds.',
    draw: () => (
      <>
        <rect x="30" y="30" width="56" height="56" rx="4" fill={PAD} />
        <path d="M86 30 62 30 86 56z" fill="#fff" stroke="#c9c2b6" strokeWidth="1.5" />
        <circle cx="122" cy="42" r="22" fill="#fff" stroke={ACCENT} strokeWidth="4" />
        <path d="M122 42V28M122 42l9 6" stroke={TILE} strokeWidth="3" strokeLinecap="round" />
        <text x="122" y="84" textAnchor="middle" fontSize="16" fontWeight="700" fill={TILE} fontFamily="system-ui, sans-serif">
          30 s
        </text>
        {arrow('M58 106V94m-7 6 7-7 7 7')}
      </>
    ),
  },
  {
    name: 'Stick',
    text: 'Centre and snap on.',
    picture: 'The tile, centred over the pad on the wall, snaps onto it.',
    draw: () => (
      <>
        <rect x="58" y="38" width="44" height="44" rx="4" fill={PAD} />
        <g opacity="0.94">{tile(44, 24, 72)}</g>
        <path d="M80 10v8M80 102v8M30 60h8M122 60h8" stroke={ACCENT} strokeWidth="3" strokeLinecap="round" />
      </>
    ),
  },
  {
    name: 'Slide',
    text: 'Adjust without removing.',
    picture: 'The tile on the wall with arrows: it slides up, down and sideways until it sits straight.',
    draw: () => (
      <>
        {tile(50, 26, 60)}
        {arrow('M30 56h-16m6-6-6 6 6 6')}
        {arrow('M130 56h16m-6-6 6 6-6 6')}
        {arrow('M80 18V6m-6 6 6-6 6 6')}
        {arrow('M80 98v12m-6-6 6 6 6-6')}
      </>
    ),
  },
];

/** A step's drawing on the wall, named by its text alternative. */
export function MountingPicture({ step, index }: { step: MountingStep; index: number }) {
  const id = `mounting-step-${index + 1}`;
  return (
    <svg viewBox="0 0 160 120" width="160" height="120" role="img" aria-labelledby={id} focusable="false">
      <title id={id}>{step.picture}</title>
      <rect width="160" height="120" fill={WALL} />
      {step.draw()}
    </svg>
  );
}
