import { CONTRACT_VERSION, satisfiesContract } from '@escapade/shared-contracts/lifecycle';
import type { RegistryEntry } from '@escapade/shared-contracts/registry';

/**
 * A remote built for a contract this shell does not provide: its props, events or lifecycles may
 * not be what it expects, so it is never mounted (its outlet shows the unavailable panel). The
 * message names both versions, for whoever reads the logs.
 */
export class ContractMismatchError extends Error {
  constructor(
    readonly remote: string,
    readonly version: string,
    readonly contractRange: string,
  ) {
    super(
      `${remote} ${version} was built for contract ${contractRange}; the shell provides contract ${CONTRACT_VERSION}, so it is not mounted`,
    );
    this.name = 'ContractMismatchError';
  }
}

/** The refusal of a remote version whose contract range leaves out the shell's contract, or null. */
export function contractMismatchOf(remote: string, entry: Pick<RegistryEntry, 'version' | 'contractRange'>) {
  return satisfiesContract(entry.contractRange)
    ? null
    : new ContractMismatchError(remote, entry.version, entry.contractRange);
}
