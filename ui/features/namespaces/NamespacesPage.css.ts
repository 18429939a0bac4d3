import { style } from '@vanilla-extract/css';
import { font } from '../../design/contract.css';

export const key = style({ fontFamily: font.mono, fontSize: font.sizeSm });

