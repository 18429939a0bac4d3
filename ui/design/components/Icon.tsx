// A small inline SVG icon set (24×24 grid, stroked with currentColor). Icons are decorative:
// the control around them carries the accessible name.
import type { ReactNode } from 'react';

/** Props every icon accepts. */
export interface IconProps {
  /** Rendered width and height in px (default 16). */
  size?: number;
}

/** The type of an icon component, for props that take one. */
export type IconComponent = (props: IconProps) => ReactNode;

function svg(paths: ReactNode) {
  return function Icon({ size = 16 }: IconProps) {
    return (
      <svg
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
      >
        {paths}
      </svg>
    );
  };
}

/** A check mark. */
export const CheckIcon = /* @__PURE__ */ svg(<path d="M20 6 9 17l-5-5" />);
/** Two overlapping sheets (copy). */
export const CopyIcon = /* @__PURE__ */ svg(<><rect x="9" y="9" width="12" height="12" rx="2" /><path d="M5 15H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v1" /></>);
/** A cross (close, clear). */
export const CloseIcon = /* @__PURE__ */ svg(<path d="M18 6 6 18M6 6l12 12" />);
/** A chevron pointing down. */
export const ChevronDownIcon = /* @__PURE__ */ svg(<path d="m6 9 6 6 6-6" />);
/** A chevron pointing up. */
export const ChevronUpIcon = /* @__PURE__ */ svg(<path d="m18 15-6-6-6 6" />);
/** A chevron pointing right. */
export const ChevronRightIcon = /* @__PURE__ */ svg(<path d="m9 18 6-6-6-6" />);
/** A chevron pointing left. */
export const ChevronLeftIcon = /* @__PURE__ */ svg(<path d="m15 18-6-6 6-6" />);
/** Three horizontal dots (more actions). */
export const MoreIcon = /* @__PURE__ */ svg(<><circle cx="5" cy="12" r="1" /><circle cx="12" cy="12" r="1" /><circle cx="19" cy="12" r="1" /></>);
/** A plus sign. */
export const PlusIcon = /* @__PURE__ */ svg(<path d="M12 5v14M5 12h14" />);
/** A minus sign. */
export const MinusIcon = /* @__PURE__ */ svg(<path d="M5 12h14" />);
/** A magnifying glass. */
export const SearchIcon = /* @__PURE__ */ svg(<><circle cx="11" cy="11" r="7" /><path d="m20 20-3.5-3.5" /></>);
/** A bin. */
export const TrashIcon = /* @__PURE__ */ svg(<path d="M3 6h18M8 6V4h8v2M6 6l1 14h10l1-14" />);
/** A pencil. */
export const EditIcon = /* @__PURE__ */ svg(<path d="M4 20h4L19 9l-4-4L4 16v4zM14 6l4 4" />);
/** A warning triangle. */
export const WarningIcon = /* @__PURE__ */ svg(<><path d="M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z" /><path d="M12 9v4M12 17h.01" /></>);
/** An information circle. */
export const InfoIcon = /* @__PURE__ */ svg(<><circle cx="12" cy="12" r="9" /><path d="M12 16v-4M12 8h.01" /></>);
/** A flag. */
export const FlagIcon = /* @__PURE__ */ svg(<path d="M4 22V4m0 0s1-1 4-1 5 2 8 2 4-1 4-1v11s-1 1-4 1-5-2-8-2-4 1-4 1" />);
/** A pie slice (segments). */
export const SegmentIcon = /* @__PURE__ */ svg(<><path d="M21 12A9 9 0 1 1 12 3" /><path d="M21 12h-9V3a9 9 0 0 1 9 9z" /></>);
/** A terminal prompt (console). */
export const ConsoleIcon = /* @__PURE__ */ svg(<><path d="m4 17 6-5-6-5" /><path d="M12 19h8" /></>);
/** A gear. */
export const SettingsIcon = /* @__PURE__ */ svg(<><circle cx="12" cy="12" r="3" /><path d="M19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.5 1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.5-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 1 1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1z" /></>);
/** A question mark in a circle (support). */
export const HelpIcon = /* @__PURE__ */ svg(<><circle cx="12" cy="12" r="9" /><path d="M9.1 9a3 3 0 0 1 5.8 1c0 2-3 3-3 3M12 17h.01" /></>);
/** Three lines (open the navigation). */
export const MenuIcon = /* @__PURE__ */ svg(<path d="M4 6h16M4 12h16M4 18h16" />);
/** A clock turning back (recent notifications). */
export const HistoryIcon = /* @__PURE__ */ svg(<path d="M3 12a9 9 0 1 0 3-6.7L3 8M3 3v5h5M12 7v5l3 2" />);

/** A bell (notifications). */
export const BellIcon = /* @__PURE__ */ svg(<path d="M18 8a6 6 0 0 0-12 0c0 7-3 9-3 9h18s-3-2-3-9M13.7 21a2 2 0 0 1-3.4 0" />);
/** A person. */
export const UserIcon = /* @__PURE__ */ svg(<><circle cx="12" cy="8" r="4" /><path d="M4 21a8 8 0 0 1 16 0" /></>);
/** A sun (light theme). */
export const SunIcon = /* @__PURE__ */ svg(<><circle cx="12" cy="12" r="4" /><path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" /></>);
/** A moon (dark theme). */
export const MoonIcon = /* @__PURE__ */ svg(<path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />);
/** A padlock (read-only). */
export const LockIcon = /* @__PURE__ */ svg(<><rect x="4" y="11" width="16" height="10" rx="2" /><path d="M8 11V7a4 4 0 0 1 8 0v4" /></>);
/** A box with an arrow leaving it (external link). */
export const ExternalIcon = /* @__PURE__ */ svg(<path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />);
/** Up and down arrows (unsorted column). */
export const SortIcon = /* @__PURE__ */ svg(<path d="m7 15 5 5 5-5M7 9l5-5 5 5" />);
/** A grip of six dots (drag handle). */
export const GripIcon = /* @__PURE__ */ svg(<><circle cx="9" cy="6" r="1" /><circle cx="15" cy="6" r="1" /><circle cx="9" cy="12" r="1" /><circle cx="15" cy="12" r="1" /><circle cx="9" cy="18" r="1" /><circle cx="15" cy="18" r="1" /></>);
/** A stack of disks (storage). */
export const DatabaseIcon = /* @__PURE__ */ svg(<><ellipse cx="12" cy="5" rx="8" ry="3" /><path d="M4 5v14c0 1.7 3.6 3 8 3s8-1.3 8-3V5M4 12c0 1.7 3.6 3 8 3s8-1.3 8-3" /></>);
/** A branching line (git ref). */
export const BranchIcon = /* @__PURE__ */ svg(<><circle cx="6" cy="5" r="2" /><circle cx="6" cy="19" r="2" /><circle cx="18" cy="7" r="2" /><path d="M6 7v10M18 9c0 5-12 3-12 8" /></>);
/** A key (API tokens). */
export const KeyIcon = /* @__PURE__ */ svg(<><circle cx="8" cy="15" r="4" /><path d="m11 12 9-9M16 7l3 3" /></>);
/** A folder-like stack (namespaces). */
export const LayersIcon = /* @__PURE__ */ svg(<path d="m12 2 10 5-10 5L2 7l10-5zM2 17l10 5 10-5M2 12l10 5 10-5" />);
/** An arrow leaving a door (log out). */
export const LogoutIcon = /* @__PURE__ */ svg(<path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4M16 17l5-5-5-5M21 12H9" />);
