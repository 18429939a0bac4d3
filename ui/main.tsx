// Entry point: apply the stored theme before the first paint (no flash of the wrong mode), then
// mount the app. Everything else lives in Providers.
import './app/start-requests';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Providers } from './app/Providers';
import { AppRoutes } from './app/routes';
import './design/global.css';
import { applyTheme, storedTheme } from './stores/preferences';

applyTheme(storedTheme());

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(
  <StrictMode>
    <Providers>
      <AppRoutes />
    </Providers>
  </StrictMode>,
);
