import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { LeadLink, LeadOpenerProvider, useLeadOpener } from './LeadLink';

function ListRow() {
  const opener = useLeadOpener(useLocation().search);
  return (
    <LeadOpenerProvider value={opener}>
      <LeadLink leadId={7}>Anna</LeadLink>
    </LeadOpenerProvider>
  );
}

function LeadPage() {
  const location = useLocation();
  return <p>{`lead page, back to ${JSON.stringify(location.state)}`}</p>;
}

function renderList() {
  const router = createMemoryRouter(
    [
      { path: '/leads', element: <ListRow /> },
      { path: '/leads/:id', element: <LeadPage /> },
    ],
    { initialEntries: ['/leads?stage=2'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('LeadLink', () => {
  it('opens the lead in the app with the list’s return state, read at the click', async () => {
    const router = renderList();
    const link = screen.getByRole('link', { name: 'Anna' });
    expect(link).toHaveAttribute('href', '/leads/7');
    await userEvent.setup({ delay: null }).click(link);
    expect(await screen.findByText('lead page, back to {"fromList":{"search":"?stage=2"}}')).toBeVisible();
    expect(router.state.location.pathname).toBe('/leads/7');
  });

  it('leaves a click for a new tab or window to the browser', () => {
    const router = renderList();
    const link = screen.getByRole('link', { name: 'Anna' });
    // What the browser would see after the app's handlers: taken over (prevented) or left to it. Then stopped,
    // as jsdom cannot open another document.
    const leftToBrowser: boolean[] = [];
    const browser = (event: MouseEvent) => {
      leftToBrowser.push(!event.defaultPrevented);
      event.preventDefault();
    };
    window.addEventListener('click', browser);
    for (const click of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { button: 1 }, {}]) {
      fireEvent.click(link, click);
    }
    window.removeEventListener('click', browser);
    expect(leftToBrowser).toEqual([true, true, true, true, false]);
    expect(router.state.location.pathname).toBe('/leads/7');
  });
});
