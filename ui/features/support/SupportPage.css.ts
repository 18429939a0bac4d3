import { style } from '@vanilla-extract/css';
import { space } from '../../design/contract.css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: space.xxl });
