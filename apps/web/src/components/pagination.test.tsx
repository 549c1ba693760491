// Pagination says which rows are shown and disables Previous on the first page, Next on the last.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Pagination, pageOf } from './pagination.tsx';

const render = (page: number, total: number, showPageCount = false) =>
  renderToStaticMarkup(
    <Pagination
      page={page}
      pageSize={5}
      total={total}
      onPage={() => {}}
      label="Order pages"
      showPageCount={showPageCount}
    />,
  );

/** A button with the disabled attribute (`disabled` or `disabled=""`, as the renderer writes it). */
const disabledButton = /<button[^>]*\sdisabled[\s=>]/g;

describe('Pagination', () => {
  it('shows the range and the page count', () => {
    const html = render(1, 12, true);
    expect(html).toContain('aria-label="Order pages"');
    expect(html).toContain('Showing 6-10 of 12');
    expect(html).toContain('Page 2 of 3');
    expect(html).not.toMatch(disabledButton);
  });

  it('disables Previous on the first page and Next on the last', () => {
    expect(render(0, 12).match(disabledButton)).toHaveLength(1);
    expect(render(0, 12)).toMatch(/<button[^>]*\sdisabled[\s=>][^>]*>Previous/);
    expect(render(2, 12)).toMatch(/<button[^>]*\sdisabled[\s=>][^>]*>Next/);
    expect(render(0, 0)).toContain('Showing 0-0 of 0');
  });

  it('shows a capped total as a lower bound, Next on while the page is full', () => {
    const capped = (page: number, rowsOnPage: number) =>
      renderToStaticMarkup(
        <Pagination
          page={page}
          pageSize={10}
          total={1000}
          capped
          rowsOnPage={rowsOnPage}
          onPage={() => {}}
          label="Order pages"
          showPageCount
        />,
      );
    const html = capped(0, 10);
    expect(html).toContain('Showing 1-10 of 1,000+');
    expect(html).toContain('Page 1 of 100+');
    expect(html).not.toMatch(/<button[^>]*\sdisabled[\s=>][^>]*>Next/);
    // Past the cap the pages go on until one comes back short.
    expect(capped(120, 10)).not.toMatch(/<button[^>]*\sdisabled[\s=>][^>]*>Next/);
    expect(capped(123, 4)).toContain('Showing 1231-1234 of 1,000+');
    expect(capped(123, 4)).toMatch(/<button[^>]*\sdisabled[\s=>][^>]*>Next/);
  });

  it('slices one page of an in-memory list', () => {
    expect(pageOf([1, 2, 3, 4, 5, 6, 7], 1, 5)).toEqual([6, 7]);
  });
});
