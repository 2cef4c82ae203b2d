export { AppShell, type AppShellProps, type ShellNavItem } from './AppShell';
