/** The building blocks every screen is made of (Radix + Tailwind). */
export { Address, type AddressProps, shortenAddress } from './Address';
export { BackButton, type BackButtonProps } from './BackButton';
export { Banner, type BannerProps } from './Banner';
export { Button, type ButtonProps, buttonVariants } from './Button';
export { Checkbox, type CheckboxProps } from './Checkbox';
export { Chip, type ChipProps } from './Chip';
export { CodeField, type CodeFieldProps } from './CodeField';
export { CopyButton, type CopyButtonProps, copyText } from './CopyButton';
export { Countdown, type CountdownProps } from './Countdown';
export { Disclosure, type DisclosureProps } from './Disclosure';
export { Divider, type DividerProps } from './Divider';
export { ErrorBanner, type ErrorBannerProps } from './ErrorBanner';
export {
  EmailField,
  type EmailFieldProps,
  Field,
  FieldError,
  type FieldProps,
  TextField,
  type TextFieldProps,
} from './Field';
export { IconButton, type IconButtonProps } from './IconButton';
export { ListItem, type ListItemProps, MethodButton, type MethodButtonProps } from './MethodButton';
export { Modal, type ModalProps } from './Modal';
export { NativeSelect, type NativeSelectProps } from './NativeSelect';
export { PhoneField, type PhoneFieldProps, type PhoneValue } from './PhoneField';
export { QrCode, type QrCodeProps } from './QrCode';
export { ScreenCard, type ScreenCardProps } from './ScreenCard';
export {
  AppLogo,
  ScreenAlign,
  type ScreenAlignment,
  ScreenHeadingLevel,
  ScreenLayout,
  type ScreenLayoutProps,
} from './ScreenLayout';
export { Spinner, type SpinnerProps } from './Spinner';
export { ToastProvider, type ToastProviderProps, useToast } from './Toast';
