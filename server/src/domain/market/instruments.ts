import type { Instrument } from '../../contract.ts';

/** A simulated instrument: its contract plus where its price starts, its spread and how much it moves. */
export type InstrumentModel = Instrument & {
  startPrice: number;
  /** Bid-ask spread in price units. */
  spread: number;
  /** Typical relative move over one minute (standard deviation of the log price). */
  minuteVolatility: number;
};

const forex = {
  kind: 'forex',
  contractSize: 100_000,
  minVolume: 0.01,
  maxVolume: 50,
  volumeStep: 0.01,
} as const;
const index = { kind: 'index', contractSize: 1, minVolume: 0.1, maxVolume: 100, volumeStep: 0.1 } as const;
const crypto = { kind: 'crypto', contractSize: 1, minVolume: 0.01, maxVolume: 20, volumeStep: 0.01 } as const;

/** Forex, gold, indices and crypto at realistic levels, spreads and volatilities (late 2026). */
export const INSTRUMENTS: InstrumentModel[] = [
  {
    ...forex,
    symbol: 'EURUSD',
    name: 'Euro / US Dollar',
    digits: 5,
    baseCurrency: 'EUR',
    quoteCurrency: 'USD',
    startPrice: 1.0842,
    spread: 0.00008,
    minuteVolatility: 0.00018,
  },
  {
    ...forex,
    symbol: 'GBPUSD',
    name: 'British Pound / US Dollar',
    digits: 5,
    baseCurrency: 'GBP',
    quoteCurrency: 'USD',
    startPrice: 1.2715,
    spread: 0.0001,
    minuteVolatility: 0.0002,
  },
  {
    ...forex,
    symbol: 'USDJPY',
    name: 'US Dollar / Japanese Yen',
    digits: 3,
    baseCurrency: 'USD',
    quoteCurrency: 'JPY',
    startPrice: 151.42,
    spread: 0.012,
    minuteVolatility: 0.0002,
  },
  {
    kind: 'metal',
    symbol: 'XAUUSD',
    name: 'Gold / US Dollar',
    digits: 2,
    contractSize: 100,
    minVolume: 0.01,
    maxVolume: 20,
    volumeStep: 0.01,
    baseCurrency: 'XAU',
    quoteCurrency: 'USD',
    startPrice: 2648.5,
    spread: 0.3,
    minuteVolatility: 0.00045,
  },
  {
    kind: 'metal',
    symbol: 'XAGUSD',
    name: 'Silver / US Dollar',
    digits: 3,
    contractSize: 5000,
    minVolume: 0.01,
    maxVolume: 20,
    volumeStep: 0.01,
    baseCurrency: 'XAG',
    quoteCurrency: 'USD',
    startPrice: 31.24,
    spread: 0.03,
    minuteVolatility: 0.0006,
  },
  {
    ...index,
    symbol: 'US30',
    name: 'Dow Jones 30',
    digits: 1,
    baseCurrency: 'US30',
    quoteCurrency: 'USD',
    startPrice: 43120,
    spread: 2.4,
    minuteVolatility: 0.0004,
  },
  {
    ...index,
    symbol: 'US500',
    name: 'S&P 500',
    digits: 2,
    baseCurrency: 'US500',
    quoteCurrency: 'USD',
    startPrice: 5912.25,
    spread: 0.5,
    minuteVolatility: 0.00045,
  },
  {
    ...index,
    symbol: 'NAS100',
    name: 'Nasdaq 100',
    digits: 2,
    baseCurrency: 'NAS100',
    quoteCurrency: 'USD',
    startPrice: 20640,
    spread: 1.5,
    minuteVolatility: 0.0006,
  },
  {
    ...crypto,
    symbol: 'BTCUSD',
    name: 'Bitcoin / US Dollar',
    digits: 2,
    baseCurrency: 'BTC',
    quoteCurrency: 'USD',
    startPrice: 94250,
    spread: 18,
    minuteVolatility: 0.0012,
  },
  {
    ...crypto,
    symbol: 'ETHUSD',
    name: 'Ethereum / US Dollar',
    digits: 2,
    baseCurrency: 'ETH',
    quoteCurrency: 'USD',
    startPrice: 3315,
    spread: 1.6,
    minuteVolatility: 0.0015,
  },
];

/** The public contract of an instrument, without the simulator's settings. */
export const toInstrument = ({
  startPrice: _p,
  spread: _s,
  minuteVolatility: _v,
  ...instrument
}: InstrumentModel): Instrument => instrument;
