import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { NetworkError } from '@/api/errors';
import { I18nProvider } from '@/shared/i18n/I18nProvider';
import type { Locale } from '@/shared/i18n/locale';
import { RouteError } from './RouteError';

function renderFailing(error: Error, locale: Locale) {
  const router = createMemoryRouter([
    {
      path: '/',
      loader: () => {
        throw error;
      },
      element: null,
      errorElement: <RouteError />,
    },
  ]);
  return render(
    <I18nProvider locale={locale}>
      <MantineProvider env="test">
        <RouterProvider router={router} />
      </MantineProvider>
    </I18nProvider>,
  );
}

describe('RouteError', () => {
  it('says what failed in the user’s language', async () => {
    renderFailing(new NetworkError(), 'ru');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Не удалось связаться с CRM: нет соединения или сеть недоступна.',
    );
  });

  it('describes an app fault in general terms, not with its internals', async () => {
    // React Router logs the thrown error; the test is about what the user sees.
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderFailing(new TypeError("Cannot read properties of undefined (reading 'id')"), 'en');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong in the app.');
    expect(alert).not.toHaveTextContent('reading');
    quiet.mockRestore();
  });
});
