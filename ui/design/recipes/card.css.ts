import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { color, radius, shadow, space } from '../contract.css';

/** A bordered panel; `dashed` is the empty-state tile. */
export const card = recipe({
  base: {
    background: color.surfaceRaised,
    color: color.text,
    border: `1px solid ${color.border}`,
    borderRadius: radius.lg,
  },
  variants: {
    padding: { none: {}, md: { padding: space.lg }, lg: { padding: space.xl } },
    elevated: { true: { boxShadow: shadow.sm }, false: {} },
    dashed: { true: { borderStyle: 'dashed', borderWidth: '2px', borderColor: color.borderStrong, background: 'transparent' }, false: {} },
  },
  defaultVariants: { padding: 'md', elevated: false, dashed: false },
});

export type CardVariants = NonNullable<RecipeVariants<typeof card>>;
