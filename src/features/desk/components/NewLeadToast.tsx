import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { requestToastHost } from '@/shared/ui/toastHost';

/** Long enough to notice from the next window, short enough not to pile up. */
const NEW_LEAD_TOAST_MS = 15_000;

/** "New lead: Anna (Website)" with "Open": polite, so it never cuts off what a screen reader is saying. */
export function showNewLeadToast(text: string, action: string, onOpen: () => void): void {
  requestToastHost();
  const id = notifications.show({
    role: 'status',
    color: 'blue',
    withBorder: true,
    autoClose: NEW_LEAD_TOAST_MS,
    message: (
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text size="sm">{text}</Text>
        <Button
          size="compact-sm"
          variant="light"
          onClick={() => {
            notifications.hide(id);
            onOpen();
          }}
        >
          {action}
        </Button>
      </Group>
    ),
  });
}
