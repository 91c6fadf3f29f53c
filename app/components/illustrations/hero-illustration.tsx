import { useSvgA11y, type IllustrationProps } from './svg-a11y';

const SAND = '#f7f3ea';

/** Palm fronds: rotation, mirrored, colour. */
const FRONDS: readonly (readonly [number, boolean, string])[] = [
  [-62, true, '#1f6b4f'],
  [-70, false, '#1f6b4f'],
  [-30, true, '#2f8f6a'],
  [-28, false, '#2f8f6a'],
  [8, true, '#1f6b4f'],
  [10, false, '#1f6b4f'],
  [40, true, '#2f8f6a'],
  [36, false, '#2f8f6a'],
];
const WHITE = '#ffffff';

interface WindowSpec {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
  /** Arched top (radius = w / 2) instead of a square head. */
  readonly arch?: boolean;
  /** Number of vertical lights. */
  readonly cols: number;
}

/** An impact window: white frame, sky-tinted glass, mullions, a sill and a glint. */
function Window({ x, y, w, h, arch, cols, glass }: WindowSpec & { readonly glass: string }) {
  const f = 5;
  const r = w / 2;
  const outer = arch ? `M${x} ${y + h}V${y + r}a${r} ${r} 0 0 1 ${w} 0V${y + h}z` : `M${x} ${y}h${w}v${h}h${-w}z`;
  const ix = x + f;
  const iw = w - 2 * f;
  const top = arch ? y + r : y + f;
  const inner = arch ? `M${ix} ${y + h - f}V${top}a${r - f} ${r - f} 0 0 1 ${iw} 0V${y + h - f}z` : `M${ix} ${top}h${iw}V${y + h - f}H${ix}z`;
  let bars = arch ? `M${ix} ${top}h${iw}` : '';
  for (let i = 1; i < cols; i++) bars += `M${ix + (iw * i) / cols} ${arch ? y + f : top}V${y + h - f}`;
  const gy = top + 8;
  return (
    <g>
      <path d={outer} fill={WHITE} />
      <path d={inner} fill={glass} />
      <path d={`M${ix} ${gy + 26}l${26} -26h12L${ix} ${gy + 38}z`} fill={WHITE} opacity=".55" />
      {bars ? <path d={bars} stroke={WHITE} strokeWidth="4" /> : null}
      <rect x={x - 5} y={y + h - 2} width={w + 10} height="7" rx="2" fill="#cbd5e1" />
    </g>
  );
}

/**
 * Hero scene: a Coral Gables Mediterranean-revival home with barrel-tile roofs,
 * big impact windows, a royal palm, the Florida sun and a technician finishing
 * a spotless pane. Transparent background, tuned for the brand-900 hero. 4:3.
 */
