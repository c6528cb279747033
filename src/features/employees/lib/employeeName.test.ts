import { describe, expect, it } from 'vitest';
import { employeeNameOf } from './employeeName';

const unknown = (id: number) => `employee #${id}`;

describe('employeeNameOf', () => {
  it('is pending, never the bare id, until the staff list has come', () => {
    expect(employeeNameOf(undefined, 8, unknown)).toBeUndefined();
  });

  it('names the employee from the staff list, and says "employee #8" for an id it lacks', () => {
    const names = new Map([[6, 'Анна Петрова']]);
    expect(employeeNameOf(names, 6, unknown)).toBe('Анна Петрова');
    expect(employeeNameOf(names, 8, unknown)).toBe('employee #8');
  });
});
