// The design system's components: the product's repeated UI, accessible and responsive.
export { Actions } from './Actions/Actions';
export { Alert, type AlertProps, type AlertTone } from './Alert/Alert';
export { useDismissible, type Dismissible } from './Alert/useDismissible';
export { describeApiError, loadFailureText, outageNotice, type FormError } from './ApiError/describeApiError';
export { Avatar, initialsOf, type AvatarProps, type AvatarSize } from './Avatar/Avatar';
export { Badge, CountBadge, type BadgeStyleProps, type BadgeTone, type CountBadgeProps } from './Badge/Badge';
export { BlockMemberDialog, type BlockMemberDialogProps } from './BlockMemberDialog/BlockMemberDialog';
export {
  ReportMemberDialog,
  type ReportContext,
  type ReportMemberDialogProps,
} from './ReportMemberDialog/ReportMemberDialog';
export { Button, type ButtonSize, type ButtonStyleProps, type ButtonVariant } from './Button/Button';
export { Card, type CardPadding, type CardStyleProps } from './Card/Card';
export { CheckboxField, type CheckboxFieldProps } from './CheckboxField/CheckboxField';
export { Container, type ContainerSize, type ContainerStyleProps } from './Container/Container';
export { Countdown, formatCountdown, type CountdownProps } from './Countdown/Countdown';
export { Dropdown, type DropdownItem, type DropdownProps } from './Dropdown/Dropdown';
export { EmptyState, type EmptyStateProps } from './EmptyState/EmptyState';
export {
  FieldError,
  FieldHint,
  FieldLabel,
  FieldWrapper,
  controlStyles,
  useFieldIds,
  type FieldProps,
} from './Field/Field';
export { IconButton, type IconButtonStyleProps, type IconButtonVariant } from './IconButton/IconButton';
export { CrossIcon, FlagIcon, GiftIcon, Icon, LockIcon, type IconProps } from './Icons/Icons';
export { UI_TEXT, useUiText, type UiText } from './i18n/uiText';
export { LinkButton, type LinkButtonProps } from './LinkButton/LinkButton';
export { LoadingBar, loadingProgress, type LoadingBarProps } from './LoadingBar/LoadingBar';
export { LoginRequired, type LoginRequiredProps } from './LoginRequired/LoginRequired';
export {
  FictionalDisclosure,
  type FictionalDisclosureProps,
} from './FictionalDisclosure/FictionalDisclosure';
export {
  FaceMosaic,
  FaceMosaicPlaceholders,
  type FaceMosaicLink,
  type FaceMosaicProps,
  type FaceMosaicTexts,
  type FaceMosaicTone,
} from './FaceMosaic/FaceMosaic';
export { MatchOverlay, type MatchOverlayMessage, type MatchOverlayProps } from './MatchOverlay/MatchOverlay';
export { useMatchMessage, type MatchMessage } from './MatchOverlay/useMatchMessage';
export { Modal, type ModalProps, type ModalSize } from './Modal/Modal';
export { Page, type PageProps } from './Page/Page';
export { PhotoEditor, type PhotoEditorProps } from './PhotoEditor/PhotoEditor';
export { parseRouteId } from './Page/parseRouteId';
export { SelectField, type SelectFieldProps, type SelectOption } from './SelectField/SelectField';
export { SITE_MARK_URL, SiteLogo, type SiteLogoProps } from './SiteLogo/SiteLogo';
export { Spinner, type SpinnerProps, type SpinnerSize } from './Spinner/Spinner';
export {
  TextAreaField,
  TextField,
  type TextAreaFieldProps,
  type TextFieldProps,
} from './TextField/TextField';
export {
  TOAST_DURATION_MS,
  ToastProvider,
  useToast,
  type ToastApi,
  type ToastOptions,
  type ToastProviderProps,
  type ToastTone,
} from './Toast/Toast';
export { UnavailablePanel, type UnavailablePanelProps } from './UnavailablePanel/UnavailablePanel';
export { VisuallyHidden, type VisuallyHiddenProps } from './VisuallyHidden/VisuallyHidden';
