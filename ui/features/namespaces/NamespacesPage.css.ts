import { style } from '@vanilla-extract/css';
import { font, space } from '../../design/contract.css';

export const key = style({ fontFamily: font.mono, fontSize: font.sizeSm });


/** A row's links and buttons side by side. */
export const actions = style({ display: 'flex', alignItems: 'center', gap: space.xs });
