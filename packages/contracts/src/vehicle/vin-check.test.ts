import { describe, expect, it } from 'vitest';
import { ERROR_CATALOGUE } from '../errors/catalogue';
import { ZVehicleVin } from './vin';
import { checkVin, VIN_CODES, vinCheckDigit, vinYearCandidates } from './vin-check';

const codes = (issues: Array<{ code: number }>) => issues.map((i) => i.code);
/** the VIN with its check digit made right */
const fixed = (vin: string) => vin.slice(0, 8) + vinCheckDigit(vin) + vin.slice(9);

describe('checkVin: shape, region, check digit (ISO 3779), model year (49 CFR 565.15)', () => {
  it('accepts a valid North American VIN and reads 1HGCM82633A004352 as a 2003 model', () => {
    const c = checkVin('1hgcm82633a004352');
    expect(c).toMatchObject({
      vin: '1HGCM82633A004352',
      region: 'northAmerica',
      strict: true,
      errors: [],
      warnings: [],
      expectedCheckDigit: '3',
      modelYear: 2003,
    });
    expect(c.modelYearCandidates).toEqual([2003, 2033]);
  });

  it('refuses 16 characters (102068) and an O (102069), never weighing the check digit of either', () => {
    expect(codes(checkVin('1HGCM82633A00435').errors)).toEqual([VIN_CODES.length]);
    const o = checkVin('1HGCM82633AO04352');
    expect(codes(o.errors)).toEqual([VIN_CODES.characters]);
    expect(o.errors[0]!.position).toBe(12);
    expect(codes(checkVin('1HGCM8263QA004352').errors)).toEqual([VIN_CODES.characters]);
    expect(codes(checkVin('').errors)).toEqual([VIN_CODES.length, VIN_CODES.characters]);
    expect(ZVehicleVin.safeParse('1HGCM82633AO04352').success).toBe(false);
    expect(ZVehicleVin.parse(' 1hgcm82633a004352 ')).toBe('1HGCM82633A004352');
  });

  it('makes a wrong check digit an ERROR on a North American VIN', () => {
    const c = checkVin('1HGCM82643A004352');
    expect(codes(c.errors)).toEqual([VIN_CODES.checkDigit]);
    expect(c.errors[0]).toMatchObject({ position: 9 });
    expect(c.warnings).toEqual([]);
  });

  it('makes a wrong check digit only a WARNING on a European VIN (it is saved), a filler Z included', () => {
    const bmw = checkVin('WBA3A5C5XDF123456');
    expect(bmw).toMatchObject({ region: 'europe', strict: false, errors: [], expectedCheckDigit: '0', modelYear: 2013 });
    expect(codes(bmw.warnings)).toEqual([VIN_CODES.checkDigit]);
    const vw = checkVin('WVWZZZ1JZXW000001');
    expect(vw.errors).toEqual([]);
    expect(codes(vw.warnings)).toEqual([VIN_CODES.checkDigit]);
    expect(vw.modelYear).toBe(1999);
  });

  it('holds a Chinese (L) VIN to the check digit, and reads its year as the latest that is not in the future', () => {
    const wrong = checkVin('LSVAU2180N2183294');
    expect(wrong.region).toBe('china');
    expect(codes(wrong.errors)).toEqual([VIN_CODES.checkDigit]);
    expect(wrong.expectedCheckDigit).toBe('X');
    const right = checkVin('LSVAU218XN2183294', { currentYear: 2026 });
    expect(right.errors).toEqual([]);
    expect(right.modelYear).toBe(2022);
    expect(checkVin('LSVAU218XN2183294').modelYear).toBe(1992);
  });

  it('reads the 30-year cycle from position 7 (numeric: 1980–2009, alphabetic: 2010–2039)', () => {
    expect(checkVin(fixed('1FTFW1E80AFA00001')).modelYear).toBe(2010); // position 7 'E': the later cycle
    expect(checkVin(fixed('1FTFW1880AFA00001')).modelYear).toBe(1980); // position 7 '8': the earlier
    expect(checkVin(fixed('1FTFW1E80YFA00001')).modelYear).toBe(2030);
    expect(checkVin(fixed('1FTFW1880YFA00001')).modelYear).toBe(2000);
    expect(checkVin(fixed('1FTFW18809FA00001')).modelYear).toBe(2009);
    expect(checkVin(fixed('1FTFW1E809FA00001')).modelYear).toBe(2039);
    expect(vinYearCandidates('U')).toEqual([]);
  });

  it('refuses a model-year character of U, Z or 0 on a North American VIN, only warns elsewhere', () => {
    for (const ch of ['U', 'Z', '0']) {
      const na = checkVin(fixed(`1HGCM8263${ch}A004352`));
      expect(codes(na.errors)).toEqual([VIN_CODES.modelYear]);
      expect(na.modelYear).toBeNull();
      const eu = checkVin(fixed(`WBA3A5C50${ch}F123456`));
      expect(eu.errors).toEqual([]);
      expect(codes(eu.warnings)).toEqual([VIN_CODES.modelYear]);
    }
  });

  it('has every code in both languages', () => {
    for (const code of Object.values(VIN_CODES)) {
      expect(ERROR_CATALOGUE[code as keyof typeof ERROR_CATALOGUE]['zh-CN']).toMatch(/[\u4e00-\u9fa5]/);
      expect(ERROR_CATALOGUE[code as keyof typeof ERROR_CATALOGUE]['en-US']).toMatch(/VIN|check digit|model-year/);
    }
  });
});
