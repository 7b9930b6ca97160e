/**
 * SAE J2012 diagnostic trouble codes (pure, zod-free: the server and the screens share it).
 * A code is a system letter (P powertrain, C chassis, B body, U network), a second character 0–3
 * and three hex digits (P0301); seven characters add the failure-type byte (P1A4800).
 */
export const OBD_SYSTEMS = ['P', 'C', 'B', 'U'] as const;
export type ObdSystem = (typeof OBD_SYSTEMS)[number];
export type ObdCodeKind = 'generic' | 'oem';

const SHAPE = /^[PCBU][0-3][0-9A-F]{3}([0-9A-F]{2})?$/;

/** The code as stored: trimmed and upper-cased. */
export const normaliseObdCode = (code: string): string => code.trim().toUpperCase();

/** True when the (normalised) code has the J2012 shape: five characters, or seven with the failure-type byte. */
export const isObdCode = (code: string): boolean => SHAPE.test(normaliseObdCode(code));

/**
 * Generic (SAE) or manufacturer-specific (OEM): P1xxx, P30xx–P33xx, B1/B2, C1/C2, U1/U2 are OEM;
 * P0, P2, P34–P39 (and P3A–P3F), B0, B3, C0, C3, U0, U3 are generic. Null for a code of another shape.
 */
export function obdCodeKind(raw: string): ObdCodeKind | null {
  const code = normaliseObdCode(raw);
  if (!SHAPE.test(code)) return null;
  const [system, second, third] = [code[0]!, code[1]!, code[2]!];
  if (system === 'P') {
    if (second === '1') return 'oem';
    if (second === '3') return '0123'.includes(third) ? 'oem' : 'generic';
    return 'generic';
  }
  return second === '1' || second === '2' ? 'oem' : 'generic';
}

/** The system letter of a code of the J2012 shape. */
export const obdSystemOf = (raw: string): ObdSystem | null => (isObdCode(raw) ? (normaliseObdCode(raw)[0] as ObdSystem) : null);

/** Where a description came from: the make's own, the generic one (a generic code only), or none. */
export type ObdDescriptionSource = 'make' | 'generic' | 'none';
