import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pointRemoteAt, readRegistry, setRemoteLocales } from './registry-store';

describe('registry store', () => {
  let file: string;
  beforeEach(() => {
    file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'registry-')), 'registry.json');
  });

  const deploy = (version: string) =>
    pointRemoteAt(file, 'mfe-gift', {
      federationName: 'mfe_gift',
      version,
      manifestUrl: `http://cdn/mfe-gift/${version}/mf-manifest.json`,
      contractRange: '^1.0.0',
    });

  it('enables a newly deployed remote in every locale', () => {
    deploy('1.0.0-a');
    expect(readRegistry(file).remotes['mfe-gift']?.enabledLocales).toEqual([
      'fr_FR',
      'es_ES',
      'it_IT',
      'nl_NL',
      'fr_BE',
      'nl_BE',
    ]);
  });

  it('switches a remote off for one locale and keeps the toggle across deployments', () => {
    deploy('1.0.0-a');
    setRemoteLocales(file, 'mfe-gift', ['es_ES'], false);
    deploy('1.0.0-b');
    const entry = readRegistry(file).remotes['mfe-gift'];
    expect(entry?.version).toBe('1.0.0-b');
    expect(entry?.enabledLocales).not.toContain('es_ES');
    expect(entry?.enabledLocales).toContain('fr_FR');
    setRemoteLocales(file, 'mfe-gift', ['es_ES'], true);
    expect(readRegistry(file).remotes['mfe-gift']?.enabledLocales).toContain('es_ES');
  });

  it('refuses to toggle a remote that was never deployed', () => {
    expect(() => setRemoteLocales(file, 'mfe-search', ['fr_FR'], false)).toThrow(/not deployed/);
  });

  it('reads a corrupt registry as empty instead of failing', () => {
    fs.writeFileSync(file, '{not json');
    expect(readRegistry(file).remotes).toEqual({});
  });
});
