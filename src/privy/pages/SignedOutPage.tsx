/** "You've been logged out": its own small chunk, needed only after a session ended. */
export { SignedOutScreen } from '@sigil/ui/screens';
