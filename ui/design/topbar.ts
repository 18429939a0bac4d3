// The top bar's colour can come from the server (`/meta/info` → ui.topbarColor). It is untrusted
// input: only hex colours are accepted, and the text colour is chosen for contrast.
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { color } from './contract.css';

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

function luminance(hex: string): number {
  const full = hex.length === 4 ? hex.replace(/[0-9a-f]/gi, (c) => c + c) : hex;
  const n = Number.parseInt(full.slice(1), 16);
  const channel = (v: number) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
}

/** Inline CSS variables that recolour the top bar (and its text) for a server-given hex colour; {} when invalid. */
export function topbarVars(background: string | null | undefined): Record<string, string> {
  if (!background || !HEX.test(background)) return {};
  // White text wins above the luminance where both reach equal contrast (≈ 0.179).
  const onTopbar = luminance(background) > 0.179 ? '#111111' : '#ffffff';
  return assignInlineVars({ [color.topbar]: background, [color.onTopbar]: onTopbar });
}
