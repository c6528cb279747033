import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { RequireAuth } from '@/features/auth';
import { loadNeedsNetwork } from '@/features/offline';
import { loadLaterStyles } from '@/shared/ui/laterStyles';
import { AppLayout } from '../shell/AppLayout';
import { NotFoundPage } from '../shell/NotFoundPage';
import { RouteError } from '../shell/RouteError';
import { RouteLoading } from '../shell/RouteLoading';

/** Every screen but the lead list also needs the stylesheets the first screen leaves out. */
async function withLaterStyles<T>(screen: Promise<T>): Promise<T> {
  const [module] = await Promise.all([screen, loadLaterStyles()]);
  return module;
}

/** Screens load on demand, so the sign-in page ships none of the lead table or the forms. */
export const routes: RouteObject[] = [
  {
    path: '/login',
    lazy: async () => ({
      Component: (await withLaterStyles(import('@/features/auth/LoginPage'))).LoginPage,
    }),
    hydrateFallbackElement: <RouteLoading />,
    errorElement: <RouteError />,
  },
  {
    element: <RequireAuth />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <RouteLoading />,
    children: [
      {
        element: <AppLayout />,
        children: [
          {
            errorElement: <RouteError />,
            children: [
              { index: true, element: <Navigate to="/leads" replace /> },
              {
                path: 'inbox',
                lazy: async () => ({
                  Component: (
                    await withLaterStyles(import('@/features/desk').then((desk) => desk.loadInboxPage()))
                  ).InboxPage,
                }),
              },
              {
                path: 'leads',
                lazy: async () => ({
                  Component: (await import('@/features/leadList/LeadListPage')).LeadListPage,
                }),
              },
              {
                path: 'leads/:leadId',
                lazy: async () => ({
                  Component: (await withLaterStyles(import('@/features/leads/LeadDetailPage')))
                    .LeadDetailPage,
                }),
              },
              {
                path: 'leads/:leadId/edit',
                lazy: async () => ({
                  Component: (await withLaterStyles(import('@/features/leads/LeadEditPage'))).LeadEditPage,
                }),
              },
              {
                path: 'board',
                lazy: async () => ({
                  Component: (await withLaterStyles(import('@/features/board/BoardPage'))).BoardPage,
                }),
              },
              {
                path: 'duplicates',
                lazy: async () => ({
                  Component: (await withLaterStyles(import('@/features/duplicates/DuplicatesPage')))
                    .DuplicatesPage,
                }),
              },
              {
                path: 'dashboard',
                lazy: async () => ({
                  Component: (await withLaterStyles(import('@/features/dashboard/DashboardPage')))
                    .DashboardPage,
                }),
              },
              {
                // Offline too: a new lead waits in the outbox and is created once the network is back.
                path: 'leads/new',
                lazy: async () => ({
                  Component: (await withLaterStyles(import('@/features/leads/LeadCreatePage')))
                    .LeadCreatePage,
                }),
              },
              {
                // Screens that write to the CRM as they go: offline, they say so before their first step.
                lazy: async () => ({ Component: (await loadNeedsNetwork()).NeedsNetwork }),
                children: [
                  {
                    path: 'leads/import',
                    lazy: async () => ({
                      Component: (await import('@/features/import/ImportRoute')).ImportRoute,
                    }),
                  },
                  {
                    path: 'leads/bulk',
                    lazy: async () => ({
                      Component: (await import('@/features/bulk/RecentChangesPage')).RecentChangesPage,
                    }),
                  },
                  {
                    path: 'leads/bulk/:jobId',
                    lazy: async () => ({
                      Component: (await import('@/features/bulk/BulkJobPage')).BulkJobPage,
                    }),
                  },
                  {
                    path: 'clients/new',
                    lazy: async () => ({
                      Component: (await withLaterStyles(import('@/features/clients/ClientCreatePage')))
                        .ClientCreatePage,
                    }),
                  },
                  {
                    path: 'organizations/new',
                    lazy: async () => ({
                      Component: (
                        await withLaterStyles(import('@/features/organizations/OrganizationCreatePage'))
                      ).OrganizationCreatePage,
                    }),
                  },
                  {
                    path: 'deals/new',
                    lazy: async () => ({
                      Component: (await withLaterStyles(import('@/features/deals/DealWizardPage')))
                        .DealWizardPage,
                    }),
                  },
                ],
              },
              { path: '*', element: <NotFoundPage /> },
            ],
          },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
