import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ScreenError } from './screen-error';

// What staff read when a back-office screen cannot be shown, as the server sends it.

function render(error: unknown, at = '/admin/orders/42?tab=job') {
  const path = at.split('?')[0] ?? at;
  const Stub = createRoutesStub([{ id: 'root', path, Component: () => <ScreenError error={error} /> }]);
  return renderToString(<Stub initialEntries={[at]} hydrationData={{ loaderData: { root: null } }} />);
}

describe('ScreenError', () => {
  it('says an address that names nothing is not found, and leads back to the dashboard without a pointless retry', () => {
    // A loader's `throw data({ missing: true }, { status: 404 })` reaches the boundary in this shape.
    const html = render({ status: 404, statusText: 'Not Found', internal: false, data: { missing: true } });
    expect(html).toContain('>Not found</h1>');
    expect(html).toContain('Nothing is at this address');
    expect(html).toContain('href="/admin/dashboard"');
    expect(html).not.toContain('Try again');
  });

  it('offers to load the same address again after a failure, and to look whether a save went through', () => {
    const html = render(new Error('SQLITE_BUSY: database is locked'));
    expect(html).toContain('>This screen could not be shown</h1>');
    expect(html).toContain('look first at whether it was saved');
    expect(html).toContain('href="/admin/orders/42?tab=job"');
    expect(html).toContain('Try again');
    expect(html).not.toContain('SQLITE_BUSY');
  });
});
