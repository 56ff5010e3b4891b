import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ToastContainer } from 'react-toastify/unstyled';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { UserAccessBody, UserRecord } from '#shared/schemas/user.ts';
import { supportDialogs } from '#web/test/dialog.ts';
import { aBranch, BRIGHTON } from '#web/test/fixtures.ts';
import { UsersList } from './users-list.tsx';

const WORTHING = aBranch({ key: 'worthing', name: 'Worthing', latitude: 50.81, longitude: -0.37 });

const record = (email: string, changes: Partial<UserRecord> = {}): UserRecord => ({
  _id: email,
  email,
  role: 'user',
  emailVerified: false,
  branches: [],
  mlro: false,
  ...changes,
});

/**
 * A server with these users; a PUT of access answers with `refuse` when given, otherwise
 * stores the access as the server would (branches only for Staff).
 */
function serve(users: UserRecord[], refuse?: { status: number; body: unknown }) {
  const stored = new Map(users.map((user) => [user.email, user]));
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input);
    if (path === '/api/branches') return Response.json([BRIGHTON, WORTHING]);
    if (path === '/api/allusers') return Response.json([...stored.values()]);
    const match = /^\/api\/users\/(.+)\/access$/.exec(path);
    if (match && init?.method === 'PUT') {
      if (refuse) return Response.json(refuse.body, { status: refuse.status });
      const access = JSON.parse(String(init.body)) as UserAccessBody;
      const email = decodeURIComponent(match[1]!);
      const user = { ...stored.get(email)!, ...access };
      stored.set(email, user);
      return Response.json(user);
    }
    return Response.json({ error: { code: 'NOT_FOUND', message: 'Not here' } }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function renderUsers() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <UsersList currentEmail="admin@example.com" />
      <ToastContainer />
    </QueryClientProvider>,
  );
}

const sentAccess = (fetch: ReturnType<typeof serve>) =>
  fetch.mock.calls
    .filter(([, init]) => init?.method === 'PUT')
    .map(([path, init]) => [path, JSON.parse(String(init?.body))]);

async function openAccess(email: string) {
  fireEvent.click(await screen.findByRole('button', { name: `Set access ${email}` }));
  return screen.getByRole('dialog', { name: 'Set access' });
}

