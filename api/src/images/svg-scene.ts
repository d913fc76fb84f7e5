/**
 * Generated SVG pictures (no network, no files): skies, sun, hills, sea, towns, hotels, rooms,
 * activities and gift boxes, drawn from a seed so the same URL always shows the same picture.
 */
import type { ImageKind } from '../catalogue/catalogue-records';
import { createRandom, hashString, type Random } from '../generator/prng';

/** The drawing is made on this canvas and scaled (cropped to fill) to the asked size. */
const W = 1600;
const H = 900;

interface Palette {
  skyTop: string;
  skyBottom: string;
  sun: string;
  far: string;
  mid: string;
  near: string;
  seaTop: string;
  seaBottom: string;
  wall: string;
  roof: string;
  window: string;
  night: boolean;
}

const PALETTES: readonly Palette[] = [
  {
    skyTop: '#4fa3e0',
    skyBottom: '#cdeeff',
    sun: '#fff3b0',
    far: '#8cc0ad',
    mid: '#5ea283',
    near: '#2f7a5c',
    seaTop: '#2a8fbd',
    seaBottom: '#17607f',
    wall: '#f4ead8',
    roof: '#b5523b',
    window: '#9fd3f0',
    night: false,
  },
  {
    skyTop: '#f39c5a',
    skyBottom: '#ffe3b3',
    sun: '#fff6d5',
    far: '#d19a72',
    mid: '#a8705a',
    near: '#6e4a3a',
    seaTop: '#e39d6f',
    seaBottom: '#8f5446',
    wall: '#fbe8cf',
    roof: '#8c3b2e',
    window: '#ffd98a',
    night: false,
  },
  {
    skyTop: '#5d4fb3',
    skyBottom: '#ff9a8b',
    sun: '#ffd8a8',
    far: '#9474ae',
    mid: '#6b4d87',
    near: '#3f2f5a',
    seaTop: '#7e70b8',
    seaBottom: '#352d66',
    wall: '#f1dcd6',
    roof: '#5a2d4a',
    window: '#ffc98b',
    night: false,
  },
  {
    skyTop: '#9fb9cf',
    skyBottom: '#eef3f7',
    sun: '#ffffff',
    far: '#b9cad2',
    mid: '#8fa9b3',
    near: '#5b7c86',
    seaTop: '#8fb3c7',
    seaBottom: '#55819a',
    wall: '#f7f4ee',
    roof: '#56707a',
    window: '#d7e8f2',
    night: false,
  },
  {
    skyTop: '#0b5d66',
    skyBottom: '#8fd1cd',
    sun: '#ffe8a3',
    far: '#4b9996',
    mid: '#2b6f6d',
    near: '#174d4c',
    seaTop: '#16808b',
    seaBottom: '#0a4a52',
    wall: '#f6f4f0',
    roof: '#e4572e',
    window: '#bfe9e6',
    night: false,
  },
  {
    skyTop: '#0f2027',
    skyBottom: '#2c5364',
    sun: '#f4f1de',
    far: '#2f4858',
    mid: '#22384a',
    near: '#132431',
    seaTop: '#1c3b4f',
    seaBottom: '#0b1c27',
    wall: '#3a4b5c',
    roof: '#1d2a36',
    window: '#ffd479',
    night: true,
  },
];

const BRAND = ['#0b5d66', '#084a52', '#e4572e', '#f2a900', '#1f8a70', '#d1343a'];

export interface SceneRequest {
  kind: ImageKind;
  seed: string;
  width: number;
  height: number;
}

export function renderScene({ kind, seed, width, height }: SceneRequest): string {
  const hash = hashString(`${kind}:${seed}`);
  const random = createRandom(hash);
  const id = `e${hash.toString(36)}`;
  const palette = kind === 'gift' ? PALETTES[random.int(0, 4)]! : random.pick(PALETTES);
  const defs: string[] = [];
  const body: string[] = [];
  const scene: Scene = { random, id, palette, defs, body };

  switch (kind) {
    case 'hotel':
      drawHotel(scene);
      break;
    case 'room':
      drawRoom(scene);
      break;
    case 'activity':
      drawActivity(scene);
      break;
    case 'city':
      drawCity(scene);
      break;
    case 'gift':
      drawGift(scene);
      break;
    case 'hero':
      drawHero(scene);
      break;
  }

  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${W} ${H}" preserveAspectRatio="xMidYMid slice" role="img">` +
    `<defs>${defs.join('')}</defs>${body.join('')}</svg>`
  );
}

interface Scene {
  random: Random;
  id: string;
  palette: Palette;
  defs: string[];
  body: string[];
}

const n = (value: number) => Math.round(value * 10) / 10;

function linear(
  scene: Scene,
  name: string,
  stops: readonly (readonly [number, string, number?])[],
  vertical = true,
): string {
  const gradientId = `${scene.id}${name}`;
  const direction = vertical ? 'x1="0" y1="0" x2="0" y2="1"' : 'x1="0" y1="0" x2="1" y2="0"';
  scene.defs.push(
    `<linearGradient id="${gradientId}" ${direction}>${stops
      .map(
        ([offset, color, opacity]) =>
          `<stop offset="${offset}" stop-color="${color}"${opacity !== undefined ? ` stop-opacity="${opacity}"` : ''}/>`,
      )
      .join('')}</linearGradient>`,
  );
  return `url(#${gradientId})`;
}

