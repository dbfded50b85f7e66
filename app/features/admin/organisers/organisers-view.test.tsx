// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { AdminRole, Organiser, OrganiserList } from '#schemas/organisers/organisers.ts';
import { AdminRoleProvider } from '#app/features/admin/shared/admin-role.tsx';
import { OrganisersView } from './organisers-view.tsx';

const person = (id: number, role: Organiser['role'], you = false): Organiser => ({
  id,
  email: `person-${id}@example.org`,
  name: `Person ${id}`,
  role,
  createdAt: '2026-11-01T09:00:00.000Z',
  you,
  doors: [],
});

/** The one reading the list: an owner, who manages the organisers. */
const signedIn: AdminRole = 'owner';

function renderList(organisers: Organiser[]) {
  const list: OrganiserList = { organisers, invitations: [] };
  const Stub = createRoutesStub([
    {
      path: '/admin',
      Component: () => (
        <AdminRoleProvider role={signedIn}>
          <OrganisersView list={list} />
        </AdminRoleProvider>
      ),
    },
  ]);
  render(<Stub initialEntries={['/admin']} />);
  return (id: number) =>
    within(screen.getByText(`Person ${id}`, { selector: '.font-medium' }).closest('tr')!);
}

describe('the organisers an owner manages', () => {
  it('offers no change the server would refuse: the only owner’s role, her own removal', () => {
    const row = renderList([person(1, 'owner', true), person(2, 'viewer')]);
    expect(row(1).queryByRole('combobox')).toBeNull();
    expect(row(1).getByText('The only owner: make another first.')).toBeTruthy();
    expect(row(1).queryByRole('button', { name: /^Remove/ })).toBeNull();
    expect(row(1).getByText('You')).toBeTruthy();
    expect(row(2).getByRole('combobox', { name: 'Role of Person 2' })).toBeTruthy();
    expect(row(2).getByRole('button', { name: /^Remove\s*Person 2$/ })).toBeTruthy();
  });

  it('lets an owner among several change her own role, but not remove herself', () => {
    const row = renderList([person(1, 'owner', true), person(2, 'owner')]);
    expect(row(1).getByRole('combobox', { name: 'Role of Person 1' })).toBeTruthy();
    expect(row(1).queryByRole('button', { name: /^Remove/ })).toBeNull();
    expect(row(2).getByRole('button', { name: /^Remove\s*Person 2$/ })).toBeTruthy();
  });
});