describe('setting a user’s access in the Users screen', () => {
  beforeAll(supportDialogs);

  it('makes a user Staff at the branches ticked, says so, and lists them so', async () => {
    const fetch = serve([record('new@example.com')]);
    renderUsers();
    const dialog = await openAccess('new@example.com');
    expect(within(dialog).getByText('new@example.com')).toBeTruthy();
    expect(within(dialog).getByRole('radio', { name: 'User' })).toHaveProperty('checked', true);
    // Branches are asked for only once Staff is chosen.
    expect(within(dialog).queryByRole('group', { name: 'Branches' })).toBeNull();

    fireEvent.click(within(dialog).getByRole('radio', { name: 'Staff' }));
    const branches = within(dialog).getByRole('group', { name: 'Branches' });
    fireEvent.click(within(branches).getByRole('checkbox', { name: 'Worthing' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(
      await screen.findByText('new@example.com is now Staff at Worthing', {
        selector: '[role=alert]',
      }),
    ).toBeTruthy();
    expect(sentAccess(fetch)).toEqual([
      [
        '/api/users/new%40example.com/access',
        { role: 'Staff', branches: ['worthing'], mlro: false },
      ],
    ]);
    const row = screen.getByTestId('user-row');
    await waitFor(() =>
      expect(
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ).toEqual(['1', 'Staff', 'Worthing', expect.any(String)]),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks for a branch before sending Staff with none', async () => {
    const fetch = serve([record('cashier@example.com', { role: 'Staff', branches: ['brighton'] })]);
    renderUsers();
    const dialog = await openAccess('cashier@example.com');
    const branches = within(dialog).getByRole('group', { name: 'Branches' });
    const brighton = within(branches).getByRole('checkbox', { name: 'Brighton' });
    expect(brighton).toHaveProperty('checked', true);
    fireEvent.click(brighton);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    const problem = await within(branches).findByText('Choose at least one branch for Staff');
    expect(branches.getAttribute('aria-describedby')).toBe(problem.id);
    expect(sentAccess(fetch)).toEqual([]);
  });

  it('sends no branches for a user or an Admin, and offers Admin only to a verified address', async () => {
    const fetch = serve([
      record('cashier@example.com', { role: 'Staff', branches: ['brighton'] }),
      record('verified@example.com', { emailVerified: true }),
    ]);
    renderUsers();
    const unverified = await openAccess('cashier@example.com');
    const admin = within(unverified).getByRole('radio', { name: /^Admin/ });
    expect(admin).toHaveProperty('disabled', true);
    const reason = document.getElementById(admin.getAttribute('aria-describedby')!);
    expect(reason?.textContent).toBe('Email not verified yet');
    fireEvent.click(within(unverified).getByRole('radio', { name: 'User' }));
    fireEvent.click(within(unverified).getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('cashier@example.com is now a user', { selector: '[role=alert]' }),
    ).toBeTruthy();

    const verified = await openAccess('verified@example.com');
    fireEvent.click(within(verified).getByRole('radio', { name: 'Admin' }));
    fireEvent.click(within(verified).getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('verified@example.com is now an Admin', { selector: '[role=alert]' }),
    ).toBeTruthy();
    expect(sentAccess(fetch)).toEqual([
      ['/api/users/cashier%40example.com/access', { role: 'user', branches: [], mlro: false }],
      ['/api/users/verified%40example.com/access', { role: 'Admin', branches: [], mlro: false }],
    ]);
  });

  it('makes a verified Staff member the MLRO, says so and shows it in the list', async () => {
    const fetch = serve([
      record('officer@example.com', { role: 'Staff', branches: ['brighton'], emailVerified: true }),
    ]);
    renderUsers();
    const dialog = await openAccess('officer@example.com');
    const mlro = within(dialog).getByRole('checkbox', { name: /^MLRO/ });
    expect(mlro).toHaveProperty('checked', false);
    expect(mlro).toHaveProperty('disabled', false);
    fireEvent.click(mlro);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(
      await screen.findByText('officer@example.com is now Staff at Brighton and the MLRO', {
        selector: '[role=alert]',
      }),
    ).toBeTruthy();
    expect(sentAccess(fetch)).toEqual([
      [
        '/api/users/officer%40example.com/access',
        { role: 'Staff', branches: ['brighton'], mlro: true },
      ],
    ]);
    const row = screen.getByTestId('user-row');
    await waitFor(() =>
      expect(within(row).getAllByRole('cell')[1]!.textContent).toBe('Staff MLRO'),
    );

    // Opened again, the box is ticked; made a plain user, the flag goes with the access.
    const again = await openAccess('officer@example.com');
    expect(within(again).getByRole('checkbox', { name: /^MLRO/ })).toHaveProperty('checked', true);
    fireEvent.click(within(again).getByRole('radio', { name: 'User' }));
    expect(within(again).queryByRole('checkbox', { name: /^MLRO/ })).toBeNull();
    fireEvent.click(within(again).getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('officer@example.com is now a user', { selector: '[role=alert]' }),
    ).toBeTruthy();
    expect(sentAccess(fetch).at(-1)).toEqual([
      '/api/users/officer%40example.com/access',
      { role: 'user', branches: [], mlro: false },
    ]);
  });

  it('offers the MLRO only to a verified address, saying why beside it', async () => {
    serve([record('cashier@example.com', { role: 'Staff', branches: ['brighton'] })]);
    renderUsers();
    const dialog = await openAccess('cashier@example.com');
    const mlro = within(dialog).getByRole('checkbox', { name: /^MLRO/ });
    expect(mlro).toHaveProperty('disabled', true);
    const reason = document.getElementById(mlro.getAttribute('aria-describedby')!);
    expect(reason?.textContent).toBe('Email not verified yet');
  });

  it("shows the server's refusal in the dialog, which stays open", async () => {
    serve([record('admin@example.com', { role: 'Admin', emailVerified: true })], {
      status: 409,
      body: { error: { code: 'CONFLICT', message: 'The last Admin cannot lose the Admin role' } },
    });
    renderUsers();
    const dialog = await openAccess('admin@example.com');
    expect(within(dialog).getByText('That is you: a change signs you out.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'User' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      'The last Admin cannot lose the Admin role',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
