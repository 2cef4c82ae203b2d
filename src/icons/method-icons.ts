import { KeyRound, Mail, Smartphone, Wallet } from 'lucide-react';

/**
 * The sign-in methods' icons, in a module of their own so the landing screen's bundle carries these four
 * and not the whole semantic set (semantic.ts re-uses them under its names).
 */
export const IconEmail = Mail;
export const IconPhone = Smartphone;
export const IconPasskey = KeyRound;
export const IconWallet = Wallet;
