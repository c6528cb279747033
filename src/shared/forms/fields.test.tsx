import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '@/shared/i18n/I18nProvider';
import { CheckboxField } from './CheckboxField';
import { PhoneField } from './PhoneField';
import { SelectField } from './SelectField';
import { TextField } from './TextField';

type Values = { email: string; phone: string; city: string; stage: string; reuse: boolean };

function Form({ serverError }: { serverError?: string }) {
  const form = useForm<Values>({
    defaultValues: { email: 'a@', phone: '', city: '42', stage: '', reuse: false },
  });
  useEffect(() => {
    if (serverError) form.setError('email', { type: 'server', message: serverError });
  }, [form, serverError]);
  return (
    <form>
      <TextField control={form.control} name="email" id="email" label="E-mail" description="Work address" />
      <PhoneField control={form.control} name="phone" id="phone" label="Phone" />
      <SelectField
        control={form.control}
        name="city"
        id="city"
        label="City"
        data={[{ value: '1', label: 'Moscow' }]}
      />
      <SelectField
        control={form.control}
        name="stage"
        id="stage"
        label="Stage"
        searchable={false}
        data={[
          { value: '1', label: 'New' },
          { value: '2', label: 'In progress' },
          { value: '3', label: 'Won' },
        ]}
      />
      <CheckboxField control={form.control} name="reuse" label="Reuse the client" />
      <output aria-label="Reuse value">{String(form.watch('reuse'))}</output>
    </form>
  );
}

function renderForm(serverError?: string) {
  return render(
    <I18nProvider locale="en">
      <MantineProvider env="test">
        <Form serverError={serverError} />
      </MantineProvider>
    </I18nProvider>,
  );
}

describe('form fields', () => {
  it('tie label, description and error to the input (Mantine sets aria-invalid and aria-describedby)', async () => {
    renderForm('The email field must be a valid email address.');
    const email = screen.getByLabelText('E-mail');
    expect(await screen.findByText('The email field must be a valid email address.')).toBeVisible();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('The email field must be a valid email address. Work address');
  });

  it('leave a valid field unmarked', () => {
    renderForm();
    expect(screen.getByLabelText('E-mail')).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('Work address');
  });

  it('tidy a recognised phone on blur and leave anything else as typed', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm();
    const phone = screen.getByLabelText('Phone');
    expect(phone).toHaveAttribute('type', 'tel');
    await user.type(phone, '8 (916) 1234567');
    await user.tab();
    expect(phone).toHaveValue('+7 916 123-45-67');
    await user.clear(phone);
    await user.type(phone, '12345');
    await user.tab();
    expect(phone).toHaveValue('12345');
  });

  it('keep a select value the options do not know, shown by its id', () => {
    renderForm();
    expect(screen.getByRole('combobox', { name: 'City' })).toHaveValue('#42');
  });

  it('act on every arrow key in an empty select, however soon after the one that opened its list', () => {
    renderForm();
    const stage = screen.getByRole('combobox', { name: 'Stage' });
    stage.focus();
    // A busy page runs the list's own timers one at a time, with keys in between: they are queued here and run by hand.
    const timers: (() => void)[] = [];
    const setTimeoutSpy = vi.spyOn(window, 'setTimeout').mockImplementation(((callback: () => void) => {
      timers.push(callback);
      return timers.length;
    }) as typeof window.setTimeout);
    try {
      const arrowDown = () => fireEvent.keyDown(stage, { key: 'ArrowDown', code: 'ArrowDown' });
      const highlighted = () =>
        screen
          .getAllByRole('option', { hidden: true })
          .filter((option) => option.hasAttribute('data-combobox-selected'))
          .map((option) => option.textContent);
      const runNextTimer = () => act(() => timers.shift()?.());
      arrowDown();
      expect(highlighted()).toEqual(['New']);
      runNextTimer();
      arrowDown();
      while (timers.length > 0) runNextTimer();
      expect(highlighted()).toEqual(['In progress']);
      fireEvent.keyDown(stage, { key: 'Enter', code: 'Enter' });
      expect(stage).toHaveValue('In progress');
    } finally {
      setTimeoutSpy.mockRestore();
    }
  });

  it('bind a checkbox to a boolean field', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm();
    const checkbox = screen.getByRole('checkbox', { name: 'Reuse the client' });
    expect(checkbox).not.toBeChecked();
    await user.click(checkbox);
    expect(checkbox).toBeChecked();
    expect(screen.getByLabelText('Reuse value')).toHaveTextContent('true');
  });
});
