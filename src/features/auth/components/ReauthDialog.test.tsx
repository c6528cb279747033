import { Button, TextInput } from '@mantine/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { request } from '@/api/http';
import { setupMswServer } from '../../../../tests/support/msw';
import { renderWithProviders, TEST_API } from '../../../../tests/support/renderWithProviders';
import { ReauthDialog } from './ReauthDialog';

const server = setupMswServer();
const Saved = z.object({ data: z.object({ note: z.string(), city: z.string() }) });

/** Stands in for any screen's form: typed values, and a save that goes through the API client. */
function NoteForm() {
  const [note, setNote] = useState('');
  const [city, setCity] = useState('');
  const [saved, setSaved] = useState<string | null>(null);
  return (
    <form
      onSubmit={async (event) => {
        event.preventDefault();
        const body = await request('/notes', Saved, { method: 'POST', body: { note, city } });
        setSaved(`${body.data.note} / ${body.data.city}`);
      }}
    >
      <TextInput label="Note" value={note} onChange={(event) => setNote(event.currentTarget.value)} />
      <TextInput label="City" value={city} onChange={(event) => setCity(event.currentTarget.value)} />
      <Button type="submit">Save note</Button>
      {saved && <p>Saved: {saved}</p>}
    </form>
  );
}

describe('ReauthDialog', () => {
  it('asks to sign in again over the screen, keeps every typed value, and sends the failed request again', async () => {
    const saves: unknown[] = [];
    const grants: unknown[] = [];
    server.use(
      http.post(`${TEST_API}/notes`, async ({ request: incoming }) => {
        if (incoming.headers.get('Authorization') !== 'Bearer after-sign-in') {
          return HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 });
        }
        const body = await incoming.json();
        saves.push(body);
        return HttpResponse.json({ data: body });
      }),
      http.post(`${TEST_API}/oauth/token`, async ({ request: incoming }) => {
        const body = (await incoming.json()) as Record<string, unknown>;
        grants.push(body.grant_type);
        if (body.grant_type === 'refresh_token') {
          return HttpResponse.json({ error: 'invalid_grant', error_description: 'expired' }, { status: 400 });
        }
        return HttpResponse.json({
          token_type: 'Bearer',
          expires_in: 3600,
          access_token: 'after-sign-in',
          refresh_token: 'r2',
        });
      }),
    );
    const { session } = renderWithProviders(
      <>
        <NoteForm />
        <ReauthDialog />
      </>,
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Note'), 'Call back on Monday');
    await user.type(screen.getByLabelText('City'), 'Казань');
    await user.click(screen.getByRole('button', { name: 'Save note' }));

    const dialog = await screen.findByRole('dialog', { name: /your session has ended/i });
    expect(await within(dialog).findByLabelText(/e-mail/i)).toHaveValue('admin@sandbox.test');
    await waitFor(() => expect(within(dialog).getByLabelText(/^password/i)).toHaveFocus());
    await user.type(within(dialog).getByLabelText(/^password/i), 'sandbox');
    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('Saved: Call back on Monday / Казань')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByLabelText('Note')).toHaveValue('Call back on Monday');
    expect(screen.getByLabelText('City')).toHaveValue('Казань');
    expect(saves).toEqual([{ note: 'Call back on Monday', city: 'Казань' }]);
    expect(grants).toEqual(['refresh_token', 'password']);
    expect(session.getState().session?.accessToken).toBe('after-sign-in');
  });

  it('keeps the wrong-password message inside the dialog and the screen underneath', async () => {
    server.use(
      http.post(`${TEST_API}/notes`, () =>
        HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 }),
      ),
      http.post(`${TEST_API}/oauth/token`, () =>
        HttpResponse.json({ error: 'invalid_grant', error_description: 'nope' }, { status: 400 }),
      ),
    );
    renderWithProviders(
      <>
        <NoteForm />
        <ReauthDialog />
      </>,
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Note'), 'Draft');
    await user.click(screen.getByRole('button', { name: 'Save note' }));
    const dialog = await screen.findByRole('dialog', { name: /your session has ended/i });
    await user.type(await within(dialog).findByLabelText(/^password/i), 'wrong');
    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/e-mail or password is not right/i);
    expect(screen.getByLabelText('Note', { selector: 'input' })).toHaveValue('Draft');
  });
});
