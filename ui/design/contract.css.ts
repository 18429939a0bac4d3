// The design tokens. Colours are a theme contract (filled per mode in themes.css.ts); spacing, radius,
// type, shadow, motion and stacking do not change with the mode, so they are one global theme.
import { createGlobalTheme, createThemeContract } from '@vanilla-extract/css';

/** Semantic colour roles; every colour in the console comes from here. */
export const color = createThemeContract({
  /** Page and panel background. */
  surface: null,
  /** Cards, popovers, dialogs: one step above the surface. */
  surfaceRaised: null,
  /** Sidebar, table headers, wells: one step below the surface. */
  surfaceSunken: null,
  /** Hovered rows and quiet buttons. */
  surfaceHover: null,
  /** Selected rows and the current navigation item. */
  selected: null,
  text: null,
  textMuted: null,
  /** Dividers and card edges (decorative). */
  border: null,
  /** Input and control edges (at least 3:1 against the surface). */
  borderStrong: null,
  accent: null,
  accentHover: null,
  onAccent: null,
  /** Links and accent-coloured text on surfaces. */
  accentText: null,
  accentSurface: null,
  danger: null,
  dangerHover: null,
  onDanger: null,
  dangerText: null,
  dangerSurface: null,
  success: null,
  successText: null,
  successSurface: null,
  warning: null,
  warningText: null,
  warningSurface: null,
  focusRing: null,
  /** Backdrop behind modals. */
  overlay: null,
  /** Top bar background; the shell may override it from `/meta/info` (see topbarVars). */
  topbar: null,
  onTopbar: null,
  skeleton: null,
});

/** Spacing scale (rem based, 4 px steps). */
export const space = createGlobalTheme(':root', {
  none: '0',
  xxs: '0.125rem',
  xs: '0.25rem',
  sm: '0.5rem',
  md: '0.75rem',
  lg: '1rem',
  xl: '1.5rem',
  xxl: '2rem',
  xxxl: '3rem',
});

/** Corner radius scale. */
export const radius = createGlobalTheme(':root', {
  sm: '0.25rem',
  md: '0.375rem',
  lg: '0.5rem',
  xl: '0.75rem',
  full: '999px',
});

/** Type scale: families, sizes, weights and line heights. */
export const font = createGlobalTheme(':root', {
  body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
  sizeXs: '0.75rem',
  sizeSm: '0.8125rem',
  sizeMd: '0.875rem',
  sizeLg: '1rem',
  sizeXl: '1.25rem',
  sizeXxl: '1.5rem',
  weightNormal: '400',
  weightMedium: '500',
  weightBold: '600',
  lineTight: '1.25',
  lineNormal: '1.5',
});

/** Elevation shadows. */
export const shadow = createGlobalTheme(':root', {
  sm: '0 1px 2px rgb(0 0 0 / 0.08)',
  md: '0 4px 12px rgb(0 0 0 / 0.12)',
  lg: '0 12px 32px rgb(0 0 0 / 0.22)',
});

/** Stacking order of layers. */
export const z = createGlobalTheme(':root', {
  base: '0',
  sticky: '10',
  sidebar: '20',
  overlay: '100',
  popover: '200',
  toast: '300',
  tooltip: '400',
});

/** Transition durations (zeroed under reduced motion by global.css.ts). */
export const motion = createGlobalTheme(':root', {
  fast: '120ms',
  normal: '200ms',
});
