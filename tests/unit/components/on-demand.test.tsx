import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OnDemand, StandInButton, useSummons, type Summoned } from '@/components/ui/on-demand.tsx';

afterEach(cleanup);

/** A stand-in for a Headless UI control: its trigger opens a panel on click. */
function RealMenu({ summons }: Summoned) {
  const ref = useSummons<HTMLButtonElement>(summons);
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <button
        ref={ref}
        type="button"
        aria-label="Language"
        aria-expanded={isOpen}
        onClick={() => setOpen(!isOpen)}
      >
        real
      </button>
      {isOpen && <p>panel</p>}
    </>
  );
}

/** Each test gets its own loader: the loader is the cache key, and a fetched control is shown at once later. */
const loader = () => vi.fn(() => Promise.resolve(RealMenu));

const renderMenu = (load: () => Promise<typeof RealMenu>) =>
  render(
    <OnDemand
      load={load}
      props={{}}
      standIn={(intent) => (
        <StandInButton intent={intent} label="Language" popup="menu" className="">
          stand-in
        </StandInButton>
      )}
    />,
  );

describe('OnDemand', () => {
  it('shows a stand-in with the control’s name and fetches nothing until the member reaches for it', () => {
    const load = loader();
    renderMenu(load);
    const button = screen.getByRole('button', { name: 'Language' });
    expect(button.textContent).toBe('stand-in');
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(load).not.toHaveBeenCalled();
  });

  it('opens the real control, focused, when the stand-in is pressed', async () => {
    const load = loader();
    renderMenu(load);
    fireEvent.click(screen.getByRole('button', { name: 'Language' }));
    await screen.findByText('panel');
    const real = screen.getByRole('button', { name: 'Language' });
    expect(real.textContent).toBe('real');
    expect(document.activeElement).toBe(real);
  });

  it('only prefetches on a pointer over it, and only focuses on focus', async () => {
    const hovered = loader();
    renderMenu(hovered);
    fireEvent.pointerEnter(screen.getByRole('button', { name: 'Language' }));
    await screen.findByText('real');
    expect(screen.queryByText('panel')).toBeNull();
    expect(document.activeElement).toBe(document.body);
    cleanup();

    renderMenu(loader());
    fireEvent.focus(screen.getByRole('button', { name: 'Language' }));
    await screen.findByText('real');
    expect(screen.queryByText('panel')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Language' }));
  });

  it('leaves the focus where the member moved it before the code arrived', async () => {
    let arrive: (control: typeof RealMenu) => void = () => undefined;
    render(<input aria-label="Next field" />);
    renderMenu(() => new Promise((resolve) => (arrive = resolve)));
    screen.getByRole('button', { name: 'Language' }).focus();
    screen.getByRole('textbox', { name: 'Next field' }).focus();
    arrive(RealMenu);
    await screen.findByText('real');
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Next field' }));
  });

  it('shows the real control at once on a later mount, without fetching again', async () => {
    const load = loader();
    renderMenu(load);
    fireEvent.pointerEnter(screen.getByRole('button', { name: 'Language' }));
    await screen.findByText('real');
    cleanup();
    renderMenu(load);
    expect(screen.getByRole('button', { name: 'Language' }).textContent).toBe('real');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps the stand-in when the code cannot be fetched, and tries again on the next intent', async () => {
    const load = vi
      .fn<() => Promise<typeof RealMenu>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(RealMenu);
    renderMenu(load);
    fireEvent.click(screen.getByRole('button', { name: 'Language' }));
    await Promise.resolve();
    expect(screen.getByRole('button', { name: 'Language' }).textContent).toBe('stand-in');
    fireEvent.click(screen.getByRole('button', { name: 'Language' }));
    await screen.findByText('panel');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
