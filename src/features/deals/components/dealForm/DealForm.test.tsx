import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { ValidationError } from '@/api/errors';
// Renamed: it registers vitest hooks, not React ones, which the linter cannot tell apart by the name.
import { setupMswServer } from '../../../../../tests/support/msw';
import { renderWithProviders, TEST_API } from '../../../../../tests/support/renderWithProviders';
import { DealForm } from './DealForm';
import type { DealFormValues } from './dealFormSchema';
import { useDealForm } from './useDealForm';

const server = setupMswServer();

const catalogs = {
  sources: [],
  funnelStages: [
    { id: 1, name: 'New' },
    { id: 2, name: 'In progress' },
  ],
  cities: [
    { id: 1, name: 'Moscow' },
    { id: 2, name: 'Saint Petersburg' },
  ],
  offices: [
    { id: 1, name: 'Tverskaya', cityId: 1 },
    { id: 3, name: 'Nevsky', cityId: 2 },
  ],
};

function Harness({ onSave }: { onSave: (values: DealFormValues) => Promise<void> }) {
  const form = useDealForm();
  return (
    <DealForm
      form={form}
      onSave={onSave}
      actions={({ pending }) => (
        <button type="submit" disabled={pending}>
          Create deal
        </button>
      )}
    />
  );
}

function renderDealForm(onSave: (values: DealFormValues) => Promise<void>, accountCatalogs = catalogs) {
  server.use(
    http.get(`${TEST_API}/user/all-list`, () =>
      HttpResponse.json({ data: [{ id: 6, name: 'Ekaterina Volkova', email: null }] }),
    ),
  );
  return renderWithProviders(<Harness onSave={onSave} />, { config: { catalogs: accountCatalogs } });
}

const combobox = (name: string) => screen.getByRole('combobox', { name });

describe('DealForm', () => {
  it('needs a funnel stage', async () => {
    const saved: DealFormValues[] = [];
    const user = userEvent.setup({ delay: null });
    renderDealForm(async (values) => {
      saved.push(values);
    });
    await user.click(screen.getByRole('button', { name: 'Create deal' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose the funnel stage');
    expect(combobox('Funnel stage')).toHaveAccessibleDescription('Choose the funnel stage');
    expect(saved).toEqual([]);
  }, 20_000);

  it('offers the offices of the chosen city and fills the city from an office', async () => {
    const saved: DealFormValues[] = [];
    const user = userEvent.setup({ delay: null });
    renderDealForm(async (values) => {
      saved.push(values);
    });
    await user.click(combobox('Office'));
    await user.click(await screen.findByRole('option', { name: 'Nevsky' }));
    expect(combobox('City')).toHaveValue('Saint Petersburg');

    await user.click(combobox('City'));
    await user.click(await screen.findByRole('option', { name: 'Moscow' }));
    expect(combobox('Office')).toHaveValue('');

    await user.click(combobox('Funnel stage'));
    await user.click(await screen.findByRole('option', { name: 'In progress' }));
    await user.click(combobox('Owner'));
    await user.click(await screen.findByRole('option', { name: 'Ekaterina Volkova' }));
    await user.click(screen.getByRole('button', { name: 'Create deal' }));
    await waitFor(() =>
      expect(saved).toEqual([
        { funnelStageId: '2', userIdOwner: '6', locationCityId: '1', locationUnitId: '' },
      ]),
    );
  }, 20_000);

  it('puts a 422 on the stage and the rest in the summary', async () => {
    const user = userEvent.setup({ delay: null });
    renderDealForm(async () => {
      throw new ValidationError('The selected funnel stage id is invalid. (and 1 more error)', {
        funnelStageId: ['The selected funnel stage id is invalid.'],
        contact_id: ['The selected contact id is invalid.'],
      });
    });
    await user.click(combobox('Funnel stage'));
    await user.click(await screen.findByRole('option', { name: 'New' }));
    await user.click(screen.getByRole('button', { name: 'Create deal' }));
    await waitFor(() =>
      expect(combobox('Funnel stage')).toHaveAccessibleDescription(
        'The selected funnel stage id is invalid.',
      ),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('The selected contact id is invalid.');
  }, 20_000);
  it('takes the stage as a number when the account has no stage catalog', async () => {
    const saved: DealFormValues[] = [];
    const user = userEvent.setup({ delay: null });
    renderDealForm(
      async (values) => {
        saved.push(values);
      },
      { ...catalogs, funnelStages: [] },
    );
    const stage = screen.getByRole('textbox', { name: /funnel stage/i });
    await user.type(stage, 'new');
    await user.click(screen.getByRole('button', { name: 'Create deal' }));
    await waitFor(() => expect(stage).toHaveAccessibleDescription(/stage number in digits/i));
    expect(saved).toEqual([]);

    await user.clear(stage);
    await user.type(stage, '4');
    await user.click(screen.getByRole('button', { name: 'Create deal' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.funnelStageId).toBe('4');
  });
});
