import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../tests/support/renderWithProviders';
import { ChartFrame } from './ChartFrame';

const days = Array.from({ length: 730 }, (_, index) => ({
  key: `day-${index}`,
  cells: [`day ${index}`, index],
}));

describe('ChartFrame', () => {
  it('draws its table when it is opened, with every row, and not before', async () => {
    renderWithProviders(
      <ChartFrame
        title="Leads per day"
        summary="730 days"
        columns={[{ header: 'Day' }, { header: 'Leads', numeric: true }]}
        rows={days}
      >
        {() => <p>the chart</p>}
      </ChartFrame>,
    );
    expect(screen.queryByRole('table', { hidden: true })).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByText('Show as a table'));
    const table = await screen.findByRole('table', { name: 'Leads per day' });
    await waitFor(() => expect(table.querySelectorAll('tbody tr')).toHaveLength(730));
    expect(screen.getByRole('cell', { name: 'day 729' })).toBeVisible();
  });
});
