import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { color, font, radius, space } from '../contract.css';

/** Small status labels (Enabled, Read-Only, Boolean…). */
export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: space.xs,
    padding: `${space.xxs} ${space.sm}`,
    borderRadius: radius.full,
    fontSize: font.sizeXs,
    fontWeight: font.weightMedium,
    lineHeight: font.lineNormal,
    whiteSpace: 'nowrap',
    border: '1px solid transparent',
  },
  variants: {
    tone: {
      neutral: { background: color.surfaceSunken, color: color.textMuted, borderColor: color.border },
      accent: { background: color.accentSurface, color: color.accentText },
      success: { background: color.successSurface, color: color.successText },
      warning: { background: color.warningSurface, color: color.warningText },
      danger: { background: color.dangerSurface, color: color.dangerText },
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export type BadgeVariants = NonNullable<RecipeVariants<typeof badge>>;
