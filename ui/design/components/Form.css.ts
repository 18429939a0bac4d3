import { style } from '@vanilla-extract/css';
import { space } from '../contract.css';

export const form = style({ display: 'flex', flexDirection: 'column', gap: space.lg });
