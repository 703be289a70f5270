import { mergeJson, useStoredRaw } from './storage';

type Settings = { notifications?: boolean };

/** Whether the customer takes notifications: on unless turned off in `/settings`. */
export function notificationsOn(rawSettings: string | null): boolean {
  try {
    return (JSON.parse(rawSettings ?? '{}') as Settings).notifications !== false;
  } catch {
    return true;
  }
}

/** The stored choice, re-read whenever it changes. */
export function useNotificationsOn(): boolean {
  return notificationsOn(useStoredRaw('settings'));
}

/** Saves the choice beside the theme (SPEC §3 `settings`). */
export function saveNotifications(on: boolean): void {
  mergeJson('settings', { notifications: on });
}
