import { cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Avatar } from '@/features/auth/components/avatar.tsx';

afterEach(cleanup);

const image = {
  id: 'f1',
  name: 'me.webp',
  entity: 'user' as const,
  signedURL: '/api/v1/files/content/f1?expires=1&signature=x',
};

describe('Avatar', () => {
  it('shows the picture, and the initials when it cannot load', () => {
    const { container } = render(<Avatar user={{ firstname: 'Dana', lastname: 'Lee', image }} />);
    const img = container.querySelector('img');
    expect(img?.getAttribute('src')).toBe(image.signedURL);
    fireEvent.error(img as HTMLImageElement);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('[data-initials]')?.getAttribute('data-initials')).toBe('DL');
  });

  it('tries again with a fresh link', () => {
    const { container, rerender } = render(<Avatar user={{ firstname: 'Dana', lastname: 'Lee', image }} />);
    fireEvent.error(container.querySelector('img') as HTMLImageElement);
    rerender(
      <Avatar
        user={{ firstname: 'Dana', lastname: 'Lee', image: { ...image, signedURL: `${image.signedURL}2` } }}
      />,
    );
    expect(container.querySelector('img')?.getAttribute('src')).toBe(`${image.signedURL}2`);
  });
});
