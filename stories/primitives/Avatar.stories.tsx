import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { Avatar } from '../../src/primitives/Avatar';

/** A picture of the person, drawn here so the story needs no network. */
const PICTURE = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#0f766e"/><circle cx="32" cy="26" r="12" fill="#ccfbf1"/><rect x="12" y="44" width="40" height="20" rx="10" fill="#ccfbf1"/></svg>',
)}`;

const meta = {
  title: 'Primitives/Avatar',
  component: Avatar,
  args: { name: 'Ada Lovelace' },
} satisfies Meta<typeof Avatar>;
export default meta;
type Story = StoryObj<typeof meta>;

const avatars = (canvasElement: HTMLElement) => [...canvasElement.querySelectorAll('[data-slot="avatar"]')];

/** The three sizes (header button, menu heading, profile card), with initials: decorative, the name is beside it. */
export const Sizes: Story = {
  render: (args) => (
    <div className="sg:flex sg:items-center sg:gap-4">
      <Avatar {...args} size="sm" />
      <Avatar {...args} size="md" />
      <Avatar {...args} size="lg" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const all = avatars(canvasElement);
    await expect(all.map((avatar) => avatar.textContent)).toEqual(['AL', 'AL', 'AL']);
    await expect(all.map((avatar) => avatar.getBoundingClientRect().width)).toEqual([36, 40, 56]);
    for (const avatar of all) await expect(avatar).toHaveAttribute('aria-hidden', 'true');
  },
};

/** A picture replaces the initials once it has loaded. */
export const WithPicture: Story = {
  args: { src: PICTURE, size: 'lg' },
  play: async ({ canvasElement }) => {
    const [avatar] = avatars(canvasElement);
    await waitFor(() => expect(avatar?.querySelector('img')).not.toBeNull());
    await expect(avatar).toHaveTextContent(/^$/);
  },
};

/** A picture that fails to load: the initials stay. */
export const BrokenPicture: Story = {
  args: { src: 'data:image/png;base64,AAAA', size: 'lg' },
  play: async ({ canvasElement, args }) => {
    const [avatar] = avatars(canvasElement);
    // The browser's own verdict on the picture first: then Radix has had its answer too.
    await new Promise((resolve) => {
      const image = new Image();
      image.onerror = image.onload = resolve;
      image.src = args.src ?? '';
    });
    await new Promise((resolve) => requestAnimationFrame(resolve));
    await expect(avatar?.querySelector('img')).toBeNull();
    await expect(avatar).toHaveTextContent('AL');
  },
};

/** Named for a screen reader (`alt`), where nothing beside it says who it is. */
export const Labelled: Story = {
  args: { alt: 'Ada Lovelace', size: 'lg' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Ada Lovelace' })).toHaveTextContent('AL');
  },
};

/** No letter to start from (a phone number, an address, no name): a person icon. */
export const NoInitials: Story = {
  args: { name: '+1 415 555 2671', size: 'lg' },
  play: async ({ canvasElement }) => {
    const [avatar] = avatars(canvasElement);
    await expect(avatar).toHaveTextContent(/^$/);
    await expect(avatar?.querySelector('svg')).not.toBeNull();
  },
};

/** Any script's letters, whole: an Arabic name's initials. */
export const OtherScript: Story = {
  args: { name: 'سارة أحمد', size: 'lg' },
  play: async ({ canvasElement }) => {
    await expect(avatars(canvasElement)[0]).toHaveTextContent('سأ');
  },
};
