import { Button, Group, Text } from '@mantine/core';

export function UndoToast({ text, undoLabel, onUndo }: { text: string; undoLabel: string; onUndo(): void }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm">
      <Text size="sm">{text}</Text>
      <Button size="compact-sm" variant="light" onClick={onUndo}>
        {undoLabel}
      </Button>
    </Group>
  );
}
