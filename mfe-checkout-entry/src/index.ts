// The build's required entry. The shell never loads it: it mounts the exposed './app' module.
export {};
