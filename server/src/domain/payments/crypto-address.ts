import type { ChainType } from '../../contract.ts';

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

/**
 * A deposit address in the shape of its chain, made from random bytes: ERC20 and BEP20 use Ethereum's
 * `0x` + 40 hex digits, TRC20 uses Tron's base58 `T…` of 34 characters. (The sandbox's stand-in for a wallet.)
 */
export function depositAddress(chain: ChainType, bytes: Uint8Array): string {
  if (bytes.length < 33) throw new Error('depositAddress needs at least 33 random bytes');
  if (chain === 4) return `T${Array.from(bytes.subarray(0, 33), (byte) => BASE58[byte % 58]).join('')}`;
  return `0x${Buffer.from(bytes.subarray(0, 20)).toString('hex')}`;
}
