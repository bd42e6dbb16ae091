/*
 * Code 128 subset C, the symbology of the Finnish bank barcode (pankkiviivakoodi): two digits per
 * symbol, a modulo-103 check symbol, no library. The 54-digit virtual barcode comes from the server;
 * this only draws it.
 */

// Bar and space widths in modules for symbol values 0–105 (ISO/IEC 15417); each symbol is 11 modules.
// prettier-ignore
const PATTERNS = [
  "212222", "222122", "222221", "121223", "121322", "131222", "122213", "122312", "132212", "221213",
  "221312", "231212", "112232", "122132", "122231", "113222", "123122", "123221", "223211", "221132",
  "221231", "213212", "223112", "312131", "311222", "321122", "321221", "312212", "322112", "322211",
  "212123", "212321", "232121", "111323", "131123", "131321", "112313", "132113", "132311", "211313",
  "231113", "231311", "112133", "112331", "132131", "113123", "113321", "133121", "313121", "211331",
  "231131", "213113", "213311", "213131", "311123", "311321", "331121", "312113", "312311", "332111",
  "314111", "221411", "431111", "111224", "111422", "121124", "121421", "141122", "141221", "112214",
  "112412", "122114", "122411", "142112", "142211", "241211", "221114", "413111", "241112", "134111",
  "111242", "121142", "121241", "114212", "124112", "124211", "411212", "421112", "421211", "212141",
  "214121", "412121", "111143", "111341", "131141", "114113", "114311", "411113", "411311", "113141",
  "114131", "311141", "411131", "211412", "211214", "211232",
];
const START_C = 105;
// The stop symbol with its closing two-module bar.
const STOP = "2331112";

/** Symbol values of an even-length digit string in subset C: start, pairs, check. */
export function code128cValues(digits: string): number[] {
  if (!/^(\d\d)+$/.test(digits)) throw new Error("Code 128 C takes an even number of digits");
  const pairs = digits.match(/\d\d/g)!.map(Number);
  const check = pairs.reduce((sum, value, i) => sum + value * (i + 1), START_C) % 103;
  return [START_C, ...pairs, check];
}

export type Bar = { x: number; width: number };

/** The dark bars, in modules from the left edge (no quiet zone), and the symbol's whole width. */
export function code128cBars(digits: string): { bars: Bar[]; width: number } {
  const widths = [...code128cValues(digits).map((v) => PATTERNS[v]!), STOP].join("");
  const bars: Bar[] = [];
  let x = 0;
  // Every pattern starts with a bar and has an even number of widths, so even positions are bars.
  for (let i = 0; i < widths.length; i += 1) {
    const width = Number(widths[i]);
    if (i % 2 === 0) bars.push({ x, width });
    x += width;
  }
  return { bars, width: x };
}
