import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { parseEther } from 'viem';
import { useCopy } from '../../src/copy';
import { walletsCopy } from '../../src/copy/decks/wallets';
import { readSigningRequest } from '../../src/flows/signing/request';
import { icons } from '../../src/icons';
import { Banner } from '../../src/primitives/Banner';
import { Button } from '../../src/primitives/Button';
import { Chip } from '../../src/primitives/Chip';
import { CodeField } from '../../src/primitives/CodeField';
import { Divider } from '../../src/primitives/Divider';
import { MethodButton } from '../../src/primitives/MethodButton';
import { PhoneField } from '../../src/primitives/PhoneField';
import { ScreenCard } from '../../src/primitives/ScreenCard';
import { ScreenAlign, ScreenHeadingLevel, ScreenLayout } from '../../src/primitives/ScreenLayout';
import { ConnectionsScreen, type ConnectionsSection } from '../../src/screens/connections';
import { CrossAppAccountsScreen } from '../../src/screens/cross-app/CrossAppAccountsScreen';
import { OfflineAccessSection } from '../../src/screens/offline-access/OfflineAccessSection';
import { SigningReview } from '../../src/screens/signing';
import { WalletCard } from '../../src/screens/wallets';
import { connectedApps, crossAppAccountFor, orbitGames } from '../fixtures/fake-cross-app';
import { onDeviceEthereum, serverEthereum } from '../screens/offline-access/offline-access-fixtures';
import { acme, embeddedSigner, estimatedFee, ethTransferNoFee, ethUsd } from '../screens/signing/fixtures';
import { embedded, ethBalance } from '../screens/wallets/wallet-fixtures';

const { shieldCheck: Shield, phone: Phone, passkey: Key } = icons;

/** Primitives composed as a screen, worded from the copy deck: switch the toolbar locale to compare. */
function Showcase() {
  const { t } = useCopy();
  return (
    <ScreenLayout
      icon={<Shield />}
      title={t('mfa.verify.title')}
      subtitle={t('mfa.verify.subtitle')}
      className="sg:mx-auto sg:max-w-sm"
      footer={<Button fullWidth>{t('action.continue')}</Button>}
    >
      <MethodButton
        icon={<Phone />}
        label={t('mfa.method.totp')}
        badge={<Chip tone="success">{t('status.enabled')}</Chip>}
      />
      <MethodButton icon={<Key />} label={t('mfa.method.passkey')} />
      <Divider />
      <PhoneField defaultCountry="AE" />
      <CodeField showLabel defaultValue="12" />
      <Banner tone="error">{t('error.mfa.invalidCode')}</Banner>
    </ScreenLayout>
  );
}

const meta = {
  title: 'Foundations/Right-to-left',
  component: Showcase,
  tags: ['responsive'],
  globals: { locale: 'ar' },
} satisfies Meta<typeof Showcase>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Arabic: the layout mirrors (chevrons point left, text starts on the right); codes and numbers stay LTR. */
export const Arabic: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('[dir="rtl"]')).not.toBeNull();
    await expect(canvas.getByRole('heading', { name: 'تحقّق من هويتك' })).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('الرمز الذي أدخلته غير صالح');
    const code = canvas.getByRole('textbox', { name: 'رمز التحقق' });
    await expect(code.closest('[dir]')).toHaveAttribute('dir', 'ltr');
    const phone = canvas.getByRole('textbox', { name: 'رقم الهاتف' });
    await userEvent.type(phone, '501234567');
    await expect(phone).toHaveAttribute('data-valid');
  },
};

/** The same screen in English, for side-by-side review. */
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Verify your identity' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Authenticator app/ })).toBeVisible();
  },
};

/** A wallet card worded from the wallets deck, with its everyday actions. */
function ArabicWalletCard() {
  const { t } = useCopy(walletsCopy);
  return (
    <div className="sg:mx-auto sg:max-w-[26rem]">
      <WalletCard
        wallet={embedded}
        balance={ethBalance}
        timeZone="UTC"
        actions={[
          <Button key="send" size="sm">
            {t('wallets.send.action')}
          </Button>,
          <Button key="receive" size="sm" variant="secondary">
            {t('wallets.receive.action')}
          </Button>,
          <Button key="fund" size="sm" variant="secondary">
            {t('wallets.fund.action')}
          </Button>,
        ]}
      />
    </div>
  );
}

