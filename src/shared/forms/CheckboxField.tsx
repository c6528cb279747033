import { Checkbox, type CheckboxProps } from '@mantine/core';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';

export interface CheckboxFieldProps<T extends FieldValues>
  extends Omit<CheckboxProps, 'name' | 'checked' | 'defaultChecked' | 'onChange' | 'onBlur' | 'error'> {
  control: Control<T>;
  /** A boolean field. */
  name: Path<T>;
}

/** A checkbox bound to a react-hook-form boolean field, the same way TextField binds a text one. */
export function CheckboxField<T extends FieldValues>({
  control,
  name,
  ...checkboxProps
}: CheckboxFieldProps<T>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <Checkbox
      {...checkboxProps}
      ref={field.ref}
      name={field.name}
      checked={field.value === true}
      onChange={(event) => field.onChange(event.currentTarget.checked)}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
    />
  );
}