function radial(scene: Scene, name: string, stops: readonly (readonly [number, string, number?])[]): string {
  const gradientId = `${scene.id}${name}`;
  scene.defs.push(
    `<radialGradient id="${gradientId}">${stops
      .map(
        ([offset, color, opacity]) =>
          `<stop offset="${offset}" stop-color="${color}"${opacity !== undefined ? ` stop-opacity="${opacity}"` : ''}/>`,
      )
      .join('')}</radialGradient>`,
  );
  return `url(#${gradientId})`;
}

function sky(scene: Scene, horizon = H): void {
  const fill = linear(scene, 'sky', [
    [0, scene.palette.skyTop],
    [1, scene.palette.skyBottom],
  ]);
  scene.body.push(`<rect width="${W}" height="${horizon}" fill="${fill}"/>`);
  if (scene.palette.night) {
    for (let i = 0; i < 60; i++) {
      scene.body.push(
        `<circle cx="${n(scene.random.next() * W)}" cy="${n(scene.random.next() * horizon * 0.7)}" r="${n(0.8 + scene.random.next() * 1.8)}" fill="#fff" opacity="${n(0.4 + scene.random.next() * 0.6)}"/>`,
      );
    }
  }
}

function sun(scene: Scene, x: number, y: number, radius: number): void {
  const glow = radial(scene, 'glow', [
    [0, scene.palette.sun, 0.9],
    [0.35, scene.palette.sun, 0.35],
    [1, scene.palette.sun, 0],
  ]);
  scene.body.push(`<circle cx="${n(x)}" cy="${n(y)}" r="${n(radius * 3.2)}" fill="${glow}"/>`);
  scene.body.push(`<circle cx="${n(x)}" cy="${n(y)}" r="${n(radius)}" fill="${scene.palette.sun}"/>`);
}

function clouds(scene: Scene, count: number, maxY: number): void {
  if (scene.palette.night) return;
  for (let i = 0; i < count; i++) {
    const x = scene.random.next() * W;
    const y = 60 + scene.random.next() * maxY;
    const scale = 0.6 + scene.random.next() * 0.9;
    const puffs = [
      [0, 0, 70, 28],
      [-55, 10, 50, 22],
      [55, 8, 58, 24],
      [10, -20, 45, 30],
    ]
      .map(
        ([dx, dy, rx, ry]) =>
          `<ellipse cx="${n(x + dx! * scale)}" cy="${n(y + dy! * scale)}" rx="${n(rx! * scale)}" ry="${n(ry! * scale)}"/>`,
      )
      .join('');
    scene.body.push(`<g fill="#fff" opacity="${n(0.55 + scene.random.next() * 0.35)}">${puffs}</g>`);
  }
}

/** A smooth ridge across the canvas, filled down to the bottom. */
function ridge(scene: Scene, baseY: number, amplitude: number, segments: number, fill: string, opacity = 1): void {
  const points: [number, number][] = [];
  for (let i = 0; i <= segments; i++) {
    points.push([(W / segments) * i, baseY - scene.random.next() * amplitude]);
  }
  let path = `M0 ${H} L0 ${n(points[0]![1])}`;
  for (let i = 0; i < points.length - 1; i++) {
    const [x0, y0] = points[i]!;
    const [x1, y1] = points[i + 1]!;
    const midX = (x0 + x1) / 2;
    path += ` C${n(midX)} ${n(y0)} ${n(midX)} ${n(y1)} ${n(x1)} ${n(y1)}`;
  }
  path += ` L${W} ${H} Z`;
  scene.body.push(`<path d="${path}" fill="${fill}"${opacity < 1 ? ` opacity="${opacity}"` : ''}/>`);
}

function mountains(scene: Scene, baseY: number, height: number, fill: string): void {
  const peaks = scene.random.int(3, 5);
  let path = `M0 ${baseY}`;
  const caps: string[] = [];
  for (let i = 0; i < peaks; i++) {
    const left = (W / peaks) * i - scene.random.next() * 80;
    const right = (W / peaks) * (i + 1) + scene.random.next() * 80;
    const top = (left + right) / 2 + (scene.random.next() - 0.5) * 120;
    const peakY = baseY - height * (0.6 + scene.random.next() * 0.4);
    path += ` L${n(left)} ${baseY} L${n(top)} ${n(peakY)} L${n(right)} ${baseY}`;
    const capDepth = (baseY - peakY) * 0.22;
    const slopeLeft = (top - left) * 0.22;
    const slopeRight = (right - top) * 0.22;
    caps.push(
      `<path d="M${n(top)} ${n(peakY)} L${n(top - slopeLeft)} ${n(peakY + capDepth)} L${n(top - slopeLeft * 0.3)} ${n(peakY + capDepth * 0.8)} L${n(top + slopeRight * 0.2)} ${n(peakY + capDepth * 1.05)} L${n(top + slopeRight)} ${n(peakY + capDepth)} Z" fill="#fff" opacity="0.92"/>`,
    );
  }
  path += ` L${W} ${baseY} L${W} ${H} L0 ${H} Z`;
  scene.body.push(`<path d="${path}" fill="${fill}"/>`, ...caps);
}

