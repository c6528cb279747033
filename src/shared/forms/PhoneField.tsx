import type { FieldValues } from 'react-hook-form';
import { formatPhone, normalizePhone } from '@/shared/lib/phones';
import { TextField, type TextFieldProps } from './TextField';

/** '+7 916 123-45-67' for a number normalizePhone recognises; anything else as typed, for validation to flag. */
function tidyPhone(value: string): string {
  const normalized = normalizePhone(value);
  return normalized === null ? value : formatPhone(normalized);
}

/**
 * A phone input: accepts +7 (916) 123-45-67, 8 916 123 45 67, 9161234567 and international numbers with '+',
 * and tidies a recognised number when it loses focus. Validate with `isValidPhone` and send with `phoneToWire`
 * (both in lib/phones), so the API always gets '+' and digits.
 */
export function PhoneField<T extends FieldValues>(props: Omit<TextFieldProps<T>, 'tidy'>) {
  return <TextField type="tel" inputMode="tel" autoComplete="tel" {...props} tidy={tidyPhone} />;
}
