import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
// Renamed: it registers vitest hooks, not React ones, which the linter cannot tell apart by the name.
import { setupMswServer } from '../../../tests/support/msw';
import { renderWithProviders, TEST_API } from '../../../tests/support/renderWithProviders';
import { ClientCreatePage } from './ClientCreatePage';

const server = setupMswServer();

const textbox = (name: string) => screen.getByRole('textbox', { name });

describe('ClientCreatePage', () => {
  it('says what is missing or wrong before sending anything', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<ClientCreatePage />);
    await user.type(textbox('E-mail'), 'ivan@');
    await user.click(screen.getByRole('button', { name: 'Create client' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('There is a problem');
    expect(textbox('First name')).toHaveAccessibleDescription('Enter the first name');
    expect(textbox('Phone')).toHaveAccessibleDescription(/Enter the phone number/);
    expect(textbox('E-mail')).toHaveAccessibleDescription('Enter an e-mail address like name@example.com');
    expect(textbox('First name')).toHaveFocus();
  });

  it('explains a typed birth date it cannot read instead of dropping it', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<ClientCreatePage />);
    await user.type(textbox('Date of birth'), '31.02.1990');
    await user.tab();
    await user.click(screen.getByRole('button', { name: 'Create client' }));
    expect(textbox('Date of birth')).toHaveValue('31.02.1990');
    expect(textbox('Date of birth')).toHaveAccessibleDescription(/Enter the date of birth as DD.MM.YYYY/);
  });

  it('sends the client, shows its id and puts a 422 on the field it names', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(`${TEST_API}/client`, async ({ request }) => {
        const body = await request.json();
        bodies.push(body);
        if (bodies.length === 1) {
          return HttpResponse.json(
            {
              message: 'The email has already been taken.',
              errors: { email: ['The email has already been taken.'] },
            },
            { status: 422 },
          );
        }
        return HttpResponse.json(
          {
            data: {
              id: 77,
              firstName: 'Иван',
              surname: 'Петров',
              patronymic: null,
              phone: '79161234567',
              email: null,
              dob: '1990-03-15',
            },
          },
          { status: 201 },
        );
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<ClientCreatePage />);
    await user.type(textbox('First name'), 'Иван');
    await user.type(textbox('Surname'), 'Петров');
    await user.type(textbox('Phone'), '8 916 123 45 67');
    await user.type(textbox('E-mail'), 'ivan@example.com');
    await user.type(textbox('Date of birth'), '15.03.1990');
    await user.click(screen.getByRole('button', { name: 'Create client' }));

    await waitFor(() =>
      expect(textbox('E-mail')).toHaveAccessibleDescription('The email has already been taken.'),
    );
    expect(textbox('E-mail')).toHaveFocus();
    expect(bodies[0]).toEqual({
      firstName: 'Иван',
      surname: 'Петров',
      phone: '+79161234567',
      email: 'ivan@example.com',
      dob: '1990-03-15',
    });

    await user.clear(textbox('E-mail'));
    await user.click(screen.getByRole('button', { name: 'Create client' }));
    expect(await screen.findByRole('status', { name: 'Client #77 created' })).toBeVisible();
    // The form emptied itself: the confirmation holds the focus, for the eye and the screen reader.
    await waitFor(() => expect(screen.getByRole('status', { name: 'Client #77 created' })).toHaveFocus());
    expect(bodies).toHaveLength(2);
    expect(textbox('First name')).toHaveValue('');
  }, 20_000);

  it.each([
    {
      laravel: '8',
      message: 'The given data was invalid.',
      errors: { phone: ['The phone must be a string.'], email: ['The email must be a valid email address.'] },
    },
    {
      laravel: '9+',
      message: 'The phone field must be a string. (and 1 more error)',
      errors: {
        phone: ['The phone field must be a string.'],
        email: ['The email field must be a valid email address.'],
      },
    },
  ])(
    'puts the 422 of Laravel $laravel on the fields in Russian',
    async ({ message, errors }) => {
      server.use(
        http.post(`${TEST_API}/client`, () => HttpResponse.json({ message, errors }, { status: 422 })),
      );
      const user = userEvent.setup({ delay: null });
      renderWithProviders(<ClientCreatePage />, { locale: 'ru' });
      await user.type(textbox('Имя'), 'Иван');
      await user.type(textbox('Телефон'), '8 916 123 45 67');
      await user.type(textbox('Эл. почта'), 'ivan@example.com');
      await user.click(screen.getByRole('button', { name: 'Создать клиента' }));

      await waitFor(() =>
        expect(textbox('Телефон')).toHaveAccessibleDescription(/^В поле «Телефон» должен быть текст\./),
      );
      expect(textbox('Эл. почта')).toHaveAccessibleDescription(
        'В поле «Эл. почта» нужен адрес эл. почты, например name@example.com.',
      );
      expect(screen.getByRole('alert')).not.toHaveTextContent(/must|given data|field/);
    },
    20_000,
  );

  it('opens the birth date calendar on a month and closes it once a whole date is typed', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<ClientCreatePage />);
    const monthHeader = { name: /^[A-Z][a-z]+ \d{4}$/ };
    await user.click(textbox('Date of birth'));
    // A month ("November 2026"), not a decade ("2020 – 2029").
    expect(screen.getByRole('button', monthHeader)).toBeInTheDocument();
    await user.type(textbox('Date of birth'), '15.03.1990');
    await waitFor(() => expect(screen.queryByRole('button', monthHeader)).not.toBeInTheDocument());
    expect(textbox('Date of birth')).toHaveValue('15.03.1990');
    expect(textbox('Date of birth')).toHaveFocus();
  });
});
