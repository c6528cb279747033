export type { EmployeeNames } from './queries';
export { employeeQueries } from './queries';
