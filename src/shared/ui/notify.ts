import { notifications } from '@mantine/notifications';
import { requestToastHost } from './toastHost';

export interface NotifyOptions {
  title?: string;
  /** Milliseconds before the toast goes by itself; long enough to read a sentence. */
  autoClose?: number;
}

/** A toast for an action that completed, e.g. "Lead saved". Screen readers hear it from the toast region. */
export function notifySuccess(message: string, options: NotifyOptions = {}): void {
  requestToastHost();
  notifications.show({
    message,
    title: options.title,
    color: 'green',
    // Polite: a completed action should not interrupt what the screen reader is saying.
    role: 'status',
    autoClose: options.autoClose ?? 5000,
    withBorder: true,
  });
}