function sea(scene: Scene, horizon: number): void {
  const fill = linear(scene, 'sea', [
    [0, scene.palette.seaTop],
    [1, scene.palette.seaBottom],
  ]);
  scene.body.push(`<rect y="${horizon}" width="${W}" height="${H - horizon}" fill="${fill}"/>`);
  for (let i = 0; i < 18; i++) {
    const y = horizon + 10 + scene.random.next() * (H - horizon - 20);
    const width = 40 + scene.random.next() * 160;
    scene.body.push(
      `<rect x="${n(scene.random.next() * W)}" y="${n(y)}" width="${n(width)}" height="3" rx="1.5" fill="#fff" opacity="${n(0.15 + scene.random.next() * 0.3)}"/>`,
    );
  }
}

function tree(
  scene: Scene,
  x: number,
  groundY: number,
  size: number,
  kind: 'round' | 'pine' | 'cypress' | 'palm',
): void {
  const dark = scene.palette.near;
  const leaf = scene.palette.mid;
  switch (kind) {
    case 'round':
      scene.body.push(
        `<rect x="${n(x - size * 0.06)}" y="${n(groundY - size * 0.5)}" width="${n(size * 0.12)}" height="${n(size * 0.5)}" fill="#5b4636"/>`,
        `<circle cx="${n(x)}" cy="${n(groundY - size * 0.7)}" r="${n(size * 0.38)}" fill="${leaf}"/>`,
        `<circle cx="${n(x + size * 0.15)}" cy="${n(groundY - size * 0.78)}" r="${n(size * 0.24)}" fill="${dark}" opacity="0.35"/>`,
      );
      break;
    case 'pine':
      scene.body.push(
        `<rect x="${n(x - size * 0.05)}" y="${n(groundY - size * 0.2)}" width="${n(size * 0.1)}" height="${n(size * 0.2)}" fill="#4a3a2c"/>`,
        `<path d="M${n(x)} ${n(groundY - size * 1.2)} L${n(x - size * 0.35)} ${n(groundY - size * 0.15)} L${n(x + size * 0.35)} ${n(groundY - size * 0.15)} Z" fill="${dark}"/>`,
      );
      break;
    case 'cypress':
      scene.body.push(
        `<ellipse cx="${n(x)}" cy="${n(groundY - size * 0.6)}" rx="${n(size * 0.13)}" ry="${n(size * 0.62)}" fill="${dark}"/>`,
      );
      break;
    case 'palm': {
      const top = groundY - size;
      const fronds = [-70, -35, 0, 35, 70, 110, -110]
        .map((angle) => {
          const radians = (angle * Math.PI) / 180;
          const ex = x + Math.sin(radians) * size * 0.45;
          const ey = top + (1 - Math.cos(radians)) * size * 0.25 + size * 0.05;
          return `<path d="M${n(x)} ${n(top)} Q${n((x + ex) / 2)} ${n(top - size * 0.12)} ${n(ex)} ${n(ey)}" stroke="${dark}" stroke-width="${n(size * 0.05)}" fill="none" stroke-linecap="round"/>`;
        })
        .join('');
      scene.body.push(
        `<path d="M${n(x - size * 0.05)} ${groundY} Q${n(x + size * 0.08)} ${n(groundY - size * 0.5)} ${n(x)} ${n(top)}" stroke="#7a5b3e" stroke-width="${n(size * 0.06)}" fill="none"/>`,
        fronds,
      );
      break;
    }
  }
}

function windowsGrid(
  scene: Scene,
  x: number,
  y: number,
  width: number,
  height: number,
  columns: number,
  rows: number,
  litRate: number,
  faint = false,
): string {
  const cellW = width / columns;
  const cellH = height / rows;
  const parts: string[] = [];
  for (let row = 0; row < rows; row++) {
    for (let column = 0; column < columns; column++) {
      const lit = scene.palette.night ? scene.random.chance(litRate) : true;
      const color = faint ? '#ffffff' : lit ? scene.palette.window : '#2a3642';
      const opacity = faint ? (lit ? ' opacity="0.35"' : ' opacity="0.08"') : '';
      parts.push(
        `<rect x="${n(x + column * cellW + cellW * 0.22)}" y="${n(y + row * cellH + cellH * 0.18)}" width="${n(cellW * 0.56)}" height="${n(cellH * 0.62)}" rx="3" fill="${color}"${opacity}/>`,
      );
    }
  }
  return parts.join('');
}

