import { type ComboboxData, Select, type SelectProps } from '@mantine/core';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';

export interface SelectFieldProps<T extends FieldValues>
  extends Omit<SelectProps, 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error'> {
  control: Control<T>;
  /** A string field: '' means "nothing chosen". */
  name: Path<T>;
}

/**
 * A searchable, clearable Mantine Select bound to a string field ('' when empty). A value missing from `data`
 * (an id the catalog does not know) is kept and shown as an extra option, so editing never drops it silently.
 */
export function SelectField<T extends FieldValues>({
  control,
  name,
  data,
  ...selectProps
}: SelectFieldProps<T>) {
  const { field, fieldState } = useController({ control, name });
  const value = typeof field.value === 'string' && field.value !== '' ? field.value : null;
  const options = data ?? [];
  const known = value !== null && hasOption(options, value);
  return (
    <Select
      searchable
      clearable
      // Focus moves here after a failed submit; a list springing open then would hide the error.
      openOnFocus={false}
      // Mantine notes an empty list's highlight in a timer after opening, which can undo an arrow pressed before it
      // runs (a busy page); highlighting the first option as the list opens leaves no such timer.
      selectFirstOptionOnDropdownOpen={value === null}
      {...selectProps}
      data={value === null || known ? options : [...options, { value, label: `#${value}` }]}
      ref={field.ref}
      name={field.name}
      value={value}
      onChange={(next) => field.onChange(next ?? '')}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
    />
  );
}

type Option = string | { value: string };

function hasOption(data: ComboboxData, value: string): boolean {
  const matches = (option: Option) => (typeof option === 'string' ? option : option.value) === value;
  return data.some((item) =>
    typeof item === 'object' && 'group' in item ? item.items.some(matches) : matches(item),
  );
}
