import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { employeeQueries } from '@/features/employees';
import { useMessages } from '@/shared/i18n/I18nProvider';
import { deskMessages } from '../messages';

export interface WhoAmIDialogProps {
  opened: boolean;
  current: number | null;
  onChoose(employeeId: number): void;
  onCancel(): void;
}

/** "Which employee are you?": asked once when the staff list has no one with the login's e-mail. */
export function WhoAmIDialog({ opened, current, onChoose, onCancel }: WhoAmIDialogProps) {
  const t = useMessages(deskMessages);
  const staff = useQuery(employeeQueries.list());
  const [value, setValue] = useState<string | null>(current === null ? null : String(current));
  const [missing, setMissing] = useState(false);
  const textId = useId();
  const options = (staff.data ?? []).map((employee) => ({
    value: String(employee.id),
    label: employee.email ? `${employee.name} (${employee.email})` : employee.name,
  }));
  const save = () => {
    if (value === null) {
      setMissing(true);
      return;
    }
    onChoose(Number(value));
  };
  return (
    <Modal opened={opened} onClose={onCancel} title={t('whoTitle')} aria-describedby={textId}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <Stack>
          <Text id={textId} size="sm">
            {t('whoText')}
          </Text>
          <Select
            label={t('whoLabel')}
            data={options}
            value={value}
            // As in SelectField: no timer after opening an empty list to undo an arrow pressed before it runs.
            selectFirstOptionOnDropdownOpen={value === null}
            onChange={(next) => {
              setValue(next);
              setMissing(false);
            }}
            searchable
            data-autofocus
            error={missing ? t('whoRequired') : undefined}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel}>
              {t('whoCancel')}
            </Button>
            <Button type="submit">{t('whoSave')}</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