/**
 * A wallet card in Arabic: the chain's name kept as it is, the kind, the balance and the actions in Arabic; the
 * address and the amount read left to right inside the right-to-left card.
 */
export const WalletCardArabic: Story = {
  render: () => <ArabicWalletCard />,
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: 'Base Sepolia محفظة مدمجة' });
    await expect(card.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    await expect(within(card).getByRole('heading', { level: 3, name: 'Base Sepolia' })).toBeVisible();
    await expect(card).toHaveTextContent('شبكة تجريبية');
    await expect(card).toHaveTextContent('\u20681.234567 ETH\u2069');
    for (const name of ['إرسال', 'استلام', 'إضافة أموال']) {
      await expect(within(card).getByRole('button', { name })).toBeVisible();
    }
    await expect(within(card).getByRole('button', { name: 'نسخ العنوان' })).toBeVisible();
    await expect(within(card).getByText('0x71C7…976F').closest('[dir]')).toHaveAttribute('dir', 'ltr');
    await userEvent.click(within(card).getByRole('button', { name: 'التفاصيل' }));
    const terms = [...card.querySelectorAll('dt')].map((dt) => dt.textContent);
    await expect(terms).toEqual(expect.arrayContaining(['تطبيق المحفظة', 'الاسترداد', 'تاريخ التوصيل', 'العنوان']));
    await expect(card).toHaveTextContent('يتولّاه المزوّد');
  },
};

/**
 * A transfer's review in Arabic, from a wallet that holds too little: who asks and which wallet signs, the estimated
 * fee, the refusal before Approve with the amount isolated in its sentence, Approve disabled.
 */
