import { create } from 'zustand';

/** A notice for the bell; `consultation` ones also raise the message-reminder popup. */
export type ShellNotification = {
  id: string;
  kind: 'consultation' | 'info' | string;
  title: string;
  content?: string;
  link?: string;
  at: number;
  read: boolean;
};

type State = { items: ShellNotification[]; reminderClosed: boolean };

/** Notices pushed by features (the chat pushes a consultation that needs handling). */
export const useNotifications = create<State>(() => ({ items: [], reminderClosed: false }));

export function pushNotification(n: Omit<ShellNotification, 'at' | 'read'> & { at?: number; read?: boolean }): void {
  useNotifications.setState((s) => ({
    items: [{ ...n, at: n.at ?? Date.now(), read: n.read ?? false }, ...s.items.filter((i) => i.id !== n.id)].slice(0, 50),
    reminderClosed: n.read ? s.reminderClosed : false,
  }));
}

/** The server's list replaces what the bell holds (after each (re)connection). */
export function setNotifications(items: ShellNotification[]): void {
  useNotifications.setState((s) => ({ items: items.slice(0, 50), reminderClosed: s.reminderClosed }));
}

export function markAllRead(): void {
  useNotifications.setState((s) => ({ items: s.items.map((i) => ({ ...i, read: true })) }));
}

export function closeReminder(): void {
  useNotifications.setState({ reminderClosed: true });
}
