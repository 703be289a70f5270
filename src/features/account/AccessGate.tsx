import { useEffect, type ReactNode } from 'react';
import { useLocation, useSearch } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import { NotFound } from '@/components/NotFound';
import { PageSpinner } from '@/components/PageSpinner';
import { accessVerdict, REFUSAL_MESSAGE_KEYS, type AccessRule } from '@/domain/access';
import { authPath } from '@/domain/auth';
import { useStoredScope } from '@/platform/location-store';
import { connect as connectSession } from './session.connect';
import { showToast } from '@/system/run-effects';
import { useConnect } from '@/system/flow-actor';
import { useSessionActor } from '@/system/use-session';
import { useConfig } from '@/system/use-config';
import '@/i18n/texts/shared';

/**
 * Renders an account page only for whom SPEC §5/§6 let in: a refused visitor gets the SPEC
 * message and goes to sign-in (back here after) or to the location picker; a page switched off
 * in the config is not found.
 */
export function AccessGate({ rule, children }: { rule: AccessRule; children: ReactNode }) {
  const [path] = useLocation();
  const search = useSearch();
  const { isSignedIn } = useConnect(useSessionActor(), connectSession);
  const { zoneIds } = useStoredScope();
  const config = useConfig().data;
  const verdict = accessVerdict(rule, {
    signedIn: isSignedIn,
    hasZone: zoneIds !== null && zoneIds.length > 0,
    flags: config,
  });

  useEffect(() => {
    if (verdict !== 'needsLogin' && verdict !== 'needsZone') return;
    showToast({ type: 'toast', status: 'error', messageKey: REFUSAL_MESSAGE_KEYS[verdict] });
    const here = search ? `${path}?${search}` : path;
    navigate(verdict === 'needsLogin' ? authPath('signIn', here) : '/', { replace: true });
  }, [verdict, path, search]);

  if (verdict === 'hidden') return <NotFound />;
  if (verdict !== 'allowed') return <PageSpinner />;
  return children;
}
