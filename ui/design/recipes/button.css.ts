import { createVar } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { color, font, radius, space } from '../contract.css';
import { focusRing, interactiveTransition } from './focus';

/** Each tone's background under the pointer. */
const hoverBackground = createVar();

// A pending button is aria-disabled and aria-busy: it keeps its look (with a spinner) but takes no hover or press.
const inactive = ':disabled, [aria-disabled="true"]';

/** Buttons and button-styled links: tone × size, states from the native pseudo-classes and ARIA. */
export const button = recipe({
  base: {
    ...interactiveTransition,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: space.sm,
    border: '1px solid transparent',
    borderRadius: radius.md,
    fontWeight: font.weightMedium,
    lineHeight: font.lineTight,
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    userSelect: 'none',
    outline: 'none',
    selectors: {
      [`&:hover:not(${inactive})`]: { background: hoverBackground },
      [`&:active:not(${inactive})`]: { transform: 'translateY(1px)' },
      '&:focus-visible': focusRing,
      '&:disabled, &[aria-disabled="true"]:not([aria-busy])': { opacity: 0.55, cursor: 'not-allowed' },
      '&[aria-busy="true"]': { cursor: 'progress' },
    },
  },
  variants: {
    tone: {
      primary: { background: color.accent, color: color.onAccent, vars: { [hoverBackground]: color.accentHover } },
      secondary: {
        background: color.surfaceRaised,
        color: color.text,
        borderColor: color.borderStrong,
        vars: { [hoverBackground]: color.surfaceHover },
      },
      danger: { background: color.danger, color: color.onDanger, vars: { [hoverBackground]: color.dangerHover } },
      quiet: { background: 'transparent', color: color.text, vars: { [hoverBackground]: color.surfaceHover } },
    },
    size: {
      sm: { fontSize: font.sizeSm, padding: `${space.xs} ${space.sm}`, minHeight: '1.75rem' },
      md: { fontSize: font.sizeMd, padding: `${space.sm} ${space.lg}`, minHeight: '2.25rem' },
    },
    iconOnly: {
      true: { padding: space.xs, minWidth: '2rem', minHeight: '2rem' },
      false: {},
    },
  },
  defaultVariants: { tone: 'secondary', size: 'md', iconOnly: false },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;
