/** Bump when the generator's output changes: an existing catalogue file is then regenerated. */
export const GENERATOR_VERSION = '1.3.0';