export function HeroIllustration({ className, title }: IllustrationProps) {
  const { id, url, svgProps, titleNode } = useSvgA11y(title);
  const glass = url('glass');
  const tile = url('tile');
  return (
    <svg viewBox="0 0 640 480" className={className} {...svgProps}>
      {titleNode}
      <defs>
        <linearGradient id={id('sky')} x2="0" y2="1">
          <stop offset="0" stopColor="#1a6fa8" />
          <stop offset="1" stopColor="#0f3d61" stopOpacity="0" />
        </linearGradient>
        <radialGradient id={id('sun')}>
          <stop offset=".4" stopColor="#f8b84e" stopOpacity=".45" />
          <stop offset="1" stopColor="#f8b84e" stopOpacity="0" />
        </radialGradient>
        <linearGradient id={id('glass')} x2="1" y2="1">
          <stop offset="0" stopColor="#dbeefa" />
          <stop offset=".5" stopColor="#8cc8ec" />
          <stop offset="1" stopColor="#2b8ac6" />
        </linearGradient>
        <pattern id={id('tile')} width="12" height="13" patternUnits="userSpaceOnUse">
          <rect width="12" height="13" fill="#c77a06" />
          <rect x="1" width="7" height="13" fill="#f5a524" />
          <rect x="2.5" width="2" height="13" fill="#f8b84e" />
          <rect y="11" width="12" height="2" fill="#071c2e" opacity=".18" />
        </pattern>
        <path id={id('leaf')} d="M0 0C30-22 76-20 106 16L88 0l-2 11-16-13-2 10-16-12-4 9-14-9-6 7z" />
      </defs>

      <circle cx="330" cy="255" r="220" fill={url('sky')} />
      <circle cx="505" cy="112" r="92" fill={url('sun')} />
      <circle cx="505" cy="112" r="42" fill="#f8b84e" />
      <circle cx="493" cy="100" r="18" fill="#fde3b0" opacity=".6" />
      <path d="M440 146h40M452 156h56M168 96h52M150 106h40" stroke="#8cc8ec" strokeWidth="5" strokeLinecap="round" opacity=".35" />

      {/* Main house */}
      <rect x="424" y="168" width="22" height="40" fill={SAND} />
      <rect x="420" y="162" width="30" height="9" rx="3" fill="#c77a06" />
      <rect x="150" y="228" width="330" height="184" fill={SAND} />
      <rect x="365" y="238" width="18" height="174" fill="#071c2e" opacity=".08" />
      <path d="M128 236h374l-46-48H174z" fill={tile} />
      <rect x="124" y="232" width="382" height="8" rx="4" fill="#c77a06" />
      <rect x="150" y="240" width="330" height="7" fill="#071c2e" opacity=".1" />

      {/* Tower */}
      <rect x="258" y="160" width="108" height="252" fill={SAND} />
      <rect x="258" y="160" width="108" height="252" fill={WHITE} opacity=".35" />
      <path d="M246 166h132l-66-52z" fill={tile} />
      <rect x="242" y="162" width="140" height="8" rx="4" fill="#c77a06" />
      <rect x="258" y="170" width="108" height="6" fill="#071c2e" opacity=".1" />

      <Window x={172} y={268} w={68} h={112} arch cols={2} glass={glass} />
      <Window x={392} y={276} w={76} h={96} cols={3} glass={glass} />
      <Window x={290} y={192} w={44} h={66} arch cols={1} glass={glass} />

      <path d="M284 262h56v4h-56zM284 276h56v5h-56z" fill="#0c2d48" />
      <path d="M290 266v10M299 266v10M308 266v10M317 266v10M326 266v10M335 266v10" stroke="#0c2d48" strokeWidth="2" />

      {/* Front door with arched surround and lanterns */}
      <path d="M280 412v-68a32 32 0 0 1 64 0v68z" fill="#e8dcc4" />
      <path d="M288 412v-66a24 24 0 0 1 48 0v66z" fill="#0f3d61" />
      <path d="M312 324v88" stroke="#071c2e" strokeWidth="2" opacity=".5" />
      <circle cx="306" cy="372" r="2.5" fill="#f8b84e" />
      <circle cx="318" cy="372" r="2.5" fill="#f8b84e" />
      <path d="M276 412h72l6 10h-84z" fill="#cbd5e1" />
      <path d="M268 340h8v14h-8zM348 340h8v14h-8z" fill="#0c2d48" />
      <path d="M270 343h4v8h-4zM350 343h4v8h-4z" fill="#f8b84e" />

      {/* Sparkles on the clean glass */}
      <path
        d="M206 298l3.5 10.5 10.5 3.5-10.5 3.5-3.5 10.5-3.5-10.5-10.5-3.5 10.5-3.5zM418 292l2 6 6 2-6 2-2 6-2-6-6-2 6-2zM452 330l3 8 8 3-8 3-3 8-3-8-8-3 8-3z"
        fill={WHITE}
      />

      {/* Lawn and hedges */}
      <path d="M24 420q296-22 592 0v22q-296 24-592 0z" fill="#1f6b4f" />
      <path d="M24 420q296-22 592 0-296-12-592 0z" fill="#2f8f6a" />
      <path
        d="M148 414a16 16 0 0 1 26-14 18 18 0 0 1 32 0 16 16 0 0 1 30 6 14 14 0 0 1 18 8zM384 414a16 16 0 0 1 28-12 16 16 0 0 1 30 2 12 12 0 0 1 20 10z"
        fill="#2f8f6a"
      />
      <path d="M276 420h72l18 26H258z" fill="#e8dcc4" />

      {/* Royal palm */}
      <path d="M97 434c1-84 11-172 37-250h10c-23 78-31 166-31 250z" fill="#fde3b0" />
      <path d="M105 430c2-80 12-168 34-240" fill="none" stroke="#c77a06" strokeWidth="9" strokeDasharray="2 10" opacity=".45" />
      <g transform="translate(140 184)">
        {FRONDS.map(([deg, flip, fill]) => (
          <use key={`${deg}${flip}`} href={`#${id('leaf')}`} fill={fill} transform={`${flip ? 'scale(-1 1) ' : ''}rotate(${deg})`} />
        ))}
        <circle cx="-5" cy="9" r="6" fill="#c77a06" />
        <circle cx="7" cy="10" r="6" fill="#f5a524" />
      </g>

      {/* Technician with squeegee */}
      <path d="M486 364h12v46h-12zM502 364h12v46h-12z" fill="#071c2e" />
      <path d="M482 414h18v-6h-14zM500 414h18v-6h-14z" fill="#334155" />
      <rect x="481" y="318" width="38" height="52" rx="12" fill="#2b8ac6" />
      <path d="M488 330l-22-18" stroke="#2b8ac6" strokeWidth="10" strokeLinecap="round" />
      <path d="M514 332l4 30" stroke="#2b8ac6" strokeWidth="10" strokeLinecap="round" />
      <circle cx="463" cy="309" r="5.5" fill="#c98f65" />
      <path d="M459 305l-9-8" stroke="#64748b" strokeWidth="4" strokeLinecap="round" />
      <path d="M438 310l24-24" stroke="#071c2e" strokeWidth="6" strokeLinecap="round" />
      <circle cx="500" cy="300" r="13" fill="#c98f65" />
      <path d="M486 298a14 14 0 0 1 28 0z" fill="#f5a524" />
      <path d="M488 297h-10a3 3 0 0 0 3 4h7z" fill="#c77a06" />
      <path d="M494 318h12l-6 8z" fill="#dbeefa" />
      <circle cx="493" cy="301" r="1.6" fill="#071c2e" />
    </svg>
  );
}
