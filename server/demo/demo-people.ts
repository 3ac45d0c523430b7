/** Raw material for the 200 monitored demo users (deterministic, see `createRandom`). */
export const FIRST_NAMES = ['Karin', 'Lars', 'Maria', 'Anders', 'Eva', 'Johan', 'Birgitta', 'Per', 'Kristina', 'Nils', 'Ingrid', 'Sven', 'Margareta', 'Erik', 'Elisabeth', 'Karl', 'Gunilla', 'Olof', 'Ulla', 'Gustav', 'Astrid', 'Bengt', 'Solveig', 'Arne', 'Sigrid', 'Göran', 'Marit', 'Leif', 'Aino', 'Matti'];
export const LAST_NAMES = ['Johansson', 'Lindqvist', 'Nilsson', 'Eriksson', 'Larsson', 'Olsson', 'Persson', 'Svensson', 'Gustafsson', 'Pettersson', 'Jonsson', 'Lindberg', 'Holm', 'Sandberg', 'Nyström', 'Hansen', 'Berg', 'Virtanen', 'Korhonen', 'Lund'];
export const CITIES = [
  { city: 'Stockholm', postcode: '114 35', street: 'Storgatan', lat: 59.334, lon: 18.063 },
  { city: 'Göteborg', postcode: '411 38', street: 'Kungsportsavenyn', lat: 57.704, lon: 11.968 },
  { city: 'Malmö', postcode: '211 22', street: 'Södra Förstadsgatan', lat: 55.596, lon: 13.001 },
  { city: 'Uppsala', postcode: '753 10', street: 'Dragarbrunnsgatan', lat: 59.858, lon: 17.639 },
  { city: 'Västerås', postcode: '722 15', street: 'Vasagatan', lat: 59.611, lon: 16.545 },
  { city: 'Örebro', postcode: '702 10', street: 'Drottninggatan', lat: 59.274, lon: 15.207 },
];
export const RELATIONS = ['Daughter', 'Son', 'Neighbour', 'Spouse', 'Home care', 'Friend'];
export const ORGANIZATIONS = ['Stockholms stad hemtjänst', 'Göteborgs Stad äldreomsorg', 'Malmö trygghetslarm', 'Privat kund'];
export const PRODUCTS = [
  { id: 11, name: 'Safemate Home', model: 'SM-200', manufacturer: 'Safemate' },
  { id: 12, name: 'Doro Secure 580', model: 'DS-580', manufacturer: 'Doro' },
  { id: 13, name: 'Neat NOVO', model: 'NOVO-4G', manufacturer: 'Neat' },
];
/** Priority is the spec's criticality, 1 normal, 2 urgent, 3 acute (core §9): a fall or smoke is acute. */
export const ALARM_KINDS = [
  { text: 'Personal alarm button pressed', template: 'default', priority: 2, level: 1, icon: 'button' },
  { text: 'Fall detected', template: 'goteborg', priority: 3, level: 2, icon: 'fall' },
  { text: 'Smoke detector', template: 'camera', priority: 3, level: 2, icon: 'smoke' },
  { text: 'No activity detected', template: 'dynamic', priority: 2, level: 1, icon: 'inactivity' },
  { text: 'Door open at night', template: 'beta', priority: 1, level: 1, icon: 'door' },
  { text: 'Low battery', template: 'default', priority: 1, level: 1, icon: 'battery' },
  { text: 'Bed sensor: not back in bed', template: 'goteborg_v2', priority: 2, level: 1, icon: 'bed' },
];

/** Mulberry32: a tiny seeded generator so the demo centre is the same on every machine. */
export function createRandom(seed: number): { next(): number; pick<T>(items: readonly T[]): T; int(min: number, max: number): number } {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    pick: <T>(items: readonly T[]) => items[Math.floor(next() * items.length)] as T,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
  };
}
