import { TextInput, type TextInputProps } from '@mantine/core';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';

export interface TextFieldProps<T extends FieldValues>
  extends Omit<TextInputProps, 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error'> {
  control: Control<T>;
  /** A string field. */
  name: Path<T>;
  /** Rewrites the value when the input loses focus (e.g. tidies a phone number); return it unchanged to keep it. */
  tidy?: (value: string) => string;
}

/**
 * A text input bound to a react-hook-form string field. Label, description and the field's error (client or
 * server) are Mantine's own: the input gets `aria-invalid` and an `aria-describedby` naming the description and
 * the error. Give it a stable `id` so an error summary can link to it.
 */
export function TextField<T extends FieldValues>({ control, name, tidy, ...inputProps }: TextFieldProps<T>) {
  const { field, fieldState } = useController({ control, name });
  const value = typeof field.value === 'string' ? field.value : '';
  return (
    <TextInput
      {...inputProps}
      ref={field.ref}
      name={field.name}
      value={value}
      onChange={(event) => field.onChange(event.currentTarget.value)}
      onBlur={() => {
        const tidied = tidy ? tidy(value) : value;
        if (tidied !== value) field.onChange(tidied);
        field.onBlur();
      }}
      error={fieldState.error?.message}
    />
  );
}
