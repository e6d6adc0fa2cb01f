// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AdminTable } from '../../../src/ui/admin/admin-table';

afterEach(cleanup);

const COLUMNS = ['Store', 'Address', 'Monday', 'Orders', 'Status', 'Actions'];

describe('an admin table', () => {
  it('with rows: a table in a region that may scroll sideways, named by its caption', () => {
    render(
      <AdminTable captionId="c" caption="1 store" columns={COLUMNS} empty="No stores yet.">
        {[
          <tr key="a">
            <th scope="row">Omaha</th>
          </tr>,
        ]}
      </AdminTable>,
    );
    expect(screen.getByRole('region', { name: '1 store' })).toBeTruthy();
    expect(screen.getByRole('table', { name: '1 store' })).toBeTruthy();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(COLUMNS);
    expect(screen.queryByText('No stores yet.')).toBeNull();
  });

  it('without rows: no table (its headings were wider than a phone), only the caption and what to do next', () => {
    render(
      <AdminTable captionId="c" caption="0 stores" columns={COLUMNS} empty="No pick-up stores yet. Add one with New store.">
        {[]}
      </AdminTable>,
    );
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryAllByRole('columnheader')).toEqual([]);
    // Not a scrolling region either: nothing in it is wider than the screen.
    expect(document.querySelector('[tabindex]')).toBeNull();
    expect(screen.getByRole('region', { name: '0 stores' }).textContent).toBe('0 storesNo pick-up stores yet. Add one with New store.');
  });

  it('without rows and no empty words (the count is said above it): nothing', () => {
    const { container } = render(
      <AdminTable captionId="c" caption="Orders, newest first" columns={COLUMNS}>
        {[]}
      </AdminTable>,
    );
    expect(container.innerHTML).toBe('');
  });
});
