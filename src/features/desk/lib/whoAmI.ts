/** An employee as the staff list gives them. */
export interface StaffMember {
  id: number;
  name: string;
  email: string | null;
}

/** The staff entry whose e-mail is the login (case and spaces ignored); null when none or several match. */
export function matchEmployee(staff: readonly StaffMember[], login: string): StaffMember | null {
  const wanted = login.trim().toLowerCase();
  if (wanted === '') return null;
  const matches = staff.filter((member) => member.email?.trim().toLowerCase() === wanted);
  return matches.length === 1 ? (matches[0] ?? null) : null;
}

export const ME_STORAGE_PREFIX = 'crm.desk.me:';

/** Where the person's own answer is kept: per account address and login. */
export function meStorageKey(accountAddress: string, login: string): string {
  return `${ME_STORAGE_PREFIX}${accountAddress.replace(/\/+$/, '')}|${login.trim().toLowerCase()}`;
}
