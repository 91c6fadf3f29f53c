import type { ReactNode } from 'react';
import { useSvgA11y, type IllustrationProps } from './svg-a11y';

export interface TeamAvatarProps extends IllustrationProps {
  /** 0–3: which of the four portraits; other values wrap around. */
  readonly index: number;
}

interface Look {
  readonly bg: string;
  readonly skin: string;
  readonly hair: string;
  readonly shirt: string;
  /** Drawn behind the head (long or voluminous hair). */
  readonly back?: ReactNode;
  /** Drawn over the head (fringe, crop, beard, accessories). */
  readonly front: ReactNode;
  /** Replaces the default smile (e.g. to show through a beard). */
  readonly mouth?: ReactNode;
  /** Collar / neckline detail over the shirt. */
  readonly collar: ReactNode;
}

const INK = '#071c2e';

const LOOKS: readonly Look[] = [
  {
    bg: '#bfe3f5',
    skin: '#d9a27c',
    hair: '#2e2a2b',
    shirt: '#0c2d48',
    front: <path d="M38 56c-1-20 9-29 23-29 14 0 22 9 21 29-2-9-8-14-21-14-6 0-11 1-15 4-3 2-6 6-8 10z" />,
    collar: (
      <>
        <path d="M50 88h20l-10 16z" fill="#fff" />
        <path d="M49 88l11 16-14-4zM71 88l-11 16 14-4z" fill="#155a8a" />
      </>
    ),
  },
  {
    bg: '#fde3b0',
    skin: '#8d5a3b',
    hair: '#1f1a1a',
    shirt: '#f5a524',
    back: <path d="M60 14c17 0 30 11 31 27 6 6 6 17-1 22 1 9-7 16-16 13H46c-9 3-17-4-16-13-7-5-7-16-1-22 1-16 14-27 31-27z" />,
    front: (
      <>
        <path d="M38 52c2-15 10-22 22-22s20 7 22 22c-6-8-14-12-22-12s-16 4-22 12z" />
        <circle cx="38.5" cy="66" r="2.5" fill="#f5a524" />
        <circle cx="81.5" cy="66" r="2.5" fill="#f5a524" />
      </>
    ),
    collar: <path d="M48 88q12 10 24 0" stroke="#c77a06" strokeWidth="3" fill="none" />,
  },
  {
    bg: '#dbeefa',
    skin: '#f1cfb0',
    hair: '#1c1c22',
    shirt: '#1a6fa8',
    back: <path d="M32 56c0-20 12-30 28-30s28 10 28 30v20a6 6 0 0 1-6 6H38a6 6 0 0 1-6-6z" />,
    front: <path d="M37 60c0-20 9-30 23-30 15 0 23 10 23 30-3-8-7-13-12-14-4 4-16 6-30 7z" />,
    collar: <path d="M50 88l10 10 10-10" stroke="#dbeefa" strokeWidth="3" fill="none" strokeLinejoin="round" />,
  },
  {
    bg: '#7fcba5',
    skin: '#6b4330',
    hair: '#1b1716',
    shirt: '#155a8a',
    front: (
      <>
        <path d="M39 52c0-16 9-24 21-24s21 8 21 24c-3-6-10-9-21-9s-18 3-21 9z" />
        <path d="M39 60c1 18 10 26 21 26s20-8 21-26c-2 7-7 11-12 11-3-2-6-3-9-3s-6 1-9 3c-5 0-10-4-12-11z" />
      </>
    ),
    mouth: <path d="M53.5 69.5q6.5 6 13 0z" fill="#fff" />,
    collar: (
      <>
        <path d="M46 88l14 8-7 9zM74 88l-14 8 7 9z" fill="#bfe3f5" />
        <circle cx="78" cy="106" r="4" fill="#f5a524" />
      </>
    ),
  },
];

/**
 * Friendly flat portrait for the team section. Four distinct people
 * (index 0–3) on a coloured circle. Square.
 */
export function TeamAvatar({ index, className, title }: TeamAvatarProps) {
  const { id, url, svgProps, titleNode } = useSvgA11y(title);
  const look = LOOKS[((index % LOOKS.length) + LOOKS.length) % LOOKS.length] ?? LOOKS[0]!;
  return (
    <svg viewBox="0 0 120 120" className={className} {...svgProps}>
      {titleNode}
      <defs>
        <clipPath id={id('clip')}>
          <circle cx="60" cy="60" r="60" />
        </clipPath>
      </defs>
      <g clipPath={url('clip')}>
        <rect width="120" height="120" fill={look.bg} />
        <circle cx="60" cy="60" r="44" fill="#fff" opacity=".35" />
        <g fill={look.hair}>{look.back}</g>
        <path d="M16 124c0-26 18-38 44-38s44 12 44 38z" fill={look.shirt} />
        <path d="M51 72h18v16a9 9 0 0 1-18 0z" fill={look.skin} />
        <path d="M51 80q9 6 18 0v-6H51z" fill={INK} opacity=".12" />
        {look.collar}
        <circle cx="39" cy="60" r="5" fill={look.skin} />
        <circle cx="81" cy="60" r="5" fill={look.skin} />
        <ellipse cx="60" cy="58" rx="21" ry="24" fill={look.skin} />
        <g fill={look.hair}>{look.front}</g>
        <circle cx="52" cy="59" r="2.4" fill={INK} />
        <circle cx="68" cy="59" r="2.4" fill={INK} />
        <path d="M48 52.5q4-2.5 8 0M64 52.5q4-2.5 8 0" stroke={look.hair} strokeWidth="2" fill="none" strokeLinecap="round" />
        {look.mouth ?? <path d="M53 69q7 6 14 0" stroke={INK} strokeWidth="2.2" fill="none" strokeLinecap="round" />}
        <circle cx="47" cy="67" r="3.5" fill="#f5a524" opacity=".2" />
        <circle cx="73" cy="67" r="3.5" fill="#f5a524" opacity=".2" />
      </g>
    </svg>
  );
}
