import type { ProtectedRoute } from '../http/router';
import type { Services } from '../services';

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
