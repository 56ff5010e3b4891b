import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { UsersTable, type NumberedUser } from './users-table.tsx';

const user = (email: string, role: 'user' | 'Admin', emailVerified: boolean): NumberedUser => ({
  _id: email,
  email,
  role,
  emailVerified,
  branches: [],
  number: 1,
});

function renderTable(users: NumberedUser[]) {
  const onMakeAdmin = vi.fn();
  render(
    <UsersTable
      users={users}
      lastAdmin={false}
      busy={false}
      onMakeAdmin={onMakeAdmin}
      onRemoveAdmin={vi.fn()}
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
});
