import type { ProtectedRoute } from '../http/router.ts';
import type { Services } from '../services.ts';

export function employeeRoutes(services: Services): ProtectedRoute[] {
  return [
    {
      method: 'GET',
      path: '/user/all-list',
      access: 'token',
      handler: () => ({ status: 200, body: { data: services.employees.all() } }),
    },
  ];
}