function drawHotel(scene: Scene): void {
  const { random, palette } = scene;
  const horizon = 560;
  const coastal = random.chance(0.4);
  sky(scene, coastal ? horizon : H);
  sun(scene, 200 + random.next() * 1200, 140 + random.next() * 120, 55);
  clouds(scene, random.int(2, 5), 220);
  if (coastal) {
    sea(scene, horizon);
    ridge(scene, horizon + 10, 40, 6, palette.far, 0.8);
  } else {
    ridge(scene, 560, 160, 5, palette.far);
    ridge(scene, 640, 120, 6, palette.mid);
  }
  // Terrace and lawn in front.
  const ground = 780;
  scene.body.push(`<rect y="${ground - 20}" width="${W}" height="${H - ground + 20}" fill="${palette.near}"/>`);

  const width = 620 + random.next() * 260;
  const floors = random.int(3, 5);
  const floorH = 92;
  const left = (W - width) / 2 + (random.next() - 0.5) * 200;
  const top = ground - floors * floorH - 40;
  const wallShade = linear(scene, 'wall', [
    [0, palette.wall],
    [1, palette.wall, 0.85],
  ]);
  // Wings.
  if (random.chance(0.7)) {
    const wingW = 180 + random.next() * 80;
    for (const wingX of [left - wingW + 20, left + width - 20]) {
      scene.body.push(
        `<rect x="${n(wingX)}" y="${n(top + floorH)}" width="${n(wingW)}" height="${n(ground - top - floorH)}" fill="${palette.wall}" opacity="0.92"/>`,
      );
      scene.body.push(
        windowsGrid(scene, wingX, top + floorH + 20, wingW, ground - top - floorH - 70, 3, floors - 1, 0.6),
      );
      scene.body.push(
        `<rect x="${n(wingX - 8)}" y="${n(top + floorH - 18)}" width="${n(wingW + 16)}" height="22" fill="${palette.roof}"/>`,
      );
    }
  }
  scene.body.push(
    `<rect x="${n(left)}" y="${n(top)}" width="${n(width)}" height="${n(ground - top)}" fill="${wallShade}"/>`,
  );
  const roofStyle = random.int(0, 2);
  if (roofStyle === 0) {
    scene.body.push(
      `<path d="M${n(left - 30)} ${n(top)} L${n(left + width / 2)} ${n(top - 130)} L${n(left + width + 30)} ${n(top)} Z" fill="${palette.roof}"/>`,
    );
  } else if (roofStyle === 1) {
    scene.body.push(
      `<path d="M${n(left - 20)} ${n(top)} L${n(left + 60)} ${n(top - 80)} L${n(left + width - 60)} ${n(top - 80)} L${n(left + width + 20)} ${n(top)} Z" fill="${palette.roof}"/>`,
    );
    for (let i = 0; i < 3; i++) {
      const dormerX = left + width * (0.25 + i * 0.25) - 28;
      scene.body.push(
        `<rect x="${n(dormerX)}" y="${n(top - 62)}" width="56" height="46" rx="6" fill="${palette.window}" stroke="${palette.wall}" stroke-width="6"/>`,
      );
    }
  } else {
    scene.body.push(
      `<rect x="${n(left - 14)}" y="${n(top - 26)}" width="${n(width + 28)}" height="30" fill="${palette.roof}"/>`,
    );
  }
  scene.body.push(
    windowsGrid(scene, left + 10, top + 24, width - 20, ground - top - 150, random.int(6, 9), floors, 0.7),
  );
  // Balconies.
  for (let floor = 1; floor < floors; floor++) {
    scene.body.push(
      `<rect x="${n(left + 10)}" y="${n(top + 24 + floor * ((ground - top - 150) / floors) - 8)}" width="${n(width - 20)}" height="6" fill="${palette.roof}" opacity="0.55"/>`,
    );
  }
  // Entrance with awning.
  const doorX = left + width / 2 - 55;
  scene.body.push(
    `<rect x="${n(doorX)}" y="${ground - 120}" width="110" height="120" rx="8" fill="#3b2f2a"/>`,
    `<rect x="${n(doorX + 10)}" y="${ground - 108}" width="40" height="100" rx="4" fill="${palette.window}" opacity="0.85"/>`,
    `<rect x="${n(doorX + 60)}" y="${ground - 108}" width="40" height="100" rx="4" fill="${palette.window}" opacity="0.85"/>`,
    `<path d="M${n(doorX - 40)} ${ground - 130} L${n(doorX + 150)} ${ground - 130} L${n(doorX + 130)} ${ground - 165} L${n(doorX - 20)} ${ground - 165} Z" fill="#e4572e"/>`,
  );
  for (let stripe = 0; stripe < 6; stripe++) {
    scene.body.push(
      `<rect x="${n(doorX - 30 + stripe * 32)}" y="${ground - 165}" width="14" height="35" fill="#fff" opacity="0.35"/>`,
    );
  }
  // Flag.
  const flagX = left + width - 60;
  scene.body.push(
    `<rect x="${n(flagX)}" y="${n(top - 150)}" width="5" height="130" fill="#5b6475"/>`,
    `<path d="M${n(flagX + 5)} ${n(top - 148)} q40 10 70 0 l0 38 q-30 10 -70 0 Z" fill="${random.pick(BRAND)}"/>`,
  );
  // Garden.
  const treeKind = coastal ? 'palm' : random.pick(['round', 'cypress', 'pine'] as const);
  for (let i = 0; i < 6; i++) {
    const side = i % 2 === 0 ? left - 120 - random.next() * 200 : left + width + 80 + random.next() * 220;
    tree(scene, side, ground + 10 + random.next() * 40, 160 + random.next() * 120, treeKind);
  }
  scene.body.push(`<rect y="${ground + 60}" width="${W}" height="${H - ground - 60}" fill="#000" opacity="0.08"/>`);
}

