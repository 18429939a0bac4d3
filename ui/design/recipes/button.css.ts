import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { color, font, radius, space } from '../contract.css';
import { focusRing, interactiveTransition } from './focus';

/** Buttons and button-styled links: tone × size, states from React Aria data attributes. */
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
      '&[data-pressed]': { transform: 'translateY(1px)' },
      '&[data-focus-visible]': focusRing,
      '&[data-disabled]': { opacity: 0.55, cursor: 'not-allowed', transform: 'none' },
      '&[data-pending]': { cursor: 'progress' },
    },
  },
  variants: {
    tone: {
      primary: {
        background: color.accent,
        color: color.onAccent,
        selectors: { '&[data-hovered]:not([data-disabled])': { background: color.accentHover } },
      },
      secondary: {
        background: color.surfaceRaised,
        color: color.text,
        borderColor: color.borderStrong,
        selectors: { '&[data-hovered]:not([data-disabled])': { background: color.surfaceHover } },
      },
      danger: {
        background: color.danger,
        color: color.onDanger,
        selectors: { '&[data-hovered]:not([data-disabled])': { background: color.dangerHover } },
      },
      quiet: {
        background: 'transparent',
        color: color.text,
        selectors: { '&[data-hovered]:not([data-disabled])': { background: color.surfaceHover } },
      },
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
