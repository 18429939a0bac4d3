import { style } from '@vanilla-extract/css';
import { space } from '../contract.css';

export const page = style({ display: 'grid', gap: space.xl, maxWidth: '60rem', margin: '0 auto', padding: space.xl });
export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: space.sm });
export const section = style({ display: 'grid', gap: space.md });
