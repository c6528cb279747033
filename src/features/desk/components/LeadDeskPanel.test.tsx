import { configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { LeadSchema } from '@/api/schemas/lead';
import { testCatalogs, wireLead } from '../../../../tests/support/leadFixtures';
import { setupMswServer } from '../../../../tests/support/msw';
import { renderWithProviders, TEST_API } from '../../../../tests/support/renderWithProviders';
import { DeskSessionProvider } from './DeskSessionProvider';
import { LeadDeskPanel } from './LeadDeskPanel';

const server = setupMswServer();
configure({ asyncUtilTimeout: 5_000 });

const staff = [
  { id: 1, name: 'Olga Zakharova', email: 'admin@sandbox.test' },
  { id: 9, name: 'Pavel Grigoriev', email: 'pavel@example.com' },
];
const waiting = wireLead({ id: 7, name: 'Anna Lead', userIdOwner: null, funnelStageId: 1 });

function backend(putAnswer: (body: Record<string, unknown>) => Response, reread = waiting) {
  const puts: unknown[] = [];
  server.use(
    http.get(`${TEST_API}/user/all-list`, () => HttpResponse.json({ data: staff })),
    http.get(`${TEST_API}/lead/7`, () => HttpResponse.json({ data: reread })),
    http.put(`${TEST_API}/lead/7`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      puts.push(body);
      return putAnswer(body);
    }),
  );
  return puts;
}

function renderPanel() {
  const lead = LeadSchema.parse(waiting);
  return renderWithProviders(
    <DeskSessionProvider login="admin@sandbox.test" onSignOut={() => () => undefined}>
      <LeadDeskPanel lead={lead} />
    </DeskSessionProvider>,
    { config: { catalogs: testCatalogs } },
  );
}

describe('LeadDeskPanel', () => {
  it('takes the lead with T, sending only the owner', async () => {
    const puts = backend((body) => HttpResponse.json({ data: { ...waiting, ...body } }));
    renderPanel();
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('button', { name: 'Take' });
    await user.keyboard('t');
    expect(await screen.findByText('Anna Lead is yours now.')).toBeVisible();
    expect(puts).toEqual([{ userIdOwner: 1 }]);
    expect(screen.getByRole('button', { name: 'Undo' })).toBeVisible();

    // Undo sends the previous owner back (the page passes no onSaved: the send must not depend on it).
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Undone: Anna Lead is back as it was.')).toBeVisible();
    expect(puts).toEqual([{ userIdOwner: 1 }, { userIdOwner: null }]);
  });

  it('says who has the lead when the CRM refuses the take because someone else took it', async () => {
    backend(
      () =>
        HttpResponse.json(
          { message: 'The given data was invalid.', errors: { userIdOwner: ['The lead is taken.'] } },
          { status: 422 },
        ),
      wireLead({ ...waiting, userIdOwner: 9 }),
    );
    renderPanel();
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Take' }));
    expect(await screen.findByText('Anna Lead was taken first: Pavel Grigoriev has it now.')).toBeVisible();
  });

  it('offers call, copy, WhatsApp and Telegram from the normalised number, and mailto', async () => {
    backend(() => HttpResponse.json({ data: waiting }));
    renderPanel();
    expect(await screen.findByRole('link', { name: 'Call' })).toHaveAttribute('href', 'tel:+79161234567');
    expect(screen.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
      'href',
      'https://wa.me/79161234567',
    );
    expect(screen.getByRole('link', { name: 'Telegram' })).toHaveAttribute(
      'href',
      'https://t.me/+79161234567',
    );
    expect(screen.getByRole('link', { name: 'Write' })).toHaveAttribute('href', 'mailto:ivan@example.com');
  });
});
