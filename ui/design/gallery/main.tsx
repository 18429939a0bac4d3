// The design system gallery: every component once, for development (`--entry`) and for the
// browser test that runs axe on it in light and dark mode under the production CSP. Not part of
// the console bundle.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '../global.css';
import { ToastRegion } from '../components';
import { Actions, Fields, Overlays, Status } from './Sections';
import * as styles from './Gallery.css';

function Gallery() {
  return (
    <main className={styles.page}>
      <h1>Design system</h1>
      <Actions />
      <Fields />
      <Status />
      <Overlays />
      <ToastRegion />
    </main>
  );
}

document.documentElement.dataset.theme = 'light';
const root = document.getElementById('root');
if (root) createRoot(root).render(<StrictMode><Gallery /></StrictMode>);
