import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { useCopy } from '../../src/copy';
import { icons } from '../../src/icons';
import { Banner } from '../../src/primitives/Banner';
import { Button } from '../../src/primitives/Button';
import { Chip } from '../../src/primitives/Chip';
import { CodeField } from '../../src/primitives/CodeField';
import { Divider } from '../../src/primitives/Divider';
import { MethodButton } from '../../src/primitives/MethodButton';
import { PhoneField } from '../../src/primitives/PhoneField';
import { ScreenLayout } from '../../src/primitives/ScreenLayout';

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
