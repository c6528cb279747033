import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
// Renamed: it registers vitest hooks, not React ones, which the linter cannot tell apart by the name.
import { setupMswServer } from '../../../tests/support/msw';
import { renderWithProviders, TEST_API } from '../../../tests/support/renderWithProviders';
import { OrganizationCreatePage } from './OrganizationCreatePage';

const server = setupMswServer();

const textbox = (name: string) => screen.getByRole('textbox', { name });

describe('OrganizationCreatePage', () => {
  it('checks INN, KPP and OGRN on their fields before sending', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<OrganizationCreatePage />);
    await user.type(textbox('INN'), '7707083894');
    await user.type(textbox('KPP'), '77390100');
    await user.type(textbox('OGRN or OGRNIP'), '10277001321');
    await user.click(screen.getByRole('button', { name: 'Create organization' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('There is a problem');
    expect(textbox('Organization name')).toHaveAccessibleDescription('Enter the organization name');
    expect(textbox('INN')).toHaveAccessibleDescription(/INN check digits do not match/);
    expect(textbox('KPP')).toHaveAccessibleDescription(/KPP must be 9 characters/);
    expect(textbox('OGRN or OGRNIP')).toHaveAccessibleDescription(/must be 13 digits/);

    await user.clear(textbox('INN'));
    await user.type(textbox('INN'), '77O7083893');
    await user.click(screen.getByRole('button', { name: 'Create organization' }));
    expect(textbox('INN')).toHaveAccessibleDescription(/INN can contain only digits/);
  }, 20_000);

  it('sends the numbers as digit strings, so leading zeros survive', async () => {
    let body: unknown;
    server.use(
      http.post(`${TEST_API}/org/client`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ data: { id: 31 } }, { status: 201 });
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<OrganizationCreatePage />);
    await user.type(textbox('Organization name'), 'ООО «Адыгея-Сервис»');
    await user.type(textbox('INN'), '0101 000007');
    await user.type(textbox('KPP'), '010101001');
    await user.type(textbox('OGRN or OGRNIP'), '1020100000007');
    await user.type(textbox('Address'), 'Майкоп, ул. Ленина, 1');
    await user.click(screen.getByRole('button', { name: 'Create organization' }));

    expect(await screen.findByRole('status', { name: 'Organization #31 created' })).toBeVisible();
    expect(body).toEqual({
      name: 'ООО «Адыгея-Сервис»',
      inn: '0101000007',
      kpp: '010101001',
      ogrn: '1020100000007',
      adress: 'Майкоп, ул. Ленина, 1',
    });
  }, 20_000);

  it('puts a 422 on the field the server names', async () => {
    server.use(
      http.post(`${TEST_API}/org/client`, () =>
        HttpResponse.json(
          {
            message: 'The inn has already been taken.',
            errors: { inn: ['The inn has already been taken.'] },
          },
          { status: 422 },
        ),
      ),
    );
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<OrganizationCreatePage />);
    await user.type(textbox('Organization name'), 'Ромашка');
    await user.type(textbox('INN'), '7707083893');
    await user.click(screen.getByRole('button', { name: 'Create organization' }));
    await waitFor(() => expect(textbox('INN')).toHaveAccessibleDescription(/already been taken/));
    expect(textbox('INN')).toHaveFocus();
  }, 20_000);
});
