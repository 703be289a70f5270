import { navigate } from 'wouter/use-browser-location';
import { toastKey } from '@machines/effects';
import { saveModule, type StoredModule } from '@/platform/location-store';
import { showToast } from './run-effects';
import '@/i18n/texts/shared';

/** Switching module from the rail or the phone switcher: stored, announced, then its home (SPEC §4). */
export function chooseModule(module: StoredModule): void {
  saveModule({ id: module.id, module_name: module.module_name, module_type: module.module_type });
  showToast(toastKey('success', 'modules.selected'));
  navigate('/home');
}
