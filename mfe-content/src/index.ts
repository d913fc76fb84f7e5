// The build's entry point. The shell loads this remote through Module Federation (`./app` in
// remoteEntry.js / mf-manifest.json), so the plain entry has nothing to start on its own.
export {};
