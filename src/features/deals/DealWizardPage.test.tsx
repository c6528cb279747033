import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
// Renamed: it registers vitest hooks, not React ones, which the linter cannot tell apart by the name.
import { setupMswServer } from '../../../tests/support/msw';
import { renderWithProviders, TEST_API } from '../../../tests/support/renderWithProviders';
import { DealWizardPage } from './DealWizardPage';

const server = setupMswServer();

const catalogs = {
  sources: [],
  funnelStages: [
    { id: 1, name: 'New' },
    { id: 7, name: 'Lost' },
  ],
  cities: [{ id: 1, name: 'Moscow' }],
  offices: [{ id: 1, name: 'Tverskaya', cityId: 1 }],
};

const client = {
  id: 12,
  firstName: 'Артём',
  surname: 'Волков',
  patronymic: 'Евгеньевич',
  phone: '79181116363',
  email: null,
  dob: null,
};

/** Answers the wizard's requests and records what each path received. */
function crm(options: { dealFailures?: number; clientAnswer?: Promise<void> } = {}) {
  const received: Record<string, unknown[]> = {};
  const record = (path: string, body: unknown) => {
    received[path] = [...(received[path] ?? []), body];
  };
  let dealFailures = options.dealFailures ?? 0;
  server.use(
    http.get(`${TEST_API}/user/all-list`, () =>
      HttpResponse.json({ data: [{ id: 6, name: 'Ekaterina Volkova', email: null }] }),
    ),
    http.post(`${TEST_API}/client/store-or-first`, async ({ request }) => {
      record('/client/store-or-first', await request.json());
      await options.clientAnswer;
      return HttpResponse.json({ data: client }, { status: 201 });
    }),
    http.post(`${TEST_API}/client`, async ({ request }) => {
      record('/client', await request.json());
      return HttpResponse.json({ data: { ...client, id: 13 } }, { status: 201 });
    }),
    http.post(`${TEST_API}/contract`, async ({ request }) => {
      record('/contract', await request.json());
      if (dealFailures > 0) {
        dealFailures -= 1;
        return HttpResponse.json(
          {
            message: 'The selected funnel stage id is invalid.',
            errors: { funnelStageId: ['The selected funnel stage id is invalid.'] },
          },
          { status: 422 },
        );
      }
      return HttpResponse.json({ data: { id: 41, contact_id: 12, funnelStageId: 1 } }, { status: 201 });
    }),
  );
  return received;
}

const textbox = (name: string) => screen.getByRole('textbox', { name });
const button = (name: string | RegExp) => screen.getByRole('button', { name });

function renderWizard(route = '/deals/new') {
  return renderWithProviders(<DealWizardPage />, {
    route,
    path: '/deals/new',
    config: { catalogs },
    extraRoutes: [{ path: '/leads', element: <h1>Leads</h1> }],
  });
}

async function fillClient(user: ReturnType<typeof userEvent.setup>) {
  await user.type(textbox('First name'), 'Артём');
  await user.type(textbox('Phone'), '+7 918 111-63-63');
}

