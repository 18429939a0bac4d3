import { style } from '@vanilla-extract/css';
import { color, font, radius, space } from '../../design/contract.css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: space.xxl });

export const header = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', justifyContent: 'space-between', gap: space.lg });

export const title = style({ margin: 0, fontSize: font.sizeXxl, fontWeight: font.weightBold, lineHeight: font.lineTight });

export const lead = style({ margin: `${space.xs} 0 ${space.md}`, color: color.textMuted, maxWidth: '42rem' });


export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(15rem, 1fr))',
  gap: space.lg,
});

export { tile as card, tileTitle as cardTitle, tileText as cardText } from '../../design/recipes/page.css';