function drawRoom(scene: Scene): void {
  const { random, palette } = scene;
  const wallColors = ['#efe6da', '#e8efe9', '#f3e4e1', '#e6ebf2', '#f2ecdf'];
  const wall = random.pick(wallColors);
  scene.body.push(`<rect width="${W}" height="${H}" fill="${wall}"/>`);
  const wallShadow = linear(
    scene,
    'wallshade',
    [
      [0, '#000', 0],
      [1, '#000', 0.12],
    ],
    false,
  );
  scene.body.push(`<rect width="${W}" height="${H}" fill="${wallShadow}"/>`);
  // Floor.
  const floor = linear(scene, 'floor', [
    [0, '#b08a68'],
    [1, '#8a6a50'],
  ]);
  scene.body.push(`<rect y="700" width="${W}" height="200" fill="${floor}"/>`);
  for (let i = 0; i < 12; i++)
    scene.body.push(`<rect x="${i * 140}" y="700" width="2" height="200" fill="#000" opacity="0.08"/>`);

  // Window with a view.
  const windowX = random.chance(0.5) ? 120 : 1000;
  const clipId = `${scene.id}view`;
  scene.defs.push(`<clipPath id="${clipId}"><rect x="${windowX}" y="140" width="480" height="380" rx="6"/></clipPath>`);
  const viewSky = linear(scene, 'viewsky', [
    [0, palette.skyTop],
    [1, palette.skyBottom],
  ]);
  scene.body.push(
    `<g clip-path="url(#${clipId})"><rect x="${windowX}" y="140" width="480" height="380" fill="${viewSky}"/>` +
      `<circle cx="${windowX + 340}" cy="230" r="36" fill="${palette.sun}"/>` +
      `<path d="M${windowX} 430 C${windowX + 120} 360 ${windowX + 220} 420 ${windowX + 300} 380 S${windowX + 430} 360 ${windowX + 480} 400 L${windowX + 480} 520 L${windowX} 520 Z" fill="${palette.mid}"/>` +
      (random.chance(0.5) ? `<rect x="${windowX}" y="450" width="480" height="70" fill="${palette.seaTop}"/>` : '') +
      `</g>`,
    `<rect x="${windowX}" y="140" width="480" height="380" rx="6" fill="none" stroke="#fff" stroke-width="18"/>`,
    `<rect x="${windowX + 231}" y="140" width="18" height="380" fill="#fff"/>`,
    `<rect x="${windowX - 60}" y="110" width="90" height="440" rx="10" fill="${random.pick(['#c9b8a6', '#a7c4bc', '#d4a5a5', '#9fb1c9'])}"/>`,
    `<rect x="${windowX + 450}" y="110" width="90" height="440" rx="10" fill="${random.pick(['#c9b8a6', '#a7c4bc', '#d4a5a5', '#9fb1c9'])}"/>`,
  );

  // Bed.
  const bedX = windowX < 500 ? 760 : 160;
  const accent = random.pick(['#0b5d66', '#e4572e', '#1f8a70', '#5d4fb3', '#b5523b']);
  scene.body.push(
    `<rect x="${bedX}" y="380" width="640" height="210" rx="24" fill="${random.pick(['#6b4f3a', '#3f4a5a', '#8a7560'])}"/>`,
    `<rect x="${bedX - 20}" y="560" width="680" height="150" rx="20" fill="#fff"/>`,
    `<rect x="${bedX - 20}" y="620" width="680" height="90" rx="16" fill="${accent}"/>`,
    `<rect x="${bedX - 20}" y="612" width="680" height="16" fill="${accent}" opacity="0.6"/>`,
    `<rect x="${bedX + 40}" y="510" width="240" height="80" rx="36" fill="#fbfbf8"/>`,
    `<rect x="${bedX + 360}" y="510" width="240" height="80" rx="36" fill="#fbfbf8"/>`,
    `<rect x="${bedX - 20}" y="705" width="680" height="30" rx="8" fill="#000" opacity="0.12"/>`,
  );
  // Night stand and lamp.
  const standX = bedX > 500 ? bedX - 170 : bedX + 700;
  const lampGlow = radial(scene, 'lamp', [
    [0, '#fff4c9', 0.85],
    [1, '#fff4c9', 0],
  ]);
  scene.body.push(
    `<rect x="${standX}" y="560" width="140" height="150" rx="10" fill="#7a5a42"/>`,
    `<rect x="${standX + 62}" y="470" width="14" height="90" fill="#5b6475"/>`,
    `<circle cx="${standX + 69}" cy="450" r="140" fill="${lampGlow}"/>`,
    `<path d="M${standX + 25} 470 L${standX + 113} 470 L${standX + 95} 410 L${standX + 43} 410 Z" fill="#f6e7c1"/>`,
  );
  // Picture frame.
  const frameX = bedX + 190;
  scene.body.push(
    `<rect x="${frameX}" y="150" width="260" height="180" fill="#fff" stroke="#8a6a50" stroke-width="10"/>`,
    `<path d="M${frameX + 10} 310 L${frameX + 90} 220 L${frameX + 150} 280 L${frameX + 190} 240 L${frameX + 250} 310 Z" fill="${palette.mid}"/>`,
    `<circle cx="${frameX + 200}" cy="195" r="20" fill="${palette.sun === '#ffffff' ? '#f2a900' : palette.sun}"/>`,
  );
  // Plant.
  scene.body.push(`<rect x="${W - 150}" y="610" width="90" height="100" rx="10" fill="#c96f4a"/>`);
  for (let i = 0; i < 7; i++) {
    const angle = -60 + i * 20;
    const radians = (angle * Math.PI) / 180;
    scene.body.push(
      `<ellipse cx="${n(W - 105 + Math.sin(radians) * 60)}" cy="${n(580 - Math.cos(radians) * 60)}" rx="18" ry="52" transform="rotate(${angle} ${n(W - 105 + Math.sin(radians) * 60)} ${n(580 - Math.cos(radians) * 60)})" fill="#2f7a5c"/>`,
    );
  }
}

