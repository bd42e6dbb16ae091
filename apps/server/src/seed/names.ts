// Common Finnish names and made-up street names: realistic on screen, belonging to nobody.
export const FIRST_NAMES = [
  "Anna",
  "Antti",
  "Elina",
  "Eero",
  "Hanna",
  "Heikki",
  "Iida",
  "Janne",
  "Johanna",
  "Juha",
  "Kaisa",
  "Kalle",
  "Laura",
  "Lauri",
  "Leena",
  "Mikko",
  "Minna",
  "Niko",
  "Noora",
  "Olli",
  "Outi",
  "Pekka",
  "Riikka",
  "Sami",
  "Sanna",
  "Teemu",
  "Tiina",
  "Tuomas",
  "Veera",
  "Ville",
  "Emma",
  "Onni",
  "Sofia",
  "Leo",
  "Helmi",
  "Eino",
];

export const LAST_NAMES = [
  "Virtanen",
  "Korhonen",
  "Mäkinen",
  "Nieminen",
  "Mäkelä",
  "Hämäläinen",
  "Laine",
  "Heikkinen",
  "Koskinen",
  "Järvinen",
  "Lehtonen",
  "Lehtinen",
  "Saarinen",
  "Salminen",
  "Heinonen",
  "Niemi",
  "Heikkilä",
  "Kinnunen",
  "Salonen",
  "Turunen",
  "Salo",
  "Laitinen",
  "Tuominen",
  "Rantanen",
  "Karjalainen",
  "Jokinen",
  "Mattila",
];

/** Small deterministic PRNG (mulberry32): the demo world is the same on every first start. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function pick<T>(rand: () => number, list: readonly T[]): T {
  return list[Math.floor(rand() * list.length)] as T;
}
