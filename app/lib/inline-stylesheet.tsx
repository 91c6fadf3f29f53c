import { createContext, useContext, type ReactNode } from 'react';

export const STYLESHEET_ID = 'site-css';

const StylesheetContext = createContext<string | undefined>(undefined);

/** The server renders the stylesheet's text (app/lib/stylesheet.server.ts) through this provider. */
export function StylesheetProvider({ css, children }: { css: string; children: ReactNode }) {
  return <StylesheetContext.Provider value={css}>{children}</StylesheetContext.Provider>;
}

// In the browser the text is already in the document: hydration renders the same text from
// there, so the stylesheet never has to travel in a JavaScript bundle.
const documentCss = typeof document === 'undefined' ? '' : (document.getElementById(STYLESHEET_ID)?.textContent ?? '');

/** The site's stylesheet as an inline <style> element. */
export function InlineStylesheet() {
  const css = useContext(StylesheetContext) ?? documentCss;
  // Our own build's CSS, allowed by its hash in the CSP.
  return <style id={STYLESHEET_ID} dangerouslySetInnerHTML={{ __html: css }} />;
}
