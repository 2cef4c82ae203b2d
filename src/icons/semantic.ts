import {
  BadgeCheck,
  Ban,
  Calendar,
  ChevronRight,
  CircleAlert,
  CircleMinus,
  Clipboard,
  Clock,
  CloudUpload,
  Fingerprint,
  Globe,
  IdCard,
  Link2,
  LogOut,
  type LucideIcon,
  PenLine,
  QrCode,
  ShieldCheck,
  Trash2,
  Unlink,
  UserRound,
} from 'lucide-react';
import { IconEmail, IconPasskey, IconPhone, IconWallet } from './method-icons';

/**
 * The product's icons under names that say what they mean (spec 1), drawn by lucide. Screens import these,
 * never lucide directly, so the set can be re-skinned in one place.
 */
export const icons = {
  trash: Trash2,
  alert: CircleAlert,
  cloudUpload: CloudUpload,
  ban: Ban,
  clipboard: Clipboard,
  calendar: Calendar,
  verifiedBadge: BadgeCheck,
  identityCard: IdCard,
  chevron: ChevronRight,
  minusCircle: CircleMinus,
  logOut: LogOut,
  clock: Clock,
  shieldCheck: ShieldCheck,
  /** Writing a request for a wallet to sign. */
  pen: PenLine,
  // Methods and objects the screens show
  email: IconEmail,
  phone: IconPhone,
  passkey: IconPasskey,
  biometric: Fingerprint,
  wallet: IconWallet,
  qrCode: QrCode,
  user: UserRound,
  link: Link2,
  unlink: Unlink,
  website: Globe,
} as const satisfies Record<string, LucideIcon>;

export type IconName = keyof typeof icons;

/** Which icons the spec lists (section 1), for the Icons page and its test. */
export const SPEC_ICONS: readonly IconName[] = [
  'trash',
  'alert',
  'cloudUpload',
  'ban',
  'clipboard',
  'calendar',
  'verifiedBadge',
  'identityCard',
  'chevron',
  'minusCircle',
  'logOut',
  'clock',
  'shieldCheck',
];
