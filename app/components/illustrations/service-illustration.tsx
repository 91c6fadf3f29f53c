import type { ReactNode } from 'react';
import type { ServiceId } from '~/content/service-ids';
import { useSvgA11y, type IllustrationProps } from './svg-a11y';

export interface ServiceIllustrationProps extends IllustrationProps {
  readonly serviceId: ServiceId;
}

const FRAME = '#155a8a';
const DARK = '#0c2d48';
const AMBER = '#f5a524';
const STEEL = '#64748b';
const LIGHT_STEEL = '#cbd5e1';

/** A framed window: frame, glass and two diagonal glints. */
function Win({ x, y, w, h, glass, t = 9 }: { x: number; y: number; w: number; h: number; glass: string; t?: number }) {
  const ix = x + t;
  const iy = y + t;
  return (
    <g>
      <rect x={x} y={y} width={w} height={h} rx="4" fill={FRAME} />
      <rect x={ix} y={iy} width={w - 2 * t} height={h - 2 * t} fill={glass} />
      <path d={`M${ix} ${iy + 34}l34-34h14l-48 48zm0 56 56-56h6l-62 62z`} fill="#fff" opacity=".6" />
    </g>
  );
}

/** Four-point sparkle centred on (x, y). */
function sparkle(x: number, y: number, r: number) {
  const q = r * 0.28;
  return `M${x} ${y - r}L${x + q} ${y - q} ${x + r} ${y}l${q - r} ${q}L${x} ${y + r}l${-q} ${q - r}L${x - r} ${y}l${r - q} ${-q}z`;
}

