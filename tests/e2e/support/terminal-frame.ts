import type { Frame, Page, Response } from 'playwright-core';

/** The trade screen's frame that embeds the trading terminal. */
export const TERMINAL = 'iframe[title="Trading terminal"]';

/** Opens the trade screen at `tradeUrl` with its terminal ready; answers the terminal document's response. */
export async function openTradeScreen(page: Page, tradeUrl: string): Promise<Response> {
  const terminalDocument = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/terminal.html',
  );
  await page.goto(tradeUrl);
  await page.frameLocator(TERMINAL).getByRole('button', { name: /^Buy/ }).first().waitFor();
  return terminalDocument;
}

export const terminalFrame = (page: Page): Frame => {
  const frame = page.frames().find((candidate) => new URL(candidate.url()).pathname === '/terminal.html');
  if (!frame) throw new Error('No terminal frame');
  return frame;
};
