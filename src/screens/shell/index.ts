// The shell's deck: the app's signed-in shell translates its toasts with it (`useCopy(shellCopy)`).
export { shellCopy } from '../../copy/decks/shell';
export { AppShell, type AppShellProps, type ShellNavItem } from './AppShell';
export { UserButton, type UserButtonProps, type UserMenuLink } from './UserButton';
