// Document-wide rules: a small reset, base typography, a visible focus ring for keyboard users,
// and reduced motion. Components style their own states through React Aria data attributes.
import { globalStyle } from '@vanilla-extract/css';
import { color, font, motion } from './contract.css';
import './themes.css';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html', {
  WebkitTextSizeAdjust: '100%',
  textSizeAdjust: '100%',
});

globalStyle('html, body', { margin: 0, padding: 0, minHeight: '100%' });

globalStyle('body', {
  background: color.surface,
  color: color.text,
  fontFamily: font.body,
  fontSize: font.sizeMd,
  lineHeight: font.lineNormal,
  WebkitFontSmoothing: 'antialiased',
});

globalStyle('h1, h2, h3, h4, h5, h6, p, figure, blockquote, dl, dd, ul, ol', { margin: 0 });

globalStyle('h1, h2, h3, h4, h5, h6', { fontWeight: font.weightBold, lineHeight: font.lineTight });

globalStyle('ul[role="list"], ol[role="list"]', { listStyle: 'none', padding: 0 });

globalStyle('img, svg', { display: 'block', maxWidth: '100%' });

globalStyle('input, button, textarea, select', { font: 'inherit', color: 'inherit' });

globalStyle('code, kbd, pre, samp', { fontFamily: font.mono, fontSize: '0.95em' });

globalStyle('a', { color: color.accentText });

globalStyle('::selection', { background: color.selected, color: color.text });

// Elements that are not React Aria components (plain links, summary) still get a ring.
globalStyle(':focus-visible', { outline: `2px solid ${color.focusRing}`, outlineOffset: '2px' });

globalStyle('#root', { minHeight: '100vh', isolation: 'isolate' });

// Reduced motion: the motion tokens drop to 0 ms (every transition and entrance animation uses
// them), and any other animation runs once, instantly. Do not force transition-duration on every
// element: transition-property defaults to `all`, so that would make every colour change a
// transition, which leaves stale colours until the next frame in background tabs.
globalStyle('*, *::before, *::after', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
    },
  },
});

globalStyle(':root', {
  '@media': { '(prefers-reduced-motion: reduce)': { vars: { [motion.fast]: '0ms', [motion.normal]: '0ms' } } },
});

// User text cannot reorder its neighbours (issue 13): every inline element is a bidi isolate, so
// a U+202E in a name stays inside the element that shows it. No effect on text without controls.
globalStyle(':where(span, a, bdi, strong, em, code, time, label, button, output, mark)', { unicodeBidi: 'isolate' });
