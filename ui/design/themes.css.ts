// Light and dark colour values for the contract. `data-theme` on <html> picks the mode: "light",
// "dark", or "system" (follows prefers-color-scheme live). Every text role meets WCAG AA (4.5:1) on
// every surface role in both modes; the e2e axe runs check it.
import { assignVars, createGlobalTheme, globalStyle } from '@vanilla-extract/css';
import { color } from './contract.css';

type Palette = Record<keyof typeof color, string>;

const light: Palette = {
  surface: '#ffffff',
  surfaceRaised: '#ffffff',
  surfaceSunken: '#f5f6f8',
  surfaceHover: '#eceef2',
  selected: '#ebe7ff',
  text: '#1b1f27',
  textMuted: '#5a6270',
  border: '#dfe2e8',
  borderStrong: '#858d9b',
  accent: '#5b3fd6',
  accentHover: '#4a2fc0',
  onAccent: '#ffffff',
  accentText: '#5236c9',
  accentSurface: '#efebff',
  danger: '#c42b1c',
  dangerHover: '#a32114',
  onDanger: '#ffffff',
  dangerText: '#b42318',
  dangerSurface: '#fdecea',
  success: '#1f8a47',
  successText: '#18713a',
  successSurface: '#e6f4ea',
  warning: '#d08700',
  warningText: '#8a4b00',
  warningSurface: '#fff3d6',
  focusRing: '#2563eb',
  overlay: 'rgb(15 18 25 / 0.5)',
  topbar: '#14161b',
  onTopbar: '#f5f6f8',
  skeleton: '#e4e7ec',
};

const dark: Palette = {
  surface: '#17191f',
  surfaceRaised: '#1f2229',
  surfaceSunken: '#111317',
  surfaceHover: '#282c35',
  selected: '#2c2752',
  text: '#e9ebf0',
  textMuted: '#a4abb8',
  border: '#30343d',
  borderStrong: '#6f7786',
  accent: '#a898ff',
  accentHover: '#bcb0ff',
  onAccent: '#15102b',
  accentText: '#b3a6ff',
  accentSurface: '#2a2450',
  danger: '#ff8a7d',
  dangerHover: '#ffa398',
  onDanger: '#2a0703',
  dangerText: '#ff9b8f',
  dangerSurface: '#3a1a17',
  success: '#4cc47a',
  successText: '#6fd391',
  successSurface: '#143222',
  warning: '#e8a93c',
  warningText: '#f5c26b',
  warningSurface: '#352812',
  focusRing: '#7aa7ff',
  overlay: 'rgb(0 0 0 / 0.6)',
  topbar: '#0b0c0f',
  onTopbar: '#e9ebf0',
  skeleton: '#2a2e37',
};

createGlobalTheme(':root', color, light);
createGlobalTheme(':root[data-theme="dark"]', color, dark);

globalStyle(':root', { colorScheme: 'light' });
globalStyle(':root[data-theme="dark"]', { colorScheme: 'dark' });
globalStyle(':root[data-theme="system"]', {
  colorScheme: 'light dark',
  '@media': { '(prefers-color-scheme: dark)': { vars: assignVars(color, dark) } },
});
