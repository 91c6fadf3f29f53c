import { useSvgA11y, type IllustrationProps } from './svg-a11y';

export interface LogoMarkProps extends IllustrationProps {
  /** `inverse` draws a white frame for dark backgrounds (brand-800/900/950). */
  readonly variant?: 'default' | 'inverse';
}

/**
 * Gables Window Care mark: an arched Mediterranean window whose fanlight is a
 * rising sun, above four panes. Square; stays legible at 32 px.
 */
export function LogoMark({ className, title, variant = 'default' }: LogoMarkProps) {
  const { svgProps, titleNode } = useSvgA11y(title);
  const inverse = variant === 'inverse';
  const frame = inverse ? '#ffffff' : '#155a8a';
  const pane = inverse ? '#2b8ac6' : '#dbeefa';
  const shine = inverse ? '#8cc8ec' : '#ffffff';
  return (
    <svg viewBox="0 0 64 64" className={className} {...svgProps}>
      {titleNode}
      <path d="M11 58V29a21 21 0 0 1 42 0v29z" fill={frame} />
      <path d="M16 29a16 16 0 0 1 32 0z" fill="#f5a524" />
      <path d="M25 29a7 7 0 0 1 14 0z" fill="#fde3b0" />
      <path d="M32 19v-3M24.9 21.9l-2.1-2.1M39.1 21.9l2.1-2.1" stroke="#fde3b0" strokeWidth="2.6" strokeLinecap="round" />
      <path d="M16 32h14.5v9.5H16zM33.5 32H48v9.5H33.5zM16 44.5h14.5V54H16zM33.5 44.5H48V54H33.5z" fill={pane} />
      <path d="M16 38.5 22.5 32h4L17 41.5h-1zM38.5 54 48 44.5V48l-6 6z" fill={shine} />
      <rect x="7" y="55" width="50" height="5" rx="2.5" fill={frame} />
    </svg>
  );
}
