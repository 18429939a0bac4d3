import { style } from '@vanilla-extract/css';
import { color, font, radius, space } from '../contract.css';

/** A settings-style page section: header (heading, description, actions), then its content. */
export const section = style({ display: 'flex', flexDirection: 'column', gap: space.xl });

export const header = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', justifyContent: 'space-between', gap: space.lg });

export const heading = style({ margin: 0, fontSize: font.sizeXl, fontWeight: font.weightBold });

export const description = style({ margin: `${space.xs} 0 0`, color: color.textMuted, maxWidth: '40rem' });

export const list = style({ display: 'flex', flexDirection: 'column', gap: space.md });

export const search = style({ maxWidth: '20rem' });

/** A resource card in a grid (onboarding, support): title, text, then its link at the bottom. */
export const tile = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: space.sm,
  padding: space.lg,
  background: color.surfaceRaised,
  border: `1px solid ${color.border}`,
  borderRadius: radius.lg,
});

export const tileTitle = style({ margin: 0, fontSize: font.sizeLg, fontWeight: font.weightBold });

export const tileText = style({ margin: 0, flex: 1, color: color.textMuted, lineHeight: font.lineNormal });

/** Secondary text: a note, a count, what a screen says while it has nothing to show. */
export const muted = style({ margin: 0, color: color.textMuted });

/** A bulleted or numbered list inside a panel. */
export const bullets = style({ margin: 0, paddingLeft: space.xl });

/** A row of a page's settings and filters, wrapping on narrow screens, fields aligned at their bottom. */
export const controls = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: space.md });

/** A key on its own line, in the monospace font, broken anywhere rather than overflowing. */
export const keyLine = style({ display: 'block', fontFamily: font.mono, fontSize: font.sizeSm, overflowWrap: 'anywhere' });
