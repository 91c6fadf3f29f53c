import { useId, type ReactNode, type SVGAttributes } from 'react';

/** Props shared by every illustration: decorative unless a `title` is given. */
export interface IllustrationProps {
  readonly className?: string;
  /** Accessible name. Without it the SVG is hidden from assistive technology. */
  readonly title?: string;
}

interface SvgA11y {
  /** Instance-unique id for a gradient, clipPath or title. */
  readonly id: (name: string) => string;
  /** `url(#…)` reference to an id made with `id()`. */
  readonly url: (name: string) => string;
  /** Spread onto the root <svg>. */
  readonly svgProps: SVGAttributes<SVGSVGElement>;
  /** Render as the first child of the <svg>. */
  readonly titleNode: ReactNode;
}

/**
 * Accessibility attributes and collision-free ids for inline SVG.
 * useId output is reduced to characters that are safe inside `url(#…)`.
 */
export function useSvgA11y(title: string | undefined): SvgA11y {
  const prefix = `g${useId().replace(/[^\w-]/g, '')}`;
  const id = (name: string) => `${prefix}-${name}`;
  const titleId = id('title');
  return {
    id,
    url: (name) => `url(#${id(name)})`,
    svgProps: title ? { role: 'img', 'aria-labelledby': titleId, focusable: 'false' } : { 'aria-hidden': true, focusable: 'false' },
    titleNode: title ? <title id={titleId}>{title}</title> : null,
  };
}
