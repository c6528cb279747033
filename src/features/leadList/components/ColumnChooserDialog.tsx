import { ActionIcon, Button, Checkbox, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useMessages } from '@/shared/i18n/I18nProvider';
import muted from '@/shared/ui/muted.module.css';
import { type ColumnPrefs, defaultColumnPrefs, MAX_COLUMN_WIDTH, MIN_COLUMN_WIDTH } from '../lib/columnPrefs';
import { columnChooserMessages } from './columnChooserMessages';
import { type FieldContext, LEAD_FIELDS, type LeadField } from './leadFields';

const fieldById = new Map<string, LeadField>(LEAD_FIELDS.map((field) => [field.id, field]));

export interface ColumnChooserDialogProps {
  prefs: ColumnPrefs;
  onChange(prefs: ColumnPrefs): void;
  fieldContext: FieldContext;
  opened: boolean;
  onClose(): void;
}

/** Show, hide, order and size columns with plain controls, so it all works by keyboard and screen reader. */
export function ColumnChooserDialog({
  prefs,
  onChange,
  fieldContext,
  opened,
  onClose,
}: ColumnChooserDialogProps) {
  const t = useMessages(columnChooserMessages);

  const move = (index: number, by: number) => {
    const order = [...prefs.order];
    const [id] = order.splice(index, 1);
    if (id === undefined) return;
    order.splice(index + by, 0, id);
    onChange({ ...prefs, order });
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('columnChooser')} size="lg">
      <Stack gap="xs">
        <Text size="sm" className={muted.muted}>
          {t('columnChooserHelp')}
        </Text>
        <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {prefs.order.map((id, index) => {
            const field = fieldById.get(id);
            if (!field) return null;
            const label = field.label(fieldContext);
            return (
              <Group key={id} component="li" gap="xs" wrap="nowrap" justify="space-between">
                <Checkbox
                  label={label}
                  aria-label={t('showColumn', { column: label })}
                  checked={prefs.visibility[id] ?? false}
                  onChange={(event) =>
                    onChange({
                      ...prefs,
                      visibility: { ...prefs.visibility, [id]: event.currentTarget.checked },
                    })
                  }
                  style={{ flex: 1 }}
                />
                <WidthInput
                  label={t('columnWidth', { column: label })}
                  width={prefs.sizing[id] ?? field.size}
                  onChange={(width) => onChange({ ...prefs, sizing: { ...prefs.sizing, [id]: width } })}
                />
                <ActionIcon
                  variant="default"
                  aria-label={t('moveUp', { column: label })}
                  disabled={index === 0}
                  onClick={() => move(index, -1)}
                >
                  <span aria-hidden="true">↑</span>
                </ActionIcon>
                <ActionIcon
                  variant="default"
                  aria-label={t('moveDown', { column: label })}
                  disabled={index === prefs.order.length - 1}
                  onClick={() => move(index, 1)}
                >
                  <span aria-hidden="true">↓</span>
                </ActionIcon>
              </Group>
            );
          })}
        </Stack>
        <Group justify="flex-end">
          <Button
            variant="subtle"
            onClick={() => onChange({ ...defaultColumnPrefs(), density: prefs.density })}
          >
            {t('resetColumns')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/**
 * A plain number field (Mantine's NumberInput would bring react-number-format into the list's bundle for this
 * alone). It keeps what is typed and passes on only widths within bounds.
 */
function WidthInput({
  label,
  width,
  onChange,
}: {
  label: string;
  width: number;
  onChange(width: number): void;
}) {
  const [text, setText] = useState(String(width));
  const [shown, setShown] = useState(width);
  if (shown !== width) {
    // The width changed from outside (a reset): show it.
    setShown(width);
    setText(String(width));
  }
  return (
    <TextInput
      type="number"
      size="xs"
      w={90}
      aria-label={label}
      min={MIN_COLUMN_WIDTH}
      max={MAX_COLUMN_WIDTH}
      step={10}
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value);
        const value = Math.round(event.currentTarget.valueAsNumber);
        if (Number.isFinite(value) && value >= MIN_COLUMN_WIDTH && value <= MAX_COLUMN_WIDTH) {
          setShown(value);
          onChange(value);
        }
      }}
    />
  );
}
