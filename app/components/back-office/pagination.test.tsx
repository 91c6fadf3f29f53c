import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Pagination } from './pagination';

function render(props: { page: number; pageCount: number; total: number }) {
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/admin/orders',
      Component: () => <Pagination label="Orders pages" pageSize={50} href={(page) => `/admin/orders?page=${page}`} {...props} />,
    },
  ]);
  return renderToString(<Stub initialEntries={['/admin/orders']} hydrationData={{ loaderData: { root: null } }} />).replaceAll('<!-- -->', '');
}

describe('Pagination', () => {
  it('shows which rows of how many, and links to the pages either side', () => {
    const html = render({ page: 2, pageCount: 3, total: 120 });
    expect(html).toContain('Showing 51–100 of 120');
    expect(html).toContain('Page 2 of 3');
    expect(html).toContain('href="/admin/orders?page=1"');
    expect(html).toContain('href="/admin/orders?page=3"');
  });

  it('shows nothing for an empty list, beside the screen’s own word for why it is empty', () => {
    expect(render({ page: 1, pageCount: 1, total: 0 })).toBe('');
  });
});
