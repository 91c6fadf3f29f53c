import type { ReactNode } from 'react';
import type { CertificationKind } from '~/content/certifications';
import type { Locale } from '~/lib/locale';
import { useSvgA11y, type IllustrationProps } from './svg-a11y';

export interface CertificationBadgeProps extends IllustrationProps {
  readonly kind: CertificationKind;
  /** The ribbon's word is in the page's language. */
  readonly locale: Locale;
}

/** The word on each seal's ribbon, in each language. */
const ribbonWords: Record<CertificationKind, Record<Locale, string>> = {
  'energy-star': { en: 'EFFICIENT', es: 'EFICIENTE' },
  'home-advisor': { en: 'APPROVED', es: 'APROBADO' },
  bbb: { en: 'ACCREDITED', es: 'ACREDITADO' },
  other: { en: 'CERTIFIED', es: 'CERTIFICADO' },
};

/**
 * Star-shaped rosette outline centred on (60, 58), used as the seal edge.
 * Computed once at module load.
 */
function rosette(points: number, outer: number, inner: number): string {
  let d = '';
  for (let i = 0; i < points * 2; i++) {
    const a = (Math.PI * i) / points;
    const r = i % 2 ? inner : outer;
    d += `${i ? 'L' : 'M'}${(60 + r * Math.sin(a)).toFixed(1)} ${(58 - r * Math.cos(a)).toFixed(1)}`;
  }
  return `${d}z`;
}

const SEAL = rosette(24, 56, 51);

function Ribbon({ fill, shade, text }: { fill: string; shade: string; text: string }) {
  // Longer words (CERTIFICADO) close up so they stay on the ribbon.
  const spacing = text.length > 10 ? 0.4 : 1;
  return (
    <>
      <path d="M4 88h20v20H4l6-10zM116 88H96v20h20l-6-10z" fill={shade} />
      <rect x="14" y="82" width="92" height="20" rx="3" fill={fill} />
      <text
        x="60"
        y="96"
        fill="#fff"
        fontFamily="system-ui, -apple-system, 'Segoe UI', sans-serif"
        fontSize="10.5"
        fontWeight="800"
        letterSpacing={spacing}
        textAnchor="middle"
      >
        {text}
      </text>
    </>
  );
}

function badge(kind: CertificationKind, locale: Locale): ReactNode {
  const word = ribbonWords[kind][locale];
  switch (kind) {
    case 'energy-star':
      return (
        <>
          <path d={SEAL} fill="#2f8f6a" />
          <circle cx="60" cy="58" r="45" fill="#fff" />
          <circle cx="60" cy="58" r="40" fill="none" stroke="#7fcba5" strokeWidth="2" strokeDasharray="1 4" strokeLinecap="round" />
          <path transform="translate(1 2)" d="M57 19l6.5 13.2 14.5 2.1-10.5 10.2 2.5 14.5L57 52.2l-13 6.8 2.5-14.5L36 34.3l14.5-2.1z" fill="#f5a524" />
          <path d="M66 78c0-16 10-24 24-24 0 15-9 24-24 24z" fill="#2f8f6a" />
          <path d="M66 78q8-12 18-18" stroke="#fff" strokeWidth="2" fill="none" strokeLinecap="round" />
          <Ribbon fill="#1f6b4f" shade="#0c2d48" text={word} />
        </>
      );
    case 'home-advisor':
      return (
        <>
          <path d={SEAL} fill="#155a8a" />
          <circle cx="60" cy="58" r="45" fill="#fff" />
          <circle cx="60" cy="58" r="40" fill="none" stroke="#8cc8ec" strokeWidth="2" strokeDasharray="1 4" strokeLinecap="round" />
          <path d="M34 50 60 28l26 22" stroke="#155a8a" strokeWidth="6" fill="none" strokeLinecap="round" strokeLinejoin="round" />
          <path d="M41 48v30h38V48L60 32z" fill="#dbeefa" />
          <rect x="41" y="74" width="38" height="4" fill="#bfe3f5" />
          <path d="M48 57l9 9 16-17" stroke="#f5a524" strokeWidth="7" fill="none" strokeLinecap="round" strokeLinejoin="round" />
          <Ribbon fill="#f5a524" shade="#c77a06" text={word} />
        </>
      );
    case 'bbb':
      return (
        <>
          <path d="M60 6l46 16v34c0 28-20 48-46 58C34 104 14 84 14 56V22z" fill="#0f3d61" />
          <path d="M60 14l38 13v29c0 23-16 40-38 49-22-9-38-26-38-49V27z" fill="none" stroke="#8cc8ec" strokeWidth="2" />
          <path
            d="M47 25l1.5 3 3.3.5-2.4 2.3.6 3.2-3-1.5-3 1.5.6-3.2-2.4-2.3 3.3-.5zm13-3 1.5 3 3.3.5-2.4 2.3.6 3.2-3-1.5-3 1.5.6-3.2-2.4-2.3 3.3-.5zm13 3 1.5 3 3.3.5-2.4 2.3.6 3.2-3-1.5-3 1.5.6-3.2-2.4-2.3 3.3-.5z"
            fill="#f8b84e"
          />
          <text x="60" y="74" fill="#fff" fontFamily="system-ui, -apple-system, 'Segoe UI', sans-serif" fontSize="34" fontWeight="800" textAnchor="middle">
            A<tspan fill="#f5a524">+</tspan>
          </text>
          <Ribbon fill="#2b8ac6" shade="#155a8a" text={word} />
        </>
      );
    case 'other':
      return (
        <>
          <path d={SEAL} fill="#0f3d61" />
          <circle cx="60" cy="58" r="45" fill="#fff" />
          <circle cx="60" cy="58" r="40" fill="none" stroke="#8cc8ec" strokeWidth="2" strokeDasharray="1 4" strokeLinecap="round" />
          <path d="M42 56l12 12 24-26" stroke="#2f8f6a" strokeWidth="8" fill="none" strokeLinecap="round" strokeLinejoin="round" />
          <Ribbon fill="#0f3d61" shade="#0c2d48" text={word} />
        </>
      );
  }
}

/**
 * Original seals evoking each credential (not the owners' logos):
 * a star-and-leaf rosette, a house-with-check rosette, an A+ shield and a plain check seal. Square.
 */
export function CertificationBadge({ kind, locale, className, title }: CertificationBadgeProps) {
  const { svgProps, titleNode } = useSvgA11y(title);
  return (
    <svg viewBox="0 0 120 120" className={className} {...svgProps}>
      {titleNode}
      {badge(kind, locale)}
    </svg>
  );
}
