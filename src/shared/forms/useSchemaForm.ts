import { zodResolver } from '@hookform/resolvers/zod';
import { type DefaultValues, type FieldValues, type UseFormReturn, useForm } from 'react-hook-form';
import type { $ZodType } from 'zod/v4/core';

/**
 * A react-hook-form form checked by a zod schema, with the one validation timing every form uses: a field is
 * first checked when it loses focus (never while the user is still typing it for the first time), then on each
 * change until it is right. Focus after a failed submit is useServerAwareSubmit's, which can first open a
 * collapsed section holding the field.
 */
export function useSchemaForm<T extends FieldValues>(
  schema: $ZodType<T, T>,
  defaultValues: DefaultValues<T>,
): UseFormReturn<T, unknown, T> {
  return useForm<T, unknown, T>({
    resolver: zodResolver(schema),
    defaultValues,
    mode: 'onTouched',
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });
}
