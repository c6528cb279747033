export { employeeNameOf } from './employeeName';
export { employeeMessages } from './messages';
export { PendingName } from './PendingName';
export { type EmployeeNames, employeeQueries } from './queries';
export { type EmployeeName, useEmployeeName } from './useEmployeeName';