export const TransactionReviewArabic: Story = {
  render: () => (
    <ScreenCard>
      <SigningReview
        review={readSigningRequest({ method: 'eth_sendTransaction', transaction: ethTransferNoFee })}
        requester={acme}
        signer={embeddedSigner}
        usdPrice={ethUsd}
        fee={{ status: 'estimated', fee: estimatedFee }}
        balance={parseEther('0.01')}
        onApprove={fn()}
        onReject={fn()}
        timeZone="UTC"
      />
    </ScreenCard>
  ),
  play: async ({ canvas }) => {
    const title = canvas.getByRole('heading', { name: 'إرسال معاملة' });
    await expect(title.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    await expect(canvas.getByText('مقدّم الطلب')).toBeVisible();
    await expect(canvas.getByText('المحفظة الموقِّعة')).toBeVisible();
    await expect(canvas.getByText('رسوم الشبكة (تقديرية)')).toBeVisible();
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('لا يكفي رصيد ETH على Base Sepolia لإرسال \u20680.01 ETH\u2069 مع الرسوم');
    await expect(alert).toHaveTextContent('تحتوي هذه المحفظة على \u20680.01 ETH\u2069.');
    await expect(canvas.getByRole('button', { name: 'موافقة' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'رفض' })).toBeEnabled();
  },
};

/** Callbacks of the sections' content: this story asserts what is shown, not what the buttons call. */
const crossAppHandlers = { onLink: fn(), onSignMessage: fn(), onUnlink: fn(), onRetry: fn() };
const offlineHandlers = { onEnable: fn(), onRevoke: fn() };

/** The Connections page as the app shows it (its title the page's h1, in the shell's wide column), on Other apps. */
function ArabicConnections() {
  const [section, setSection] = useState<ConnectionsSection>('apps');
  const content =
    section === 'offline-access' ? (
      <OfflineAccessSection
        appName="Acme"
        wallets={[{ ...onDeviceEthereum, delegated: true }, serverEthereum]}
        serverSignerConfigured
        {...offlineHandlers}
      />
    ) : (
      <CrossAppAccountsScreen accounts={[crossAppAccountFor(orbitGames)]} apps={connectedApps} {...crossAppHandlers} />
    );
  return (
    <div className="sg:mx-auto sg:w-full sg:max-w-3xl sg:p-4">
      <ScreenHeadingLevel level={1}>
        <ScreenAlign alignment="start">
          <ConnectionsScreen appName="Acme" section={section} onSectionChange={setSection}>
            {content}
          </ConnectionsScreen>
        </ScreenAlign>
      </ScreenHeadingLevel>
    </div>
  );
}

/**
 * The Connections page in Arabic: the sections' list starts on the right (a column on a wide screen, a row on a
 * phone), the page's title and the accounts from other apps in Arabic, the apps' names kept. The arrow that moves to
 * the next section is the one pointing along the list as it is laid out: down a column, left along a right-to-left row.
 */
export const ConnectionsArabic: Story = {
  render: () => <ArabicConnections />,
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 1, name: 'الاتصالات' });
    await expect(heading.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    await expect(
      canvas.getByText('التطبيقات الأخرى التي تستخدمها مع Acme، وما يمكن أن يفعله Acme نيابةً عنك أثناء غيابك.'),
    ).toBeVisible();
    const tablist = canvas.getByRole('tablist', { name: 'أنواع الاتصال' });
    // A column beside the section on a wide screen (Tailwind's `md`), a row above it on a phone.
    const vertical = window.matchMedia('(min-width: 48rem)').matches;
    await expect(tablist).toHaveAttribute('aria-orientation', vertical ? 'vertical' : 'horizontal');
    const list = within(tablist);
    const names = ['تطبيقات أخرى', 'الوصول دون اتصال', 'موقِّع Farcaster'];
    const [apps, offline, farcaster] = names.map((name) => list.getByRole('tab', { name }));
    if (!apps || !offline || !farcaster) throw new Error('The three sections are listed');
    await expect(apps).toHaveAttribute('aria-selected', 'true');
    await expect(offline).toHaveAttribute('aria-selected', 'false');
    await expect(farcaster).toHaveAttribute('aria-selected', 'false');
    if (vertical) {
      await expect(apps).toHaveAccessibleDescription('حساباتك في التطبيقات الموصولة بهذا التطبيق');
      // A column on the right of the section it shows, the first section on top.
      const panel = canvas.getByRole('tabpanel');
      await expect(apps.getBoundingClientRect().left).toBeGreaterThan(panel.getBoundingClientRect().right);
      await expect(apps.getBoundingClientRect().top).toBeLessThan(offline.getBoundingClientRect().top);
    } else {
      // A right-to-left row: the first section on the right, the next to its left.
      await expect(apps.getBoundingClientRect().left).toBeGreaterThan(offline.getBoundingClientRect().left);
      await expect(offline.getBoundingClientRect().left).toBeGreaterThan(farcaster.getBoundingClientRect().left);
    }
    await expect(canvas.getByRole('tabpanel', { name: 'تطبيقات أخرى' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'حسابات من تطبيقات أخرى' })).toBeVisible();
    const accounts = canvas.getByRole('list', { name: 'الحسابات الموصولة من تطبيقات أخرى' });
    await expect(accounts).toHaveTextContent('Orbit Games');
    await expect(within(accounts).getByRole('button', { name: 'فصل الحساب الذي من Orbit Games' })).toBeVisible();

    // The keyboard: the arrow along the list as it reads moves to the next section and shows it.
    apps.focus();
    await userEvent.keyboard(vertical ? '{ArrowDown}' : '{ArrowLeft}');
    await waitFor(() => expect(offline).toHaveAttribute('aria-selected', 'true'));
    await expect(offline).toHaveFocus();
    await expect(canvas.getByRole('heading', { level: 2, name: 'الوصول دون اتصال' })).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'محافظك المدمجة' })).toBeVisible();
    // Back to Other apps, the section this picture shows.
    await userEvent.click(apps);
    await expect(apps).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('heading', { level: 2, name: 'حسابات من تطبيقات أخرى' })).toBeVisible();
  },
};
