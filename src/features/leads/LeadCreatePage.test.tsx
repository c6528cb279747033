import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { testCatalogs, testEmployees, wireLead } from '../../../tests/support/leadFixtures';
import { setupMswServer } from '../../../tests/support/msw';
import { renderWithProviders, TEST_API } from '../../../tests/support/renderWithProviders';
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

  it('after a create without an answer, finds the lead in the CRM and opens it instead of sending it again', async () => {
    let posts = 0;
    const lookups: URLSearchParams[] = [];
    server.use(
      http.post(`${TEST_API}/lead`, () => {
        posts += 1;
        return HttpResponse.error();
      }),
      http.get(`${TEST_API}/lead`, ({ request }) => {
        lookups.push(new URL(request.url).searchParams);
        const created = wireLead({
          id: 77,
          name: null,
          phone: 79035550011,
          email: null,
          dtCreate: Math.floor(Date.now() / 1000),
        });
        const older = wireLead({ id: 70, phone: 79035550011, dtCreate: 1_000_000_000 });
        return HttpResponse.json({
          data: [created, older],
          meta: { current_page: 1, from: 1, last_page: 1, per_page: 100, to: 2, total: 2 },
        });
      }),
      http.get(`${TEST_API}/lead/77`, () => HttpResponse.json({ data: wireLead({ id: 77 }) })),
    );
    const user = userEvent.setup({ delay: null });
    renderCreate();
    await user.type(screen.getByLabelText('Phone'), '+7 903 555-00-11');
    await user.click(screen.getByRole('combobox', { name: 'Source' }));
    await user.click(await screen.findByRole('option', { name: 'Website' }));
    await user.click(screen.getByRole('button', { name: 'Create lead' }));

    expect(await screen.findByRole('heading', { name: 'New lead page' })).toBeVisible();
    expect(posts).toBe(1);
    expect(Number(lookups[0]?.get('dtCreate[0]'))).toBeLessThanOrEqual(Math.floor(Date.now() / 1000));
  });

  it('says nothing was saved when the CRM has no such lead, and lets the user send it again', async () => {
    let posts = 0;
    server.use(
      http.post(`${TEST_API}/lead`, () => {
        posts += 1;
        return posts === 1
          ? HttpResponse.json({ message: 'Server Error' }, { status: 500 })
          : HttpResponse.json({ data: wireLead({ id: 78, phone: '+79035550011' }) }, { status: 201 });
      }),
      http.get(`${TEST_API}/lead`, () =>
        HttpResponse.json({
          data: [],
          meta: { current_page: 1, from: null, last_page: 1, per_page: 100, to: null, total: 0 },
        }),
      ),
      http.get(`${TEST_API}/lead/78`, () => HttpResponse.json({ data: wireLead({ id: 78 }) })),
    );
    const user = userEvent.setup({ delay: null });
    renderCreate();
    await user.type(screen.getByLabelText('Phone'), '+7 903 555-00-11');
    await user.click(screen.getByRole('combobox', { name: 'Source' }));
    await user.click(await screen.findByRole('option', { name: 'Website' }));
    await user.click(screen.getByRole('button', { name: 'Create lead' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Nothing was saved');
    expect(alert).toHaveTextContent(
      /it has no lead with this phone or e-mail created since .*you can create/i,
    );
    expect(screen.getByLabelText('Phone')).toHaveValue('+7 903 555-00-11');
    await user.click(screen.getByRole('button', { name: 'Create lead' }));
    expect(await screen.findByRole('heading', { name: 'New lead page' })).toBeVisible();
    expect(posts).toBe(2);
  });

  it('when the CRM cannot be asked either, says exactly what to look for before creating it again', async () => {
    server.use(
      http.post(`${TEST_API}/lead`, () => HttpResponse.error()),
      http.get(`${TEST_API}/lead`, () => HttpResponse.error()),
    );
    const user = userEvent.setup({ delay: null });
    renderCreate();
    await user.type(screen.getByLabelText('Phone'), '89035550011');
    await user.type(screen.getByLabelText('E-mail'), 'anna@example.com');
    await user.click(screen.getByRole('combobox', { name: 'Source' }));
    await user.click(await screen.findByRole('option', { name: 'Website' }));
    await user.click(screen.getByRole('button', { name: 'Create lead' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('It may not have been saved');
    expect(alert).toHaveTextContent(
      /look for a lead created after .* with the phone \+7 903 555-00-11 or the e-mail anna@example\.com/,
    );
    await waitFor(() => expect(alert).toHaveFocus());
  });

  it('shows the server’s validation messages in Russian, naming the field by its label', async () => {
    server.use(
      http.post(`${TEST_API}/lead`, () =>
        HttpResponse.json(
          {
            message: 'The email field must be a valid email address.',
            errors: { email: ['The email field must be a valid email address.'] },
          },
          { status: 422 },
        ),
      ),
      http.get(`${TEST_API}/user/all-list`, () => HttpResponse.json({ data: testEmployees })),
    );
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<LeadCreatePage />, {
      route: '/leads/new',
      path: '/leads/new',
      locale: 'ru',
      config: { catalogs: testCatalogs },
    });
    await user.type(screen.getByLabelText('Эл. почта'), 'anna@example');
    await user.click(screen.getByRole('combobox', { name: 'Источник' }));
    await user.click(await screen.findByRole('option', { name: 'Website' }));
    await user.click(screen.getByRole('button', { name: 'Создать лид' }));

    const email = screen.getByLabelText('Эл. почта');
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription(
        'В поле «Эл. почта» нужен адрес эл. почты, например name@example.com.',
      ),
    );
    expect(email).toHaveFocus();
  });

  it('lists a cost error in the summary like every other field, from the form and from the CRM', async () => {
    server.use(
      http.post(`${TEST_API}/lead`, () =>
        HttpResponse.json(
          {
            message: 'The cost field must be less than 2147483647.',
            errors: { cost: ['The cost field must be less than 2147483647.'] },
          },
          { status: 422 },
        ),
      ),
    );
    const user = userEvent.setup({ delay: null });
    renderCreate();
    await user.type(screen.getByLabelText('E-mail'), 'anna@example.com');
    await user.click(screen.getByRole('combobox', { name: 'Source' }));
    await user.click(await screen.findByRole('option', { name: 'Website' }));
    await user.type(screen.getByLabelText('Cost'), '-5');
    await user.click(screen.getByRole('button', { name: 'Create lead' }));
    const summary = await screen.findByRole('alert');
    expect(
      within(summary).getByRole('link', {
        name: 'Cost: Enter a whole amount of roubles, 0 or more, digits only.',
      }),
    ).toBeVisible();

    await user.clear(screen.getByLabelText('Cost'));
    await user.type(screen.getByLabelText('Cost'), '99999999999');
    await user.click(screen.getByRole('button', { name: 'Create lead' }));
    expect(
      await within(await screen.findByRole('alert')).findByRole('link', {
        name: 'Cost: The cost field must be less than 2147483647.',
      }),
    ).toBeVisible();
  }, 60_000);
});
