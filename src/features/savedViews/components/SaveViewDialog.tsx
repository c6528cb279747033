import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useMessages } from '@/shared/i18n/I18nProvider';
import { cleanName, saveView, type ViewPath } from '../lib/viewStore';
import { savedViewsMessages } from '../messages';

interface SaveViewDialogProps {
  storeKey: string;
  path: ViewPath;
  search: string;
  onClose(): void;
}

/** A name for the address on screen: the view is that address (filters, dates, sort, page size), kept as it is. */
export function SaveViewDialog({ storeKey, path, search, onClose }: SaveViewDialogProps) {
  const t = useMessages(savedViewsMessages);
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (cleanName(name) === '') {
      setProblem(t('nameMissing'));
      return;
    }
    // Page numbers are where one was, not part of what one looks at.
    const params = new URLSearchParams(search);
    params.delete('page');
    saveView(storeKey, { name, path, search: params.toString() });
    onClose();
  };
  return (
    <Modal opened onClose={onClose} title={t('saveTitle')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label={t('name')}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            error={problem}
            maxLength={80}
            data-autofocus
            autoComplete="off"
          />
          <Text size="xs" c="dimmed">
            {t('keptNote')}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button type="submit">{t('saveAction')}</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
