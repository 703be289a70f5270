import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n } from '@/i18n';
import { wireApiHeaders } from './api-headers';
import { App } from './App';
import './fonts.css';

wireApiHeaders();

const root = document.getElementById('root');
void initI18n().then(() => {
  if (!root) return;
  // A transition: React renders the first tree in slices and the main thread stays free for
  // input (the landing is already painted by the build: scripts/prepaint.mjs).
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
  // The session (guest id, token) starts after the first paint; the views that need it import it.
  void import('./session');
});
