import { useCopy } from '../../copy/CopyProvider';
import { signingCopy } from '../../copy/decks/signing';
import type { MessageContent } from '../../flows/signing/request';
import { MessageBlock } from './MessageBlock';

export interface SignMessageReviewProps {
  /** The message as read by `readSigningRequest`: text, hex decoded as UTF-8, or raw hex. */
  content: MessageContent;
}

/** A plain message to sign (personal_sign, Solana signMessage), readable as written. */
export function SignMessageReview({ content }: SignMessageReviewProps) {
  const { t } = useCopy(signingCopy);
  const label = t('signing.message.label');
  return (
    <div data-slot="sign-message-review" className="sg:flex sg:flex-col sg:gap-2">
      <h3 className="sg:font-medium sg:text-foreground sg:text-sm">{label}</h3>
      {content.encoding === 'text' ? (
        <MessageBlock label={label}>{content.text}</MessageBlock>
      ) : (
        <MessageBlock label={label} mono>
          {content.hex}
        </MessageBlock>
      )}
      {content.encoding === 'hex' ? (
        <p className="sg:text-muted-foreground sg:text-xs">{t('signing.message.raw')}</p>
      ) : content.hex ? (
        <p className="sg:text-muted-foreground sg:text-xs">{t('signing.message.decoded')}</p>
      ) : null}
    </div>
  );
}
