import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** SPEC: every path change scrolls to the top, smoothly unless the visitor prefers reduced motion. */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  const previous = useRef(pathname);

  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    // A link to a section of the new page scrolls to that section instead.
    if (hash) return;
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, left: 0, behavior: reduce ? 'auto' : 'smooth' });
  }, [pathname, hash]);

  return null;
}