function drawActivity(scene: Scene): void {
  const { random, palette } = scene;
  const variant = random.int(0, 3);
  if (variant === 0) {
    // Hot-air balloons over hills.
    sky(scene);
    sun(scene, 1200, 180, 50);
    clouds(scene, 3, 300);
    ridge(scene, 620, 140, 5, palette.far);
    ridge(scene, 720, 110, 6, palette.mid);
    ridge(scene, 820, 70, 7, palette.near);
    for (let i = 0; i < random.int(2, 4); i++) {
      const x = 250 + random.next() * 1100;
      const y = 180 + random.next() * 260;
      const size = 60 + random.next() * 70;
      const colors = random.sample(BRAND, 2);
      scene.body.push(
        `<path d="M${n(x - size)} ${n(y)} a${n(size)} ${n(size * 1.1)} 0 1 1 ${n(size * 2)} 0 q0 ${n(size * 0.6)} ${n(-size * 0.7)} ${n(size * 1.1)} l${n(-size * 0.6)} 0 q${n(-size * 0.7)} ${n(-size * 0.5)} ${n(-size * 0.7)} ${n(-size * 1.1)} Z" fill="${colors[0]}"/>`,
        `<path d="M${n(x - size * 0.35)} ${n(y - size * 1.05)} q${n(-size * 0.1)} ${n(size * 1.3)} ${n(size * 0.05)} ${n(size * 2.1)} l${n(size * 0.6)} 0 q${n(size * 0.15)} ${n(-size * 0.8)} ${n(size * 0.05)} ${n(-size * 2.1)} Z" fill="${colors[1]}" opacity="0.9"/>`,
        `<rect x="${n(x - size * 0.18)}" y="${n(y + size * 1.3)}" width="${n(size * 0.36)}" height="${n(size * 0.28)}" rx="4" fill="#6b4f3a"/>`,
      );
    }
  } else if (variant === 1) {
    // Sailing.
    const horizon = 520;
    sky(scene, horizon);
    sun(scene, 400 + random.next() * 800, 200, 60);
    clouds(scene, 3, 220);
    ridge(scene, horizon, 60, 5, palette.far, 0.9);
    sea(scene, horizon);
    for (let i = 0; i < random.int(1, 3); i++) {
      const x = 200 + random.next() * 1200;
      const y = horizon + 80 + random.next() * 200;
      const size = 90 + random.next() * 90;
      scene.body.push(
        `<path d="M${n(x)} ${n(y - size * 1.6)} L${n(x)} ${n(y - size * 0.1)} L${n(x + size * 0.9)} ${n(y - size * 0.1)} Z" fill="#fff"/>`,
        `<path d="M${n(x - 6)} ${n(y - size * 1.4)} L${n(x - 6)} ${n(y - size * 0.1)} L${n(x - size * 0.55)} ${n(y - size * 0.1)} Z" fill="${random.pick(BRAND)}"/>`,
        `<path d="M${n(x - size * 0.6)} ${n(y)} L${n(x + size * 0.95)} ${n(y)} L${n(x + size * 0.7)} ${n(y + size * 0.25)} L${n(x - size * 0.4)} ${n(y + size * 0.25)} Z" fill="#3b2f2a"/>`,
      );
    }
  } else if (variant === 2) {
    // Mountain trail.
    sky(scene);
    sun(scene, 1300, 160, 48);
    mountains(scene, 620, 420, palette.far);
    ridge(scene, 700, 120, 6, palette.mid);
    ridge(scene, 800, 60, 8, palette.near);
    scene.body.push(
      `<path d="M760 ${H} C820 820 700 780 860 720 S1000 660 940 620" stroke="#f3e2c3" stroke-width="16" fill="none" stroke-dasharray="28 18" stroke-linecap="round" opacity="0.85"/>`,
    );
    for (let i = 0; i < 8; i++)
      tree(scene, random.next() * W, 760 + random.next() * 120, 120 + random.next() * 100, 'pine');
  } else {
    // Vineyard rows at golden hour.
    sky(scene);
    sun(scene, 800, 420, 80);
    ridge(scene, 500, 100, 5, palette.far);
    ridge(scene, 560, 60, 6, palette.mid);
    const field = linear(scene, 'field', [
      [0, palette.mid],
      [1, palette.near],
    ]);
    scene.body.push(`<rect y="560" width="${W}" height="${H - 560}" fill="${field}"/>`);
    for (let row = 0; row < 14; row++) {
      const startX = -400 + row * 160;
      scene.body.push(
        `<path d="M800 560 L${startX} ${H}" stroke="${palette.near}" stroke-width="${6 + row}" opacity="0.55"/>`,
      );
    }
    for (let i = 0; i < 5; i++)
      tree(scene, 100 + i * 350 + random.next() * 100, 570, 90 + random.next() * 60, 'cypress');
  }
}

