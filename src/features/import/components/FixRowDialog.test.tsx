import { configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../tests/support/renderWithProviders';
import type { NameCatalogs } from '../read/nameMatching';
import type { ImportRowData } from '../read/prepareRows';
import { FixRowDialog } from './FixRowDialog';

// A wait limit, not a speed target: the machine running the tests may be shared and slow.
configure({ asyncUtilTimeout: 10_000 });

const catalogs: NameCatalogs = {
  sourceId: [{ id: 2, name: 'Сайт' }],
  funnelStageId: [{ id: 1, name: 'Новый' }],
  userIdOwner: [],
  locationCityId: [],
  locationUnitId: [],
};

const row: ImportRowData = {
  index: 4,
  values: { name: 'Anna', email: 'not-an-email', sourceId: '2', cost: '-5' },
  problems: [
    { field: 'email', message: 'Enter an e-mail like name@example.com.' },
    { field: 'cost', message: 'Enter a whole amount of roubles, 0 or more, digits only.' },
    { field: null, message: 'The row has 3 cells, the header 4.' },
  ],
  duplicateOf: null,
  contactKeys: [],
  cells: ['Anna', 'not-an-email', 'Сайт'],
};

describe('FixRowDialog', () => {
  it('opens with the row’s problems on their fields, checks with the lead form’s rules, and gives back the row', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    renderWithProviders(
      <FixRowDialog row={row} catalogs={catalogs} onSave={onSave} onClose={() => undefined} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Fix row 6' });
    expect(dialog).toHaveTextContent('The row has 3 cells, the header 4.');
    const email = screen.getByLabelText('E-mail');
    expect(email).toHaveAccessibleDescription(/Enter an e-mail like name@example.com/);
    expect(screen.getByLabelText('Cost')).toHaveAccessibleDescription(/whole amount of roubles/);

    await user.clear(email);
    await user.type(email, 'still wrong');
    await user.click(screen.getByRole('button', { name: 'Use these values' }));
    expect(await screen.findByText('There is a problem')).toBeVisible();
    expect(onSave).not.toHaveBeenCalled();

    await user.clear(email);
    await user.type(email, 'Anna@Example.com');
    await user.clear(screen.getByLabelText('Cost'));
    await user.type(screen.getByLabelText('Cost'), '1500');
    await user.click(screen.getByRole('button', { name: 'Use these values' }));
    await vi.waitFor(() => expect(onSave).toHaveBeenCalledTimes(1), { timeout: 10_000 });
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({
      index: 4,
      values: { name: 'Anna', email: 'Anna@Example.com', sourceId: '2', cost: '1500' },
      problems: [],
      contactKeys: ['email:anna@example.com'],
    });
  });
});
