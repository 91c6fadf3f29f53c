import { createHash } from 'node:crypto';
import css from '~/app.css?inline';

/**
 * The site's whole stylesheet, written into every document's head: a separate stylesheet would
 * hold the first paint back by a round trip on a slow mobile connection. The CSP allows this
 * one inline style by its hash.
 */
export const stylesheet = css;

export const stylesheetHash = `sha256-${createHash('sha256').update(css).digest('base64')}`;
