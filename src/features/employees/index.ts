export { PendingName } from './components/PendingName';
export { type EmployeeName, useEmployeeName } from './hooks/useEmployeeName';
export { employeeNameOf } from './lib/employeeName';
export { employeeMessages } from './messages';
export { type EmployeeNames, employeeQueries } from './queries';
