// The design system's public surface: features import components from here and never from
// react-aria-components directly.
export { AlertDialog, type AlertDialogProps } from './AlertDialog';
export { Badge, type BadgeProps } from './Badge';
export { Button, IconButton, type ButtonProps, type IconButtonProps } from './Button';
export { Checkbox, type CheckboxProps } from './Checkbox';
export { ChangedElsewhere, DeletedElsewhere, type ChangedElsewhereProps } from './ConflictDialog';
export { COPIED_MS, CopyButton, type CopyButtonProps } from './CopyButton';
export { Dialog, DialogTrigger, type DialogContent, type DialogProps } from './Dialog';
export { EmptyState, type EmptyStateProps } from './EmptyState';
export { FieldHelp, FieldLabel, type FieldBaseProps } from './Field';
export { FileButton, type FileButtonProps } from './FileButton';
export { Form, FormError, type FormProps } from './Form';
export * from './Icon';
export { JsonEditor, type JsonEditorProps } from './JsonEditor';
export { ActionLink, type ActionLinkProps } from './ActionLink';
export { Link, LinkButton, type LinkButtonProps, type LinkProps } from './Link';
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
export { NumberField, type NumberFieldProps } from './NumberField';
export { RadioGroup, type RadioGroupProps } from './RadioGroup';
export { SearchField, type SearchFieldProps } from './SearchField';
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
export { RouteTab, RouteTabList, RouteTabPanel, RouteTabs, type RouteTabsProps } from './RouteTabs';
export { Tab, TabList, TabPanel, Tabs, type TabListProps, type TabProps, type TabsProps } from './Tabs';
export { KeyField } from './KeyField';
export { TextArea, TextField, type TextAreaProps, type TextFieldProps } from './TextField';
export { useForm, type FormOptions, type FormState } from './useForm';
export { SUCCESS_TOAST_MS, take, toast, ToastRegion, useRecentToasts, type ToastAction } from './Toast';
export { Tooltip, type TooltipProps } from './Tooltip';
export { VisibleText, type VisibleTextProps } from './VisibleText';