describe('DealWizardPage', () => {
  it('checks the client step before creating anything', async () => {
    const received = crm();
    const user = userEvent.setup({ delay: null });
    renderWizard();
    await user.click(button('Create client and continue'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter the first name');
    expect(textbox('First name')).toHaveFocus();
    expect(received).toEqual({});
  }, 20_000);

  it('keeps the client after a failed deal, and a retry reuses its id', async () => {
    const received = crm({ dealFailures: 1 });
    const user = userEvent.setup({ delay: null });
    renderWizard();
    await fillClient(user);
    await user.click(button('Create client and continue'));
    await screen.findByRole('heading', { name: 'Step 2 of 4: organization' });
    await user.click(button('Skip: no organization'));
    await screen.findByRole('heading', { name: 'Step 3 of 4: deal' });
    expect(screen.getByText(/Created so far: client #12/)).toBeVisible();

    await user.click(screen.getByRole('combobox', { name: 'Funnel stage' }));
    await user.click(await screen.findByRole('option', { name: 'New' }));
    await user.click(button('Create deal'));
    const stage = screen.getByRole('combobox', { name: 'Funnel stage' });
    await waitFor(() =>
      expect(stage).toHaveAccessibleDescription('The selected funnel stage id is invalid.'),
    );
    expect(stage).toHaveFocus();

    await user.click(button('Create deal'));
    expect(await screen.findByRole('heading', { name: 'Deal #41 created' })).toBeVisible();
    expect(received['/client/store-or-first']).toEqual([{ firstName: 'Артём', phone: '+79181116363' }]);
    expect(received['/client']).toBeUndefined();
    expect(received['/contract']).toEqual([
      { contact_id: 12, funnelStageId: 1 },
      { contact_id: 12, funnelStageId: 1 },
    ]);
  }, 30_000);

  it('says a created client will not change when its fields are edited after going back', async () => {
    const received = crm();
    const user = userEvent.setup({ delay: null });
    renderWizard();
    await fillClient(user);
    await user.click(button('Create client and continue'));
    await screen.findByRole('heading', { name: 'Step 2 of 4: organization' });
    await user.click(button('Back'));
    expect(await screen.findByText('Client #12 is already created')).toBeVisible();

    await user.type(textbox('First name'), 'а');
    expect(screen.getByText('Client #12 is already created: these changes will not update it')).toBeVisible();
    await user.click(button('Use client #12 as it is'));
    await screen.findByRole('heading', { name: 'Step 2 of 4: organization' });
    await user.click(button('Back'));
    expect(textbox('First name')).toHaveValue('Артём');
    await user.click(button('Next'));
    await screen.findByRole('heading', { name: 'Step 2 of 4: organization' });
    expect(received['/client/store-or-first']).toHaveLength(1);
  }, 30_000);

  it('sends one request for a double click', async () => {
    let answer = () => {};
    const received = crm({ clientAnswer: new Promise<void>((resolve) => (answer = resolve)) });
    const user = userEvent.setup({ delay: null });
    renderWizard();
    await fillClient(user);
    await user.dblClick(button('Create client and continue'));
    await waitFor(() => expect(received['/client/store-or-first']).toHaveLength(1));
    answer();
    await screen.findByRole('heading', { name: 'Step 2 of 4: organization' });
    expect(received['/client/store-or-first']).toHaveLength(1);
  }, 20_000);

  it('asks before leaving and lists what was already created', async () => {
    crm();
    const user = userEvent.setup({ delay: null });
    const { router } = renderWizard();
    await fillClient(user);
    await user.click(button('Create client and continue'));
    await screen.findByRole('heading', { name: 'Step 2 of 4: organization' });

    act(() => {
      void router.navigate('/leads');
    });
    const dialog = await screen.findByRole('dialog', { name: 'Leave the new deal?' });
    expect(dialog).toHaveTextContent('client #12 (Волков Артём Евгеньевич)');
    expect(dialog).toHaveTextContent('The deal itself has not been created.');
    // Every dialog's close button is named, in the user's language (Providers gives Mantine's Modal the label).
    expect(within(dialog).getByRole('button', { name: 'Close dialog' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Stay on this page' }));
    expect(router.state.location.pathname).toBe('/deals/new');

    act(() => {
      void router.navigate('/leads');
    });
    await user.click(await screen.findByRole('button', { name: 'Leave and discard changes' }));
    expect(await screen.findByRole('heading', { name: 'Leads' })).toBeVisible();
  }, 20_000);

  it('fills the client and deal steps from the lead it starts from', async () => {
    crm();
    server.use(
      http.get(`${TEST_API}/lead/4`, () =>
        HttpResponse.json({
          data: {
            id: 4,
            name: 'Волков Артём Евгеньевич',
            phone: 79181116363,
            email: 'artem@example.com',
            userIdOwner: 6,
            funnelStageId: 7,
            locationCityId: 1,
            locationUnitId: 1,
            dtCreate: 1_700_000_000,
          },
        }),
      ),
    );
    const user = userEvent.setup({ delay: null });
    renderWizard('/deals/new?fromLead=4');
    await waitFor(() => expect(textbox('First name')).toHaveValue('Артём'));
    expect(textbox('Surname')).toHaveValue('Волков');
    expect(textbox('Patronymic')).toHaveValue('Евгеньевич');
    expect(textbox('Phone')).toHaveValue('+7 918 111-63-63');
    expect(textbox('E-mail')).toHaveValue('artem@example.com');
    expect(screen.getByText('Started from lead #4')).toBeVisible();

    await user.click(button('Create client and continue'));
    await user.click(await screen.findByRole('button', { name: 'Skip: no organization' }));
    await screen.findByRole('heading', { name: 'Step 3 of 4: deal' });
    expect(screen.getByRole('combobox', { name: 'Funnel stage' })).toHaveValue('Lost');
    expect(screen.getByRole('combobox', { name: 'City' })).toHaveValue('Moscow');
    expect(screen.getByRole('combobox', { name: 'Office' })).toHaveValue('Tverskaya');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Owner' })).toHaveValue('Ekaterina Volkova'),
    );
  }, 20_000);
});