function scene(id: ServiceId, glass: string): ReactNode {
  switch (id) {
    case 'window-installation':
      return (
        <>
          <path d="M60 182V58a6 6 0 0 1 6-6h188a6 6 0 0 1 6 6v124z" fill="#f7f3ea" />
          <rect x="108" y="72" width="104" height="110" fill={DARK} opacity=".14" />
          <Win x={110} y={54} w={100} h={108} glass={glass} />
          <path d="M160 63v90" stroke={FRAME} strokeWidth="6" />
          <rect x="112" y="30" width="96" height="14" rx="3" fill={AMBER} />
          <rect x="112" y="30" width="10" height="14" rx="3" fill={DARK} />
          <rect x="198" y="30" width="10" height="14" rx="3" fill={DARK} />
          <rect x="148" y="33" width="24" height="8" rx="4" fill="#7fcba5" />
          <circle cx="160" cy="37" r="2.5" fill="#fff" />
          <path d="M86 84v36m-9-9 9 9 9-9M234 84v36m-9-9 9 9 9-9" stroke={AMBER} strokeWidth="5" strokeLinecap="round" strokeLinejoin="round" fill="none" />
        </>
      );
    case 'window-repair':
      return (
        <>
          <Win x={52} y={34} w={112} h={140} glass={glass} />
          <rect x="148" y="90" width="8" height="24" rx="2" fill={LIGHT_STEEL} />
          <path d="M152 96v22" stroke={DARK} strokeWidth="5" strokeLinecap="round" />
          <path d="M164 76l42-12M164 128l42 12" stroke="#8cc8ec" strokeWidth="2" strokeDasharray="4 4" />
          <circle cx="236" cy="102" r="56" fill="#fff" stroke="#8cc8ec" strokeWidth="4" />
          <rect x="206" y="62" width="26" height="80" rx="3" fill={LIGHT_STEEL} />
          <rect x="240" y="62" width="26" height="80" rx="3" fill={LIGHT_STEEL} />
          <rect x="230" y="56" width="12" height="92" rx="6" fill={STEEL} />
          <path d="M230 80h12M230 102h12M230 124h12" stroke={LIGHT_STEEL} strokeWidth="2" />
          <g fill="#fff" stroke={STEEL} strokeWidth="2.5">
            <circle cx="219" cy="78" r="6" />
            <circle cx="219" cy="126" r="6" />
            <circle cx="253" cy="78" r="6" />
            <circle cx="253" cy="126" r="6" />
          </g>
          <path d="M215 78h8M215 126h8M253 122v8" stroke={STEEL} strokeWidth="2.5" strokeLinecap="round" />
          <path d="M253 78l30 30" stroke={STEEL} strokeWidth="5" strokeLinecap="round" />
          <path d="M280 105l6 6" stroke={LIGHT_STEEL} strokeWidth="10" strokeLinecap="round" />
          <path d="M290 115l16 16" stroke={AMBER} strokeWidth="16" strokeLinecap="round" />
          <path d="M294 119l8 8" stroke="#f8b84e" strokeWidth="4" strokeLinecap="round" />
        </>
      );
    case 'window-maintenance':
      return (
        <>
          <Win x={84} y={28} w={152} h={148} glass={glass} />
          <rect x="93" y="37" width="66" height="130" fill="#dbeefa" opacity=".8" />
          <g fill="none" stroke="#fff" strokeWidth="2.5">
            <circle cx="112" cy="70" r="9" />
            <circle cx="130" cy="96" r="6" />
            <circle cx="108" cy="124" r="11" />
            <circle cx="138" cy="146" r="5" />
            <circle cx="140" cy="58" r="4" />
          </g>
          <path d="M202 168l-38-58" stroke="#c77a06" strokeWidth="9" strokeLinecap="round" />
          <rect x="156" y="62" width="12" height="84" rx="4" fill={AMBER} />
          <rect x="150" y="60" width="7" height="88" rx="3" fill={DARK} />
          <path d={`${sparkle(198, 70, 13)}${sparkle(218, 104, 7)}`} fill="#fff" />
          <path d={`${sparkle(260, 52, 10)}${sparkle(66, 150, 8)}`} fill="#f8b84e" />
        </>
      );
    case 'window-replacement':
      return (
        <>
          <g transform="rotate(-8 86 118)" opacity=".85">
            <rect x="44" y="62" width="84" height="110" rx="4" fill={STEEL} />
            <rect x="52" y="70" width="68" height="94" fill={LIGHT_STEEL} />
            <path d="M86 70v94M52 117h68" stroke={STEEL} strokeWidth="5" />
            <path d="M60 78l14 16-6 6 12 12M104 128l8 10-6 4 8 14" stroke={STEEL} strokeWidth="2" fill="none" strokeLinejoin="round" />
          </g>
          <path d="M130 106q24-24 50-4" stroke={AMBER} strokeWidth="7" fill="none" strokeLinecap="round" />
          <path d="M189 109l-15.5.5 11.5-14.5z" fill={AMBER} strokeLinejoin="round" stroke={AMBER} strokeWidth="2" />
          <path d="M192 178V80a44 44 0 0 1 88 0v98z" fill={FRAME} />
          <path d="M201 169V80a35 35 0 0 1 70 0v89z" fill={glass} />
          <path d="M201 80h70M236 45v124" stroke={FRAME} strokeWidth="6" />
          <path d="M201 122l33-33h12l-45 45zm38 47 32-32v10l-22 22z" fill="#fff" opacity=".6" />
          <circle cx="276" cy="48" r="16" fill="#2f8f6a" />
          <path d="M269 48l5 5 9-10" stroke="#fff" strokeWidth="3.5" fill="none" strokeLinecap="round" strokeLinejoin="round" />
          <path d={sparkle(184, 52, 9)} fill="#f8b84e" />
        </>
      );
    case 'glass-replacement':
      return (
        <>
          <g transform="rotate(-14 86 124)">
            <rect x="50" y="70" width="72" height="104" rx="2" fill={LIGHT_STEEL} opacity=".75" stroke={STEEL} strokeWidth="3" />
            <path
              d="M90 112l-16-20 2-16M90 112l22-10 8-12M90 112l-8 24-14 10M90 112l18 22 2 20M90 112l-36 4"
              stroke={STEEL}
              strokeWidth="2"
              fill="none"
              strokeLinejoin="round"
              strokeLinecap="round"
            />
          </g>
          <rect x="148" y="28" width="124" height="150" rx="4" fill={FRAME} />
          <rect x="158" y="38" width="104" height="130" fill={glass} />
          <path d="M158 76l38-38h14l-52 52zm48 92 56-56v8l-48 48z" fill="#fff" opacity=".6" />
          <rect x="174" y="84" width="72" height="12" rx="6" fill={DARK} />
          <path d="M186 96v8M234 96v8" stroke={DARK} strokeWidth="5" />
          <g fill={LIGHT_STEEL} stroke={STEEL} strokeWidth="3">
            <circle cx="186" cy="114" r="12" />
            <circle cx="234" cy="114" r="12" />
          </g>
          <path d={`${sparkle(250, 150, 10)}${sparkle(174, 54, 6)}`} fill="#fff" />
        </>
      );
    case 'weatherproofing':
      return (
        <>
          <path
            d="M52 46l-6 12a7 7 0 1 0 12 0zM36 100l-6 12a7 7 0 1 0 12 0zM70 126l-5 10a6 6 0 1 0 10 0zM58 166l-5 10a6 6 0 1 0 10 0zM86 70l-5 10a6 6 0 1 0 10 0z"
            fill="#2b8ac6"
          />
          <path d="M234 58h34a10 10 0 1 0-10-10M238 84h48M234 110h30a10 10 0 1 1-10 10" stroke="#8cc8ec" strokeWidth="5" fill="none" strokeLinecap="round" />
          <rect x="104" y="34" width="114" height="138" rx="8" fill="none" stroke="#f8b84e" strokeWidth="7" />
          <Win x={108} y={38} w={106} h={130} glass={glass} />
          <path d="M118 103h86" stroke={FRAME} strokeWidth="6" />
          <rect x="104" y="34" width="114" height="138" rx="8" fill="none" stroke="#fde3b0" strokeWidth="2" />
          <g transform="translate(219 171) rotate(-20)">
            <path d="M0 0l14-4v8z" fill={LIGHT_STEEL} />
            <rect x="14" y="-9" width="44" height="18" rx="3" fill="#fff" stroke={LIGHT_STEEL} strokeWidth="2" />
            <rect x="30" y="-9" width="14" height="18" fill={AMBER} />
            <path d="M58-3h20v6H58zM60 9h10l4 18h-9z" fill={DARK} />
            <path d="M60 8l2 14" stroke={DARK} strokeWidth="4" strokeLinecap="round" />
          </g>
        </>
      );
  }
}

/**
 * One scene per service, 16:10, on a light brand-50 background.
 * Built from the same frame, glass and tool parts so the six read as a set.
 */
export function ServiceIllustration({ serviceId, className, title }: ServiceIllustrationProps) {
  const { id, url, svgProps, titleNode } = useSvgA11y(title);
  return (
    <svg viewBox="0 0 320 200" className={className} {...svgProps}>
      {titleNode}
      <defs>
        <linearGradient id={id('glass')} x2="1" y2="1">
          <stop offset="0" stopColor="#dbeefa" />
          <stop offset=".5" stopColor="#8cc8ec" />
          <stop offset="1" stopColor="#2b8ac6" />
        </linearGradient>
      </defs>
      <rect width="320" height="200" fill="#eff7fd" />
      <circle cx="160" cy="104" r="84" fill="#dbeefa" />
      <rect x="24" y="182" width="272" height="6" rx="3" fill="#bfe3f5" />
      {scene(serviceId, url('glass'))}
    </svg>
  );
}
