import { proxy } from 'valtio';

export type Severity = 'success' | 'error' | 'info' | 'warning';
export type Notice = {
  id: number;
  severity: Severity;
  message: string;
  /** A heading above the message (live events). */
  title?: string;
  action?: { label: string; run: () => void };
};

/** Toasts for rejected actions and successes (spec section 8); rendered by components/ui/toaster. */
export const notifications = proxy<{ items: Notice[] }>({ items: [] });

let nextId = 1;
const AUTO_DISMISS_MS = 6_000;

export function dismiss(id: number) {
  notifications.items = notifications.items.filter((item) => item.id !== id);
}

export function notify(severity: Severity, message: string, action?: Notice['action'], title?: string) {
  const id = nextId++;
  // The same message twice in a row is shown once.
  if (notifications.items.at(-1)?.message === message) return notifications.items.at(-1)?.id ?? id;
  notifications.items = [...notifications.items.slice(-3), { id, severity, message, action, title }];
  if (typeof window !== 'undefined') window.setTimeout(() => dismiss(id), AUTO_DISMISS_MS);
  return id;
}

export const notifyError = (message: string, action?: Notice['action']) => notify('error', message, action);
export const notifySuccess = (message: string) => notify('success', message);
