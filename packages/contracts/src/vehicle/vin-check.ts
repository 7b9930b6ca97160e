/**
 * A VIN's validation that knows the region (pure, zod-free: the server and the screens share it).
 * - 17 characters, letters and digits, never I, O or Q (ISO 3779): errors 102068, 102069.
 * - The check digit (position 9, ISO 3779 / 49 CFR 565.15): an ERROR for North American (WMI 1–5) and
 *   Chinese (L) VINs, a WARNING elsewhere (European VINs often carry none and are saved): 102070.
 * - The model-year character (position 10, 49 CFR 565.15: letters and digits but I O Q U Z 0, a
 *   30-year cycle; position 7 numeric = 1980–2009, alphabetic = 2010–2039 for passenger cars and light
 *   trucks): the candidate year; an invalid character is an error where the check digit is, else a warning: 102071.
 */
export const VIN_LENGTH = 17;
export const VIN_CODES = { length: 102068, characters: 102069, checkDigit: 102070, modelYear: 102071 } as const;

export type VinRegion = 'northAmerica' | 'china' | 'asia' | 'europe' | 'africa' | 'oceania' | 'southAmerica';
export const VIN_REGIONS: readonly VinRegion[] = ['northAmerica', 'china', 'asia', 'europe', 'africa', 'oceania', 'southAmerica'];
export type VinIssue = { code: number; field?: string; position?: number };
export type VinCheck = {
  /** upper-cased, spaces removed */
  vin: string;
  region: VinRegion | null;
  /** the regions where the check digit and the model year are required (North America, China) */
  strict: boolean;
  errors: VinIssue[];
  warnings: VinIssue[];
  /** the check digit the first 17 characters call for ('0'–'9' or 'X'), null when they cannot be weighed */
  expectedCheckDigit: string | null;
  /** the model year read from position 10 (the cycle chosen by position 7), null when there is none */
  modelYear: number | null;
  /** both years of position 10's 30-year cycle */
  modelYearCandidates: number[];
};

const TRANSLIT: Record<string, number> = {
  A: 1,
  B: 2,
  C: 3,
  D: 4,
  E: 5,
  F: 6,
  G: 7,
  H: 8,
  J: 1,
  K: 2,
  L: 3,
  M: 4,
  N: 5,
  P: 7,
  R: 9,
  S: 2,
  T: 3,
  U: 4,
  V: 5,
  W: 6,
  X: 7,
  Y: 8,
  Z: 9,
};
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];
/** position 10's characters in order from 1980 (A) to 2009 (9); the cycle repeats from 2010 */
const YEAR_CHARS = 'ABCDEFGHJKLMNPRSTVWXY123456789';
const VIN_CHARS = /^[A-HJ-NPR-Z0-9]+$/;

/** The region of a WMI's first character (ISO 3780): 1–5 North America, L China, J–R Asia, S–Z Europe, A–H Africa, 6–7 Oceania, 8–9 South America. */
export function vinRegion(first: string): VinRegion | null {
  if (/[1-5]/.test(first)) return 'northAmerica';
  if (first === 'L') return 'china';
  if (/[J-R]/.test(first)) return 'asia';
  if (/[S-Z]/.test(first)) return 'europe';
  if (/[A-H]/.test(first)) return 'africa';
  if (/[67]/.test(first)) return 'oceania';
  if (/[89]/.test(first)) return 'southAmerica';
  return null;
}

/** The ISO 3779 check digit of 17 valid characters ('X' for 10), null when one cannot be weighed. */
export function vinCheckDigit(vin: string): string | null {
  if (vin.length !== VIN_LENGTH) return null;
  let sum = 0;
  for (let i = 0; i < VIN_LENGTH; i++) {
    const c = vin[i]!;
    const v = c >= '0' && c <= '9' ? c.charCodeAt(0) - 48 : TRANSLIT[c];
    if (v === undefined) return null;
    sum += v * WEIGHTS[i]!;
  }
  const r = sum % 11;
  return r === 10 ? 'X' : String(r);
}

/** Both model years position 10 may stand for, the earlier first ([] for I O Q U Z 0). */
export function vinYearCandidates(c: string): number[] {
  const i = YEAR_CHARS.indexOf(c);
  return i < 0 ? [] : [1980 + i, 2010 + i];
}

/**
 * Checks a VIN (any case, spaces ignored). `currentYear` (optional) keeps a VIN outside North
 * America from being read as a future year: its later candidate is taken only up to next year.
 */
export function checkVin(input: string, opts: { currentYear?: number } = {}): VinCheck {
  const vin = String(input ?? '')
    .replace(/\s+/g, '')
    .toUpperCase();
  const region = vin ? vinRegion(vin[0]!) : null;
  const strict = region === 'northAmerica' || region === 'china';
  const out: VinCheck = { vin, region, strict, errors: [], warnings: [], expectedCheckDigit: null, modelYear: null, modelYearCandidates: [] };
  if (vin.length !== VIN_LENGTH) out.errors.push({ code: VIN_CODES.length, field: 'vin' });
  if (!VIN_CHARS.test(vin)) {
    const bad = [...vin].findIndex((c) => !/[A-HJ-NPR-Z0-9]/.test(c));
    out.errors.push({ code: VIN_CODES.characters, field: 'vin', ...(bad >= 0 ? { position: bad + 1 } : {}) });
  }
  if (out.errors.length) return out;
  const level = strict ? out.errors : out.warnings;
  out.expectedCheckDigit = vinCheckDigit(vin);
  if (vin[8] !== out.expectedCheckDigit) level.push({ code: VIN_CODES.checkDigit, field: 'vin', position: 9 });
  out.modelYearCandidates = vinYearCandidates(vin[9]!);
  if (!out.modelYearCandidates.length) {
    level.push({ code: VIN_CODES.modelYear, field: 'vin', position: 10 });
    return out;
  }
  const [early, late] = out.modelYearCandidates as [number, number];
  const alpha7 = /[A-Z]/.test(vin[6]!);
  out.modelYear = alpha7 ? late : early;
  // outside North America position 7 says nothing of the cycle: the latest year that is not in the future
  if (region !== 'northAmerica' && opts.currentYear) out.modelYear = late <= opts.currentYear + 1 ? late : early;
  return out;
}
