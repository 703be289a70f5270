// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { saveNotifications } from '@/platform/notification-setting';
import { mergeJson, readJson } from '@/platform/storage';
import { saveTheme } from '@/platform/theme';

describe('the stored settings (SPEC §3 `settings`)', () => {
  beforeEach(() => localStorage.clear());

  it('keeps each choice when another one is saved', () => {
    saveTheme('dark');
    saveNotifications(false);
    expect(readJson('settings')).toEqual({ theme: 'dark', notifications: false });
    saveTheme('light');
    expect(readJson('settings')).toEqual({ theme: 'light', notifications: false });
    expect(document.documentElement.classList.contains('light')).toBe(true);
  });

  it('replaces a value that does not parse', () => {
    localStorage.setItem('settings', '{not json');
    mergeJson('settings', { notifications: true });
    expect(readJson('settings')).toEqual({ notifications: true });
  });
});
