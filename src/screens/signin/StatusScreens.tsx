// Split into one file per screen; this path is kept until app/src/pages/lazy.tsx loads the screen through
// '@sigil/ui/screens' (it imports this file by path today).
export { SignedOutScreen } from './SignedOutScreen';
