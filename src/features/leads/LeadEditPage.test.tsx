import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { testCatalogs, testEmployees, wireLead } from '../../../tests/support/leadFixtures';
import { setupMswServer } from '../../../tests/support/msw';
import { renderWithProviders, TEST_API } from '../../../tests/support/renderWithProviders';
import { LeadEditPage } from './LeadEditPage';
import { leadQueries } from './queries';

const server = setupMswServer();
// A save is two requests and a navigation; on a busy machine that outlasts the default second.
configure({ asyncUtilTimeout: 5_000 });

interface Backend {
  puts: unknown[];
  reads: number;
}

/** GET answers `versions` in turn (the last one repeats); PUT records its body and answers `putAnswer`. */
function backend(
  versions: Record<string, unknown>[] = [wireLead()],
  putAnswer: (body: Record<string, unknown>) => Response = (body) =>
    HttpResponse.json({ data: wireLead({ ...body, dtUpdate: 1_780_001_000 }) }),
): Backend {
  const state: Backend = { puts: [], reads: 0 };
  server.use(
    http.get(`${TEST_API}/lead/7`, () => {
      const version = versions[Math.min(state.reads, versions.length - 1)];
      state.reads += 1;
      return HttpResponse.json({ data: version });
    }),
    http.get(`${TEST_API}/user/all-list`, () => HttpResponse.json({ data: testEmployees })),
    http.put(`${TEST_API}/lead/7`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      state.puts.push(body);
      return putAnswer(body);
    }),
  );
  return state;
}

function renderEdit(routeState?: unknown) {
  return renderWithProviders(<LeadEditPage />, {
    route: '/leads/7/edit',
    routeState,
    path: '/leads/:leadId/edit',
    config: { catalogs: testCatalogs },
    extraRoutes: [{ path: '/leads/:leadId', element: <h1>Lead detail page</h1> }],
  });
}

async function openForm(routeState?: unknown) {
  const view = renderEdit(routeState);
  const name = await screen.findByLabelText('Name');
  await waitFor(() => expect(name).toHaveValue('Ivan Petrov'));
  return view;
}

