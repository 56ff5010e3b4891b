import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RATE_ALERT_MESSAGES } from '#shared/schemas/rate-alert.ts';
import { EUR } from '#web/test/fixtures.ts';
import { RateAlertForm } from './rate-alert-form.tsx';

// EUR's Click & Collect rate is 1.1097: the form suggests 1.132, and takes up to 1.6645.

/** The euro, and an alert call that answers `answer`; resolves the bodies posted. */
function serve(answer: () => Response) {
  const posted: unknown[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input);
    if (path === '/api/singleCurrency/EUR') return Response.json(EUR);
    if (path === '/api/rate-alerts') {
      posted.push(JSON.parse(String(init?.body)));
      return answer();
    }
    return Response.json({ error: { code: 'NOT_FOUND', message: 'Not here' } }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetch);
  return posted;
}

function renderForm(currency = 'eur') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RateAlertForm currency={currency} />
    </QueryClientProvider>,
  );
}

const field = (label: string | RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const targetField = () => field('E-mail me when £1 buys at least (EUR)');
const type = (input: HTMLInputElement, value: string) =>
  fireEvent.change(input, { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Set up my alert' }));
const created = () => Response.json({ message: RATE_ALERT_MESSAGES.created }, { status: 201 });

describe('RateAlertForm', () => {
  it("shows today's rate and suggests a target a little above it", async () => {
    serve(created);
    renderForm();
    expect((await screen.findByTestId('alert-today')).textContent).toBe('£1 = 1.1097 EUR');
    expect(targetField().value).toBe('1.132');
    expect(screen.getByText("Above today's 1.1097, up to 1.6645.")).toBeTruthy();
  });

  it('says what is wrong at each field, sending nothing', async () => {
    const posted = serve(created);
    renderForm();
    await screen.findByTestId('alert-today');
    type(field('Email'), 'not-an-email');
    type(targetField(), '1.12345');
    submit();
    expect(await screen.findByText(RATE_ALERT_MESSAGES.email)).toBeTruthy();
    expect(screen.getByText(RATE_ALERT_MESSAGES.targetPrecision)).toBeTruthy();
    expect(targetField().getAttribute('aria-invalid')).toBe('true');

    type(field('Email'), 'ada@example.com');
    type(targetField(), '1.1');
    submit();
    expect(
      await screen.findByText(
        'Our rate is already £1 = 1.1097 EUR. Please choose a higher rate to wait for.',
      ),
    ).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(targetField()));
    expect(posted).toEqual([]);
  });

  it('sends the alert and says to look for the confirmation e-mail; another can follow', async () => {
    const posted = serve(created);
    renderForm();
    await screen.findByTestId('alert-today');
    type(field('Email'), ' Ada@Example.com ');
    type(targetField(), '1.15');
    submit();
    const status = await screen.findByRole('status');
    expect(status.textContent).toContain(RATE_ALERT_MESSAGES.created);
    expect(status.textContent).toContain('It went to ada@example.com.');
    expect(posted).toEqual([{ email: 'ada@example.com', currency: 'EUR', target: 1.15 }]);

    fireEvent.click(screen.getByRole('button', { name: 'Set up another alert' }));
    expect(field('Email').value).toBe('ada@example.com');
    expect(targetField().value).toBe('1.132');
  });

  it("shows the server's refusal at its field, or above the button", async () => {
    let answer = () =>
      Response.json(
        {
          error: {
            code: 'BAD_REQUEST',
            message: 'Our rate is already £1 = 1.1500 EUR.',
            issues: [{ path: 'target', message: 'Our rate is already £1 = 1.1500 EUR.' }],
          },
        },
        { status: 400 },
      );
    serve(() => answer());
    renderForm();
    await screen.findByTestId('alert-today');
    type(field('Email'), 'ada@example.com');
    submit();
    expect(await screen.findByText('Our rate is already £1 = 1.1500 EUR.')).toBeTruthy();
    expect(targetField().getAttribute('aria-invalid')).toBe('true');

    answer = () =>
      Response.json(
        { error: { code: 'RATE_LIMITED', message: RATE_ALERT_MESSAGES.tooMany } },
        { status: 429 },
      );
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe(RATE_ALERT_MESSAGES.tooMany);
  });
});
