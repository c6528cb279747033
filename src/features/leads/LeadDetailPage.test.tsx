import { configure, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { testCatalogs, testEmployees, wireLead } from '../../../tests/support/leadFixtures';
import { setupMswServer } from '../../../tests/support/msw';
import { renderWithProviders, TEST_API } from '../../../tests/support/renderWithProviders';
import { LeadDetailPage } from './LeadDetailPage';

const server = setupMswServer();
configure({ asyncUtilTimeout: 5_000 });

function renderDetail(lead: Record<string, unknown>) {
  server.use(
    http.get(`${TEST_API}/lead/7`, () => HttpResponse.json({ data: lead })),
    http.get(`${TEST_API}/user/all-list`, () => HttpResponse.json({ data: testEmployees })),
  );
  return renderWithProviders(<LeadDetailPage />, {
    route: '/leads/7',
    path: '/leads/:leadId',
    config: { catalogs: testCatalogs },
  });
}

const definition = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling;

describe('LeadDetailPage', { timeout: 20_000 }, () => {
  it('shows contacts as links, names for ids, and the id where no name is known', async () => {
    renderDetail(wireLead({ funnelStageId: 99, utmSource: 'spring', otherCount: 0 }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Lead Ivan Petrov' })).toBeVisible();
    expect(screen.getByRole('link', { name: '+7 916 123-45-67' })).toHaveAttribute(
      'href',
      'tel:+79161234567',
    );
    expect(screen.getByRole('link', { name: 'ivan@example.com' })).toHaveAttribute(
      'href',
      'mailto:ivan@example.com',
    );
    await waitFor(() => expect(definition('Owner')).toHaveTextContent('Olga Zakharova'));
    expect(definition('Updated by')).toHaveTextContent('Roman Andreev');
    expect(definition('Source')).toHaveTextContent('Website');
    expect(definition('Funnel stage')).toHaveTextContent('#99');
    expect(definition('Office')).toHaveTextContent('Tverskaya office');
    expect(definition('UTM source')).toHaveTextContent('spring');
    expect(definition('Created')?.querySelector('time')).toHaveAttribute(
      'datetime',
      '2026-05-28T20:26:40.000Z',
    );
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/leads/7/edit');
    expect(screen.getByRole('link', { name: 'Create deal' })).toHaveAttribute(
      'href',
      '/deals/new?fromLead=7',
    );
  });

  it('says in a plain note when other leads share the contacts, linking the first', async () => {
    renderDetail(wireLead({ otherCount: 2, firstId: 3 }));
    expect(await screen.findByText('Possible duplicate')).toBeVisible();
    expect(screen.getByText('Other leads share this phone or e-mail: 2.')).toBeVisible();
    expect(
      screen.getByRole('link', { name: 'Open the first lead with these contacts (#3)' }),
    ).toHaveAttribute('href', '/leads/3');
    const attribution = screen.getByRole('region', { name: 'Attribution' });
    expect(within(attribution).getByText('No attribution labels are recorded for this lead.')).toBeVisible();
  });
});
