import type { EmployeeNames } from '../queries';

/**
 * What to show for an employee id: the name from the staff list; `undefined` while that list is still coming (show
 * a placeholder, never the bare id, which would flash and then change); the `unknown` wording once the list has
 * come (or failed) without the id.
 */
export function employeeNameOf(
  names: EmployeeNames | undefined,
  id: number,
  unknown: (id: number) => string,
): string | undefined {
  if (names === undefined) return undefined;
  return names.get(id) ?? unknown(id);
}
