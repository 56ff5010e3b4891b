import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ToastContainer } from 'react-toastify/unstyled';
import { describe, expect, it, vi } from 'vitest';
import type { BusinessInfo } from '#shared/schemas/business.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { BUSINESS } from '#web/test/fixtures.ts';
import { BusinessProfileForm } from './business-profile-form.tsx';

/** A server that answers the PUT with `answer`, or with what was sent, upper-cased as it does. */
function serve(answer?: { status: number; body: unknown }) {
  const fetch = vi.fn(async (_path: RequestInfo | URL, init?: RequestInit) => {
    if (answer) return Response.json(answer.body, { status: answer.status });
    const body = JSON.parse(String(init?.body)) as BusinessInfo;
    return Response.json({ ...BUSINESS, ...body });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function renderForm() {
  const queryClient = new QueryClient();
  queryClient.setQueryData(queryKeys.business, BUSINESS);
  render(
    <QueryClientProvider client={queryClient}>
      <BusinessProfileForm business={BUSINESS} />
      <ToastContainer />
    </QueryClientProvider>,
  );
  return queryClient;
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) =>
  fireEvent.change(field(label), { target: { value } });
const save = () =>
  fireEvent.click(screen.getByRole('button', { name: 'Save the business profile' }));

describe('BusinessProfileForm', () => {
  it('saves the registration numbers, upper-cased, and the storefront has them at once', async () => {
    const fetch = serve();
    const queryClient = renderForm();
    expect(field('Trading name').value).toBe('Global Currency Connect');
    type('Companies House number', ' sc123456 ');
    type('HMRC MSB registration number', 'xml00000123456');
    save();
    expect(
      await screen.findByText('Saved the business profile', { selector: '[role=alert]' }),
    ).toBeTruthy();
    const [path, init] = fetch.mock.calls[0]!;
    expect([path, init?.method]).toEqual(['/api/business', 'PUT']);
    expect(JSON.parse(String(init?.body))).toMatchObject({
      companyNumber: 'SC123456',
      msbNumber: 'XML00000123456',
    });
    expect(queryClient.getQueryData(queryKeys.business)).toMatchObject({
      companyNumber: 'SC123456',
      msbNumber: 'XML00000123456',
    });
    expect(field('Companies House number').value).toBe('SC123456');
  });

  it('says what is wrong at each field before sending, the first taking the focus', async () => {
    const fetch = serve();
    renderForm();
    type('Trading name', ' ');
    type('Support e-mail', 'help');
    type('Companies House number', '1234');
    type('HMRC MSB registration number', 'XML123');
    save();
    expect(await screen.findByText('Enter the trading name')).toBeTruthy();
    expect(screen.getByText('Enter a valid support e-mail')).toBeTruthy();
    expect(screen.getByText(/^A Companies House number is 8 characters/)).toBeTruthy();
    expect(screen.getByText(/^An HMRC MSB registration number is 12 to 15/)).toBeTruthy();
    expect(field('Trading name')).toBe(document.activeElement);
    expect(field('Companies House number').getAttribute('aria-invalid')).toBe('true');
    expect(fetch).not.toHaveBeenCalled();
  });

  it("shows the server's refusal at the field it names, or above the button", async () => {
    serve({
      status: 400,
      body: {
        error: {
          code: 'BAD_REQUEST',
          message: 'Enter a valid phone number',
          issues: [{ path: 'body.phone', message: 'Enter a valid phone number' }],
        },
      },
    });
    renderForm();
    save();
    await waitFor(() => expect(field('Phone').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Enter a valid phone number')).toBeTruthy();

    serve({ status: 403, body: { error: { code: 'FORBIDDEN', message: 'Admins only' } } });
    save();
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Admins only');
  });
});
