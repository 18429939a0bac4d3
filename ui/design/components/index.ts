// The design system's public surface: features and the app import components from here (the
// layers check refuses imports around it; style files are imported as they are) and never from
// react-aria-components directly.
export { AlertDialog, type AlertDialogProps } from './AlertDialog';
export { Badge, type BadgeProps } from './Badge';
export { Button, IconButton, type ButtonProps, type IconButtonProps } from './Button';
export { Checkbox, type CheckboxProps } from './Checkbox';
export { ChangedElsewhere, ConflictDialog, DeletedElsewhere, type ChangedElsewhereProps } from './ConflictDialog';
export { COPIED_MS, CopyButton, type CopyButtonProps } from './CopyButton';
export { Dialog, DialogTrigger, type DialogContent, type DialogProps } from './Dialog';
export { EmptyState, type EmptyStateProps } from './EmptyState';
export { FieldHelp, FieldLabel, type FieldBaseProps } from './Field';
export { FileButton, type FileButtonProps } from './FileButton';
export { Form, FormError, type FormProps } from './Form';
export { FormSlideOver, type FormSlideOverProps } from './FormSlideOver';
export { FIRST_CONTROL, focusWhenLost, lost } from './focusLost';
export { isFocusVisible } from './focusVisible';
export * from './Icon';
export { JsonEditor, type JsonEditorProps } from './JsonEditor';
export { ActionLink, type ActionLinkProps } from './ActionLink';
export { Anchor, Link, LinkButton, type AnchorProps, type LinkButtonProps, type LinkProps } from './Link';
export { LinkTiles, type LinkTile, type LinkTilesProps } from './LinkTiles';
export { LogoLink } from './Logo';
export {
  Menu,
  MenuItem,
  MenuSection,
  MenuTrigger,
  Separator,
  TYPEAHEAD_MS,
  type MenuItemProps,
  type MenuPlacement,
  type MenuProps,
  type MenuSectionProps,
  type MenuTriggerProps,
} from './Menu';
export { Modal, type ModalProps } from './Modal';
export { NumberField, type NumberFieldProps } from './NumberField';
export { PageHeader, type PageHeaderProps } from './PageHeader';
export { PopoverHost } from './PopoverHost';
export { RadioGroup, type RadioGroupProps } from './RadioGroup';
export { SearchField, type SearchFieldProps } from './SearchField';
export { Section, type SectionProps } from './Section';
export { ComboBox, type ComboBoxProps } from './ComboBox';
export { NativeSelect, type NativeSelectProps } from './NativeSelect';
export { Select, type Option, type SelectProps } from './Select';
export { Skeleton, type SkeletonProps } from './Skeleton';
export { SlideOver, type SlideOverProps } from './SlideOver';
export { FullScreenLoader, Loader, Spinner, type SpinnerProps } from './Spinner';
export { SelectSwitch, type SelectSwitchProps } from './SelectSwitch';
export { Switch, type SwitchProps } from './Switch';
export {
  Cell,
  Column,
  Row,
  Table,
  TableBody,
  TableEmpty,
  TableHeader,
  type ColumnProps,
  type Key,
  type RowProps,
  type SortDescriptor,
  type TableBodyProps,
  type TableProps,
} from './Table';
export { PAGE_SIZES, TablePager, type TablePagerProps } from './TablePager';
export { TableSwitch, type TableSwitchProps } from './TableSwitch';
export { RouteTab, RouteTabList, RouteTabPanel, RouteTabs, type RouteTabsProps } from './RouteTabs';
export { Tab, TabList, TabPanel, Tabs, type TabListProps, type TabProps, type TabsProps } from './Tabs';
export { KeyField } from './KeyField';
export { TextArea, TextField, type TextAreaProps, type TextFieldProps } from './TextField';
export { useForm, type FormOptions, type FormState } from './useForm';
export { SUCCESS_TOAST_MS, take, toast, ToastRegion, useRecentToasts, type ToastAction } from './Toast';
export { Tooltip, type TooltipProps } from './Tooltip';
export { UnsavedChanges } from './UnsavedChanges';
export { VisibleText, type VisibleTextProps } from './VisibleText';
export { WhyDisabled, type WhyDisabledProps } from './WhyDisabled';
