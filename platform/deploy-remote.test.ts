import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CONTRACT_VERSION } from '@escapade/shared-contracts/lifecycle';
import { ContractRefusedError, checkContract, publishBuild } from './deploy-remote';

function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => fs.statSync(path.join(dir, file)).isFile())
    .sort();
}

describe('publishBuild', () => {
  let root: string;
  let dist: string;

  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'deploy-'));
    dist = path.join(root, 'dist');
    fs.mkdirSync(path.join(dist, 'assets'), { recursive: true });
    for (const file of [
      'remoteEntry.js',
      'remoteEntry.js.map',
      'mf-manifest.json',
      'app.1234abcd.js',
      'app.1234abcd.js.map',
      'assets/logo.1234abcd.svg',
    ]) {
      fs.writeFileSync(path.join(dist, file), file);
    }
  });

  it('puts the code on the cdn and the source maps beside it, outside the cdn', () => {
    const cdnTarget = path.join(root, 'cdn', 'mfe-gift', '1.0.0-abc');
    const mapTarget = path.join(root, 'sourcemaps', 'mfe-gift', '1.0.0-abc');
    publishBuild(dist, cdnTarget, mapTarget);
    expect(filesUnder(cdnTarget)).toEqual([
      'app.1234abcd.js',
      'assets/logo.1234abcd.svg',
      'mf-manifest.json',
      'remoteEntry.js',
    ]);
    expect(filesUnder(mapTarget)).toEqual(['app.1234abcd.js.map', 'remoteEntry.js.map']);
    expect(fs.readFileSync(path.join(mapTarget, 'app.1234abcd.js.map'), 'utf8')).toBe('app.1234abcd.js.map');
  });

  it('never rewrites a version already on the cdn', () => {
    const cdnTarget = path.join(root, 'cdn', 'mfe-gift', '1.0.0-abc');
    const mapTarget = path.join(root, 'sourcemaps', 'mfe-gift', '1.0.0-abc');
    publishBuild(dist, cdnTarget, mapTarget);
    fs.writeFileSync(path.join(dist, 'app.1234abcd.js'), 'changed');
    publishBuild(dist, cdnTarget, mapTarget);
    expect(fs.readFileSync(path.join(cdnTarget, 'app.1234abcd.js'), 'utf8')).toBe('app.1234abcd.js');
  });
});

describe('checkContract', () => {
  it('lets a remote built for the shell’s contract through', () => {
    expect(() => checkContract('mfe-content', `^${CONTRACT_VERSION}`)).not.toThrow();
  });

  it('refuses a remote built for another contract, naming both versions', () => {
    expect(() => checkContract('mfe-content', '^2.0.0')).toThrow(ContractRefusedError);
    expect(() => checkContract('mfe-content', '^2.0.0')).toThrow(
      `mfe-content is built for contract ^2.0.0; the shell provides contract ${CONTRACT_VERSION}.`,
    );
  });

  it('deploys it anyway with force, and says so', () => {
    const warn = jest.fn();
    expect(() => checkContract('mfe-content', '^2.0.0', { force: true, warn })).not.toThrow();
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/mfe-content: deployed with --force .* \^2\.0\.0/));
  });
});