function skyline(scene: Scene, baseY: number, fill: string, maxHeight: number): void {
  let x = -20;
  while (x < W) {
    const width = 50 + scene.random.next() * 110;
    const height = maxHeight * (0.3 + scene.random.next() * 0.7);
    scene.body.push(
      `<rect x="${n(x)}" y="${n(baseY - height)}" width="${n(width)}" height="${n(height)}" fill="${fill}"/>`,
    );
    const roof = scene.random.int(0, 5);
    if (roof === 0)
      scene.body.push(
        `<path d="M${n(x)} ${n(baseY - height)} L${n(x + width / 2)} ${n(baseY - height - 40)} L${n(x + width)} ${n(baseY - height)} Z" fill="${fill}"/>`,
      );
    if (roof === 1)
      scene.body.push(
        `<circle cx="${n(x + width / 2)}" cy="${n(baseY - height)}" r="${n(width * 0.38)}" fill="${fill}"/>`,
      );
    if (roof === 2)
      scene.body.push(
        `<rect x="${n(x + width / 2 - 4)}" y="${n(baseY - height - 70)}" width="8" height="70" fill="${fill}"/>`,
      );
    if (scene.palette.night || scene.random.chance(0.5)) {
      const columns = Math.max(1, Math.floor(width / 26));
      const rows = Math.max(1, Math.floor(height / 40));
      scene.body.push(
        windowsGrid(scene, x + 6, baseY - height + 16, width - 12, height - 30, columns, rows, 0.45, true),
      );
    }
    x += width + scene.random.next() * 12;
  }
}

function drawCity(scene: Scene): void {
  const { random, palette } = scene;
  const horizon = 640;
  sky(scene, horizon);
  sun(scene, 300 + random.next() * 1000, 170, 55);
  clouds(scene, random.int(1, 4), 200);
  skyline(scene, horizon, palette.far, 260);
  // Landmark: a dome or a tower.
  const landmarkX = 300 + random.next() * 1000;
  if (random.chance(0.5)) {
    scene.body.push(
      `<rect x="${n(landmarkX - 90)}" y="${horizon - 200}" width="180" height="200" fill="${palette.mid}"/>`,
      `<path d="M${n(landmarkX - 110)} ${horizon - 200} A110 120 0 0 1 ${n(landmarkX + 110)} ${horizon - 200} Z" fill="${palette.mid}"/>`,
      `<rect x="${n(landmarkX - 6)}" y="${horizon - 360}" width="12" height="50" fill="${palette.mid}"/>`,
    );
  } else {
    scene.body.push(
      `<path d="M${n(landmarkX - 80)} ${horizon} L${n(landmarkX - 12)} ${horizon - 420} L${n(landmarkX + 12)} ${horizon - 420} L${n(landmarkX + 80)} ${horizon} Z" fill="${palette.mid}"/>`,
      `<rect x="${n(landmarkX - 50)}" y="${horizon - 190}" width="100" height="14" fill="${palette.mid}"/>`,
    );
  }
  skyline(scene, horizon + 10, palette.near, 170);
  // River or sea with a bridge.
  sea(scene, horizon + 10);
  if (random.chance(0.6)) {
    const bridgeY = horizon + 90;
    scene.body.push(`<rect y="${bridgeY}" width="${W}" height="22" fill="${palette.near}"/>`);
    for (let i = 0; i < 6; i++) {
      scene.body.push(
        `<path d="M${i * 300 - 20} ${bridgeY + 22} A150 90 0 0 1 ${i * 300 + 280} ${bridgeY + 22} L${i * 300 + 260} ${bridgeY + 22} A130 70 0 0 0 ${i * 300} ${bridgeY + 22} Z" fill="${palette.near}"/>`,
      );
    }
  }
}

