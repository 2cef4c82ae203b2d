/**
 * Sigil: accessible components for sign-in, multi-factor verification and crypto wallets.
 * Import the stylesheet once: `import '@sigil/ui/theme.css'`.
 */

export * from './copy';
export * from './flows';
export * from './icons';
export { Address, type AddressProps, shortenAddress } from './primitives/Address';
export { Banner, type BannerProps } from './primitives/Banner';
export { Button, type ButtonProps, buttonVariants } from './primitives/Button';
export { Chip, type ChipProps } from './primitives/Chip';
export { CodeField, type CodeFieldProps } from './primitives/CodeField';
export { CopyButton, type CopyButtonProps, copyText } from './primitives/CopyButton';
export { Countdown, type CountdownProps } from './primitives/Countdown';
export { Divider, type DividerProps } from './primitives/Divider';
export {
  EmailField,
  type EmailFieldProps,
  Field,
  FieldError,
  type FieldProps,
  TextField,
  type TextFieldProps,
} from './primitives/Field';
export { IconButton, type IconButtonProps } from './primitives/IconButton';
export { ListItem, type ListItemProps, MethodButton, type MethodButtonProps } from './primitives/MethodButton';
export { Modal, type ModalProps } from './primitives/Modal';
export { PhoneField, type PhoneFieldProps, type PhoneValue } from './primitives/PhoneField';
export { QrCode, type QrCodeProps } from './primitives/QrCode';
export { AppLogo, ScreenHeadingLevel, ScreenLayout, type ScreenLayoutProps } from './primitives/ScreenLayout';
export { Spinner, type SpinnerProps } from './primitives/Spinner';
export * from './rules';
export * from './screens/account';
export { BackButton, ErrorBanner, type ErrorBannerProps, ScreenCard } from './screens/shared';
export * from './screens/shell';
export * from './screens/signin';
export {
  contrastRatio,
  isHexColor,
  parseHex,
  readableForeground,
  toHex,
} from './theme/color';
export {
  type Appearance,
  type SigilTheme,
  type ThemeName,
  ThemeProvider,
  type ThemeProviderProps,
  themeTokens,
  useSigilTheme,
} from './theme/ThemeProvider';
