import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { useCopy } from '../../src/copy';
import { Chip } from '../../src/primitives/Chip';

const meta = {
  title: 'Primitives/Chip',
  component: Chip,
  args: { children: 'Enabled', tone: 'success' },
} satisfies Meta<typeof Chip>;
export default meta;
type Story = StoryObj<typeof meta>;

function EnabledDisabled() {
  const { t } = useCopy();
  return (
    <div className="sg:flex sg:gap-2">
      <Chip tone="success">{t('status.enabled')}</Chip>
      <Chip tone="neutral">{t('status.disabled')}</Chip>
    </div>
  );
}

/** The MFA enrolment chips, worded from the copy deck. */
export const EnabledAndDisabled: Story = {
  render: () => <EnabledDisabled />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Enabled')).toBeVisible();
    await expect(canvas.getByText('Disabled')).toBeVisible();
  },
};

export const Tones: Story = {
  render: () => (
    <div className="sg:flex sg:flex-wrap sg:gap-2">
      {(['neutral', 'accent', 'success', 'warning', 'error'] as const).map((tone) => (
        <Chip key={tone} tone={tone}>
          {tone}
        </Chip>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText(/neutral|accent|success|warning|error/)).toHaveLength(5);
  },
};
