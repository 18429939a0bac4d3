// Entry point: apply the stored theme before the first paint (no flash of the wrong mode), then
// mount the app. Everything else lives in Providers.
import './app/start-requests';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { Providers } from './app/Providers';
import { keepsLastVisit } from './app/last-visit';
import { startAnswers } from './app/prefetch';
import { AppRoutes } from './app/routes';
import './design/global.css';
import { applyTheme, storedTheme } from './stores/preferences';

applyTheme(storedTheme());

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = container;
// The first render is a transition: React then renders the page in slices of a few milliseconds,
// yielding between them, instead of one task of 100–150 ms (issue 38: long tasks before the
// list); it still commits once, with the rows.
const render = () => {
  const app = createRoot(root);
  startTransition(() =>
    app.render(
      <StrictMode>
        <Providers>
          <AppRoutes />
        </Providers>
      </StrictMode>,
    ),
  );
};
// The last visit's list draws at once; otherwise the first render waits for the start-up answers
// (already asked by index.html's script) and draws the page with them (issue 38), but never longer
// than a second: a slow or silent server gets the shell and its loaders, not a blank page.
if (keepsLastVisit()) render();
else void Promise.race([startAnswers(), new Promise((done) => setTimeout(done, 1000))]).finally(render);
