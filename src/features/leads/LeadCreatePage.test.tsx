import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { setupMswServer } from '../../../tests/support/msw';
import { renderWithProviders, TEST_API } from '../../../tests/support/renderWithProviders';
import { testCatalogs, testEmployees, wireLead } from './form/leadFixtures.testing';
import { LeadCreatePage } from './LeadCreatePage';

const server = setupMswServer();
configure({ asyncUtilTimeout: 5_000 });

function renderCreate() {
  server.use(http.get(`${TEST_API}/user/all-list`, () => HttpResponse.json({ data: testEmployees })));
  return renderWithProviders(<LeadCreatePage />, {
    route: '/leads/new',
    path: '/leads/new',
    config: { catalogs: testCatalogs },
    extraRoutes: [{ path: '/leads/:leadId', element: <h1>New lead page</h1> }],
  });
}

describe('LeadCreatePage', { timeout: 20_000 }, () => {
  it('requires a source and a phone or an e-mail before sending anything', async () => {
    const posts: unknown[] = [];
    server.use(
      http.post(`${TEST_API}/lead`, ({ request }) => {
        posts.push(request);
        return HttpResponse.json({}, { status: 500 });
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderCreate();
    await user.click(screen.getByRole('button', { name: 'Create lead' }));

    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('link', { name: 'Source: Choose the source.' })).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Source' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription(
      'Enter a phone or an e-mail: the lead needs at least one.',
    );
    expect(posts).toEqual([]);
  });

  it('sends the filled fields as the API types them and opens the new lead', async () => {
    let body: unknown = null;
    server.use(
      http.post(`${TEST_API}/lead`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ data: wireLead({ id: 51, phone: '+79161234567' }) }, { status: 201 });
      }),
      http.get(`${TEST_API}/lead/51`, () => HttpResponse.json({ data: wireLead({ id: 51 }) })),
    );
    const user = userEvent.setup({ delay: null });
    renderCreate();
    await user.type(screen.getByLabelText('Phone'), '8 (916) 123-45-67');
    await user.click(screen.getByRole('combobox', { name: 'Source' }));
    await user.click(await screen.findByRole('option', { name: 'Phone call' }));
    await user.click(screen.getByRole('button', { name: 'Attribution' }));
    await user.type(await screen.findByLabelText('UTM source'), 'spring');
    await user.click(screen.getByRole('button', { name: 'Create lead' }));

    expect(await screen.findByRole('heading', { name: 'New lead page' })).toBeVisible();
    expect(body).toEqual({ phone: '+79161234567', sourceId: 2, utmSource: 'spring' });
  });

  it('opens the attribution section to show a server message for a field in it', async () => {
    server.use(
      http.post(`${TEST_API}/lead`, () =>
        HttpResponse.json(
          { message: 'invalid', errors: { 'utmSource.0': ['The utm source field must be a string.'] } },
          { status: 422 },
        ),
      ),
    );
    const user = userEvent.setup({ delay: null });
    renderCreate();
    await user.type(screen.getByLabelText('E-mail'), 'anna@example.com');
    await user.click(screen.getByRole('combobox', { name: 'Source' }));
    await user.click(await screen.findByRole('option', { name: 'Website' }));
    await user.click(screen.getByRole('button', { name: 'Create lead' }));

    const utm = await screen.findByLabelText('UTM source');
    await waitFor(() => expect(utm).toHaveFocus());
    expect(utm).toHaveAccessibleDescription('The utm source field must be a string.');
    expect(screen.getByLabelText('E-mail')).toHaveValue('anna@example.com');
  });
});