// Mantine in jsdom on a shared two-core machine: a form with a dozen inputs takes seconds to drive.
describe('LeadEditPage', { timeout: 20_000 }, () => {
  it('keeps the way back to the list as it was through a save', async () => {
    backend();
    const user = userEvent.setup({ delay: null });
    const fromList = { fromList: { search: '?stage=2&page=3' } };
    const { router } = await openForm(fromList);
    expect(screen.getByRole('link', { name: 'Cancel' })).toBeVisible();
    await user.clear(screen.getByLabelText('Name'));
    await user.type(screen.getByLabelText('Name'), 'Ivan Sidorov');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByRole('heading', { name: 'Lead detail page' })).toBeVisible();
    expect(router.state.location.state).toEqual(fromList);
  });

  it('refuses an empty phone and e-mail on the client, accessibly, and sends nothing', async () => {
    const state = backend();
    const user = userEvent.setup({ delay: null });
    await openForm();
    await user.clear(screen.getByLabelText('Phone'));
    await user.clear(screen.getByLabelText('E-mail'));
    await user.clear(screen.getByLabelText('Cost'));
    await user.type(screen.getByLabelText('Cost'), '12.5');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    const phone = screen.getByLabelText('Phone');
    await waitFor(() => expect(phone).toHaveAttribute('aria-invalid', 'true'));
    expect(phone).toHaveAccessibleDescription(expect.stringContaining('the lead needs at least one'));
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription(
      'Enter a phone or an e-mail: the lead needs at least one.',
    );
    expect(screen.getByLabelText('Cost')).toHaveAccessibleDescription(
      'Enter a whole amount of roubles, 0 or more, digits only. Whole roubles',
    );
    expect(phone).toHaveFocus();
    const summary = screen.getByRole('alert');
    expect(within(summary).getByRole('link', { name: /^Cost:/ })).toHaveAttribute('href', '#lead-cost');
    expect(state.puts).toEqual([]);
    expect(state.reads).toBe(1);
  });

  it('sends only the changed fields, as the API types them, then updates the cache and opens the lead', async () => {
    const state = backend();
    const user = userEvent.setup({ delay: null });
    const { queryClient } = await openForm();
    await user.clear(screen.getByLabelText('Name'));
    await user.type(screen.getByLabelText('Name'), 'Ivan Sidorov');
    await user.click(screen.getByRole('combobox', { name: 'Source' }));
    await user.click(await screen.findByRole('option', { name: 'Phone call' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByRole('heading', { name: 'Lead detail page' })).toBeVisible();
    expect(state.puts).toEqual([{ name: 'Ivan Sidorov', sourceId: 2 }]);
    // One read to open the form, one just before saving to catch a newer version.
    expect(state.reads).toBe(2);
    expect(queryClient.getQueryData(leadQueries.detail(7).queryKey)).toMatchObject({
      name: 'Ivan Sidorov',
      sourceId: 2,
    });
  });

  it('puts the server’s messages under their fields, the rest in the summary, and keeps what was typed', async () => {
    backend([wireLead()], () =>
      HttpResponse.json(
        {
          message: 'The phone field is required when email is not present. (and 2 more errors)',
          errors: {
            phone: ['The phone field is required when email is not present.'],
            email: ['The email field is required when phone is not present.'],
            clientId: ['The client id field is prohibited.'],
          },
        },
        { status: 422 },
      ),
    );
    const user = userEvent.setup({ delay: null });
    await openForm();
    await user.clear(screen.getByLabelText('Name'));
    await user.type(screen.getByLabelText('Name'), 'Typed name');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    const phone = screen.getByLabelText('Phone');
    await waitFor(() =>
      expect(phone).toHaveAccessibleDescription(
        expect.stringContaining('The phone field is required when email is not present.'),
      ),
    );
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription(
      'The email field is required when phone is not present.',
    );
    expect(within(screen.getByRole('alert')).getByText('The client id field is prohibited.')).toBeVisible();
    expect(screen.getByLabelText('Name')).toHaveValue('Typed name');
    expect(phone).toHaveValue('+7 916 123-45-67');
    await waitFor(() => expect(phone).toHaveFocus());
  });

  it('warns before overwriting a newer version, and saves only when told to', async () => {
    const newer = wireLead({ email: 'new@example.com', dtUpdate: 1_780_000_900 });
    const state = backend([wireLead(), newer]);
    const user = userEvent.setup({ delay: null });
    await openForm();
    await user.type(screen.getByLabelText('Name'), ' Jr');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    const dialog = await screen.findByRole('dialog', { name: 'This lead changed while you were editing' });
    expect(within(dialog).getByText('Changed by them: E-mail.')).toBeVisible();
    expect(state.puts).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Save mine anyway' }));

    expect(await screen.findByRole('heading', { name: 'Lead detail page' })).toBeVisible();
    expect(state.puts).toEqual([{ name: 'Ivan Petrov Jr' }]);
  });

  it('shows the newer version on request, keeping the user’s own changes', async () => {
    const newer = wireLead({ email: 'new@example.com', dtUpdate: 1_780_000_900 });
    const state = backend([wireLead(), newer]);
    const user = userEvent.setup({ delay: null });
    await openForm();
    await user.type(screen.getByLabelText('Name'), ' Jr');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    const dialog = await screen.findByRole('dialog', { name: 'This lead changed while you were editing' });
    await user.click(within(dialog).getByRole('button', { name: 'Show me their version' }));

    await waitFor(() => expect(screen.getByLabelText('E-mail')).toHaveValue('new@example.com'));
    expect(screen.getByLabelText('Name')).toHaveValue('Ivan Petrov Jr');
    expect(screen.getByRole('status')).toHaveTextContent('The form now shows the latest version');
    expect(state.puts).toEqual([]);
  });

  it('asks before leaving with unsaved changes', async () => {
    backend();
    const user = userEvent.setup({ delay: null });
    await openForm();
    await user.type(screen.getByLabelText('Name'), ' Jr');
    await user.click(screen.getByRole('link', { name: 'Cancel' }));

    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay on this page' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByLabelText('Name')).toHaveValue('Ivan Petrov Jr');

    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    const again = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(again).getByRole('button', { name: 'Leave and discard changes' }));
    expect(await screen.findByRole('heading', { name: 'Lead detail page' })).toBeVisible();
  });

  it('shows a missing lead as not found', async () => {
    server.use(
      http.get(`${TEST_API}/lead/7`, () =>
        HttpResponse.json({ message: 'No query results' }, { status: 404 }),
      ),
    );
    renderEdit();
    expect(await screen.findByRole('heading', { name: 'Lead not found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'All leads' })).toHaveAttribute('href', '/leads');
  });

  it('says nothing was saved when the lead cannot be re-read before saving, and sends nothing', async () => {
    const state = backend();
    const user = userEvent.setup({ delay: null });
    await openForm();
    server.use(http.get(`${TEST_API}/lead/7`, () => HttpResponse.error()));
    await user.clear(screen.getByLabelText('Name'));
    await user.type(screen.getByLabelText('Name'), 'Ivan');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Nothing was saved');
    expect(alert).toHaveTextContent('The CRM could not be reached');
    expect(state.puts).toEqual([]);
    expect(screen.getByLabelText('Name')).toHaveValue('Ivan');
  });

  it('after a 5xx on save, says the change may have been saved and to check before trying again', async () => {
    backend([wireLead()], () => HttpResponse.json({ message: 'Server Error' }, { status: 502 }));
    const user = userEvent.setup({ delay: null });
    await openForm();
    await user.clear(screen.getByLabelText('Name'));
    await user.type(screen.getByLabelText('Name'), 'Ivan');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('It may not have been saved');
    expect(alert).toHaveTextContent(/error 502.*check before you try again/);
  });
});
