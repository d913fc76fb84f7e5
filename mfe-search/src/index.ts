// The shell consumes this remote through remoteEntry.js (./app and ./SearchBox); this entry only
// exists because the shared webpack factory always declares one.
export {};