function drawGift(scene: Scene): void {
  const { random } = scene;
  const [first, second] = random.sample(BRAND, 2);
  const background = linear(scene, 'bg', [
    [0, first!],
    [1, second!],
  ]);
  scene.body.push(`<rect width="${W}" height="${H}" fill="${background}"/>`);
  const halo = radial(scene, 'halo', [
    [0, '#fff', 0.45],
    [1, '#fff', 0],
  ]);
  scene.body.push(`<circle cx="800" cy="470" r="520" fill="${halo}"/>`);
  for (let i = 0; i < 70; i++) {
    const x = random.next() * W;
    const y = random.next() * H;
    const color = random.pick(['#fff', '#f2a900', '#e4572e', '#8fd1cd']);
    scene.body.push(
      random.chance(0.5)
        ? `<circle cx="${n(x)}" cy="${n(y)}" r="${n(3 + random.next() * 7)}" fill="${color}" opacity="0.8"/>`
        : `<rect x="${n(x)}" y="${n(y)}" width="${n(6 + random.next() * 10)}" height="${n(14 + random.next() * 10)}" rx="3" transform="rotate(${random.int(0, 180)} ${n(x)} ${n(y)})" fill="${color}" opacity="0.8"/>`,
    );
  }
  const boxColor = random.pick(['#fff', '#f6f4f0', '#1d2433', '#0b5d66']);
  const ribbon =
    boxColor === '#fff' || boxColor === '#f6f4f0' ? random.pick(['#e4572e', '#0b5d66', '#d1343a']) : '#f2a900';
  scene.body.push(
    `<ellipse cx="800" cy="800" rx="360" ry="34" fill="#000" opacity="0.18"/>`,
    `<rect x="520" y="420" width="560" height="380" rx="16" fill="${boxColor}"/>`,
    `<rect x="520" y="420" width="560" height="380" rx="16" fill="#000" opacity="0.06"/>`,
    `<rect x="490" y="340" width="620" height="110" rx="16" fill="${boxColor}"/>`,
    `<rect x="760" y="340" width="80" height="460" fill="${ribbon}"/>`,
    `<rect x="490" y="370" width="620" height="50" fill="${ribbon}" opacity="0.9"/>`,
    `<path d="M800 340 C700 220 590 260 640 330 C670 370 760 350 800 340 Z" fill="${ribbon}"/>`,
    `<path d="M800 340 C900 220 1010 260 960 330 C930 370 840 350 800 340 Z" fill="${ribbon}"/>`,
    `<circle cx="800" cy="340" r="30" fill="${ribbon}"/>`,
    `<path d="M790 350 L740 440 L770 430 L780 460 Z" fill="${ribbon}"/>`,
    `<path d="M810 350 L860 440 L830 430 L820 460 Z" fill="${ribbon}"/>`,
  );
  for (let i = 0; i < 4; i++) {
    const x = 300 + random.next() * 1000;
    const y = 120 + random.next() * 180;
    const size = 18 + random.next() * 22;
    scene.body.push(
      `<path d="M${n(x)} ${n(y - size)} L${n(x + size * 0.25)} ${n(y - size * 0.25)} L${n(x + size)} ${n(y)} L${n(x + size * 0.25)} ${n(y + size * 0.25)} L${n(x)} ${n(y + size)} L${n(x - size * 0.25)} ${n(y + size * 0.25)} L${n(x - size)} ${n(y)} L${n(x - size * 0.25)} ${n(y - size * 0.25)} Z" fill="#fff" opacity="0.9"/>`,
    );
  }
}

function drawHero(scene: Scene): void {
  const { random, palette } = scene;
  const horizon = 600;
  sky(scene, horizon);
  const sunX = 300 + random.next() * 1000;
  sun(scene, sunX, 260, 70);
  clouds(scene, random.int(3, 6), 260);
  if (random.chance(0.5)) mountains(scene, horizon, 380, palette.far);
  else ridge(scene, horizon, 200, 5, palette.far);
  ridge(scene, horizon + 10, 90, 7, palette.mid);
  // Lake with the sun's reflection.
  const water = linear(scene, 'lake', [
    [0, palette.seaTop],
    [1, palette.seaBottom],
  ]);
  scene.body.push(`<rect y="${horizon + 10}" width="${W}" height="${H - horizon - 10}" fill="${water}"/>`);
  for (let i = 0; i < 9; i++) {
    const width = 180 - i * 16;
    scene.body.push(
      `<rect x="${n(sunX - width / 2)}" y="${horizon + 30 + i * 24}" width="${n(width)}" height="6" rx="3" fill="${palette.sun}" opacity="${n(0.65 - i * 0.06)}"/>`,
    );
  }
  ridge(scene, 830, 60, 6, palette.near);
  for (let i = 0; i < 9; i++) {
    const x = i < 5 ? random.next() * 420 : W - random.next() * 420;
    tree(
      scene,
      x,
      840 + random.next() * 40,
      140 + random.next() * 120,
      random.pick(['pine', 'round', 'cypress'] as const),
    );
  }
}
