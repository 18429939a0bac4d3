import { style } from '@vanilla-extract/css';
import { space } from '../contract.css';

/** A fieldset without the browser's frame. */
export const group = style({ border: 'none', margin: 0, padding: 0, minWidth: 0 });

/** The legend is laid out outside the fieldset's flex gap: space it by hand. */
export const legend = style({ padding: 0, marginBottom: space.xs });
