// The read-only rules for an inactive or suspended store: whose store decides,
// which states are read-only, and that the shared write controls disable themselves inside a
// read-only admin while reading, navigation and the user's own account stay usable.
import type { CurrentUser } from '@storefleet/contracts';
import { Pencil } from 'lucide-react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { EditDeleteActions, RowAction } from './row-actions.tsx';
import {
  readOnlyStoreFor,
  StoreReadOnlyBanner,
  StoreWritesAllowed,
  storeReadOnlyFor,
} from './store-read-only.tsx';
import { StoreReadOnlyContext } from './store-read-only-context.ts';
import { Button } from './ui/button.tsx';

const member = (tenantId: number): CurrentUser =>
  ({
    id: 7,
    username: 'owner',
    email: null,
    isAdmin: 'false',
    memberships: [{ tenantId, tenantName: 'Demo', tenantSlug: 'demo', role: 'owner', permissions: [] }],
  }) as unknown as CurrentUser;

const readOnly = {
  readOnly: true,
  reason: 'This store is suspended, so changes are disabled. Contact the platform operator.',
  title: 'This store is suspended',
  unpaidBill: false,
};
const UNPAID =
  'This store has an unpaid bill, so changes are disabled. Update your card under Subscription Management to pay it.';
/** Whether the button whose text includes `label` carries the disabled attribute. */
const disabled = (html: string, label: string) => {
  const button = html.split('</button>').find((b) => b.includes(label)) ?? '';
  return /<button[^>]*\sdisabled(=""|\s|>)/.test(button);
};
/** The title (hover text and accessible description) of the button whose text includes `label`. */
const titleOf = (html: string, label: string) => {
  const button = html.split('</button>').find((b) => b.includes(label)) ?? '';
  return /<button[^>]*\stitle="([^"]*)"/.exec(button)?.[1];
};
const inReadOnlyStore = (node: React.ReactNode) =>
  renderToStaticMarkup(
    <StoreReadOnlyContext.Provider value={readOnly}>{node}</StoreReadOnlyContext.Provider>,
  );

describe('which store decides', () => {
  it("is the member's own store, or the /tenant/{id} of the address when they belong to it", () => {
    expect(readOnlyStoreFor(member(2), '/product-management')).toBe(2);
    expect(readOnlyStoreFor(member(2), '/tenant/2/settings')).toBe(2);
  });
  it('is none for a super admin (who may still manage the store), a signed-out user or a stranger', () => {
    expect(readOnlyStoreFor({ ...member(2), isAdmin: 'true' }, '/tenant/2/settings')).toBeNull();
    expect(readOnlyStoreFor(null, '/settings')).toBeNull();
    expect(readOnlyStoreFor({ ...member(2), memberships: [] }, '/settings')).toBeNull();
    expect(readOnlyStoreFor(member(2), '/tenant/3/settings')).toBeNull();
  });
});

describe('which states are read-only', () => {
  it('active is writable; inactive and suspended are read-only with the reason', () => {
    expect(storeReadOnlyFor('active').readOnly).toBe(false);
    expect(storeReadOnlyFor(undefined).readOnly).toBe(false);
    expect(storeReadOnlyFor('suspended')).toEqual(readOnly);
    expect(storeReadOnlyFor('inactive').reason).toMatch(/^This store is inactive/);
  });
  it('an active store with a reason is held for an unpaid bill', () => {
    expect(storeReadOnlyFor('active', UNPAID)).toEqual({
      readOnly: true,
      reason: UNPAID,
      title: 'This store is read-only until its bill is paid',
      unpaidBill: true,
    });
  });
});

describe('the shared controls in a read-only store', () => {
  it('disables submit buttons and write actions with the reason as title, but not ordinary buttons', () => {
    const html = inReadOnlyStore(
      <>
        <Button type="submit">Save</Button>
        <Button write>Add Product</Button>
        <Button>Filter</Button>
      </>,
    );
    expect(disabled(html, 'Save')).toBe(true);
    expect(titleOf(html, 'Save')).toBe('This store is suspended');
    expect(disabled(html, 'Add Product')).toBe(true);
    expect(titleOf(html, 'Add Product')).toBe('This store is suspended');
    expect(disabled(html, 'Filter')).toBe(false);
    expect(titleOf(html, 'Filter')).toBeUndefined();
  });
  it("a role's reason disables a button in a writable store too", () => {
    const html = renderToStaticMarkup(
      <Button disabledReason="Your role doesn't include Products.">Add</Button>,
    );
    expect(disabled(html, 'Add')).toBe(true);
    expect(titleOf(html, 'Add')).toBe("Your role doesn't include Products.");
  });
  it('disables Edit and Delete row actions and keeps View (which opens a read-only view)', () => {
    const html = inReadOnlyStore(
      <>
        <EditDeleteActions name="Shirts" onEdit={() => {}} onDelete={() => {}} />
        <RowAction icon={Pencil} label="View order #1" onClick={() => {}} />
      </>,
    );
    expect(disabled(html, 'Delete Shirts')).toBe(true);
    expect(disabled(html, 'Edit Shirts')).toBe(true);
    expect(disabled(html, 'View order #1')).toBe(false);
  });
  it('leaves everything enabled outside a read-only store and under StoreWritesAllowed', () => {
    expect(disabled(renderToStaticMarkup(<Button type="submit">Save</Button>), 'Save')).toBe(false);
    const html = inReadOnlyStore(
      <StoreWritesAllowed>
        <Button type="submit">Change password</Button>
      </StoreWritesAllowed>,
    );
    expect(disabled(html, 'Change password')).toBe(false);
  });
  it('shows the banner with the reason and what to do', () => {
    const html = renderToStaticMarkup(<StoreReadOnlyBanner reason={readOnly.reason} />);
    expect(html).toContain('role="alert"');
    expect(html).toContain('This store is suspended');
    expect(html).toContain('until the platform operator reactivates the store');
  });
  it('tells an unpaid store how to restore it: the owner gets the link to pay, others whom to ask', () => {
    const owner = renderToStaticMarkup(
      <Router ssrPath="/admin">
        <StoreReadOnlyBanner reason={UNPAID} unpaidBill mayPay />
      </Router>,
    );
    expect(owner).toContain('until the bill is paid');
    expect(owner).toContain('href="/subscription"');
    expect(owner).toContain('Pay the bill in Subscription Management');
    const staff = renderToStaticMarkup(<StoreReadOnlyBanner reason={UNPAID} unpaidBill />);
    expect(staff).toContain('Ask the store owner to pay it.');
    expect(staff).not.toContain('platform operator');
  });
});
