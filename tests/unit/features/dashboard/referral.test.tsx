import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { encode } from 'uqr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { captureReferral, readReferral } from '@/features/auth/referral.ts';
import { ReferralCard } from '@/features/dashboard/components/referral-card.tsx';
import { referralLink, svgDataUrl } from '@/lib/referral.ts';
import { referralQrSvg } from '@/lib/referral-qr.ts';
import { notifications } from '@/lib/notifications.ts';

const messages = () => notifications.items.map((item) => item.message);
const stub = (name: 'clipboard' | 'share', value: unknown) =>
  Object.defineProperty(navigator, name, { configurable: true, writable: true, value });

beforeEach(() => {
  localStorage.clear();
  notifications.items = [];
});
afterEach(() => {
  cleanup();
  Reflect.deleteProperty(navigator, 'share');
  Reflect.deleteProperty(navigator, 'clipboard');
});

describe('referralLink', () => {
  it('points at sign-up with the code, and sign-up credits that code', () => {
    const link = referralLink('https://arena.example', 'WOLF42');
    expect(link).toBe('https://arena.example/auth/sign-up?ref=WOLF42');
    captureReferral(new URL(link).search);
    expect(readReferral()).toEqual({ affiliateCode: 'WOLF42' });
  });

  it('encodes a code that would otherwise break the query', () => {
    const link = new URL(referralLink('https://arena.example', 'a&medium=x'));
    expect(link.searchParams.get('ref')).toBe('a&medium=x');
    expect(link.searchParams.get('medium')).toBeNull();
  });
});

describe('referralQrSvg', () => {
  const link = 'https://arena.example/auth/sign-up?ref=WOLF42';

  it('draws every dark module of the QR code of the link, on white with a quiet zone', () => {
    const qr = encode(link, { ecc: 'M', border: 4 });
    const svg = referralQrSvg(link);
    expect(svg).toContain(`viewBox="0 0 ${qr.size} ${qr.size}"`);
    expect(svg).toContain('fill="#ffffff"');
    const dark = qr.data.flat().filter(Boolean).length;
    expect(svg.match(/h1v1h-1z/g)).toHaveLength(dark);
    // The quiet zone: nothing drawn in the first four rows and columns.
    expect(svg).not.toMatch(/M[0-3] |M\d+ [0-3]h/);
    expect(referralQrSvg(`${link}X`)).not.toBe(svg);
  });

  it('makes a data URL that holds the very same SVG', () => {
    const svg = referralQrSvg(link);
    const url = svgDataUrl(svg);
    expect(url.startsWith('data:image/svg+xml;charset=utf-8,')).toBe(true);
    expect(decodeURIComponent(url.slice(url.indexOf(',') + 1))).toBe(svg);
  });
});

describe('ReferralCard', () => {
  it('shows the code, the link, and a QR code to download as tradearena-referral.svg', async () => {
    render(<ReferralCard affiliateCode="WOLF42" />);
    const link = `${window.location.origin}/auth/sign-up?ref=WOLF42`;
    expect(screen.getByText('WOLF42')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Your sign-up link').value).toBe(link);
    const qr = await screen.findByRole('img', { name: 'QR code of your referral link' });
    expect(qr.getAttribute('src')).toBe(svgDataUrl(referralQrSvg(link)));
    const download = screen.getByRole('link', { name: 'Download QR code' });
    expect(download.getAttribute('download')).toBe('tradearena-referral.svg');
    expect(download.getAttribute('href')).toBe(qr.getAttribute('src'));
  });

  it('copies the link, and says so when the browser refuses', async () => {
    const writeText = vi.fn().mockResolvedValueOnce(undefined).mockRejectedValueOnce(new Error('denied'));
    stub('clipboard', { writeText });
    render(<ReferralCard affiliateCode="WOLF42" />);
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Copy link' })));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/auth/sign-up?ref=WOLF42`);
    expect(screen.getByRole('button', { name: 'Copied' })).toBeTruthy();
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Copied' })));
    expect(messages()).toEqual(['Copied', 'Could not copy. Please copy it by hand.']);
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeTruthy();
  });

  it('offers Share only where the device can share, and shares the link', async () => {
    render(<ReferralCard affiliateCode="WOLF42" />);
    expect(screen.queryByRole('button', { name: 'Share' })).toBeNull();
    cleanup();

    const share = vi.fn().mockResolvedValue(undefined);
    stub('share', share);
    render(<ReferralCard affiliateCode="WOLF42" />);
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Share' })));
    expect(share).toHaveBeenCalledWith(
      expect.objectContaining({ url: `${window.location.origin}/auth/sign-up?ref=WOLF42` }),
    );
  });

  it('does not treat closing the share sheet as an error', async () => {
    stub('share', vi.fn().mockRejectedValue(new DOMException('cancelled', 'AbortError')));
    const writeText = vi.fn().mockResolvedValue(undefined);
    stub('clipboard', { writeText });
    render(<ReferralCard affiliateCode="WOLF42" />);
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Share' })));
    expect(writeText).not.toHaveBeenCalled();
    expect(messages()).toEqual([]);
  });
});
