import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Role } from '#shared/schemas/user.ts';
import { aBranch, BRIGHTON } from '#web/test/fixtures.ts';
import { UsersTable, type NumberedUser } from './users-table.tsx';

const WORTHING = aBranch({ key: 'worthing', name: 'Worthing', latitude: 50.81, longitude: -0.37 });

const user = (
  email: string,
  role: Role,
  emailVerified: boolean,
  branches: string[] = [],
  mlro = false,
): NumberedUser => ({ _id: email, email, role, emailVerified, branches, mlro, number: 1 });

function renderTable(users: NumberedUser[], onSetAccess = vi.fn()) {
  const onMakeAdmin = vi.fn();
  render(
    <UsersTable
      users={users}
      lastAdmin={false}
      busy={false}
      branches={[BRIGHTON, WORTHING]}
      onMakeAdmin={onMakeAdmin}
      onRemoveAdmin={vi.fn()}
      onSetAccess={onSetAccess}
    />,
  );
  return onMakeAdmin;
}

const row = () => screen.getByTestId('user-row');

describe('UsersTable', () => {
  it('disables Make Admin for an unverified account and says why beside it', () => {
    const onMakeAdmin = renderTable([user('new@example.com', 'user', false)]);
    const button = within(row()).getByRole('button', {
      name: 'Make Admin new@example.com',
    });
    expect(button).toHaveProperty('disabled', true);
    const reason = within(row()).getByText('Email not verified yet');
    expect(button.getAttribute('aria-describedby')).toBe(reason.id);
    fireEvent.click(button);
    expect(onMakeAdmin).not.toHaveBeenCalled();
  });

  it('offers Make Admin for a verified account, with no reason shown', () => {
    const onMakeAdmin = renderTable([user('known@example.com', 'user', true)]);
    const button = within(row()).getByRole('button', {
      name: 'Make Admin known@example.com',
    });
    expect(button).toHaveProperty('disabled', false);
    expect(screen.queryByText('Email not verified yet')).toBeNull();
    fireEvent.click(button);
    expect(onMakeAdmin).toHaveBeenCalledWith(
      expect.objectContaining({ email: 'known@example.com' }),
    );
  });

  it('disables Make Admin for an Admin without a verification reason', () => {
    renderTable([user('boss@example.com', 'Admin', true)]);
    expect(
      within(row()).getByRole('button', { name: 'Make Admin boss@example.com' }),
    ).toHaveProperty('disabled', true);
    expect(screen.queryByText('Email not verified yet')).toBeNull();
  });

  it("shows each user's role and branches, by name, and offers Set access", () => {
    const onSetAccess = vi.fn();
    renderTable(
      [
        user('cashier@example.com', 'Staff', false, ['brighton', 'worthing']),
        user('boss@example.com', 'Admin', true),
        user('customer@example.com', 'user', true),
      ],
      onSetAccess,
    );
    const rows = screen.getAllByTestId('user-row');
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['1', 'Staff', 'Brighton, Worthing', expect.stringContaining('Set access')],
      ['1', 'Admin', 'All branches', expect.stringContaining('Set access')],
      ['1', 'user', 'None', expect.stringContaining('Set access')],
    ]);
    fireEvent.click(
      within(rows[0]!).getByRole('button', { name: 'Set access cashier@example.com' }),
    );
    expect(onSetAccess).toHaveBeenCalledWith(
      expect.objectContaining({ email: 'cashier@example.com' }),
    );
  });
});
