// The flags list's evaluations cell: a line of the last day, then the total.
import { style } from '@vanilla-extract/css';
import { color, space } from '../../design/contract.css';

export const cell = style({ display: 'inline-flex', alignItems: 'center', gap: space.sm, fontVariantNumeric: 'tabular-nums' });

export const line = style({ width: '3rem', height: '1rem', flex: 'none', color: color.accent, overflow: 'visible' });
