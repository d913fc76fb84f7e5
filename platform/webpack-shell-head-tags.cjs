// The shell's page announces, in its <head>, every file its start-up needs, so the browser fetches
// them in parallel with main.js instead of discovering them one after another: the stylesheets of
// the boot chunk (linked, so the frame is styled on its first paint) and its scripts, with the
// shared libraries the shell provides (preloaded: they run when main.js asks for them). A lazy chunk
// whose markup the server renders (the footer) has its stylesheets linked too, not its scripts: its
// markup is styled on the first paint, its code comes when needed (and finds its styles there).
const HtmlWebpackPlugin = require('html-webpack-plugin');

const PLUGIN = 'ShellHeadTagsPlugin';

/** Files of every chunk of a chunk group and of the groups its chunks load on demand (the boot chunk's own imports). */
function chunkGroupFiles(chunkGroup) {
  const files = new Set();
  for (const chunk of chunkGroup.chunks) for (const file of chunk.files) files.add(file);
  return files;
}

/** Chunks the shell's share scope loads when a library it provides (react, react-dom…) is first used. */
function providedLibraryFiles(compilation) {
  const files = new Set();
  for (const module of compilation.modules) {
    if (module.type !== 'provide-module') continue;
    for (const block of module.blocks) {
      const group = compilation.chunkGraph.getBlockChunkGroup(block);
      if (group) for (const file of chunkGroupFiles(group)) files.add(file);
    }
  }
  return files;
}

class ShellHeadTagsPlugin {
  /**
   * @param {{ bootChunk: string, serverRenderedChunks?: string[] }} options  the webpackChunkName of
   *   the shell's `import('./bootstrap')`, and those of the lazy chunks the server renders
   */
  constructor({ bootChunk, serverRenderedChunks = [] }) {
    this.bootChunk = bootChunk;
    this.serverRenderedChunks = serverRenderedChunks;
  }

  apply(compiler) {
    compiler.hooks.compilation.tap(PLUGIN, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(PLUGIN, (data) => {
        const boot = compilation.namedChunkGroups.get(this.bootChunk);
        if (!boot)
          throw new Error(`${PLUGIN}: no chunk named "${this.bootChunk}" (webpackChunkName of the boot import)`);
        const publicPath = data.publicPath ?? '/';
        const files = [...new Set([...chunkGroupFiles(boot), ...providedLibraryFiles(compilation)])].sort();
        const renderedStyles = this.serverRenderedChunks.flatMap((name) => {
          const group = compilation.namedChunkGroups.get(name);
          if (!group) throw new Error(`${PLUGIN}: no chunk named "${name}" among the server-rendered chunks`);
          return [...chunkGroupFiles(group)].filter((file) => file.endsWith('.css') && !files.includes(file)).sort();
        });
        const tag = (attributes) => ({ tagName: 'link', voidTag: true, meta: { plugin: PLUGIN }, attributes });
        data.headTags.push(
          ...[...files.filter((file) => file.endsWith('.css')), ...renderedStyles].map((file) =>
            tag({ rel: 'stylesheet', href: publicPath + file }),
          ),
          ...files
            .filter((file) => file.endsWith('.js'))
            .map((file) => tag({ rel: 'preload', as: 'script', href: publicPath + file })),
        );
        return data;
      });
    });
  }
}

module.exports = { ShellHeadTagsPlugin };
