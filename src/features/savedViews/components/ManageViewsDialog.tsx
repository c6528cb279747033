import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useMessages } from '@/shared/i18n/I18nProvider';
import { deleteView, moveView, renameView, type SavedView } from '../lib/viewStore';
import { savedViewsMessages } from '../messages';

interface ManageViewsDialogProps {
  storeKey: string;
  views: readonly SavedView[];
  onClose(): void;
}

/** Rename, reorder and delete; each change is kept at once. */
export function ManageViewsDialog({ storeKey, views, onClose }: ManageViewsDialogProps) {
  const t = useMessages(savedViewsMessages);
  return (
    <Modal opened onClose={onClose} title={t('manageTitle')} size="lg">
      <Stack gap="sm">
        {views.map((view, index) => (
          <Group key={view.id} gap="xs" align="flex-end" wrap="nowrap">
            <TextInput
              style={{ flex: 1 }}
              label={t('rename', { name: view.name })}
              defaultValue={view.name}
              maxLength={80}
              onBlur={(event) => {
                const name = event.currentTarget.value;
                if (name.trim() !== '' && name !== view.name) renameView(storeKey, view.id, name);
              }}
            />
            <Button
              variant="default"
              aria-label={t('moveUp', { name: view.name })}
              disabled={index === 0}
              onClick={() => moveView(storeKey, view.id, -1)}
            >
              ↑
            </Button>
            <Button
              variant="default"
              aria-label={t('moveDown', { name: view.name })}
              disabled={index === views.length - 1}
              onClick={() => moveView(storeKey, view.id, 1)}
            >
              ↓
            </Button>
            <Button
              color="red"
              variant="light"
              aria-label={t('remove', { name: view.name })}
              onClick={() => deleteView(storeKey, view.id)}
            >
              ✕
            </Button>
          </Group>
        ))}
        <Group justify="flex-end">
          <Button onClick={onClose}>{t('done')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
