import { useAppActor, useAppSystem } from '@/system/app-system';
import { useConnect } from '@/system/flow-actor';
import { createThemeActor } from '@/system/settings-actors';
import { useHydrating } from '@/components/use-hydrating';
import { renderedTheme } from '@/platform/theme';
import { connectTheme } from './settings.connect';

/**
 * The theme toggle as a page shows it. While a server-rendered page hydrates, as the server
 * rendered it (light unless a theme is stored: a visitor whose system is dark got a hydration
 * mismatch on every page, and React's render over it lost a tap on Add), then the app's own.
 */
export function useThemeToggle() {
  const theme = useConnect(useAppActor(createThemeActor), connectTheme);
  const { stored } = useAppSystem();
  if (!useHydrating()) return theme;
  const dark = renderedTheme(stored) === 'dark';
  return {
    ...theme,
    isDark: dark,
    toggleLabelKey: dark ? 'settings.lightMode' : 'settings.darkMode',
  };
}
