import fs from 'node:fs';
import path from 'node:path';
import { APPS } from '../config';
import { keyframesOffTheCompositor, stylesheetsUnder } from './composited-animations';

describe('animations the compositor runs alone', () => {
  it('finds keyframes that animate anything but opacity and transform', () => {
    const css = `
      /* @keyframes commented { from { width: 0 } } */
      @keyframes pulse { 50% { opacity: 0.5; } }
      @keyframes rise { from { transform: translateY(100%); opacity: 0; } to { transform: none; } }
      @keyframes shimmer { from { background-position: 200% 0; } to { background-position: -200% 0; } }
      @keyframes grow { 0% { width: 0; opacity: 0 } 100% { width: 100%; } }
    `;
    expect(keyframesOffTheCompositor(css)).toEqual([
      { name: 'shimmer', properties: ['background-position'] },
      { name: 'grow', properties: ['width'] },
    ]);
  });

  it('are the only ones in the shop: nothing repaints on every frame while a page loads', () => {
    const slow = APPS.flatMap((app) =>
      stylesheetsUnder(path.join(__dirname, '..', '..', app, 'src')).flatMap((file) =>
        keyframesOffTheCompositor(fs.readFileSync(file, 'utf8')).map(
          (keyframes) => `${path.relative(path.join(__dirname, '..', '..'), file)} @keyframes ${keyframes.name}`,
        ),
      ),
    );
    expect(slow).toEqual([]);
  });
});
