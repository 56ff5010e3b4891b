import { QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GoingLiveItem } from '#shared/schemas/going-live.ts';
import { GoingLivePanel } from './going-live-panel.tsx';

const SMTP: GoingLiveItem = {
  id: 'smtp',
  problem: 'SMTP_URL is not set: order e-mails wait in the outbox and customers never get them.',
  fix: 'Set SMTP_URL to your mail server (smtp://user:pass@host:587) so customers get their order e-mails.',
};
const PROFILE: GoingLiveItem = {
  id: 'business-profile',
  problem: 'The business profile still has the example phone.',
  fix: 'Enter your own on the Settings screen, under Business profile.',
};

/** Answers GET /api/going-live with each list in turn (the last one from then on). */
function serve(...answers: GoingLiveItem[][]) {
  let call = 0;
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    if (String(input) !== '/api/going-live') return Response.json({});
    const checks = answers[Math.min(call, answers.length - 1)];
    call += 1;
    return Response.json({ checks });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/** A save elsewhere on the screen, as the business profile's form makes one. */
function SaveSomething() {
  const save = useMutation({ mutationFn: async () => 'saved' });
  return (
    <button type="button" onClick={() => save.mutate()}>
      Save something
    </button>
  );
}

function renderPanel() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <GoingLivePanel />
      <SaveSomething />
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('GoingLivePanel', () => {
  it('lists each item left with its fix under a heading, and looks again after a save', async () => {
    const fetch = serve([PROFILE, SMTP], [SMTP]);
    renderPanel();
    const panel = await screen.findByRole('region', { name: 'Before going live' });
    const items = within(panel).getAllByRole('listitem');
    expect(items.map((item) => item.dataset.check)).toEqual(['business-profile', 'smtp']);
    expect(items[1]!.textContent).toBe(`${SMTP.problem}Fix: ${SMTP.fix}`);

    fireEvent.click(screen.getByRole('button', { name: 'Save something' }));
    await vi.waitFor(() => expect(within(panel).getAllByRole('listitem')).toHaveLength(1));
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('says in one line when nothing is left', async () => {
    serve([]);
    renderPanel();
    expect(await screen.findByText('Nothing left to change before going live.')).toBeTruthy();
    expect(screen.queryByRole('region')).toBeNull();
  });
});
