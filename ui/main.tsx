// Entry point: apply the stored theme before the first paint (no flash of the wrong mode), then
// mount the app. Everything else lives in Providers.
import './app/start-requests';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Providers } from './app/Providers';
import { AppRoutes } from './app/routes';
import './design/global.css';

type Theme = 'light' | 'dark' | 'system';

/** Reads the theme from zustand's persisted `preferences` entry ({"state":{"theme":…},"version":N}). */
function storedTheme(): Theme {
  try {
    const raw = localStorage.getItem('preferences');
    const theme: unknown = raw ? JSON.parse(raw)?.state?.theme : undefined;
    return theme === 'light' || theme === 'dark' || theme === 'system' ? theme : 'system';
  } catch {
    return 'system'; // Storage blocked or corrupt JSON: fall back to the system preference.
  }
}

document.documentElement.dataset.theme = storedTheme();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(
  <StrictMode>
    <Providers>
      <AppRoutes />
    </Providers>
  </StrictMode>,
);
